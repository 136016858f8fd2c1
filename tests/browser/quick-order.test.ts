/**
 * 快速下单 in Chromium: a buyer pastes 40 lines copied from a spreadsheet (型号/数量 header, tab-separated), the check
 * marks the two invalid rows (an unknown model, a quantity off the step) with their fixes, the buyer fixes them, adds
 * all 40 and checks out; an uploaded CSV shows each row's own error (ambiguous → pick, consultation → 去咨询, off
 * sale); the page fits 375 px and passes axe.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../server/db/schema.js';
import { type BuyFixture, buyFixture } from './buy-fixture.js';
import {
  apiLogin,
  axe,
  closeBrowser,
  deepText,
  loggedInContext,
  type Storefront,
  startStorefront,
  visitSettled,
  waitForPath,
} from './helpers.js';

const SF = 'b2b-storefront';
let store: Storefront;
let fx: BuyFixture;

/** An online product of the test's own (model `model`), priced in region 1 (null: unpriced). */
const product = (values: Parameters<BuyFixture['product']>[0], price?: string | null) => fx.product(values, price);
const emptyCart = (email: string) => fx.emptyCart(email);
const cartLines = (email: string) => fx.cartOf(email);

const forty: number[] = [];
beforeAll(async () => {
  store = await startStorefront();
  fx = buyFixture(store);
  for (let i = 1; i <= 40; i++)
    forty.push(
      await product(
        i === 39
          ? { name: `快购 螺钉 ${i}`, model: `KG-${String(i).padStart(3, '0')}`, minQuantity: 10, quantityStep: 5 }
          : { name: `快购 耗材 ${i}`, model: `KG-${String(i).padStart(3, '0')}` },
        '2.50',
      ),
    );
});
afterAll(async () => {
  await closeBrowser();
  await store?.close();
});

describe('a buyer pastes 40 lines from a spreadsheet', () => {
  it('fixes the two invalid rows, adds all 40 in one go and checks out', async () => {
    await emptyCart('admin@demo.cn');
    const session = await apiLogin(store, 'admin@demo.cn');
    const context = await loggedInContext(session);
    const page = await visitSettled('/quick-order', { context });
    await expect.poll(() => page.locator(`${SF} h1`).first().innerText()).toBe('快速下单');

    // As Excel copies two columns: a header row, tabs, CRLF. Row 7 names a model nobody sells; row 39 asks 7 of a
    // product sold from 10 in steps of 5.
    const lines = ['型号\t数量'];
    for (let i = 1; i <= 40; i++) {
      const model = i === 7 ? 'KG-9999' : `kg ${String(i).padStart(3, '0')}`; // case and spaces do not matter
      lines.push(`${model}\t${i === 39 ? 7 : 3}`);
    }
    await page.getByLabel('粘贴型号与数量').fill(lines.join('\r\n'));
    await page.locator(`${SF} button`, { hasText: '识别粘贴内容' }).click();
    const rows = page.locator(`${SF} [data-testid="quick-order-rows"] tbody tr`);
    await expect.poll(() => rows.count()).toBe(41); // 40 lines and one blank to type into
    expect(await page.getByLabel('第 40 行型号').inputValue()).toBe('kg 040');

    await page.locator(`${SF} button`, { hasText: /^检查$/ }).click();
    const status = page.locator(`${SF} [role="status"]`, { hasText: '行可加入' });
    await expect.poll(() => status.innerText()).toContain('38 行可加入，2 行待修改');
    const unknown = page.locator(`${SF} tr[data-status="not-found"]`);
    const quantity = page.locator(`${SF} tr[data-status="quantity"]`);
    expect(await unknown.count()).toBe(1);
    expect(await quantity.count()).toBe(1);
    expect(await unknown.innerText()).toContain('未找到');
    expect(await quantity.innerText()).toContain('数量有误');
    // The first valid row shows what it matched, at its price.
    expect(await rows.first().innerText()).toContain('快购 耗材 1');
    expect(await rows.first().innerText()).toContain('¥2.50');
    expect(await axe(page)).toEqual([]);
    // Nothing is in the cart before the buyer confirms.
    expect(await cartLines('admin@demo.cn')).toEqual([]);

    // Fix: the nearest valid quantity, and the right model typed over the unknown one.
    await quantity.getByRole('button', { name: '改为 10' }).click();
    expect(await page.getByLabel('第 39 行数量').inputValue()).toBe('10');
    await page.getByLabel('第 7 行型号').fill('KG-007');

    const changes = page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          document.addEventListener('b2b-cart-change', (e) => resolve((e as CustomEvent).detail.count), {
            once: true,
          }),
        ),
    );
    await page.locator(`${SF} button`, { hasText: '加入购物车' }).first().click();
    await expect.poll(() => cartLines('admin@demo.cn').then((l) => l.length)).toBe(40);
    expect(await changes).toBeGreaterThanOrEqual(40);
    await expect.poll(() => rows.count()).toBe(5); // every row added: the form starts afresh
    const inCart = await cartLines('admin@demo.cn');
    expect(inCart.find((l) => l.productId === forty[38])?.quantity).toBe(10);
    expect(inCart.find((l) => l.productId === forty[6])?.quantity).toBe(3);

    // …and checks out.
    await page.locator(`${SF} a`, { hasText: '去购物车' }).click();
    await waitForPath(page, '/cart');
    await expect.poll(() => deepText(page, SF)).toContain('快购 耗材 40');
    await page.goto(`${store.url}/purchase`);
    await page.locator(`${SF} button[type="submit"]`, { hasText: '提交订单' }).click();
    const path = await waitForPath(page, /^\/payment\?orderId=\d+$/, 30_000);
    const orderId = Number(new URL(path, store.url).searchParams.get('orderId'));
    const lineCount = await store.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(lineCount).toHaveLength(40);
    await context.close();
  });
});

describe('an uploaded file', () => {
  it('shows each row’s own error and fix; a pick among candidates makes the row valid', async () => {
    await product({ name: '快购 接触器 甲', model: 'KG-TWIN' }, '40.00');
    await product({ name: '快购 接触器 乙', model: 'kg twin' }, '41.00');
    await product({ name: '快购 定制柜', model: 'KG-CAB', catalogue: 'consultation' }, null);
    await product({ name: '快购 旧款', model: 'KG-OLD', onSale: false }, '5.00');
    const session = await apiLogin(store, 'buyer@demo.cn');
    for (const [width, height] of [
      [1280, 800],
      [375, 812],
    ] as const) {
      await emptyCart('buyer@demo.cn');
      const context = await loggedInContext(session, { width, height });
      const page = await visitSettled('/quick-order', { context, width, height });
      // UTF-8 with a BOM, as Excel saves "CSV UTF-8".
      const csv = '\ufeffModel,Qty\r\nKG-TWIN,2\r\nKG-CAB,1\r\nKG-OLD,4\r\nKG-001,5\r\n';
      await page
        .getByLabel('上传 CSV 或 XLSX 文件')
        .setInputFiles({ name: '常购.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      const rows = page.locator(`${SF} [data-testid="quick-order-rows"] tbody tr`);
      await expect.poll(() => rows.count()).toBe(5);
      const ambiguous = page.locator(`${SF} tr[data-status="ambiguous"]`);
      expect(await ambiguous.innerText()).toContain('多个匹配');
      const consultation = page.locator(`${SF} tr[data-status="consultation"]`);
      expect(await consultation.getByRole('link', { name: '去咨询' }).count()).toBe(1);
      expect(await page.locator(`${SF} tr[data-status="off-sale"]`).innerText()).toContain('不可购买');
      expect(await page.locator(`${SF} tr[data-status="ok"]`).count()).toBe(1);
      if (width === 375) {
        // Nothing sticks out of a phone's width.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(overflow).toBeLessThanOrEqual(375);
      }
      expect(await axe(page)).toEqual([]);

      // The buyer picks 乙; the rest stays on screen to fix, the valid rows go into the cart.
      await ambiguous.getByRole('button', { name: /kg twin/ }).click();
      await page.locator(`${SF} button`, { hasText: '加入购物车' }).first().click();
      // The valid rows leaving is the sign the add was answered (the rows to fix were there before the click).
      await expect.poll(() => page.locator(`${SF} tr[data-status="ok"]`).count()).toBe(0);
      expect(await page.locator(`${SF} tr[data-status="off-sale"]`).count()).toBe(1);
      expect(await page.locator(`${SF} tr[data-status="consultation"]`).count()).toBe(1);
      const added = (await cartLines('buyer@demo.cn')).map((l) => l.quantity);
      expect(added.sort()).toEqual([2, 5]); // 乙 ×2 and KG-001 ×5
      await context.close();
    }
  });
});
