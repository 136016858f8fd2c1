/**
 * The widget platform on foreign pages, in a real Chromium: styles stay in shadow roots and the partner's
 * hostile CSS does not reach the widgets; widgets share one session and one cart count; the bundle loaded twice
 * does not throw; the loader fetches only the elements a page uses; host pages hear `b2b-*` events.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiLogin,
  closeBrowser,
  demoDir,
  documentStyles,
  loggedInContext,
  openPage,
  quiet,
  requestsTo,
  type Storefront,
  serveHtml,
  startStorefront,
  storefrontSettled,
} from './helpers.js';

const COUNT_REQUEST = /\/api\/ShoppingCarts\/items\/count/;
const partnerHtml = () => readFileSync(path.join(demoDir, 'partner.html'), 'utf8');
const hostileCss = () => /<style>([\s\S]*?)<\/style>/.exec(partnerHtml())?.[1] ?? '';

let store: Storefront;
beforeAll(async () => {
  store = await startStorefront();
});
afterAll(async () => {
  await closeBrowser();
  await store?.close();
});

/** A host page of our own on the storefront's origin: `body` inside a minimal document with the loader. */
function hostPage(body: string, css = ''): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>host</title><link rel="icon" href="data:,">
<style>${css}</style><script type="module" src="/elements/loader.js"></script></head><body>${body}</body></html>`;
}

async function badgesReady(page: Page, n: number): Promise<void> {
  await expect.poll(() => page.locator('b2b-cart-badge [part=cart]').count(), { timeout: 20_000 }).toBe(n);
}

/** Computed style of the first element matching a (shadow-piercing) selector. */
function metrics(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const s = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return {
        fontSize: s.fontSize,
        fontFamily: s.fontFamily,
        color: s.color,
        letterSpacing: s.letterSpacing,
        lineHeight: s.lineHeight,
        height: Math.round(r.height),
        textTransform: s.textTransform,
        borderTopWidth: s.borderTopWidth,
      };
    });
}

describe('style isolation', () => {
  it('keeps every widget style inside its shadow root on the partner page', async () => {
    const page = await openPage('/partner.html');
    await badgesReady(page, 2);
    const doc = await documentStyles(page);
    // Only the partner's own <style>; no styled-components tag or adopted sheet on the document.
    expect(doc.styleTags).toHaveLength(1);
    expect(doc.styleTags[0]).toContain('font-size: 62.5%');
    // Besides it, only the loader's size reservation: zero-specificity rules for b2b-* elements, nothing else.
    expect(doc.reserve).toHaveLength(1);
    const selectors = doc.reserve[0]!.split('}').flatMap((rule) =>
      rule.includes('{') ? [rule.split('{')[0]!.trim()] : [],
    );
    expect(selectors.length).toBeGreaterThan(0);
    for (const selector of selectors) expect(selector).toMatch(/^:where\(b2b-[a-z-]+[:[]/);
    expect(doc.adopted).toBe(0);
    expect(await page.evaluate(() => document.querySelectorAll('[data-styled]').length)).toBe(0);
    const inShadow = await page.evaluate(() =>
      [...document.querySelectorAll('b2b-cart-badge')].map((el) => {
        const root = el.shadowRoot;
        return root ? root.querySelectorAll('style').length + root.adoptedStyleSheets.length : -1;
      }),
    );
    expect(inShadow.every((n) => n > 0)).toBe(true);
    expect(page.consoleErrors).toEqual([]);
    await page.close();
  });

  it('keeps the storefront page free of document-level widget styles', async () => {
    const page = await openPage('/home');
    await storefrontSettled(page);
    const doc = await documentStyles(page);
    expect(doc.styleTags).toHaveLength(1); // index.html's own page frame
    expect(doc.adopted).toBe(0);
    await page.close();
  });

  it('looks the same on the hostile partner page as on a clean page (cart badge)', async () => {
    const clean = await openPage('about:blank');
    await serveHtml(clean, '/clean-host.html', hostPage('<b2b-cart-badge store-url="/"></b2b-cart-badge>'));
    await clean.goto(`${store.url}/clean-host.html`);
    await badgesReady(clean, 1);
    const partner = await openPage('/partner.html');
    await badgesReady(partner, 2);
    for (const selector of ['b2b-cart-badge [part=cart]', 'b2b-cart-badge [part=cart] span']) {
      if ((await clean.locator(selector).count()) === 0) continue;
      expect(await metrics(partner, selector), selector).toEqual(await metrics(clean, selector));
    }
    await clean.close();
    await partner.close();
  });

  it('keeps button height, font and colours of the storefront under the partner CSS', async () => {
    const clean = await openPage('/no/such/page');
    await storefrontSettled(clean);
    const hostile = await openPage('about:blank');
    const html = hostPage('<b2b-storefront></b2b-storefront>', hostileCss()).replace(
      '/elements/loader.js',
      '/elements/b2b-storefront.js',
    );
    await serveHtml(hostile, '/no/such/page', html);
    await hostile.goto(`${store.url}/no/such/page`);
    await storefrontSettled(hostile);
    // Sanity: the hostile CSS is really in force on the page itself.
    expect(await hostile.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('10px');
    for (const selector of [
      'b2b-storefront [part=search] button[type=submit]',
      'b2b-storefront [part=nav] a',
      'b2b-storefront #b2b-not-found-title',
      'b2b-storefront [part=footer] a',
    ]) {
      expect(await metrics(hostile, selector), selector).toEqual(await metrics(clean, selector));
    }
    await clean.close();
    await hostile.close();
  });
});

describe('one session and one cart for all widgets on a page', () => {
  it('two badges on the partner page show the same count from a single count request', async () => {
    const session = await apiLogin(store, 'buyer@demo.cn');
    const headers = { authorization: `Bearer ${session.token}` };
    const region = ((session.user as { Regions?: number[] }).Regions ?? [1])[0] ?? 1;
    const products = await store.app.inject({
      method: 'GET',
      url: `/api/Products?catalogue=online&pageSize=1&region=${region}`,
    });
    const product = (products.json() as { Items: Array<{ Id: number; MinQuantity: number }> }).Items[0]!;
    const added = await store.app.inject({
      method: 'POST',
      url: '/api/ShoppingCarts/items',
      headers,
      payload: { ProductId: product.Id, Quantity: product.MinQuantity, Region: region },
    });
    expect(added.statusCode).toBe(201);
    const count = (
      (
        await store.app.inject({ method: 'GET', url: `/api/ShoppingCarts/items/count?region=${region}`, headers })
      ).json() as { Count: number }
    ).Count;
    expect(count).toBeGreaterThan(0);

    const context = await loggedInContext(session);
    const page = await openPage('/partner.html', { context });
    await badgesReady(page, 2);
    const counts = page.locator('b2b-cart-badge [part=cart-count]');
    await expect.poll(() => counts.allTextContents(), { timeout: 20_000 }).toEqual([String(count), String(count)]);
    // A third badge added later joins the same store: still one request.
    await page.evaluate(() => document.body.append(document.createElement('b2b-cart-badge')));
    await expect
      .poll(() => counts.allTextContents(), { timeout: 20_000 })
      .toEqual([String(count), String(count), String(count)]);
    await quiet(page);
    expect(requestsTo(page, COUNT_REQUEST)).toHaveLength(1);
    expect(page.consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('loading', () => {
  it('survives the bundle loaded twice from another URL and a second define', async () => {
    const session = await apiLogin(store, 'buyer@demo.cn');
    const context = await loggedInContext(session);
    const page = await openPage('/partner.html', { context });
    await badgesReady(page, 2);
    // The badges render before the session's user is loaded; their count request follows. Count from then on,
    // else a count still on its way would be taken for one caused by the second copy.
    await expect.poll(() => requestsTo(page, COUNT_REQUEST).length, { timeout: 20_000 }).toBeGreaterThan(0);
    // A second copy of dist/elements under /copy/elements/ (another URL: new module instances).
    const elementsDir = path.join(demoDir, 'elements');
    await page.route(`${store.url}/copy/elements/**`, (route) => {
      const rel = new URL(route.request().url()).pathname.replace(/^\/copy\/elements\//, '');
      const file = path.join(elementsDir, rel);
      if (!file.startsWith(elementsDir)) return route.fulfill({ status: 404 });
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: readFileSync(file) });
    });
    const before = requestsTo(page, COUNT_REQUEST).length;
    // Page code as a string: the test runner would rewrite a real `import()` in a function.
    const result = await page.evaluate(`(async () => {
      try {
        await new Promise((resolve, reject) => {
          const s = document.createElement('script');
          s.type = 'module';
          s.src = '/copy/elements/index.js';
          s.onload = resolve;
          s.onerror = () => reject(new Error('copy failed to load'));
          document.head.append(s);
        });
        await import('/copy/elements/b2b-cart-badge.js?again');
        await import('/elements/b2b-cart-badge.js?again');
        return 'ok';
      } catch (error) {
        return String(error);
      }
    })()`);
    expect(result).toBe('ok');
    expect(page.consoleErrors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    // The widgets keep working, and a badge added now shares the first copy's session and count.
    await page.evaluate(() => document.body.append(document.createElement('b2b-cart-badge')));
    await badgesReady(page, 3);
    const texts = await page
      .locator('b2b-cart-badge [part=cart]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(new Set(texts).size).toBe(1);
    await quiet(page);
    expect(requestsTo(page, COUNT_REQUEST).length).toBe(before);
    await context.close();
  });

  it('loader.js fetches only the elements the page uses, including ones added later', async () => {
    const page = await openPage('about:blank');
    await serveHtml(page, '/empty-host.html', hostPage('<p>没有组件的页面</p>'));
    await page.goto(`${store.url}/empty-host.html`);
    await quiet(page);
    const elementRequests = () => requestsTo(page as never, /\/elements\//).map((u) => new URL(u).pathname);
    expect(elementRequests()).toEqual(['/elements/loader.js']);
    await page.evaluate(() => {
      const wrapper = document.createElement('section');
      wrapper.innerHTML = '<b2b-cart-badge store-url="/"></b2b-cart-badge>';
      document.body.append(wrapper);
    });
    await badgesReady(page, 1);
    expect(await page.evaluate(() => !!customElements.get('b2b-cart-badge'))).toBe(true);
    const loaded = elementRequests();
    expect(loaded).toContain('/elements/b2b-cart-badge.js');
    expect(loaded).not.toContain('/elements/b2b-storefront.js');
    expect(loaded).not.toContain('/elements/index.js');
    expect(loaded.filter((u) => /^\/elements\/b2b-/.test(u))).toEqual(['/elements/b2b-cart-badge.js']);
    await page.close();
  });

  it('loader.js still shows widgets when the page blocks localStorage (sandboxed frame, cookies off)', async () => {
    const page = await openPage('about:blank');
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    });
    const failures: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && m.text().includes('[b2b]')) failures.push(m.text());
    });
    await serveHtml(page, '/blocked-storage-host.html', hostPage('<b2b-cart-badge store-url="/"></b2b-cart-badge>'));
    await page.goto(`${store.url}/blocked-storage-host.html`);
    await badgesReady(page, 1);
    expect(failures).toEqual([]);
    await page.close();
  });

  it('serves the same element files partners get (dist/demo/elements is dist/elements)', () => {
    const stats = JSON.parse(readFileSync(path.join(demoDir, '..', 'build-stats.json'), 'utf8')) as {
      chunks: Array<{ fileName: string }>;
    };
    const files = [...stats.chunks.map((c) => c.fileName), 'custom-elements.json', 'types/index.d.ts'];
    expect(files).toContain('loader.js');
    for (const f of files) {
      const published = readFileSync(path.join(demoDir, '..', 'elements', f));
      const served = readFileSync(path.join(demoDir, 'elements', f));
      expect(served.equals(published), f).toBe(true);
    }
  });
});

describe('type', () => {
  /**
   * Text is set in two weights, 400 and 600 (src/ui/theme.ts Root): the browser sets up each weight as another face
   * of the font, in the frame where text first uses it (a cost a profile shows on Linux Chromium). Headings
   * without a weight of their own take 600 from the Root, not the browser's 700.
   */
  it('uses only the weights 400 and 600 on the storefront main screens', async () => {
    const page = await openPage('/home');
    const seen = new Map<string, string>();
    for (const route of [
      '/home',
      '/vnetzone/online',
      '/online/detail/1',
      '/brand/1',
      '/solution',
      '/showcase',
      '/login',
    ]) {
      if (route !== '/home') await page.goto(new URL(route, store.url).href);
      await storefrontSettled(page);
      const weights = await page.evaluate(() => {
        const out: Array<[string, string]> = [];
        const stack: Node[] = [document.querySelector('b2b-storefront')?.shadowRoot ?? document.body];
        while (stack.length > 0) {
          const node = stack.pop()!;
          for (const child of node.childNodes) {
            if (child.nodeType === Node.TEXT_NODE && child.textContent?.trim() && child.parentElement) {
              const parent = child.parentElement;
              if (parent.localName === 'style' || parent.localName === 'script') continue;
              out.push([
                getComputedStyle(parent).fontWeight,
                `${parent.localName}: ${child.textContent.trim().slice(0, 12)}`,
              ]);
            } else if (child instanceof Element) stack.push(child.shadowRoot ?? child);
          }
        }
        return out;
      });
      expect(weights.length, route).toBeGreaterThan(20);
      for (const [weight, where] of weights) if (!seen.has(weight)) seen.set(weight, `${route} ${where}`);
    }
    expect(Object.fromEntries(seen)).toEqual({ '400': expect.any(String), '600': expect.any(String) });
    await page.close();
  });
});

describe('events to the host page', () => {
  it('the partner page logs b2b-navigate from a badge click and may cancel it', async () => {
    const page = await openPage('/partner.html');
    await badgesReady(page, 2);
    await page.evaluate(() => document.addEventListener('b2b-navigate', (e) => e.preventDefault()));
    await page.locator('b2b-cart-badge [part=cart]').first().click();
    await expect
      .poll(() => page.locator('#b2b-event-log li').allTextContents(), { timeout: 10_000 })
      .toEqual(expect.arrayContaining([expect.stringContaining('b2b-navigate')]));
    expect(new URL(page.url()).pathname).toBe('/partner.html');
    await page.close();
  });

  it('without cancelling, a badge click takes the visitor to store-url + /cart', async () => {
    const page = await openPage('/partner.html');
    await badgesReady(page, 2);
    await page.locator('b2b-cart-badge [part=cart]').first().click();
    await page.waitForURL((u) => u.pathname === '/cart' || u.pathname === '/login', { timeout: 15_000 });
    await page.close();
  });
});
