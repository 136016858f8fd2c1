/**
 * What becomes of an inquiry, clicked in Chromium against the real server:
 * - A quote's order cancelled by the buyer: the cancel dialog warns that the quote goes back to 待确认 (an order
 *   not made from a quote says nothing of it); afterwards 我的报价 shows the quote 待确认 again, with 接受报价 and
 *   the cancelled order in its history.
 * - A visitor (not logged in) asks on the product page: told the seller calls back on the number given, never
 *   sent to 我的报价; the operator cannot quote it, closes it as 已联系 and it leaves the 待报价 queue and the
 *   dashboard's count.
 * - A logged-in buyer's inquiry form is prefilled from the account and the company; the operator closes that
 *   inquiry as 已关闭, which needs a reason.
 */

import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../src/contract/dates.js';
import {
  apiLogin,
  axe,
  closeBrowser,
  deepText,
  loggedInContext,
  newContext,
  openPage,
  operatorContext,
  type SessionSeed,
  type Storefront,
  startStorefront,
  storefrontSettled,
  type TestPage,
} from './helpers.js';

const SF = 'b2b-storefront';
const PRODUCT = 28; // a consultation-only product of the seed
const main = (page: TestPage) => page.locator(`${SF} main`).first();
const dialogOf = (page: TestPage) => page.locator(`${SF} dialog[open]`);
const toasts = (page: TestPage) => deepText(page, 'b2b-toasts');

let store: Storefront;
let admin: SessionSeed;
let buyerCtx: BrowserContext;
let opsCtx: BrowserContext;
let opsToken: string;

// Each inquiry sent through the API from an address of its own (POST /api/Consultations limits one address).
let asked = 0;
const inject = async (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: object) => {
  asked++;
  const res = await store.app.inject({
    method,
    url,
    remoteAddress: `10.77.0.${asked}`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'idempotency-key': `io-${Date.now()}-${Math.random()}`,
    },
    ...(payload ? { payload } : {}),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.statusCode === 204 ? null : res.json();
};

/** A quote of the operator answering the buyer's inquiry, accepted: the order it made. */
async function quotedOrder(): Promise<{ quoteId: number; orderId: number; orderNo: string }> {
  const inquiry = await inject('POST', '/api/Consultations', admin.token, {
    ProductId: PRODUCT,
    ContactName: '李采购',
    Mobile: '13912345678',
    CompanyName: '上海示范科技有限公司',
    Quantity: 2,
    Requirement: '需要 2 台',
  });
  const answered = await inject('POST', `/api/Operator/inquiries/${inquiry.Id}/quote`, opsToken, {
    Region: 1,
    ValidUntil: formatDate(new Date(Date.now() + 7 * 86_400_000)),
    Note: '含税含运费',
    Items: [{ ProductId: PRODUCT, Quantity: 2, UnitPrice: '1500.25' }],
  });
  const quote = answered.Quote as {
    Id: number;
    TotalAmount: string;
    Items: { ProductId: number; Quantity: number; UnitPrice: string }[];
  };
  const order = await inject('POST', `/api/Quotes/${quote.Id}/accept`, admin.token, {
    Items: quote.Items.map((l) => ({ ProductId: l.ProductId, Quantity: l.Quantity, UnitPrice: l.UnitPrice })),
    TotalAmount: quote.TotalAmount,
  });
  return { quoteId: quote.Id, orderId: order.Id, orderNo: order.OrderNo };
}

async function visit(path: string, context: BrowserContext): Promise<TestPage> {
  const page = await openPage(path, { context });
  await storefrontSettled(page);
  return page;
}

/** The 咨询 dialog of the product page, opened. */
async function openInquiry(page: TestPage) {
  await main(page).getByRole('button', { name: '咨询', exact: true }).click();
  const dialog = page.locator(SF).getByRole('dialog', { name: '采购咨询' });
  await dialog.waitFor();
  return dialog;
}

/** Sends the open 咨询 dialog with `requirement`; returns the inquiry's number. */
async function send(dialog: ReturnType<typeof dialogOf>, requirement: string): Promise<string> {
  await dialog.getByLabel(/采购数量/).fill('4');
  await dialog.getByLabel('采购需求').fill(requirement);
  await dialog.getByRole('button', { name: '提交咨询' }).click();
  await dialog.getByTestId('inquiry-success').waitFor();
  const no = /咨询单号：(\S+)/.exec(await dialog.innerText())?.[1];
  expect(no).toBeTruthy();
  return no!;
}

/** The number on the console dashboard's 待报价询价 card. */
async function toQuoteCount(ops: TestPage): Promise<number> {
  const card = main(ops).locator('li', { has: ops.getByRole('heading', { name: '待报价询价' }) });
  return Number(await card.locator('.value').innerText());
}

/** Opens inquiry `no` from the console's queue with the row's `action` button. */
async function openFromQueue(ops: TestPage, action: string, no: string) {
  await main(ops)
    .getByRole('button', { name: `${action}：询价 ${no}` })
    .click();
  const dialog = dialogOf(ops);
  await dialog.waitFor();
  return dialog;
}

beforeAll(async () => {
  store = await startStorefront();
  admin = await apiLogin(store, 'admin@demo.cn');
  buyerCtx = await loggedInContext(admin);
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

describe('a quote survives its cancelled order', () => {
  it('the cancel dialog says the quote returns to 待确认; 我的报价 then shows it 待确认 with the cancelled order', async () => {
    const { quoteId, orderId, orderNo } = await quotedOrder();
    const page = await visit(`/order/detail?id=${orderId}`, buyerCtx);
    await main(page).getByRole('button', { name: '取消订单' }).click();
    const dialog = dialogOf(page);
    await expect.poll(() => dialog.innerText()).toContain(`确定取消订单 ${orderNo} 吗`);
    expect(await dialog.innerText()).toContain('取消后报价回到「待确认」，有效期内可再次下单。');
    expect(await axe(page)).toEqual([]);
    await dialog.getByRole('button', { name: '取消订单' }).click();
    await expect.poll(() => toasts(page)).toContain('订单已取消');
    await expect.poll(() => main(page).locator('section[aria-label="订单状态"]').innerText()).toContain('已取消');

    await page.goto(`${store.url}/enterprise/quotes?id=${quoteId}`);
    await storefrontSettled(page);
    const quote = dialogOf(page);
    await expect.poll(() => quote.innerText()).toContain('已取消订单');
    expect(await quote.innerText()).toContain(orderNo);
    expect(await quote.innerText()).toContain('待确认');
    expect(await quote.getByRole('button', { name: '接受报价' }).count()).toBe(1);
    expect(await axe(page)).toEqual([]);
    await quote.getByRole('button', { name: '关闭' }).first().click();
    const row = main(page).locator('tr', { hasText: '¥3,000.50' });
    await expect.poll(() => row.innerText()).toContain('待确认');
    await page.close();
  });

  it('an order not made from a quote is cancelled without a word about quotes', async () => {
    await inject('PUT', '/api/ShoppingCarts/items/selection', admin.token, { Region: 1, Selected: false });
    await inject('POST', '/api/ShoppingCarts/items', admin.token, { ProductId: 12, Quantity: 1, Region: 1 });
    const order = await inject('POST', '/api/Orders', admin.token, { Region: 1, InvoiceType: 0 });
    const page = await visit(`/order/detail?id=${order.Id}`, buyerCtx);
    await main(page).getByRole('button', { name: '取消订单' }).click();
    const dialog = dialogOf(page);
    await expect.poll(() => dialog.innerText()).toContain(`确定取消订单 ${order.OrderNo} 吗`);
    expect(await dialog.innerText()).not.toContain('报价');
    await dialog.getByRole('button', { name: '再想想' }).click();
    await expect.poll(() => dialogOf(page).count()).toBe(0);
    expect(await main(page).locator('section[aria-label="订单状态"]').innerText()).not.toContain('已取消');
    await page.close();
  });
});

describe('inquiries the operator closes', () => {
  it('a visitor is told the seller calls back; the operator marks it 已联系 and it leaves the queue and the count', async () => {
    const visitorCtx = await newContext();
    let no: string;
    try {
      const page = await visit(`/consultation/detail/${PRODUCT}`, visitorCtx);
      const dialog = await openInquiry(page);
      // Nothing prefilled for a visitor.
      expect(await dialog.getByLabel('联系人').inputValue()).toBe('');
      await dialog.getByLabel('联系人').fill('王访客');
      await dialog.getByLabel('手机号码').fill('13700001111');
      await dialog.getByLabel('公司名称').fill('杭州访客贸易有限公司');
      no = await send(dialog, '访客询价：需要 4 台');
      const done = await dialog.getByTestId('inquiry-success').innerText();
      expect(done).toContain('按您留下的手机号 13700001111 回电联系您');
      expect(await dialog.getByRole('link', { name: /我的报价/ }).count()).toBe(0);
      expect(await axe(page)).toEqual([]);
      await dialog.getByRole('button', { name: '关闭' }).first().click();
      await expect
        .poll(() => main(page).getByTestId('inquiry-state').innerText())
        .toContain('供应商将按您留下的手机号回电联系您');
      expect(await main(page).getByTestId('inquiry-state').innerText()).not.toContain('我的报价');
      await page.close();
    } finally {
      await visitorCtx.close();
    }

    const ops = await visit('/operator/dashboard', opsCtx);
    await expect.poll(() => toQuoteCount(ops)).toBeGreaterThan(0);
    const before = await toQuoteCount(ops);
    await main(ops).getByRole('link', { name: '去处理：待报价询价' }).click();
    await storefrontSettled(ops);
    const row = main(ops).locator('tr', { hasText: no });
    await expect.poll(() => row.innerText()).toContain('（访客）');
    // A visitor's inquiry cannot be quoted online: only 查看.
    expect(await row.getByRole('button', { name: `报价：询价 ${no}` }).count()).toBe(0);
    const dialog = await openFromQueue(ops, '查看', no);
    await expect
      .poll(() => dialog.innerText())
      .toContain('访客提交的询价无法在线报价，请按留下的电话 13700001111 联系对方');
    expect(await dialog.getByRole('button', { name: '报价', exact: true }).count()).toBe(0);
    await dialog.getByRole('button', { name: '关闭咨询' }).click();
    const close = dialog.getByRole('region', { name: '关闭咨询' });
    await close.waitFor();
    expect(await close.getByRole('radio', { name: /已联系/ }).isChecked()).toBe(true);
    await close.getByLabel(/备注/).fill('已电话联系，下周到访');
    expect(await axe(ops)).toEqual([]);
    await close.getByRole('button', { name: '确认关闭' }).click();
    await expect.poll(() => toasts(ops)).toContain(`询价 ${no} 已标记为已联系`);
    await expect.poll(() => main(ops).innerText()).not.toContain(no);
    await main(ops).getByRole('tab', { name: '已联系' }).click();
    await expect.poll(() => main(ops).locator('tr', { hasText: no }).count()).toBe(1);
    await openFromQueue(ops, '查看', no);
    await expect.poll(() => dialogOf(ops).innerText()).toContain('已电话联系，下周到访');
    expect(await dialogOf(ops).getByRole('button', { name: '关闭咨询' }).count()).toBe(0);

    await ops.goto(`${store.url}/operator/dashboard`);
    await storefrontSettled(ops);
    await expect.poll(() => toQuoteCount(ops)).toBe(before - 1);
    await ops.close();
  });

  it("a buyer's form is prefilled from the account; the operator closes the inquiry as 已关闭 with a reason", async () => {
    const page = await visit(`/consultation/detail/${PRODUCT}`, buyerCtx);
    const dialog = await openInquiry(page);
    const user = admin.user as { Name: string; Mobile: string };
    const company = admin.company as { Name: string };
    expect(await dialog.getByLabel('联系人').inputValue()).toBe(user.Name);
    expect(await dialog.getByLabel('手机号码').inputValue()).toBe(user.Mobile);
    expect(await dialog.getByLabel('公司名称').inputValue()).toBe(company.Name);
    const no = await send(dialog, '买家询价：已另行采购');
    expect(await dialog.getByTestId('inquiry-success').innerText()).toContain('我的报价');
    await page.close();

    const ops = await visit('/operator/inquiries', opsCtx);
    const dialogOps = await openFromQueue(ops, '报价', no);
    await dialogOps.getByRole('button', { name: '关闭咨询' }).click();
    const close = dialogOps.getByRole('region', { name: '关闭咨询' });
    // A buyer who can see quotes online: 已关闭 comes first, and it needs a reason.
    expect(await close.getByRole('radio', { name: /已关闭/ }).isChecked()).toBe(true);
    await close.getByRole('button', { name: '确认关闭' }).click();
    await expect.poll(() => close.innerText()).toContain('请填写关闭原因');
    await close.getByLabel(/关闭原因/).fill('客户已另行采购');
    await close.getByRole('button', { name: '确认关闭' }).click();
    await expect.poll(() => toasts(ops)).toContain(`询价 ${no} 已关闭`);
    await expect.poll(() => main(ops).innerText()).not.toContain(no);
    await main(ops).getByRole('tab', { name: '已关闭' }).click();
    await expect.poll(() => main(ops).locator('tr', { hasText: no }).count()).toBe(1);
    await ops.close();
  });
});
