/**
 * Property-based bad input: random bodies, queries, path params and headers sent to EVERY route of the
 * OpenAPI document (so SC's commerce routes are covered as they appear). Asserts: never a 500, always a JSON
 * `{ Error }` body on a refusal, no secrets in any answer, and a refused request leaves every table's row
 * count unchanged. Half the runs carry a valid token (admin or buyer). Bounded: FUZZ_RUNS per route.
 */

import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import * as schema from '../../server/db/schema.js';
import { expectNoSecrets } from './helpers/accounts.js';
import { describeEachDatabase, describeOnce, type TestContext } from './helpers/app.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

interface OpenApiParameter {
  in: 'query' | 'path' | 'header';
  name: string;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, { type?: string }> } }> };
}
interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  query: string[];
  bodyFields: Record<string, { type?: string }>;
}

// A refused login is counted on purpose (login_failures, per e-mail: the captcha after repeated failures),
// so that table alone may change on a refusal.
const tables = (Object.values(schema).filter((v) => is(v, PgTable)) as unknown as PgTable[]).filter(
  (t) => t !== schema.loginFailures,
);

async function rowCounts(ctx: TestContext): Promise<Record<string, number>> {
  const parts = tables.map(
    (t) => sql`(select count(*)::int from ${sql.identifier(getTableName(t))}) as ${sql.identifier(getTableName(t))}`,
  );
  const result = await ctx.db.execute(sql`select ${sql.join(parts, sql`, `)}`);
  const row = ((result as unknown as { rows?: Record<string, number>[] }).rows ??
    (result as unknown as Record<string, number>[]))[0]!;
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
}

/**
 * The first transaction id not yet assigned, server-wide. Every transaction that writes a row takes an id, so while
 * this does not move, no row anywhere was inserted or deleted (reads take none).
 */
async function nextTransactionId(ctx: TestContext): Promise<string> {
  const result = await ctx.db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`);
  const row = ((result as unknown as { rows?: { next: string }[] }).rows ??
    (result as unknown as { next: string }[]))[0]!;
  return row.next;
}

async function routesOf(ctx: TestContext): Promise<Route[]> {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  const routes: Route[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/')) continue;
    for (const [method, op] of Object.entries(ops)) {
      const m = method.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].includes(m)) continue;
      const content = op.requestBody?.content ?? {};
      const bodySchema = Object.values(content)[0]?.schema;
      routes.push({
        method: m as Route['method'],
        path,
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: bodySchema?.properties ?? {},
      });
    }
  }
  return routes;
}

/* ------------------------------------------------------------------ arbitraries */

const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ maxLength: 10 }).map((x) => `${x}\u0000${x}`),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'null',
    'true',
    "'; drop table users; --",
    '%',
    '_',
    '\\',
    '../../etc/passwd',
    '<script>',
    '管理员',
    '采购员',
    'online',
    'consultation',
    'sandbox',
    'bank-transfer',
    '\u0000',
    '😀'.repeat(20),
    'a'.repeat(5000),
  ),
);
const scalar = fc.oneof(
  nastyString,
  fc.integer(),
  fc.constantFrom(0, 1, 2, 3, 10, 20, 30, -1, 2_147_483_648, Number.MAX_SAFE_INTEGER, 0.5, 1e21),
  fc.boolean(),
  fc.constant(null),
);
const valueFor = (type?: string) =>
  fc.oneof(
    { weight: 1, arbitrary: scalar },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    {
      weight: 2,
      arbitrary:
        type === 'integer' || type === 'number'
          ? fc.oneof(fc.integer({ min: -2, max: 60 }), fc.constantFrom(1, 2, 3))
          : type === 'boolean'
            ? fc.boolean()
            : type === 'array'
              ? fc.array(fc.oneof(fc.integer({ min: -1, max: 60 }), nastyString), { maxLength: 4 })
              : nastyString,
    },
  );

function bodyArb(fields: Record<string, { type?: string }>) {
  const names = Object.keys(fields);
  const shaped =
    names.length > 0
      ? fc.record(Object.fromEntries(names.map((n) => [n, valueFor(fields[n]!.type)])), { requiredKeys: [] })
      : fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 });
  return fc.oneof(
    { weight: 4, arbitrary: shaped.map((b) => ({ kind: 'json' as const, value: b as unknown })) },
    {
      weight: 1,
      arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => ({ kind: 'json' as const, value: v as unknown })),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }).map((s) => ({ kind: 'raw' as const, value: s as unknown })) },
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const, value: undefined as unknown }) },
  );
}

const pathValue = fc.oneof(
  fc.integer({ min: -3, max: 40 }).map(String),
  fc.constantFrom('1', '2', '3', '99999999999', 'abc', '1.5', '0x10', '%20', 'ORD-1', 'SC-0001'),
  fc.string({ minLength: 1, maxLength: 20 }),
);

function requestArb(route: Route) {
  const params = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  return fc.record({
    params: fc.tuple(...params.map(() => pathValue), fc.constant('')),
    query: fc.record(Object.fromEntries([...route.query, 'extra'].map((q) => [q, valueFor()])), { requiredKeys: [] }),
    body: bodyArb(route.bodyFields),
    contentType: fc.constantFrom(
      'application/json',
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      undefined,
    ),
    auth: fc.constantFrom('admin', 'buyer', 'none', 'garbage'),
    idempotencyKey: fc.option(fc.oneof(fc.uuid(), nastyString), { nil: undefined }),
    xsrf: fc.option(nastyString, { nil: undefined }),
  });
}

describeEachDatabase('fuzz: every route', (getCtx) => {
  it('never answers 500, refuses with { Error }, leaks no secret, and a refusal changes no row count', async () => {
    const ctx = getCtx();
    const routes = await routesOf(ctx);
    expect(routes.length).toBeGreaterThanOrEqual(20);
    const tokens = { admin: await ctx.login('admin@demo.cn'), buyer: await ctx.login('buyer@demo.cn') };
    const statuses = new Map<number, number>();
    const runs = ctx.kind === 'postgres' ? Math.max(5, Math.round(RUNS / 2)) : RUNS;
    // The row counts and the next transaction id when they were counted: while no transaction has written since,
    // they still hold, so a request is compared against them without counting every table again.
    let counted: { rows: Record<string, number>; at: string } | undefined;
    const countsNow = async () => {
      const at = await nextTransactionId(ctx);
      // The id read before counting: a write while the tables are counted moves it, and the next call counts again.
      if (counted?.at !== at) counted = { rows: await rowCounts(ctx), at };
      return counted.rows;
    };

    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(requestArb(route), async (r) => {
          let i = 0;
          const url =
            route.path.replace(/\{\w+\}/g, () => encodeURIComponent(String(r.params[i++]))) +
            '?' +
            new URLSearchParams(
              Object.entries(r.query).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]),
            ).toString();
          const headers: Record<string, string> = {};
          if (r.auth === 'admin' || r.auth === 'buyer') headers.authorization = `Bearer ${tokens[r.auth]}`;
          if (r.auth === 'garbage') headers.authorization = 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.x';
          if (r.idempotencyKey !== undefined) headers['idempotency-key'] = r.idempotencyKey.slice(0, 300);
          if (r.xsrf !== undefined) headers['x-xsrf-token'] = r.xsrf.slice(0, 300);
          let payload: string | undefined;
          if (r.body.kind === 'json') payload = JSON.stringify(r.body.value);
          if (r.body.kind === 'raw') payload = r.body.value as string;
          if (payload !== undefined && r.contentType) headers['content-type'] = r.contentType;

          const before = await countsNow();
          const res = await ctx.app.inject({
            method: route.method,
            url,
            headers,
            ...(payload !== undefined && route.method !== 'GET' ? { payload } : {}),
          });
          const label = `${route.method} ${url} ${payload?.slice(0, 200) ?? ''} → ${res.statusCode} ${res.body.slice(0, 200)}`;
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          expect(res.statusCode, label).toBeLessThan(500);
          expectNoSecrets(res.body);
          if (res.statusCode >= 400) {
            expect(res.json(), label).toHaveProperty('Error');
            expect(await countsNow(), label).toEqual(before);
          }
        }),
        { numRuns: runs, endOnFailure: true },
      );
    }
    console.info(`fuzz [${ctx.kind}]: ${routes.length} routes, answers by status`, Object.fromEntries(statuses));
  }, 240_000);
});

describeOnce('fuzz helpers', () => {
  it('count every table of the schema', () => {
    expect(tables.length).toBeGreaterThanOrEqual(20);
  });
});
