/**
 * Issue 15's last papercuts in Chromium against the real server: invoice dialogs fed by the complete
 * divisions and prefilled from the company; what a person sees at 1280×800 and 375×812 (boxes measured with
 * getBoundingClientRect, never by eye).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiLogin,
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

describe('invoice dialogs', () => {
  it('the invoice-address dialog offers the complete divisions (all 16 districts of Beijing) and saves', async () => {
    const session = await apiLogin(store, 'admin@demo.cn');
    const context = await loggedInContext(session);
    const page = await visitSettled('/enterprise/invoice/address', { context });
    await page.locator(SF).getByRole('button', { name: '新增地址' }).first().click();
    const form = page.locator(`${SF} form[aria-label="新增收票地址"]`);
    const province = form.getByLabel(fieldLabel('省份'));
    await expect.poll(() => province.locator('option').count()).toBeGreaterThan(31);
    await province.selectOption('北京市');
    await expect.poll(() => form.getByLabel(fieldLabel('城市')).inputValue()).toBe('北京市');
    const district = form.getByLabel(fieldLabel('区县'));
    await expect.poll(() => district.locator('option').count()).toBe(17); // placeholder + 16
    // 门头沟区 was missing from the old hand-written list.
    await district.selectOption('门头沟区');
    await form.getByLabel(fieldLabel('收票人')).fill('门收票');
    await form.getByLabel(fieldLabel('手机号码')).fill('13912345670');
    await form.getByLabel(fieldLabel('详细地址')).fill('石龙经济开发区 1 号');
    await page.locator(`${SF} dialog`).getByRole('button', { name: '保存' }).click();
    await expect.poll(() => deepText(page, SF)).toContain('门头沟区 石龙经济开发区 1 号');
    await context.close();
  });

  it('a new invoice title starts from the company name and its 统一社会信用代码', async () => {
    const session = await apiLogin(store, 'admin@demo.cn');
    const company = session.company as { Name: string; CreditCode: string };
    expect(company.CreditCode).toMatch(/^[0-9A-Z]{18}$/);
    const context = await loggedInContext(session);
    const page = await visitSettled('/enterprise/invoice/title', { context });
    await page.locator(SF).getByRole('button', { name: '新增抬头' }).first().click();
    const form = page.locator(`${SF} form[aria-label="新增发票抬头"]`);
    expect(await form.getByLabel(fieldLabel('抬头名称')).inputValue()).toBe(company.Name);
    expect(await form.getByLabel(fieldLabel('纳税人识别号')).inputValue()).toBe(company.CreditCode);
    await context.close();
  });
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('header and messages', () => {
  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ] as const) {
    it(`a message never covers the search button; the header fits (${width} px)`, async () => {
      const context = await loggedInContext(await apiLogin(store, 'buyer@demo.cn'), { width, height });
      const page = await visitSettled('/home', { context, width, height });
      const header = page.locator(`${SF} [part="header"]`);
      const search = page.locator(`${SF} form[role="search"] button[type="submit"]`);
      await expect.poll(() => search.count()).toBe(1);
      const headerBox = (await header.boundingBox())!;
      // At 375 × 812 the header took ~230 px; a phone screen must keep room for the page.
      if (width === 375) expect(headerBox.height).toBeLessThanOrEqual(120);
      // Every control of the header stays inside it and on screen.
      const searchBox = (await search.boundingBox())!;
      expect(searchBox.x + searchBox.width).toBeLessThanOrEqual(width);
      expect(searchBox.y + searchBox.height).toBeLessThanOrEqual(headerBox.y + headerBox.height);
      // A long message, as a failed call would show it.
      await page.evaluate(() => {
        const registry = (globalThis as unknown as Record<symbol, Map<string, { set(v: unknown): void }>>)[
          Symbol.for('b2b.core')
        ]!;
        registry.get('messages')!.set([
          {
            id: 901,
            type: 'error',
            text: '服务访问错误：这是一条足够长的提示，用来检查它会不会盖住页面顶部的搜索按钮',
          },
        ]);
      });
      const toast = page.locator('b2b-toasts').getByText('服务访问错误：这是一条');
      await expect.poll(() => toast.count()).toBe(1);
      const toastBox = await toast.evaluate((el) => {
        const r = (el.closest('[role]') ?? el.parentElement ?? el).getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      });
      expect(overlaps(toastBox, searchBox)).toBe(false);
      expect(overlaps(toastBox, headerBox)).toBe(false);
      await context.close();
    });
  }
});
