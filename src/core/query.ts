/**
 * The page's one @nanostores/query context: fetcher stores whose fetcher is an `api` GET of the key
 * parts joined into a path (`['/api/Products/', id]` → `/api/Products/7`).
 */
import { type FetcherStore, nanoquery } from '@nanostores/query';
import { BRANDS_STALE_MS } from './constants';
import { api } from './http';
import { $session } from './session-state';
import { shared } from './shared';
import type { BrandSummary } from './types';

export type { BrandSummary };

type Context = ReturnType<typeof nanoquery>;

const context: Context = shared('query', () => {
  const ctx = nanoquery({
    fetcher: (...keys) => api(keys.join('')),
    // No automatic refetch after an error: the http client already retried a GET once on a network
    // failure and showed one message; a 4xx/5xx answer will not change by asking again. Stores
    // refetch when mounted again or invalidated.
    onErrorRetry: false,
  });
  // When a logged-in session ends or changes hands (logout, 401, another tab, another login), drop
  // every cached answer without refetching: the next user must never see the previous user's data.
  let lastToken = $session.get().token;
  $session.listen(({ token }) => {
    if (token === lastToken) return;
    const ended = lastToken !== '';
    lastToken = token;
    if (ended) ctx[2].mutateCache(() => true, undefined);
  });
  return ctx;
});

/** Creates a fetcher store (see @nanostores/query); default fetcher: `api` GET of the joined key. */
export const createFetcherStore: Context[0] = context[0];
/** Creates a mutator store (see @nanostores/query). */
export const createMutatorStore: Context[1] = context[1];
/** Drops cached keys and refetches the mounted stores using them. */
export const invalidateKeys: Context[2]['invalidateKeys'] = context[2].invalidateKeys;
/** Marks cached keys stale and refetches the mounted stores using them (keeps showing the old data). */
export const revalidateKeys: Context[2]['revalidateKeys'] = context[2].revalidateKeys;
/** Writes data into the cache for keys (undefined deletes). */
export const mutateCache: Context[2]['mutateCache'] = context[2].mutateCache;

/** `GET /api/Brands`, requested at most once per 60 s (brands are cached for one minute). */
export const $brands: FetcherStore<BrandSummary[]> = shared('query.brands', () =>
  createFetcherStore<BrandSummary[]>('/api/Brands', { dedupeTime: BRANDS_STALE_MS }),
);
