/**
 * Data hooks shared by the browsing screens of issue 4 (home, solutions, showcase, brand, help).
 *
 *   const banners = useFetcher<Banner[]>('/api/Banners?type=1');
 *   banners.loading / banners.data / banners.error / banners.retry()
 *
 * One @nanostores/query fetcher store per URL (the cache key), so two widgets asking for the same URL
 * share one request and one cached answer. `null` means "do not fetch yet".
 */
import type { FetcherStore } from '@nanostores/query';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useCallback, useMemo } from 'react';
import { ApiError } from '../../core/http';
import { createFetcherStore, invalidateKeys } from '../../core/query';

const stores = new Map<string, FetcherStore<unknown>>();
const idle = atom({ loading: false, data: undefined, error: undefined });

/** The fetcher store of `url` (created once per page). */
export function fetcherFor<T>(url: string): FetcherStore<T> {
  let store = stores.get(url);
  if (!store) {
    store = createFetcherStore<unknown>([url]);
    stores.set(url, store);
  }
  return store as FetcherStore<T>;
}

export interface FetchState<T> {
  data: T | undefined;
  /** True until the first answer (or error) for this URL. */
  loading: boolean;
  error: unknown;
  /** HTTP status of the error (0: no answer), undefined without error. */
  status: number | undefined;
  /** Asks the server again. */
  retry: () => void;
}

/** Reads `url` through the shared query cache. */
export function useFetcher<T>(url: string | null): FetchState<T> {
  const store = useMemo(() => (url ? fetcherFor<T>(url) : idle), [url]);
  const value = useStore(store as FetcherStore<T>);
  const retry = useCallback(() => {
    if (url) invalidateKeys(url);
  }, [url]);
  const error: unknown = value.error;
  return {
    data: value.data,
    loading: url !== null && value.data === undefined && (value.loading || error === undefined),
    error,
    status: error === undefined ? undefined : error instanceof ApiError ? error.status : 0,
    retry,
  };
}

/** `/path?a=1&b=2` from the defined, non-empty values of `query`. */
export function withQuery(path: string, query: Record<string, string | number | boolean | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
