/**
 * After-sales (售后) clicked end to end in Chromium against the real server:
 * - 退货退款: a received order → the buyer asks on the order detail (line, quantity, reason) → the operator
 *   approves on /operator/after-sales → the buyer enters the return parcel → the operator confirms it arrived
 *   (refund with the bank reference of a 对公转账 order) → the buyer sees 已退款 and the refunded amount.
 * - 仅退款: a paid order → the buyer asks for the whole order → the operator approves → the order shows 已退款.
 * - On a phone (375 px), by keyboard: 仅退款 of one line of a two-line order with a photo (a text file refused);
 *   the operator sees the photo and approves; the buyer sees that line refunded and the other still open.
 * - The operator's dashboard counts the requests waiting. axe on the dialogs and screens on the way.
 */

import Decimal from 'decimal.js';
import type { BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/core/money.js';
import {
  apiLogin,
  axe,
  closeBrowser,
  deepText,
  loggedInContext,
  openPage,
  operatorContext,
  type SessionSeed,
  type Storefront,
  startStorefront,
  storefrontSettled,
  type TestPage,
} from './helpers.js';

const SF = 'b2b-storefront';
const main = (page: TestPage) => page.locator(`${SF} main`).first();
const dialogOf = (page: TestPage) => page.locator(`${SF} dialog[open]`);
const toasts = (page: TestPage) => deepText(page, 'b2b-toasts');

let store: Storefront;
let buyer: SessionSeed;
let buyerCtx: BrowserContext;
let opsCtx: BrowserContext;
let opsToken: string;

const inject = async (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) => {
  const res = await store.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `as-${Date.now()}-${Math.random()}` },
    ...(payload ? { payload } : {}),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.statusCode === 204 ? null : res.json();
};

interface PaidOrder {
  Id: number;
  OrderNo: string;
  Items: { Name: string; UnitPrice: string }[];
}

/** An order of one line paid by a 对公转账 the operator matched; shipped and received when `received`. */
async function paidOrder(productId: number, quantity: number, received: boolean): Promise<PaidOrder> {
  return paidOrderOf([[productId, quantity]], received);
}

/** An order of `lines` ([product, quantity]) paid by a 对公转账 the operator matched; received when `received`. */
async function paidOrderOf(lines: [number, number][], received: boolean): Promise<PaidOrder> {
  await inject('PUT', '/api/ShoppingCarts/items/selection', buyer.token, { Region: 1, Selected: false });
  for (const [productId, quantity] of lines)
    await inject('POST', '/api/ShoppingCarts/items', buyer.token, {
      ProductId: productId,
      Quantity: quantity,
      Region: 1,
    });
  const order = await inject('POST', '/api/Orders', buyer.token, { Region: 1, InvoiceType: 0 });
  await inject('POST', '/api/Operator/transfers/confirm', opsToken, {
    RemittanceCode: order.RemittanceCode,
    Amount: order.TotalAmount,
    BankRef: `AS-BROWSER-${order.Id}`,
  });
  if (received) {
    await inject('POST', `/api/Operator/orders/${order.Id}/ship`, opsToken, {
      Carrier: '顺丰速运',
      TrackingNo: `SF${Date.now()}`,
    });
    await inject('POST', `/api/Orders/${order.Id}/receive`, buyer.token);
  }
  return order;
}

async function visit(path: string, context: BrowserContext): Promise<TestPage> {
  const page = await openPage(path, { context });
  await storefrontSettled(page);
  return page;
}

/** The page scrolls only downwards (nothing wider than the viewport). */
async function noHorizontalOverflow(page: TestPage) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client + 1);
}

/** The text of the element focused inside the storefront's shadow root. */
const focusedText = (page: TestPage) =>
  page.evaluate(() => {
    const active = document.querySelector('b2b-storefront')?.shadowRoot?.activeElement;
    return active ? `${active.tagName}:${active.textContent?.trim() ?? ''}` : '';
  });

/** The buyer asks for after-sales on the order detail: `quantity` of its only line, reason 质量问题. */
async function requestOnOrderPage(page: TestPage, quantity: string, typeName: string) {
  const section = main(page).locator('section[aria-labelledby="od-after-sales"]');
  await expect.poll(() => section.innerText()).toContain('暂无售后申请');
  await section.getByRole('button', { name: '申请售后' }).click();
  const dialog = dialogOf(page);
  await dialog.getByRole('heading', { name: '申请售后' }).waitFor();
  expect(await dialog.innerText()).toContain(typeName);
  // Nothing chosen yet: the form says what is missing, nothing is sent.
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await expect.poll(() => dialog.innerText()).toContain('请选择要退的商品和数量');
  await dialog.getByLabel(/^申请数量：/).fill(quantity);
  await dialog.getByLabel(/售后原因/).selectOption('质量问题');
  await dialog.getByLabel(/问题描述/).fill('外壳有裂纹');
  expect(await axe(page)).toEqual([]);
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await expect.poll(() => toasts(page)).toContain('售后申请已提交');
  await expect.poll(() => section.innerText()).toContain('待审核');
}

/** The operator opens the request of order `orderNo` from the 售后管理 queue (tab `tab`). */
async function openInQueue(ops: TestPage, tab: string, action: string, orderNo: string) {
  await main(ops).getByRole('tab', { name: tab }).click();
  const row = main(ops).locator('tr', { hasText: orderNo });
  await row.waitFor();
  await row.getByRole('button', { name: new RegExp(`^${action}：`) }).click();
  const dialog = dialogOf(ops);
  await dialog.waitFor();
  return dialog;
}

/**
 * The buyer's order list (/enterprise/orders) filtered by 售后 `filter` through the toolbar: the order's row is
 * listed with the 售后 tag `tag`.
 */
async function listedWithTag(page: TestPage, filter: string, orderNo: string, tag: string) {
  await page.goto(`${store.url}/enterprise/orders`);
  await storefrontSettled(page);
  await main(page).getByRole('combobox', { name: /^售后/ }).selectOption({ label: filter });
  await main(page).getByRole('button', { name: '查询' }).click();
  await expect.poll(() => page.url()).toContain('afterSale=');
  const row = main(page).locator('tr', { hasText: orderNo });
  await expect.poll(() => row.innerText()).toContain(tag);
  expect(await axe(page)).toEqual([]);
}

beforeAll(async () => {
  store = await startStorefront();
  buyer = await apiLogin(store, 'buyer@demo.cn');
  buyerCtx = await loggedInContext(buyer);
  const ops = await operatorContext(store);
  opsCtx = ops.context;
  opsToken = ops.token;
});
afterAll(async () => {
  await buyerCtx?.close();
  await opsCtx?.close();
  await closeBrowser();
  await store?.close();
});

describe('after-sales journey', () => {
  it('退货退款: request → approve → return parcel → received → the buyer sees 已退款', async () => {
    const order = await paidOrder(12, 2, true);
    const page = await visit(`/order/detail?id=${order.Id}`, buyerCtx);
    await requestOnOrderPage(page, '1', '退货退款');
    // The order list says so too: 售后中 under the 售后中 filter.
    const list = await visit('/enterprise/orders', buyerCtx);
    await listedWithTag(list, '售后中', order.OrderNo, '售后中');
    await list.close();

    // The dashboard counts it; the queue shows it.
    const ops = await visit('/operator/dashboard', opsCtx);
    await expect.poll(() => main(ops).innerText()).toContain('待处理售后');
    await main(ops).getByRole('link', { name: '去处理：待处理售后' }).click();
    await storefrontSettled(ops);
    let dialog = await openInQueue(ops, '待审核', '审核', order.OrderNo);
    expect(await dialog.innerText()).toContain('外壳有裂纹');
    expect(await axe(ops)).toEqual([]);
    await dialog.getByRole('button', { name: '同意退货' }).click();
    await expect.poll(() => toasts(ops)).toContain('已同意退货');

    // The buyer sends the goods back.
    await page.reload();
    await storefrontSettled(page);
    const card = main(page).locator('article', { hasText: '退货退款' });
    await expect.poll(() => card.innerText()).toContain('待寄回');
    await card.getByLabel(/退货承运商/).fill('顺丰速运');
    await card.getByLabel(/退货运单号/).fill('SF1234567890');
    await card.getByRole('button', { name: '提交退货物流' }).click();
    await expect.poll(() => card.innerText()).toContain('待收货');

    // The parcel arrives: 对公转账 needs the bank reference of the refund.
    dialog = await openInQueue(ops, '待收货', '确认收货', order.OrderNo);
    expect(await dialog.innerText()).toContain('SF1234567890');
    await dialog.getByRole('button', { name: '确认收货并退款' }).click();
    await expect.poll(() => dialog.innerText()).toContain('流水号');
    await dialog.getByLabel(/退款流水号/).fill('REFUND-BANK-0001');
    await dialog.getByRole('button', { name: '确认收货并退款' }).click();
    await expect.poll(() => toasts(ops)).toContain('已退款');

    await page.reload();
    await storefrontSettled(page);
    await expect.poll(() => card.innerText()).toContain('已退款');
    expect(await card.innerText()).toContain('REFUND-BANK-0001');
    expect(await axe(page)).toEqual([]);
  });

  it('仅退款: the whole paid order refunded, the order shows 已退款', async () => {
    const order = await paidOrder(14, 2, false);
    const page = await visit(`/order/detail?id=${order.Id}`, buyerCtx);
    await requestOnOrderPage(page, '2', '仅退款');
    const ops = await visit('/operator/after-sales', opsCtx);
    const dialog = await openInQueue(ops, '待审核', '审核', order.OrderNo);
    await dialog.getByLabel(/退款流水号/).fill('REFUND-BANK-0002');
    await dialog.getByRole('button', { name: '同意并退款' }).click();
    await expect.poll(() => toasts(ops)).toContain('已退款');
    await page.reload();
    await storefrontSettled(page);
    await expect.poll(() => main(page).locator('section[aria-label="订单状态"]').innerText()).toContain('已退款');
    // Nothing is left to ask for.
    expect(await main(page).getByRole('button', { name: '申请售后' }).count()).toBe(0);
  });

  it('a company under review is told at the cart why it cannot order yet; 结算 waits for the review', async () => {
    const pending = await apiLogin(store, 'pending@demo.cn');
    const context = await loggedInContext(pending);
    try {
      const page = await visit('/cart', context);
      await expect.poll(() => main(page).innerText()).toContain('审核通过后即可下单');
      expect(await main(page).innerText()).toContain('企业信息审核中');
      expect(await axe(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('checkout offers only the addresses of the cart region and says why the others are missing', async () => {
    await inject('POST', '/api/Company/delivery-addresses', buyer.token, {
      Recipient: '北京仓',
      Mobile: '13912345678',
      Province: '北京市',
      City: '北京市',
      District: '朝阳区',
      Detail: '酒仙桥路 10 号',
    });
    await inject('PUT', '/api/ShoppingCarts/items/selection', buyer.token, { Region: 1, Selected: false });
    await inject('POST', '/api/ShoppingCarts/items', buyer.token, { ProductId: 12, Quantity: 1, Region: 1 });
    const page = await visit('/purchase', buyerCtx);
    const delivery = main(page).locator('section[aria-labelledby="co-delivery"]');
    await expect.poll(() => delivery.innerText()).toContain('不在华东地区');
    expect(await delivery.innerText()).not.toContain('酒仙桥路 10 号');
    expect(await delivery.getByRole('link', { name: '切换购物车地区' }).count()).toBe(1);
  });
});

describe('after-sales on a phone (375 px), by keyboard', () => {
  it('仅退款 of one line of two, with a photo; the console approves it; the buyer sees that line refunded', async () => {
    const order = await paidOrderOf(
      [
        [12, 1],
        [14, 2],
      ],
      false,
    );
    const line = order.Items[1]!;
    const phone = await loggedInContext(buyer, { width: 375, height: 800 });
    try {
      const page = await openPage(`/order/detail?id=${order.Id}`, { context: phone, width: 375, height: 800 });
      await storefrontSettled(page);
      const section = main(page).locator('section[aria-labelledby="od-after-sales"]');
      await expect.poll(() => section.innerText()).toContain('暂无售后申请');
      await noHorizontalOverflow(page);
      expect(await axe(page)).toEqual([]);

      // Enter opens the dialog with the focus inside it; Escape closes it and gives the focus back.
      const opener = section.getByRole('button', { name: '申请售后' });
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = dialogOf(page);
      await dialog.getByRole('heading', { name: '申请售后' }).waitFor();
      await expect
        .poll(() => dialog.evaluate((d) => d.contains((d.getRootNode() as ShadowRoot).activeElement)))
        .toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialogOf(page).count()).toBe(0);
      await expect.poll(() => focusedText(page)).toBe('BUTTON:申请售后');
      await page.keyboard.press('Enter');
      await dialog.getByRole('heading', { name: '申请售后' }).waitFor();

      // The dialog fits the phone: no field runs off the right edge.
      const box = await dialog.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      await noHorizontalOverflow(page);
      expect(await dialog.innerText()).toContain('仅退款');

      // Only the second line, typed.
      await dialog.getByLabel(`申请数量：${line.Name}`).focus();
      await page.keyboard.type('2');
      await dialog.getByLabel(/售后原因/).selectOption('质量问题');
      await dialog.getByLabel(/问题描述/).focus();
      await page.keyboard.type('包装破损，外壳有裂纹');

      // A photo: a text file is refused by the product pictures' rules, a PNG is shown with 删除.
      const file = dialog.getByLabel('选择售后图片');
      await file.setInputFiles({ name: '说明.txt', mimeType: 'text/plain', buffer: Buffer.from('不是图片') });
      await expect.poll(() => dialog.innerText()).toContain('仅支持 JPG、PNG 或 WebP 格式的图片');
      const png = await sharp({
        create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 60, b: 40 } },
      })
        .png()
        .toBuffer();
      await file.setInputFiles({ name: '裂纹.png', mimeType: 'image/png', buffer: png });
      await dialog.getByRole('img', { name: '售后图片 1' }).waitFor();
      expect(await dialog.innerText()).not.toContain('仅支持 JPG、PNG 或 WebP 格式的图片');
      expect(await dialog.getByRole('button', { name: '删除图片 1' }).count()).toBe(1);
      await noHorizontalOverflow(page);
      expect(await axe(page)).toEqual([]);

      // Sent from the keyboard: the amount is exactly the line's two units.
      await dialog.getByRole('button', { name: '提交申请' }).focus();
      await page.keyboard.press('Enter');
      const amount = formatMoney(new Decimal(line.UnitPrice).times(2).toFixed(2));
      await expect.poll(() => toasts(page)).toContain(`退款金额 ${amount}`);
      const card = section.locator('article', { hasText: '仅退款' });
      await expect.poll(() => card.innerText()).toContain('待审核');
      expect(await card.innerText()).toContain(amount);
      expect(await card.getByRole('img', { name: '售后图片 1' }).count()).toBe(1);
      await noHorizontalOverflow(page);

      // The operator sees the photo and approves; the refund goes back with the bank reference.
      const ops = await visit('/operator/after-sales', opsCtx);
      const review = await openInQueue(ops, '待审核', '审核', order.OrderNo);
      await expect.poll(() => review.getByRole('img', { name: '售后图片 1' }).count()).toBe(1);
      expect(await review.innerText()).toContain('包装破损，外壳有裂纹');
      await review.getByLabel(/退款流水号/).fill('REFUND-BANK-0375');
      await review.getByRole('button', { name: '同意并退款' }).click();
      await expect.poll(() => toasts(ops)).toContain('已退款');
      await ops.close();

      // The buyer: that line refunded, the other still there to ask about; the order not refunded as a whole.
      await page.reload();
      await storefrontSettled(page);
      await expect.poll(() => card.innerText()).toContain('已退款');
      expect(await card.innerText()).toContain('REFUND-BANK-0375');
      const row = main(page).locator('section[aria-labelledby="od-items"] tr', { hasText: line.Name });
      expect(await row.innerText()).toContain('已退 2');
      expect(await main(page).locator('section[aria-label="订单状态"]').innerText()).not.toContain('已退款');
      expect(await section.getByRole('button', { name: '申请售后' }).count()).toBe(1);
      await noHorizontalOverflow(page);
      expect(await axe(page)).toEqual([]);

      // The order list, on the phone: the order is 部分退款 among the refunded ones.
      await listedWithTag(page, '已退款（含部分退款）', order.OrderNo, '部分退款');
      await noHorizontalOverflow(page);
    } finally {
      await phone.close();
    }
  });
});
