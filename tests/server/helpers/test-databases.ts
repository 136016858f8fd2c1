/**
 * Test databases, copied from one migrated (and optionally seeded) original made once per test run instead of
 * migrating and seeding for every test app: PGlite loads a dump (~1 s where initdb + migrations + seed take ~4 s
 * on a quiet machine and twice that on a busy one), PostgreSQL copies a template database.
 *
 * The vitest global setups (tests/server/global-setup.ts, tests/browser/global-setup.ts) call
 * `prepareDatabaseOriginals()` once; where the originals are travels to the test workers in B2B_TEST_DB_ORIGINALS.
 * Without it (a script that starts a storefront, a test file run by hand outside its project) every database is
 * migrated and seeded as before: `openTestDatabase` gives the same database either way.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../../server/db/client.js';
import { migrateDatabase } from '../../../server/db/migrate.js';
import { seed as seedDatabase } from '../../../server/db/seed/index.js';

export type TestDatabase = 'pglite' | 'postgres';
export type Content = 'seeded' | 'migrated';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const ENV = 'B2B_TEST_DB_ORIGINALS';

interface Originals {
  /** PGlite dumps (`dumpDataDir`, tar files). */
  pglite?: Partial<Record<Content, string>>;
  /** PostgreSQL databases to copy (`CREATE DATABASE … TEMPLATE`). */
  postgres?: Partial<Record<Content, string>>;
}

/** The same server URL with another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** One statement on the test PostgreSQL server's maintenance database. */
export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Whether the test PostgreSQL server answers. */
export const postgresAnswers = (): Promise<boolean> =>
  adminQuery('select 1').then(
    () => true,
    () => false,
  );

const newDatabaseName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

async function migrateAndSeed(handle: DatabaseHandle, content: Content): Promise<void> {
  await migrateDatabase(handle);
  if (content === 'seeded') await seedDatabase(handle.db);
}

/**
 * Makes the originals for the kinds given, publishes them to the workers (process.env, inherited), and returns
 * what removes them at the end of the run.
 */
export async function prepareDatabaseOriginals(
  kinds: TestDatabase[],
  contents: Content[] = ['seeded', 'migrated'],
): Promise<() => Promise<void>> {
  const originals: Originals = {};
  const folder = mkdtempSync(path.join(tmpdir(), 'b2b-test-db-'));
  const templates: string[] = [];
  if (kinds.includes('pglite')) {
    const files: Partial<Record<Content, string>> = {};
    for (const content of contents) {
      const handle = await openDatabase({ dataDir: 'memory://' });
      try {
        await migrateAndSeed(handle, content);
        if (handle.raw.kind !== 'pglite') throw new Error('expected PGlite');
        const dump = await handle.raw.client.dumpDataDir('none');
        const file = path.join(folder, `${content}.tar`);
        writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
        files[content] = file;
      } finally {
        await handle.close();
      }
    }
    originals.pglite = files;
  }
  if (kinds.includes('postgres')) {
    const names: Partial<Record<Content, string>> = {};
    for (const content of contents) {
      const name = newDatabaseName(`t_original_${content}`);
      await adminQuery(`CREATE DATABASE ${name}`);
      templates.push(name);
      const handle = await openDatabase({ url: withDatabase(TEST_DATABASE_URL, name), poolMax: 2 });
      try {
        await migrateAndSeed(handle, content);
      } finally {
        // Closed before any copy: PostgreSQL refuses to copy a database someone is connected to.
        await handle.close();
      }
      names[content] = name;
    }
    originals.postgres = names;
  }
  process.env[ENV] = JSON.stringify(originals);
  return async () => {
    delete process.env[ENV];
    rmSync(folder, { recursive: true, force: true });
    for (const name of templates) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
  };
}

function originals(): Originals {
  const value = process.env[ENV];
  return value ? (JSON.parse(value) as Originals) : {};
}

const dumps = new Map<string, Blob>();

/** A dump's bytes, read once per worker. */
function dumpBlob(file: string): Blob {
  let blob = dumps.get(file);
  if (!blob) {
    blob = new Blob([readFileSync(file)]);
    dumps.set(file, blob);
  }
  return blob;
}

/**
 * A new migrated database of its own (seeded unless `seed: false`): in-memory PGlite, or a fresh database on the
 * test PostgreSQL server that `close()` drops.
 */
export async function openTestDatabase(kind: TestDatabase, opts: { seed?: boolean } = {}): Promise<DatabaseHandle> {
  const content: Content = (opts.seed ?? true) ? 'seeded' : 'migrated';
  const original = originals()[kind]?.[content];
  if (kind === 'pglite' && original) return openDatabase({ dataDir: 'memory://', loadDataDir: dumpBlob(original) });
  let drop: (() => Promise<void>) | undefined;
  let handle: DatabaseHandle | undefined;
  try {
    if (kind === 'pglite') {
      handle = await openDatabase({ dataDir: 'memory://' });
    } else {
      const name = newDatabaseName('t');
      await adminQuery(original ? `CREATE DATABASE ${name} TEMPLATE ${original}` : `CREATE DATABASE ${name}`);
      drop = () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      handle = await openDatabase({ url: withDatabase(TEST_DATABASE_URL, name) });
    }
    if (!original) await migrateAndSeed(handle, content);
  } catch (error) {
    await handle?.close();
    await drop?.();
    throw error;
  }
  if (!drop) return handle;
  const { close } = handle;
  const dropDatabase = drop;
  return {
    ...handle,
    async close() {
      await close();
      await dropDatabase();
    },
  };
}
