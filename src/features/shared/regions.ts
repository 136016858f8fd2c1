/** The regions' names (`GET /api/Regions`, public, cached by URL) for the purchase screens. */
import { useApiQuery } from './use-api-query';

export interface Region {
  Id: number;
  Name: string;
}

/** `GET /api/Regions` (public, cached by URL). */
export function useRegions(): Region[] {
  return useApiQuery<Region[]>('/api/Regions').data ?? [];
}

/** The region's name, or `区域 N` until the names arrive. */
export function regionName(regions: readonly Region[], id: number): string {
  return regions.find((r) => r.Id === id)?.Name ?? `区域 ${id}`;
}
