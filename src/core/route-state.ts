/**
 * The storefront's current route as a store, apart from the router (src/core/router.ts, storefront only): a
 * widget that only reads the route (useReturnPath: where to come back after logging in) must not load the whole
 * router. Written by the router only; in a standalone widget it stays EMPTY_ROUTE.
 */
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import { shared } from './shared';

/** What the router needs of a route; the storefront's table (src/routes.ts) adds screens and layouts. */
export interface RoutePattern {
  /** `/home`, `/brand/:id`, `/:type/detail/:id`, `/*`. */
  path: string;
  /** Allowed values of some parameters; any other value does not match this route. */
  paramValues?: Readonly<Record<string, readonly string[]>>;
  /** Target of a redirect; may use the route's `:params`. The query string is kept. */
  redirect?: string;
}

/** A route that matched a path. */
export interface RouteMatch<R extends RoutePattern = RoutePattern> {
  route: R;
  params: Record<string, string>;
}

/** The current location as the storefront sees it. */
export interface RouteState<R extends RoutePattern = RoutePattern> {
  /** Pathname after redirects, e.g. `/search/online`. */
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  /** The matched route (never a redirect route); null before the router starts or when nothing matched. */
  route: R | null;
}

export const EMPTY_ROUTE: RouteState = { path: '/', params: {}, query: new URLSearchParams(), route: null };

/** Writable for the router only. */
export const $routeStore: WritableAtom<RouteState> = shared('router.route', () => atom<RouteState>(EMPTY_ROUTE));

/** The current route of the storefront. `route` is typed by the caller: `useStore($route) as RouteState<AppRoute>`. */
export const $route: ReadableAtom<RouteState> = $routeStore;
