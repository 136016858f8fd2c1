/**
 * The error rules (401 logs out, 400 the server's Error, 500 服务访问错误) as a user sees them, in a real Chromium against the real server:
 * 401 mid-journey → 登录已过期，请重新登录 and /login; 400 → the server's `Error`; 500 → 服务访问错误;
 * any other status → no message, the page stays usable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_TEXT } from '../server/helpers/accounts.js';
import { fillEvidence } from './evidence-fixture.js';
import {
  apiLogin,
  closeBrowser,
  deepText,
  fieldLabel,
  loggedInContext,
  revokeSessions,
  type Storefront,
  startStorefront,
  type TestPage,
  visitIdle,
  waitForPath,
} from './helpers.js';

let store: Storefront;
beforeAll(async () => {
  store = await startStorefront();
});
afterAll(async () => {
  await closeBrowser();
  await store?.close();
});

const SF = 'b2b-storefront';
const lbl = fieldLabel;
const toasts = (page: TestPage) => deepText(page, 'b2b-toasts');

const visit = visitIdle;

describe('the error rules as a user sees them', () => {
  it('401 mid-journey: a token the server has revoked shows 登录已过期，请重新登录, clears the session and lands on /login', async () => {
    const context = await loggedInContext(await apiLogin(store, 'buyer@demo.cn'));
    const page = await visit('/home', { context });
    await expect.poll(() => page.locator(`${SF} [part=user]`).first().innerText()).toContain('李娜');
    // The server no longer accepts the stored token (as after a password change elsewhere); the buyer goes on to the
    // cart. In the page, not by loading a new one: a request of /home itself may be the first to meet the 401 (its
    // toast would be lost with the document, and /cart would then open logged out without a word).
    await revokeSessions(store, 'buyer@demo.cn');
    await page.locator(`${SF} [part=cart]`).first().click();
    await expect.poll(() => toasts(page)).toContain('登录已过期，请重新登录');
    await waitForPath(page, /^\/login/);
    await expect.poll(() => page.locator(`${SF} [part=user]`).first().innerText()).not.toContain('李娜');
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('user-info'))) ?? '{}');
    expect(stored.token).toBe('');
    // Logging in again works from here.
    const form = page.locator(`${SF} form[aria-label="登录"]`);
    await form.getByLabel(lbl('邮箱')).fill('buyer@demo.cn');
    await form.getByLabel(lbl('密码')).fill('Demo@123456');
    await form.getByRole('button', { name: '登录' }).click();
    await expect.poll(() => page.locator(`${SF} [part=user]`).first().innerText()).toContain('李娜');
    await context.close();
  });

  it('400: registering with a wrong e-mail code shows the server’s Error by the field, once, and keeps the input', async () => {
    const page = await visit('/register');
    const form = page.locator(`${SF} form[aria-label="企业注册"]`);
    const email = `wrong-code-${Date.now().toString(36)}@example.cn`;
    await form.getByLabel(lbl('邮箱')).fill(email);
    await form.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => toasts(page)).toContain('验证码已发送');
    const mails = (await (await fetch(`${store.url}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
      Text: string;
    }[];
    const real = /(\d{6})/.exec(mails[0]!.Text)![1]!;
    const wrong = real === '123456' ? '654321' : '123456';
    await form.getByLabel(lbl('邮箱验证码')).fill(wrong);
    await form.getByLabel(lbl('图形验证码')).fill(CAPTCHA_TEXT);
    await form.getByLabel(lbl('企业名称')).fill('北京错误码测试有限公司');
    await form.getByLabel(lbl('联系人姓名')).fill('钱测试');
    await form.getByLabel(lbl('手机号码')).fill('13700001111');
    await form.getByLabel(lbl('密码')).fill('Passw0rd2026');
    await form.getByLabel(lbl('确认密码')).fill('Passw0rd2026');
    await form.getByRole('checkbox').check();
    await fillEvidence(form);
    await form.getByRole('button', { name: '同意协议并注册' }).click();
    // Said once, by the code's field (no toast repeats what the form shows).
    await expect.poll(() => form.innerText()).toMatch(/验证码错误，还可尝试 \d 次/);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(await toasts(page)).not.toMatch(/验证码错误/);
    expect(page.url()).toContain('/register');
    expect(await form.getByLabel(lbl('邮箱')).inputValue()).toBe(email);
    expect(await form.getByLabel(lbl('企业名称')).inputValue()).toBe('北京错误码测试有限公司');
    await page.close();
  });

  it('500: shows 服务访问错误 (never the server’s internals) and keeps the form', async () => {
    const page = await visit('/resetpassword');
    await page.route('**/api/Users/password/reset', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ Error: 'db exploded at line 42' }),
      }),
    );
    const form = page.locator(`${SF} form[aria-label="找回密码"]`);
    await form.getByLabel(lbl('邮箱')).fill('buyer@demo.cn');
    await form.getByRole('button', { name: '发送重置链接' }).click();
    await expect.poll(() => toasts(page)).toContain('服务访问错误');
    expect(await toasts(page)).not.toContain('db exploded');
    expect(await form.getByLabel(lbl('邮箱')).inputValue()).toBe('buyer@demo.cn');
    expect(page.url()).toContain('/resetpassword');
    await page.close();
  });

  it.each([409, 404])('%i: no message, and the page stays usable', async (status) => {
    const page = await visit('/resetpassword');
    await page.route('**/api/Users/password/reset', (route) =>
      route.fulfill({
        status,
        contentType: 'application/json',
        body: JSON.stringify({ Error: `状态 ${status} 的说明` }),
      }),
    );
    const form = page.locator(`${SF} form[aria-label="找回密码"]`);
    await form.getByLabel(lbl('邮箱')).fill('buyer@demo.cn');
    await form.getByRole('button', { name: '发送重置链接' }).click();
    await expect.poll(() => page.requestLog.filter((u) => u.includes('/api/Users/password/reset')).length).toBe(1);
    // The answer is handled once the submit button leaves its loading state (aria-busy, set while the call runs):
    // a toast the http client showed for it would be on screen by then.
    await expect.poll(() => form.locator('button[type="submit"]').getAttribute('aria-busy')).toBeNull();
    expect(await toasts(page)).toBe('');
    expect(await page.locator(`${SF} main [role=alert]`).count()).toBe(0);
    expect(await page.locator(`${SF} main`).first().innerText()).not.toContain(`状态 ${status}`);
    expect(page.url()).toContain('/resetpassword');
    // Still usable: the same form sends again once the server answers normally.
    await page.unroute('**/api/Users/password/reset');
    await form.getByRole('button', { name: '发送重置链接' }).click();
    await expect
      .poll(() => page.locator(`${SF} main`).first().innerText())
      .toContain('如果该邮箱已注册，我们已发送重置链接');
    await page.close();
  });
});
