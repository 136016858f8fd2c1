/**
 * API throughput on loopback: requests/s and latency percentiles of GET /api/Brands and a product list page,
 * on embedded PGlite and on PostgreSQL (a fresh database on BENCH_DATABASE_URL / 127.0.0.1:5432, dropped after).
 *
 *   npx tsx bench/api.ts [--seconds 10] [--connections 16] [--db pglite|postgres|both]
 *
 * The server runs in this process (buildApp + listen on 127.0.0.1:0), seeded with the demo data; the load
 * generator is a bounded loop of `connections` concurrent fetch workers (undici keep-alive), after a warm-up.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/client.js';
import { migrateDatabase } from '../server/db/migrate.js';
import { seed } from '../server/db/seed/index.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    db: { type: 'string', default: 'both' },
  },
});
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const targets = [
  { name: 'GET /api/Brands', path: '/api/Brands' },
  { name: 'GET /api/Products?catalogue=online (page 1, 20 items)', path: '/api/Products?catalogue=online&page=1&pageSize=20&region=1' },
];

interface Result {
  database: string;
  target: string;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function load(base: string, path: string, seconds: number): Promise<Omit<Result, 'database' | 'target'>> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        const res = await fetch(base + path);
        await res.arrayBuffer();
        if (res.status !== 200) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    requests: latencies.length,
    errors,
    rps: Math.round(latencies.length / elapsed),
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? NaN),
  };
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function run(kind: 'pglite' | 'postgres'): Promise<Result[]> {
  let cleanup = async () => {};
  let handle;
  if (kind === 'postgres') {
    const name = `bench_${randomBytes(4).toString('hex')}`;
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    handle = await openDatabase({ url: url.toString() });
    cleanup = () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    handle = await openDatabase({ dataDir: 'memory://' });
  }
  const results: Result[] = [];
  try {
    await migrateDatabase(handle);
    await seed(handle.db);
    const app = await buildApp({ db: handle.db, config: { ...loadConfig({ NODE_ENV: 'production' }), staticDir: '/nonexistent' } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    try {
      for (const t of targets) {
        await load(base, t.path, 2); // warm-up (JIT, plans, pool)
        results.push({ database: kind, target: t.name, ...(await load(base, t.path, SECONDS)) });
        console.error(JSON.stringify(results.at(-1)));
      }
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    await cleanup();
  }
  return results;
}

const kinds = values.db === 'both' ? (['pglite', 'postgres'] as const) : [values.db as 'pglite' | 'postgres'];
const all: Result[] = [];
for (const kind of kinds) all.push(...(await run(kind)));
console.log(`\nAPI throughput, ${SECONDS} s per row, ${CONNECTIONS} concurrent connections, loopback (node ${process.version})`);
console.table(all.map((r) => ({ db: r.database, target: r.target, 'req/s': r.rps, 'p50 ms': r.p50, 'p99 ms': r.p99, 'max ms': r.max, errors: r.errors })));
