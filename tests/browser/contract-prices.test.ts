/**
 * 协议价 end to end in a real Chromium: the operator sets a company's contract price on the console's 协议价 screen;
 * the company's buyer then sees 协议价 (with the list price struck through) on the product card, the detail page
 * and the cart line, while a visitor sees the list price only.
 */
import { sql } from 'drizzle-orm';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  apiLogin,
  closeBrowser,
  loggedInContext,
  newContext,
  openPage,
  operatorContext,
  type SessionSeed,
  type Storefront,
  startStorefront,
  storefrontSettled,
} from './helpers.js';

let store: Storefront;
let buyer: SessionSeed;
let buyerCtx: BrowserContext;
let opsCtx: BrowserContext;
let product: { id: number; name: string; list: string };

beforeAll(async () => {
  store = await startStorefront();
  buyer = await apiLogin(store, 'buyer@demo.cn');
  buyerCtx = await loggedInContext(buyer);
  opsCtx = (await operatorContext(store)).context;
  const result = (await store.db.execute(
    sql`select p.id, p.name, pp.price::text as list from products p join product_prices pp on pp.product_id = p.id and pp.region_id = 1
        where p.catalogue = 'online' and p.on_sale and p.min_quantity = 1 and p.stock > 100 order by p.id limit 1`,
  )) as unknown as { rows: { id: number; name: string; list: string }[] };
  product = { ...result.rows[0]!, id: Number(result.rows[0]!.id) };
});
afterAll(async () => {
  await buyerCtx?.close();
  await opsCtx?.close();
  await closeBrowser();
  await store?.close();
});

it('operator sets a contract price → the buyer sees 协议价 on the card, the detail and the cart; a visitor does not', async () => {
  const companyId = (buyer.company as { Id: number }).Id;
  const ops = await openPage(`/operator/prices?company=${companyId}`, { context: opsCtx });
  await storefrontSettled(ops);
  await ops.getByRole('textbox', { name: '商品编号' }).fill(String(product.id));
  await ops.getByRole('textbox', { name: '协议价', exact: true }).fill('1.23');
  await ops.getByRole('button', { name: '添加' }).click();
  await ops.getByRole('button', { name: '保存' }).click();
  await expect.poll(() => ops.getByText('生效中').count(), { timeout: 15_000 }).toBeGreaterThan(0);

  const detail = await openPage(`/online/detail/${product.id}`, { context: buyerCtx });
  await storefrontSettled(detail);
  const box = detail.getByTestId('price-box');
  await expect.poll(() => box.innerText(), { timeout: 15_000 }).toContain('协议价');
  expect(await box.innerText()).toContain('¥1.23');
  expect(await box.locator('s').first().innerText()).toContain(product.list.replace(/\B(?=(\d{3})+\.)/g, ','));

  const list = await openPage('/vnetzone/online', { context: buyerCtx });
  await storefrontSettled(list);
  const card = list.locator(`[part=product-card][data-product-id="${product.id}"]`);
  await expect.poll(() => card.innerText(), { timeout: 15_000 }).toContain('协议价');
  await card.getByRole('button', { name: /加入购物车/ }).click();

  const cart = await openPage('/cart', { context: buyerCtx });
  await storefrontSettled(cart);
  const line = cart.locator('[part=cart-line]').filter({ hasText: product.name }).first();
  await expect.poll(() => line.innerText(), { timeout: 15_000 }).toContain('协议价');
  expect(await line.innerText()).toContain('¥1.23');

  const visitorCtx = await newContext();
  const visitor = await openPage(`/online/detail/${product.id}`, { context: visitorCtx });
  await storefrontSettled(visitor);
  await expect.poll(() => visitor.getByTestId('price-box').innerText(), { timeout: 15_000 }).toContain('¥');
  expect(await visitor.getByTestId('price-box').innerText()).not.toContain('协议价');
  await visitorCtx.close();
});
