/**
 * EXPLAIN (ANALYZE, BUFFERS) of the catalogue's product queries on a large catalogue (PostgreSQL), for
 * docs/performance.md:
 *
 *   npx tsx bench/explain.ts [--products 100000] [--before <migration count>]
 *
 * A fresh database is migrated (all migrations, or only the first `--before` ones to see the plans without
 * the catalogue indexes), seeded with the demo data plus `products` generated ones (bench/seed-large.ts);
 * then each scenario runs through the real service (server/services/catalogue.ts), every SQL statement it
 * sends is captured and explained with its parameters. Prints execution time and the plan's top nodes.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Db } from '../server/db/client.js';
import { migrationsFolder } from '../server/db/migrate.js';
import * as schema from '../server/db/schema.js';
import { seed } from '../server/db/seed/index.js';
import { type AnchorRow, listProducts, type SharedParts } from '../server/services/catalogue.js';
import { searchProducts } from '../server/services/search/search.js';
import type { ProductQuery } from '../src/contract/catalogue.js';
import { seedLargeCatalogue } from './seed-large.js';

const { values } = parseArgs({
  options: { products: { type: 'string', default: '100000' }, before: { type: 'string' } },
});
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * `anchored`: a list page with its anchor kept (ANCHOR_EVERY), as the server serves a deep page once any page of
 * that thousand was read: the anchor is found before the statements are captured, so they show the page alone.
 */
const scenarios: [string, ProductQuery, 'list' | 'search' | 'anchored'][] = [
  ['online, default order, page 1', { catalogue: 'online' }, 'list'],
  ['online, sort=sales, page 2000 (deep)', { catalogue: 'online', sort: 'sales', page: 2000 }, 'list'],
  ['online, sort=price-asc, page 2', { catalogue: 'online', sort: 'price-asc', page: 2 }, 'list'],
  ['online, sort=price-desc, page 2', { catalogue: 'online', sort: 'price-desc', page: 2 }, 'list'],
  ['online, sort=price-asc, page 2000 (deep)', { catalogue: 'online', sort: 'price-asc', page: 2000 }, 'list'],
  ['category 3, sort=price-asc, page 2', { categoryId: 3, sort: 'price-asc', page: 2 }, 'list'],
  [
    'consultation, sort=price-asc, page 2 (unpriced)',
    { catalogue: 'consultation', sort: 'price-asc', page: 2 },
    'list',
  ],
  ['brand 1, sort=newest, page 3', { brandId: 1, sort: 'newest', page: 3 }, 'list'],
  ['category 3, default order', { categoryId: 3 }, 'list'],
  ['keyword 断路器 (3 characters)', { catalogue: 'online', keyword: '断路器' }, 'search'],
  ['keyword 传感器 (3 characters, consultation)', { catalogue: 'consultation', keyword: '传感器' }, 'search'],
  ['keyword BK-0012345 (a model)', { keyword: 'BK-0012345' }, 'search'],
  ['keyword 电缆 (2 characters)', { catalogue: 'online', keyword: '电缆' }, 'search'],
  ['keyword 器 (1 character)', { catalogue: 'online', keyword: '器' }, 'search'],
  ['keyword k (1 Latin letter)', { catalogue: 'online', keyword: 'k' }, 'search'],
  ['keyword 断路器 + category 3', { catalogue: 'online', keyword: '断路器', categoryId: 3 }, 'search'],
  ['keyword 断路器 + sort=price-asc', { catalogue: 'online', keyword: '断路器', sort: 'price-asc' }, 'search'],
  ...(['default', 'newest', 'sales', 'price-asc', 'price-desc'] as const).map(
    (sort): [string, ProductQuery, 'anchored'] => [
      `online, sort=${sort}, page 2000, anchor kept`,
      { catalogue: 'online', sort, page: 2000 },
      'anchored',
    ],
  ),
  ['category 3, sort=sales, page 200, anchor kept', { categoryId: 3, sort: 'sales', page: 200 }, 'anchored'],
  [
    'consultation, sort=price-asc, page 500 (unpriced, deep)',
    { catalogue: 'consultation', sort: 'price-asc', page: 500 },
    'list',
  ],
  [
    'consultation, sort=price-asc, page 500, anchor kept',
    { catalogue: 'consultation', sort: 'price-asc', page: 500 },
    'anchored',
  ],
];

/** Shared parts that keep anchors in a map (the server keeps them in its catalogue cache) and nothing else. */
function keptAnchors(): SharedParts {
  const kept = new Map<string, AnchorRow | null>();
  return {
    total: (count) => count(),
    popular: (list) => list(),
    anchor: async (position, find) => {
      if (!kept.has(position)) kept.set(position, await find());
      return kept.get(position) ?? null;
    },
  };
}

async function main() {
  const name = `explain_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  pool.on('error', () => {});
  const captured: { sql: string; params: unknown[] }[] = [];
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (sql, params) => void captured.push({ sql, params }) },
  }) as unknown as Db;
  try {
    let folder = migrationsFolder;
    if (values.before) {
      // Only the first N migrations: the database as it was before the catalogue indexes.
      folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
      cpSync(migrationsFolder, folder, { recursive: true });
      const journalPath = path.join(folder, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: unknown[] };
      journal.entries = journal.entries.slice(0, Number(values.before));
      writeFileSync(journalPath, JSON.stringify(journal));
    }
    await migrate(drizzle({ client: pool }), { migrationsFolder: folder });
    await seed(db);
    await seedLargeCatalogue(db, Number(values.products));
    // As autovacuum leaves a table some time after a bulk load: statistics and the visibility map (which
    // index-only scans need) up to date.
    await pool.query('vacuum analyze');
    const count = await pool.query('select count(*)::int as n from products');
    console.log(
      `# EXPLAIN ANALYZE, ${count.rows[0].n} products, ${values.before ? `first ${values.before} migrations only` : 'all migrations'}`,
    );
    const summary: string[] = [];
    for (const [label, query, kind] of scenarios) {
      const shared = kind === 'anchored' ? keptAnchors() : undefined;
      if (shared) await listProducts(db, query, shared);
      captured.length = 0;
      const t0 = performance.now();
      if (kind === 'search') await searchProducts(db, query);
      else await listProducts(db, query, shared);
      const wall = performance.now() - t0;
      const statements = captured.splice(0);
      // Once more: a first read of this URL on a running server (connections open, pages in shared buffers;
      // the app's answer cache is not involved here).
      const t1 = performance.now();
      if (kind === 'search') await searchProducts(db, query);
      else await listProducts(db, query, shared);
      const again = performance.now() - t1;
      console.log(`\n## ${label} — service call ${wall.toFixed(1)} ms (cold), ${again.toFixed(1)} ms (again)`);
      const execs: string[] = [];
      for (const q of statements) {
        if (!/from "?(products|product_prices)"?/.test(q.sql)) continue;
        const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${q.sql}`, q.params);
        const lines = plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']!);
        const exec = lines.find((l) => l.startsWith('Execution Time')) ?? '';
        const kindOf = /count\(\*\)/.test(q.sql.slice(0, 60))
          ? 'count'
          : /product_prices pp/.test(q.sql.slice(0, 80))
            ? 'page ids'
            : 'page';
        console.log(`- ${kindOf}: ${exec}`);
        execs.push(`${kindOf} ${exec.replace(/^Execution Time: /, '')}`);
        // The plan's top nodes, then every scan (where the time goes) below them.
        const body = lines.filter((l) => !/^(Planning|Execution) Time/.test(l));
        const shown = [
          ...body.slice(0, 6),
          ...body.slice(6).filter((l) => /Scan|Heap Fetches|Index Cond|Buffers/.test(l)),
        ];
        for (const l of shown) console.log(`    ${l}`);
      }
      summary.push(`| ${label} | ${wall.toFixed(1)} | ${again.toFixed(1)} | ${execs.join('; ')} |`);
    }
    // One line per scenario, for docs/performance.md: the cold service call (page and total together) and
    // each statement's execution time.
    console.log('\n| scenario | service call ms (cold) | again ms | statements (execution) |\n|---|---|---|---|');
    for (const line of summary) console.log(line);
  } finally {
    await pool.end();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('bench/explain.ts failed:', error);
    process.exit(1);
  },
);
