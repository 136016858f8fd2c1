/**
 * The buyer's tools around the cart in Chromium, at 375 px and by keyboard: the cart's 导出 CSV and 导出 Excel give
 * files that 快速下单 reads back (an upload adds nothing until the buyer confirms, then every line), 保存为采购清单
 * makes a list that opens from 采购清单 by its name; a quick order whose rows are wrong says so per row in Chinese
 * and adds nothing on the check, then adds all once they are fixed; 再次购买 from an order's detail page. axe clean.
 */
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, productPrices } from '../../server/db/schema.js';
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
const PHONE = { width: 375, height: 812 };
const BUYER = 'buyer@demo.cn';
let store: Storefront;
let fx: BuyFixture;
let buyer: SessionSeed;
const p = { tape: 0, glue: 0, bolt: 0 };

const inject = (method: 'GET' | 'POST', url: string, payload?: object) => fx.inject(buyer, method, url, payload);
const cart = () => fx.cartOf(BUYER);
const emptyCart = () => fx.emptyCart(BUYER);
async function fillCart() {
  await emptyCart();
  for (const [id, quantity] of [
    [p.tape, 4],
    [p.glue, 2],
    [p.bolt, 15],
  ] as const)
    await inject('POST', '/api/ShoppingCarts/items', { ProductId: id, Quantity: quantity, Region: 1 });
}
const expected = () =>
  [
    { productId: p.tape, quantity: 4 },
    { productId: p.glue, quantity: 2 },
    { productId: p.bolt, quantity: 15 },
  ].sort((a, b) => a.productId - b.productId);

/** Presses a button of the storefront with the keyboard: focus, then Enter. */
async function press(page: Page, name: string | RegExp) {
  const button = page.locator(`${SF} button`, { hasText: name }).first();
  await button.focus();
  await page.keyboard.press('Enter');
}

async function download(page: Page, name: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), press(page, name)]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

/** Uploads a file into 快速下单 and waits for its rows. */
async function upload(page: Page, name: string, bytes: Buffer, rows: number) {
  const type = name.endsWith('.xlsx')
    ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    : 'text/csv';
  await page.getByLabel('上传 CSV 或 XLSX 文件').setInputFiles({ name, mimeType: type, buffer: bytes });
  await expect.poll(() => page.locator(`${SF} [data-testid="quick-order-rows"] tbody tr`).count()).toBe(rows + 1);
}

beforeAll(async () => {
  store = await startStorefront();
  fx = buyFixture(store);
  p.tape = await fx.product({ name: '工具 封箱胶带', model: 'GJ-TAPE-48' }, '6.50');
  p.glue = await fx.product({ name: '工具 结构胶', model: 'GJ-GLUE-2' }, '32.00');
  p.bolt = await fx.product({ name: '工具 螺栓', model: 'GJ-M8', minQuantity: 5, quantityStep: 5 }, '0.80');
  buyer = await apiLogin(store, BUYER);
});
afterAll(async () => {
  await closeBrowser();
  await store?.close();
});

describe('the cart’s 导出 and 保存为采购清单', () => {
  it('exports CSV and Excel that quick order reads back, and saves the lines as a list that opens by its name', async () => {
    await fillCart();
    const context = await loggedInContext(buyer, PHONE);
    const page = await visitSettled('/cart', { context, ...PHONE });
    await expect.poll(() => deepText(page, SF)).toContain('工具 螺栓');

    const csv = await download(page, '导出 CSV');
    await expect.poll(() => deepText(page, 'b2b-toasts')).toContain(`已导出 ${csv.name}`);
    expect(csv.name).toMatch(/^购物车-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = csv.bytes.toString('utf8');
    expect(text).toContain('商品编号');
    for (const model of ['GJ-TAPE-48', 'GJ-GLUE-2', 'GJ-M8']) expect(text).toContain(model);
    const xlsx = await download(page, '导出 Excel');
    expect(xlsx.name).toMatch(/\.xlsx$/);
    expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');

    await press(page, '保存为采购清单');
    await expect.poll(() => deepText(page, 'b2b-toasts')).toContain('已保存为采购清单「购物车 ');
    const lists = (await inject('GET', '/api/PurchaseLists')).json() as {
      Id: number;
      Name: string;
      ItemCount: number;
    }[];
    const saved = lists.find((l) => l.Name.startsWith('购物车 '));
    expect(saved?.ItemCount).toBe(3);
    expect(await axe(page)).toEqual([]);
    // Nothing sticks out of a phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // Each file, uploaded into an empty cart: every row is found, nothing is added until 加入购物车, then all are.
    for (const file of [csv, xlsx]) {
      await emptyCart();
      await page.goto(`${store.url}/quick-order`);
      await upload(page, file.name, file.bytes, 3);
      expect(await page.locator(`${SF} tr[data-status="ok"]`).count()).toBe(3);
      expect(await cart()).toEqual([]);
      await press(page, /^加入购物车$/);
      await expect.poll(cart).toEqual(expected());
    }

    // The saved list opens by its name (a pointer click, then the keyboard on a phone).
    await page.goto(`${store.url}/enterprise/purchase-lists`);
    const name = page.locator(`${SF} [data-testid="purchase-lists"] button`, { hasText: saved!.Name });
    await name.click();
    const items = page.locator(`${SF} [data-testid="list-items"] tbody tr`);
    await expect.poll(() => items.count()).toBe(3);
    expect(await items.first().innerText()).toContain('工具 封箱胶带');
    expect(await axe(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.goto(`${store.url}/enterprise/purchase-lists`);
    await name.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => items.count()).toBe(3);
    await context.close();
  });
});

describe('快速下单 with wrong rows', () => {
  it('names each wrong row in Chinese and adds nothing on the check; once fixed, adds every row', async () => {
    await emptyCart();
    const context = await loggedInContext(buyer, PHONE);
    const page = await visitSettled('/quick-order', { context, ...PHONE });
    // Pasted from a sheet: a model nobody sells and a quantity off the step of 5.
    await page.getByLabel('粘贴型号与数量').fill('型号,数量\ngj tape 48,4\nGJ-NOPE,2\ngj-m8,7');
    await press(page, '识别粘贴内容');
    await press(page, /^检查$/);
    const status = page.locator(`${SF} [role="status"]`, { hasText: '行可加入' });
    await expect.poll(() => status.innerText()).toContain('1 行可加入，2 行待修改');
    expect(await page.locator(`${SF} tr[data-status="not-found"]`).innerText()).toContain('未找到该型号或商品');
    const quantity = page.locator(`${SF} tr[data-status="quantity"]`);
    expect(await quantity.innerText()).toContain('起订量为 5个，并按 5个 递增');
    expect(await cart()).toEqual([]);
    expect(await axe(page)).toEqual([]);

    await page.getByLabel('第 2 行型号').fill('GJ-GLUE-2');
    await quantity.getByRole('button', { name: '改为 5' }).click();
    await press(page, /^检查$/);
    await expect.poll(() => status.innerText()).toContain('3 行可加入，0 行待修改');
    expect(await cart()).toEqual([]);
    await press(page, /^加入购物车$/);
    await expect.poll(cart).toEqual(
      [
        { productId: p.tape, quantity: 4 },
        { productId: p.glue, quantity: 2 },
        { productId: p.bolt, quantity: 5 },
      ].sort((a, b) => a.productId - b.productId),
    );

    // An uploaded file's wrong rows are named the same way, and the upload adds nothing.
    await emptyCart();
    await upload(page, '月度.csv', Buffer.from('\ufeff型号,数量\r\nGJ-GLUE-2,0\r\nGJ-NOPE,1\r\n'), 2);
    expect(await page.locator(`${SF} tr[data-status="not-found"]`).innerText()).toContain('未找到该型号或商品');
    expect(await page.locator(`${SF} tr[data-status="quantity"]`).count()).toBe(1);
    expect(await cart()).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
});

describe('再次购买 from an order’s detail page', () => {
  it('lists the changed price, then puts the order’s lines into the cart once the buyer confirms, by keyboard', async () => {
    await fillCart();
    const created = await inject('POST', '/api/Orders', { Region: 1, InvoiceType: 0 });
    expect(created.statusCode).toBe(201);
    const orderId = (created.json() as { Id: number }).Id;
    await store.db.update(orders).set({ status: 50 }).where(eq(orders.id, orderId));
    expect(await cart()).toEqual([]);
    // Since then the glue costs more: the buyer is told before anything is added.
    await store.db.update(productPrices).set({ price: '35.00' }).where(eq(productPrices.productId, p.glue));

    const context = await loggedInContext(buyer, PHONE);
    const page = await visitSettled(`/order/detail?id=${orderId}`, { context, ...PHONE });
    await press(page, '再次购买');
    const dialog = page.locator(`${SF} dialog[open]`);
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.locator('[data-testid="reorder-notices"]').innerText()).toContain(
      '工具 结构胶：价格已由 ¥32.00 变为 ¥35.00',
    );
    expect(await axe(page)).toEqual([]);
    expect(await cart()).toEqual([]);
    await dialog.getByRole('button', { name: '加入购物车' }).focus();
    await page.keyboard.press('Enter');
    await waitForPath(page, '/cart');
    await expect.poll(cart).toEqual(expected());
    await context.close();
  });
});
