/**
 * Search as a buyer meets it (real Chromium, real server, demo data): `<b2b-search>` on a partner's page of
 * another origin suggests while typing (combobox: arrows move, Enter chooses, Escape closes, a keyword with
 * nothing to suggest says so in Chinese), and the storefront's page for a search that found nothing (惠普)
 * says so plainly and offers nearby searches and popular words that search again when clicked.
 */
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PartnerOrigin, startPartnerOrigin } from '../../scripts/partner-origin.js';
import {
  axe,
  closeBrowser,
  newContext,
  type Storefront,
  startStorefront,
  storefrontSettled,
  type TestPage,
  visitSettled,
  waitForPath,
} from './helpers.js';

const SF = 'b2b-storefront';

let store: Storefront;
let partner: PartnerOrigin;
beforeAll(async () => {
  partner = await startPartnerOrigin();
  store = await startStorefront({ corsOrigins: [partner.url] });
});
afterAll(async () => {
  await closeBrowser();
  await store?.close();
  await partner?.close();
});

/** The index of the first option of a kind (热门搜索, 商品, 品牌, 分类), -1 when none. */
async function firstOfKind(options: Locator, kind: string): Promise<number> {
  const texts = await options.allTextContents();
  return texts.findIndex((t) => t.endsWith(kind));
}

describe('<b2b-search> on a partner page suggests while typing', () => {
  it('arrows move through the suggestions, Enter searches the chosen one in the widget, Escape closes', async () => {
    partner.serve(
      '/search.html',
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>合作伙伴搜索</title>
       <script type="module" src="${store.url}/elements/loader.js"></script></head>
       <body><main><h1>合作伙伴搜索</h1>
       <b2b-search api-base="${store.url}" store-url="${store.url}" page-size="6"></b2b-search></main></body></html>`,
    );
    const context = await newContext();
    const page = (await context.newPage()) as TestPage;
    await page.goto(`${partner.url}/search.html`);
    const widget = page.locator('b2b-search');
    const box = widget.getByRole('combobox', { name: '搜索商品' });
    await box.click({ timeout: 30_000 });
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await box.pressSequentially('办公', { timeout: 10_000 });
    // The suggestions' options (the filter bar's selects have options of their own).
    const options = widget.getByRole('listbox', { name: '搜索建议' }).getByRole('option');
    await expect.poll(() => options.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(await box.getAttribute('aria-controls')).toBe(
      await widget.getByRole('listbox', { name: '搜索建议' }).getAttribute('id'),
    );
    expect(await axe(page)).toEqual([]);

    // Escape closes the list; typing opens it again.
    await box.press('Escape');
    await expect.poll(() => options.count()).toBe(0);
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await box.press('End');
    await box.pressSequentially('设', { timeout: 10_000 });
    await expect.poll(() => options.count(), { timeout: 15_000 }).toBeGreaterThan(0);

    // Down, down, up: the input keeps focus and points at the active option.
    await box.press('ArrowDown');
    const first = options.first();
    await expect.poll(() => first.getAttribute('aria-selected')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    if ((await options.count()) > 1) {
      await box.press('ArrowDown');
      await expect.poll(() => first.getAttribute('aria-selected')).toBe('false');
      await box.press('ArrowUp');
      await expect.poll(() => first.getAttribute('aria-selected')).toBe('true');
    }
    expect(await box.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);

    // Enter on the category 办公设备 searches it inside the widget; the partner's page stays where it is.
    const category = await firstOfKind(options, '分类');
    expect(category).toBeGreaterThanOrEqual(0);
    const label = ((await options.nth(category).locator('span').textContent()) ?? '').trim();
    expect(label).toBe('办公设备');
    await box.press('ArrowUp'); // back to the input (no option active), then down to the category
    for (let i = 0; i <= category; i++) await box.press('ArrowDown');
    await expect.poll(() => options.nth(category).getAttribute('aria-selected')).toBe('true');
    await box.press('Enter');
    await expect.poll(() => box.inputValue()).toBe('办公设备');
    await expect.poll(() => options.count()).toBe(0);
    await expect
      .poll(() => widget.locator('[data-testid="search-count"]').textContent(), { timeout: 30_000 })
      .toMatch(/^共 [1-9]\d* 件商品$/);
    expect(page.url()).toBe(`${partner.url}/search.html`);
    await context.close();
  });

  it('a keyword with nothing to suggest says so in Chinese; Enter still searches it', async () => {
    const context = await newContext({ width: 375, height: 740 });
    const page = (await context.newPage()) as TestPage;
    await page.goto(`${partner.url}/search.html`);
    const widget = page.locator('b2b-search');
    const box = widget.getByRole('combobox', { name: '搜索商品' });
    await box.click({ timeout: 30_000 });
    await box.pressSequentially('qqzzxx', { timeout: 10_000 });
    const none = widget.getByRole('status').filter({ hasText: '没有与「qqzzxx」相关的建议' });
    await expect.poll(() => none.count(), { timeout: 15_000 }).toBe(1);
    expect(await none.textContent()).toBe('没有与「qqzzxx」相关的建议，按回车键直接搜索');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await widget.getByRole('listbox', { name: '搜索建议' }).count()).toBe(0);
    expect(await axe(page)).toEqual([]);
    await box.press('Enter');
    await expect.poll(() => widget.getByText('没有找到「qqzzxx」相关的商品').count(), { timeout: 30_000 }).toBe(1);
    expect(await none.count()).toBe(0);
    await context.close();
  });
});

describe('a search that found nothing', () => {
  it('惠普: says plainly nothing matched, offers popular words and nearby searches, each searches again', async () => {
    const page = await visitSettled(`/search/online?keyword=${encodeURIComponent('惠普')}`);
    const root = page.locator(SF);
    await expect.poll(() => root.getByText('没有找到「惠普」相关的商品').count(), { timeout: 15_000 }).toBe(1);
    expect(await root.locator('[data-testid="search-count"]').textContent()).toBe('共 0 件商品');
    expect(await root.locator('[part="product-card"]').count()).toBe(0);
    const popular = root.locator('[data-testid="search-suggestions"] button');
    await expect.poll(() => popular.count()).toBeGreaterThan(0);
    expect(await axe(page)).toEqual([]);
    const word = ((await popular.first().textContent()) ?? '').trim();
    await popular.first().click();
    await waitForPath(page, `/search/online?keyword=${encodeURIComponent(word).replace(/%20/g, '+')}`);
    await storefrontSettled(page);
    await expect.poll(() => root.locator('[data-testid="search-count"]').textContent()).toMatch(/^共 [1-9]\d* 件商品$/);
    await page.close();

    // Two words, one the catalogue does not carry: the search without it is offered with its total.
    const two = await visitSettled(`/search/online?keyword=${encodeURIComponent('惠普 打印机')}`);
    const root2 = two.locator(SF);
    await expect.poll(() => root2.getByText('没有找到「惠普 打印机」相关的商品').count(), { timeout: 15_000 }).toBe(1);
    const nearby = root2.locator('[data-testid="search-alternatives"] button', { hasText: /^打印机（\d+ 件）$/ });
    await expect.poll(() => nearby.count()).toBe(1);
    const total = Number(((await nearby.textContent()) ?? '').match(/（(\d+) 件）/)?.[1]);
    await nearby.click();
    await waitForPath(two, `/search/online?keyword=${encodeURIComponent('打印机')}`);
    await storefrontSettled(two);
    await expect.poll(() => root2.locator('[data-testid="search-count"]').textContent()).toBe(`共 ${total} 件商品`);
    await two.close();
  });

  it('the price band filter shows its counts and a chosen band shows that many products', async () => {
    const page = await visitSettled(`/search/online?keyword=${encodeURIComponent('安全')}`);
    const root = page.locator(SF);
    const select = root.getByRole('combobox', { name: '价格' });
    await expect.poll(() => select.locator('option').count(), { timeout: 15_000 }).toBeGreaterThan(1);
    const option = select.locator('option').nth(1);
    const text = (await option.textContent()) ?? '';
    const count = Number(text.match(/（(\d+)）$/)?.[1]);
    expect(text).toMatch(/^¥\d+(–\d+| 以上)（\d+）$/);
    await select.selectOption((await option.getAttribute('value')) ?? '');
    await waitForPath(page, /[?&]price=\d+\.\d{2}-(\d+\.\d{2})?/);
    await storefrontSettled(page);
    await expect.poll(() => root.locator('[data-testid="search-count"]').textContent()).toBe(`共 ${count} 件商品`);
    await page.close();
  });
});
