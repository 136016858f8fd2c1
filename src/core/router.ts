/**
 * The storefront's router over the History API (no React).
 *
 * Only `<b2b-storefront>` starts it. It listens to `popstate` and intercepts same-origin link clicks
 * only inside the storefront's own shadow root, never on `document`: a partner page's links are left
 * alone (which is why this is not @nanostores/router: it intercepts every same-origin click on `document.body`).
 *
 * Patterns: literal segments, `:name` parameters (one segment each) and a trailing `/*` (any rest,
 * exposed as the `*` parameter). A route may restrict a parameter to some values (`paramValues`),
 * e.g. `/:type/detail/:id` only for type online | consultation.
 */
import { setNavigator } from './navigation';
import { $route, $routeStore, EMPTY_ROUTE, type RouteMatch, type RoutePattern, type RouteState } from './route-state';
import { shared } from './shared';

export type { RouteMatch, RoutePattern, RouteState };

/** Redirect chains longer than this are treated as a configuration error (not-found). */
const MAX_REDIRECTS = 10;

/** Drops a trailing slash (except for `/`) and collapses repeated slashes. */
export function normalizePath(path: string): string {
  let p = path.replace(/\/{2,}/g, '/');
  if (!p.startsWith('/')) p = `/${p}`;
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  return p;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Matches one pattern against a pathname (no query). Returns the params or null. */
export function matchPattern(
  pattern: string,
  path: string,
  paramValues?: RoutePattern['paramValues'],
): Record<string, string> | null {
  const want = normalizePath(pattern).split('/').slice(1);
  const have = normalizePath(path).split('/').slice(1);
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    if (w === '*' && i === want.length - 1) {
      params['*'] = have.slice(i).join('/');
      return params;
    }
    const h = have[i];
    if (h === undefined || h === '') {
      // `/` has one empty segment: only the pattern `/` matches it.
      if (!(w === '' && h === '')) return null;
      continue;
    }
    if (w.startsWith(':')) {
      const value = safeDecode(h);
      if (value === null) return null;
      const name = w.slice(1);
      const allowed = paramValues?.[name];
      if (allowed && !allowed.includes(value)) return null;
      params[name] = value;
    } else if (w !== h) {
      return null;
    }
  }
  return have.length === want.length ? params : null;
}

/** The first route of `table` whose pattern matches `path` (pathname only), or null. */
export function matchRoute<R extends RoutePattern>(path: string, table: readonly R[]): RouteMatch<R> | null {
  const pathname = path.split(/[?#]/, 1)[0] ?? '/';
  for (const route of table) {
    const params = matchPattern(route.path, pathname, route.paramValues);
    if (params) return { route, params };
  }
  return null;
}

/** Fills `:params` of a redirect target. */
function fillParams(target: string, params: Record<string, string>): string {
  return target.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** A path resolved through its redirects. */
export interface ResolvedRoute<R extends RoutePattern = RoutePattern> {
  /** Final pathname. */
  path: string;
  /** Final search string including `?`, or ''. */
  search: string;
  /** Final match (a non-redirect route) or null when nothing matched. */
  match: RouteMatch<R> | null;
  /** True when at least one redirect was followed (the address bar must be replaced). */
  redirected: boolean;
}

/** Follows redirects from `url` (path + optional query) to the route that renders. */
export function resolveRoute<R extends RoutePattern>(url: string, table: readonly R[]): ResolvedRoute<R> {
  const [rawPath = '/', ...rest] = url.split('?');
  let search = rest.length ? `?${rest.join('?').split('#')[0]}` : '';
  if (search === '?') search = '';
  let path = normalizePath(rawPath.split('#')[0] || '/');
  let redirected = false;
  for (let hops = 0; hops <= MAX_REDIRECTS; hops++) {
    const match = matchRoute(path, table);
    if (!match || match.route.redirect === undefined) return { path, search, match, redirected };
    const target = fillParams(match.route.redirect, match.params);
    const [tPath = '/', tSearch] = target.split('?');
    path = normalizePath(tPath);
    if (tSearch) search = `?${tSearch}`;
    redirected = true;
  }
  return { path, search, match: null, redirected };
}

// ---------------------------------------------------------------------------------------------
// The running router

/** Asked before a route renders; returns a path to go to instead (e.g. `/login?redirect=…`) or null. */
export type RouteGuard<R extends RoutePattern> = (match: RouteMatch<R>, url: string) => string | null;

/** Options of {@link startRouter}. */
export interface RouterOptions<R extends RoutePattern> {
  /** Clicks on same-origin links inside this root are handled by the router (the storefront's shadow root). */
  linkRoot?: ShadowRoot | HTMLElement | null;
  /** Access rules; called for every route that renders. */
  guard?: RouteGuard<R>;
}

interface RouterState {
  stop: (() => void) | null;
  /** Re-evaluates the current location (e.g. after login state changed). */
  refresh: (() => void) | null;
}

const routerState = shared<RouterState>('router.state', () => ({ stop: null, refresh: null }));

export { $route };

function scrollToTop(): void {
  if (typeof window !== 'undefined' && typeof window.scrollTo === 'function') {
    try {
      window.scrollTo(0, 0);
    } catch {
      // happy-dom and some embedded browsers do not implement scrolling
    }
  }
}

/** The anchor a click landed on, looked up through shadow roots with composedPath(). */
function anchorOf(event: MouseEvent): HTMLAnchorElement | null {
  for (const node of event.composedPath()) {
    if (node instanceof HTMLElement && node.tagName === 'A' && (node as HTMLAnchorElement).hasAttribute('href')) {
      return node as HTMLAnchorElement;
    }
  }
  return null;
}

/**
 * Starts the router on `table`: renders the current location, follows `popstate`, intercepts link
 * clicks inside `options.linkRoot`, and registers itself as CORE's navigator. Returns `stopRouter`.
 * Starting again replaces the previous router.
 */
export function startRouter<R extends RoutePattern>(table: readonly R[], options: RouterOptions<R> = {}): () => void {
  stopRouter();

  const go = (url: string, replace: boolean, fromPop = false, depth = 0): void => {
    const resolved = resolveRoute(url, table);
    const target = resolved.path + resolved.search;
    if (resolved.match && options.guard && depth < MAX_REDIRECTS) {
      const elsewhere = options.guard(resolved.match, target);
      if (elsewhere !== null && elsewhere !== target) {
        go(elsewhere, replace || fromPop, false, depth + 1);
        return;
      }
    }
    const current = location.pathname + location.search;
    if (current !== target) {
      if (replace || fromPop) history.replaceState(null, '', target);
      else history.pushState(null, '', target);
    }
    $routeStore.set({
      path: resolved.path,
      params: resolved.match?.params ?? {},
      query: new URLSearchParams(resolved.search),
      route: resolved.match?.route ?? null,
    });
    scrollToTop();
  };

  const onPopState = (): void => go(location.pathname + location.search, true, true);

  const onClick = (event: Event): void => {
    const e = event as MouseEvent;
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = anchorOf(e);
    if (!a) return;
    const targetAttr = a.getAttribute('target');
    if (
      (targetAttr && targetAttr !== '_self') ||
      a.hasAttribute('download') ||
      a.getAttribute('rel')?.includes('external')
    ) {
      return;
    }
    let url: URL;
    try {
      url = new URL(a.href, location.href);
    } catch {
      return;
    }
    if (url.origin !== location.origin) return;
    // An in-page anchor on the same path is left to the browser.
    if (url.pathname === location.pathname && url.search === location.search && url.hash) return;
    e.preventDefault();
    go(url.pathname + url.search, false);
  };

  const root = options.linkRoot ?? null;
  window.addEventListener('popstate', onPopState);
  root?.addEventListener('click', onClick);
  setNavigator((path, { replace }) => go(path, replace));

  routerState.stop = () => {
    window.removeEventListener('popstate', onPopState);
    root?.removeEventListener('click', onClick);
    setNavigator(null);
    routerState.stop = null;
    routerState.refresh = null;
  };
  routerState.refresh = () => go(location.pathname + location.search, true, true);

  go(location.pathname + location.search, true, true);
  return stopRouter;
}

/** Stops the running router (no-op when none runs). */
export function stopRouter(): void {
  routerState.stop?.();
}

/** Re-runs redirects and the guard for the current address (e.g. after the user logged out). */
export function refreshRoute(): void {
  routerState.refresh?.();
}

/** Resets `$route` (tests). */
export function resetRouteForTests(): void {
  $routeStore.set(EMPTY_ROUTE);
}
