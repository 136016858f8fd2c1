/**
 * A quote with terms, revised, in a real Chromium against the real server: the operator quotes an inquiry with
 * tax (不含税 13 %), freight, lead time and payment terms (the running totals exact) → the buyer, on a 375 px
 * phone, sees the terms and totals in 我的报价 and asks for a revision with a note → the operator sees the
 * request and sends version 2 → the buyer sees both versions (version 1 read-only) and accepts version 2 →
 * the order's detail links its quote (报价单 … 版本 2) instead of a note. axe on every screen and dialog.
 */

import { desc, eq } from 'drizzle-orm';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultations, quotes } from '../../server/db/schema.js';
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
  buyerCtx = await loggedInContext(admin, { width: 375, height: 812 });
  opsCtx = (await operatorContext(store)).context;
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

/** The buyer's inquiry about the consultation product (the 咨询 dialog itself is quote-journey's). */
async function inquire(): Promise<{ id: number; no: string }> {
  const res = await store.app.inject({
    method: 'POST',
    url: '/api/Consultations',
    headers: { authorization: `Bearer ${admin.token}` },
    payload: {
      ProductId: PRODUCT,
      ContactName: '李采购',
      Mobile: '13912345678',
      CompanyName: '示范',
      Quantity: 3,
      Requirement: '需要 3 台',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await store.db
    .select({ id: consultations.id })
    .from(consultations)
    .orderBy(desc(consultations.id))
    .limit(1);
  return { id: row!.id, no: res.json().ConsultationNo as string };
}

/** Sets a native <select> inside the storefront by its label. */
async function choose(form: ReturnType<TestPage['locator']>, label: string, value: string) {
  await form.getByLabel(lbl(label)).selectOption(value);
}

describe('报价条款与修改', () => {
  it('quotes with terms, the buyer asks for a revision, version 2 is accepted and the order links its quote', async () => {
    const { id: consultationId, no } = await inquire();

    // 1. The operator quotes with terms: 不含税 13 %, freight ¥50, 15 days, 月结 30 天.
    const ops = await visit('/operator/inquiries', opsCtx);
    await main(ops)
      .getByRole('button', { name: `报价：询价 ${no}` })
      .click();
    const dialog = dialogOf(ops);
    await dialog.getByRole('button', { name: '报价', exact: true }).click();
    const form = dialog.locator('form[aria-label="报价"]');
    await form.waitFor();
    await form.getByLabel(lbl('单价（元）')).fill('1288.5');
    await choose(form, '价格', 'excluded');
    await choose(form, '税率', '13');
    await form.getByLabel(lbl('运费（元）')).fill('50.555');
    await form.getByLabel(lbl('交期（天，选填）')).fill('15');
    await choose(form, '付款方式', 'other');
    await dialog.getByRole('button', { name: '发送报价' }).click();
    // Chinese messages on the terms, as the server gives them.
    await expect.poll(() => form.innerText()).toContain('运费应为不小于 0 的金额（最多两位小数）');
    expect(await form.innerText()).toContain('付款方式为「其他」时请填写付款说明');
    expect(await axe(ops)).toEqual([]);
    await form.getByLabel(lbl('运费（元）')).fill('50');
    await choose(form, '付款方式', 'net30');
    // 3 × 1288.50 = 3865.50; 13 % = 502.515 → 502.52; + 50 = 4418.02.
    await expect.poll(() => form.getByTestId('quote-terms-total').innerText()).toContain('¥4,418.02');
    await dialog.getByRole('button', { name: '发送报价' }).click();
    await expect.poll(() => toasts(ops)).toContain('发送报价');
    const [q] = await store.db.select({ id: quotes.id }).from(quotes).where(eq(quotes.consultationId, consultationId));

    // 2. The buyer (375 px) sees the terms and totals, and asks for a revision.
    const buyer = await visit(`/enterprise/quotes?id=${q!.id}`, buyerCtx);
    const quoteDialog = dialogOf(buyer);
    await expect.poll(() => quoteDialog.innerText()).toContain('不含税价，税率 13%（税额另计）');
    const seen = await quoteDialog.innerText();
    for (const text of ['¥502.52', '¥50.00', '付款后 15 天内发货', '月结 30 天', '¥4,418.02', '版本 1']) {
      expect(seen).toContain(text);
    }
    expect(await axe(buyer)).toEqual([]);
    await quoteDialog.getByRole('button', { name: '申请修改' }).click();
    await quoteDialog.getByRole('button', { name: '提交修改要求' }).click();
    await expect.poll(() => quoteDialog.innerText()).toContain('请填写修改要求');
    await quoteDialog.getByLabel(lbl('修改要求')).fill('单价能否降到 1200 元？希望包邮');
    expect(await axe(buyer)).toEqual([]);
    await quoteDialog.getByRole('button', { name: '提交修改要求' }).click();
    await expect.poll(() => quoteDialog.innerText()).toContain('已申请修改');
    expect(await quoteDialog.innerText()).toContain('单价能否降到 1200 元？希望包邮');
    expect(await axe(buyer)).toEqual([]);

    // 3. The operator sees the request and sends version 2 from the quote's lines and terms.
    await ops.reload();
    await storefrontSettled(ops);
    await main(ops).getByRole('tab', { name: '已报价' }).click();
    await expect.poll(() => mainText(ops)).toContain('客户申请修改');
    await main(ops)
      .getByRole('button', { name: `查看：询价 ${no}` })
      .click();
    await expect.poll(() => dialog.innerText()).toContain('单价能否降到 1200 元？希望包邮');
    expect(await axe(ops)).toEqual([]);
    await dialog.getByRole('button', { name: '发送新版本' }).click();
    await form.waitFor();
    expect(await form.getByLabel(lbl('单价（元）')).inputValue()).toBe('1288.50');
    await form.getByLabel(lbl('单价（元）')).fill('1200');
    await form.getByLabel(lbl('运费（元）')).fill('0');
    // 3600 + 13 % (468.00), 包邮.
    await expect.poll(() => form.getByTestId('quote-terms-total').innerText()).toContain('¥4,068.00');
    expect(await axe(ops)).toEqual([]);
    await dialog.getByRole('button', { name: '发送新版本' }).click();
    await expect.poll(() => toasts(ops)).toContain('报价版本 2');

    // 4. The buyer sees both versions, version 1 read-only, and accepts version 2.
    await buyer.reload();
    await storefrontSettled(buyer);
    await expect.poll(() => quoteDialog.innerText()).toContain('共 2 个版本');
    const history = await quoteDialog.innerText();
    expect(history).toContain('¥4,068.00');
    expect(history).toContain('历史版本（只读）');
    expect(history).toContain('¥4,418.02');
    expect(history).toContain('客户修改要求：单价能否降到 1200 元？希望包邮');
    expect(history).not.toContain('已申请修改');
    expect(await axe(buyer)).toEqual([]);
    await quoteDialog.getByRole('button', { name: '接受报价（版本 2）' }).click();
    await waitForPath(buyer, /^\/purchase\?quoteId=\d+$/);
    await storefrontSettled(buyer);
    await expect.poll(() => main(buyer).getByTestId('checkout-total').innerText()).toBe('¥4,068.00');
    await main(buyer).getByRole('button', { name: '提交订单' }).click();
    await waitForPath(buyer, /^\/payment\?orderId=\d+$/);
    const orderId = Number(new URL(buyer.url()).searchParams.get('orderId'));

    // 5. The order links its quote (and its note is not the quote number).
    const order = await visit(`/order/detail?id=${orderId}`, buyerCtx);
    const link = main(order).getByTestId('order-quote-link');
    await expect.poll(() => link.innerText()).toMatch(/^报价单 BJ\d{12,}（版本 2）$/);
    expect(await mainText(order)).not.toMatch(/订单备注\s*报价单/);
    expect(await axe(order)).toEqual([]);
    await link.click();
    await waitForPath(order, `/enterprise/quotes?id=${q!.id}`);
    await storefrontSettled(order);
    await expect.poll(() => dialogOf(order).innerText()).toContain('已接受');
  });
});
