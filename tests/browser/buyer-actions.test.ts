/**
 * Failed and interrupted buyer actions, as a buyer sees them in Chromium against the real server:
 * - a failed 加入购物车 (403/409/502/503/504: no global message from the http client) says so next to the control, which
 *   stays usable;
 * - an add to cart that sent a logged-out visitor to /login is done once after logging in, back on the page;
 * - a 401 lands on /login?redirect=<the page>, and logging in again brings the buyer back there.
 */
import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, products, users } from '../../server/db/schema.js';
import {
  apiLogin,
  closeBrowser,
  currentPath,
  DEMO_PASSWORD,
  deepText,
  fieldLabel,
  loggedInContext,
  quiet,
  revokeSessions,
  type Storefront,
  startStorefront,
  storefrontSettled,
  type TestPage,
  visitSettled,
  waitForPath,
} from './helpers.js';

const SF = 'b2b-storefront';
let store: Storefront;
let productId: number;

beforeAll(async () => {
  store = await startStorefront();
  const [p] = await store.db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.catalogue, 'online'),
        eq(products.onSale, true),
        eq(products.minQuantity, 1),
        gte(products.stock, 50),
      ),
    )
    .limit(1);
  productId = p!.id;
});
afterAll(async () => {
  await closeBrowser();
  await store?.close();
});

async function cartLines(email: string) {
  const [u] = await store.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return store.db.select().from(cartItems).where(eq(cartItems.userId, u!.id));
}

const addButton = (page: TestPage) => page.locator(`${SF} main button`, { hasText: '加入购物车' }).first();
const failureLine = (page: TestPage) => page.locator(`${SF} main [data-testid="action-failure"]`).first();

describe('a failed add to cart is visible where it happened', () => {
  for (const [status, body, expected] of [
    [503, '<html>Service Unavailable</html>', '未能加入购物车，请重试'],
    [502, '', '未能加入购物车，请重试'],
    [504, '', '未能加入购物车，请重试'],
    [409, JSON.stringify({ Error: '库存不足' }), '未能加入购物车：库存不足'],
    [403, JSON.stringify({ Error: '没有权限执行此操作' }), '未能加入购物车：没有权限执行此操作'],
  ] as const) {
    it(`${status}: the control shows ${expected} and a retry works`, async () => {
      const context = await loggedInContext(await apiLogin(store, 'other-buyer@demo.cn'));
      const page = await visitSettled(`/online/detail/${productId}`, { context });
      let refuse = true;
      await page.route('**/api/ShoppingCarts/items', (route) =>
        refuse && route.request().method() === 'POST'
          ? route.fulfill({
              status,
              contentType: body.startsWith('{') ? 'application/json' : 'text/html',
              body,
            })
          : route.continue(),
      );
      await addButton(page).click();
      await expect.poll(() => failureLine(page).innerText()).toBe(expected);
      expect(await failureLine(page).getAttribute('role')).toBe('alert');
      expect(await addButton(page).isEnabled()).toBe(true);
      refuse = false;
      const before = (await cartLines('other-buyer@demo.cn')).length;
      await addButton(page).click();
      await expect.poll(() => failureLine(page).isVisible()).toBe(false);
      await expect
        .poll(async () => (await cartLines('other-buyer@demo.cn')).length)
        .toBeGreaterThanOrEqual(Math.max(before, 1));
      await context.close();
    });
  }

  it('on a catalogue card at 375 px too, without covering the card', async () => {
    const context = await loggedInContext(await apiLogin(store, 'other-buyer@demo.cn'), { width: 375, height: 812 });
    const page = await visitSettled('/vnetzone/online', { context });
    await page.route('**/api/ShoppingCarts/items', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 502, body: '' }) : route.continue(),
    );
    const card = page.locator(`${SF} [part=product-card]`).first();
    const button = card.locator('button', { hasText: '加入购物车' });
    await button.click();
    const line = card.locator('[data-testid="action-failure"]');
    await expect.poll(() => line.innerText()).toBe('未能加入购物车，请重试');
    const box = (await line.boundingBox())!;
    const cardBox = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(cardBox.x);
    expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5);
    expect(await button.isEnabled()).toBe(true);
    await context.close();
  });
});

describe('logging in keeps the place', () => {
  it('a logged-out 加入购物车 is done exactly once after login, back on the product page', async () => {
    const page = await visitSettled(`/online/detail/${productId}`);
    const before = (await cartLines('buyer@demo.cn')).filter((l) => l.productId === productId);
    await addButton(page).click();
    await waitForPath(page, `/login?redirect=${encodeURIComponent(`/online/detail/${productId}`)}`);
    await storefrontSettled(page);
    const form = page.locator(`${SF} form[aria-label="登录"]`);
    await form.getByLabel(fieldLabel('邮箱')).fill('buyer@demo.cn');
    await form.getByLabel(fieldLabel('密码')).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: '登录' }).click();
    await waitForPath(page, `/online/detail/${productId}`);
    await expect.poll(() => deepText(page, 'b2b-toasts')).toContain('已加入购物车');
    await expect
      .poll(async () =>
        (await cartLines('buyer@demo.cn')).filter((l) => l.productId === productId).map((l) => l.quantity),
      )
      .toEqual(before.length ? [before[0]!.quantity + 1] : [1]);
    // Reloading the page does not add it again.
    await page.reload();
    await storefrontSettled(page);
    await quiet(page);
    expect((await cartLines('buyer@demo.cn')).filter((l) => l.productId === productId).map((l) => l.quantity)).toEqual(
      before.length ? [before[0]!.quantity + 1] : [1],
    );
    await page.close();
  });

  it('a 401 on /enterprise/orders goes to /login?redirect=… and logging in again returns there', async () => {
    const context = await loggedInContext(await apiLogin(store, 'admin@demo.cn'));
    const page = await visitSettled('/home', { context });
    await revokeSessions(store, 'admin@demo.cn');
    await page.goto(`${store.url}/enterprise/orders?page=1`);
    await waitForPath(page, `/login?redirect=${encodeURIComponent('/enterprise/orders?page=1')}`);
    await storefrontSettled(page);
    const form = page.locator(`${SF} form[aria-label="登录"]`);
    await form.getByLabel(fieldLabel('邮箱')).fill('admin@demo.cn');
    await form.getByLabel(fieldLabel('密码')).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: '登录' }).click();
    await waitForPath(page, '/enterprise/orders?page=1');
    expect(currentPath(page)).toBe('/enterprise/orders?page=1');
    await context.close();
  });
});
