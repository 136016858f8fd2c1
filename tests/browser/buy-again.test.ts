/**
 * Buying again in Chromium: 再次购买 of a completed order whose lines changed since (a new price, off sale, too little
 * stock) lists the changes before adding; a buyer builds a 采购清单 from a product's detail page, a product card and an
 * order, shares it read-only, and a colleague turns it into a cart; the heart on a card and on the detail page agree,
 * 我的收藏 lists it and 常购商品 shows the order's last price, one click to add; `<b2b-quick-order>` on a partner's
 * origin adds to the same cart the storefront shows. axe clean; the dialogs and lists at 375 px.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PartnerOrigin, startPartnerOrigin } from '../../scripts/partner-origin.js';
import { orders, productPrices, products } from '../../server/db/schema.js';
import { type BuyFixture, buyFixture } from './buy-fixture.js';
import {
  apiLogin,
  axe,
  closeBrowser,
  deepText,
  loggedInContext,
  type SessionSeed,
  type Storefront,
  startStorefront,
  visitSettled,
  waitForPath,
} from './helpers.js';

const SF = 'b2b-storefront';
let store: Storefront;
let fx: BuyFixture;
let partner: PartnerOrigin;
let admin: SessionSeed;
let colleague: SessionSeed;
/** Products of this file: kept as ordered, price changed, taken off sale, stock below the ordered quantity. */
const p = { kept: 0, repriced: 0, withdrawn: 0, scarce: 0 };
let orderId = 0;

const inject: BuyFixture['inject'] = (...args) => fx.inject(...args);
const cartOf = (email: string) => fx.cartOf(email);
const emptyCart = (email: string) => fx.emptyCart(email);

beforeAll(async () => {
  partner = await startPartnerOrigin();
  store = await startStorefront({ corsOrigins: [partner.url] });
  fx = buyFixture(store);
  p.kept = await fx.product({ name: '再购 打印纸', model: 'ZG-A4' }, '25.00');
  p.repriced = await fx.product({ name: '再购 碳粉盒', model: 'ZG-TONER' }, '180.00');
  p.withdrawn = await fx.product({ name: '再购 旧款订书机', model: 'ZG-STAPLE' }, '15.00');
  p.scarce = await fx.product({ name: '再购 工业胶带', model: 'ZG-TAPE' }, '8.00');
  admin = await apiLogin(store, 'admin@demo.cn');
  colleague = await apiLogin(store, 'buyer@demo.cn');
  // A completed order of the four, bought a while ago.
  await emptyCart('admin@demo.cn');
  for (const [id, quantity] of [
    [p.kept, 10],
    [p.repriced, 2],
    [p.withdrawn, 3],
    [p.scarce, 20],
  ] as const)
    await inject(admin, 'POST', '/api/ShoppingCarts/items', { ProductId: id, Quantity: quantity, Region: 1 });
  const created = await inject(admin, 'POST', '/api/Orders', { Region: 1, InvoiceType: 0 });
  orderId = (created.json() as { Id: number }).Id;
  await store.db.update(orders).set({ status: 50 }).where(eq(orders.id, orderId));
  // Since then: a new price, off sale, 5 left.
  await store.db.update(productPrices).set({ price: '199.00' }).where(eq(productPrices.productId, p.repriced));
  await store.db.update(products).set({ onSale: false }).where(eq(products.id, p.withdrawn));
  await store.db.update(products).set({ stock: 5 }).where(eq(products.id, p.scarce));
});
afterAll(async () => {
  await closeBrowser();
  await store?.close();
  await partner?.close();
});

describe('再次购买 of a completed order', () => {
  it('lists what changed since, then adds the valid lines at today’s prices', async () => {
    await emptyCart('admin@demo.cn');
    const context = await loggedInContext(admin, { width: 375, height: 812 });
    const page = await visitSettled('/enterprise/orders', { context, width: 375, height: 812 });
    const row = page.locator(`${SF} tr`, { hasText: String(orderId) }).or(page.locator(`${SF} tr`).nth(1));
    await page.locator(`${SF} button`, { hasText: '再次购买' }).first().click();
    const dialog = page.locator(`${SF} dialog[open]`);
    await expect.poll(() => dialog.count()).toBe(1);
    const notices = await dialog.locator('[data-testid="reorder-notices"]').innerText();
    expect(notices).toContain('再购 碳粉盒：价格已由 ¥180.00 变为 ¥199.00');
    expect(notices).toContain('再购 旧款订书机：商品已下架');
    expect(notices).toContain('再购 工业胶带');
    expect(notices).not.toContain('打印纸');
    expect(await axe(page)).toEqual([]);
    // Nothing is added before the buyer confirms.
    expect(await cartOf('admin@demo.cn')).toEqual([]);
    await dialog.getByRole('button', { name: '加入购物车' }).click();
    await waitForPath(page, '/cart');
    const cart = await cartOf('admin@demo.cn');
    expect(cart.map((l) => l.productId).sort()).toEqual([p.kept, p.repriced].sort());
    await expect.poll(() => deepText(page, SF)).toContain('¥199.00');
    expect(row).toBeDefined();
    await context.close();
  });
});

describe('a shared 采购清单', () => {
  it('is built from the detail page, a product card and an order, shared read-only, and a colleague buys it', async () => {
    const context = await loggedInContext(admin);
    // From the detail page: a new list.
    const page = await visitSettled(`/online/detail/${p.kept}`, { context });
    await page.locator(`${SF} button`, { hasText: '加入采购清单' }).click();
    const dialog = page.locator(`${SF} dialog[open]`);
    await expect.poll(() => dialog.getByRole('radio').count()).toBeGreaterThan(0);
    await dialog.getByLabel('新清单名称').fill('每月耗材');
    expect(await axe(page)).toEqual([]);
    await dialog.getByRole('button', { name: '加入' }).click();
    await expect.poll(() => page.locator(`${SF} dialog[open]`).count()).toBe(0);

    // From a product card of the catalogue: into that list.
    await page.goto(`${store.url}/vnetzone/online`);
    const cards = page.locator(`${SF} [part="product-card"]`);
    await cards.first().waitFor();
    // A product of the catalogue that is not already on the list.
    const shown = await cards.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-product-id'))));
    const card = cards.nth(shown.findIndex((id) => !Object.values(p).includes(id)));
    const cardName = (await card.getAttribute('aria-label')) ?? '';
    const cardId = Number(await card.getAttribute('data-product-id'));
    await card.getByRole('button', { name: `加入清单：${cardName}` }).click();
    await expect.poll(() => dialog.getByRole('radio', { name: /每月耗材/ }).count()).toBe(1);
    await dialog.getByRole('radio', { name: /每月耗材/ }).check();
    await dialog.getByRole('button', { name: '加入' }).click();
    await expect.poll(() => page.locator(`${SF} dialog[open]`).count()).toBe(0);

    // From the order: its lines that are still sold go in too (the server keeps one line per product).
    await page.goto(`${store.url}/order/detail?id=${orderId}`);
    await page.locator(`${SF} button`, { hasText: '加入采购清单' }).click();
    await dialog.getByRole('radio', { name: /每月耗材/ }).check();
    await dialog.getByRole('button', { name: '加入' }).click();
    await expect.poll(() => page.locator(`${SF} dialog[open]`).count()).toBe(0);

    // Open it, share it read-only with the company.
    await page.goto(`${store.url}/enterprise/purchase-lists`);
    await page.locator(`${SF} button`, { hasText: '每月耗材' }).click();
    const items = page.locator(`${SF} [data-testid="list-items"] tbody tr`);
    await expect.poll(() => items.count()).toBe(5);
    await page.getByLabel('共享方式').selectOption('company-read');
    await expect
      .poll(async () => (await inject(admin, 'GET', '/api/PurchaseLists')).json()[0]?.Shared)
      .toBe('company-read');
    expect(await axe(page)).toEqual([]);
    await context.close();

    // The colleague sees it, cannot change it, and adds it to their cart.
    await emptyCart('buyer@demo.cn');
    const theirs = await loggedInContext(colleague, { width: 375, height: 812 });
    const tab = await visitSettled('/enterprise/purchase-lists', { context: theirs, width: 375, height: 812 });
    await tab.locator(`${SF} button`, { hasText: '每月耗材' }).click();
    await expect.poll(() => tab.locator(`${SF} [data-testid="list-items"] tbody tr`).count()).toBe(5);
    expect(await deepText(tab, SF)).toContain('公司共享（只读）');
    expect(await tab.locator(`${SF} button`, { hasText: '移除' }).count()).toBe(0);
    expect(await tab.locator(`${SF} button`, { hasText: '删除清单' }).count()).toBe(0);
    expect(await axe(tab)).toEqual([]);
    await tab.locator(`${SF} button`, { hasText: '全部加入购物车' }).click();
    // The off-sale line and the one beyond the stock are named; the others are in the colleague's cart.
    await expect.poll(() => tab.locator(`${SF} [data-testid="list-problems"]`).count()).toBe(1);
    const problems = await tab.locator(`${SF} [data-testid="list-problems"]`).innerText();
    expect(problems).toContain('再购 旧款订书机');
    expect(problems).toContain('再购 工业胶带');
    const cart = await cartOf('buyer@demo.cn');
    expect(cart.map((l) => l.productId).sort()).toEqual([p.kept, p.repriced, cardId].sort());
    await theirs.close();
  });
});

describe('favourites and 常购商品', () => {
  it('a heart on a card shows on the detail page and in 我的收藏; 常购商品 has the order’s last price, one click to add', async () => {
    await emptyCart('admin@demo.cn');
    const context = await loggedInContext(admin);
    const page = await visitSettled('/vnetzone/online', { context });
    const card = page.locator(`${SF} [part="product-card"]`).nth(1);
    await card.waitFor();
    const name = (await card.getAttribute('aria-label')) ?? '';
    const id = Number(await card.getAttribute('data-product-id'));
    const heart = card.getByRole('button', { name: `收藏：${name}` });
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    await heart.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await inject(admin, 'GET', `/api/Favorites/${id}`)).json().Favorite).toBe(true);
    expect(await axe(page)).toEqual([]);

    await card.getByRole('link', { name }).click();
    await waitForPath(page, new RegExp(`/detail/${id}$`));
    const detailUrl = page.url();
    const detailHeart = page.locator(`${SF} [data-testid="favorite"]`);
    await expect.poll(() => detailHeart.getAttribute('aria-pressed')).toBe('true');
    expect(await detailHeart.innerText()).toContain('已收藏');

    await page.goto(`${store.url}/enterprise/favorites`);
    const rows = page.locator(`${SF} [data-testid="product-rows"] li`);
    await expect.poll(() => rows.first().innerText()).toContain(name);
    expect(await axe(page)).toEqual([]);

    await page.getByRole('tab', { name: '常购商品' }).click();
    const bought = page.locator(`${SF} [data-testid="product-rows"] li`, { hasText: '再购 碳粉盒' });
    await expect.poll(() => bought.innerText()).toContain('上次 ¥180.00');
    expect(await axe(page)).toEqual([]);
    await bought.getByRole('button', { name: '加入购物车' }).click();
    await expect.poll(async () => (await cartOf('admin@demo.cn')).map((l) => l.productId)).toEqual([p.repriced]);

    // Taken back on the detail page: the card shows an empty heart again.
    await page.goto(detailUrl);
    await page.locator(`${SF} [data-testid="favorite"]`).click();
    await expect.poll(() => page.locator(`${SF} [data-testid="favorite"]`).getAttribute('aria-pressed')).toBe('false');
    await page.goto(`${store.url}/vnetzone/online`);
    await expect
      .poll(() =>
        page
          .locator(`${SF} [part="product-card"][data-product-id="${id}"] [data-testid="favorite"]`)
          .getAttribute('aria-pressed'),
      )
      .toBe('false');
    await context.close();
  });
});

describe('<b2b-quick-order> on a partner page of another origin', () => {
  it('adds to the same cart the storefront shows', async () => {
    await emptyCart('buyer@demo.cn');
    partner.serve(
      '/quick.html',
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner intranet</title>
       <script type="module" src="${store.url}/elements/loader.js"></script></head>
       <body><main><h1>Monthly order</h1>
       <b2b-quick-order api-base="${store.url}" store-url="${store.url}" region="1"></b2b-quick-order></main></body></html>`,
    );
    // The colleague's session as the widgets keep it on a partner's origin (under the store's key).
    const context = await loggedInContext(colleague, { width: 1280, height: 900, partnerOf: store.url });
    const page = await context.newPage();
    await page.goto(`${partner.url}/quick.html`);
    const widget = 'b2b-quick-order';
    const paste = page.locator(`${widget} textarea`);
    await paste.waitFor({ timeout: 30_000 });
    const changed = page.evaluate(
      () =>
        new Promise<{ from: string; count: number }>((resolve) =>
          document.addEventListener(
            'b2b-cart-change',
            (e) => resolve({ from: (e.target as Element).localName, count: (e as CustomEvent).detail.count }),
            { once: true },
          ),
        ),
    );
    await paste.fill('ZG-A4,4\nzg toner,1');
    await page.locator(`${widget} button`, { hasText: '识别粘贴内容' }).click();
    await page.locator(`${widget} button`, { hasText: '加入购物车' }).click();
    expect(await changed).toEqual({ from: 'b2b-quick-order', count: expect.any(Number) });
    expect(await axe(page as never)).toEqual([]);
    await context.close();

    // The storefront shows the same cart.
    const store_ = await loggedInContext(colleague);
    const cartPage = await visitSettled('/cart', { context: store_ });
    await expect.poll(() => deepText(cartPage, SF)).toContain('再购 打印纸');
    expect(await deepText(cartPage, SF)).toContain('再购 碳粉盒');
    await store_.close();
  });
});
