/**
 * Typed reads by route key, like the writes' `call(key, …)`: the URL and the answer type come from the route map
 * (src/contract/routes.ts), the caching from `useApiQuery`.
 *
 *   const detail = useRouteQuery('GET /api/Products/:id', valid ? { params: { id }, query: { region } } : null);
 *   detail.data: ProductDetail | undefined
 *
 * The cache key is `apiUrl(key, input)`, the URL `call` requests for the same input, so a write's
 * `revalidateKeys`/`invalidateKeys` of `apiUrl(…)`, a `mutateCache` of it and a prefetch of that URL all meet this
 * read. Query fields are written in the order of the input object (an old hand-written URL is matched by keeping
 * its order). `null` means "do not fetch (yet)"; a route that needs nothing may leave the input out.
 */

import type { RouteKey } from '../../contract/routes';
import { type Answer, apiUrl, type RouteInput } from '../../core/http';
import { type ApiQuery, type ApiQueryOptions, useApiQuery } from './use-api-query';

/** The routes a screen reads. */
export type ReadRoute = Extract<RouteKey, `GET ${string}`>;

/** Options of a typed read: those of `useApiQuery` but `load` (the key is the read itself). */
export type RouteQueryOptions<K extends ReadRoute> = Omit<ApiQueryOptions<Answer<K>>, 'load'>;

/** The input argument, optional when the route needs nothing. */
type ReadArgs<K extends ReadRoute> =
  Record<string, never> extends RouteInput<K>
    ? [input?: RouteInput<K> | null, options?: RouteQueryOptions<K>]
    : [input: RouteInput<K> | null, options?: RouteQueryOptions<K>];

/** Reads the GET route `key` for `input` (null: nothing yet) through CORE's query cache, typed by the route map. */
export function useRouteQuery<K extends ReadRoute>(key: K, ...[input, options]: ReadArgs<K>): ApiQuery<Answer<K>> {
  const url = input === null ? null : apiUrl(key, ...([input ?? {}] as [RouteInput<K>]));
  return useApiQuery<Answer<K>>(url, options);
}
