/**
 * API throughput against a floor, side by side in one run (`npm run bench`, or alone: `npx tsx bench/api.ts`).
 *
 *   npx tsx bench/api.ts [--seconds 5 (per read, floor and server alternating)] [--connections 50] [--db pglite|postgres|both] [--only <substring>]
 *                        [--products 100000 [--cold-urls 400]] [--checkout-seconds 10] [--no-checkout] [--no-pipeline]
 *
 * For every public catalogue read the server is seeded with the demo data (or `--products N` generated
 * products, see bench/seed-large.ts) and loaded with autocannon (keep-alive, `connections` at once, in a
 * worker thread). The floor is a bare Fastify process-mate (no logger, plugin or hook) answering the very
 * same response (status, headers and body captured from the server once) from memory at the same URL; both
 * are measured in alternation in the same run (floor, server, floor, server), so the share of floor is
 * comparable across machines. Each row also gives the CPU time per request of floor and server and the share
 * of the server's answers given by the cache's fast path ahead of Fastify. With `--products N`, cold reads
 * follow (bench/cold.ts): rows of `--cold-urls` distinct URLs each (keyword searches, pages of every sort
 * spread over the catalogue), each URL asked once with the cache emptied before the row, against the floor
 * answering the same URLs; `--only cold` runs those rows alone. Then:
 *   - pipeline: the cost of each platform plugin/hook on the floor route (req/s with it alone vs bare);
 *   - checkout (PostgreSQL): `buyers` concurrent buyers over 20 products put a line in the cart and order it
 *     again and again; orders/s, p99 of POST /api/Orders, and the oversell proof in SQL
 *     (stock + ordered = initial for every product, stock never negative); then its floor, the same order
 *     statements through the pg driver (bench/checkout-floor.ts), and the API's share of it.
 * Numbers are for docs/performance.md; nothing asserts on them.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { and, eq, inArray, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../server/app.js';
import { type Config, loadConfig } from '../server/config.js';
import { type DatabaseHandle, openDatabase } from '../server/db/client.js';
import { migrateDatabase } from '../server/db/migrate.js';
import { companies, products, users } from '../server/db/schema.js';
import { seed } from '../server/db/seed/index.js';
import { issueToken } from '../server/services/tokens.js';
import { checkoutFloor } from './checkout-floor.js';
import { type ColdMeasure, coldRows, hammerList } from './cold.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    db: { type: 'string', default: 'both' },
    only: { type: 'string' },
    products: { type: 'string' },
    'checkout-seconds': { type: 'string', default: '10' },
    'no-checkout': { type: 'boolean', default: false },
    'no-pipeline': { type: 'boolean', default: false },
    'cold-urls': { type: 'string', default: '400' },
  },
});
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LARGE = values.products ? Number(values.products) : 0;
const COLD_URLS = Number(values['cold-urls']);
const selected = (name: string, path = '') => !values.only || name.includes(values.only) || path.includes(values.only);

type Kind = 'pglite' | 'postgres';

interface Target {
  name: string;
  path: string;
}

/** Every public catalogue read; ids are taken from the seeded data. */
async function targetsOf(base: string): Promise<Target[]> {
  const get = async <T>(p: string) => (await (await fetch(base + p)).json()) as T;
  const online = await get<{ Items: { Id: number; Name: string }[] }>('/api/Products?catalogue=online&pageSize=1');
  const consultation = await get<{ Items: { Id: number; Name: string }[] }>(
    '/api/Products?catalogue=consultation&pageSize=1',
  );
  // Keywords that match: the first two characters of a product name of each catalogue.
  const word = (name: string) => encodeURIComponent([...name].slice(0, 2).join(''));
  const showcase = await get<{ Items: { GlobalId: string }[] }>('/api/YellowPages/products?pageSize=1');
  const solutions = await get<{ Id: number }[]>('/api/FeaturedSolutions');
  const brands = await get<{ Id: number }[]>('/api/Brands');
  const all: Target[] = [
    { name: 'Banners', path: '/api/Banners?type=1' },
    { name: 'Brands', path: '/api/Brands' },
    { name: 'Brands/:id', path: `/api/Brands/${brands[0]!.Id}` },
    { name: 'FeaturedSolutions', path: '/api/FeaturedSolutions' },
    { name: 'Solutions/:id', path: `/api/Solutions/${solutions[0]!.Id}` },
    { name: 'Categories', path: '/api/Categories' },
    { name: 'Categories/displayed', path: '/api/Categories/displayed' },
    { name: 'Suppliers', path: '/api/Suppliers' },
    { name: 'Suppliers/displayed', path: '/api/Suppliers/displayed' },
    { name: 'Products online', path: '/api/Products?catalogue=online' },
    { name: 'Products online price-asc p2', path: '/api/Products?catalogue=online&sort=price-asc&page=2' },
    { name: 'Products consultation', path: '/api/Products?catalogue=consultation' },
    { name: 'Products/:id online', path: `/api/Products/${online.Items[0]!.Id}?region=1` },
    { name: 'Products/:id consultation', path: `/api/Products/${consultation.Items[0]!.Id}` },
    { name: 'Search online', path: `/api/Search?catalogue=online&keyword=${word(online.Items[0]!.Name)}` },
    {
      name: 'Search consultation',
      path: `/api/Search?catalogue=consultation&keyword=${word(consultation.Items[0]!.Name)}`,
    },
    { name: 'YellowPages', path: '/api/YellowPages/products' },
    { name: 'YellowPages/:id', path: `/api/YellowPages/products/${showcase.Items[0]!.GlobalId}` },
    { name: 'Help', path: '/api/Help' },
  ];
  if (LARGE) {
    all.push(
      { name: 'Products deep page (sales)', path: '/api/Products?catalogue=online&sort=sales&page=2000' },
      { name: 'Products brand+newest', path: `/api/Products?brandId=${brands[0]!.Id}&sort=newest&page=3` },
    );
  }
  return all.filter((t) => selected(t.name, t.path));
}

interface Measure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU time of this process per request (the server or floor plus the load generator's worker), µs. */
  cpu: number;
  requests: number;
  /** Answers given by the cache's fast path ahead of Fastify (server side only). */
  fast?: number;
}

async function hammerOnce(url: string, seconds: number, headers: Record<string, string> = {}): Promise<Measure> {
  const t0 = process.cpuUsage();
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers, workers: 1 });
  const used = process.cpuUsage(t0);
  return {
    rps: r.requests.total / r.duration, // (requests.average samples whole seconds only)
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    cpu: (used.user + used.system) / Math.max(1, r.requests.total),
    requests: r.requests.total,
  };
}

/**
 * Floor and server measured in alternation within `seconds`: floor, server, floor, server, `seconds / 4`
 * each, so a change in the machine's load during the pair weighs on both alike: req/s and CPU per request
 * are the mean of the rounds, p50 the mean, p99 the worse of the rounds.
 */
async function pair(
  floorUrl: string,
  serverUrl: string,
  seconds: number,
  onServerRound?: (run: () => Promise<Measure>) => Promise<Measure>,
): Promise<{ floor: Measure; server: Measure }> {
  const rounds = { floor: [] as Measure[], server: [] as Measure[] };
  for (let i = 0; i < 2; i++) {
    rounds.floor.push(await hammerOnce(floorUrl, seconds / 4));
    const run = () => hammerOnce(serverUrl, seconds / 4);
    rounds.server.push(await (onServerRound ? onServerRound(run) : run()));
  }
  const merge = (ms: Measure[]): Measure => ({
    rps: Math.round(ms.reduce((a, m) => a + m.rps, 0) / ms.length),
    p50: ms.reduce((a, m) => a + m.p50, 0) / ms.length,
    p99: Math.max(...ms.map((m) => m.p99)),
    errors: ms.reduce((a, m) => a + m.errors, 0),
    cpu: Math.round(ms.reduce((a, m) => a + m.cpu, 0) / ms.length),
    requests: ms.reduce((a, m) => a + m.requests, 0),
    ...(ms.some((m) => m.fast !== undefined) ? { fast: ms.reduce((a, m) => a + (m.fast ?? 0), 0) } : {}),
  });
  return { floor: merge(rounds.floor), server: merge(rounds.server) };
}

/** Headers Node adds to any answer itself (the floor's server adds its own). */
const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * The floor: bare Fastify (no logger, no plugin, no hook) answering, at each URL, the captured answer of the
 * server from memory: the same status, body bytes and response headers (security headers, CORS, cache and
 * ETag headers included), so both put the same bytes on the wire.
 */
async function startFloor(answers: Map<string, { headers: Record<string, string>; body: Buffer }>) {
  const floor = Fastify({ logger: false });
  floor.get('/*', (request, reply) => {
    const hit = answers.get(request.url);
    if (!hit) return reply.code(404).send();
    return reply.headers(hit.headers).send(hit.body);
  });
  await floor.listen({ port: 0, host: '127.0.0.1' });
  return { floor, base: `http://127.0.0.1:${(floor.server.address() as { port: number }).port}` };
}

async function admin(query: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

async function openFresh(kind: Kind): Promise<{ handle: DatabaseHandle; drop: () => Promise<void>; url?: string }> {
  if (kind === 'pglite') return { handle: await openDatabase({ dataDir: 'memory://' }), drop: async () => {} };
  const name = `bench_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    handle: await openDatabase({ url: url.toString() }),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    url: url.toString(),
  };
}

/** The app as production runs it: production config, request logging at info (to /dev/null here). */
async function startServer(handle: DatabaseHandle, overrides: Partial<Config> = {}) {
  const app = await buildApp({
    db: handle.db,
    config: { ...loadConfig({ NODE_ENV: 'production' }), staticDir: '/nonexistent', ...overrides },
    logger: { level: 'info', stream: createWriteStream('/dev/null') },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
}

interface Row {
  db: Kind;
  read: string;
  floor: Measure;
  server: Measure;
}

type Answers = Map<string, { headers: Record<string, string>; body: Buffer }>;

/** The server's answer to each path (status 200 required), as the floor replays it. */
async function capture(base: string, paths: string[]): Promise<Answers> {
  const answers: Answers = new Map();
  for (const path of paths) {
    // As autocannon asks: no Accept-Encoding (fetch would ask for gzip and decode it).
    const res = await fetch(base + path, { headers: { 'accept-encoding': 'identity' } });
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    const headers: Record<string, string> = {};
    res.headers.forEach((value, name) => {
      if (!TRANSPORT_HEADERS.has(name)) headers[name] = value;
    });
    answers.set(path, { headers, body: Buffer.from(await res.arrayBuffer()) });
  }
  return answers;
}

interface ColdResult {
  db: Kind;
  read: string;
  urls: number;
  floor: ColdMeasure;
  server: ColdMeasure;
}

/** The floor answers each cold row's URLs this many times over (a few hundred URLs alone last milliseconds). */
const FLOOR_REQUESTS = 5000;

/**
 * Cold reads (bench/cold.ts): each row's distinct URLs asked once of the server, its cache emptied first, so
 * every request misses it; then the floor replays the captured answers at the same URLs.
 */
async function coldBench(kind: Kind, app: FastifyInstance, base: string): Promise<ColdResult[]> {
  const out: ColdResult[] = [];
  for (const row of (await coldRows(base, COLD_URLS)).filter((r) => selected(r.name))) {
    app.catalogueCache.drop(['*']);
    const server = await hammerList(base, row.paths, CONNECTIONS);
    const { floor, base: floorBase } = await startFloor(await capture(base, row.paths));
    try {
      const f = await hammerList(floorBase, row.paths, CONNECTIONS, Math.ceil(FLOOR_REQUESTS / row.paths.length));
      out.push({ db: kind, read: row.name, urls: row.paths.length, floor: f, server });
      console.error(
        `${kind} ${row.name} (${row.paths.length} URLs): floor ${f.rps}/s p99 ${f.p99} ms | server ${server.rps}/s p50 ${server.p50} p99 ${server.p99} ms (${pct(server.rps, f.rps)}) errors ${server.errors}`,
      );
    } finally {
      await floor.close();
    }
  }
  return out;
}

async function readBench(kind: Kind, handle: DatabaseHandle): Promise<{ rows: Row[]; cold: ColdResult[] }> {
  const { app, base } = await startServer(handle);
  const rows: Row[] = [];
  let cold: ColdResult[] = [];
  try {
    const targets = await targetsOf(base);
    const answers = await capture(
      base,
      targets.map((t) => t.path),
    );
    const { floor, base: floorBase } = await startFloor(answers);
    try {
      if (targets[0]) await hammerOnce(floorBase + targets[0].path, 1); // warm-up of the floor (JIT)
      for (const t of targets) {
        await hammerOnce(base + t.path, 0.5); // warm-up: JIT, plans, pool, cache
        const { floor: f, server: s } = await pair(floorBase + t.path, base + t.path, SECONDS, async (run) => {
          const before = app.catalogueCache.fast.answers;
          const m = await run();
          return { ...m, fast: app.catalogueCache.fast.answers - before };
        });
        rows.push({ db: kind, read: t.name, floor: f, server: s });
        const b = answers.get(t.path)!.body.length;
        console.error(
          `${kind} ${t.name} (${b} B): floor ${f.rps}/s p99 ${f.p99} ms ${f.cpu} µs/req | server ${s.rps}/s p50 ${s.p50.toFixed(1)} p99 ${s.p99} ms ${s.cpu} µs/req (${pct(s.rps, f.rps)}) errors ${s.errors}, answered ahead of Fastify ${fastShare(s)}`,
        );
      }
    } finally {
      await floor.close();
    }
    if (LARGE) cold = await coldBench(kind, app, base);
  } finally {
    await app.close();
  }
  return { rows, cold };
}

const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(1)} %`;
/** Fast-path answers per completed request (the counter also sees requests still in flight at the end). */
const fastShare = (m: Measure) => pct(Math.min(m.fast ?? 0, m.requests), m.requests);

/**
 * What each platform plugin or hook costs on a small JSON answer: CPU time per request (process.cpuUsage over
 * `PIPELINE_REQUESTS` fastify.inject calls, median of 3 rounds; robust to a busy machine, unlike req/s) of a
 * bare route, then of the same route with one piece added (registered as server/app.ts does), then of this
 * app's cached GET /api/Brands.
 */
const PIPELINE_REQUESTS = 3000;
async function cpuPerRequest(f: FastifyInstance, url: string): Promise<number> {
  const rounds: number[] = [];
  for (let i = 0; i < 200; i++) await f.inject({ method: 'GET', url }); // warm-up
  for (let round = 0; round < 3; round++) {
    const t0 = process.cpuUsage();
    for (let i = 0; i < PIPELINE_REQUESTS; i++) await f.inject({ method: 'GET', url });
    const d = process.cpuUsage(t0);
    rounds.push((d.user + d.system) / PIPELINE_REQUESTS);
  }
  return rounds.sort((x, y) => x - y)[1]!;
}

async function pipelineBench(handle: DatabaseHandle): Promise<{ piece: string; us: number }[]> {
  const body = JSON.stringify([{ Id: 1, Name: '品牌', LogoUrl: '/media/brands/1.svg', ProductCount: 3 }]);
  const { default: helmet } = await import('@fastify/helmet');
  const { default: cors } = await import('@fastify/cors');
  const { default: cookie } = await import('@fastify/cookie');
  const { default: rateLimit } = await import('@fastify/rate-limit');
  const { default: compress } = await import('@fastify/compress');
  const devNull = createWriteStream('/dev/null');
  const schema = {
    response: {
      200: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            Id: { type: 'integer' },
            Name: { type: 'string' },
            LogoUrl: { type: 'string' },
            ProductCount: { type: 'integer' },
          },
        },
      },
    },
  };
  const pieces: [string, (f: FastifyInstance) => Promise<void> | void][] = [
    ['bare route (string body)', () => {}],
    ['request logging (pino, info: 2 lines per request)', () => {}],
    ['helmet (CSP etc.)', async (f) => void (await f.register(helmet))],
    ['cors (origin list)', async (f) => void (await f.register(cors, { origin: ['https://partner.example.com'] }))],
    ['cookie', async (f) => void (await f.register(cookie))],
    ['rate-limit, global: false (as the app)', async (f) => void (await f.register(rateLimit, { global: false }))],
    ['rate-limit on the route (in memory)', async (f) => void (await f.register(rateLimit, { max: 1e9 }))],
    ['compress (body under threshold)', async (f) => void (await f.register(compress, { threshold: 1024 }))],
    ['response schema (serialise the object each time)', () => {}],
  ];
  const out: { piece: string; us: number }[] = [];
  // The first Fastify built and measured pays the process's warm-up (JIT of Fastify's own code): a bare
  // route is measured once and thrown away before the table's bare row.
  for (const [piece, add] of [pieces[0]!, ...pieces]) {
    const f = Fastify({ logger: piece.startsWith('request logging') ? { level: 'info', stream: devNull } : false });
    await add(f);
    if (piece.startsWith('response schema')) f.get('/x', { schema }, () => JSON.parse(body));
    else f.get('/x', (_q, reply) => reply.type('application/json; charset=utf-8').send(body));
    await f.ready();
    out.push({ piece, us: await cpuPerRequest(f, '/x') });
    await f.close();
  }
  out.shift(); // the warm-up round
  const app = await buildApp({
    db: handle.db,
    config: { ...loadConfig({ NODE_ENV: 'production' }), staticDir: '/nonexistent' },
    logger: { level: 'info', stream: devNull },
  });
  await app.ready();
  // inject() bypasses the HTTP server, hence the cache's fast path: this is the cached answer through
  // Fastify's pipeline, what the first read of a URL (and HEAD, unknown Origins) costs.
  out.push({
    piece: 'this app: GET /api/Brands cached, through Fastify (no fast path)',
    us: await cpuPerRequest(app, '/api/Brands'),
  });
  await app.close();
  return out;
}

/**
 * 50 concurrent buyers over 20 products on PostgreSQL: each loops add-to-cart + POST /api/Orders.
 * Proof of no oversell: for every product, stock + ordered quantity (orders not cancelled) = initial stock.
 */
async function checkoutBench(seconds: number) {
  const { handle, drop, url } = await openFresh('postgres');
  try {
    await migrateDatabase(handle);
    await seed(handle.db);
    // The bench's 50 buyers share one company: the company's unpaid-order limit (MAX_UNPAID_ORDERS, 5) would
    // refuse every order after the fifth; lifted here, as the bench measures concurrent checkout itself.
    const { app, base } = await startServer(handle, { maxUnpaidOrders: 1_000_000 });
    try {
      const db = handle.db;
      const picked = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.catalogue, 'online'), eq(products.onSale, true), eq(products.minQuantity, 1)))
        .orderBy(products.id)
        .limit(20);
      const ids = picked.map((p) => p.id);
      const INITIAL = 300; // small enough that some products sell out during the run: 409s are expected
      await db.update(products).set({ stock: INITIAL, quantityStep: 1 }).where(inArray(products.id, ids));
      const before = await orderedPer(db, ids);
      const [company] = await db
        .insert(companies)
        .values({ name: '压测公司', statusEnum: 30 })
        .returning({ id: companies.id });
      const buyers = await db
        .insert(users)
        .values(
          Array.from({ length: 50 }, (_, i) => ({
            companyId: company!.id,
            email: `bench-${i}@bench.cn`,
            name: `压测${i}`,
            passwordHash: 'x',
            roleNames: ['采购员'],
          })),
        )
        .returning({ id: users.id });
      const tokens = await Promise.all(
        buyers.map((u) =>
          issueToken(app.config.jwtSecret, { userId: u.id, companyId: company!.id, version: 0 }, new Date()),
        ),
      );
      const latencies: number[] = [];
      let created = 0;
      let soldOut = 0;
      let failed = 0;
      /** Refusals by status and message (what "sold out" really was). */
      const refusals = new Map<string, number>();
      const end = performance.now() + seconds * 1000;
      let seq = 0;
      const buyer = async (token: string) => {
        const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
        while (performance.now() < end) {
          const productId = ids[Math.floor(Math.random() * ids.length)]!;
          const add = await fetch(`${base}/api/ShoppingCarts/items`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ ProductId: productId, Quantity: 1 + Math.floor(Math.random() * 3), Region: 1 }),
          });
          const addBody = await add.text();
          if (add.status >= 300) {
            refusals.set(
              `cart ${add.status} ${addBody.slice(0, 80)}`,
              (refusals.get(`cart ${add.status} ${addBody.slice(0, 80)}`) ?? 0) + 1,
            );
            // Sold out already at cart time (quantity above stock): the buyer moves on.
            if (add.status === 400) soldOut++;
            else failed++;
            continue;
          }
          const t0 = performance.now();
          const res = await fetch(`${base}/api/Orders`, {
            method: 'POST',
            headers: { ...headers, 'idempotency-key': `bench-${++seq}-${randomBytes(4).toString('hex')}` },
            body: JSON.stringify({ Region: 1, InvoiceType: 0 }),
          });
          const orderBody = await res.text();
          latencies.push(performance.now() - t0);
          if (res.status !== 201)
            refusals.set(
              `order ${res.status} ${orderBody.slice(0, 80)}`,
              (refusals.get(`order ${res.status} ${orderBody.slice(0, 80)}`) ?? 0) + 1,
            );
          if (res.status === 201) created++;
          else if (res.status === 409 || res.status === 400) {
            soldOut++;
            // Clear the cart line that can no longer be ordered.
            await fetch(`${base}/api/ShoppingCarts/items/selection`, {
              method: 'PUT',
              headers,
              body: JSON.stringify({ Region: 1, Selected: false }),
            }).then((r) => r.arrayBuffer());
          } else failed++;
        }
      };
      const started = performance.now();
      await Promise.all(tokens.map(buyer));
      const elapsed = (performance.now() - started) / 1000;
      latencies.sort((a, b) => a - b);
      const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)] ?? NaN;
      // Oversell proof, in SQL: per product, stock left + quantity ordered during the run = initial stock.
      const after = await orderedPer(db, ids);
      const perProduct = after.map((r) => ({
        ...r,
        ordered: r.ordered - (before.find((b) => b.id === r.id)?.ordered ?? 0),
      }));
      const totalStock = perProduct.reduce((s, r) => s + r.stock, 0);
      const totalOrdered = perProduct.reduce((s, r) => s + r.ordered, 0);
      const ok = perProduct.every((r) => r.stock >= 0 && r.stock + r.ordered === INITIAL);
      // The floor: the same statements straight through the driver, same buyers and products, stock enough for
      // the whole run (bench/checkout-floor.ts); the API's goal is at least half of its orders/s.
      await db.update(products).set({ stock: 1_000_000 }).where(inArray(products.id, ids));
      await db.execute(
        sql`delete from cart_items where user_id in ${sql.raw(`(${buyers.map((b) => b.id).join(',')})`)}`,
      );
      const floor = await checkoutFloor(url!, {
        productIds: ids,
        userIds: buyers.map((b) => b.id),
        companyId: company!.id,
        seconds,
      });
      return {
        floor,
        buyers: tokens.length,
        products: ids.length,
        seconds: Math.round(elapsed * 10) / 10,
        orders: created,
        perSecond: Math.round((created / elapsed) * 10) / 10,
        p50: Math.round(q(0.5) * 10) / 10,
        p99: Math.round(q(0.99) * 10) / 10,
        soldOut,
        failed,
        initialStock: INITIAL * ids.length,
        stockLeft: totalStock,
        ordered: totalOrdered,
        oversold: !ok,
        refusals: [...refusals].map(([what, n]) => `${n}× ${what}`).join('; '),
      };
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    await drop();
  }
}

/** Stock and quantity ordered (orders not cancelled) of each product, straight from SQL. */
async function orderedPer(db: DatabaseHandle['db'], ids: number[]) {
  const result = (await db.execute(sql`
    select p.id, p.stock,
           coalesce((select sum(oi.quantity) from order_items oi join orders o on o.id = oi.order_id
                      where oi.product_id = p.id and o.cancelled_at is null), 0)::int as ordered
      from products p where p.id in ${sql.raw(`(${ids.map(Number).join(',')})`)} order by p.id`)) as unknown as {
    rows: { id: number; stock: number; ordered: number }[];
  };
  return result.rows.map((r) => ({ id: Number(r.id), stock: Number(r.stock), ordered: Number(r.ordered) }));
}

async function main() {
  const kinds: Kind[] = values.db === 'both' ? ['postgres', 'pglite'] : [values.db as Kind];
  const rows: Row[] = [];
  const cold: ColdResult[] = [];
  for (const kind of kinds) {
    const { handle, drop } = await openFresh(kind);
    try {
      await migrateDatabase(handle);
      await seed(handle.db);
      if (LARGE) {
        const { seedLargeCatalogue } = await import('./seed-large.js');
        await seedLargeCatalogue(handle.db, LARGE);
      }
      const read = await readBench(kind, handle);
      rows.push(...read.rows);
      cold.push(...read.cold);
    } finally {
      await handle.close();
      await drop();
    }
  }
  let pipeline: { piece: string; us: number }[] = [];
  if (!values['no-pipeline']) {
    const { handle } = await openFresh('pglite');
    try {
      await migrateDatabase(handle);
      await seed(handle.db);
      pipeline = await pipelineBench(handle);
    } finally {
      await handle.close();
    }
  }
  const checkout =
    values['no-checkout'] || !kinds.includes('postgres')
      ? undefined
      : await checkoutBench(Number(values['checkout-seconds']));

  console.log(
    `\nPublic catalogue reads: floor (bare Fastify, the same response from memory) vs this server, one run, ` +
      `${CONNECTIONS} keep-alive connections, ${SECONDS} s per read (floor and server alternating), autocannon; node ${process.version}` +
      (LARGE ? `; catalogue of ${LARGE} generated products + demo` : '; demo data'),
  );
  console.log(
    '| db | read | floor req/s | server req/s | share of floor | p50 ms | p99 ms | errors | CPU µs/req floor / server | from memory ahead of Fastify |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.db} | ${r.read} | ${r.floor.rps} | ${r.server.rps} | ${pct(r.server.rps, r.floor.rps)} | ${r.server.p50.toFixed(1)} | ${r.server.p99} | ${r.server.errors} | ${r.floor.cpu} / ${r.server.cpu} | ${fastShare(r.server)} |`,
    );
  }
  console.log(
    '(CPU µs/req: CPU time of the bench process per request — server or floor plus the load generator, a worker ' +
      'thread of the same process; the difference is what the server costs beyond the floor.)',
  );
  if (cold.length) {
    console.log(
      `\nCold reads, ${LARGE} generated products: each row's distinct URLs asked once (the answer cache emptied ` +
        `before the row), ${CONNECTIONS} connections; the floor answers the same URLs from memory`,
    );
    console.log(
      '| db | read | URLs | floor req/s | server req/s | share of floor | p50 ms | p99 ms | errors | floor p99 ms |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const r of cold)
      console.log(
        `| ${r.db} | ${r.read} | ${r.urls} | ${r.floor.rps} | ${r.server.rps} | ${pct(r.server.rps, r.floor.rps)} | ${r.server.p50} | ${r.server.p99} | ${r.server.errors} | ${r.floor.p99} |`,
      );
  }
  if (pipeline.length) {
    const bare = pipeline[0]!.us;
    console.log(`\nPipeline: CPU time per request (fastify.inject, median of 3 × ${PIPELINE_REQUESTS})`);
    console.log('| piece | µs per request | added to a bare route |');
    console.log('|---|---|---|');
    for (const p of pipeline) {
      const added = p === pipeline[0] ? '' : `+${Math.round(p.us - bare)} µs`;
      console.log(`| ${p.piece} | ${Math.round(p.us)} | ${added} |`);
    }
  }
  if (checkout) {
    console.log(
      `\nCheckout (PostgreSQL): ${checkout.buyers} concurrent buyers over ${checkout.products} products, ${checkout.seconds} s: ` +
        `${checkout.orders} orders (${checkout.perSecond} orders/s), POST /api/Orders p50 ${checkout.p50} ms p99 ${checkout.p99} ms; ` +
        `${checkout.soldOut} refused as sold out, ${checkout.failed} other failures; ` +
        `stock ${checkout.stockLeft} + ordered ${checkout.ordered} = ${checkout.stockLeft + checkout.ordered} ` +
        `(initial ${checkout.initialStock}): ${checkout.oversold ? 'OVERSOLD' : '0 oversell'}` +
        (checkout.refusals ? `\nRefusals: ${checkout.refusals}` : '') +
        `\nCheckout floor (the same statements through the pg driver, one transaction each, bench/checkout-floor.ts): ` +
        `${checkout.floor.orders} orders (${checkout.floor.perSecond} orders/s), p50 ${checkout.floor.p50} ms p99 ${checkout.floor.p99} ms; ` +
        `the API at ${Math.round((checkout.perSecond / checkout.floor.perSecond) * 100)} % of the floor (goal ≥ 50 %, p99 ≤ 200 ms)`,
    );
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('bench/api.ts failed:', error);
    process.exit(1);
  },
);
