/**
 * Styled components' CSS compiled ahead (elements/style-warmup.ts, vite.config.ts `styledRegistryPlugin`) in the
 * partner build, as a partner's visitor meets it: `<b2b-catalog>` alone on a plain page, its product list held back.
 * While the list is on its way the widget compiles the CSS of what it will show, so the render that shows the
 * products finds the product card's rules already in the sheet; and the card looks as it looks without this.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { closeBrowser, holdRequests, launchBrowser, type Storefront, serveHtml, startStorefront } from './helpers.js';

let store: Storefront;
beforeAll(async () => {
  store = await startStorefront();
});
afterAll(async () => {
  await closeBrowser();
  await store?.close();
});

const page = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>Partner</title>
<script type="module" src="/elements/loader.js"></script></head>
<body><b2b-catalog store-url="/"></b2b-catalog></body></html>`;

it("the catalogue's product card finds its CSS compiled when the products come", async () => {
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
  try {
    const tab = await context.newPage();
    await serveHtml(tab, '/warmup-catalog.html', page);
    const release = await holdRequests(tab, /\/api\/Products\?/);
    await tab.goto(`${store.url}/warmup-catalog.html`);
    const rules = () =>
      tab.evaluate(() => {
        const root = document.querySelector('b2b-catalog')?.shadowRoot;
        return root ? [...root.styleSheets].flatMap((s) => [...s.cssRules].map((r) => r.cssText)) : [];
      });
    // The loading grid shows; the compiling goes on in short tasks until the rule count holds still.
    await tab.waitForFunction(() =>
      document.querySelector('b2b-catalog')?.shadowRoot?.querySelector('[aria-busy="true"]'),
    );
    let before: string[] = [];
    for (let still = 0; still < 3; ) {
      await tab.waitForTimeout(150);
      const now = await rules();
      still = now.length === before.length ? still + 1 : 0;
      before = now;
    }
    expect(await tab.evaluate(() => !document.querySelector('b2b-catalog')?.shadowRoot?.querySelector('article'))).toBe(
      true,
    );

    release();
    const card = await tab.waitForFunction(() =>
      document.querySelector('b2b-catalog')?.shadowRoot?.querySelector('article'),
    );
    const classes = await card.evaluate((article) => [...(article as Element).classList]);
    // The card's box: one of its classes had its rule in the sheet before any card was rendered.
    const selectors = new Set(before.map((rule) => rule.slice(0, rule.indexOf('{')).trim()));
    expect(
      classes.some((c) => selectors.has(`.${c}`)),
      `${classes.join(' ')} not among ${before.length} rules`,
    ).toBe(true);
    // And it is styled as designed: a bordered box with rounded corners.
    const look = await card.evaluate((article) => {
      const style = getComputedStyle(article as Element);
      return { border: style.borderTopStyle, radius: style.borderTopLeftRadius, display: style.display };
    });
    expect(look).toEqual({ border: 'solid', radius: expect.not.stringMatching(/^0px$/), display: 'flex' });
  } finally {
    await context.close();
  }
});
