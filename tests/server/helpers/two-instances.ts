/**
 * Two server processes on one fresh PostgreSQL database with Redis, for the rules that must hold across instances
 * (budgets, credit): created in beforeAll, killed and dropped in afterAll.
 *
 *   const pair = twoInstances();
 *   it('…', async () => { await pair.call(i, 'POST', '/api/Orders', token, body, key); pair.db().select()… });
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../../server/db/client.js';
import { appSettings, companies, productPrices, products, users } from '../../../server/db/schema.js';
import { issueToken } from '../../../server/services/tokens.js';
import { databaseSelected, postgresAvailable, TEST_DATABASE_URL } from './app.js';
import { freePort, type Instance, instanceEnv, startInstance, waitReady } from './instances.js';
import { redisAvailable, TEST_REDIS_URL } from './redis.js';

/** What the tests read of an answer (orders, payments, refusals); the rest stays unknown. */
export type InstanceJson = { Id?: number; Status?: number; TotalAmount?: string; Error?: string } & Record<
  string,
  unknown
>;

export interface InstanceAnswer<T> {
  status: number;
  json: T;
}

/**
 * Whether the two-instance tests run: PostgreSQL selected (and B2B_MULTI_INSTANCE not 0), PostgreSQL and Redis up.
 * PostgreSQL selected but down fails the run under CI rather than skipping.
 */
export async function twoInstancesAvailable(what: string): Promise<boolean> {
  const selected = databaseSelected('postgres') && process.env.B2B_MULTI_INSTANCE !== '0';
  const pgUp = selected && (await postgresAvailable());
  if (selected && !pgUp && process.env.CI) throw new Error(`${what}: PostgreSQL 不可用 and CI is set`);
  return pgUp && (await redisAvailable());
}

/** A verified company, one product at `price` in region 1 (100 in stock), and its people with their tokens. */
export interface CompanyFixture {
  company: string;
  product: { name: string; model: string; price: string };
  people: { email: string; name: string; role: '管理员' | '采购员' }[];
}

/** `env`: settings of both instances beyond instanceEnv's (e.g. TRANSFER_TOLERANCE). */
export function twoInstances(env: NodeJS.ProcessEnv = {}) {
  const dbName = `t_${randomBytes(6).toString('hex')}`;
  const instances: Instance[] = [];
  let handle: DatabaseHandle | undefined;
  const admin = async (query: string) => {
    const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await c.connect();
    await c.query(query).finally(() => c.end());
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${dbName}`);
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${dbName}`;
    const base = { ...instanceEnv(url.toString(), TEST_REDIS_URL, `t_${randomBytes(5).toString('hex')}:`), ...env };
    const ports = [await freePort(), await freePort()];
    for (const port of ports) instances.push(startInstance(port, { ...base, PUBLIC_URL: `http://127.0.0.1:${port}` }));
    await Promise.all(instances.map((i) => waitReady(i)));
    handle = await openDatabase({ url: url.toString(), poolMax: 4 });
  }, 200_000);

  afterAll(async () => {
    for (const i of instances) if (i.child.exitCode === null) i.child.kill('SIGKILL');
    await handle?.close();
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  const db = () => handle!.db;
  return {
    db,
    /** The JWT secret the instances generated and share through the database (to issue test tokens). */
    async secret(): Promise<string> {
      return (await db().select().from(appSettings).where(eq(appSettings.key, 'secret.jwt')))[0]!.value;
    },
    /** Writes a {@link CompanyFixture} straight to the database; the people's tokens are issued with the shared secret. */
    async company(
      fixture: CompanyFixture,
    ): Promise<{ companyId: number; productId: number; userIds: number[]; tokens: string[] }> {
      const secret = await this.secret();
      const [company] = await db()
        .insert(companies)
        .values({ name: fixture.company, statusEnum: 30 })
        .returning({ id: companies.id });
      const companyId = company!.id;
      const [ref] = await db().select().from(products).limit(1);
      const [product] = await db()
        .insert(products)
        .values({
          catalogue: 'online',
          name: fixture.product.name,
          model: fixture.product.model,
          brandId: ref!.brandId,
          supplierId: ref!.supplierId,
          categoryId: ref!.categoryId,
          imageUrl: ref!.imageUrl,
          unit: '台',
          stock: 100,
        })
        .returning({ id: products.id });
      await db().insert(productPrices).values({ productId: product!.id, regionId: 1, price: fixture.product.price });
      const people = await db()
        .insert(users)
        .values(
          fixture.people.map(({ email, name, role }) => ({
            companyId,
            email,
            name,
            passwordHash: 'x',
            roleNames: [role],
          })),
        )
        .returning({ id: users.id });
      const tokens = await Promise.all(
        people.map((u) => issueToken(secret, { userId: u.id, companyId, version: 0 }, new Date())),
      );
      return { companyId, productId: product!.id, userIds: people.map((u) => u.id), tokens };
    },
    /** A JSON call to instance `i % 2`, as `token` (none when empty), with an optional Idempotency-Key. */
    async call<T = InstanceJson>(
      i: number,
      method: string,
      path: string,
      token: string,
      body?: unknown,
      key?: string,
    ): Promise<InstanceAnswer<T>> {
      const res = await fetch(`http://127.0.0.1:${instances[i % 2]!.port}${path}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(key ? { 'idempotency-key': key } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, json: (await res.json().catch(() => ({}))) as T };
    },
  };
}
