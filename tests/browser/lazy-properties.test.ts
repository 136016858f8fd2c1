/**
 * Properties a host page sets before loader.js has defined an element (plain HTML setting `el.pageSize = 4` in a
 * script that runs before the module loader, a framework binding a property on an element it created early) reach
 * the widget once it is defined, and so do later changes: the element takes the own property that hid its accessor
 * off the instance and sets it again (elements/define.ts, the "lazy property" step).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, type Storefront, serveHtml, startStorefront } from './helpers.js';

let store: Storefront;
beforeAll(async () => {
  store = await startStorefront();
});
afterAll(async () => {
  await closeBrowser();
  await store?.close();
});

const cards = '[part="product-card"]';

describe('properties set before loader.js defines the element', () => {
  it('apply on definition, and later changes apply too', async () => {
    const browser = await launchBrowser();
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } });
    const tab = await context.newPage();
    const errors: string[] = [];
    tab.on('pageerror', (e) => errors.push(e.message));
    // The classic script runs while the page is parsed, before the module loader has defined anything.
    await serveHtml(
      tab,
      '/lazy-properties.html',
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>商品</title>
       <script type="module" src="/elements/loader.js"></script></head><body>
       <b2b-catalog id="early"></b2b-catalog>
       <script>
         const early = document.getElementById('early');
         early.pageSize = 4;
         early.showHeader = true;
         window.__definedBefore = Boolean(customElements.get('b2b-catalog'));
         // Created early, connected only once the tag is defined (a framework rendering later).
         window.__late = document.createElement('b2b-catalog');
         window.__late.pageSize = 3;
         customElements.whenDefined('b2b-catalog').then(() => document.body.append(window.__late));
       </script></body></html>`,
    );
    await tab.goto(`${store.url}/lazy-properties.html`);
    expect(await tab.evaluate(() => (window as unknown as { __definedBefore: boolean }).__definedBefore)).toBe(false);
    const early = tab.locator('#early');
    await expect.poll(() => early.locator(cards).count(), { timeout: 30_000 }).toBe(4);
    // show-header (a boolean property): the catalogue's title is shown.
    expect(await early.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(
      await early.evaluate((el) => [el.getAttribute('page-size'), (el as HTMLElement & { pageSize: number }).pageSize]),
    ).toEqual(['4', 4]);
    const late = tab.locator('b2b-catalog:not(#early)');
    await expect.poll(() => late.locator(cards).count(), { timeout: 30_000 }).toBe(3);
    expect(await late.getByRole('heading', { level: 1 }).count()).toBe(0);

    // Later changes go through the accessor to the widget.
    await early.evaluate((el) => {
      (el as HTMLElement & { pageSize: number }).pageSize = 2;
    });
    await expect.poll(() => early.locator(cards).count(), { timeout: 15_000 }).toBe(2);
    await late.evaluate((el) => {
      (el as HTMLElement & { pageSize: number }).pageSize = 5;
    });
    await expect.poll(() => late.locator(cards).count(), { timeout: 15_000 }).toBe(5);
    expect(errors).toEqual([]);
    await context.close();
  });
});
