/**
 * 合并转账 end to end in Chromium: a buyer with two unpaid transfer orders (one 待支付, one already 待转账) opens
 * 企业订单 → 合并转账 at 375 px, picks both, sees their exact sum, creates the batch and sees the account, the batch's
 * remittance code and amount; uploads a 回单 picture and sees it listed. The operator's 收款 shows the batch with the
 * voucher's thumbnail and confirms it (确认到账) with the batch's code and sum; the buyer's list then reads 已支付 for
 * both orders. The dialog is axe clean.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatMoney } from '../../src/core/money.js';
import { buyFixture } from './buy-fixture.js';
import {
  apiLogin,
  axe,
  closeBrowser,
  loggedInContext,
  operatorContext,
  pieceProducts,
  type SessionSeed,
  type Storefront,
  startStorefront,
  visitSettled,
} from './helpers.js';

const SF = 'b2b-storefront';
const PHONE = { width: 375, height: 812 };
let store: Storefront;
let admin: SessionSeed;
type Order = { Id: number; OrderNo: string; TotalAmount: string };
const placed: Order[] = [];

/** Exact sum of two-place amounts (integer cents). */
const sum = (...amounts: string[]) => {
  const cents = amounts
    .reduce((t, a) => t + BigInt(a.replace('.', '')), 0n)
    .toString()
    .padStart(3, '0');
  return `${cents.slice(0, -2)}.${cents.slice(-2)}`;
};

beforeAll(async () => {
  store = await startStorefront();
  admin = await apiLogin(store, 'admin@demo.cn');
  const buy = buyFixture(store);
  await buy.emptyCart('admin@demo.cn');
  for (const [i, id] of (await pieceProducts(store, 2, 6)).entries()) {
    await buy.inject(admin, 'POST', '/api/ShoppingCarts/items', { ProductId: id, Quantity: i + 2, Region: 1 });
    const res = await buy.inject(admin, 'POST', '/api/Orders', { Region: 1, InvoiceType: 0 });
    expect(res.statusCode, res.body).toBe(201);
    placed.push(res.json() as Order);
  }
  // The second already chose 对公转账 (待转账) on its own.
  const pay = await buy.inject(admin, 'POST', '/api/Payments', { OrderId: placed[1]!.Id, Method: 'bank-transfer' });
  expect(pay.statusCode, pay.body).toBe(201);
});
afterAll(async () => {
  await closeBrowser();
  await store?.close();
});

it('two orders → one 合并转账 with a 回单 → 确认到账 in 收款 → both 已支付', async () => {
  const expected = sum(...placed.map((o) => o.TotalAmount));
  const buyer = await loggedInContext(admin, PHONE);
  const list = await visitSettled('/enterprise/orders', { context: buyer, ...PHONE });
  await list.locator(`${SF} button`, { hasText: '合并转账' }).click();
  const dialog = list.locator(`${SF} dialog[open]`);
  for (const o of placed) await dialog.getByRole('checkbox', { name: new RegExp(o.OrderNo) }).check();
  await expect.poll(() => dialog.getByTestId('batch-total').innerText()).toBe(formatMoney(expected));
  expect(await dialog.getByRole('status').innerText()).toContain('已选 2 个订单');
  expect(await axe(list)).toEqual([]);

  await dialog.getByRole('button', { name: '生成合并转账' }).click();
  const facts = dialog.getByRole('group', { name: '合并转账信息' });
  await expect.poll(() => facts.getByTestId('remittance-code').count(), { timeout: 15_000 }).toBe(1);
  const code = await facts.getByTestId('remittance-code').innerText();
  expect(code).toMatch(/^HB[2-9A-Z]{8}$/);
  const text = await facts.innerText();
  expect(text).toContain('收款账号');
  expect(text).toContain(formatMoney(expected));
  for (const o of placed) expect(text).toContain(o.OrderNo);
  expect(await axe(list)).toEqual([]);

  // 上传回单: a small PNG made here.
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7bd5' } })
    .png()
    .toBuffer();
  await dialog.locator('input[type="file"]').setInputFiles({ name: '回单.png', mimeType: 'image/png', buffer: png });
  const thumb = dialog.getByRole('list', { name: '已上传的回单' }).getByRole('img', { name: '转账回单 1' });
  await thumb.waitFor({ timeout: 15_000 });
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await axe(list)).toEqual([]);
  await dialog.getByRole('button', { name: '完成' }).click();
  await dialog.waitFor({ state: 'detached' });
  // The list behind it already says both wait for the transfer (no reload).
  for (const o of placed) {
    await expect.poll(() => list.locator(`${SF} tr`, { hasText: o.OrderNo }).innerText()).toContain('待确认到账');
  }

  // 收款: the open batch with its voucher; 确认到账 with its code prefilled and the sum off the bank line.
  const { context: ops } = await operatorContext(store);
  const desk = await visitSettled('/operator/payments', { context: ops });
  const row = desk.getByRole('table', { name: '待确认的合并转账' }).locator('tr', { hasText: code });
  await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain(formatMoney(expected));
  for (const o of placed) expect(await row.innerText()).toContain(o.OrderNo);
  const opThumb = row.getByRole('img', { name: `${code}的转账回单 1` });
  await expect.poll(() => opThumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await row.getByRole('button', { name: `确认到账：合并转账 ${code}` }).click();
  const confirm = desk.locator('dialog[open]');
  expect(await confirm.getByRole('textbox', { name: /汇款识别码/ }).inputValue()).toBe(code);
  await confirm.getByRole('textbox', { name: /到账金额/ }).fill(expected);
  await confirm.getByRole('textbox', { name: /银行流水号/ }).fill(`BANK-${code}`);
  await confirm.getByRole('button', { name: '确认到账' }).click();
  await confirm.waitFor({ state: 'detached', timeout: 15_000 });
  await expect.poll(() => desk.locator('tr', { hasText: code }).count()).toBe(0);
  await ops.close();

  // The buyer's list: both orders paid.
  await list.reload();
  for (const o of placed) {
    const line = list.locator(`${SF} tr`, { hasText: o.OrderNo });
    await expect.poll(() => line.innerText(), { timeout: 15_000 }).toContain('已支付');
  }
  await buyer.close();
});
