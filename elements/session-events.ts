/**
 * `b2b-login`, `b2b-logout`, `b2b-cart-change` and `b2b-session-change` for the whole page: exactly once per change, dispatched from
 * the widget the visitor was using when it happened (the one they last pressed, typed in or submitted), else
 * from the first widget on the page (a change from another tab, an expired session).
 *
 * Before this each element watched the stores itself, so a page with four widgets heard four events per click.
 * One watcher per page is started by the first connected widget and stopped with the last.
 */
import { $cartContentChanges, $cartCount, $cartRegion } from '../src/core/cart';
import { type B2BEventMap, emitEvent } from '../src/core/events';
import { $session } from '../src/core/session-state';
import { shared } from '../src/core/shared';

interface PageEvents {
  hosts: Set<HTMLElement>;
  /** The widget of the visitor's last interaction. */
  actor: HTMLElement | null;
  stop: (() => void) | null;
}

// Shared across copies of the bundle on one page, like the stores, so two bundles still fire once.
const state = () => shared<PageEvents>('elements.pageEvents', () => ({ hosts: new Set(), actor: null, stop: null }));

/** Interactions that can change the session or the cart (capture: seen before the widget handles them). */
const INTERACTIONS = ['pointerdown', 'keydown', 'submit', 'click'] as const;

function markActor(this: HTMLElement): void {
  // Nested widgets (inside <b2b-storefront>): capture runs outer → inner, so the innermost one wins.
  state().actor = this;
}

/** The element to dispatch a page-level event from. */
function source({ actor, hosts }: PageEvents): HTMLElement | null {
  if (actor?.isConnected && hosts.has(actor)) return actor;
  for (const host of hosts) if (host.isConnected) return host;
  return null;
}

function emit<K extends 'b2b-login' | 'b2b-logout' | 'b2b-cart-change' | 'b2b-session-change'>(
  page: PageEvents,
  name: K,
  detail: B2BEventMap[K],
): void {
  const host = source(page);
  if (host) emitEvent(host, name, detail);
}

/**
 * `b2b-session-change` `{ loggedIn, user, cartCount }` whenever one of them changed from what the page last heard:
 * after a login once the cart count is known too (a host shows "李娜 · 3 件" at once, with no call of its own), after
 * the session ended, after a change of the logged-in user's count. A page opened with a kept session hears nothing
 * until something changes (asking for the count on every page view would cost every host a request).
 */
function sessionChanges(page: PageEvents): { cartCount(count: number): void; stop(): void } {
  let last: B2BEventMap['b2b-session-change'] | null = null;
  const kept = $session.get();
  if (kept.token !== '' && kept.user) last = { loggedIn: true, user: kept.user, cartCount: -1 };
  let offCount: (() => void) | undefined;
  let waitingFor: number | null = null;
  const announce = (next: B2BEventMap['b2b-session-change']) => {
    if (last && last.loggedIn === next.loggedIn && last.user?.Id === next.user?.Id && last.cartCount === next.cartCount)
      return;
    last = next;
    emit(page, 'b2b-session-change', next);
  };
  const offSession = $session.listen((s) => {
    if (s.token === '') {
      offCount?.();
      offCount = undefined;
      waitingFor = null;
      if (last?.loggedIn) announce({ loggedIn: false, user: null, cartCount: 0 });
      else last = { loggedIn: false, user: null, cartCount: 0 };
      return;
    }
    const user = s.user;
    if (!user || last?.user?.Id === user.Id || waitingFor === user.Id) return;
    waitingFor = user.Id;
    // A new login: wait for this user's cart count (the fetcher store asks for it once the key is known).
    offCount?.();
    let done = false;
    let off: (() => void) | undefined;
    const finish = () => {
      off?.();
      off = undefined;
    };
    off = $cartCount.subscribe((value) => {
      if (done || value.loading || (value.data === undefined && !value.error)) return;
      if ($session.get().user?.Id !== user.Id) return;
      done = true;
      waitingFor = null;
      // subscribe() may call back before it returned `off`.
      queueMicrotask(finish);
      announce({ loggedIn: true, user, cartCount: value.data ?? 0 });
    });
    offCount = () => {
      done = true;
      finish();
    };
  });
  return {
    cartCount(count) {
      const s = $session.get();
      if (s.token !== '' && s.user && last?.loggedIn && last.user?.Id === s.user.Id)
        announce({ loggedIn: true, user: s.user, cartCount: count });
    },
    stop() {
      offSession();
      offCount?.();
    },
  };
}

function watch(page: PageEvents): () => void {
  const session = sessionChanges(page);
  let wasLoggedIn = $session.get().token !== '';
  let announcedUser: number | null = wasLoggedIn ? ($session.get().user?.Id ?? null) : null;
  const offSession = $session.listen((s) => {
    const loggedIn = s.token !== '';
    if (wasLoggedIn && !loggedIn) {
      announcedUser = null;
      emit(page, 'b2b-logout', {});
    }
    wasLoggedIn = loggedIn;
    // b2b-login once the user is known (the profile arrives after the token).
    if (loggedIn && s.user && s.user.Id !== announcedUser) {
      announcedUser = s.user.Id;
      emit(page, 'b2b-login', { userId: s.user.Id });
    }
  });

  // b2b-cart-change after a cartChanged() that changed lines or quantities (never a selection or a refused write),
  // once the refreshed count is known. The count is watched from the first
  // change on: a watcher from the start mounted the count (a request) on every page with a widget, before anything
  // showed it, and on the storefront before its router started, where a 401 from it was handled with no storefront
  // path to return to (/login instead of /login?redirect=…). A fetcher store's listener is also called at once
  // (@nanostores/query): with the refetch under way, or with nothing while the count has no key (no profile yet).
  let pending = false;
  let offCount: (() => void) | undefined;
  const fire = (count: number) => {
    pending = false;
    emit(page, 'b2b-cart-change', { count, region: $cartRegion.get() });
    session.cartCount(count);
  };
  const offChanges = $cartContentChanges.listen(() => {
    pending = true;
    if ($session.get().token === '') fire(0);
    else
      offCount ??= $cartCount.listen((value) => {
        if (pending && !value.loading && (value.data !== undefined || value.error)) fire(value.data ?? 0);
      });
  });
  return () => {
    session.stop();
    offSession();
    offChanges();
    offCount?.();
  };
}

/** A widget joined the page: it may now be the source of page events. */
export function attachPageEvents(host: HTMLElement): void {
  const s = state();
  if (s.hosts.has(host)) return;
  s.hosts.add(host);
  for (const type of INTERACTIONS) host.addEventListener(type, markActor, { capture: true });
  s.stop ??= watch(s);
}

/** A widget left the page; the last one stops the watcher. */
export function detachPageEvents(host: HTMLElement): void {
  const s = state();
  if (!s.hosts.delete(host)) return;
  for (const type of INTERACTIONS) host.removeEventListener(type, markActor, { capture: true });
  if (s.actor === host) s.actor = null;
  if (s.hosts.size === 0) {
    s.stop?.();
    s.stop = null;
  }
}
