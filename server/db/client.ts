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
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './lock.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Driver-specific: used by the migrator. */
  readonly raw: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };
}

/** Extensions the migrations create (pg_trgm: keyword search indexes), loaded into embedded PGlite. */
const pgliteExtensions = { pg_trgm };

const isPostgresUrl = (url: string | undefined): url is string => !!url && /^postgres(ql)?:\/\//i.test(url);

/** Where the embedded database lives inside DATA_DIR. */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  poolMax?: number;
  /** In-memory PGlite only: start from this dump (`PGlite.dumpDataDir`) instead of an empty cluster. */
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  if (isPostgresUrl(opts.url)) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolMax ?? 10,
      idleTimeoutMillis: 10_000,
      // A database that does not answer fails the request (503) instead of holding it. The same limit is the wait
      // for a free pooled connection, so it stays long enough for a burst of checkouts queued behind each other.
      connectionTimeoutMillis: 10_000,
      // INT8 as a JS number, like PGlite (counts and ids stay far below 2^53). Still cast counts in SQL.
      types: {
        getTypeParser: ((oid: number, format?: string) =>
          oid === 20 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format as 'text')) as never,
      },
    });
    // An idle client that fails (the database restarted, the connection dropped) is removed by the pool and
    // replaced on the next query; without a listener the 'error' event would crash the process. Say so.
    pool.on('error', (error) => console.error(`PostgreSQL: an idle pooled connection failed: ${error.message}`));
    // A connection lost while checked out (a query running, a transaction open) emits 'error' on its client,
    // which the pool no longer listens to then: the query itself fails (answered 503, see faults.ts) and the
    // pool drops the client on release; this listener only keeps the event from crashing the process.
    pool.on('connect', (client) => {
      client.on('error', (error) => console.error(`PostgreSQL: a connection in use failed: ${error.message}`));
    });
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
    const client = await PGlite.create({
      extensions: pgliteExtensions,
      ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    });
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    return { db, kind: 'pglite', raw: { kind: 'pglite', client }, close: () => client.close() };
  }

  const lock = lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(pgliteFolder(dataDir), { extensions: pgliteExtensions });
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
