/**
 * Test apps through fastify.inject, on PGlite (memory://) or on a fresh PostgreSQL database.
 *
 *   const ctx = await createTestApp();              // PGlite, seeded
 *   const token = await ctx.login('admin@demo.cn');
 *   await ctx.app.inject({ method: 'GET', url: '/api/Users/Info', headers: { authorization: `Bearer ${token}` } });
 *
 *   describeEachDatabase('customers', (getCtx) => { it('…', async () => { const { app } = getCtx(); … }) });
 *
 * One app per test file (beforeAll); its database is a copy of one made once per run (./test-databases.ts).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../../../server/app.js';
import { type Config, loadConfig } from '../../../server/config.js';
import type { Db } from '../../../server/db/client.js';
import { DEMO_PASSWORD } from '../../../server/db/seed/accounts.js';
import { openTestDatabase, postgresAnswers, TEST_DATABASE_URL, type TestDatabase } from './test-databases.js';

export type { TestDatabase };
export { TEST_DATABASE_URL };

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  kind: TestDatabase;
  config: Config;
  close(): Promise<void>;
  /** Logs in through POST /api/Users/login and returns the token (password defaults to the demo one). */
  login(email: string, password?: string): Promise<string>;
}

export interface CreateTestAppOptions {
  database?: TestDatabase;
  seed?: boolean;
  now?: () => Date;
  config?: Partial<Config>;
}

let pgProbe: Promise<boolean> | undefined;
/** Whether the test PostgreSQL server answers (probed once per worker). */
export function postgresAvailable(): Promise<boolean> {
  pgProbe ??= postgresAnswers();
  return pgProbe;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test' }),
    dataDir: 'memory://',
    staticDir: '/nonexistent-static-dir',
    corsOrigins: ['https://partner.example.com'],
    publicUrl: 'http://storefront.test',
    // Generous limits: tests log in often from one address; rate-limit tests lower them explicitly.
    rateLimits: { login: 1000, captcha: 1000, verification: 1000, reset: 1000 },
    // Tests place many orders per company; the unpaid-order cap has its own tests.
    maxUnpaidOrders: 1000,
    // In-process PGlite can hold the event loop past production's 200 ms Redis limit on a loaded machine, which
    // would answer 503 to a test that only meant to count; the Redis-outage tests set their own short limit.
    redisTimeoutMs: 5000,
    ...overrides,
  };
}

export async function createTestApp(opts: CreateTestAppOptions = {}): Promise<TestContext> {
  const kind = opts.database ?? 'pglite';
  const handle = await openTestDatabase(kind, { seed: opts.seed ?? true });
  const config = testConfig(opts.config);
  let app: FastifyInstance;
  try {
    app = await buildApp({ db: handle.db, config, ...(opts.now ? { now: opts.now } : {}), logger: false });
    await app.ready();
  } catch (error) {
    await handle.close();
    throw error;
  }
  const db = handle.db;
  let closed = false;
  return {
    app,
    db,
    kind,
    config: app.config,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await handle.close();
    },
    async login(email: string, password = DEMO_PASSWORD) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/Users/login',
        payload: { Email: email, Password: password },
      });
      if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
      return (res.json() as { token: string }).token;
    },
  };
}

const postgresReachable = await postgresAvailable();
if (!postgresReachable) {
  const line = `PostgreSQL 不可用: skipped (${TEST_DATABASE_URL} unreachable; set TEST_DATABASE_URL)`;
  if (process.env.CI) console.error(`\n*** ${line} — failing because CI is set ***\n`);
  else console.warn(`\n*** ${line} ***\n`);
}

/**
 * Whether this run covers `database`: `TEST_DATABASE=pglite|postgres` picks one (npm test runs the server
 * suite once per database, so each test runs once per step), unset runs both.
 */
export function databaseSelected(database: TestDatabase): boolean {
  const only = process.env.TEST_DATABASE;
  return !only || only === database;
}

/**
 * Runs `fn` once on PGlite and once on PostgreSQL (or only the one `TEST_DATABASE` names), each with its own seeded app (created in beforeAll).
 * When PostgreSQL is unreachable the PostgreSQL half is skipped loudly, or fails when CI is set.
 */
export function describeEachDatabase(
  name: string,
  fn: (getCtx: () => TestContext) => void,
  opts: Omit<CreateTestAppOptions, 'database'> = {},
): void {
  for (const database of ['pglite', 'postgres'] as const) {
    if (!databaseSelected(database)) {
      describe.skip(`${name} [${database}] — not selected (TEST_DATABASE=${process.env.TEST_DATABASE})`, () =>
        fn(() => null as never));
      continue;
    }
    const unavailable = database === 'postgres' && !postgresReachable;
    if (unavailable && !process.env.CI) {
      describe.skip(`${name} [${database}] — PostgreSQL 不可用: skipped`, () => fn(() => null as never));
      continue;
    }
    describe(`${name} [${database}]`, () => {
      let ctx: TestContext | undefined;
      beforeAll(async () => {
        if (unavailable) throw new Error(`PostgreSQL 不可用 (${TEST_DATABASE_URL}) and CI is set`);
        ctx = await createTestApp({ ...opts, database });
      });
      afterAll(async () => {
        await ctx?.close();
      });
      fn(() => {
        if (!ctx) throw new Error('test app not ready');
        return ctx;
      });
    });
  }
}

/** `Authorization` header for a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * `describe` for tests that do not depend on which database runs under the app (they use PGlite apps, or none):
 * they run when PGlite is selected, so `npm test`, which runs the server suite once per database, runs them once
 * (in its PGlite step) and not again, identically, in its PostgreSQL step. Unset `TEST_DATABASE` runs them too.
 */
export function describeOnce(name: string, fn: () => void): void {
  if (databaseSelected('pglite')) describe(name, fn);
  else describe.skip(`${name} — runs in the PGlite step only (database-independent)`, fn);
}
