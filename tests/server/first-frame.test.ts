/**
 * The storefront page's first frame (server/plugins/first-frame.ts): the HTML of /home, a product page and the
 * catalogue lists already shows the page's first content (banner; product name, price and picture; the first
 * page of product cards), escaped, and never a stale one after the data changed; anything unknown gets the plain
 * shell.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/build-state.js';
import { banners, productPrices, products } from '../../server/db/schema.js';
import { catalogueChanged } from '../../server/plugins/catalogue-cache.js';
import { catalogueListUrl, escapeHtml, formatMoney } from '../../server/plugins/first-frame.js';
import { createTestApp, describeOnce, type TestContext } from './helpers/app.js';

interface Banner {
  Title: string;
  Subtitle: string;
  ButtonText: string;
  ImageUrl: string;
}
interface Summary {
  Id: number;
  Name: string;
  Model: string;
  ImageUrl: string;
  Price: string | null;
  Unit: string;
}
interface ProductPage {
  Items: Summary[];
  Total: number;
}
interface Product {
  Id: number;
  Name: string;
  Price: string | null;
  Unit: string;
  Images: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The static shell of a page: what the browser shows before any JavaScript ran. */
function shellOf(html: string): string {
  const start = html.indexOf('data-b2b-static-shell');
  const end = html.indexOf('</b2b-storefront>');
  expect(start, 'static shell').toBeGreaterThan(0);
  return html.slice(start, end);
}

describeOnce('first frame in the storefront HTML', () => {
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
      // Named for Element Timing: the storefront's scripts start once it is on screen (demo/storefront-start.js).
      expect(img).toContain('elementtiming="b2b-first-frame"');
      expect(img).toContain('width="1200" height="320"');
      // The picture has no words: the banner's title, subtitle and button are the frame's text over it.
      expect(img).toContain('alt=""');
      expect(shell, url).toContain(`<h2>${escapeHtml(first!.Title)}</h2>`);
      expect(shell, url).toContain(`<p>${escapeHtml(first!.Subtitle)}</p>`);
      expect(shell, url).toContain(`<span class="button">${escapeHtml(first!.ButtonText)}</span>`);
      expect(img).not.toContain('loading="lazy"');
    }
  });

  it('a product page shows its picture, name and price; a change shows at once (never a stale frame)', async () => {
    const product = await api<Product>('/api/Products/1?region=1');
    let shell = shellOf(await page('/online/detail/1'));
    expect(shell).toContain(`<h1 class="name">${escapeHtml(product.Name)}</h1>`);
    expect(shell).toContain(`src="${product.Images[0]}"`);
    expect(shell).toContain('fetchpriority="high" loading="eager" elementtiming="b2b-first-frame"');
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

  it('a catalogue list shows its first page of cards with the default region prices; a change shows at once', async () => {
    for (const catalogue of ['online', 'consultation'] as const) {
      const list = await api<ProductPage>(catalogueListUrl(catalogue));
      expect(list.Items.length, catalogue).toBeGreaterThan(4);
      const html = await page(`/vnetzone/${catalogue}`);
      const shell = shellOf(html);
      expect(shell).toContain(`<h1>${catalogue === 'online' ? '在线采购' : '咨询采购'}</h1>`);
      expect(shell).toContain(`共 ${list.Total} 件商品`);
      // Every card of the page the storefront shows first, in its order, with its link, model and price.
      const names = [...shell.matchAll(/<h3><a href="([^"]+)">([^<]*)<\/a><\/h3>/g)];
      expect(names.map((m) => m[2])).toEqual(list.Items.map((p) => escapeHtml(p.Name)));
      expect(names.map((m) => m[1])).toEqual(list.Items.map((p) => `/${catalogue}/detail/${p.Id}`));
      for (const p of list.Items) {
        expect(shell).toContain(`型号：${escapeHtml(p.Model)}`);
        if (catalogue === 'online' && p.Price !== null) expect(shell).toContain(formatMoney(p.Price));
      }
      if (catalogue === 'consultation') expect(shell).toContain('咨询报价');
      // The pictures: explicit size, the first row fetched first, the rest lazily.
      const imgs = [...shell.matchAll(/<img ([^>]*)\/>/g)].map((m) => m[1] ?? '');
      expect(imgs).toHaveLength(list.Items.length);
      expect(imgs[0]).toContain(`src="${list.Items[0]!.ImageUrl}"`);
      for (const img of imgs) expect(img).toContain('width="240" height="240"');
      expect(imgs.slice(0, 2).every((img) => img.includes('fetchpriority="high"'))).toBe(true);
      // Only the first is the one storefront-start.js waits for.
      expect(imgs.map((img) => img.includes('elementtiming='))).toEqual(imgs.map((_, i) => i === 0));
      expect(imgs.at(-1)).toContain('loading="lazy"');
      // The same request the list makes starts with the storefront's scripts (handed over to the app).
      expect(html).toMatch(
        new RegExp(
          `<script src="/storefront-start.js"[^>]* data-fetch="${escapeRegExp(escapeHtml(catalogueListUrl(catalogue)))}"`,
        ),
      );
    }

    // An operator renames the first product, changes its price, and takes the second off sale.
    const before = await api<ProductPage>(catalogueListUrl('online'));
    const [first, second] = before.Items;
    await ctx.db.update(products).set({ name: '改名后的 第一件商品' }).where(eq(products.id, first!.Id));
    await ctx.db
      .update(productPrices)
      .set({ price: '98765.40' })
      .where(and(eq(productPrices.productId, first!.Id), eq(productPrices.regionId, 1)));
    await ctx.db.update(products).set({ onSale: false }).where(eq(products.id, second!.Id));
    await catalogueChanged(ctx.app, { products: [first!.Id, second!.Id] });
    const shell = shellOf(await page('/vnetzone/online'));
    expect(shell).toContain('改名后的 第一件商品');
    expect(shell).toContain('¥98,765.40');
    expect(shell).not.toContain(`>${escapeHtml(second!.Name)}</a></h3>`);
    expect(shell).toContain(`共 ${before.Total - 1} 件商品`);
    await ctx.db.update(products).set({ name: first!.Name }).where(eq(products.id, first!.Id));
    await ctx.db.update(products).set({ onSale: true }).where(eq(products.id, second!.Id));
    await catalogueChanged(ctx.app, { products: [first!.Id, second!.Id] });
  });

  it('a filtered, sorted or later page of a catalogue gets the plain shell (its frame would be another read)', async () => {
    for (const url of [
      '/vnetzone/online?categoryId=1',
      '/vnetzone/online?page=2',
      '/vnetzone/consultation?sort=newest',
    ]) {
      const html = await page(url);
      expect(shellOf(html), url).toContain('<span class="loading" aria-hidden="true"></span>');
      expect(html, url).not.toContain('data-fetch=');
    }
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
    expect(home).toContain('<h2>&quot;&gt;&lt;script&gt;alert(3)&lt;/script&gt;</h2>');
    expect(home).not.toContain('<script>alert(3)');

    // The same name in a catalogue's cards (the product is on the list's first page).
    const listed = await api<ProductPage>(catalogueListUrl(catalogue as 'online' | 'consultation'));
    expect(listed.Items.some((p) => p.Id === 2)).toBe(true);
    const list = await page(`/vnetzone/${catalogue}`);
    const cards = shellOf(list);
    expect(cards).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;');
    expect(cards).not.toContain('<script>');
    expect(cards).not.toContain('<img src=x');
    expect(list.match(/<script\b/g)).toHaveLength(1);
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
