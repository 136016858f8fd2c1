/** Runs the committed drizzle-kit migrations (server/drizzle) with the migrator of the handle's driver. */
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client.js';

export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

export async function migrateDatabase(handle: Pick<DatabaseHandle, 'db' | 'kind'>): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Record<string, unknown>>, { migrationsFolder });
  } else {
    await migratePg(handle.db as unknown as NodePgDatabase<Record<string, unknown>>, { migrationsFolder });
  }
}
