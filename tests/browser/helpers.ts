/**
 * Browser test harness: a real Chromium (playwright-core) against the real server (server/app.ts on PGlite
 * memory://, migrated and seeded: a copy of one made once per run, ../server/helpers/test-databases.ts) serving the built storefront (dist/demo, built by global-setup.ts).
 *
 *   const store = await startStorefront();          // { url, app, db, close }
 *   const page = await openPage('/home', { width: 1280 });
 *   await expect.poll(() => page.locator('b2b-storefront h1').textContent()).toContain('…');
 *   expect(await axe(page)).toEqual([]);
 *   await store.close(); await closeBrowser();
 *
 * Playwright's CSS locators pierce open shadow roots: `page.locator('b2b-cart-badge [part=count]')`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Browser, type BrowserContext, chromium, type Page, type Request } from 'playwright-core';
import { repoRoot } from '../../scripts/build-state.js';
import { buildApp } from '../../server/app.js';
import { type Config, loadConfig } from '../../server/config.js';
import type { Db } from '../../server/db/client.js';
import { products, users } from '../../server/db/schema.js';
import { CAPTCHA_TEXT } from '../server/helpers/accounts.js';
import { openTestDatabase } from '../server/helpers/test-databases.js';
import { CHROMIUM_ARGS, type ChromiumKind, findChromium } from './chromium.js';

export const DEMO_PASSWORD = 'Demo@123456';
export const demoDir = path.join(repoRoot, 'dist', 'demo');
const require = createRequire(import.meta.url);

export { CHROMIUM_ARGS, type ChromiumKind, findChromium };

const browsers = new Map<ChromiumKind, Promise<Browser>>();

/**
 * One headless Chromium per test file (per kind: `visitor` for the measuring scripts, ./chromium.ts); each
 * `openPage` gets a fresh context (own storage, cookies).
 */
export function launchBrowser(kind: ChromiumKind = 'tests'): Promise<Browser> {
  let browser = browsers.get(kind);
  if (!browser) {
    browser = (async () => {
      const found = await findChromium(kind);
      const args = [...CHROMIUM_ARGS];
      // The shell build inside @sparticuz/chromium runs single-process without a zygote.
      if (found.source === '@sparticuz/chromium') args.push('--single-process', '--no-zygote');
      // Playwright gives every launch a new empty --user-data-dir of its own.
      return chromium.launch({ executablePath: found.path, headless: true, args, timeout: 60_000 });
    })();
    browsers.set(kind, browser);
  }
  return browser;
}

export async function closeBrowser(): Promise<void> {
  const open = [...browsers.values()];
  browsers.clear();
  await Promise.all(open.map(async (p) => (await p).close().catch(() => {})));
}

// ---------------------------------------------------------------------------------------------
// The storefront server

export interface Storefront {
  /** http://127.0.0.1:<port> (no trailing slash). */
  url: string;
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

let current: Storefront | undefined;

/** The real app on PGlite memory://, migrated and seeded, serving dist/demo on a random loopback port. */
export async function startStorefront(overrides: Partial<Config> = {}): Promise<Storefront> {
  if (!existsSync(path.join(demoDir, 'index.html')))
    throw new Error('dist/demo 不存在：global-setup 应先构建 (npm run build)');
  const handle = await openTestDatabase('pglite');
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    dataDir: 'memory://',
    staticDir: demoDir,
    rateLimits: { login: 1000, captcha: 1000, verification: 1000, reset: 1000 },
    maxUnpaidOrders: 1000,
    // Every captcha reads CAPTCHA_TEXT, so that the tests can type it (refused in production).
    captchaFixedText: CAPTCHA_TEXT,
    ...overrides,
  };
  const app = await buildApp({ db: handle.db, config, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const url = `http://127.0.0.1:${port}`;
  let closed = false;
  const store: Storefront = {
    url,
    app,
    db: handle.db,
    async close() {
      if (closed) return;
      closed = true;
      if (current === store) current = undefined;
      await app.close();
      await handle.close();
    },
  };
  current = store;
  return store;
}

// ---------------------------------------------------------------------------------------------
// Pages

export interface OpenPageOptions {
  width?: number;
  height?: number;
  /** Reuse a context (shared localStorage/session) instead of a fresh one. */
  context?: BrowserContext;
  /** Base URL; defaults to the last started storefront. */
  baseUrl?: string;
  /** Wait until this is true in the page (default: the document has loaded). */
  waitUntil?: 'load' | 'domcontentloaded' | 'networkidle';
}

export interface TestPage extends Page {
  /** Console errors and uncaught exceptions seen so far. */
  consoleErrors: string[];
  /** Every request the page made (URL strings), in order. */
  requestLog: string[];
}

/** The requests a page has in flight, counted from `trackRequests` on (openPage starts it at once). */
interface RequestTracker {
  inFlight: Set<Request>;
  /** Goes up at every start and end of a request: unchanged over a wait means nothing happened in it. */
  changes: number;
}
const trackers = new WeakMap<Page, RequestTracker>();

/** Starts counting `page`'s requests in flight (for `quiet`); pages from `openPage` are tracked already. */
export function trackRequests(page: Page): RequestTracker {
  let tracker = trackers.get(page);
  if (tracker) return tracker;
  const t: RequestTracker = { inFlight: new Set(), changes: 0 };
  page.on('request', (req) => {
    t.inFlight.add(req);
    t.changes++;
  });
  const done = (req: Request) => {
    if (t.inFlight.delete(req)) t.changes++;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  trackers.set(page, t);
  tracker = t;
  return tracker;
}

/**
 * Waits for a deterministic quiet point instead of a fixed pause: no request of the page in flight, and two
 * animation frames and a task later still none started or ended. What a click or a load sets going (its requests,
 * the renders and events their answers cause) has happened by then, so an assertion that "nothing more happened"
 * after it can fail. A page not tracked from its start is waited for to be network-idle first.
 */
export async function quiet(page: Page, timeout = 15_000): Promise<void> {
  const known = trackers.has(page);
  const t = trackRequests(page);
  if (!known) await page.waitForLoadState('networkidle', { timeout });
  const deadline = Date.now() + timeout;
  for (;;) {
    const before = t.changes;
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(), 0))),
        ),
    );
    if (t.inFlight.size === 0 && t.changes === before) return;
    if (Date.now() > deadline) {
      const pending = [...t.inFlight].map((r) => r.url()).join(', ');
      throw new Error(`quiet: the page did not settle in ${timeout} ms (in flight: ${pending || 'none'})`);
    }
    if (t.inFlight.size > 0) {
      await Promise.race([
        Promise.all([...t.inFlight].map((r) => r.response().catch(() => null))),
        new Promise((r) => setTimeout(r, Math.max(0, deadline - Date.now()))),
      ]);
    }
  }
}

/** Opens `path` of the storefront in a new page (new context unless one is given). */
export async function openPage(pathname: string, opts: OpenPageOptions = {}): Promise<TestPage> {
  const base = opts.baseUrl ?? current?.url;
  if (!base) throw new Error('openPage: 先调用 startStorefront() (no storefront running)');
  const browser = await launchBrowser();
  const viewport = { width: opts.width ?? 1280, height: opts.height ?? 800 };
  const context =
    opts.context ?? (await browser.newContext({ viewport, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' }));
  const page = (await context.newPage()) as TestPage;
  if (opts.context) await page.setViewportSize(viewport);
  page.consoleErrors = [];
  page.requestLog = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') page.consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => page.consoleErrors.push(`pageerror: ${err.message}`));
  page.on('request', (req: Request) => page.requestLog.push(req.url()));
  trackRequests(page);
  if (!opts.context) page.on('close', () => void context.close().catch(() => {}));
  await page.goto(new URL(pathname, base).href, { waitUntil: opts.waitUntil ?? 'load' });
  return page;
}

/** Current pathname + search of the page. */
export function currentPath(page: Page): string {
  const u = new URL(page.url());
  return u.pathname + u.search;
}

/** Waits until the page's location is `expected` (pathname + search) and returns it. */
export async function waitForPath(page: Page, expected: string | RegExp, timeout = 15_000): Promise<string> {
  const deadline = Date.now() + timeout;
  let last = currentPath(page);
  while (Date.now() < deadline) {
    last = currentPath(page);
    if (typeof expected === 'string' ? last === expected : expected.test(last)) return last;
    await page.waitForTimeout(50);
  }
  // What the visitor sees then, so a failure in CI says why the page stayed (a form error, a toast, a crash).
  const shown = await page
    .evaluate(() => {
      const root = document.querySelector('b2b-storefront')?.shadowRoot;
      const text = (el: Element | null | undefined) => (el as HTMLElement | null | undefined)?.innerText ?? '';
      const toasts = document.querySelector('b2b-toasts')?.shadowRoot;
      return `${text(root?.querySelector('main'))} | 提示 toasts: ${toasts ? (toasts.textContent ?? '') : ''}`;
    })
    .catch(() => '');
  const errors = (page as Partial<TestPage>).consoleErrors ?? [];
  const calls = ((page as Partial<TestPage>).requestLog ?? []).filter((u) => u.includes('/api/')).slice(-8);
  throw new Error(
    `期望地址 ${String(expected)}，实际 ${last}\n页面 page: ${shown.replace(/\s+/g, ' ').slice(0, 600)}` +
      (errors.length ? `\n控制台 console: ${errors.join(' / ').slice(0, 600)}` : '') +
      (calls.length ? `\n最近的请求 last calls: ${calls.join(' ')}` : ''),
  );
}

/** Requests of the page whose URL matches `pattern`. */
export function requestsTo(page: TestPage, pattern: RegExp): string[] {
  return page.requestLog.filter((u) => pattern.test(u));
}

/**
 * Scrolls to the end of the page as a visitor reaching the bottom of a list does: a list's pager is loaded when its
 * place comes near the visible part of the page (features/shared/lazy-pagination.tsx).
 */
export async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

// ---------------------------------------------------------------------------------------------
// Shadow DOM

/** Locator for `inner` inside the open shadow root of `host` (CSS locators pierce open shadow roots). */
export function inShadow(page: Page, host: string, inner: string) {
  return page.locator(host).first().locator(inner);
}

/** `<style>` elements and stylesheets attached to the document itself (not to any shadow root). */
/**
 * The document-level styles of a page: its own <style> tags, apart from the loader's size reservation
 * (`style[data-b2b-reserve]`, rules only for undefined b2b-* elements), and the adopted sheets.
 */
export function documentStyles(page: Page): Promise<{ styleTags: string[]; reserve: string[]; adopted: number }> {
  return page.evaluate(() => ({
    styleTags: [...document.querySelectorAll('style:not([data-b2b-reserve])')].map((s) => s.textContent ?? ''),
    reserve: [...document.querySelectorAll('style[data-b2b-reserve]')].map((s) => s.textContent ?? ''),
    adopted: document.adoptedStyleSheets.length,
  }));
}

// Page-side code is passed as source text: tsx/esbuild would wrap named inner functions in a `__name` helper
// that does not exist in the page.
const DEEP_TEXT = `(selector) => {
  const collect = (node) => {
    if (node.nodeType === 3) return node.textContent || '';
    if (node.nodeType !== 1 && node.nodeType !== 11) return '';
    if (node.localName === 'style' || node.localName === 'script') return '';
    let text = node.shadowRoot ? collect(node.shadowRoot) : '';
    node.childNodes.forEach((c) => { text += collect(c); });
    return text;
  };
  const el = document.querySelector(selector);
  return el ? collect(el).replace(/\\s+/g, ' ').trim() : '';
}`;

/** Text of the composed tree under `host` (shadow roots included), whitespace collapsed. */
export function deepText(page: Page, host: string): Promise<string> {
  return page.evaluate(`(${DEEP_TEXT})(${JSON.stringify(host)})`) as Promise<string>;
}

// ---------------------------------------------------------------------------------------------
// Accessibility

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * Runs axe-core in the page (open shadow roots included) and returns the serious and critical violations.
 * Injected through evaluate (CDP), not a <script> tag, so the server's CSP does not block it.
 */
export async function axe(page: Page, opts: { include?: string } = {}): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (include) => {
    // Let finite animations end first (dialogs fade in over 0.18 s): colour contrast measured mid-fade
    // sees half-transparent text and reports a violation the user never sees. Infinite ones (skeleton
    // shimmer) are left running; at most 2 s.
    const roots: Array<Document | ShadowRoot> = [document];
    for (let i = 0; i < roots.length; i++) {
      for (const el of roots[i]!.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
    }
    const finite = roots
      .flatMap((r) => r.getAnimations())
      .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
    await Promise.race([
      Promise.all(finite.map((a) => a.finished.catch(() => undefined))),
      new Promise((r) => setTimeout(r, 2000)),
    ]);
    const w = window as unknown as {
      axe: {
        run(
          ctx: unknown,
          o: unknown,
        ): Promise<{
          violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }>;
        }>;
      };
    };
    const result = await w.axe.run(include ? { include: [include] } : document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => JSON.stringify(n.target)) }));
  }, opts.include ?? null);
}

// ---------------------------------------------------------------------------------------------
// Sessions and data through the real API

export interface SessionSeed {
  token: string;
  user: unknown;
  company: unknown;
}

/** Logs `email` in through the API and returns what the client keeps under `user-info`. */
export async function apiLogin(store: Storefront, email: string, password = DEMO_PASSWORD): Promise<SessionSeed> {
  const login = await store.app.inject({
    method: 'POST',
    url: '/api/Users/login',
    payload: { Email: email, Password: password },
  });
  if (login.statusCode !== 200) throw new Error(`登录失败 ${email}: ${login.statusCode} ${login.body}`);
  const token = (login.json() as { token: string }).token;
  const headers = { authorization: `Bearer ${token}` };
  const user = await store.app.inject({ method: 'GET', url: '/api/Users/Info', headers });
  const company = await store.app.inject({ method: 'GET', url: '/api/Company/info', headers });
  return { token, user: user.json(), company: company.statusCode === 200 ? company.json() : null };
}

/** A browser context whose pages start logged in (localStorage `user-info` written before any script runs). */
/** A fresh browser context as the tests' buyers and operators use the storefront: 1280 × 800 unless told, zh-CN, China time. */
export async function newContext(opts: { width?: number; height?: number } = {}): Promise<BrowserContext> {
  const browser = await launchBrowser();
  return browser.newContext({
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
}

/**
 * A context whose operator console starts logged in as the demo operator (ops@demo.cn): the token and profile
 * its login form keeps under `operator-info`. The console's own login form is tested in operator.test.ts.
 */
export async function operatorContext(
  store: Storefront,
  opts: { width?: number; height?: number } = {},
): Promise<{ context: BrowserContext; token: string }> {
  const login = await store.app.inject({
    method: 'POST',
    url: '/api/Operator/login',
    payload: { Email: 'ops@demo.cn', Password: 'Demo@123456' },
  });
  if (login.statusCode !== 200) throw new Error(`operator login: ${login.statusCode} ${login.body}`);
  const token = login.json().token as string;
  const me = await store.app.inject({
    method: 'GET',
    url: '/api/Operator/me',
    headers: { authorization: `Bearer ${token}` },
  });
  const context = await newContext(opts);
  await context.addInitScript(
    `localStorage.setItem('operator-info', ${JSON.stringify(JSON.stringify({ token, operator: me.json() }))});`,
  );
  return { context, token };
}

export async function loggedInContext(
  session: SessionSeed,
  opts: { width?: number; height?: number; partnerOf?: string } = {},
): Promise<BrowserContext> {
  const context = await newContext(opts);
  // Written once per tab (sessionStorage flag), so that a logout in the test is not undone on reload. On a partner's
  // origin (`partnerOf`: the store's URL) the widgets keep the session under b2b:<store origin>:user-info.
  const store = opts.partnerOf ? new URL(opts.partnerOf).origin : '';
  await context.addInitScript(
    `if (!sessionStorage.getItem('__b2b_seeded')) { const store = ${JSON.stringify(store)}; localStorage.setItem(store && location.origin !== store ? 'b2b:' + store + ':user-info' : 'user-info', ${JSON.stringify(JSON.stringify(session))}); sessionStorage.setItem('__b2b_seeded', '1'); }`,
  );
  return context;
}

/**
 * Ends every session of `email` on the server, as a password change elsewhere does (the user's token version goes
 * up): the token the browser keeps is refused from then on. Done in the database, not by rewriting the browser's
 * stored token: a page of the storefront still running could store the valid token again after such a write, and a
 * CI run then loaded the next page logged in.
 */
export async function revokeSessions(store: Storefront, email: string): Promise<void> {
  const revoked = await store.db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  if (revoked.length !== 1) throw new Error(`revokeSessions: no user ${email}`);
}

/**
 * Holds back the page's requests matching `pattern` (a slow network) until the returned `release()` is called, so
 * that the loading state before their answers can be looked at.
 */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Serves `html` at `pathname` of the storefront's origin for this page only (a host page of the test's own). */
export async function serveHtml(page: Page, pathname: string, html: string): Promise<void> {
  const base = current?.url;
  if (!base) throw new Error('serveHtml: no storefront running');
  await page.route(new URL(pathname, base).href, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
}

/**
 * Waits until `<b2b-storefront>` shows a screen: its main region is there, nothing in it is still loading
 * (`aria-busy="true"`, the screen outlet's chunk skeleton and screens' own loading states) and the HTML's first frame
 * has given way to it.
 */
export async function storefrontSettled(page: Page, timeout = 30_000): Promise<void> {
  // A function, not a string: strings are eval'd in the page and the server's CSP forbids eval.
  await page.waitForFunction(
    () => {
      const host = document.querySelector('b2b-storefront');
      const main = host?.shadowRoot?.querySelector('main');
      // The page is built hidden while the HTML's first frame stays on screen; it is shown (and the frame removed)
      // once its screen is no longer busy: until then what a test reads of it (innerText, boxes) is not what shows.
      return !!main && !main.querySelector('[aria-busy="true"]') && !host?.querySelector('[data-b2b-static-shell]');
    },
    undefined,
    { timeout, polling: 50 },
  );
}

/** Navigates an open page to `pathname` (full load, like typing the address) and waits for the storefront. */
export async function gotoStorefront(page: Page, pathname: string): Promise<void> {
  const base = current?.url ?? new URL(page.url()).origin;
  await page.goto(new URL(pathname, base).href, { waitUntil: 'load' });
  await storefrontSettled(page);
}

/** A form field by its visible label (the required mark `*` is part of the label's text). */
export const fieldLabel = (text: string): RegExp => new RegExp(`^\\*?${text}$`);

/** Opens `pathname` in a fresh page and waits until the storefront shows a settled screen. */
export async function visitSettled(pathname: string, opts: OpenPageOptions = {}): Promise<TestPage> {
  const page = await openPage(pathname, opts);
  await storefrontSettled(page);
  return page;
}

/** Opens `pathname` in a fresh page once the network is idle and the storefront's main region is there. */
export async function visitIdle(pathname: string, opts: OpenPageOptions = {}): Promise<TestPage> {
  const page = await openPage(pathname, { waitUntil: 'networkidle', ...opts });
  await page.locator('b2b-storefront main').first().waitFor({ state: 'attached' });
  return page;
}

/**
 * Ids of `count` online products sold by the piece, with ≥ 100 in stock and a region-1 price, from the end of the
 * list (other files use the first ones); `skip` leaves out that many more (two files that must not share products).
 */
export async function pieceProducts(store: Storefront, count: number, skip = 0): Promise<number[]> {
  const rows = await store.db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.catalogue, 'online'),
        eq(products.onSale, true),
        eq(products.minQuantity, 1),
        eq(products.quantityStep, 1),
        sql`${products.stock} >= 100`,
        sql`exists (select 1 from product_prices pp where pp.product_id = ${products.id} and pp.region_id = 1)`,
      ),
    )
    .orderBy(desc(products.id))
    .offset(skip)
    .limit(count);
  return rows.map((r) => r.id);
}
