/**
 * The public catalogue read cache (server/plugins/catalogue-cache.ts) and HTTP caching of catalogue reads:
 * ETag/304, Cache-Control per resource, compression; answers never stale after an order, a price change or
 * an off-sale change — on the same instance and on another instance of the same PostgreSQL database
 * (LISTEN/NOTIFY, and Redis pub/sub when REDIS_URL… is reachable).
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app.js';
import { openDatabase } from '../../server/db/client.js';
import { productPrices, products } from '../../server/db/schema.js';
import { httpRequests } from '../../server/metrics.js';
import { CatalogueCache, catalogueChanged } from '../../server/plugins/catalogue-cache.js';
import { ANCHOR_EVERY } from '../../server/services/catalogue.js';
import { auth, createBuyers, orderFromCart, rows } from './commerce-fixtures.js';
import {
  createTestApp,
  databaseSelected,
  describeEachDatabase,
  describeOnce,
  postgresAvailable,
  TEST_DATABASE_URL,
  type TestContext,
  testConfig,
} from './helpers/app.js';
import { redisAvailable, TEST_REDIS_URL } from './helpers/redis.js';

interface Summary {
  Id: number;
  Price: string | null;
  Stock: number;
  Sales: number;
}

/** An online product a buyer can order one of (min 1, step 1) with stock. */
async function orderableProduct(ctx: TestContext): Promise<number> {
  const [p] = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.catalogue, 'online'), eq(products.onSale, true), eq(products.minQuantity, 1)))
    .orderBy(products.id)
    .limit(1);
  await ctx.db.update(products).set({ stock: 500, quantityStep: 1 }).where(eq(products.id, p!.id));
  await catalogueChanged(ctx.app, { products: [p!.id] });
  return p!.id;
}

const listening = new WeakMap<FastifyInstance, Promise<string>>();
/** The app's address: it listens on a free port (once), so reads go through its HTTP server. */
function baseOf(app: FastifyInstance): Promise<string> {
  let base = listening.get(app);
  if (!base) {
    base = app
      .listen({ port: 0, host: '127.0.0.1' })
      .then(() => `http://127.0.0.1:${(app.server.address() as { port: number }).port}`);
    listening.set(app, base);
  }
  return base;
}
/** A GET over HTTP: a repeated read is answered by the fast path ahead of Fastify, as in production. */
async function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const res = await fetch((await baseOf(app)) + url, { headers: { 'accept-encoding': 'identity', ...headers } });
  const raw = Buffer.from(await res.arrayBuffer());
  const head: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    head[name] = value;
  });
  return { status: res.status, headers: head, raw };
}

const detail = async (app: FastifyInstance, id: number) => {
  const res = await get(app, `/api/Products/${id}?region=1`);
  return { status: res.status, body: res.status === 200 ? (JSON.parse(res.raw.toString()) as Summary) : undefined };
};
const inList = async (app: FastifyInstance, id: number) => {
  const res = await get(app, '/api/Products?catalogue=online&pageSize=100');
  return (JSON.parse(res.raw.toString()) as { Items: Summary[] }).Items.find((p) => p.Id === id);
};

describeOnce('CatalogueCache', () => {
  it('keeps an answer until a tag it carries is dropped, and only those', async () => {
    const cache = new CatalogueCache();
    let n = 0;
    const compute = async () => JSON.stringify({ n: ++n });
    expect((await cache.get('a', ['products', 'stock'], compute)).body).toBe('{"n":1}');
    expect((await cache.get('a', ['products', 'stock'], compute)).body).toBe('{"n":1}');
    expect((await cache.get('b', ['help'], compute)).body).toBe('{"n":2}');
    cache.drop(['stock']);
    expect((await cache.get('a', ['products', 'stock'], compute)).body).toBe('{"n":3}');
    expect((await cache.get('b', ['help'], compute)).body).toBe('{"n":2}');
    cache.drop(['product:*']);
    expect((await cache.get('d', ['product:7'], compute)).body).toBe('{"n":4}');
    cache.drop(['product:*']);
    expect((await cache.get('d', ['product:7'], compute)).body).toBe('{"n":5}');
  });

  it('does not store a read that was running when its data changed, nor hand it to later callers', async () => {
    const cache = new CatalogueCache();
    let release!: (v: string) => void;
    const slow = cache.get('k', ['product:1'], () => new Promise<string>((r) => (release = r)));
    const joined = cache.get('k', ['product:1'], async () => 'never');
    cache.drop(['product:1']); // the write commits while the read is in flight
    const after = cache.get('k', ['product:1'], async () => '"new"');
    release('"old"');
    expect((await slow).body).toBe('"old"'); // started before the change: may answer what it read
    expect((await joined).body).toBe('"old"');
    expect((await after).body).toBe('"new"'); // arrived after the drop: never the old answer
    expect((await cache.get('k', ['product:1'], async () => '"newer"')).body).toBe('"new"');
  });

  it('serves nothing from memory while suspended (cross-instance channel lost)', async () => {
    const cache = new CatalogueCache();
    await cache.get('k', ['help'], async () => '1');
    cache.suspend();
    expect((await cache.get('k', ['help'], async () => '2')).body).toBe('2');
    expect((await cache.get('k', ['help'], async () => '3')).body).toBe('3');
    cache.resume();
    await cache.get('k', ['help'], async () => '4');
    expect((await cache.get('k', ['help'], async () => '5')).body).toBe('4');
  });
});

describeEachDatabase('catalogue cache', (getCtx) => {
  it('answers catalogue reads with a strong ETag, 304 on If-None-Match, Cache-Control per resource', async () => {
    const { app } = getCtx();
    const cases: [string, string][] = [
      ['/api/Brands', 'public, max-age=60, stale-while-revalidate=60'],
      ['/api/Products?catalogue=online', 'public, no-cache'],
      ['/api/Search?catalogue=online&keyword=x', 'public, no-cache'],
      ['/api/Banners?type=1', 'public, max-age=60, stale-while-revalidate=300'],
      ['/api/Categories/displayed', 'public, max-age=60, stale-while-revalidate=300'],
      ['/api/YellowPages/products', 'public, max-age=60, stale-while-revalidate=300'],
      ['/api/Help', 'public, max-age=60, stale-while-revalidate=300'],
    ];
    for (const [url, policy] of cases) {
      const first = await app.inject({ method: 'GET', url });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe(policy);
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
      const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      const other = await app.inject({ method: 'GET', url, headers: { 'if-none-match': '"something-else"' } });
      expect(other.statusCode, url).toBe(200);
      expect(other.body).toBe(first.body);
    }
    // Errors and personal answers are never stored.
    const missing = await app.inject({ method: 'GET', url: '/api/Products/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('private, no-store');
    expect(missing.headers.etag).toBeUndefined();
  });

  it('a repeated read is answered ahead of Fastify with the same status, headers and bytes as the normal path', async () => {
    const { app } = getCtx();
    const cache = app.catalogueCache;
    const partner = 'https://partner.example.com';
    // Headers that differ between any two answers, or that the fetch client adds.
    const comparable = (h: Record<string, string>) => {
      const { date: _date, ...rest } = h;
      return rest;
    };
    const variants: Record<string, string>[] = [
      {},
      { origin: partner },
      { 'accept-encoding': 'br' },
      { 'accept-encoding': 'gzip', origin: partner },
    ];
    const urls = ['/api/Brands', '/api/Products?catalogue=online', `/api/Products/${await orderableProduct(getCtx())}`];
    for (const [n, headers] of variants.entries()) {
      for (const path of urls) {
        // A spelling of the URL not read before: the normal path answers it first.
        const url = `${path}${path.includes('?') ? '&' : '?'}v=${n}`;
        const fast = cache.fast.answers;
        const normal = await get(app, url, headers);
        expect(normal.status, url).toBe(200);
        expect(cache.fast.answers, `${url}: first read goes through Fastify`).toBe(fast);
        const hit = await get(app, url, headers);
        expect(cache.fast.answers, `${url}: repeated read answered ahead of Fastify`).toBe(fast + 1);
        expect(hit.status).toBe(200);
        expect(comparable(hit.headers), url).toEqual(comparable(normal.headers));
        expect(hit.raw.equals(normal.raw), url).toBe(true);
        // Security headers are part of the replayed set.
        expect(hit.headers['content-security-policy']).toBe(normal.headers['content-security-policy']);
        expect(hit.headers['x-content-type-options']).toBe('nosniff');
        if (headers.origin) expect(hit.headers['access-control-allow-origin']).toBe(partner);
        else expect(hit.headers['access-control-allow-origin']).toBeUndefined();

        // 304: the normal path's (new spelling) and the fast path's are alike too.
        const conditional = { ...headers, 'if-none-match': normal.headers.etag! };
        const url304 = `${url}&c=1`;
        const normal304 = await get(app, url304, conditional);
        const hit304 = await get(app, url304, conditional);
        expect(cache.fast.answers).toBe(fast + 2);
        expect([normal304.status, hit304.status]).toEqual([304, 304]);
        expect(hit304.raw.length).toBe(0);
        expect(comparable(hit304.headers), url304).toEqual(comparable(normal304.headers));
      }
    }
    // A fast answer is counted in the request metrics under its route, like any other.
    const counted = async () =>
      (await httpRequests.get()).values.find((v) => v.labels.route === '/api/Brands' && v.labels.status === '200')
        ?.value ?? 0;
    const before = await counted();
    const fastBefore = cache.fast.answers;
    expect((await get(app, '/api/Brands?v=0')).status).toBe(200);
    expect(cache.fast.answers).toBe(fastBefore + 1);
    expect(await counted()).toBe(before + 1);

    // An Origin CORS does not allow, a HEAD, a POST: always Fastify (no CORS headers replayed by mistake).
    const fast = cache.fast.answers;
    const stranger = await get(app, '/api/Brands?v=0', { origin: 'https://evil.example.com' });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    expect(stranger.status).toBe(200);
    const head = await fetch(`${await baseOf(app)}/api/Brands?v=0`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(cache.fast.answers).toBe(fast);
  });

  it('the same query written differently is one cache entry; another region is another answer', async () => {
    const { app } = getCtx();
    const a = await app.inject({ method: 'GET', url: '/api/Products?catalogue=online&page=1&pageSize=20&region=1' });
    const b = await app.inject({ method: 'GET', url: '/api/Products?region=1&catalogue=online' });
    expect(b.headers.etag).toBe(a.headers.etag);
    const other = await app.inject({ method: 'GET', url: '/api/Products?catalogue=online&region=2' });
    expect(other.statusCode).toBe(200);
    const priceOf = (r: typeof a) => (r.json() as { Items: Summary[] }).Items.map((i) => i.Price);
    expect(priceOf(other)).not.toEqual(priceOf(a));
  });

  it('compresses catalogue JSON with brotli or gzip as accepted, same bytes once decoded', async () => {
    const { app } = getCtx();
    const url = '/api/Products?catalogue=online';
    const plain = await app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    // A partner page's request keeps CORS's Vary: Origin next to Accept-Encoding.
    const partner = await app.inject({ method: 'GET', url, headers: { origin: 'https://partner.example.com' } });
    expect(partner.headers['access-control-allow-origin']).toBe('https://partner.example.com');
    expect(String(partner.headers.vary)).toMatch(/Origin/);
    expect(String(partner.headers.vary)).toMatch(/Accept-Encoding/);
    // The compressed representation revalidates too.
    const again = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // Personal answers are compressed by @fastify/compress and never stored.
    const { tokens } = await createBuyers(getCtx(), 1, `gz-${getCtx().kind}`);
    const cart = await app.inject({
      method: 'GET',
      url: '/api/ShoppingCarts/items?region=1',
      headers: { ...auth(tokens[0]!), 'accept-encoding': 'gzip' },
    });
    expect(cart.statusCode).toBe(200);
    expect(cart.headers['cache-control']).toBe('private, no-store');
  });

  it('caches for real: a write that does not call catalogueChanged is not seen (the contract of writers)', async () => {
    const ctx = getCtx();
    const id = await orderableProduct(ctx);
    const before = await detail(ctx.app, id);
    await ctx.db.update(products).set({ name: '未通知的改名' }).where(eq(products.id, id));
    expect((await detail(ctx.app, id)).body).toEqual(before.body);
    await catalogueChanged(ctx.app, { products: [id] });
    expect(((await detail(ctx.app, id)).body as unknown as { Name: string }).Name).toBe('未通知的改名');
  });

  it('after an order, a cancellation, a price change and an off-sale change the next read is exact', async () => {
    const ctx = getCtx();
    const { app } = ctx;
    const id = await orderableProduct(ctx);
    const { tokens } = await createBuyers(ctx, 1, `cache-${ctx.kind}`);
    const start = (await detail(app, id)).body!;
    const listed = (await inList(app, id))!;
    const brands = await app.inject({ method: 'GET', url: '/api/Brands' });
    // Read again: answered from memory ahead of Fastify (the path every later read below would take if stale).
    const fast = app.catalogueCache.fast.answers;
    expect((await detail(app, id)).body).toEqual(start);
    expect(await inList(app, id)).toEqual(listed);
    expect(app.catalogueCache.fast.answers).toBe(fast + 2);

    const order = await orderFromCart(ctx, tokens[0]!, [[id, 3]]);
    expect(order.statusCode).toBe(201);
    expect((await detail(app, id)).body).toMatchObject({ Stock: start.Stock - 3, Sales: start.Sales + 3 });
    expect(await inList(app, id)).toMatchObject({ Stock: listed.Stock - 3, Sales: listed.Sales + 3 });
    // Brand product counts do not depend on stock: still the cached answer.
    expect((await app.inject({ method: 'GET', url: '/api/Brands' })).headers.etag).toBe(brands.headers.etag);

    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/Orders/${(order.json() as { Id: number }).Id}/cancel`,
      headers: auth(tokens[0]!),
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await detail(app, id)).body).toMatchObject({ Stock: start.Stock, Sales: start.Sales });

    // Catalogue management changes the price, then takes the product off sale (as the operator's code does).
    await ctx.db
      .update(productPrices)
      .set({ price: '4321.99' })
      .where(and(eq(productPrices.productId, id), eq(productPrices.regionId, 1)));
    await catalogueChanged(app, { products: [id] });
    expect((await detail(app, id)).body?.Price).toBe('4321.99');
    expect((await inList(app, id))?.Price).toBe('4321.99');

    await ctx.db.update(products).set({ onSale: false }).where(eq(products.id, id));
    await catalogueChanged(app, { products: [id] });
    expect((await detail(app, id)).status).toBe(404);
    expect(await inList(app, id)).toBeUndefined();
    const after = await app.inject({ method: 'GET', url: '/api/Brands' });
    expect(after.headers.etag).not.toBe(brands.headers.etag);

    await ctx.db.update(products).set({ onSale: true }).where(eq(products.id, id));
    await catalogueChanged(app, { products: [id] });
    expect((await detail(app, id)).status).toBe(200);
  });

  it('deep pages start from anchors kept in the cache, and stay exact after an order, a price change and an off-sale change', async () => {
    const ctx = getCtx();
    const { app } = ctx;
    // Past the first anchor (ANCHOR_EVERY rows): 1,030 more online products, with ties in sales, creation time
    // and price (the anchors' tie-breaks by id).
    const [model] = await ctx.db
      .select()
      .from(products)
      .where(and(eq(products.catalogue, 'online'), eq(products.onSale, true)))
      .orderBy(products.id)
      .limit(1);
    const { id: _id, ...copy } = model!;
    const created = await ctx.db
      .insert(products)
      .values(
        Array.from({ length: ANCHOR_EVERY + 30 }, (_, i) => ({
          ...copy,
          name: `锚点商品${i}`,
          model: `ANCHOR-${i}`,
          sales: i % 13,
          stock: 100,
          minQuantity: 1,
          quantityStep: 1,
          createdAt: new Date(Date.UTC(2026, 0, 1) + (i % 40) * 1000),
        })),
      )
      .returning({ id: products.id });
    await ctx.db
      .insert(productPrices)
      .values(created.map((p, i) => ({ productId: p.id, regionId: 1, price: `${(i % 97) + 1}.50` })));
    await catalogueChanged(app, { products: 'all' });

    const order = {
      default: sql`p.id`,
      newest: sql`p.created_at desc, p.id desc`,
      sales: sql`p.sales desc, p.id`,
      'price-asc': sql`pp.price asc nulls last, p.id`,
      'price-desc': sql`pp.price desc nulls last, p.id`,
    } as const;
    type Sort = keyof typeof order;
    /** The page as a plain offset query over the tables says. */
    const want = async (sort: Sort, page: number) =>
      (
        await rows<{ id: number }>(
          ctx.db,
          sql`select p.id from products p left join product_prices pp on pp.product_id = p.id and pp.region_id = 1
               where p.on_sale and p.catalogue = 'online' order by ${order[sort]} limit 20 offset ${(page - 1) * 20}`,
        )
      ).map((r) => Number(r.id));
    const got = async (sort: Sort, page: number) => {
      const res = await get(app, `/api/Products?catalogue=online&sort=${sort}&page=${page}&pageSize=20&region=1`);
      return (JSON.parse(res.raw.toString()) as { Items: Summary[] }).Items.map((i) => i.Id);
    };
    const exact = async (when: string) => {
      for (const sort of Object.keys(order) as Sort[])
        for (const page of [51, 52])
          expect(await got(sort, page), `${when}: ${sort} page ${page}`).toEqual(await want(sort, page));
    };
    const part = vi.spyOn(app.catalogueCache, 'part');
    await exact('first read');
    const anchorKeys = new Set(part.mock.calls.map(([key]) => key).filter((key) => key.startsWith('anchor|')));
    expect(anchorKeys.size).toBe(5); // one per sort: pages 51 and 52 share the anchor at row 1,000

    // Each change below moves a product from past the anchor to the top of its sort: every row before the
    // anchor shifts by one, so a kept anchor would now start its pages one row off.
    const { tokens } = await createBuyers(ctx, 1, `anchors-${ctx.kind}`);
    const bestSeller = (await want('sales', 51))[10]!;
    expect((await orderFromCart(ctx, tokens[0]!, [[bestSeller, 20]])).statusCode).toBe(201);
    await exact('after an order');
    // It sold 20 more: now before the anchor, no longer on these pages.
    expect([...(await want('sales', 51)), ...(await want('sales', 52))]).not.toContain(bestSeller);

    const cheapest = (await want('price-asc', 51))[5]!;
    await ctx.db
      .update(productPrices)
      .set({ price: '0.01' })
      .where(and(eq(productPrices.productId, cheapest), eq(productPrices.regionId, 1)));
    await catalogueChanged(app, { products: [cheapest] });
    await exact('after a price change');

    const early = (await want('default', 1))[3]!;
    await ctx.db.update(products).set({ onSale: false }).where(eq(products.id, early));
    await catalogueChanged(app, { products: [early] });
    await exact('after an off-sale change');
    part.mockRestore();
  });
});

/* ------------------------------------------------------------------ two instances, one PostgreSQL database */

const pgSelected = databaseSelected('postgres') && (await postgresAvailable());
const redisUrl = TEST_REDIS_URL;
// Only probed (and, with CI set, required) when the PostgreSQL cases run at all.
const redisUp = pgSelected && (await redisAvailable());

for (const transport of ['LISTEN/NOTIFY', 'Redis pub/sub'] as const) {
  const usable = pgSelected && (transport === 'LISTEN/NOTIFY' || redisUp);
  describe.skipIf(!usable)(`catalogue cache across two instances over ${transport} [postgres]`, () => {
    let a: TestContext;
    let b: FastifyInstance;
    let closeB: () => Promise<void>;
    const redis = transport === 'Redis pub/sub' ? { redisUrl } : {};
    beforeAll(async () => {
      a = await createTestApp({ database: 'postgres', config: redis });
      const result = (await a.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const name = result.rows[0]!.name;
      const url = new URL(TEST_DATABASE_URL);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ url: url.toString() });
      b = await buildApp({ db: handle.db, config: testConfig(redis), logger: false });
      await b.ready();
      closeB = async () => {
        await b.close();
        await handle.close();
      };
    });
    afterAll(async () => {
      await closeB?.();
      await a?.close();
    });

    it('an order, a price change and an off-sale change on one instance reach the reads of the other', async () => {
      const id = await orderableProduct(a);
      await vi.waitFor(async () => expect((await detail(b, id)).body?.Stock).toBe(500));
      const start = (await detail(b, id)).body!;
      await inList(b, id); // both instances now hold the answers in memory
      const { tokens } = await createBuyers(a, 1, `x-${transport.length}`);

      expect((await orderFromCart(a, tokens[0]!, [[id, 2]])).statusCode).toBe(201);
      expect((await detail(a.app, id)).body?.Stock).toBe(start.Stock - 2);
      await vi.waitFor(async () => expect((await detail(b, id)).body?.Stock).toBe(start.Stock - 2), {
        timeout: 5_000,
      });
      expect((await inList(b, id))?.Stock).toBe(start.Stock - 2);

      await a.db
        .update(productPrices)
        .set({ price: '1234.56' })
        .where(and(eq(productPrices.productId, id), eq(productPrices.regionId, 1)));
      await catalogueChanged(a.app, { products: [id] });
      await vi.waitFor(async () => expect((await detail(b, id)).body?.Price).toBe('1234.56'), { timeout: 5_000 });
      expect((await inList(b, id))?.Price).toBe('1234.56');

      await a.db.update(products).set({ onSale: false }).where(eq(products.id, id));
      await catalogueChanged(a.app, { products: [id] });
      await vi.waitFor(async () => expect((await detail(b, id)).status).toBe(404), { timeout: 5_000 });
      expect(await inList(b, id)).toBeUndefined();
    });
  });
}
