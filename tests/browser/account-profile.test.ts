/**
 * 个人资料 and 修改密码 in a real Chromium against the real server: a buyer changes the name and mobile (the
 * header follows), moves the account to a new e-mail with the code read from the dev outbox, changes the password;
 * the same buyer's other browser is logged out, this one goes on, and the new password logs in. Axe clean at 375 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema.js';
import { hashPassword } from '../../server/services/passwords.js';
import {
  apiLogin,
  axe,
  closeBrowser,
  DEMO_PASSWORD,
  deepText,
  gotoStorefront,
  fieldLabel as lbl,
  loggedInContext,
  type Storefront,
  startStorefront,
  type TestPage,
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
const EMAIL = 'profile-buyer@example.cn';
const NEW_EMAIL = 'profile-buyer-new@example.cn';
const NEW_PASSWORD = 'Fresh2026pw';

/** A buyer (采购员) of the demo company of its own, so that the changes touch no other test's account. */
async function createBuyer(): Promise<void> {
  const [admin] = await store.db.select({ companyId: users.companyId }).from(users).limit(1);
  await store.db.insert(users).values({
    companyId: admin!.companyId,
    email: EMAIL,
    name: '孙采购',
    mobile: '13700000000',
    passwordHash: await hashPassword(DEMO_PASSWORD),
    roleNames: ['采购员'],
    createdAt: new Date(),
  });
}

/** The newest mail to `to` in the dev outbox, waiting for it to arrive. */
async function latestCode(to: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await fetch(`${store.url}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const mails = (await res.json()) as { Id: number; To: string; Text: string }[];
    const mail = mails.filter((m) => m.To === to).sort((a, b) => b.Id - a.Id)[0];
    const code = mail && /(\d{6})/.exec(mail.Text)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`没有发往 ${to} 的验证码`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const toasts = (page: TestPage) => deepText(page, 'b2b-toasts');
const headerUser = (page: TestPage) => page.locator(`${SF} [part=user]`).first().innerText();
const fitsWidth = (page: TestPage) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

describe('个人资料 and 修改密码', () => {
  it('changes name, mobile, e-mail and password; the other browser is logged out, the new password logs in', async () => {
    await createBuyer();
    const session = await apiLogin(store, EMAIL);
    const page = (await (await loggedInContext(session)).newPage()) as TestPage;
    const other = (await (await loggedInContext(session)).newPage()) as TestPage;
    await gotoStorefront(other, '/enterprise/orders');

    // 个人资料: name and mobile; the header shows the new name at once.
    await gotoStorefront(page, '/enterprise/profile');
    const basic = page.locator(`${SF} form[aria-label="基本信息"]`);
    await basic.waitFor();
    expect(await basic.getByLabel(lbl('姓名')).inputValue()).toBe('孙采购');
    await basic.getByLabel(lbl('手机号码')).fill('12345');
    await basic.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => basic.innerText()).toContain('手机号码格式不正确');
    await basic.getByLabel(lbl('姓名')).fill('孙新名');
    await basic.getByLabel(lbl('手机号码')).fill('13987654321');
    await basic.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => toasts(page)).toContain('个人资料已保存');
    await expect.poll(() => headerUser(page)).toContain('孙新名');

    // The e-mail: a taken address is refused by its field; the code goes to the new address.
    const mail = page.locator(`${SF} form[aria-label="更换邮箱"]`);
    await mail.getByLabel(lbl('新邮箱')).fill('admin@demo.cn');
    await mail.getByRole('button', { name: '发送验证码' }).click();
    await expect.poll(() => mail.innerText()).toContain('该邮箱已被其他账号使用');
    await mail.getByLabel(lbl('新邮箱')).fill(NEW_EMAIL);
    await mail.getByRole('button', { name: '发送验证码' }).click();
    await expect.poll(() => mail.innerText()).toMatch(/\d+ 秒后重新发送/);
    await mail.getByLabel(lbl('邮箱验证码')).fill(await latestCode(NEW_EMAIL));
    await mail.getByRole('button', { name: '确认更换' }).click();
    await expect.poll(() => page.locator(`${SF} [data-testid=current-email]`).innerText()).toBe(NEW_EMAIL);

    // At 375 px the page fits and axe finds nothing.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect.poll(() => fitsWidth(page)).toBe(true);
    expect(await axe(page)).toEqual([]);

    // 修改密码: the rule is shown; a wrong old password is said by its field; then the change.
    await gotoStorefront(page, '/enterprise/password');
    const form = page.locator(`${SF} form[aria-label="修改密码"]`);
    await form.waitFor();
    expect(await form.innerText()).toContain('8–32 位，需同时包含字母和数字');
    expect(await axe(page)).toEqual([]);
    await form.getByLabel(lbl('原密码')).fill('Wrong12345');
    await form.getByLabel(lbl('新密码')).fill(NEW_PASSWORD);
    await form.getByLabel(lbl('确认新密码')).fill(NEW_PASSWORD);
    await form.getByRole('button', { name: '修改密码' }).click();
    await expect.poll(() => form.innerText()).toContain('原密码不正确');
    await form.getByLabel(lbl('原密码')).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: '修改密码' }).press('Enter');
    await expect.poll(() => deepText(page, SF)).toContain('密码已修改，其他设备上的登录已退出');
    expect(await axe(page)).toEqual([]);
    expect(await fitsWidth(page)).toBe(true);

    // This browser goes on: a full reload still shows the enterprise area, logged in.
    await gotoStorefront(page, '/enterprise/profile');
    await expect.poll(() => page.locator(`${SF} [data-testid=current-email]`).innerText()).toBe(NEW_EMAIL);

    // The other browser is logged out at its next request, and logs in with the new address and password.
    await gotoStorefront(other, '/enterprise/orders');
    await waitForPath(other, /^\/login/);
    const login = other.locator(`${SF} form[aria-label="登录"]`);
    await login.waitFor();
    await login.getByLabel(lbl('邮箱')).fill(NEW_EMAIL);
    await login.getByLabel(lbl('密码')).fill(NEW_PASSWORD);
    await login.getByRole('button', { name: '登录' }).click();
    await waitForPath(other, /^\/enterprise\/orders/);
    await expect.poll(() => headerUser(other)).toContain('孙新名');
    await page.close();
    await other.close();
  });
});
