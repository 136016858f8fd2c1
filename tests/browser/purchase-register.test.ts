/**
 * PURCHASE for a brand-new customer, in a real Chromium against the real server: register (e-mail code from
 * the outbox, the captcha answer fixed by a stand-in) → the platform verifies the company (only a verified
 * company orders: StatusEnum 30) → add two online products (0.10 × 3, 19.99 × 3) →
 * cart total ¥60.27 → checkout with a 增值税专用发票 title and a receiving address added in place (the new
 * company has none) → pay in the sandbox cashier → the order detail shows 已支付.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, companies, orders, productPrices, products, users } from '../../server/db/schema.js';
import { creditCodeCheckChar } from '../../src/contract/validators.js';
import { CAPTCHA_TEXT } from '../server/helpers/accounts.js';
import { fillEvidence } from './evidence-fixture.js';
import {
  closeBrowser,
  deepText,
  fieldLabel,
  openPage,
  type Storefront,
  startStorefront,
  storefrontSettled,
  waitForPath,
} from './helpers.js';

const SF = 'b2b-storefront';
const lbl = fieldLabel;

let store: Storefront;
let cheap: number;
let dear: number;

beforeAll(async () => {
  store = await startStorefront();
  (store.app.config as { publicUrl: string }).publicUrl = store.url;
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
    .limit(2);
  cheap = picked[0]!.id;
  dear = picked[1]!.id;
  for (const [productId, price] of [
    [cheap, '0.10'],
    [dear, '19.99'],
  ] as const) {
    await store.db
      .insert(productPrices)
      .values({ productId, regionId: 1, price })
      .onConflictDoUpdate({ target: [productPrices.productId, productPrices.regionId], set: { price } });
  }
});
afterAll(async () => {
  await closeBrowser();
  await store?.close();
});

async function latestCode(to: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await fetch(`${store.url}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const mail = ((await res.json()) as { To: string; Text: string }[]).find((m) => m.To === to);
    const code = mail && /(\d{6})/.exec(mail.Text)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`没有发往 ${to} 的验证码`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('a new customer’s first order', () => {
  it('register → cart ¥60.27 → special invoice added in place → sandbox payment → 已支付', async () => {
    const email = `buyer-${Date.now().toString(36)}@example.cn`;
    const page = await openPage('/register');
    await storefrontSettled(page);
    const form = page.locator(`${SF} form[aria-label="企业注册"]`);
    await form.getByLabel(lbl('邮箱')).fill(email);
    await form.getByRole('button', { name: '获取验证码' }).click();
    const code = await latestCode(email);
    await form.getByLabel(lbl('邮箱验证码')).fill(code);
    await form.getByLabel(lbl('图形验证码')).fill(CAPTCHA_TEXT);
    await form.getByLabel(lbl('企业名称')).fill('杭州新采购科技有限公司');
    await form.getByLabel(lbl('联系人姓名')).fill('钱新');
    await form.getByLabel(lbl('手机号码')).fill('13812345678');
    await form.getByLabel(lbl('密码')).fill('Passw0rd2026');
    await form.getByLabel(lbl('确认密码')).fill('Passw0rd2026');
    await form.getByRole('checkbox').check();
    await fillEvidence(form);
    await form.getByRole('button', { name: '同意协议并注册' }).click();
    await waitForPath(page, '/enterprise/info');
    const [user] = await store.db
      .select({ id: users.id, companyId: users.companyId })
      .from(users)
      .where(eq(users.email, email));
    expect(user).toBeDefined();
    // The operator's review (企业审核) approves the company; the next page load reads its new status.
    await store.db.update(companies).set({ statusEnum: 30 }).where(eq(companies.id, user!.companyId));

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
                .where(and(eq(cartItems.userId, user!.id), eq(cartItems.productId, id)))
            ).length,
        )
        .toBe(1);
    }
    await page.goto(`${store.url}/cart`);
    await storefrontSettled(page);
    await expect.poll(() => page.locator(`${SF} [data-testid="cart-total"]`).textContent()).toBe('¥60.27');
    await page.locator(`${SF} button`, { hasText: '结算' }).click();
    await waitForPath(page, '/purchase');
    await storefrontSettled(page);
    await expect.poll(() => page.locator(`${SF} [data-testid="checkout-total"]`).textContent()).toBe('¥60.27');

    // The new company has no titles or addresses: the buyer (its admin) adds both in place.
    await page.locator(`${SF} label`, { hasText: '增值税专用发票' }).first().click();
    await expect.poll(() => deepText(page, SF)).toContain('还没有增值税专用发票抬头');
    await page.locator(`${SF} button`, { hasText: '新增抬头' }).click();
    const title = page.locator(`${SF} dialog[open]`);
    const first = '91330106MA2H1' + '2345';
    await title.getByLabel('抬头名称').fill('杭州新采购科技有限公司');
    await title.getByLabel('纳税人识别号').fill(first + creditCodeCheckChar(first));
    await title.getByLabel('注册地址').fill('杭州市西湖区文三路 90 号');
    await title.getByLabel('注册电话').fill('0571-88886666');
    await title.getByLabel('开户银行').fill('中国工商银行杭州分行');
    await title.getByLabel('银行账号').fill('1202020000000000001');
    await title.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.locator(`${SF} dialog[open]`).count()).toBe(0);
    await page.locator(`${SF} button`, { hasText: '新增地址' }).click();
    const address = page.locator(`${SF} dialog[open]`);
    await address.getByLabel('收票人').fill('钱新');
    await address.getByLabel('手机号码').fill('13812345678');
    await address.getByLabel('省份').selectOption('浙江省');
    await address.getByLabel('城市').selectOption('杭州市');
    await address.getByLabel('区县').selectOption('西湖区');
    await address.getByLabel('详细地址').fill('文三路 90 号 3 楼');
    await address.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.locator(`${SF} dialog[open]`).count()).toBe(0);

    // Where the goods go: required, added in place, prefilled with the new company.
    await page.locator(`${SF} button[type="submit"]`, { hasText: '提交订单' }).click();
    await expect.poll(() => deepText(page, SF)).toContain('请选择收货地址');
    await page.locator(`${SF} button`, { hasText: '新增收货地址' }).click();
    const delivery = page.locator(`${SF} dialog[open]`);
    await expect.poll(() => delivery.getByLabel('收货单位').inputValue()).toBe('杭州新采购科技有限公司');
    await delivery.getByLabel('收货人').fill('钱新');
    await delivery.getByLabel('手机号').fill('13812345678');
    await delivery.getByLabel('省份').selectOption('浙江省');
    await delivery.getByLabel('城市').selectOption('杭州市');
    await delivery.getByLabel('区县').selectOption('余杭区');
    await delivery.getByLabel('详细地址').fill('仓前街道 1 号 5 号库');
    await delivery.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.locator(`${SF} dialog[open]`).count()).toBe(0);
    await expect.poll(() => deepText(page, SF)).toContain('浙江省杭州市余杭区仓前街道 1 号 5 号库');

    await page.locator(`${SF} button[type="submit"]`, { hasText: '提交订单' }).click();
    const path = await waitForPath(page, /^\/payment\?orderId=\d+$/);
    const orderId = Number(new URL(path, store.url).searchParams.get('orderId'));
    const [order] = await store.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.userId).toBe(user!.id);
    expect(order!.totalAmount).toBe('60.27');
    expect(order!.invoiceType).toBe(2);
    expect(order!.deliveryAddress).toMatchObject({
      Recipient: '钱新',
      District: '余杭区',
      Company: '杭州新采购科技有限公司',
    });

    await storefrontSettled(page);
    await page.locator(`${SF} button`, { hasText: '去支付' }).click();
    await page.waitForURL(/\/api\/Payments\/sandbox\/\d+/);
    await page.getByRole('button', { name: '确认支付' }).click();
    await waitForPath(page, `/order/detail?id=${orderId}`, 30_000);
    await storefrontSettled(page);
    await expect.poll(() => deepText(page, SF)).toContain('已支付');
    expect(await deepText(page, SF)).toContain('杭州新采购科技有限公司');
    await page.close();
  });
});
