/**
 * 询价 → 报价 → 下单 → … → 已寄出 in a real Chromium against the real server (seller side): a buyer
 * asks about a consultation product (咨询) → the operator quotes it on /operator/inquiries (Chinese
 * validation, exact decimal totals) → the buyer sees the quote on /enterprise/quotes and on the product page
 * → accepts → checkout at the quoted price (the price shown and the order's total) → 对公转账 → the operator
 * matches the transfer → ships → the buyer confirms receipt → requests an invoice → the operator issues and
 * posts it → the buyer's invoice history shows 已寄出. Then a declined quote and an expired one as the buyer
 * sees them (重新询价 from the expired one). axe on every screen and dialog on the way.
 */

import { and, desc, eq } from 'drizzle-orm';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultations, quotes } from '../../server/db/schema.js';
import { formatDate } from '../../src/contract/dates.js';
import {
  apiLogin,
  axe,
  closeBrowser,
  currentPath,
  deepText,
  loggedInContext,
  newContext,
  openPage,
  type SessionSeed,
  type Storefront,
  startStorefront,
  storefrontSettled,
  type TestPage,
  waitForPath,
} from './helpers.js';

const SF = 'b2b-storefront';
const PRODUCT = 28; // a consultation-only product of the seed
const lbl = (text: string) => new RegExp(`^\\*?\\s*${text}$`);
const main = (page: TestPage) => page.locator(`${SF} main`).first();
const mainText = (page: TestPage) => main(page).innerText();
const toasts = (page: TestPage) => deepText(page, 'b2b-toasts');
const dialogOf = (page: TestPage) => page.locator(`${SF} dialog[open]`);

let store: Storefront;
let admin: SessionSeed;
let buyerCtx: BrowserContext;
let opsCtx: BrowserContext;

beforeAll(async () => {
  store = await startStorefront();
  admin = await apiLogin(store, 'admin@demo.cn');
  buyerCtx = await loggedInContext(admin);
  opsCtx = await newContext();
});
afterAll(async () => {
  await buyerCtx?.close();
  await opsCtx?.close();
  await closeBrowser();
  await store?.close();
});

async function visit(path: string, context: BrowserContext): Promise<TestPage> {
  const page = await openPage(path, { context });
  await storefrontSettled(page);
  return page;
}

async function goto(page: TestPage, path: string) {
  await page.goto(`${store.url}${path}`);
  await storefrontSettled(page);
}

/** The operator's console page at `path`, logging in through the console's form the first time. */
async function opsVisit(path: string): Promise<TestPage> {
  const page = await openPage(path, { context: opsCtx });
  await storefrontSettled(page);
  if (currentPath(page).startsWith('/operator/login')) {
    const form = main(page).locator('form[aria-label="运营登录"]');
    await form.getByLabel(lbl('邮箱')).fill('ops@demo.cn');
    await form.getByLabel(lbl('密码')).fill('Demo@123456');
    await form.getByRole('button', { name: '登录' }).click();
    await waitForPath(page, path);
    await storefrontSettled(page);
  }
  return page;
}

/** The buyer asks about the consultation product through the product page's 咨询 dialog; returns the inquiry's number. */
async function askOnProductPage(page: TestPage, quantity: string, requirement: string): Promise<string> {
  await main(page).getByRole('button', { name: '咨询', exact: true }).click();
  const dialog = page.locator(SF).getByRole('dialog', { name: '采购咨询' });
  await dialog.waitFor();
  await dialog.getByLabel('联系人').fill('李采购');
  await dialog.getByLabel('手机号码').fill('13912345678');
  await dialog.getByLabel('公司名称').fill('上海示范科技有限公司');
  await dialog.getByLabel(/采购数量/).fill(quantity);
  await dialog.getByLabel('采购需求').fill(requirement);
  await dialog.getByRole('button', { name: '提交咨询' }).click();
  await dialog.getByTestId('inquiry-success').waitFor();
  const [row] = await store.db
    .select({ id: consultations.id })
    .from(consultations)
    .where(eq(consultations.productId, PRODUCT))
    .orderBy(desc(consultations.id))
    .limit(1);
  const text = await dialog.innerText();
  await dialog.getByRole('button', { name: '关闭' }).first().click();
  const no = /咨询单号：(\S+)/.exec(text)?.[1];
  expect(no, `inquiry ${row?.id} has a number`).toBeTruthy();
  return no!;
}

/** The operator answers inquiry `no` with one line of `price` × `quantity`, valid until `validUntil`. */
async function quoteIt(ops: TestPage, no: string, price: string, quantity: string, validUntil?: string) {
  await main(ops)
    .getByRole('button', { name: `报价：询价 ${no}` })
    .click();
  const dialog = dialogOf(ops);
  await dialog.getByRole('button', { name: '报价', exact: true }).click();
  const form = dialog.locator('form[aria-label="报价"]');
  await form.waitFor();
  await form.getByLabel(lbl('单价（元）')).fill(price);
  await form.getByLabel(/^\*?\s*数量/).fill(quantity);
  if (validUntil) await form.getByLabel(lbl('有效期至')).fill(validUntil);
  await dialog.getByRole('button', { name: '发送报价' }).click();
  await expect.poll(() => toasts(ops)).toContain('发送报价');
  // Saved: the inquiry has left the 待报价 list (the toast alone may be an earlier quote's to the same company).
  await expect.poll(() => mainText(ops)).not.toContain(no);
}

describe('询价 → 报价 → 下单 → 已寄出', () => {
  it('a consultation product becomes a quoted order, paid, shipped, received and invoiced', async () => {
    // 1. The buyer asks (咨询); the product page then says 已咨询.
    const product = await visit(`/consultation/detail/${PRODUCT}`, buyerCtx);
    const no = await askOnProductPage(product, '3', '需要 3 台，含安装调试。');
    await expect.poll(() => main(product).getByTestId('inquiry-state').innerText()).toContain('已咨询');
    // A reload keeps it: the unanswered inquiry is read back from the server, with its number.
    await product.reload();
    await storefrontSettled(product);
    await expect.poll(() => main(product).getByTestId('inquiry-state').innerText()).toContain(`咨询单号 ${no}`);
    expect(await main(product).getByTestId('inquiry-state').innerText()).toContain('已咨询（待报价）');
    expect(await axe(product)).toEqual([]);

    // 2. The operator finds it in the 待报价 queue and quotes it, with Chinese validation on the fields.
    const ops = await opsVisit('/operator/inquiries');
    await expect.poll(() => mainText(ops)).toContain(no);
    expect(await mainText(ops)).toContain('李采购');
    expect(await axe(ops)).toEqual([]);
    await main(ops)
      .getByRole('button', { name: `报价：询价 ${no}` })
      .click();
    const dialog = dialogOf(ops);
    await expect.poll(() => dialog.innerText()).toContain('需要 3 台，含安装调试。');
    expect(await dialog.innerText()).toContain('admin@demo.cn');
    expect(await axe(ops)).toEqual([]);
    await dialog.getByRole('button', { name: '报价', exact: true }).click();
    const form = dialog.locator('form[aria-label="报价"]');
    await form.waitFor();
    await dialog.getByRole('button', { name: '发送报价' }).click();
    await expect.poll(() => form.innerText()).toContain('请输入单价');
    await form.getByLabel(lbl('单价（元）')).fill('1288.555');
    await dialog.getByRole('button', { name: '发送报价' }).click();
    await expect.poll(() => form.innerText()).toContain('请输入正确的单价（最多两位小数）');
    await form.getByLabel(lbl('单价（元）')).fill('1288.5');
    // Exact decimals: 1288.50 × 3 = 3865.50.
    await expect.poll(() => form.getByTestId('quote-total').innerText()).toBe('¥3,865.50');
    await form.getByLabel(lbl('有效期至')).fill('2020-01-01');
    await dialog.getByRole('button', { name: '发送报价' }).click();
    await expect.poll(() => form.innerText()).toContain('有效期不能早于今天');
    expect(await axe(ops)).toEqual([]);
    const validUntil = formatDate(new Date(Date.now() + 10 * 86_400_000));
    await form.getByLabel(lbl('有效期至')).fill(validUntil);
    await form.getByLabel(lbl('备注（选填）')).fill('含安装调试，下单后 5 个工作日发货');
    await dialog.getByRole('button', { name: '发送报价' }).click();
    await expect.poll(() => toasts(ops)).toContain('发送报价');
    await expect.poll(() => mainText(ops)).not.toContain(no);
    await main(ops).getByRole('tab', { name: '已报价' }).click();
    await expect.poll(() => mainText(ops)).toContain(no);

    // 3. The buyer sees it on the product page and on /enterprise/quotes.
    await product.reload();
    await storefrontSettled(product);
    const state = main(product).getByTestId('inquiry-state');
    await expect.poll(() => state.innerText()).toContain('已报价');
    expect(await state.innerText()).toContain('¥3,865.50');
    expect(await axe(product)).toEqual([]);
    await state.getByRole('link', { name: '查看报价' }).click();
    await waitForPath(product, /^\/enterprise\/quotes\?id=\d+$/);
    await storefrontSettled(product);
    const quoteDialog = dialogOf(product);
    await expect.poll(() => quoteDialog.innerText()).toContain('含安装调试，下单后 5 个工作日发货');
    expect(await quoteDialog.innerText()).toContain('¥1,288.50');
    expect(await quoteDialog.innerText()).toContain(validUntil);
    expect(await mainText(product)).toContain('待确认');
    expect(await axe(product)).toEqual([]);

    // 4. 接受报价 → checkout at the quoted price → the order's total is the quote's.
    await quoteDialog.getByRole('button', { name: '接受报价' }).click();
    await waitForPath(product, /^\/purchase\?quoteId=\d+$/);
    await storefrontSettled(product);
    await expect.poll(() => main(product).getByTestId('checkout-total').innerText()).toBe('¥3,865.50');
    expect(await mainText(product)).toContain('¥1,288.50 × 3');
    // The company's default title is a 普通发票 one: the quote's checkout starts from it, not from 不开发票.
    await expect.poll(() => main(product).getByRole('radio', { name: '普通发票' }).isChecked()).toBe(true);
    expect(await axe(product)).toEqual([]);
    await main(product).getByRole('button', { name: '提交订单' }).click();
    await waitForPath(product, /^\/payment\?orderId=\d+$/);
    const orderId = Number(new URL(product.url()).searchParams.get('orderId'));
    const order = (
      await store.app.inject({
        method: 'GET',
        url: `/api/Orders/${orderId}`,
        headers: { authorization: `Bearer ${admin.token}` },
      })
    ).json() as { OrderNo: string; TotalAmount: string; QuoteId: number | null; InvoiceType: number };
    expect(order.TotalAmount).toBe('3865.50');
    expect(order.InvoiceType).toBe(1);
    expect(order.QuoteId).toBeTruthy();

    // 5. 对公转账: the buyer gets the remittance code; the operator matches the transfer.
    await storefrontSettled(product);
    await product.locator(`${SF} [role="radio"]`, { hasText: '对公转账' }).click();
    await product.locator(`${SF} button`, { hasText: '获取转账信息' }).click();
    await expect.poll(() => product.locator(`${SF} [data-testid="remittance-code"]`).count()).toBe(1);
    await product.close();

    await goto(ops, '/operator/payments');
    await expect.poll(() => mainText(ops)).toContain(order.OrderNo);
    await main(ops)
      .getByRole('button', { name: `确认到账：订单 ${order.OrderNo}` })
      .click();
    await dialog.waitFor();
    await dialog.getByLabel(lbl('到账金额（元）')).fill('3865.50');
    await dialog.getByLabel(lbl('银行流水号')).fill('ICBC-QUOTE-0001');
    await dialog.getByRole('button', { name: '确认到账' }).click();
    await expect.poll(() => toasts(ops)).toContain(`订单 ${order.OrderNo} 已确认到账`);

    // 6. The operator ships; the buyer confirms receipt.
    await goto(ops, '/operator/fulfilment');
    await expect.poll(() => mainText(ops)).toContain(order.OrderNo);
    await main(ops)
      .getByRole('button', { name: `发货：订单 ${order.OrderNo}` })
      .click();
    await dialog.getByLabel(lbl('承运商')).fill('顺丰速运');
    await dialog.getByLabel(lbl('运单号')).fill('SF9988776655');
    await dialog.getByRole('button', { name: '确认发货' }).click();
    await expect.poll(() => toasts(ops)).toContain(`订单 ${order.OrderNo} 已全部发货`);

    const detail = await visit(`/order/detail?id=${orderId}`, buyerCtx);
    await expect.poll(() => mainText(detail)).toContain('顺丰速运 SF9988776655');
    await main(detail).getByRole('button', { name: '确认收货' }).click();
    await dialogOf(detail).getByRole('button', { name: '确认收货' }).click();
    await expect.poll(() => mainText(detail)).toContain('已完成');

    // 7. The buyer requests an invoice for it.
    await goto(detail, '/enterprise/invoice/history');
    await main(detail).getByRole('button', { name: '申请开票' }).first().click();
    const request = dialogOf(detail);
    await request.getByRole('checkbox', { name: order.OrderNo }).check();
    await request.getByRole('button', { name: '提交申请' }).click();
    await waitForPath(detail, /^\/enterprise\/invoice\/detail\?id=\d+$/);
    await storefrontSettled(detail);
    await expect.poll(() => mainText(detail)).toContain('申请中');

    // 8. The operator issues it and posts it.
    await goto(ops, '/operator/invoices');
    // The request's row: its amount is the quoted order's (no seeded request has it).
    const requestRow = main(ops).locator('tr', { hasText: '¥3,865.50' });
    await expect.poll(() => requestRow.count()).toBe(1);
    expect(await axe(ops), '/operator/invoices').toEqual([]);
    await requestRow.getByRole('button', { name: /^开票：/ }).click();
    await expect.poll(() => dialog.innerText()).toContain(order.OrderNo);
    expect(await axe(ops), 'invoice issue dialog').toEqual([]);
    await dialog.getByLabel(lbl('发票号码')).fill('12345678');
    await dialog.getByLabel(lbl('开票日期')).fill(formatDate(new Date()));
    await dialog.getByLabel(lbl('价税合计（元）')).fill('3865.50');
    await dialog.getByRole('button', { name: '确认开具' }).click();
    await expect.poll(() => toasts(ops)).toContain('已开具');
    await main(ops).getByRole('tab', { name: '已开具' }).click();
    await expect.poll(() => main(ops).locator('tr', { hasText: '12345678' }).count()).toBe(1);
    await main(ops)
      .locator('tr', { hasText: '12345678' })
      .getByRole('button', { name: /^寄出：/ })
      .click();
    await dialog.getByLabel(lbl('承运商')).fill('EMS');
    await dialog.getByLabel(lbl('运单号')).fill('EMS1122334455');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => toasts(ops)).toContain('发票 12345678 已寄出');
    await ops.close();

    // 9. The buyer's invoice history says 已寄出; the quote says 已接受 with its order.
    await goto(detail, '/enterprise/invoice/history');
    await expect.poll(() => main(detail).locator('tr', { hasText: '12345678' }).innerText()).toContain('已寄出');
    await goto(detail, '/enterprise/quotes');
    await expect.poll(() => mainText(detail)).toContain('已接受');
    await detail.close();
  });

  it('the buyer declines one quote with a reason and sees another one expired', async () => {
    const product = await visit(`/consultation/detail/${PRODUCT}`, buyerCtx);
    const declineNo = await askOnProductPage(product, '5', '请报含税价');
    const expireNo = await askOnProductPage(product, '8', '请报到货价');
    await product.close();

    const ops = await opsVisit('/operator/inquiries');
    await expect.poll(() => mainText(ops)).toContain(declineNo);
    await quoteIt(ops, declineNo, '999', '5');
    await quoteIt(ops, expireNo, '800.10', '8');
    // The second quote's validity day passes (today is its last day; the server counts China days).
    const [asked] = await store.db
      .select({ id: consultations.id })
      .from(consultations)
      .where(and(eq(consultations.productId, PRODUCT), eq(consultations.quantity, 8)))
      .orderBy(desc(consultations.id))
      .limit(1);
    await store.db.update(quotes).set({ validUntil: '2026-01-01' }).where(eq(quotes.consultationId, asked!.id));

    const page = await visit('/enterprise/quotes', buyerCtx);
    const declineRow = main(page).locator('tr', { hasText: '¥4,995.00' });
    await expect.poll(() => declineRow.innerText()).toContain('待确认');
    const expiredRow = main(page).locator('tr', { hasText: '¥6,400.80' });
    await expect.poll(() => expiredRow.innerText()).toContain('已过期');

    // Decline with a reason.
    await declineRow.getByRole('button', { name: /^查看报价/ }).click();
    const dialog = dialogOf(page);
    await dialog.getByRole('button', { name: '拒绝' }).click();
    await dialog.getByLabel(lbl('拒绝原因（选填）')).fill('价格高于预算');
    expect(await axe(page)).toEqual([]);
    await dialog.getByRole('button', { name: '确认拒绝' }).click();
    await expect.poll(() => toasts(page)).toContain('已拒绝报价');
    await expect.poll(() => dialog.innerText()).toContain('价格高于预算');
    expect(await dialog.getByRole('button', { name: '接受报价' }).count()).toBe(0);
    await dialog.getByRole('button', { name: '关闭' }).first().click();
    await expect.poll(() => declineRow.innerText()).toContain('已拒绝');

    // The expired quote can only be read; its checkout link says why it cannot be ordered.
    await expiredRow.getByRole('button', { name: /^查看报价/ }).click();
    await expect.poll(() => dialog.innerText()).toContain('已过期');
    expect(await dialog.getByRole('button', { name: '接受报价' }).count()).toBe(0);
    expect(await axe(page)).toEqual([]);
    const quoteNo = /报价 (BJ\d+)/.exec(await dialog.innerText())?.[1];
    const [expired] = await store.db.select({ id: quotes.id }).from(quotes).where(eq(quotes.consultationId, asked!.id));
    // 重新询价 is one click away: the product's page, where 咨询 asks again.
    await dialog.getByRole('link', { name: '重新询价' }).click();
    await waitForPath(page, `/consultation/detail/${PRODUCT}`);
    await storefrontSettled(page);
    expect(await main(page).getByRole('button', { name: '咨询', exact: true }).count()).toBe(1);
    await goto(page, `/purchase?quoteId=${expired!.id}`);
    await expect.poll(() => mainText(page)).toContain('该报价已过期');
    expect(await main(page).getByRole('button', { name: '提交订单' }).count()).toBe(0);
    expect(quoteNo).toBeTruthy();
    await page.close();

    // The operator's queue shows both outcomes.
    await main(ops).getByRole('tab', { name: '已拒绝' }).click();
    await expect.poll(() => mainText(ops)).toContain(declineNo);
    await main(ops).getByRole('tab', { name: '已过期' }).click();
    await expect.poll(() => mainText(ops)).toContain(expireNo);
    await main(ops)
      .getByRole('button', { name: `查看：询价 ${expireNo}` })
      .click();
    await expect.poll(() => dialogOf(ops).innerText()).toContain('已过期');
    expect(await axe(ops)).toEqual([]);
    await ops.close();
  });
});
