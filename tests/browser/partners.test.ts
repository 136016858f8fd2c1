/**
 * Partner embedding across two real origins: the store (API, elements, media) on 127.0.0.1:<p1>, the
 * partner's page (demo/partner-cross.html) on localhost:<p2>. Media load from the store; each b2b-* event fires
 * once, from the widget where it happened; <b2b-login> keeps the visitor on the partner page; the cart badge takes
 * them to the store still logged in (a single-use hand-off code, never the token, in the link); and a partner
 * origin missing from CORS_ORIGINS gets the loader anyway and an explanation in every widget. Tokens set on the host
 * page theme the widgets. Before definition: the light-DOM fallback shows without JavaScript and when the script
 * fails (b2b-error load-failed), and the loader's reserved box keeps the page still when a widget defines.
 */
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PartnerOrigin, startPartnerOrigin } from '../../scripts/partner-origin.js';
import {
  apiLogin,
  closeBrowser,
  DEMO_PASSWORD,
  deepText,
  launchBrowser,
  loggedInContext,
  quiet,
  revokeSessions,
  type Storefront,
  scrollToEnd,
  serveHtml,
  startStorefront,
  storefrontSettled,
  type TestPage,
  waitForPath,
} from './helpers.js';

interface HeardEvent {
  type: string;
  from: string;
  detail: {
    reason?: string;
    message?: string;
    count?: number;
    path?: string;
    url?: string;
    loggedIn?: boolean;
    user?: unknown;
    cartCount?: number;
  } | null;
}

let store: Storefront;
let partner: PartnerOrigin;
let refused: PartnerOrigin;
beforeAll(async () => {
  // Two partner servers; only the first one's origin is allowed to call the API.
  partner = await startPartnerOrigin();
  refused = await startPartnerOrigin(0, '127.0.0.1');
  store = await startStorefront({ corsOrigins: [partner.url] });
});
afterAll(async () => {
  await closeBrowser();
  await store?.close();
  await partner?.close();
  await refused?.close();
});

async function openPartner(origin: PartnerOrigin): Promise<TestPage> {
  const browser = await launchBrowser();
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } });
  const page = (await context.newPage()) as TestPage;
  page.consoleErrors = [];
  page.requestLog = [];
  page.on('request', (r) => page.requestLog.push(r.url()));
  page.on('close', () => void context.close().catch(() => {}));
  await page.goto(`${origin.url}/partner-cross.html?store=${encodeURIComponent(store.url)}`);
  return page;
}

/** A plain page of the store's origin at `path` that loads the widgets through loader.js and holds `body`. */
async function openLoaderPage(path: string, title: string, body: string) {
  const browser = await launchBrowser();
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } });
  const tab = await context.newPage();
  await serveHtml(
    tab,
    path,
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${title}</title>
     <script type="module" src="/elements/loader.js"></script></head><body>${body}</body></html>`,
  );
  return { context, tab };
}

const heard = (page: TestPage) =>
  page.evaluate(() => (window as unknown as { __b2bEvents: HeardEvent[] }).__b2bEvents) as Promise<HeardEvent[]>;

describe('a partner page on another origin', () => {
  it('loads media from the store, stays on the page after logging in, hears each event once from its widget, and hands the login to the store', async () => {
    const page = await openPartner(partner);
    expect(new URL(store.url).origin).not.toBe(new URL(partner.url).origin);

    // Product images come from the store's origin and actually load.
    const images = page.locator('b2b-catalog [part="product-card"] img');
    await expect.poll(() => images.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const srcs = await images.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
    for (const src of srcs) expect(src.startsWith(`${store.url}/media/`)).toBe(true);
    await expect
      .poll(() =>
        images.evaluateAll((imgs) =>
          imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0),
        ),
      )
      .toBe(true);
    expect(page.requestLog.filter((u) => u.startsWith(`${partner.url}/media/`))).toEqual([]);
    // Every widget root is marked as Chinese on this English page.
    expect(await page.locator('b2b-catalog [data-b2b-root]').getAttribute('lang')).toBe('zh-CN');

    // The host's own `user-info` (the same name the store uses on its site) is the host's: never read nor written.
    await page.evaluate(() => localStorage.setItem('user-info', '{"token":"host-app","theme":"dark"}'));

    // Log in through <b2b-login>: the visitor stays on the partner page.
    const form = page.locator('b2b-login form');
    await form.locator('input[type=email]').fill('buyer@demo.cn');
    await form.locator('input[type=password]').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: '登录' }).click();
    await expect.poll(() => deepText(page, 'b2b-login'), { timeout: 15_000 }).toContain('您已登录：李娜');
    expect(new URL(page.url()).origin).toBe(partner.url);
    let events = await heard(page);
    expect(events.filter((e) => e.type === 'b2b-login')).toEqual([
      { type: 'b2b-login', from: 'b2b-login', detail: expect.objectContaining({ userId: expect.any(Number) }) },
    ]);
    expect(events.filter((e) => e.type === 'b2b-navigate')).toEqual([]);
    // One b2b-session-change tells the host who logged in and how many items their cart holds (the badge's count).
    await expect.poll(async () => (await heard(page)).filter((e) => e.type === 'b2b-session-change').length).toBe(1);
    const [session] = (await heard(page)).filter((e) => e.type === 'b2b-session-change');
    expect(session?.from).toBe('b2b-login');
    expect(session?.detail).toEqual({
      loggedIn: true,
      user: expect.objectContaining({ Name: '李娜', Email: 'buyer@demo.cn' }),
      cartCount: expect.any(Number),
    });
    await expect
      .poll(() => page.locator('b2b-cart-badge [part=cart]').getAttribute('aria-label'))
      .toBe(`购物车，${session?.detail?.cartCount} 件商品`);
    const stored = await page.evaluate(
      (key) => [localStorage.getItem('user-info'), localStorage.getItem(key)],
      `b2b:${new URL(store.url).origin}:user-info`,
    );
    expect(stored[0]).toBe('{"token":"host-app","theme":"dark"}');
    expect(JSON.parse(stored[1] ?? '{}').token.length).toBeGreaterThan(20);

    // Add to cart in the catalogue: one b2b-cart-change, from <b2b-catalog> (three widgets on the page).
    await page
      .locator('b2b-catalog [part="product-card"]')
      .first()
      .getByRole('button', { name: /^加入购物车/ })
      .click();
    await expect.poll(async () => (await heard(page)).filter((e) => e.type === 'b2b-cart-change').length).toBe(1);
    await quiet(page);
    events = await heard(page);
    const changes = events.filter((e) => e.type === 'b2b-cart-change');
    expect(changes).toHaveLength(1);
    expect(changes[0]?.from).toBe('b2b-catalog');
    await expect
      .poll(() => page.locator('b2b-cart-badge [data-testid="cart-count"]').textContent())
      .toBe(String(changes[0]?.detail?.count));

    // The badge goes to the store's /cart with a hand-off code; the store takes it out and opens logged in.
    const handoffUrls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('b2b_handoff=')) handoffUrls.push(r.url());
    });
    await page.locator('b2b-cart-badge [part=cart]').click();
    await waitForPath(page, '/cart', 20_000);
    expect(new URL(page.url()).origin).toBe(store.url);
    await storefrontSettled(page);
    await expect.poll(() => page.locator('b2b-storefront [part=user]').first().innerText()).toContain('李娜');
    expect(handoffUrls).toHaveLength(1);
    const code = new URL(handoffUrls[0]!).searchParams.get('b2b_handoff') ?? '';
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('user-info') ?? '{}').token as string);
    expect(token.length).toBeGreaterThan(20);
    expect(handoffUrls[0]).not.toContain(token);
    // The code was single use: a second exchange is refused.
    const again = await store.app.inject({
      method: 'POST',
      url: '/api/Users/handoff/exchange',
      payload: { Code: code },
    });
    expect(again.statusCode).toBe(400);
    await page.close();
  });

  it('an origin missing from CORS_ORIGINS still gets the elements; visitors see a short neutral line in each widget’s own size, the developer the reason in the console and b2b-error', async () => {
    const browser = await launchBrowser();
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } });
    const page = (await context.newPage()) as TestPage;
    const consoled: string[] = [];
    page.on('console', (m) => consoled.push(m.text()));
    page.on('close', () => void context.close().catch(() => {}));
    await page.goto(`${refused.url}/partner-cross.html?store=${encodeURIComponent(store.url)}`);
    const developerText = `请商城管理员将 ${refused.url} 加入服务器的 CORS_ORIGINS`;
    for (const tag of ['b2b-cart-badge', 'b2b-login', 'b2b-catalog']) {
      const refusal = page.locator(`${tag} [part=error]`);
      await expect.poll(() => refusal.getAttribute('data-reason'), { timeout: 30_000 }).toBe('origin-not-allowed');
      expect(await refusal.innerText()).toBe('暂时无法显示');
      expect(await deepText(page, tag)).not.toContain('CORS_ORIGINS');
    }
    await expect.poll(async () => (await heard(page)).filter((e) => e.type === 'b2b-error').length).toBe(3);
    const errors = (await heard(page)).filter((e) => e.type === 'b2b-error');
    expect(errors.map((e) => e.from).sort()).toEqual(['b2b-cart-badge', 'b2b-catalog', 'b2b-login']);
    for (const e of errors) {
      expect(e.detail?.reason).toBe('origin-not-allowed');
      expect(e.detail?.message).toContain(developerText);
    }
    expect(consoled.filter((m) => m.includes(developerText))).toHaveLength(1);
    // The badge in the partner's header stays a badge: no full-width box, no border, no error red.
    const badge = await page.locator('header b2b-cart-badge').evaluate((host) => {
      const box = host.getBoundingClientRect();
      const note = host.shadowRoot!.querySelector('[part=error]')!;
      const style = getComputedStyle(note);
      return { width: box.width, height: box.height, border: style.borderTopStyle, color: style.color };
    });
    expect(badge.width).toBeLessThan(120);
    expect(badge.height).toBeLessThanOrEqual(40);
    expect(badge.border).toBe('none');
    expect(badge.color).not.toMatch(/rgb\((2[0-5]\d|1\d\d), \d{1,2}, \d{1,2}\)/);
    await page.close();
  });
});

describe('theming from the host page', () => {
  it('a token on :root, on an ancestor or on the element reaches the widget; the nearest one wins', async () => {
    const browser = await launchBrowser();
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = (await context.newPage()) as TestPage;
    await serveHtml(
      page,
      '/theming.html',
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Theming</title>
       <style>
         :root { --b2b-primary: rgb(10, 125, 60); --b2b-radius-input: 2px; }
         .brand { --b2b-primary: rgb(200, 0, 100); }
       </style>
       <script type="module" src="/elements/loader.js"></script></head>
       <body><b2b-login id="root-themed"></b2b-login>
         <div class="brand"><b2b-login id="ancestor-themed"></b2b-login></div>
         <div class="brand"><b2b-login id="own" style="--b2b-primary: rgb(1, 2, 3)"></b2b-login></div>
         <b2b-login id="default" style="--b2b-primary: initial"></b2b-login></body></html>`,
    );
    await page.goto(`${store.url}/theming.html`);
    const submit = (id: string) => page.locator(`#${id} [part=submit]`);
    await submit('default').waitFor({ timeout: 30_000 });
    const style = (id: string) =>
      submit(id).evaluate((el) => {
        const cs = getComputedStyle(el);
        return { background: cs.backgroundColor, radius: cs.borderTopLeftRadius };
      });
    // Polled: the form first paints before react-hook-form arrives and is then drawn anew
    // (features/shared/lazy-form.tsx), so a button read at that moment may just have left the page.
    await expect.poll(() => style('root-themed')).toEqual({ background: 'rgb(10, 125, 60)', radius: '2px' });
    await expect.poll(async () => (await style('ancestor-themed')).background).toBe('rgb(200, 0, 100)');
    await expect.poll(async () => (await style('own')).background).toBe('rgb(1, 2, 3)');
    // Reset on the element: the spec default #114bed from the var() fallback.
    await expect.poll(async () => (await style('default')).background).toBe('rgb(17, 75, 237)');
    await context.close();
  });
});

describe('before the elements are defined', () => {
  // The partner page of docs/embedding.md: fallback links inside the elements, content below them, and a
  // PerformanceObserver recording layout shifts after a mark the test sets (ordering, not timing).
  const page = (extraCss = '') => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>
    <style>body { margin: 0; font: 16px/1.5 sans-serif; } ${extraCss}</style>
    <script>
      window.__shifts = [];
      window.__mark = Infinity;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (e.startTime > window.__mark) window.__shifts.push(e.value);
      }).observe({ type: 'layout-shift', buffered: true });
      window.__errors = [];
      document.addEventListener('b2b-error', (e) => window.__errors.push([e.target.localName, e.detail.reason]));
    </script>
    <script type="module" src="/elements/loader.js"></script></head>
    <body><h1>Acme</h1>
      <b2b-catalog page-size="4"><a id="fallback" href="/online">查看商品目录</a></b2b-catalog>
      <p id="below">Content under the widget</p>
      <b2b-login id="sized"><a href="/login">登录采购商城</a></b2b-login>
      <b2b-cart-badge hidden></b2b-cart-badge>
    </body></html>`;

  it('without JavaScript the fallback link inside the element shows', async () => {
    const browser = await launchBrowser();
    const context = await browser.newContext({ locale: 'zh-CN', javaScriptEnabled: false });
    const tab = await context.newPage();
    await serveHtml(tab, '/nojs.html', page());
    await tab.goto(`${store.url}/nojs.html`);
    const fallback = tab.locator('#fallback');
    expect(await fallback.isVisible()).toBe(true);
    expect(await fallback.textContent()).toBe('查看商品目录');
    expect(await fallback.getAttribute('href')).toBe('/online');
    await context.close();
  });

  it('when the element’s script cannot load, its fallback stays and the page hears b2b-error load-failed', async () => {
    const browser = await launchBrowser();
    const context = await browser.newContext({ locale: 'zh-CN' });
    const tab = await context.newPage();
    await serveHtml(tab, '/blocked.html', page());
    await tab.route('**/elements/b2b-catalog.js', (route) => route.abort('blockedbyclient'));
    await tab.goto(`${store.url}/blocked.html`);
    await expect
      .poll(() => tab.evaluate(() => (window as unknown as { __errors: string[][] }).__errors), { timeout: 30_000 })
      .toEqual([['b2b-catalog', 'load-failed']]);
    expect(await tab.evaluate(() => customElements.get('b2b-catalog') === undefined)).toBe(true);
    expect(await tab.locator('#fallback').isVisible()).toBe(true);
    await context.close();
  });

  it('reserve.css linked from another origin holds the boxes from the first paint, before any script', async () => {
    // Pinned by its hash as docs/embedding.md shows (a cross-origin stylesheet with `integrity` needs CORS).
    const { files } = (await (await fetch(`${store.url}/elements/integrity.json`)).json()) as {
      files: Record<string, string>;
    };
    expect(files['reserve.css']).toMatch(/^sha384-/);
    const browser = await launchBrowser();
    // No JavaScript at all: only the stylesheet can hold the boxes, as it does before loader.js runs.
    const context = await browser.newContext({ locale: 'zh-CN', javaScriptEnabled: false });
    const tab = await context.newPage();
    // The partner's own server (localhost:<port>, another origin than the store's 127.0.0.1:<port>).
    partner.serve(
      '/reserve.html',
      page('b2b-login:not([data-b2b-ready]) { min-height: 300px; }')
        .replace('<script type="module" src="/elements/loader.js"></script>', '')
        .replace(
          '</head>',
          `<link rel="stylesheet" href="${store.url}/elements/reserve.css" integrity="${files['reserve.css']}" crossorigin="anonymous"></head>`,
        ),
    );
    const url = `${partner.url}/reserve.html`;
    await tab.goto(url);
    const box = (selector: string) =>
      tab.locator(selector).evaluate((el) => {
        const style = getComputedStyle(el);
        return {
          display: style.display,
          minHeight: style.minHeight,
          height: Math.round(el.getBoundingClientRect().height),
        };
      });
    expect(await box('b2b-catalog')).toEqual({ display: 'block', minHeight: '720px', height: 720 });
    // The page's own rule wins; a hidden element stays hidden.
    expect(await box('#sized')).toMatchObject({ display: 'block', minHeight: '300px', height: 300 });
    expect((await box('b2b-cart-badge')).display).toBe('none');
    await context.close();
  });

  it('the loader reserves each widget’s box: defining it swaps the fallback for the widget without moving the page', async () => {
    const browser = await launchBrowser();
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } });
    const tab = await context.newPage();
    // The page's own rule beats the loader's default for the login (300 px, not 420); the catalogue keeps its 720 px.
    await serveHtml(tab, '/reserve.html', page('#sized:not([data-b2b-ready]) { min-height: 300px; }'));
    // Hold the catalogue's script (a slow network) and, later, the API (the widget's first loading state).
    let releaseScript!: () => void;
    const scriptHeld = new Promise<void>((resolve) => {
      releaseScript = resolve;
    });
    await tab.route('**/elements/b2b-catalog.js', async (route) => {
      await scriptHeld;
      await route.continue();
    });
    let releaseLogin!: () => void;
    const loginHeld = new Promise<void>((resolve) => {
      releaseLogin = resolve;
    });
    await tab.route('**/elements/b2b-login.js', async (route) => {
      await loginHeld;
      await route.continue();
    });
    let releaseApi!: () => void;
    const apiHeld = new Promise<void>((resolve) => {
      releaseApi = resolve;
    });
    let holdApi = false;
    await tab.route('**/api/**', async (route) => {
      if (holdApi) await apiHeld;
      await route.continue();
    });

    await tab.goto(`${store.url}/reserve.html`);
    await tab.locator('style[data-b2b-reserve]').waitFor({ state: 'attached' });
    const box = (selector: string) =>
      tab.locator(selector).evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { top: r.top, height: r.height };
      });
    // Undefined: the fallback shows inside the reserved box; `hidden` still hides.
    expect(await tab.evaluate(() => customElements.get('b2b-catalog') === undefined)).toBe(true);
    expect(await tab.locator('#fallback').isVisible()).toBe(true);
    expect((await box('b2b-catalog')).height).toBe(720);
    expect((await box('#sized')).height).toBe(300);
    expect(await tab.locator('b2b-cart-badge').isVisible()).toBe(false);
    // The login comes first; it is ready once its form shows.
    releaseLogin();
    await tab.locator('#sized[data-b2b-ready]').waitFor({ state: 'attached', timeout: 30_000 });
    const before = await box('#below');

    holdApi = true;
    await tab.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              (window as unknown as { __mark: number }).__mark = performance.now();
              resolve();
            }),
          ),
        ),
    );
    releaseScript();
    // Defined and showing its loading state (the product request is held): the fallback is gone, nothing moved.
    await tab.waitForFunction(
      () => !!document.querySelector('b2b-catalog')?.shadowRoot?.querySelector('[aria-busy="true"]'),
      undefined,
      { timeout: 30_000, polling: 50 },
    );
    expect(await tab.locator('#fallback').isVisible()).toBe(false);
    expect(await tab.locator('b2b-catalog').getAttribute('data-b2b-ready')).toBeNull();
    expect((await box('b2b-catalog')).height).toBe(720);
    expect(await box('#below')).toEqual(before);
    // Layout-shift entries are reported after the frame that shifted: let two more frames pass first.
    await tab.evaluate(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
    expect(await tab.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);

    // The products arrive: the reservation ends and the widget takes its own height.
    releaseApi();
    await tab.locator('b2b-catalog[data-b2b-ready]').waitFor({ state: 'attached', timeout: 30_000 });
    await tab.locator('b2b-catalog [part=product-card]').first().waitFor({ timeout: 30_000 });
    expect(await tab.locator('b2b-catalog').evaluate((el) => getComputedStyle(el).minHeight)).not.toBe('720px');
    expect(await tab.locator('#fallback').isVisible()).toBe(false);
    await context.close();
  });
});

describe('a form painted before its library arrives', () => {
  // <b2b-login> paints its form before react-hook-form's chunk is there (features/shared/lazy-form.tsx) and draws
  // it anew when the chunk arrives. A submit pressed at that moment must not be lost: Chromium sends no click to
  // a button that left the page between its press and its release.
  it('a press on 登录 held while the library arrives still logs in on release', async () => {
    const { context, tab } = await openLoaderPage('/lazy-form.html', '登录', '<b2b-login></b2b-login>');
    // react-hook-form's chunk (scripts/vite/chunk-groups.ts names it form-library), held back like on a slow network.
    let releaseLibrary!: () => void;
    const libraryHeld = new Promise<void>((resolve) => {
      releaseLibrary = resolve;
    });
    let held = 0;
    await tab.route('**/elements/chunks/form-library-*.js', async (route) => {
      held += 1;
      await libraryHeld;
      await route.continue();
    });
    await tab.goto(`${store.url}/lazy-form.html`);
    const login = tab.locator('b2b-login');
    await login.getByLabel(/^\*?邮箱$/).fill('buyer@demo.cn');
    await login.getByLabel(/^\*?密码$/).fill(DEMO_PASSWORD);
    expect(held).toBe(1);
    const submit = login.locator('[part=submit]');
    const box = (await submit.boundingBox())!;
    await tab.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await tab.mouse.down();
    // The library arrives and runs while the button is pressed (two frames after its response, the form would
    // have been drawn anew by then).
    const arrived = tab.waitForEvent('requestfinished', (r) => r.url().includes('/chunks/form-library-'));
    releaseLibrary();
    await arrived;
    await tab.evaluate(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
    await tab.mouse.up();
    await expect.poll(() => deepText(tab, 'b2b-login'), { timeout: 15_000 }).toContain('您已登录：李娜');
    await context.close();
  });

  // react-hook-form is requested at the visitor's first sign of using the form, not with the widget: a partner page
  // whose visitors never touch its login widget does not download it.
  it('the form library is not downloaded until the visitor comes to the form; then it arrives and the form logs in', async () => {
    const { context, tab } = await openLoaderPage('/form-on-use.html', '登录', '<b2b-login></b2b-login>');
    const asked: string[] = [];
    tab.on('request', (r) => {
      if (r.url().includes('/chunks/form-library-')) asked.push(r.url());
    });
    await tab.goto(`${store.url}/form-on-use.html`, { waitUntil: 'networkidle' });
    const login = tab.locator('b2b-login');
    const email = login.getByLabel(/^\*?邮箱$/);
    await email.waitFor({ timeout: 30_000 });
    await quiet(tab);
    expect(asked).toEqual([]);

    // The mouse comes over the form: asked for once, before any click or key.
    await email.hover();
    await expect.poll(() => asked.length, { timeout: 10_000 }).toBe(1);
    await email.fill('buyer@demo.cn');
    await login.getByLabel(/^\*?密码$/).fill(DEMO_PASSWORD);
    await login.locator('[part=submit]').click();
    await expect.poll(() => deepText(tab, 'b2b-login'), { timeout: 15_000 }).toContain('您已登录：李娜');
    expect(asked).toHaveLength(1);
    await context.close();
  });
});

// What a widget downloads besides its first render waits until the visitor needs it: the toast outlet (elements/
// toast-host.ts), the embedding check (only when code or API is on another origin: elements/define.ts) and a pager
// below the fold (features/shared/lazy-pagination.tsx).
describe('a widget nobody touches', () => {
  it('downloads its first render only; a press brings the toast outlet, scrolling down brings the pager', async () => {
    const { context, tab } = await openLoaderPage(
      '/untouched.html',
      '商品',
      '<b2b-catalog page-size="20"></b2b-catalog>',
    );
    const asked: string[] = [];
    tab.on('request', (r) => {
      const chunk = /\/chunks\/(toasts|embed-check|pagination)-/.exec(r.url());
      if (chunk) asked.push(chunk[1]!);
    });
    await tab.goto(`${store.url}/untouched.html`, { waitUntil: 'networkidle' });
    const catalog = tab.locator('b2b-catalog');
    await expect.poll(() => catalog.locator('[part="product-card"]').count(), { timeout: 30_000 }).toBe(20);
    await quiet(tab);
    expect(asked).toEqual([]);
    expect(await tab.locator('b2b-toasts').count()).toBe(1);

    // A press anywhere in the page: the outlet's code comes, once.
    await tab.mouse.click(5, 5);
    await tab.keyboard.press('Shift');
    await expect.poll(() => asked, { timeout: 10_000 }).toEqual(['toasts']);
    await expect.poll(() => tab.evaluate(() => Boolean(customElements.get('b2b-toasts')))).toBe(true);

    // Down to the end of the list: the pager comes and turns the page.
    await scrollToEnd(tab);
    const pager = catalog.getByRole('navigation', { name: '商品分页' });
    await pager.getByRole('button', { name: '第 2 页' }).click({ timeout: 15_000 });
    await expect.poll(() => pager.getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
    expect(asked).toEqual(['toasts', 'pagination']);
    await context.close();
  });
});

// The lists' pager comes when the visitor nears it (features/shared/lazy-pagination.tsx). A pager whose chunk
// cannot load must not leave the visitor stuck on page 1: the place says so, and 重试 asks the network again (four
// cards: the pager's place is in view at once).
describe('a pager loaded after the list', () => {
  it('a catalogue whose pager cannot load says so under the cards, and 重试 brings the pager', async () => {
    const { context, tab } = await openLoaderPage(
      '/lazy-pager.html',
      '商品',
      '<b2b-catalog page-size="4"></b2b-catalog>',
    );
    let networkDown = true;
    let asked = 0;
    await tab.route('**/elements/chunks/pagination-*.js', async (route) => {
      asked += 1;
      if (networkDown) await route.abort('internetdisconnected');
      else await route.continue();
    });
    await tab.goto(`${store.url}/lazy-pager.html`);
    const catalog = tab.locator('b2b-catalog');
    await expect.poll(() => catalog.locator('[part="product-card"]').count(), { timeout: 30_000 }).toBe(4);
    await expect.poll(() => deepText(tab, 'b2b-catalog'), { timeout: 15_000 }).toContain('分页未能加载');
    expect(asked).toBe(1);

    networkDown = false;
    await catalog.getByRole('button', { name: '重试' }).click();
    const pager = catalog.getByRole('navigation', { name: '商品分页' });
    await pager.getByRole('button', { name: '第 2 页' }).click();
    await expect.poll(() => pager.getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
    expect(await deepText(tab, 'b2b-catalog')).not.toContain('分页未能加载');
    expect(asked).toBe(2);
    await context.close();
  });
});

describe('a session that ended while the visitor was away', () => {
  it('<b2b-login> on a partner page checks a kept session: refused, it says so and shows its form on the same page', async () => {
    const context = await loggedInContext(await apiLogin(store, 'buyer@demo.cn'), { partnerOf: store.url });
    await revokeSessions(store, 'buyer@demo.cn');
    partner.serve(
      '/login-only.html',
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner login</title>
       <script type="module" src="${store.url}/elements/loader.js"></script></head>
       <body><b2b-login api-base="${store.url}" store-url="${store.url}"></b2b-login></body></html>`,
    );
    const page = (await context.newPage()) as TestPage;
    await page.goto(`${partner.url}/login-only.html`);
    // The panel the kept session would show (您已登录：李娜) gives way to the form, with the reason said.
    await page.locator('b2b-login form input[type=email]').waitFor({ timeout: 30_000 });
    await expect.poll(() => deepText(page, 'b2b-toasts')).toContain('登录已过期，请重新登录');
    expect(await deepText(page, 'b2b-login')).not.toContain('您已登录');
    await quiet(page);
    expect(page.url()).toBe(`${partner.url}/login-only.html`);
    const key = `b2b:${new URL(store.url).origin}:user-info`;
    expect(JSON.parse((await page.evaluate((k) => localStorage.getItem(k), key)) ?? '{}').token).toBe('');
    // Logging in again works right there.
    const form = page.locator('b2b-login form');
    await form.locator('input[type=email]').fill('buyer@demo.cn');
    await form.locator('input[type=password]').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: '登录' }).click();
    await expect.poll(() => deepText(page, 'b2b-login'), { timeout: 15_000 }).toContain('您已登录：李娜');
    expect(page.url()).toBe(`${partner.url}/login-only.html`);
    await context.close();
  });
});

/** A page of the partner's own origin embedding `body` from the store (api-base and store-url on every element). */
async function partnerPage(path: string, body: string, context?: BrowserContext): Promise<TestPage> {
  const withStore = body.replace(/<(b2b-[a-z-]+)/g, `<$1 api-base="${store.url}" store-url="${store.url}"`);
  partner.serve(
    path,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>
     <script>
       window.__b2bEvents = [];
       for (const type of ['b2b-cart-change', 'b2b-error'])
         document.addEventListener(type, (e) => window.__b2bEvents.push({ type, from: e.target.localName, detail: e.detail }));
     </script>
     <script type="module" src="${store.url}/elements/loader.js"></script></head><body>${withStore}</body></html>`,
  );
  const ctx = context ?? (await (await launchBrowser()).newContext({ locale: 'zh-CN' }));
  const page = (await ctx.newPage()) as TestPage;
  page.consoleErrors = [];
  page.requestLog = [];
  page.on('request', (r) => page.requestLog.push(r.url()));
  page.on('close', () => void ctx.close().catch(() => {}));
  await page.goto(`${partner.url}${path}`);
  return page;
}

describe('a partner’s own words and layout', () => {
  it('<b2b-login> and <b2b-cart> take the partner’s heading, or none', async () => {
    const login = await partnerPage(
      '/headings-login.html',
      `<b2b-login id="own" heading="登录 Acme 采购" subtitle=""></b2b-login>
       <b2b-login id="none" hide-heading></b2b-login>
       <b2b-login id="plain"></b2b-login>`,
    );
    await login.locator('#plain [part=submit]').waitFor({ timeout: 30_000 });
    await login.locator('#none [part=submit]').waitFor();
    expect(await login.locator('#own h1').innerText()).toBe('登录 Acme 采购');
    expect(await deepText(login, '#own')).not.toContain('欢迎登录');
    expect(await login.locator('#none h1').count()).toBe(0);
    expect(await deepText(login, '#none')).not.toContain('欢迎登录');
    // Without the attributes: the store's own heading and subtitle.
    expect(await login.locator('#plain h1').innerText()).toBe('登录');
    expect(await deepText(login, '#plain')).toContain('欢迎登录 B2B 企业采购平台');
    // Hidden or not, the form keeps its name.
    expect(await login.locator('#none').getByRole('form', { name: '登录' }).count()).toBe(1);
    await login.close();

    const context = await loggedInContext(await apiLogin(store, 'buyer@demo.cn'), { partnerOf: store.url });
    const cart = await partnerPage(
      '/headings-cart.html',
      `<b2b-cart id="own" heading="我的采购车"></b2b-cart><b2b-cart id="none" heading=""></b2b-cart>`,
      context,
    );
    await cart.locator('#none [part=cart]').waitFor({ timeout: 30_000 });
    await expect.poll(() => cart.locator('#own h1').innerText()).toBe('我的采购车');
    expect(await cart.locator('#none h1').count()).toBe(0);
    expect(await deepText(cart, '#none')).toContain('采购区域');
    await cart.close();
  });

  it('b2b-cart-change only when lines or quantities changed: never for a selection or the same quantity', async () => {
    const session = await apiLogin(store, 'buyer@demo.cn');
    const region = (session.user as { Regions?: number[] }).Regions?.[0] ?? 1;
    const add = await store.app.inject({
      method: 'POST',
      url: '/api/ShoppingCarts/items',
      headers: { authorization: `Bearer ${session.token}` },
      payload: { ProductId: 12, Quantity: 1, Region: region },
    });
    expect(add.statusCode).toBeLessThan(300);
    const context = await loggedInContext(session, { partnerOf: store.url });
    const page = await partnerPage('/cart-events.html', `<b2b-cart region="${region}"></b2b-cart>`, context);
    const line = page.locator('b2b-cart [part=cart-line]').first();
    await line.waitFor({ timeout: 30_000 });
    await quiet(page);
    const changes = async () => (await heard(page)).filter((e) => e.type === 'b2b-cart-change');

    // Deselect and select the line again: the server is written to, the cart's contents are the same.
    const select = line.getByRole('checkbox');
    const writes = () => page.requestLog.length;
    const before = writes();
    await select.click();
    await quiet(page);
    await select.click();
    await quiet(page);
    expect(writes()).toBeGreaterThan(before);
    expect(await changes()).toEqual([]);

    // A quantity change is a change: heard once, from <b2b-cart>.
    await line.getByRole('button', { name: /^增加/ }).click();
    await expect.poll(async () => (await changes()).length).toBe(1);
    await quiet(page);
    expect((await changes()).map((e) => e.from)).toEqual(['b2b-cart']);
    await page.close();
  });

  it('<b2b-catalog pagination="pages"> in a fixed-height box shows its pager at once, under cards that scroll inside', async () => {
    const page = await partnerPage(
      '/fixed-catalog.html',
      `<b2b-catalog id="pages" page-size="12" pagination="pages" style="height: 560px"></b2b-catalog>`,
    );
    const catalog = page.locator('#pages');
    await expect.poll(() => catalog.locator('[part="product-card"]').count(), { timeout: 30_000 }).toBe(12);
    const pager = catalog.getByRole('navigation', { name: '商品分页' });
    // No scrolling at all: the pager is there, inside the element's box and on screen.
    await pager.waitFor({ timeout: 15_000 });
    const [host, nav] = await Promise.all([catalog.boundingBox(), pager.boundingBox()]);
    expect(host!.height).toBe(560);
    expect(nav!.y + nav!.height).toBeLessThanOrEqual(host!.y + host!.height);
    expect(nav!.y + nav!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    // The cards scroll in their own box; turning the page starts the next one at its top.
    const scroller = catalog.locator('[part="product-grid"]').locator('..');
    expect(await scroller.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await pager.getByRole('button', { name: '第 2 页' }).click();
    await expect.poll(() => pager.getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
    expect(await scroller.evaluate((el) => el.scrollTop)).toBe(0);
    await page.close();
  });
});
