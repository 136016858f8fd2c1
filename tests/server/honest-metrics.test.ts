/**
 * Honest logs and metrics: a burst of cold catalogue reads, HEAD requests and concurrent
 * product edits logs no error line, and /metrics counts exactly the statuses the clients saw.
 */
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { products } from '../../server/db/schema.js';
import { catalogueChanged } from '../../server/plugins/catalogue-cache.js';
import { createTestApp, describeOnce, type TestContext } from './helpers/app.js';

describeOnce('honest logs and metrics under reads, HEADs and edits', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  const lines: { level: number; msg: string; err?: { code?: string; message?: string } }[] = [];
  let base = '';
  beforeAll(async () => {
    ctx = await createTestApp();
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const l of String(chunk).split('\n')) if (l) lines.push(JSON.parse(l));
        done();
      },
    });
    app = await buildApp({ db: ctx.db, config: ctx.config, logger: { level: 'info', stream } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await app?.close();
    await ctx?.close();
  });

  it('no ERR_HTTP_HEADERS_SENT and no 500 counted while the clients saw 200/304', async () => {
    const ids = (await ctx.db.select({ id: products.id }).from(products).limit(5)).map((r) => r.id);
    const urls = [
      '/api/Products?catalogue=online',
      ...ids.map((id) => `/api/Products/${id}`),
      '/api/Brands',
      '/api/Categories',
      '/api/Search?keyword=打印机',
    ];
    const statuses = async () => {
      const text = await (await fetch(`${base}/metrics`)).text();
      const counted = new Map<string, number>();
      for (const m of text.matchAll(/^http_requests_total\{([^}]*)\} (\d+)/gm)) {
        const status = /status="(\d+)"/.exec(m[1]!)![1]!;
        counted.set(status, (counted.get(status) ?? 0) + Number(m[2]));
      }
      return counted;
    };
    const before = await statuses();
    const seen = new Map<string, number>();
    let stop = false;
    const edits = (async () => {
      let n = 0;
      while (!stop) {
        await ctx.db
          .update(products)
          .set({ stock: sql`${products.stock} + 1` })
          .where(eq(products.id, ids[n % ids.length]!));
        await catalogueChanged(app, { products: [ids[n % ids.length]!] });
        n++;
        await new Promise((r) => setImmediate(r));
      }
    })();
    const reader = async (method: string) => {
      for (let round = 0; round < 6; round++)
        for (const url of urls) {
          const res = await fetch(`${base}${url}${url.includes('?') ? '&' : '?'}r=${round % 3}`, { method });
          await res.arrayBuffer();
          seen.set(String(res.status), (seen.get(String(res.status)) ?? 0) + 1);
        }
    };
    await Promise.all([reader('GET'), reader('GET'), reader('HEAD'), reader('HEAD')]);
    stop = true;
    await edits;
    const after = await statuses();
    const counted = new Map<string, number>();
    for (const [status, n] of after)
      if (n - (before.get(status) ?? 0) > 0) counted.set(status, n - (before.get(status) ?? 0));
    expect(lines.filter((l) => l.err?.code === 'ERR_HTTP_HEADERS_SENT')).toEqual([]);
    expect(lines.filter((l) => l.level >= 50).map((l) => l.msg)).toEqual([]);
    // Exactly the statuses the clients saw, request for request (fast-path answers included).
    expect(Object.fromEntries(counted)).toEqual(Object.fromEntries(seen));
  }, 120_000);
});
