/**
 * The sales regions: the list, and the check that a region exists (its names cached a minute).
 */
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { regions } from '../../db/schema.js';
import { badRequest } from '../../errors.js';

export async function listRegions(db: Db) {
  const rows = await db.select().from(regions).orderBy(asc(regions.sort), asc(regions.id));
  return rows.map((r) => ({ Id: r.id, Name: r.name }));
}

/** Region names per database, kept for a minute: every priced call checks its region. */
const regionCache = new WeakMap<Db, { at: number; names: Map<number, string> }>();
const REGION_CACHE_MS = 60_000;

/** 400 unless the region exists; answers its name. */
export async function assertRegion(db: Db, regionId: number, field = 'region'): Promise<string> {
  let cached = regionCache.get(db);
  if (!cached || Date.now() - cached.at > REGION_CACHE_MS || !cached.names.has(regionId)) {
    const rows = await db.select({ id: regions.id, name: regions.name }).from(regions);
    cached = { at: Date.now(), names: new Map(rows.map((r) => [r.id, r.name])) };
    regionCache.set(db, cached);
  }
  const name = cached.names.get(regionId);
  if (name === undefined) throw badRequest('收货区域无效', field);
  return name;
}
