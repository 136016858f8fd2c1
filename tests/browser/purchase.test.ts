/**
 * PURCHASE in a real Chromium against the real server (PGlite, demo data), as a buyer would:
 * log in → add online products (two regions) → exact cart totals (0.10 × 3 + 19.99 × 3 = ¥60.27) →
 * checkout with a 增值税专用发票 title added in place → pay in the sandbox cashier → the order shows 已支付;
 * the bank-transfer path (remittance code, the bank's signed notification → paid); a double-clicked submit
 * creates one order; axe and 375 px on every purchase screen; the standalone <b2b-cart> widget.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, orders, productPrices, products, users } from '../../server/db/schema.js';
import { computeSignature } from '../../server/payments/signature.js';
import { creditCodeCheckChar } from '../../src/contract/validators.js';
import {
  apiLogin,
  axe,
  closeBrowser,
  currentPath,
  DEMO_PASSWORD,
  deepText,
  loggedInContext,
  openPage,
  quiet,
  type SessionSeed,
  type Storefront,
  serveHtml,
  startStorefront,
  storefrontSettled,
  waitForPath,
} from './helpers.js';

const SF = 'b2b-storefront';
const ADMIN = 'admin@demo.cn';

let store: Storefront;
let cheap: number; // priced 0.10 in region 1
let dear: number; // priced 19.99 in region 1
let adminId: number;

beforeAll(async () => {
  store = await startStorefront();
  // PUBLIC_URL names another origin of this same server (localhost vs 127.0.0.1): the cashier
  // must still bring the buyer back to the origin they paid from, logged in.
  (store.app.config as { publicUrl: string }).publicUrl = store.url.replace('127.0.0.1', 'localhost');
  const picked = await store.db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.catalogue, 'online'),
        eq(products.onSale, true),
        eq(products.minQuantity, 1),
        eq(products.quantityStep, 1),
        sql`${products.stock} >= 100`,
      ),
    )
    .orderBy(products.id)
    .limit(3);
  expect(picked.length).toBeGreaterThanOrEqual(3);
  cheap = picked[0]!.id;
  dear = picked[1]!.id;
  // Exact prices for this test's own database (the seed's are arbitrary).
  for (const [productId, regionId, price] of [
    [cheap, 1, '0.10'],
    [dear, 1, '19.99'],
    [cheap, 2, '1.05'],
    [dear, 2, '20.00'],
  ] as const) {
    await store.db
      .insert(productPrices)
      .values({ productId, regionId, price })
      .onConflictDoUpdate({ target: [productPrices.productId, productPrices.regionId], set: { price } });
  }
  const [admin] = await store.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN));
  adminId = admin!.id;
});

afterAll(async () => {
  await closeBrowser();
  await store?.close();
});

async function clearCart(userId: number) {
  await store.db.delete(cartItems).where(eq(cartItems.userId, userId));
}

async function inject(
  session: SessionSeed,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await store.app.inject({
    method,
    url,
    payload: payload as never,
    headers: { authorization: `Bearer ${session.token}`, ...headers },
  });
  return res;
}

async function orderCount(userId: number): Promise<number> {
  const [row] = await store.db.select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.userId, userId));
  return row!.n;
}

async function noHorizontalOverflow(page: Page): Promise<void> {
  const w = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(w.scroll).toBeLessThanOrEqual(w.client + 1);
}

function cartTotal(page: Page) {
  return page.locator(`${SF} [data-testid="cart-total"]`).textContent();
}

/** A valid 统一社会信用代码 (checksum computed). */
function creditCode(): string {
  const first = `91310115MA1K4${String(Date.now() % 10000).padStart(4, '0')}`;
  return first + creditCodeCheckChar(first);
}

describe('the purchase journey', () => {
  it('log in → cart in two regions (exact totals) → special invoice → sandbox payment → 已支付', async () => {
    await clearCart(adminId);
    const page = await openPage('/login?redirect=%2Fcart');
    await storefrontSettled(page);
    const form = page.locator(`${SF} form[aria-label="登录"]`);
    await form.getByLabel('邮箱').fill(ADMIN);
    await form.locator('input[name="Password"]').fill(DEMO_PASSWORD);
    await form.locator('button[type="submit"]').click();
    await waitForPath(page, '/cart');
    await storefrontSettled(page);
    expect(await deepText(page, SF)).toContain('购物车还是空的');

    // Region 1 (the user's first): add 3 of each product from their detail pages.
    for (const id of [cheap, dear]) {
      await page.goto(`${store.url}/online/detail/${id}`);
      await storefrontSettled(page);
      const qty = page.locator(`${SF} main input[inputmode="numeric"]`).first();
      await qty.fill('3');
      await qty.press('Tab');
      await page.locator(`${SF} main button`, { hasText: '加入购物车' }).first().click();
      await expect
        .poll(
          async () =>
            (
              await store.db
                .select()
                .from(cartItems)
                .where(and(eq(cartItems.userId, adminId), eq(cartItems.productId, id)))
            ).length,
        )
        .toBe(1);
    }
    const session = await apiLogin(store, ADMIN);
    // Region 2: one line added through the API (the same cart, another region).
    expect(
      (await inject(session, 'POST', '/api/ShoppingCarts/items', { ProductId: cheap, Quantity: 2, Region: 2 }))
        .statusCode,
    ).toBe(201);

    await page.goto(`${store.url}/cart`);
    await storefrontSettled(page);
    await expect.poll(() => cartTotal(page)).toBe('¥60.27');
    expect(await page.locator(`${SF} [part="cart-line"]`).count()).toBe(2);

    // Switch to region 2: its own lines and total, the badge count refetched for that region.
    const countCalls = () =>
      page.requestLog.filter((u) => u.includes('/api/ShoppingCarts/items/count?region=2')).length;
    await page.locator(`${SF} select[aria-label="采购区域"]`).selectOption('2');
    await expect.poll(() => cartTotal(page)).toBe('¥2.10');
    expect(await page.locator(`${SF} [part="cart-line"]`).count()).toBe(1);
    await expect.poll(countCalls).toBeGreaterThan(0);
    await page.locator(`${SF} select[aria-label="采购区域"]`).selectOption('1');
    await expect.poll(() => cartTotal(page)).toBe('¥60.27');

    // Deselect one line: the total follows; select all again.
    await page.locator(`${SF} input[aria-label^="选择 "]`).first().uncheck();
    await expect.poll(() => cartTotal(page)).not.toBe('¥60.27');
    await page.locator(`${SF} label`, { hasText: '全选' }).locator('input').check();
    await expect.poll(() => cartTotal(page)).toBe('¥60.27');
    expect(await axe(page)).toEqual([]);

    // Checkout with a 增值税专用发票 title added in place.
    await page.locator(`${SF} button`, { hasText: '结算' }).click();
    await waitForPath(page, '/purchase');
    await storefrontSettled(page);
    await expect.poll(() => page.locator(`${SF} [data-testid="checkout-total"]`).textContent()).toBe('¥60.27');
    await page.locator(`${SF} label`, { hasText: '增值税专用发票' }).first().click();
    await page.locator(`${SF} button`, { hasText: '新增抬头' }).click();
    const dialog = page.locator(`${SF} dialog[open]`);
    await dialog.getByLabel('抬头名称').fill('上海测试采购有限公司');
    await dialog.getByLabel('纳税人识别号').fill('ABC');
    // A new title starts from the company's registered address; emptied, it is required.
    expect(await dialog.getByLabel('注册地址').inputValue()).not.toBe('');
    await dialog.getByLabel('注册地址').fill('');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => dialog.textContent()).toContain('纳税人识别号应为');
    expect(await dialog.textContent()).toContain('请输入注册地址');
    await dialog.getByLabel('纳税人识别号').fill(creditCode());
    await dialog.getByLabel('注册地址').fill('上海市浦东新区张江路 1 号');
    await dialog.getByLabel('注册电话').fill('021-50001234');
    await dialog.getByLabel('开户银行').fill('招商银行上海分行');
    await dialog.getByLabel('银行账号').fill('6222000011112222');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.locator(`${SF} dialog[open]`).count()).toBe(0);
    await expect.poll(() => deepText(page, SF)).toContain('上海测试采购有限公司');
    const addressCount = await page.locator(`${SF} input[name="invoice-address"]`).count();
    if (addressCount === 0) {
      await page.locator(`${SF} button`, { hasText: '新增地址' }).click();
      const d = page.locator(`${SF} dialog[open]`);
      await d.getByLabel('收票人').fill('张明');
      await d.getByLabel('手机号码').fill('13800138000');
      await d.getByLabel('省份').selectOption('上海市');
      await expect.poll(() => d.getByLabel('城市').inputValue()).toBe('上海市'); // a municipality's one city is chosen for you
      await d.getByLabel('区县').selectOption('浦东新区');
      await d.getByLabel('详细地址').fill('张江路 1 号');
      await d.getByRole('button', { name: '保存' }).click();
      await expect.poll(() => page.locator(`${SF} dialog[open]`).count()).toBe(0);
    }
    await page.locator(`${SF} input[placeholder="贵司内部采购单号"]`).fill('PO-2026-001');
    expect(await axe(page)).toEqual([]);
    const before = await orderCount(adminId);
    const created = page.evaluate(
      () =>
        new Promise<{ orderId: number; orderNo: string }>((resolve) =>
          document.addEventListener('b2b-order-created', (e) => resolve((e as CustomEvent).detail), { once: true }),
        ),
    );
    await page.locator(`${SF} button[type="submit"]`, { hasText: '提交订单' }).click();
    const path = await waitForPath(page, /^\/payment\?orderId=\d+$/);
    const orderId = Number(new URL(path, store.url).searchParams.get('orderId'));
    expect((await created).orderId).toBe(orderId);
    expect(await orderCount(adminId)).toBe(before + 1);
    const [order] = await store.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.totalAmount).toBe('60.27');
    expect(order!.invoiceType).toBe(2);
    expect(order!.purchaseOrderNo).toBe('PO-2026-001');

    // Pay in the sandbox: the cashier page, 确认支付, back to /payment, polled, then the order detail.
    await storefrontSettled(page);
    await expect.poll(() => page.locator(`${SF} [data-testid="pay-amount"]`).textContent()).toBe('¥60.27');
    expect(await axe(page)).toEqual([]);
    await page.locator(`${SF} button`, { hasText: '去支付' }).click();
    await page.waitForURL(/\/api\/Payments\/sandbox\/\d+/);
    expect(new URL(page.url()).origin).toBe(store.url);
    expect(await page.textContent('body')).toContain('60.27');
    await page.getByRole('button', { name: '确认支付' }).click();
    await waitForPath(page, `/order/detail?id=${orderId}`, 30_000);
    expect(new URL(page.url()).origin).toBe(store.url);
    await storefrontSettled(page);
    await expect.poll(() => deepText(page, SF)).toContain('已支付');
    const detail = await deepText(page, SF);
    expect(detail).toContain('¥60.27');
    expect(detail).toContain('上海测试采购有限公司');
    expect(detail).toContain('PO-2026-001');
    expect(detail).not.toContain('去支付');
    expect(await axe(page)).toEqual([]);
    await page.close();
  });
});

/** Puts one selected line in region 1 and places an order through the API. */
async function apiOrder(session: SessionSeed): Promise<{ Id: number; TotalAmount: string; RemittanceCode: string }> {
  await clearCart(adminId);
  await inject(session, 'POST', '/api/ShoppingCarts/items', { ProductId: dear, Quantity: 1, Region: 1 });
  const res = await inject(
    session,
    'POST',
    '/api/Orders',
    { Region: 1, InvoiceType: 0 },
    { 'idempotency-key': crypto.randomUUID() },
  );
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('bank transfer (对公转账)', () => {
  it('shows the account and remittance code; the bank’s signed notification marks the order paid', async () => {
    const session = await apiLogin(store, ADMIN);
    const order = await apiOrder(session);
    const context = await loggedInContext(session, { width: 375, height: 800 });
    const page = await openPage(`/payment?orderId=${order.Id}`, { context, width: 375 });
    await storefrontSettled(page);
    await page.locator(`${SF} [role="radio"]`, { hasText: '对公转账' }).click();
    await page.locator(`${SF} button`, { hasText: '获取转账信息' }).click();
    const code = page.locator(`${SF} [data-testid="remittance-code"]`);
    await expect.poll(() => code.textContent()).toBe(order.RemittanceCode);
    const text = await deepText(page, SF);
    expect(text).toContain('招商银行');
    expect(text).toContain('汇款识别码');
    expect(await page.locator(`${SF} button[aria-label="复制汇款识别码"]`).count()).toBe(1);
    await noHorizontalOverflow(page);
    expect(await axe(page)).toEqual([]);
    const [waiting] = await store.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.Id));
    expect(waiting!.status).toBe(20);

    // The bank's statement callback, signed like the server's sandbox: t=<unix>,v1=HMAC-SHA256("t.body").
    const body = JSON.stringify({
      RemittanceCode: order.RemittanceCode,
      Amount: order.TotalAmount,
      ProviderRef: `BANK${Date.now()}`,
    });
    const t = Math.floor(Date.now() / 1000);
    const secret = (store.app.config as { paymentWebhookSecret: string }).paymentWebhookSecret;
    const notify = await store.app.inject({
      method: 'POST',
      url: '/api/Payments/bank-transfer/notify',
      headers: {
        'content-type': 'application/json',
        'x-sandbox-signature': `t=${t},v1=${computeSignature(secret, t, body)}`,
      },
      payload: body,
    });
    expect(notify.statusCode).toBe(200);
    // The screen's polling sees it and goes to the order detail.
    await waitForPath(page, `/order/detail?id=${order.Id}`, 30_000);
    await storefrontSettled(page);
    await expect.poll(() => deepText(page, SF)).toContain('已支付');
    await noHorizontalOverflow(page);
    await page.close();
    await context.close();
  });
});

describe('one submission, one order', () => {
  it('a double-clicked 提交订单 creates exactly one order', async () => {
    const session = await apiLogin(store, ADMIN);
    await clearCart(adminId);
    await inject(session, 'POST', '/api/ShoppingCarts/items', { ProductId: cheap, Quantity: 3, Region: 1 });
    const context = await loggedInContext(session);
    const page = await openPage('/purchase', { context });
    await storefrontSettled(page);
    await expect.poll(() => page.locator(`${SF} [data-testid="checkout-total"]`).textContent()).toBe('¥0.30');
    const before = await orderCount(adminId);
    await page.locator(`${SF} button[type="submit"]`, { hasText: '提交订单' }).dblclick();
    await waitForPath(page, /^\/payment\?orderId=\d+$/);
    expect(await orderCount(adminId)).toBe(before + 1);
    expect(page.requestLog.filter((u) => /\/api\/Orders$/.test(new URL(u).pathname)).length).toBe(1);
    await page.close();
    await context.close();
  });
});

describe('screens at 375 px, axe, empty and not-found', () => {
  it('cart (empty and with lines), checkout and order detail fit 375 px and pass axe; another company’s order is not found', async () => {
    const session = await apiLogin(store, ADMIN);
    await clearCart(adminId);
    const context = await loggedInContext(session, { width: 375, height: 800 });
    const page = await openPage('/cart', { context, width: 375 });
    await storefrontSettled(page);
    expect(await deepText(page, SF)).toContain('去逛逛在线采购');
    expect(await axe(page)).toEqual([]);
    await inject(session, 'POST', '/api/ShoppingCarts/items', { ProductId: cheap, Quantity: 3, Region: 1 });
    await inject(session, 'POST', '/api/ShoppingCarts/items', { ProductId: dear, Quantity: 3, Region: 1 });
    await page.goto(`${store.url}/cart`);
    await storefrontSettled(page);
    await expect.poll(() => cartTotal(page)).toBe('¥60.27');
    await noHorizontalOverflow(page);
    expect(await axe(page)).toEqual([]);

    // Remove a line (confirmed): the badge and total follow.
    await page.locator(`${SF} button[aria-label^="删除 "]`).first().click();
    await page.locator(`${SF} dialog[open] button`, { hasText: '删除' }).click();
    await expect.poll(() => page.locator(`${SF} [part="cart-line"]`).count()).toBe(1);
    await expect.poll(() => cartTotal(page)).toBe('¥59.97');

    await page.goto(`${store.url}/purchase`);
    await storefrontSettled(page);
    await expect.poll(() => page.locator(`${SF} [data-testid="checkout-total"]`).textContent()).toBe('¥59.97');
    await noHorizontalOverflow(page);
    expect(await axe(page)).toEqual([]);

    const order = await apiOrder(session);
    await page.goto(`${store.url}/order/detail?id=${order.Id}`);
    await storefrontSettled(page);
    await expect.poll(() => deepText(page, SF)).toContain('待支付');
    await noHorizontalOverflow(page);
    expect(await axe(page)).toEqual([]);
    // Cancel (confirmed) while allowed.
    await page.locator(`${SF} button`, { hasText: '取消订单' }).first().click();
    await page.locator(`${SF} dialog[open] button`, { hasText: '取消订单' }).click();
    await expect.poll(() => deepText(page, SF)).toContain('已取消');

    const other = await apiLogin(store, 'other@demo.cn');
    await inject(other, 'POST', '/api/ShoppingCarts/items', { ProductId: dear, Quantity: 1, Region: 1 });
    const theirs = await inject(
      other,
      'POST',
      '/api/Orders',
      { Region: 1, InvoiceType: 0 },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(theirs.statusCode).toBe(201);
    await page.goto(`${store.url}/order/detail?id=${(theirs.json() as { Id: number }).Id}`);
    await storefrontSettled(page);
    await expect.poll(() => deepText(page, SF)).toContain('订单不存在或无权查看');
    await page.close();
    await context.close();
  });
});

describe('standalone <b2b-cart>', () => {
  it('shows the cart on a partner page and fires b2b-cart-change once per change', async () => {
    const session = await apiLogin(store, ADMIN);
    await clearCart(adminId);
    await inject(session, 'POST', '/api/ShoppingCarts/items', { ProductId: cheap, Quantity: 3, Region: 1 });
    await inject(session, 'POST', '/api/ShoppingCarts/items', { ProductId: dear, Quantity: 3, Region: 1 });
    const context = await loggedInContext(session);
    const page = await openPage('/home', { context });
    await serveHtml(
      page,
      '/partner-cart.html',
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>合作方</title><script type="module" src="/elements/loader.js"></script></head>
       <body><main><b2b-cart region="1"></b2b-cart></main></body></html>`,
    );
    const fromHere = page.requestLog.length;
    const countCalls = () =>
      page.requestLog.slice(fromHere).filter((u) => u.includes('/api/ShoppingCarts/items/count'));
    await page.goto(`${store.url}/partner-cart.html`);
    await page.evaluate(() => {
      (window as unknown as { changes: unknown[] }).changes = [];
      document.addEventListener('b2b-cart-change', (e) =>
        (window as unknown as { changes: unknown[] }).changes.push((e as CustomEvent).detail),
      );
    });
    const total = page.locator('b2b-cart [data-testid="cart-total"]');
    await expect.poll(() => total.textContent(), { timeout: 20_000 }).toBe('¥60.27');
    // Nothing on this page shows the count: it is asked for only when a change is announced with it.
    expect(countCalls()).toEqual([]);
    // Deselecting a line changes neither lines nor quantities: the page hears nothing of it. Adding one piece to
    // a line then is one change, and the only one announced.
    await page.locator('b2b-cart input[aria-label^="选择 "]').first().uncheck();
    await page.locator('b2b-cart button[aria-label^="增加"]').first().click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { changes: unknown[] }).changes.length)).toBe(1);
    await quiet(page);
    expect(await page.evaluate(() => (window as unknown as { changes: unknown[] }).changes)).toEqual([
      { count: 2, region: 1 },
    ]);
    expect(countCalls()).toHaveLength(1);
    expect(currentPath(page)).toBe('/partner-cart.html');
    await page.close();
    await context.close();
  });
});
