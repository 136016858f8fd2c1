/**
 * The database handle: PostgreSQL (node-postgres pool) when a postgres URL is given, otherwise embedded PGlite
 * (in memory for `memory://`, else on disk under the data folder, guarded by a lock file).
 *
 * Notes for queries (same code on both drivers):
 * - INT8 (`count(*)`, `sum(int)`) — cast explicitly in SQL (`count(*)::int`) or with Number().
 * - NUMERIC (money) stays a string on both drivers: hand it to decimal.js, never to parseFloat.
 * - PGlite has one connection: inside `db.transaction(tx => …)` use only `tx`, or it deadlocks.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';
import { lockDataDir } from './lock.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Driver-specific: used by the migrator. */
  readonly raw: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };
}

const isPostgresUrl = (url: string | undefined): url is string => !!url && /^postgres(ql)?:\/\//i.test(url);

/** Where the embedded database lives inside DATA_DIR. */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

export async function openDatabase(opts: { url?: string; dataDir?: string }): Promise<DatabaseHandle> {
  if (isPostgresUrl(opts.url)) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: 10,
      idleTimeoutMillis: 10_000,
      connectionTimeoutMillis: 10_000,
      // INT8 as a JS number, like PGlite (counts and ids stay far below 2^53). Still cast counts in SQL.
      types: {
        getTypeParser: ((oid: number, format?: string) =>
          oid === 20 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format as 'text')) as never,
      },
    });
    // Surface pool errors of idle clients instead of crashing the process.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      raw: { kind: 'postgres', pool },
      close: async () => {
        await pool.end();
      },
    };
  }

  const dataDir = opts.dataDir ?? opts.url ?? 'memory://';
  if (dataDir === 'memory://' || dataDir.startsWith('memory://')) {
    const client = await PGlite.create();
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    return { db, kind: 'pglite', raw: { kind: 'pglite', client }, close: () => client.close() };
  }

  const lock = lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(pgliteFolder(dataDir));
  } catch (error) {
    lock.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    raw: { kind: 'pglite', client },
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        lock.release();
      }
    },
  };
}
