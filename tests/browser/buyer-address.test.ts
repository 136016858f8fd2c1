/**
 * In Chromium: the delivery address book in the enterprise area (list, add with a dialog
 * prefilled from the company, 省→市→区 from the complete data set served by the API, default, edit) at
 * 1280 and 375 px, and the order detail showing the snapshot of the address chosen at checkout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiLogin,
  axe,
  closeBrowser,
  deepText,
  fieldLabel,
  loggedInContext,
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

describe('delivery address book', () => {
  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ] as const) {
    it(`adds an address from a prefilled dialog with a complete 省→市→区 at ${width} px`, async () => {
      // Companies that start without delivery addresses.
      const email = width === 1280 ? 'pending@demo.cn' : 'other@demo.cn';
      const context = await loggedInContext(await apiLogin(store, email), { width, height });
      const page = await visitSettled('/enterprise/delivery-address', { context, width, height });
      const panel = page.locator(`${SF} section[aria-labelledby="ent-delivery-title"]`);
      await expect.poll(() => deepText(page, SF)).toContain('还没有收货地址');
      await panel.getByRole('button', { name: '新增收货地址' }).first().click();
      const form = page.locator(`${SF} form[aria-label$="收货地址"]`);
      // Prefilled from 企业信息.
      await expect.poll(() => form.getByLabel(fieldLabel('收货单位')).inputValue()).not.toBe('');
      const prefilled = await form.getByLabel(fieldLabel('收货单位')).inputValue();
      expect(prefilled.length).toBeGreaterThan(3);
      expect(await form.getByLabel(fieldLabel('收货人')).inputValue()).not.toBe('');
      // 北京市 → its only city is chosen → all 16 districts, 延庆区 among them.
      const province = form.getByLabel(fieldLabel('省份'));
      await expect.poll(() => province.locator('option').count()).toBeGreaterThan(31);
      await province.selectOption('北京市');
      const district = form.getByLabel(fieldLabel('区县'));
      await expect.poll(() => form.getByLabel(fieldLabel('城市')).inputValue()).toBe('北京市');
      await expect.poll(() => district.locator('option').count()).toBe(17); // placeholder + 16
      await district.selectOption('延庆区');
      await form.getByLabel(fieldLabel('手机号')).fill('13912345678');
      await form.getByLabel(fieldLabel('详细地址')).fill('康西路 1 号 2 号库');
      expect(await axe(page)).toEqual([]);
      await page.locator(`${SF} dialog`).getByRole('button', { name: '保存' }).click();
      await expect.poll(() => deepText(page, SF)).toContain('北京市延庆区 康西路 1 号 2 号库');
      const text = await deepText(page, SF);
      expect(text).not.toContain('北京市北京市');
      expect(text).toContain('默认');
      expect(text).toContain(prefilled);
      // Nothing wider than the screen.
      const w = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(w.scroll).toBeLessThanOrEqual(w.client + 1);
      await context.close();
    });
  }

  it('the order detail shows the delivery address kept on the order', async () => {
    const session = await apiLogin(store, 'buyer@demo.cn');
    const headers = { authorization: `Bearer ${session.token}` };
    const address = (
      await store.app.inject({
        method: 'POST',
        url: '/api/Company/delivery-addresses',
        headers,
        payload: {
          Recipient: '赵库管',
          Mobile: '13700001111',
          Province: '浙江省',
          City: '杭州市',
          District: '西湖区',
          Detail: '文三路 90 号',
        },
      })
    ).json() as { Id: number };
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
        payload: { Region: 1, InvoiceType: 0, DeliveryAddressId: address.Id },
      })
    ).json() as { Id: number };
    const context = await loggedInContext(session, { width: 375, height: 812 });
    const page = await visitSettled(`/order/detail?id=${order.Id}`, { context, width: 375, height: 812 });
    await expect
      .poll(() => page.locator(`${SF} [data-testid="delivery-address"]`).innerText())
      .toContain('赵库管 13700001111，浙江省杭州市西湖区文三路 90 号');
    await context.close();
  });
});

// enterprise tables showed 2 of 7 columns at 375 px; now one card per row, every column named.
describe('narrow tables', () => {
  it('at 375 px every column of an enterprise order row is on screen with its name', async () => {
    const session = await apiLogin(store, 'buyer@demo.cn');
    const context = await loggedInContext(session, { width: 375, height: 812 });
    const page = await visitSettled('/enterprise/delivery-address', { context, width: 375, height: 812 });
    const row = page.locator(`${SF} table tr[data-row]`).first();
    await row.waitFor();
    const cells = await row.locator('td').evaluateAll((tds) =>
      tds.map((td) => {
        const r = td.getBoundingClientRect();
        return { label: td.getAttribute('data-label'), left: r.left, right: r.right, height: r.height };
      }),
    );
    expect(cells.map((c) => c.label)).toEqual(['收货人', '手机号', '收货单位', '收货地址', '操作']);
    for (const c of cells) {
      expect(c.left).toBeGreaterThanOrEqual(0);
      expect(c.right).toBeLessThanOrEqual(375);
      expect(c.height).toBeGreaterThan(10);
    }
    expect(await axe(page)).toEqual([]);
    await context.close();
  });
});
