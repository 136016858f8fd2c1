/**
 * A company's evidence end to end: the registration refuses a wrong 统一社会信用代码 while
 * typing (Chinese message), takes a valid one and a 营业执照 picture (preview, 更换图片), and the operator's
 * 企业审核 shows the code, the picture (enlarged on click) and the 提交时间 in China time; 375 px, axe clean.
 */
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../src/contract/dates.js';
import { CAPTCHA_TEXT, newCreditCode } from '../server/helpers/accounts.js';
import { fillEvidence } from './evidence-fixture.js';
import {
  axe,
  closeBrowser,
  fieldLabel as lbl,
  newContext,
  openPage,
  type Storefront,
  startStorefront,
  storefrontSettled,
  type TestPage,
  waitForPath,
} from './helpers.js';

const SF = 'b2b-storefront';
const main = (page: TestPage) => page.locator(`${SF} main`).first();

let store: Storefront;
let opsCtx: BrowserContext;
beforeAll(async () => {
  store = await startStorefront();
  opsCtx = await newContext();
});
afterAll(async () => {
  await opsCtx?.close();
  await closeBrowser();
  await store?.close();
});

async function latestCode(to: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`${store.url}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const mails = (await res.json()) as { To: string; Text: string }[];
    const mail = mails.filter((m) => m.To === to).pop();
    const code = mail && /(\d{6})/.exec(mail.Text)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`没有发往 ${to} 的验证码`);
}

describe('企业证照', () => {
  it('registers with a checked credit code and a licence picture; 企业审核 shows the code, the picture and 提交时间', async () => {
    const email = `evidence-${Date.now().toString(36)}@example.cn`;
    const company = `成都证照${Date.now().toString(36)}科技有限公司`;
    const page = await openPage('/register', { width: 375, height: 812 });
    await storefrontSettled(page);
    const form = page.locator(`${SF} form[aria-label="企业注册"]`);
    await form.waitFor();

    // A wrong check character is refused while typing, in Chinese.
    await form.getByLabel(lbl('统一社会信用代码')).fill('91350100M000100Y44');
    await form.getByLabel(lbl('企业名称')).focus();
    await expect.poll(() => form.innerText()).toContain('统一社会信用代码校验位不正确，请核对');
    expect(await axe(page)).toEqual([]);

    await form.getByLabel(lbl('邮箱')).fill(email);
    await form.getByRole('button', { name: '获取验证码' }).click();
    await form.getByLabel(lbl('邮箱验证码')).fill(await latestCode(email));
    await form.getByLabel(lbl('图形验证码')).fill(CAPTCHA_TEXT);
    await form.getByLabel(lbl('企业名称')).fill(company);
    await form.getByLabel(lbl('联系人姓名')).fill('孙证照');
    await form.getByLabel(lbl('手机号码')).fill('13812345678');
    await form.getByLabel(lbl('密码')).fill('Passw0rd2026');
    await form.getByLabel(lbl('确认密码')).fill('Passw0rd2026');
    await form.getByRole('checkbox').check();
    // Lower case is folded to the official upper case.
    const code = newCreditCode();
    await fillEvidence(form, code.toLowerCase());
    await expect.poll(() => form.innerText()).not.toContain('校验位不正确');
    expect(await form.getByRole('button', { name: '更换图片' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    expect(await axe(page)).toEqual([]);
    await form.getByRole('button', { name: '同意协议并注册' }).click();
    await waitForPath(page, '/enterprise/info');
    const submittedAround = new Date();
    await page.close();

    // The operator: the 待完善 tab lists the new company with its code and time; the dialog shows the picture.
    const ops = await openPage('/operator/login?redirect=%2Foperator%2Fcompanies%3Fstatus%3D10', {
      context: opsCtx,
      width: 375,
      height: 812,
    });
    await storefrontSettled(ops);
    const login = main(ops).locator('form[aria-label="运营登录"]');
    await login.getByLabel(lbl('邮箱')).fill('ops@demo.cn');
    await login.getByLabel(lbl('密码')).fill('Demo@123456');
    await login.getByRole('button', { name: '登录' }).click();
    await waitForPath(ops, '/operator/companies?status=10');
    await expect.poll(() => main(ops).innerText()).toContain(company);
    expect(await main(ops).innerText()).toContain(code);
    await main(ops)
      .getByRole('button', { name: `查看：${company}` })
      .click();
    const dialog = ops.locator(`${SF} dialog[open]`).last();
    await expect.poll(() => dialog.innerText()).toContain(code);
    const text = await dialog.innerText();
    expect(text).toContain('提交时间');
    expect(text).not.toContain('未提交');
    // China time, to the minute (the registration happened just now).
    expect(text).toContain(formatDateTime(submittedAround.toISOString()).slice(0, 10));
    const thumb = dialog.getByRole('img', { name: `营业执照：${company}` });
    await expect.poll(() => thumb.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(640);
    expect(await axe(ops)).toEqual([]);
    await dialog.getByRole('button', { name: `放大查看营业执照：${company}` }).click();
    const large = ops.locator(`${SF} dialog[open]`).getByRole('img', { name: `营业执照（大图）：${company}` });
    await expect.poll(() => large.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(640);
    expect(await axe(ops)).toEqual([]);
    await ops.close();
  });
});
