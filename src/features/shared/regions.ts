/**
 * The regions' names (`GET /api/Regions`, public, cached by URL): `useRegions()` for the purchase screens,
 * `$regions` for the shell's region switcher and the enterprise regions section.
 */
import type { FetcherStore } from '@nanostores/query';
import { api } from '../../core/http';
import { createFetcherStore } from '../../core/query';
import { shared } from '../../core/shared';
import { useRouteQuery } from './use-route-query';

export interface Region {
  Id: number;
  Name: string;
}

/** `GET /api/Regions` (public, cached by URL). */
export function useRegions(): Region[] {
  return useRouteQuery('GET /api/Regions').data ?? [];
}

/** The region's name, or `区域 N` until the names arrive. */
export function regionName(regions: readonly Region[], id: number): string {
  return regions.find((r) => r.Id === id)?.Name ?? `区域 ${id}`;
}

/** Lazy: fetched when the region switcher first shows (logged in); silent, kept 10 minutes. */
export const $regions: FetcherStore<Region[]> = shared('shell.regions', () =>
  createFetcherStore<Region[]>(['/api/Regions'], {
    fetcher: (path) => api<Region[]>(String(path), { silent: true }),
    dedupeTime: 10 * 60_000,
  }),
);
