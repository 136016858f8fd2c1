/**
 * In Chromium: after 对公转账 → 获取转账信息 the page shows the order's new state and its 7-day
 * deadline at once (no reload), in China time with its zone, and while the transfer has not arrived the buyer
 * can go back to 在线支付.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../server/db/schema.js';
import { formatDeadline } from '../../src/contract/dates.js';
import {
  apiLogin,
  axe,
  closeBrowser,
  loggedInContext,
  quiet,
  type Storefront,
  startStorefront,
  visitSettled,
} from './helpers.js';

const SF = 'b2b-storefront';
let store: Storefront;

beforeAll(async () => {
  store = await startStorefront();
});
afterAll(async () => {
  await closeBrowser();
  await store?.close();
});

describe('payment state after 对公转账', () => {
  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ] as const) {
    it(`refreshes in place with the 7-day deadline and offers 在线支付 again at ${width} px`, async () => {
      const session = await apiLogin(store, 'admin@demo.cn');
      const headers = { authorization: `Bearer ${session.token}` };
      await store.app.inject({
        method: 'PUT',
        url: '/api/ShoppingCarts/items/selection',
        headers,
        payload: { Region: 1, Selected: false },
      });
      await store.app.inject({
        method: 'POST',
        url: '/api/ShoppingCarts/items',
        headers,
        payload: { ProductId: 48, Quantity: 1, Region: 1 },
      });
      const order = (
        await store.app.inject({
          method: 'POST',
          url: '/api/Orders',
          headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
          payload: { Region: 1, InvoiceType: 0 },
        })
      ).json() as { Id: number; PayBefore: string };
      const context = await loggedInContext(session, { width, height });
      const page = await visitSettled(`/payment?orderId=${order.Id}`, { context, width, height });
      const summary = page.locator(`${SF} [aria-label="订单信息"]`);
      await expect.poll(() => summary.innerText()).toContain('待支付');
      expect(await page.locator(`${SF} [data-testid="pay-before"]`).innerText()).toBe(
        `${formatDeadline(order.PayBefore)} 前`,
      );

      await page.locator(`${SF} [role="radio"]`, { hasText: '对公转账' }).click();
      await page.locator(`${SF} button`, { hasText: '获取转账信息' }).click();
      await expect.poll(() => page.locator(`${SF} [data-testid="remittance-code"]`).count()).toBe(1);
      const [row] = await store.db.select({ payBefore: orders.payBefore }).from(orders).where(eq(orders.id, order.Id));
      const sevenDays = formatDeadline(row!.payBefore);
      expect(row!.payBefore.getTime() - new Date(order.PayBefore).getTime()).toBeGreaterThan(6 * 86_400_000);
      // No reload: the summary now says 待确认到账 and the new deadline.
      await expect.poll(() => summary.innerText()).toContain('待确认到账');
      await expect.poll(() => page.locator(`${SF} [data-testid="pay-before"]`).innerText()).toBe(`${sevenDays} 前`);
      expect(await page.locator(`${SF} [aria-label="对公转账信息"]`).innerText()).toContain(sevenDays);
      expect(await axe(page)).toEqual([]);

      // Not transferred yet: back to 在线支付, which opens the cashier.
      await page.locator(`${SF} button`, { hasText: '改用在线支付' }).click();
      const online = page.locator(`${SF} [role="radio"]`, { hasText: '在线支付' });
      await expect.poll(() => online.getAttribute('aria-checked')).toBe('true');
      await quiet(page);
      expect(await page.locator(`${SF} [data-testid="remittance-code"]`).count()).toBe(0);
      await page.locator(`${SF} button`, { hasText: '去支付' }).click();
      await page.waitForURL(/\/api\/Payments\/sandbox\/\d+/);
      const [after] = await store.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.Id));
      expect(after!.status).toBe(10);
      await context.close();
    });
  }
});
