/**
 * In Chromium: the company's administrator chooses its delivery regions in 企业信息, and the
 * header's cart region switcher offers exactly those (the default first) — a new company is no longer stuck in 华东.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDeadline } from '../../src/contract/dates.js';
import {
  apiLogin,
  axe,
  closeBrowser,
  deepText,
  launchBrowser,
  loggedInContext,
  type Storefront,
  startStorefront,
  storefrontSettled,
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

describe('company delivery regions', () => {
  for (const width of [1280, 375]) {
    it(`the administrator chooses them at ${width} px; the cart switcher offers them`, async () => {
      const context = await loggedInContext(await apiLogin(store, 'pending@demo.cn'), { width, height: 812 });
      const page = await visitSettled('/enterprise/info', { context, width, height: width === 375 ? 812 : 800 });
      const section = page.locator(`${SF} section[aria-labelledby="ent-regions-title"]`);
      await expect
        .poll(() => section.locator('[aria-label="已选收货区域"] li').allInnerTexts())
        .toEqual(['华北（默认）']);
      await section.getByRole('button', { name: '设置收货区域' }).click();
      const form = section.locator('form[aria-label="设置收货区域"]');
      await form.getByLabel('华东').check();
      await form.getByLabel('华南').check();
      await form.getByLabel('默认区域').selectOption({ label: '华南' });
      expect(await axe(page)).toEqual([]);
      await form.getByRole('button', { name: '保存' }).click();
      await expect
        .poll(() => section.locator('[aria-label="已选收货区域"] li').allInnerTexts())
        .toEqual(['华南（默认）', '华东', '华北']);
      await expect.poll(() => deepText(page, 'b2b-toasts')).toContain('收货区域已保存');
      // The header's switcher (opened from the menu at 375 px) offers exactly these, 华南 selected.
      const switcher = page.locator(`${SF} [part=region] select`).first();
      await expect.poll(() => switcher.locator('option').allInnerTexts()).toEqual(['华南', '华东', '华北']);
      expect(await switcher.inputValue()).toBe('3');
      // Back to the company's original single region for the other width.
      await section.getByRole('button', { name: '设置收货区域' }).click();
      await form.getByLabel('华东').uncheck();
      await form.getByLabel('华南').uncheck();
      await form.getByRole('button', { name: '保存' }).click();
      await expect.poll(() => switcher.locator('option').allInnerTexts()).toEqual(['华北']);
      await context.close();
    });
  }

  it('a buyer sees the regions but cannot change them', async () => {
    const context = await loggedInContext(await apiLogin(store, 'buyer@demo.cn'));
    const page = await visitSettled('/enterprise/info', { context });
    const section = page.locator(`${SF} section[aria-labelledby="ent-regions-title"]`);
    await expect
      .poll(() => section.locator('[aria-label="已选收货区域"] li').allInnerTexts())
      .toEqual(['华东（默认）', '华北']);
    expect(await section.getByRole('button', { name: '设置收货区域' }).count()).toBe(0);
    await context.close();
  });
});

// the invitation page showed the expiry in the browser's zone, the admin list in China time.
describe('dates in China time', () => {
  it('an invitee abroad sees the same expiry as the admin list, marked 北京时间', async () => {
    const admin = await apiLogin(store, 'admin@demo.cn');
    const email = `abroad-${Date.now().toString(36)}@example.cn`;
    const res = await store.app.inject({
      method: 'POST',
      url: '/api/Company/users/invitations',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { Email: email, Name: '海外同事', RoleName: '采购员' },
    });
    expect(res.statusCode).toBe(201);
    const mails = (
      await store.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })
    ).json() as {
      Text: string;
    }[];
    const link = /\/invite\?token=[^\s"'<]+/.exec(mails[0]!.Text)![0];
    const info = (
      await store.app.inject({ method: 'GET', url: `/api/Users/invitations?token=${link.split('token=')[1]}` })
    ).json() as { ExpiresAt: string };
    const expected = formatDeadline(info.ExpiresAt);
    expect(expected).toMatch(/（北京时间）$/);

    const browser = await launchBrowser();
    const abroad = await browser.newContext({ locale: 'zh-CN', timezoneId: 'America/New_York' });
    const page = await abroad.newPage();
    await page.goto(`${store.url}${link}`);
    await storefrontSettled(page);
    await expect.poll(() => deepText(page, SF)).toContain(`邀请有效期至 ${expected}`);
    await abroad.close();

    // The admin's list says the same.
    const context = await loggedInContext(admin);
    const list = await visitSettled('/enterprise/users', { context });
    await expect.poll(() => deepText(list, SF)).toContain(`${expected} 失效`);
    await context.close();
  });
});
