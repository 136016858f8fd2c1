/**
 * The one data hook of the feature screens: reads a URL through CORE's query cache.
 *
 *   const list = useApiQuery<Banner[]>('/api/Banners?type=1');
 *   list.data / list.error / list.status / list.pending / list.loading / list.retry()
 *
 * One @nanostores/query fetcher store per URL (the cache key), picked synchronously from the URL, so a
 * screen never shows the answer of a previous URL for a render, and two widgets asking for the same URL
 * share one request and one cached answer. `null` means "do not fetch (yet)".
 *
 * A read that is not a GET of its key (a POST that only reads, a chunk of this app) passes `load`; the key
 * then only names it in the cache (write it so it never starts like an API URL: `POST /api/Orders/preview?…`,
 * `chunk:legal/…`). `fresh` drops the answer when the last screen using it goes away, so every visit
 * reads again (prices, single-use links) — what a hand-written `let live = true; api().then…` effect did.
 */
import type { FetcherStore } from '@nanostores/query';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useCallback, useLayoutEffect, useMemo } from 'react';
import { ApiError } from '../../core/http';
import { createFetcherStore, invalidateKeys, mutateCache } from '../../core/query';

const stores = new Map<string, FetcherStore<unknown>>();
/** The latest `load` of each custom key (a render's closure, so the store never calls a stale one). */
const loaders = new Map<string, () => Promise<unknown>>();
const idle = atom({ loading: false, data: undefined, error: undefined });
/** How many mounted screens show each `fresh` URL. */
const freshUsers = new Map<string, number>();

function fetcherFor<T>(url: string, custom: boolean): FetcherStore<T> {
  let store = stores.get(url);
  if (!store) {
    store = custom
      ? createFetcherStore<unknown>([url], { fetcher: () => (loaders.get(url) as () => Promise<unknown>)() })
      : createFetcherStore<unknown>([url]);
    stores.set(url, store);
  }
  return store as FetcherStore<T>;
}

export interface ApiQueryOptions<T> {
  /** Reads the answer another way than a GET of the key; the key only names it in the cache. */
  load?: () => Promise<T>;
  /** Keep no answer once no screen shows it: the next visit reads again instead of showing the cached one. */
  fresh?: boolean;
}

export interface ApiQuery<T> {
  data: T | undefined;
  error: unknown;
  /** A request for this URL is under way (also while an older answer of it is still shown), or none came yet. */
  loading: boolean;
  /** No answer (data or error) yet for this URL: first load, or asked again after an error. */
  pending: boolean;
  /** HTTP status of the error (0: no answer), undefined without error. */
  status: number | undefined;
  /** Asks again (drops the cached answer of this URL). */
  retry: () => void;
}

/** Fetches `url` (null: nothing yet) through CORE's query cache; switches to the new URL's answer when `url` changes. */
export function useApiQuery<T>(url: string | null, options: ApiQueryOptions<T> = {}): ApiQuery<T> {
  const { load, fresh = false } = options;
  if (url && load) loaders.set(url, load);
  const custom = load !== undefined;
  const store = useMemo(() => (url ? fetcherFor<T>(url, custom) : idle), [url, custom]);
  const value = useStore(store as FetcherStore<T>);
  // Counted in a layout effect: a screen drawn anew at once (a form taking over from its first paint,
  // features/shared/lazy-form.tsx) unmounts and mounts again within one commit, before the microtask that drops
  // the answer runs, so it keeps its answer (and the request under way); a later visit reads again.
  useLayoutEffect(() => {
    if (!(url && fresh)) return;
    freshUsers.set(url, (freshUsers.get(url) ?? 0) + 1);
    return () => {
      const left = (freshUsers.get(url) ?? 1) - 1;
      if (left > 0) freshUsers.set(url, left);
      else freshUsers.delete(url);
      queueMicrotask(() => {
        if (!freshUsers.has(url)) mutateCache(url, undefined);
      });
    };
  }, [url, fresh]);
  const retry = useCallback(() => {
    if (url) void invalidateKeys((key) => key === url);
  }, [url]);
  const error: unknown = value.error;
  const pending = url !== null && value.data === undefined && (value.loading || error === undefined);
  return {
    data: value.data,
    error,
    loading: url !== null && (value.loading || pending),
    pending,
    status: error === undefined ? undefined : error instanceof ApiError ? error.status : 0,
    retry,
  };
}

/** Refetches every cached answer whose URL starts with `prefix` (after a write). */
export function refresh(prefix: string): void {
  void invalidateKeys((key) => key.startsWith(prefix));
}
