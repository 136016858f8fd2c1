/**
 * BROWSE-B in a real Chromium against the real server (PGlite, demo data): the two network-zone catalogues,
 * search, product detail, the inquiry form, add to cart / buy now, the standalone widgets on partner.html,
 * axe and the 375 px layout. Prints how long the online catalogue's first page takes to appear.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultations } from '../../server/db/schema.js';
import {
  apiLogin,
  axe,
  closeBrowser,
  currentPath,
  gotoStorefront,
  loggedInContext,
  openPage,
  type Storefront,
  scrollToEnd,
  serveHtml,
  startStorefront,
  storefrontSettled,
  visitSettled,
  waitForPath,
} from './helpers.js';

const SF = 'b2b-storefront';
const CARD = `${SF} [part="product-card"]`;

let store: Storefront;
beforeAll(async () => {
  store = await startStorefront();
});
afterAll(async () => {
  await closeBrowser();
  await store?.close();
});

const visit = visitSettled;

/** Names of the product cards shown, in order. */
function cardNames(page: Page, root = SF): Promise<string[]> {
  return page.locator(`${root} [part="product-card"] h3`).allTextContents();
}

/** Prices (numbers) of the cards shown, in order. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page
    .locator(`${CARD}`)
    .evaluateAll((cards) => cards.map((c) => (c.textContent ?? '').match(/¥([\d,]+\.\d{2})/)?.[1] ?? ''));
  return texts.map((t) => Number(t.replace(/,/g, '')));
}

async function noHorizontalOverflow(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client + 1);
}

async function serverCartCount(token: string, region = 1): Promise<number> {
  const res = await store.app.inject({
    method: 'GET',
    url: `/api/ShoppingCarts/items/count?region=${region}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return (res.json() as { Count: number }).Count;
}

describe('online catalogue /vnetzone/online', () => {
  it('shows the first page of products with prices (and prints how long it took)', async () => {
    const page = await openPage('/vnetzone/online', { waitUntil: 'domcontentloaded' });
    // performance.now() counts from the navigation start of this document.
    const shownAt = await page.waitForFunction(
      () => {
        const card = document.querySelector('b2b-storefront')?.shadowRoot?.querySelector('[part="product-card"]');
        if (!card) return false;
        const box = card.getBoundingClientRect();
        return box.width > 0 && box.height > 0 ? performance.now() : false;
      },
      undefined,
      { polling: 'raf', timeout: 30_000 },
    );
    const ms = Math.round((await shownAt.jsonValue()) as number);
    console.log(
      `[browse-b] 在线采购首屏商品出现耗时 catalogue first page visible after ${ms} ms (navigation start → first product card)`,
    );
    await storefrontSettled(page);
    expect(await page.locator(CARD).count()).toBe(20);
    const prices = await cardPrices(page);
    expect(prices.every((p) => p > 0)).toBe(true);
    expect(await page.locator(`${SF} h1`).textContent()).toBe('在线采购');
    await expect.poll(() => page.locator(`${SF} [aria-live]`).first().textContent()).toMatch(/共 \d+ 件商品/);
    expect(await axe(page)).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
    await page.close();
  });

  it('a brand filter changes the results and the URL, and survives a reload', async () => {
    const page = await visit('/vnetzone/online');
    const before = await cardNames(page);
    await page.locator(SF).getByLabel('品牌', { exact: true }).selectOption({ label: '佳印' });
    await waitForPath(page, '/vnetzone/online?brandId=3');
    await storefrontSettled(page);
    await expect.poll(() => cardNames(page)).not.toEqual(before);
    const brands = await page.locator(CARD).evaluateAll((cards) => cards.map((c) => c.textContent ?? ''));
    expect(brands.length).toBeGreaterThan(0);
    for (const text of brands) expect(text).toContain('佳印');

    await page.reload();
    await storefrontSettled(page);
    expect(currentPath(page)).toBe('/vnetzone/online?brandId=3');
    expect(await page.locator(SF).getByLabel('品牌', { exact: true }).inputValue()).toBe('3');
    for (const text of await page.locator(CARD).evaluateAll((cards) => cards.map((c) => c.textContent ?? ''))) {
      expect(text).toContain('佳印');
    }
    // 清除筛选 brings every product back.
    await page.locator(SF).getByRole('button', { name: '清除筛选' }).click();
    await waitForPath(page, '/vnetzone/online');
    await storefrontSettled(page);
    expect(await page.locator(CARD).count()).toBe(20);
    await page.close();
  });

  it('pages through the results (page 2 in the URL, other products)', async () => {
    const page = await visit('/vnetzone/online');
    const first = await cardNames(page);
    await scrollToEnd(page);
    await page.locator(SF).getByRole('button', { name: '第 2 页' }).click();
    await waitForPath(page, '/vnetzone/online?page=2');
    await storefrontSettled(page);
    const second = await cardNames(page);
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((n) => first.includes(n))).toEqual([]);
    expect(await page.locator(SF).getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
    // Back returns to page 1.
    await page.goBack();
    await waitForPath(page, '/vnetzone/online');
    await storefrontSettled(page);
    expect(await cardNames(page)).toEqual(first);
    await page.close();
  });

  it('sorts by price ascending and descending', async () => {
    const page = await visit('/vnetzone/online');
    await page.locator(SF).getByRole('button', { name: '价格升序' }).click();
    await waitForPath(page, '/vnetzone/online?sort=price-asc');
    await storefrontSettled(page);
    const asc = await cardPrices(page);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    await page.locator(SF).getByRole('button', { name: '价格降序' }).click();
    await waitForPath(page, '/vnetzone/online?sort=price-desc');
    await storefrontSettled(page);
    const desc = await cardPrices(page);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(desc[0]).toBeGreaterThan(asc[0]!);
    await page.close();
  });

  it('shows an empty state with a way to clear filters', async () => {
    // A consultation-only brand/category mix that has no online products is not guaranteed: use an unknown supplier id.
    const page = await visit('/vnetzone/online?supplierId=999');
    await expect.poll(() => page.locator(SF).getByText('没有符合筛选条件的商品').count()).toBe(1);
    await page.locator(SF).getByRole('button', { name: '清除筛选' }).last().click();
    await waitForPath(page, '/vnetzone/online');
    await storefrontSettled(page);
    expect(await page.locator(CARD).count()).toBe(20);
    await page.close();
  });

  it('works at 375 px without horizontal overflow', async () => {
    const page = await visit('/vnetzone/online', { width: 375, height: 740 });
    expect(await page.locator(CARD).count()).toBe(20);
    await noHorizontalOverflow(page);
    expect(await axe(page)).toEqual([]);
    await page.close();
  });
});

describe('consultation catalogue /vnetzone/consultation', () => {
  it('has no prices and a 咨询 action; the inquiry is stored on the server', async () => {
    const page = await visit('/vnetzone/consultation');
    expect(await page.locator(SF).locator('h1').textContent()).toBe('咨询采购');
    expect(await page.locator(CARD).count()).toBeGreaterThan(0);
    expect(await cardPrices(page).then((p) => p.filter((x) => x > 0))).toEqual([]);
    expect(await page.locator(SF).getByRole('button', { name: '价格升序' }).count()).toBe(0);
    expect(await axe(page)).toEqual([]);

    const firstCard = page.locator(CARD).first();
    const productId = Number(await firstCard.getAttribute('data-product-id'));
    await firstCard.getByRole('button', { name: /^咨询：/ }).click();
    const dialog = page.locator(SF).getByRole('dialog', { name: '采购咨询' });
    await dialog.waitFor();
    // Empty submit: default Chinese messages.
    await dialog.getByRole('button', { name: '提交咨询' }).click();
    await expect.poll(() => dialog.getByText('请输入联系人').count()).toBe(1);
    expect(await dialog.getByText('请输入手机号码').count()).toBe(1);
    await dialog.getByLabel('联系人').fill('赵工');
    await dialog.getByLabel('手机号码').fill('12345678901');
    await dialog.getByLabel('公司名称').fill('上海某某机械有限公司');
    await dialog.getByLabel(/采购数量/).fill('30');
    await dialog.getByLabel('采购需求').fill('需要 30 台，含上门安装，月底前交货。');
    await dialog.getByRole('button', { name: '提交咨询' }).click();
    await expect.poll(() => dialog.getByText('请输入正确的手机号码').count()).toBe(1);
    expect(await axe(page)).toEqual([]);
    await dialog.getByLabel('手机号码').fill('13912345678');
    await dialog.getByRole('button', { name: '提交咨询' }).click();
    await dialog.getByTestId('inquiry-success').waitFor();
    expect(await dialog.textContent()).toContain('咨询已提交');

    const rows = await store.db.select().from(consultations).where(eq(consultations.productId, productId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      contactName: '赵工',
      mobile: '13912345678',
      companyName: '上海某某机械有限公司',
      quantity: 30,
    });
    expect(rows[0]!.requirement).toContain('上门安装');
    await dialog.getByRole('button', { name: '关闭' }).last().click();
    await expect.poll(() => dialog.count()).toBe(0);
    await page.close();
  });
});

describe('search /search/:catalogue', () => {
  it('shows the count and marks the keyword; tabs keep the keyword', async () => {
    const page = await visit('/search/online?keyword=%E6%89%93%E5%8D%B0%E6%9C%BA'); // 打印机
    const count = await page.locator(`${SF} [data-testid="search-count"]`).textContent();
    expect(count).toMatch(/^共 \d+ 件商品$/);
    expect(Number(count!.match(/\d+/)![0])).toBeGreaterThan(0);
    const marks = await page.locator(`${SF} [part="product-card"] mark`).allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    expect(new Set(marks)).toEqual(new Set(['打印机']));
    expect(await page.locator(SF).getByRole('combobox', { name: '搜索商品' }).inputValue()).toBe('打印机');
    expect(await axe(page)).toEqual([]);

    await page.locator(SF).getByRole('tab', { name: '咨询采购' }).click();
    await waitForPath(page, `/search/consultation?keyword=${encodeURIComponent('打印机')}`);
    await storefrontSettled(page);
    expect(await page.locator(SF).getByRole('combobox', { name: '搜索商品' }).inputValue()).toBe('打印机');
    await page.close();
  });

  it('a search without results offers the server’s suggestions, which search again', async () => {
    const page = await visit('/search/online?keyword=zzzz');
    const suggestions = page.locator(`${SF} [data-testid="search-suggestions"] button`);
    await expect.poll(() => suggestions.count()).toBeGreaterThan(0);
    expect(await page.locator(SF).getByText('没有找到「zzzz」相关的商品').count()).toBe(1);
    const word = (await suggestions.first().textContent())!;
    await suggestions.first().click();
    await waitForPath(page, `/search/online?keyword=${encodeURIComponent(word).replace(/%20/g, '+')}`);
    await storefrontSettled(page);
    expect(await page.locator(SF).getByRole('combobox', { name: '搜索商品' }).inputValue()).toBe(word);
    await page.close();
  });

  it('the page’s own box searches; works at 375 px', async () => {
    const page = await visit('/search/online', { width: 375, height: 740 });
    await page.locator(SF).getByRole('combobox', { name: '搜索商品' }).fill('手套');
    await page
      .locator(SF)
      .getByRole('search', { name: '搜索商品' })
      .getByRole('button', { name: '搜索', exact: true })
      .click();
    await waitForPath(page, `/search/online?keyword=${encodeURIComponent('手套')}`);
    await storefrontSettled(page);
    await noHorizontalOverflow(page);
    expect(await axe(page)).toEqual([]);
    await page.close();
  });
});

describe('product detail /:type/detail/:id', () => {
  it('shows specs, the current region’s price and the other regions', async () => {
    const page = await visit('/online/detail/1');
    expect(await page.locator(`${SF} h1`).textContent()).toBe('佳印 黑白激光打印机 基础款');
    const specs = page.locator(`${SF} table`);
    expect(await specs.getByRole('rowheader', { name: '打印速度' }).count()).toBe(1);
    expect(await specs.textContent()).toContain('30 页/分钟');
    const box = page.locator(`${SF} [data-testid="price-box"]`);
    expect(await box.locator('h2').textContent()).toBe('华东价');
    expect(await box.textContent()).toContain('1,299.00');
    expect(await box.textContent()).toContain('华北');
    expect(await page.locator(SF).getByRole('link', { name: /佳印/ }).first().getAttribute('href')).toBe('/brand/3');
    // Gallery: keyboard moves between thumbnails.
    const thumbs = page.locator(SF).getByRole('button', { name: /^第 \d 张/ });
    await thumbs.first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await thumbs.nth(1).getAttribute('aria-current')).toBe('true');
    // The large picture is the 800 px one; the 64 px buttons show the 240 px thumbnails.
    const large = page.locator(`${SF} [part="gallery"] > div > img`);
    await expect.poll(() => large.getAttribute('src')).toMatch(/\/media\/products\/jy-p-2-800x800\.webp$/);
    expect(await thumbs.locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src))).toEqual(
      [1, 2, 3].map((v) => expect.stringMatching(new RegExp(`/media/products/jy-p-${v}-240x240\\.webp$`))),
    );
    expect(await axe(page)).toEqual([]);
    await page.close();
  });

  it('a product opened under the other catalogue’s address is shown under its own', async () => {
    const page = await visit('/online/detail/28');
    await waitForPath(page, '/consultation/detail/28');
    expect(await page.locator(SF).getByRole('button', { name: '咨询', exact: true }).count()).toBe(1);
    await page.close();
  });

  it('not found for a missing product id', async () => {
    const page = await visit('/online/detail/999999');
    await expect.poll(() => page.locator(SF).getByText('商品不存在或已下架').count()).toBe(1);
    expect(await axe(page)).toEqual([]);
    await page.close();
  });

  it('logged out: 加入购物车 goes to /login?redirect=<this path>', async () => {
    const page = await visit('/online/detail/1');
    await page.locator(SF).getByRole('button', { name: '加入购物车' }).click();
    await waitForPath(page, `/login?redirect=${encodeURIComponent('/online/detail/1')}`);
    await page.close();
  });

  it('logged out: after logging in the visitor is back on the product and can add it', async () => {
    const page = await visit('/online/detail/4');
    await page.locator(SF).getByRole('button', { name: '加入购物车' }).click();
    await waitForPath(page, `/login?redirect=${encodeURIComponent('/online/detail/4')}`);
    await storefrontSettled(page);
    await page.locator(`${SF} input[autocomplete="username"]`).fill('other-buyer@demo.cn');
    await page.locator(`${SF} input[autocomplete="current-password"]`).fill('Demo@123456');
    await page.locator(`${SF} input[autocomplete="current-password"]`).press('Enter');
    await waitForPath(page, '/online/detail/4');
    await storefrontSettled(page);
    await page.locator(SF).getByRole('button', { name: '加入购物车' }).click();
    // other-buyer's first region is 3 (华南): the line lands in that region's cart.
    await expect.poll(() => page.locator(`${SF} [data-testid="cart-count"]`).textContent()).toBe('1');
    expect(await page.locator(`${SF} [data-testid="price-box"] h2`).textContent()).toBe('华南价');
    await page.close();
  });

  it('a failing list shows an error with 重试, which loads the products', async () => {
    const page = await openPage('/home');
    let fail = true;
    await page.route(/\/api\/Products\?catalogue=online&sort=sales/, (route) =>
      fail
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"Error":"内部错误"}' })
        : route.continue(),
    );
    await gotoStorefront(page, '/vnetzone/online?sort=sales');
    await expect.poll(() => page.locator(SF).getByText('商品加载失败，请稍后重试').count()).toBe(1);
    fail = false;
    await page.locator(SF).getByRole('button', { name: '重试' }).click();
    await expect.poll(() => page.locator(CARD).count()).toBe(20);
    await page.close();
  });

  it('logged in: 加入购物车 adds the quantity for the current region and the header badge updates', async () => {
    const session = await apiLogin(store, 'buyer@demo.cn');
    const context = await loggedInContext(session);
    const page = await visit('/online/detail/2', { context });
    const before = await serverCartCount(session.token);
    await page.locator(SF).getByRole('button', { name: '加入购物车' }).click();
    await expect.poll(() => serverCartCount(session.token)).toBe(before + 1);
    await expect.poll(() => page.locator(`${SF} [data-testid="cart-count"]`).textContent()).toBe(String(before + 1));
    await context.close();
  });

  it('logged in: 立即购买 leaves only that line selected and goes to /purchase', async () => {
    const session = await apiLogin(store, 'buyer@demo.cn');
    const context = await loggedInContext(session);
    const page = await visit('/online/detail/3', { context });
    await page.locator(SF).getByRole('button', { name: '立即购买' }).click();
    await waitForPath(page, '/purchase');
    const cart = await store.app.inject({
      url: '/api/ShoppingCarts/items?region=1',
      headers: { authorization: `Bearer ${session.token}` },
    });
    const items = (cart.json() as { Items: { ProductId: number; Selected: boolean }[] }).Items;
    expect(items.filter((i) => i.Selected).map((i) => i.ProductId)).toEqual([3]);
    await context.close();
  });

  it('consultation product: 咨询 opens the inquiry form; 375 px without overflow', async () => {
    const page = await visit('/consultation/detail/28', { width: 375, height: 740 });
    expect(await page.locator(SF).getByRole('button', { name: '加入购物车' }).count()).toBe(0);
    await noHorizontalOverflow(page);
    await page.locator(SF).getByRole('button', { name: '咨询', exact: true }).click();
    await page.locator(SF).getByRole('dialog', { name: '采购咨询' }).waitFor();
    await noHorizontalOverflow(page);
    expect(await axe(page)).toEqual([]);
    await page.close();
  });
});

describe('partner.html widgets', () => {
  it('<b2b-catalog> and <b2b-product> render on a foreign page; adding to the cart updates both badges', async () => {
    const session = await apiLogin(store, 'admin@demo.cn');
    const context = await loggedInContext(session);
    const page = await openPage('/partner.html', { context });
    const catalog = page.locator('b2b-catalog');
    await expect.poll(() => catalog.locator('[part="product-card"]').count(), { timeout: 30_000 }).toBe(8);
    // Filters are widget state: the partner page's URL never changes.
    await catalog.getByLabel('品牌', { exact: true }).selectOption({ label: '佳印' });
    await expect.poll(() => catalog.locator('[part="product-card"]').first().textContent()).toContain('佳印');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/partner.html');

    const product = page.locator('b2b-product');
    await product.locator('[part="product-card"]').waitFor({ timeout: 30_000 });
    const before = await serverCartCount(session.token);
    const events: unknown[] = [];
    await page.exposeFunction('__bbCartEvent', (d: unknown) => events.push(d));
    await page.evaluate(() =>
      document.addEventListener('b2b-cart-change', (e) =>
        (window as unknown as { __bbCartEvent(d: unknown): void }).__bbCartEvent((e as CustomEvent).detail),
      ),
    );
    await product.getByRole('button', { name: /^加入购物车：/ }).click();
    await expect.poll(() => serverCartCount(session.token)).toBe(before + 1);
    const badges = page.locator('b2b-cart-badge [data-testid="cart-count"]');
    await expect.poll(() => badges.allTextContents()).toEqual([String(before + 1), String(before + 1)]);
    await expect.poll(() => events.length).toBeGreaterThan(0);
    expect(await axe(page, { include: 'b2b-catalog' })).toEqual([]);
    await context.close();
  });

  it('<b2b-search> on a host page: count, marks, tabs and filters in widget state', async () => {
    const page = await openPage('/home');
    await serveHtml(
      page,
      '/bb-search-host.html',
      '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>搜索组件</title><script type="module" src="/elements/loader.js"></script></head>' +
        '<body><main><h1>合作伙伴搜索</h1><b2b-search store-url="/" keyword="打印机" page-size="6"></b2b-search></main></body></html>',
    );
    await page.goto(new URL('/bb-search-host.html', store.url).href);
    const search = page.locator('b2b-search');
    await expect
      .poll(() => search.locator('[data-testid="search-count"]').textContent(), { timeout: 30_000 })
      .toMatch(/^共 \d+ 件商品$/);
    expect(await search.locator('[part="product-card"]').count()).toBeLessThanOrEqual(6);
    expect(new Set(await search.locator('[part="product-card"] mark').allTextContents())).toEqual(new Set(['打印机']));
    await search.getByRole('tab', { name: '咨询采购' }).click();
    await expect.poll(() => search.getByRole('tab', { name: '咨询采购' }).getAttribute('aria-selected')).toBe('true');
    expect(await search.getByRole('combobox', { name: '搜索商品' }).inputValue()).toBe('打印机');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/bb-search-host.html');
    expect(await axe(page)).toEqual([]);
    await page.close();
  });

  it('a logged-out visitor’s 立即购买 leaves for the storefront’s login (cancelable b2b-navigate)', async () => {
    const page = await openPage('/partner.html');
    const product = page.locator('b2b-product');
    await product.locator('[part="product-card"]').waitFor({ timeout: 30_000 });
    await product.getByRole('button', { name: /^立即购买：/ }).click();
    await waitForPath(page, `/login?redirect=${encodeURIComponent('/online/detail/1')}`);
    await page.close();
  });
});
