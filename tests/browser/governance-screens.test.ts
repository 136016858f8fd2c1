/**
 * In Chromium, the approval screens by keyboard and on a phone (the demo company, rule ≥ ¥50,000 → 部门负责人
 * then 财务):
 * - purchaser@demo.cn submits ¥60,000 after checkout names both levels; approver@demo.cn (负责人 of 采购部)
 *   decides it in 待我审批 with the keyboard only (Enter opens the dialog, Escape closes it and gives the focus
 *   back, Tab reaches 通过); finance@demo.cn approves it in hers at 375 px; the purchaser then pays.
 * - a rejection with its comment: the buyer's order and the approver's 我已审批 show the comment.
 * - the inbox and 部门与预算 fit 375 px and pass axe; the tabs move with the arrow keys.
 * - the users page: one editor gives a user a second role (keyboard), each role's rights listed; the order list
 *   filters by department and approval state.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
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
const PHONE = { width: 375, height: 740 };
let store: Storefront;
let productId: number;
let purchaser: SessionSeed;
let approver: SessionSeed;
let finance: SessionSeed;
/** The orders of the first two tests: paid after two levels, and rejected. */
let paidNo = '';
let rejectedNo = '';

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

const statusOf = async (id: number) => (await store.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;

/** The element that has the focus, through the storefront's shadow root: its aria-label, text or tag name. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el ? el.getAttribute('aria-label') || (el.textContent ?? '').trim() || el.tagName : '';
  });

/** Presses Tab until the focus is on `name` (at most 12 times); fails when it never gets there. */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 12; i++) {
    if ((await focused(page)) === name) return;
    await page.keyboard.press('Tab');
  }
  expect(await focused(page)).toBe(name);
}

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

beforeAll(async () => {
  store = await startStorefront();
  ({ productId, purchaser, approver, finance } = await governanceFixture(store, 2));
});
afterAll(async () => {
  await closeBrowser();
  await store?.close();
});

describe('approval screens', () => {
  it('two levels decided in the inboxes (keyboard, then 375 px), then the buyer pays', async () => {
    await cartOf(60);
    const buyer = await loggedInContext(purchaser);
    const checkout = await visitSettled('/purchase', { context: buyer });
    const notice = checkout.locator(`${SF} [data-testid="approval-notice"]`);
    await expect.poll(() => notice.innerText()).toContain('本单需审批：部门负责人 王强 → 财务');
    await checkout.locator(`${SF} button[type="submit"]`, { hasText: '提交订单' }).click();
    const path = await waitForPath(checkout, /^\/order\/detail\?id=\d+$/);
    const orderId = Number(new URL(path, store.url).searchParams.get('id'));
    await expect.poll(() => deepText(checkout, SF)).toContain('订单正在审批中');
    const [row] = await store.db.select().from(orders).where(eq(orders.id, orderId));
    const orderNo = row!.orderNo;
    paidNo = orderNo;

    // Level 1, keyboard only.
    const managerCtx = await loggedInContext(approver);
    const inbox = await visitSettled('/enterprise/approvals', { context: managerCtx });
    const approve = inbox.locator(`${SF} button[aria-label="通过 ${orderNo}"]`);
    await approve.waitFor();
    expect(await deepText(inbox, SF)).toContain('采购部');
    await approve.focus();
    await inbox.keyboard.press('Enter');
    const dialog = inbox.getByRole('dialog', { name: new RegExp(`通过订单 ${orderNo}`) });
    await dialog.waitFor();
    await inbox.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => focused(inbox)).toBe(`通过 ${orderNo}`);
    await inbox.keyboard.press('Enter');
    await dialog.waitFor();
    await tabTo(inbox, 'TEXTAREA');
    await inbox.keyboard.type('同意采购');
    await tabTo(inbox, '通过');
    await inbox.keyboard.press('Enter');
    await expect.poll(() => approve.count()).toBe(0);
    expect(await statusOf(orderId)).toBe(5);
    await managerCtx.close();

    // Level 2, on a phone: the inbox fits the width and passes axe.
    const financeCtx = await loggedInContext(finance, PHONE);
    const phone = await visitSettled('/enterprise/approvals', { context: financeCtx });
    const last = phone.locator(`${SF} button[aria-label="通过 ${orderNo}"]`);
    await last.waitFor();
    expect(await deepText(phone, SF)).toContain('同意采购');
    expect(await fitsWidth(phone)).toBe(true);
    expect(await axe(phone)).toEqual([]);
    await last.click();
    const second = phone.getByRole('dialog', { name: new RegExp(`通过订单 ${orderNo}`) });
    await second.waitFor();
    expect(await fitsWidth(phone)).toBe(true);
    await second.getByRole('button', { name: '通过', exact: true }).click();
    await expect.poll(() => last.count()).toBe(0);
    expect(await statusOf(orderId)).toBe(10);
    await financeCtx.close();

    // The buyer pays.
    await checkout.reload();
    const pay = checkout.locator(`${SF} button`, { hasText: '去支付' });
    await pay.waitFor();
    await pay.click();
    await waitForPath(checkout, `/payment?orderId=${orderId}`);
    await checkout.locator(`${SF} button`, { hasText: '去支付' }).click();
    await checkout.waitForURL(/\/api\/Payments\/sandbox\/\d+/);
    await checkout.getByRole('button', { name: '确认支付' }).click();
    await waitForPath(checkout, `/order/detail?id=${orderId}`, 30_000);
    await expect.poll(() => deepText(checkout, SF)).toContain('已支付');
    await buyer.close();
  });

  it('a rejection needs its reason; the buyer and 我已审批 show it', async () => {
    await cartOf(6);
    const created = await inject(purchaser, 'POST', '/api/Orders', { Region: 1, InvoiceType: 0 });
    expect(created.json()).toMatchObject({ Status: 5 });
    const { Id, OrderNo } = created.json() as { Id: number; OrderNo: string };
    rejectedNo = OrderNo;

    const context = await loggedInContext(approver);
    const inbox = await visitSettled('/enterprise/approvals', { context });
    const reject = inbox.locator(`${SF} button[aria-label="驳回 ${OrderNo}"]`);
    await reject.waitFor();
    await reject.click();
    const dialog = inbox.getByRole('dialog', { name: new RegExp(`驳回订单 ${OrderNo}`) });
    await dialog.waitFor();
    // Without a reason the dialog stays and says why.
    await dialog.getByRole('button', { name: '驳回', exact: true }).click();
    await expect.poll(() => dialog.innerText()).toContain('驳回原因');
    expect(await statusOf(Id)).toBe(5);
    await dialog.getByLabel(/驳回原因/).fill('请改用框架协议供应商');
    await dialog.getByRole('button', { name: '驳回', exact: true }).click();
    await expect.poll(() => reject.count()).toBe(0);
    expect(await statusOf(Id)).toBe(95);

    // 我已审批, reached with the arrow keys on the tabs.
    const pendingTab = inbox.locator(`${SF} [role="tab"]`, { hasText: '待我审批' });
    await pendingTab.focus();
    await inbox.keyboard.press('ArrowRight');
    await expect.poll(() => focused(inbox)).toBe('我已审批');
    await inbox.keyboard.press('Enter');
    await expect.poll(() => deepText(inbox, SF)).toContain('请改用框架协议供应商');
    expect(await deepText(inbox, SF)).toContain(OrderNo);
    expect(await axe(inbox)).toEqual([]);
    await context.close();

    const buyer = await loggedInContext(purchaser, PHONE);
    const page = await visitSettled(`/order/detail?id=${Id}`, { context: buyer });
    await expect.poll(() => deepText(page, SF)).toContain('订单已被驳回');
    expect(await deepText(page, SF)).toContain('请改用框架协议供应商');
    expect(await fitsWidth(page)).toBe(true);
    await buyer.close();
  });

  it('部门与预算 fits 375 px, passes axe, and its edit dialog opens and closes from the keyboard', async () => {
    const context = await loggedInContext(approver, PHONE);
    const page = await visitSettled('/enterprise/departments', { context });
    const edit = page.locator(`${SF} button[aria-label="编辑 采购部"]`);
    await edit.waitFor();
    expect(await fitsWidth(page)).toBe(true);
    expect(await axe(page)).toEqual([]);
    await edit.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /编辑部门/ });
    await dialog.waitFor();
    expect(await fitsWidth(page)).toBe(true);
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => focused(page)).toBe('编辑 采购部');
    await context.close();
  });

  it('the users page gives 财务 a second role in one editor and lists each role’s rights', async () => {
    const context = await loggedInContext(approver);
    const page = await visitSettled('/enterprise/users', { context });
    const row = page.locator(`${SF} tr`, { hasText: 'finance@demo.cn' });
    const edit = row.locator('button[aria-label^="编辑角色 "]');
    await edit.waitFor();
    const text = await deepText(page, SF);
    expect(text).toContain('各角色的权限');
    expect(text).toContain('审批“财务”级别');
    await edit.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /角色、部门与限额/ });
    await dialog.waitFor();
    const role = dialog.getByRole('checkbox', { name: '审批人' });
    expect(await dialog.getByRole('checkbox', { name: '财务' }).isChecked()).toBe(true);
    await role.focus();
    await page.keyboard.press('Space');
    expect(await role.isChecked()).toBe(true);
    expect(await axe(page)).toEqual([]);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => row.innerText()).toContain('审批人');
    const users = (await inject(approver, 'GET', '/api/Company/users/governance')).json() as Array<{
      Email: string;
      RoleNames: string[];
    }>;
    expect(users.find((u) => u.Email === 'finance@demo.cn')?.RoleNames.sort()).toEqual(['审批人', '财务'].sort());
    await context.close();
  });

  it('the order list filters by department and approval state', async () => {
    const budgets = (await inject(approver, 'GET', '/api/Company/budgets')).json() as Array<{
      DepartmentId: number;
      Name: string;
    }>;
    const buying = budgets.find((b) => b.Name === '采购部')!.DepartmentId;
    const context = await loggedInContext(approver);
    const page = await visitSettled(`/enterprise/orders?departmentId=${buying}&approval=rejected`, { context });
    await expect.poll(() => deepText(page, SF)).toContain(rejectedNo);
    expect(await deepText(page, SF)).not.toContain(paidNo);
    expect(await page.locator(`${SF} select`).evaluateAll((s) => s.map((x) => (x as HTMLSelectElement).value))).toEqual(
      expect.arrayContaining(['rejected', String(buying)]),
    );
    await visitSettledIn(page, `/enterprise/orders?departmentId=${buying}&approval=approved`);
    await expect.poll(() => deepText(page, SF)).toContain(paidNo);
    expect(await deepText(page, SF)).not.toContain(rejectedNo);
    expect(await axe(page)).toEqual([]);
    await context.close();
  });
});

async function visitSettledIn(page: Page, pathname: string) {
  await page.goto(new URL(pathname, store.url).href, { waitUntil: 'load' });
  await page.locator(`${SF} main`).first().waitFor({ state: 'attached' });
}
