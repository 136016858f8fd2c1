/** Names of the cart regions (`GET /api/Regions` → `[{Id, Name}]`), cached for the page. */
import type { FetcherStore } from '@nanostores/query';
import { api } from '../../core/http';
import { createFetcherStore } from '../../core/query';
import { shared } from '../../core/shared';

export interface Region {
  Id: number;
  Name: string;
}

/** Lazy: fetched when the region switcher first shows (logged in). */
export const $regions: FetcherStore<Region[]> = shared('shell.regions', () =>
  createFetcherStore<Region[]>(['/api/Regions'], {
    fetcher: (path) => api<Region[]>(String(path), { silent: true }),
    dedupeTime: 10 * 60_000,
  }),
);
