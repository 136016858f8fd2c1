/**
 * Company terms in Chromium: the operator finds the company by name (no id to type) and gives it a 协议价; that
 * company's buyer then sees 协议价 with the list price struck through on the catalogue card, the cart line, 我的收藏,
 * 常购商品, a quick-order row, a 采购清单 line and 再次购买's notice — while a buyer of another company sees the list
 * price on each. Buyers' pages at 375 px, axe clean; the console's company search too.
 */
import { eq, sql } from 'drizzle-orm';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, orders, users } from '../../server/db/schema.js';
import {
  apiLogin,
  axe,
  closeBrowser,
  loggedInContext,
  operatorContext,
  type SessionSeed,
  type Storefront,
  startStorefront,
  type TestPage,
  visitSettled,
} from './helpers.js';

const SF = 'b2b-storefront';
const CONTRACT = '1.23';
const PHONE = { width: 375, height: 812 };
let store: Storefront;
let mine: SessionSeed;
let other: SessionSeed;
let product: { id: number; name: string; model: string; list: string };
/** The product's list price in every region (the other company's buyer may shop in another region). */
let listPrices: string[] = [];
const lists = { mine: 0, other: 0 };

const shown = (amount: string) => `¥${amount.replace(/\B(?=(\d{3})+\.)/g, ',')}`;
const companyOf = (s: SessionSeed) => s.company as { Id: number; Name: string };

const inject = (session: SessionSeed, method: 'POST' | 'PUT', url: string, payload?: object) =>
  store.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${session.token}`, 'idempotency-key': crypto.randomUUID() },
    ...(payload ? { payload } : {}),
  });

async function emptyCart(email: string) {
  const [u] = await store.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await store.db.delete(cartItems).where(eq(cartItems.userId, u!.id));
}

/** A completed order of the product (bought before any contract), a favourite and a 采购清单 with it. */
async function history(session: SessionSeed, email: string): Promise<number> {
  await emptyCart(email);
  await inject(session, 'POST', '/api/ShoppingCarts/items', { ProductId: product.id, Quantity: 2, Region: 1 });
  const created = await inject(session, 'POST', '/api/Orders', { Region: 1, InvoiceType: 0 });
  expect(created.statusCode, created.body).toBe(201);
  await store.db
    .update(orders)
    .set({ status: 50 })
    .where(eq(orders.id, (created.json() as { Id: number }).Id));
  await emptyCart(email);
  await inject(session, 'PUT', `/api/Favorites/${product.id}`);
  const list = await inject(session, 'POST', '/api/PurchaseLists', {
    Name: '常用耗材',
    Items: [{ ProductId: product.id, Quantity: 3 }],
  });
  expect(list.statusCode, list.body).toBe(201);
  return (list.json() as { Id: number }).Id;
}

beforeAll(async () => {
  store = await startStorefront();
  const result = (await store.db.execute(
    sql`select p.id, p.name, p.model, pp.price::text as list from products p
        join product_prices pp on pp.product_id = p.id and pp.region_id = 1
        where p.catalogue = 'online' and p.on_sale and p.min_quantity = 1 and p.quantity_step = 1 and p.stock > 100
          and p.model <> '' and pp.price > 10 order by p.id limit 1`,
  )) as unknown as { rows: { id: number; name: string; model: string; list: string }[] };
  product = { ...result.rows[0]!, id: Number(result.rows[0]!.id) };
  const regional = (await store.db.execute(
    sql`select price::text as price from product_prices where product_id = ${product.id}`,
  )) as unknown as { rows: { price: string }[] };
  listPrices = regional.rows.map((r) => r.price);
  mine = await apiLogin(store, 'admin@demo.cn');
  other = await apiLogin(store, 'other@demo.cn');
  lists.mine = await history(mine, 'admin@demo.cn');
  lists.other = await history(other, 'other@demo.cn');
});
afterAll(async () => {
  await closeBrowser();
  await store?.close();
});

/** No horizontal scrolling at the page's width. */
const fitsWidth = (page: TestPage) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

describe('the console picks the company by name', () => {
  it('协议价: search, pick, add, save; 账期: the grant dialog searches too', async () => {
    const { context } = await operatorContext(store);
    const page = await visitSettled('/operator/prices', { context });
    const picker = page.getByTestId('company-picker');
    await picker.getByRole('searchbox', { name: '企业名称或信用代码' }).fill(companyOf(mine).Name.slice(0, 4));
    await picker.getByRole('button', { name: '搜索' }).click();
    await picker.getByRole('button', { name: companyOf(mine).Name, exact: true }).click();
    await expect.poll(() => picker.innerText()).toContain('更换企业');
    expect(await page.getByRole('textbox', { name: '企业编号' }).count()).toBe(0);
    await page.getByRole('textbox', { name: '商品编号' }).fill(String(product.id));
    await page.getByRole('textbox', { name: '协议价', exact: true }).fill(CONTRACT);
    await page.getByRole('button', { name: '添加' }).click();
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByText('生效中').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await axe(page)).toEqual([]);

    // A name nothing matches says so.
    await picker.getByRole('button', { name: '更换企业' }).click();
    await picker.getByRole('searchbox', { name: '企业名称或信用代码' }).fill('不存在的公司名');
    await picker.getByRole('button', { name: '搜索' }).click();
    await expect.poll(() => picker.innerText()).toContain('没有名称含「不存在的公司名」的已认证企业');

    const credit = await visitSettled('/operator/credit', { context });
    await credit.getByRole('button', { name: '开通账期' }).click();
    const dialog = credit.locator('dialog[open]');
    await dialog.getByRole('searchbox', { name: '企业名称或信用代码' }).fill(companyOf(other).Name);
    await dialog.getByRole('button', { name: '搜索' }).click();
    await dialog.getByRole('button', { name: companyOf(other).Name, exact: true }).click();
    await expect.poll(() => dialog.getByTestId('company-picker').innerText()).toContain(companyOf(other).Name);
    expect(await dialog.getByRole('textbox', { name: '企业编号' }).count()).toBe(0);
    expect(await axe(credit)).toEqual([]);
    await context.close();
  });
});

/** Every page a buyer sees the product's price on, checked with `expectPrice` on the element showing it. */
async function buyerJourney(
  context: BrowserContext,
  email: string,
  listId: number,
  expectPrice: (text: string, struck: string[]) => void,
) {
  const check = async (page: TestPage, where: ReturnType<TestPage['locator']>) => {
    await expect.poll(() => where.innerText(), { timeout: 15_000 }).toContain('¥');
    expectPrice(await where.innerText(), await where.locator('s').allInnerTexts());
    expect(await fitsWidth(page)).toBe(true);
    expect(await axe(page)).toEqual([]);
  };

  await emptyCart(email);
  const catalogue = await visitSettled('/vnetzone/online', { context, ...PHONE });
  const card = catalogue.locator(`${SF} [part=product-card][data-product-id="${product.id}"]`);
  await check(catalogue, card);
  await card.getByRole('button', { name: /加入购物车/ }).click();
  await expect
    .poll(async () => (await store.db.select().from(cartItems)).some((l) => l.productId === product.id))
    .toBe(true);

  const cart = await visitSettled('/cart', { context, ...PHONE });
  await check(cart, cart.locator(`${SF} [part=cart-line]`).filter({ hasText: product.name }).first());

  const favourites = await visitSettled('/enterprise/favorites', { context, ...PHONE });
  const row = () => favourites.locator(`${SF} [data-testid="product-rows"] li`).filter({ hasText: product.name });
  await check(favourites, row());
  await favourites.getByRole('tab', { name: '常购商品' }).click();
  await expect.poll(() => row().innerText()).toContain('近 90 天');
  await check(favourites, row());

  const quick = await visitSettled('/quick-order', { context, ...PHONE });
  await quick.getByLabel('第 1 行型号').fill(product.model);
  await quick.getByLabel('第 1 行数量').fill('2');
  await quick.locator(`${SF} button`, { hasText: /^检查$/ }).click();
  await check(quick, quick.locator(`${SF} [data-testid="quick-order-result"]`).first());

  const list = await visitSettled(`/enterprise/purchase-lists?id=${listId}`, { context, ...PHONE });
  await check(list, list.locator(`${SF} [data-testid="list-items"] tbody tr`).first());
  await emptyCart(email);
}

it('the company’s buyer sees 协议价 with the list price struck through, everywhere', async () => {
  const context = await loggedInContext(mine, PHONE);
  await buyerJourney(context, 'admin@demo.cn', lists.mine, (text, struck) => {
    expect(text).toContain('协议价');
    expect(text).toContain(shown(CONTRACT));
    expect(struck.join(' ')).toContain(shown(product.list));
  });
  // 再次购买 of the order bought at the list price: the new price is the company's 协议价.
  const orderPage = await visitSettled('/enterprise/orders', { context, ...PHONE });
  await orderPage.locator(`${SF} button`, { hasText: '再次购买' }).first().click();
  const dialog = orderPage.locator(`${SF} dialog[open]`);
  await expect.poll(() => dialog.count()).toBe(1);
  const notices = await dialog.locator('[data-testid="reorder-notices"]').innerText();
  // The server's notice names the amounts ungrouped; the 协议价 note is the storefront's.
  expect(notices).toContain(`价格已由 ¥${product.list} 变为 ¥${CONTRACT}`);
  expect(notices).toContain(`协议价，标价 ${shown(product.list)}`);
  expect(await axe(orderPage)).toEqual([]);
  await context.close();
});

it('a buyer of another company sees the list price, never 协议价', async () => {
  const context = await loggedInContext(other, PHONE);
  await buyerJourney(context, 'other@demo.cn', lists.other, (text, struck) => {
    expect(listPrices.some((price) => text.includes(shown(price)))).toBe(true);
    expect(text).not.toContain('协议价');
    expect(text).not.toContain(shown(CONTRACT));
    expect(struck).toEqual([]);
  });
  await context.close();
});
