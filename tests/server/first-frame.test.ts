/**
 * The storefront page's first frame (server/plugins/first-frame.ts): the HTML of /home, a product page and the
 * catalogue already shows the page's first content (banner, product name, price and picture), escaped, and
 * never a stale one after the data changed; anything unknown gets the plain shell.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/build-state.js';
import { banners, productPrices, products } from '../../server/db/schema.js';
import { catalogueChanged } from '../../server/plugins/catalogue-cache.js';
import { escapeHtml, formatMoney } from '../../server/plugins/first-frame.js';
import { createTestApp, type TestContext } from './helpers/app.js';

interface Banner {
  Title: string;
  ImageUrl: string;
}
interface Product {
  Id: number;
  Name: string;
  Price: string | null;
  Unit: string;
  Images: string[];
}

/** The static shell of a page: what the browser shows before any JavaScript ran. */
function shellOf(html: string): string {
  const start = html.indexOf('data-b2b-static-shell');
  const end = html.indexOf('</b2b-storefront>');
  expect(start, 'static shell').toBeGreaterThan(0);
  return html.slice(start, end);
}

describe('first frame in the storefront HTML', () => {
  let ctx: TestContext;
  let staticDir: string;
  const page = async (url: string) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type'], url).toMatch(/text\/html/);
    expect(res.headers['cache-control'], url).toBe('no-cache');
    return res.body;
  };
  const api = async <T>(url: string) => (await ctx.app.inject({ method: 'GET', url })).json() as T;

  beforeAll(async () => {
    // The real page template (demo/index.html), as the build copies it (home.html is the same page plus preloads).
    staticDir = mkdtempSync(path.join(tmpdir(), 'first-frame-'));
    copyFileSync(path.join(repoRoot, 'demo', 'index.html'), path.join(staticDir, 'index.html'));
    copyFileSync(path.join(repoRoot, 'demo', 'index.html'), path.join(staticDir, 'home.html'));
    ctx = await createTestApp({ config: { staticDir } });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('/ and /home show the first banner as a high-priority picture of the carousel size', async () => {
    const [first] = await api<Banner[]>('/api/Banners?type=1');
    for (const url of ['/', '/home', '/home/']) {
      const shell = shellOf(await page(url));
      const img = /<div class="hero"><img ([^>]*)\/>/.exec(shell)?.[1] ?? '';
      expect(img, url).toContain(`src="${first!.ImageUrl}"`);
      expect(img).toContain('fetchpriority="high"');
      expect(img).toContain('width="1200" height="320"');
      expect(img).toContain(`alt="${escapeHtml(first!.Title)}`);
      expect(img).not.toContain('loading="lazy"');
    }
  });

  it('a product page shows its picture, name and price; a change shows at once (never a stale frame)', async () => {
    const product = await api<Product>('/api/Products/1?region=1');
    let shell = shellOf(await page('/online/detail/1'));
    expect(shell).toContain(`<h1 class="name">${escapeHtml(product.Name)}</h1>`);
    expect(shell).toContain(`src="${product.Images[0]}"`);
    expect(shell).toContain('fetchpriority="high"');
    if (product.Price !== null) expect(shell).toContain(formatMoney(product.Price));

    // An operator renames the product and changes its price: the next page has the new ones.
    await ctx.db.update(products).set({ name: '新名称 激光打印机' }).where(eq(products.id, 1));
    await ctx.db.update(productPrices).set({ price: '4321.50' }).where(eq(productPrices.productId, 1));
    await catalogueChanged(ctx.app, { products: [1] });
    shell = shellOf(await page('/online/detail/1'));
    expect(shell).toContain('<h1 class="name">新名称 激光打印机</h1>');
    expect(shell).not.toContain(escapeHtml(product.Name));
    expect(shell).toContain('¥4,321.50');

    // Taken off sale: the page no longer shows it (the storefront then shows its not-found state).
    await ctx.db.update(products).set({ onSale: false }).where(eq(products.id, 1));
    await catalogueChanged(ctx.app, { products: [1] });
    shell = shellOf(await page('/online/detail/1'));
    expect(shell).not.toContain('新名称');
    expect(shell).toContain('正在加载…');
    await ctx.db.update(products).set({ onSale: true }).where(eq(products.id, 1));
    await catalogueChanged(ctx.app, { products: [1] });
  });

  it('writes names as text: markup in a product name or banner title never becomes markup', async () => {
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)>"\'&';
    await ctx.db.update(products).set({ name: hostile }).where(eq(products.id, 2));
    await catalogueChanged(ctx.app, { products: [2] });
    const catalogue = (await api<{ Catalogue: string }>('/api/Products/2')).Catalogue;
    const html = await page(`/${catalogue}/detail/2`);
    const shell = shellOf(html);
    expect(shell).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;&quot;&#39;&amp;');
    expect(shell).not.toContain('<script>');
    expect(shell).not.toContain('<img src=x');
    // The only script of the page is its own start script.
    expect(html.match(/<script\b/g)).toHaveLength(1);

    const [shown] = await api<(Banner & { Id: number })[]>('/api/Banners?type=1');
    await ctx.db.update(banners).set({ title: '"><script>alert(3)</script>' }).where(eq(banners.id, shown!.Id));
    await catalogueChanged(ctx.app, { tables: ['banners'] });
    const home = shellOf(await page('/home'));
    expect(home).toContain('alt="&quot;&gt;&lt;script&gt;alert(3)&lt;/script&gt;');
    expect(home).not.toContain('<script>alert(3)');
  });

  it('an unknown product, or any other route, gets the plain shell (the storefront shows its own state)', async () => {
    for (const url of ['/online/detail/999999', '/online/detail/0', '/cart', '/online/detail/abc']) {
      const shell = shellOf(await page(url));
      expect(shell, url).toContain('<span class="loading" aria-hidden="true"></span>');
      expect(shell, url).not.toContain('fetchpriority');
    }
  });

  it('sends the framed page compressed as the browser accepts it', async () => {
    const plain = await page('/online/detail/1');
    for (const [coding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/online/detail/1',
        headers: { 'accept-encoding': coding },
      });
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(res.rawPayload).toString()).toBe(plain);
    }
  });
});
