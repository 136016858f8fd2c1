/**
 * The host apps of examples/ (plain HTML, React 18 + TypeScript, React 19, Vue 3, Angular 21), each installed from the packed
 * package with its own lock file, type-checked and built with its own framework (scripts/examples.ts), served on its
 * own origin (localhost:<port>) while the store is on 127.0.0.1:<port>, and driven in Chromium: the widgets render;
 * a property set before the element was defined holds and a later change applies; theming tokens of the host reach
 * the widget; logging in gives one b2b-login and one b2b-session-change with the cart count the badge shows; adding
 * to the cart one b2b-cart-change; removing and adding the widgets 20 times leaves them working, with no error.
 * `npm test` step 12 (`npm run build` first).
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ExampleApp, prepareExamples } from '../../scripts/examples.js';
import {
  closeBrowser,
  DEMO_PASSWORD,
  deepText,
  launchBrowser,
  type Storefront,
  startStorefront,
} from '../browser/helpers.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** A partner's static web server for one app (port 0: a free one), on localhost: another origin than the store. */
async function serveStatic(root: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(root, pathname);
    if (!file.startsWith(root)) return void res.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) return void res.writeHead(404).end('not found');
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return { url: `http://localhost:${(server.address() as { port: number }).port}`, server };
}

interface Heard {
  type: string;
  from: string;
  detail: { count?: number; loggedIn?: boolean; cartCount?: number; user?: { Name?: string } | null } | null;
}

let apps: ExampleApp[] = [];
const hosts = new Map<string, { url: string; server: Server }>();
let store: Storefront;

beforeAll(async () => {
  apps = await prepareExamples((line) => console.log(line));
  for (const app of apps) hosts.set(app.name, await serveStatic(app.root));
  store = await startStorefront({ corsOrigins: [...hosts.values()].map((h) => h.url) });
}, 600_000);

afterAll(async () => {
  await closeBrowser();
  await store?.close();
  for (const { server } of hosts.values()) await new Promise<void>((resolve) => server.close(() => resolve()));
});

const heard = (page: Page) => page.evaluate(() => (window as unknown as { __events: Heard[] }).__events);
const cards = (page: Page) => page.locator('b2b-catalog [part="product-card"]');

describe.each(['html', 'react18', 'react19', 'vue', 'angular'])('examples/%s', (name) => {
  it('renders, takes properties before and after definition, themes, logs in → badge, events once, survives 20 remove/re-adds', async () => {
    const host = hosts.get(name);
    expect(host, `examples/${name} was not prepared`).toBeDefined();
    const browser = await launchBrowser();
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    try {
      await page.goto(`${host!.url}/?store=${encodeURIComponent(store.url)}`);
      expect(new URL(page.url()).origin).not.toBe(new URL(store.url).origin);

      // Renders; the page size set before <b2b-catalog> was defined holds, and a later change applies.
      await expect.poll(() => cards(page).count(), { timeout: 30_000 }).toBe(3);
      expect(await page.evaluate(() => (window as { __definedAtFirstSet?: boolean }).__definedAtFirstSet)).toBe(false);
      await page.locator('#page-size-2').click();
      await expect.poll(() => cards(page).count()).toBe(2);

      // The host's theming token reaches the widget.
      const submit = page.locator('b2b-login [part=submit]');
      await expect
        .poll(() => submit.evaluate((el) => getComputedStyle(el).backgroundColor), { timeout: 20_000 })
        .toBe('rgb(10, 125, 60)');

      // Log in: one b2b-login, one b2b-session-change with the count the badge shows.
      const form = page.locator('b2b-login form');
      await form.locator('input[type=email]').fill('buyer@demo.cn');
      await form.locator('input[type=password]').fill(DEMO_PASSWORD);
      await form.getByRole('button', { name: '登录' }).click();
      await expect.poll(() => deepText(page, 'b2b-login'), { timeout: 15_000 }).toContain('您已登录：李娜');
      await expect.poll(async () => (await heard(page)).filter((e) => e.type === 'b2b-session-change').length).toBe(1);
      const events = await heard(page);
      expect(events.filter((e) => e.type === 'b2b-login').map((e) => e.from)).toEqual(['b2b-login']);
      const session = events.find((e) => e.type === 'b2b-session-change')!;
      expect(session.detail).toMatchObject({ loggedIn: true, user: { Name: '李娜' } });
      const badge = page.locator('b2b-cart-badge [part=cart]');
      await expect.poll(() => badge.getAttribute('aria-label')).toBe(`购物车，${session.detail?.cartCount} 件商品`);

      // Add to cart: one b2b-cart-change, from the catalogue; the badge follows.
      await cards(page)
        .first()
        .getByRole('button', { name: /^加入购物车/ })
        .click();
      await expect.poll(async () => (await heard(page)).filter((e) => e.type === 'b2b-cart-change').length).toBe(1);
      const change = (await heard(page)).find((e) => e.type === 'b2b-cart-change')!;
      expect(change.from).toBe('b2b-catalog');
      await expect.poll(() => badge.getAttribute('aria-label')).toBe(`购物车，${change.detail?.count} 件商品`);

      // Remove and add the widgets 20 times: they come back working, still logged in, with no error.
      for (let i = 0; i < 20; i++) {
        await page.locator('#toggle').click();
        await expect.poll(() => page.locator('#widgets b2b-login').count()).toBe(i % 2 === 0 ? 0 : 1);
      }
      await expect.poll(() => deepText(page, 'b2b-login'), { timeout: 15_000 }).toContain('您已登录：李娜');
      await expect.poll(() => cards(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);
      const after = await heard(page);
      expect(after.filter((e) => e.type === 'b2b-login')).toHaveLength(1);
      expect(after.filter((e) => e.type === 'b2b-error')).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
