/**
 * `<b2b-storefront>`: owns the URL. Starts the router on the route table (links intercepted only
 * inside this shadow root), applies access rules, picks the layout, loads the screen on demand,
 * sets document.title and moves focus to the page heading after each navigation.
 */
import { useStore } from '@nanostores/react';
import {
  lazy,
  memo,
  type ReactNode,
  type RefObject,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import styled from 'styled-components';
import { redeemHandoff, takeHandoffCode } from '../core/handoff';
import { $operatorSession } from '../core/operator-session-state';
import { type RouteMatch, type RouteState, refreshRoute, startRouter } from '../core/router';
import { $isAdmin, $isLoggedIn, $session, loadProfile } from '../core/session';
import { AdminRefusal } from '../features/enterprise/nav';
import { useRoute } from '../features/shared/route';
import { Slice, useSliceClock } from '../features/shared/slice';
import { STATIC_SHELL_SELECTOR, useWidget } from '../features/shared/widget';
import { type AppRoute, NOT_FOUND_ROUTE, routes, SITE_TITLE } from '../routes';
import { Skeleton } from '../ui/feedback';
import { vars } from '../ui/theme';
import { EnterpriseLayout } from './EnterpriseLayout';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScreenLoading, ScreenOutlet } from './ScreenOutlet';
import { SkipLink } from './SkipLink';
import { shellStrings as t } from './strings';

/**
 * Access rule of the router: 'login' and 'admin' routes send logged-out visitors to /login?redirect=…;
 * 'operator' routes send visitors without an operator session to /operator/login?redirect=….
 */
export function accessGuard(match: RouteMatch<AppRoute>, url: string): string | null {
  const access = match.route.access ?? 'public';
  if (access === 'operator') {
    return $operatorSession.get().token ? null : `/operator/login?redirect=${encodeURIComponent(url)}`;
  }
  if (access === 'public' || $isLoggedIn.get()) return null;
  return `/login?redirect=${encodeURIComponent(url)}`;
}

/** How long the static shell waits for the first screen's content once the screen is there (then it goes). */
const SHELL_WAIT_MS = 2000;

/** The rendered page's wrapper while the static shell shows: laid out, not seen (no height, nothing painted). */
const BUILDING = { height: 0, overflow: 'clip', visibility: 'hidden' } as const;

/** The operator console's frame: its own chunk, never loaded by shoppers. */
const OperatorLayout = lazy(() => import('../features/operator/OperatorLayout'));

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${vars.bgSubtle};
  position: relative;
  main {
    flex: 1;
    outline: none;
    /* The footer starts below the first screen: a screen growing from its skeletons to its content never
       moves it within view (no layout shift). */
    min-height: 100vh;
  }
  /* The heading focus moves to after a navigation is announced, not ringed: it is no control to operate. A keyboard
     visitor still sees where focus is: a line under the heading's words, not a box across the page. */
  main [tabindex='-1']:focus {
    outline: none;
  }
  main h1[tabindex='-1']:focus-visible {
    text-decoration: underline 2px ${vars.primary};
    text-underline-offset: 6px;
  }
  main > .page {
    max-width: var(--b2b-storefront-max-width, 1200px);
    margin: 0 auto;
    padding: 24px 16px;
  }
`;

/** Admin routes: wait for the profile, then the screen or the refusal. */
function AdminGate({ children }: { children: ReactNode }) {
  const session = useStore($session);
  const isAdmin = useStore($isAdmin);
  if (session.token && !session.user) return <Skeleton lines={4} label={t.loading} />;
  return isAdmin ? children : <AdminRefusal />;
}

interface PageViewProps {
  entry: AppRoute;
  route: RouteState<AppRoute>;
  pageKey: string;
  mainRef: RefObject<HTMLElement | null>;
  onReady: () => void;
  onShown: () => void;
  chunkTimeoutMs?: number;
}

/**
 * The current route's page: layout, header and footer, the screen. Memoized: the storefront's own state changing (the
 * static shell going, the screen shown) does not render the page again; at the swap from the static shell that was a
 * diff of every card of the catalogue, a large part of the swap's task.
 */
const PageView = memo(function PageView({
  entry,
  route,
  pageKey,
  mainRef,
  onReady,
  onShown,
  chunkTimeoutMs,
}: PageViewProps) {
  const props = { ...entry.props, params: route.params, query: route.query };
  let screen: ReactNode = entry.screen ? (
    <ScreenOutlet
      key={entry.path}
      loader={entry.screen}
      screenProps={props}
      pageKey={pageKey}
      onReady={onReady}
      onShown={onShown}
      timeoutMs={chunkTimeoutMs}
    />
  ) : null;
  if (entry.access === 'admin') screen = <AdminGate>{screen}</AdminGate>;
  // The header and footer first, the screen in the next task when they took the slice (render slices: the whole
  // first page in one task was the storefront's longest task).
  screen = <Slice placeholder={<ScreenLoading />}>{screen}</Slice>;
  let page: ReactNode;
  if (entry.layout === 'operator') {
    page = (
      <Suspense fallback={<Skeleton lines={6} label={t.loading} />}>
        <OperatorLayout path={route.path} mainRef={mainRef}>
          {screen}
        </OperatorLayout>
      </Suspense>
    );
  } else if (entry.layout === 'bare') {
    page = (
      <Page data-layout="bare">
        <main ref={mainRef} id="b2b-main" tabIndex={-1} part="main">
          <div className="page">{screen}</div>
        </main>
      </Page>
    );
  } else {
    page = (
      <Page data-layout={entry.layout}>
        <SkipLink target={mainRef} />
        <Header />
        <main ref={mainRef} id="b2b-main" tabIndex={-1} part="main">
          {entry.layout === 'enterprise' ? (
            <EnterpriseLayout path={route.path}>{screen}</EnterpriseLayout>
          ) : (
            <div className="page">{screen}</div>
          )}
        </main>
        <Footer />
      </Page>
    );
  }
  return page;
});

export interface StorefrontProps {
  /** Chunk time-out override (tests and stories); default 120 s. */
  chunkTimeoutMs?: number;
}

export function Storefront({ chunkTimeoutMs }: StorefrontProps) {
  const { host } = useWidget();
  const route = useRoute();
  const loggedIn = useStore($isLoggedIn);
  const main = useRef<HTMLElement>(null);
  const navigations = useRef(0);
  const [started, setStarted] = useState(false);
  // The page's first render (header, footer, the screen) is a render slice: the screen may come a task later.
  useSliceClock();

  // The host page's static shell (demo/index.html: header and the page's first frame, shown before any script
  // ran) stays on screen through the frame's <slot> until the first screen has something to show, so the page never
  // falls back from its first frame to a blank or a skeleton; then it is removed (no second copy in the document)
  // and the rendered page appears in its place. Its nodes are replaced, never moved: no layout shift.
  const [shell, setShell] = useState(() => host.querySelector(STATIC_SHELL_SELECTOR) !== null);
  const [screenShown, setScreenShown] = useState(false);
  const onScreenShown = useCallback(() => setScreenShown(true), []);
  const view = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (shell) return;
    for (const el of host.querySelectorAll(STATIC_SHELL_SELECTOR)) el.remove();
  }, [host, shell]);
  // The screen is there, but its first content may still be loading (skeletons, `aria-busy`): the shell already
  // shows that content, so it stays until the page below is no longer busy (at most SHELL_WAIT_MS), and the page
  // never falls back from its cards or product to their skeletons.
  useEffect(() => {
    const built = view.current;
    if (!shell || !screenShown || !built) return;
    const busy = () => built.querySelector('main [aria-busy="true"]') !== null;
    if (!busy()) {
      setShell(false);
      return;
    }
    const observer = new MutationObserver(() => {
      if (!busy()) setShell(false);
    });
    observer.observe(built, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
    const timer = setTimeout(() => setShell(false), SHELL_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [shell, screenShown]);

  // A refusal in place of the screen (a console section the operator's roles do not cover, opened by its address)
  // never mounts the screen that would say "shown": the refusal is the page, so it replaces the shell at once.
  useEffect(() => {
    const built = view.current;
    if (!shell || screenShown || !built) return;
    const refused = () => built.querySelector('main [part="refusal"]') !== null;
    if (refused()) return setScreenShown(true);
    const observer = new MutationObserver(() => refused() && setScreenShown(true));
    observer.observe(built, { subtree: true, childList: true });
    return () => observer.disconnect();
  }, [shell, screenShown, started]);

  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    const start = () => {
      if (cancelled) return;
      stop = startRouter(routes, { linkRoot: host.shadowRoot, guard: accessGuard });
      setStarted(true);
    };
    // Arriving from a partner widget with a login hand-off code: take it out of the address bar and exchange it
    // before the access rules run, so a login-only target (/cart) opens logged in rather than at /login.
    const code = takeHandoffCode();
    if (code) redeemHandoff(code).then(start);
    else {
      start();
      // Refresh the profile on start: roles and the company status (reminder) may have changed since the
      // session was stored; an expired token ends here with the http client's 401 handling (toast, logout, /login).
      if ($session.get().token) loadProfile().catch(() => undefined);
    }
    return () => {
      cancelled = true;
      stop?.();
      setStarted(false);
    };
  }, [host]);

  // Logging out on a login-only page (another tab, expired token) re-applies the access rules.
  const wasLoggedIn = useRef(loggedIn);
  useEffect(() => {
    if (wasLoggedIn.current === loggedIn) return;
    wasLoggedIn.current = loggedIn;
    refreshRoute();
  }, [loggedIn]);

  // The operator session ending elsewhere (another tab, a 401) re-applies the console's access rule.
  const operatorToken = useStore($operatorSession).token;
  const hadOperator = useRef(operatorToken);
  useEffect(() => {
    if (hadOperator.current === operatorToken) return;
    hadOperator.current = operatorToken;
    if (!operatorToken) refreshRoute();
  }, [operatorToken]);

  const entry: AppRoute = route.route ?? NOT_FOUND_ROUTE;
  const pageKey = `${route.path}?${route.query.toString()}`;

  // A layout effect: it runs before the screen's own effects (onReady below) see the count.
  useLayoutEffect(() => {
    if (!started) return;
    document.title = `${entry.title} - ${SITE_TITLE}`;
    navigations.current += 1;
  }, [started, entry]);

  // After a navigation (not the first page load) move focus to the page's heading for screen readers.
  const onReady = useCallback(() => {
    if (navigations.current <= 1) return;
    const heading = main.current?.querySelector<HTMLElement>('h1') ?? main.current;
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, []);

  // A route without its own screen outlet to wait for (no screen; admin pages, which may show the refusal):
  // the rendered page replaces the shell at once.
  const waitsForScreen = Boolean(entry.screen) && entry.access !== 'admin';
  useEffect(() => {
    if (started && !waitsForScreen) setShell(false);
  }, [started, waitsForScreen]);

  // Until then the static shell shows through the frame's slot (elements/WidgetFrame.tsx, kept while the shell is in
  // the host's light DOM), or nothing does.
  if (!started) return null;

  const page = (
    <PageView
      entry={entry}
      route={route}
      pageKey={pageKey}
      mainRef={main}
      onReady={onReady}
      onShown={onScreenShown}
      chunkTimeoutMs={chunkTimeoutMs}
    />
  );
  // While the static shell shows, the rendered page is built hidden (its chunks and requests under way); one
  // wrapper either way, so the page is not mounted twice when the shell goes. Hidden, not `display: none`: laid out
  // at its width in a box of no height, each render slice in its own frame, so the swap only paints what is laid
  // out already (with `display: none` the swap laid out the whole page in one long task).
  return (
    <div ref={view} style={shell ? BUILDING : undefined}>
      {page}
    </div>
  );
}
