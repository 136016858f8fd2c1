/**
 * In Chromium, procurement governance as its users click it (the demo company 苏州智联精密制造有限公司):
 * - purchaser@demo.cn submits ¥60,000 (rule ≥ ¥50,000 → 部门负责人 then 财务): checkout says so before
 *   submitting, the order waits (待审批, nothing to pay); approver@demo.cn approves in 待我审批, finance@demo.cn
 *   approves in hers, and the purchaser's order is payable (去支付 opens the cashier page).
 * - a ¥6,000 order rejected with a reason: the purchaser's order page shows 已驳回 and the reason.
 * - the admin (approver@demo.cn is also 管理员) edits 采购部's budget and the first rule's amount.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../server/db/schema.js';
import { governanceFixture } from './governance-fixture.js';
import {
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
let productId: number;
let purchaser: SessionSeed;
let approver: SessionSeed;
let finance: SessionSeed;

const inject = (s: SessionSeed, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  store.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${s.token}`, 'idempotency-key': crypto.randomUUID() },
    ...(payload ? { payload } : {}),
  });

/** The purchaser's cart of region 1 holds exactly `quantity` × the ¥1,000 product, selected. */
async function cartOf(quantity: number) {
  const cart = (await inject(purchaser, 'GET', '/api/ShoppingCarts/items?region=1')).json() as {
    Items: Array<{ Id: number }>;
  };
  for (const line of cart.Items) await inject(purchaser, 'DELETE', `/api/ShoppingCarts/items/${line.Id}`);
  const added = await inject(purchaser, 'POST', '/api/ShoppingCarts/items', {
    ProductId: productId,
    Quantity: quantity,
    Region: 1,
  });
  expect(added.statusCode, added.body).toBe(201);
}

beforeAll(async () => {
  store = await startStorefront();
  ({ productId, purchaser, approver, finance } = await governanceFixture(store));
});
afterAll(async () => {
  await closeBrowser();
  await store?.close();
});

/** Opens 待我审批 as `who` and decides the order `orderNo` (a rejection with `reason`). */
async function decideInInbox(who: SessionSeed, orderNo: string, decision: '通过' | '驳回', reason = '') {
  const context = await loggedInContext(who);
  const page = await visitSettled('/enterprise/approvals', { context });
  const action = page.locator(`${SF} button[aria-label="${decision} ${orderNo}"]`);
  await action.waitFor();
  expect(await axe(page)).toEqual([]);
  await action.click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`${decision}订单 ${orderNo}`) });
  await dialog.waitFor();
  if (reason) await dialog.getByLabel(/驳回原因/).fill(reason);
  await dialog.getByRole('button', { name: decision, exact: true }).click();
  await expect.poll(() => action.count()).toBe(0);
  await context.close();
}

describe('approvals in the storefront', () => {
  it('¥60,000: notice before submitting → 待审批 → 负责人 and 财务 approve in their inboxes → the buyer pays', async () => {
    await cartOf(60);
    const context = await loggedInContext(purchaser);
    const page = await visitSettled('/purchase', { context });
    const notice = page.locator(`${SF} [data-testid="approval-notice"]`);
    await expect.poll(() => notice.innerText()).toContain('本单需审批：部门负责人 王强 → 财务');
    expect(await axe(page)).toEqual([]);
    await page.locator(`${SF} button[type="submit"]`, { hasText: '提交订单' }).click();
    const path = await waitForPath(page, /^\/order\/detail\?id=\d+$/);
    const orderId = Number(new URL(path, store.url).searchParams.get('id'));
    await expect.poll(() => deepText(page, SF)).toContain('订单正在审批中');
    expect(await deepText(page, SF)).not.toContain('去支付');
    const [row] = await store.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ status: 5, totalAmount: '60000.00' });

    await decideInInbox(approver, row!.orderNo, '通过');
    expect((await store.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status).toBe(5);
    await decideInInbox(finance, row!.orderNo, '通过');
    expect((await store.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status).toBe(10);

    await page.reload();
    const pay = page.locator(`${SF} button`, { hasText: '去支付' });
    await pay.waitFor();
    expect(await deepText(page, SF)).toContain('待支付');
    await pay.click();
    await waitForPath(page, `/payment?orderId=${orderId}`);
    await page.locator(`${SF} button`, { hasText: '去支付' }).click();
    await page.waitForURL(/\/api\/Payments\/sandbox\/\d+/);
    await page.getByRole('button', { name: '确认支付' }).click();
    await waitForPath(page, `/order/detail?id=${orderId}`, 30_000);
    await expect.poll(() => deepText(page, SF)).toContain('已支付');
    await context.close();
  });

  it('¥6,000 rejected with a reason: the buyer reads 已驳回 and the reason on the order', async () => {
    await cartOf(6);
    const created = await inject(purchaser, 'POST', '/api/Orders', { Region: 1, InvoiceType: 0 });
    expect(created.json()).toMatchObject({ Status: 5 });
    const { Id, OrderNo } = created.json() as { Id: number; OrderNo: string };
    await decideInInbox(approver, OrderNo, '驳回', '本月预算紧张，请下月再买');
    const context = await loggedInContext(purchaser);
    const page = await visitSettled(`/order/detail?id=${Id}`, { context });
    await expect.poll(() => deepText(page, SF)).toContain('订单已被驳回');
    const text = await deepText(page, SF);
    expect(text).toContain('已驳回');
    expect(text).toContain('本月预算紧张，请下月再买');
    expect(await axe(page)).toEqual([]);
    await context.close();
  });

  it('the admin edits 采购部’s budget and the first rule’s amount', async () => {
    const context = await loggedInContext(approver);
    const page = await visitSettled('/enterprise/departments', { context });
    await page.locator(`${SF} button[aria-label="编辑 采购部"]`).click();
    const dialog = page.getByRole('dialog', { name: /编辑部门/ });
    await dialog.getByLabel(/预算金额/).fill('123456.78');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => deepText(page, SF)).toContain('¥123,456.78');
    expect(await axe(page)).toEqual([]);
    const budgets = (await inject(approver, 'GET', '/api/Company/budgets')).json() as Array<{
      Name: string;
      Amount: string;
    }>;
    expect(budgets.find((b) => b.Name === '采购部')?.Amount).toBe('123456.78');

    await visitSettledIn(page, '/enterprise/approval-rules');
    const amount = page.getByLabel('第 1 条规则金额（元）');
    await amount.waitFor();
    await amount.fill('80000');
    await page.getByRole('button', { name: '保存规则' }).click();
    await expect
      .poll(
        async () =>
          (
            (await inject(approver, 'GET', '/api/Company/approval-rules')).json() as Array<{
              Condition: { Amount: string };
            }>
          )[0]?.Condition.Amount,
      )
      .toBe('80000.00');
    expect(await axe(page)).toEqual([]);
    await context.close();
  });
});

async function visitSettledIn(page: Awaited<ReturnType<typeof visitSettled>>, pathname: string) {
  await page.goto(new URL(pathname, store.url).href, { waitUntil: 'load' });
  await page.locator(`${SF} main`).first().waitFor({ state: 'attached' });
}
