import { $config } from './config';
import { shared } from './shared';

/** Options of {@link navigate}. */
export interface NavigateOptions {
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean;
  /** The element asking to navigate; the `b2b-navigate` event is dispatched on it. */
  source?: Element | null;
}

/** A router that takes over navigation (the storefront registers one). */
export type Navigator = (path: string, options: { replace: boolean }) => void;

/** Detail of the cancelable `b2b-navigate` event a standalone widget fires before leaving the page. */
export interface NavigateEventDetail {
  /** Storefront path, e.g. `/login`. */
  path: string;
  /** The full address the widget will go to: `storeUrl + path`. */
  url: string;
}

/**
 * Rewrites the address a standalone widget is about to leave for (core/handoff.ts adds a login hand-off code).
 * Returns the address itself when there is nothing to add, synchronously, so plain navigation stays immediate.
 */
export type LeaveHook = (url: string) => string | Promise<string>;

interface NavigationState {
  navigator: Navigator | null;
  hosts: Set<Element>;
  leaveHook?: LeaveHook | null;
}

/** Looked up on each use (not captured) so that a cleared registry in tests starts afresh. */
const navState = () => shared<NavigationState>('navigation', () => ({ navigator: null, hosts: new Set() }));

/** Installs (or with null removes) the {@link LeaveHook} of standalone widgets. */
export function setLeaveHook(hook: LeaveHook | null): void {
  navState().leaveHook = hook;
}

/** The storefront's router registers itself here (null to unregister); `navigate` then delegates to it. */
export function setNavigator(fn: Navigator | null): void {
  navState().navigator = fn;
}

/** Registers a widget's host element: the fallback target of `b2b-navigate`. */
export function registerWidgetHost(el: Element): void {
  navState().hosts.add(el);
}

/** Removes a host registered with {@link registerWidgetHost}. */
export function unregisterWidgetHost(el: Element): void {
  navState().hosts.delete(el);
}

/**
 * Goes to a storefront path. Inside the storefront the router handles it; in a standalone widget
 * a cancelable `b2b-navigate` event is fired (on `source`, else the first registered widget host,
 * else `document`) and, unless the host page cancels it, the browser goes to `$config.storeUrl + path`
 * (through the leave hook: a logged-in visitor going to a storefront on another origin takes a hand-off code).
 */
export function navigate(path: string, options: NavigateOptions = {}): void {
  const state = navState();
  const replace = options.replace ?? false;
  if (state.navigator) {
    state.navigator(path, { replace });
    return;
  }
  const url = $config.get().storeUrl + path;
  const target: EventTarget | undefined =
    options.source ?? state.hosts.values().next().value ?? (typeof document !== 'undefined' ? document : undefined);
  if (target) {
    const event = new CustomEvent<NavigateEventDetail>('b2b-navigate', {
      detail: { path, url },
      bubbles: true,
      composed: true,
      cancelable: true,
    });
    if (!target.dispatchEvent(event)) return;
  }
  if (typeof location === 'undefined') return;
  const go = (to: string) => (replace ? location.replace(to) : location.assign(to));
  const decorated = state.leaveHook ? state.leaveHook(url) : url;
  if (typeof decorated === 'string') go(decorated);
  else decorated.then(go, () => go(url));
}

/**
 * The storefront path the visitor is on, when the storefront owns the address (its router registered
 * itself); null in a standalone widget, whose page address is the host's, not a storefront path.
 */
export function storefrontPath(): string | null {
  return navState().navigator ? currentPath() : null;
}

/** The current address as a storefront path: pathname + search. */
export function currentPath(): string {
  if (typeof location === 'undefined') return '/';
  return location.pathname + location.search;
}
