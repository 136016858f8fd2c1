/** Runs the committed drizzle-kit migrations (server/drizzle) with the migrator of the handle's driver. */
import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { projectRoot } from '../paths.js';
import type { DatabaseHandle } from './client.js';

export const migrationsFolder = path.join(projectRoot, 'server', 'drizzle');

export async function migrateDatabase(handle: Pick<DatabaseHandle, 'db' | 'kind'>): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Record<string, unknown>>, { migrationsFolder });
  } else {
    await migratePg(handle.db as unknown as NodePgDatabase<Record<string, unknown>>, { migrationsFolder });
  }
}
