/**
 * 账期 end to end in Chromium: the operator (财务's screen) grants a company a credit line, found by name; the
 * company's buyer pays an order with 账期支付; the month closes (the statement job, run with the next month's clock);
 * the company's 管理员 sees the statement, confirms it, and repays by transfer with its remittance code (the bank's
 * callback), after which the statement reads 已结清 and the credit is available again. Buyer pages at 375 px, axe.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cartItems, orders, users } from '../../server/db/schema.js';
import { SIGNATURE_HEADER, signatureHeader } from '../../server/payments/signature.js';
import { nextPeriod, periodOf } from '../../server/services/credit/periods.js';
import { generateStatements } from '../../server/services/credit/statements.js';
import {
  apiLogin,
  axe,
  closeBrowser,
  deepText,
  loggedInContext,
  operatorContext,
  type SessionSeed,
  type Storefront,
  startStorefront,
  visitSettled,
} from './helpers.js';

const SF = 'b2b-storefront';
const PHONE = { width: 375, height: 812 };
let store: Storefront;
let admin: SessionSeed;
let orderId = 0;

const inject = (method: 'POST' | 'GET', url: string, payload?: object) =>
  store.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${admin.token}`, 'idempotency-key': crypto.randomUUID() },
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  store = await startStorefront();
  admin = await apiLogin(store, 'admin@demo.cn');
  const [u] = await store.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.cn'));
  await store.db.delete(cartItems).where(eq(cartItems.userId, u!.id));
  const products = (await inject('GET', '/api/Products?catalogue=online&region=1&pageSize=20')).json() as {
    Items: { Id: number; Price: string | null; MinQuantity: number; QuantityStep: number; Stock: number }[];
  };
  const product = products.Items.find((p) => p.Price && p.QuantityStep === 1 && p.Stock > p.MinQuantity)!;
  await inject('POST', '/api/ShoppingCarts/items', { ProductId: product.Id, Quantity: product.MinQuantity, Region: 1 });
  const order = await inject('POST', '/api/Orders', { Region: 1, InvoiceType: 0 });
  expect(order.statusCode, order.body).toBe(201);
  orderId = (order.json() as { Id: number }).Id;
});
afterAll(async () => {
  await closeBrowser();
  await store?.close();
});

it('grant → 账期支付 → month end → confirm → repay by transfer → 已结清', async () => {
  const company = admin.company as { Name: string };
  const { context: ops } = await operatorContext(store);
  const desk = await visitSettled('/operator/credit', { context: ops });
  await desk.getByRole('button', { name: '开通账期' }).click();
  const dialog = desk.locator('dialog[open]');
  await dialog.getByRole('searchbox', { name: '企业名称或信用代码' }).fill(company.Name);
  await dialog.getByRole('button', { name: '搜索' }).click();
  await dialog.getByRole('button', { name: company.Name, exact: true }).click();
  await dialog.getByRole('textbox', { name: /账期额度/ }).fill('50000');
  await dialog.getByRole('button', { name: '保存' }).click();
  const row = desk.locator('tr', { hasText: company.Name });
  await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain('已开通');
  expect(await axe(desk)).toEqual([]);
  await ops.close();

  const buyer = await loggedInContext(admin, PHONE);
  const pay = await visitSettled(`/payment?orderId=${orderId}`, { context: buyer, ...PHONE });
  const option = pay.locator(`${SF} [data-testid="pay-credit"]`);
  await expect.poll(() => option.innerText(), { timeout: 15_000 }).toContain('账期支付');
  await option.click();
  await pay.locator(`${SF} button`, { hasText: '确认账期支付' }).click();
  await expect
    .poll(async () => (await store.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status, {
      timeout: 20_000,
    })
    .toBe(30);

  // The month closes: the job runs at the start of the next month (China time).
  expect(
    await generateStatements(store.db, new Date(nextPeriod(periodOf(new Date())).from.getTime() + 3_600_000)),
  ).toBe(1);
  const overview = await visitSettled('/enterprise/credit', { context: buyer, ...PHONE });
  const link = overview.locator(`${SF} a[aria-label^="查看对账单"]`).first();
  await expect.poll(() => link.count(), { timeout: 15_000 }).toBeGreaterThan(0);
  expect(await axe(overview)).toEqual([]);
  await link.click();
  await expect.poll(() => deepText(overview, SF), { timeout: 15_000 }).toContain('未结清');
  await overview.locator(`${SF} button`, { hasText: '确认对账单' }).click();
  await expect.poll(() => deepText(overview, SF), { timeout: 15_000 }).toContain('已确认');
  expect(await axe(overview)).toEqual([]);

  const code = await overview.locator(`${SF} [data-testid="statement-remittance-code"]`).innerText();
  const statements = (await inject('GET', '/api/Company/statements')).json() as {
    Items: { Id: number; Outstanding: string }[];
  };
  const raw = JSON.stringify({
    RemittanceCode: code.trim(),
    Amount: statements.Items[0]!.Outstanding,
    ProviderRef: 'BANK-REPAY-0001',
  });
  const secret = (store.app.config as { paymentWebhookSecret: string }).paymentWebhookSecret;
  const notified = await store.app.inject({
    method: 'POST',
    url: '/api/Payments/bank-transfer/notify',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signatureHeader(secret, raw, new Date()) },
    payload: raw,
  });
  expect(notified.statusCode, notified.body).toBe(200);
  await overview.reload();
  await expect.poll(() => deepText(overview, SF), { timeout: 15_000 }).toContain('已结清');
  expect(await overview.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
  await buyer.close();
});
