/**
 * Account journeys in a real Chromium against the real server (account part): register with the
 * e-mail code read from the outbox, log in and back to `redirect`, captcha after 3 wrong passwords,
 * logout everywhere (other tab, standalone widget), password reset and invitation end to end, the
 * standalone `<b2b-login>`, axe and 375 px on every account screen.
 *
 * Captchas: svg-captcha is replaced in this process (the server runs in-process) so every captcha
 * reads CAPTCHA_TEXT; the server still stores, checks and burns them as usual.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_TEXT } from '../server/helpers/accounts.js';
import { fillEvidence } from './evidence-fixture.js';
import {
  apiLogin,
  axe,
  closeBrowser,
  currentPath,
  DEMO_PASSWORD,
  deepText,
  fieldLabel,
  launchBrowser,
  loggedInContext,
  requestsTo,
  type Storefront,
  serveHtml,
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

// --- helpers --------------------------------------------------------------------------------------

const SF = 'b2b-storefront';
const lbl = fieldLabel;
let seq = 0;
const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${++seq}@example.cn`;

interface Mail {
  Id: number;
  To: string;
  Subject: string;
  Text: string;
}

/** The newest mail to `to` (from GET /api/dev/outbox), waiting for it to arrive. */
async function latestMail(to: string, after = 0): Promise<Mail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await fetch(`${store.url}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const mails = ((await res.json()) as Mail[]).filter((m) => m.To === to && m.Id > after);
    if (mails.length) return mails.reduce((a, b) => (b.Id > a.Id ? b : a));
    if (Date.now() > deadline) throw new Error(`没有发往 ${to} 的邮件`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The storefront path of the link in a mail (its host is the server's PUBLIC_URL, not this test's port). */
function linkPath(mail: Mail, path: string): string {
  const m = new RegExp(`${path.replace('/', '\\/')}\\?token=[^\\s"<]+`).exec(mail.Text);
  if (!m) throw new Error(`邮件中没有 ${path} 链接: ${mail.Text}`);
  return m[0];
}

const visit = visitIdle;

const toasts = (page: TestPage) => deepText(page, 'b2b-toasts');
const headerUser = (page: TestPage) => page.locator(`${SF} [part=user]`).first().innerText();

/** No horizontal scrolling at the current width. */
async function fitsWidth(page: TestPage): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
}

async function fillRegisterForm(
  page: TestPage,
  email: string,
  code: string,
  extra: { name?: string; company?: string } = {},
) {
  const form = page.locator(`${SF} form[aria-label="企业注册"]`);
  await form.getByLabel(lbl('邮箱')).fill(email);
  await form.getByLabel(lbl('邮箱验证码')).fill(code);
  await form.getByLabel(lbl('图形验证码')).fill(CAPTCHA_TEXT);
  await form.getByLabel(lbl('企业名称')).fill(extra.company ?? '上海测试科技有限公司');
  await form.getByLabel(lbl('联系人姓名')).fill(extra.name ?? '赵测试');
  await form.getByLabel(lbl('手机号码')).fill('13812345678');
  await form.getByLabel(lbl('密码')).fill('Passw0rd2026');
  await form.getByLabel(lbl('确认密码')).fill('Passw0rd2026');
  await form.getByRole('checkbox').check();
  await fillEvidence(form);
}

// --- registration ---------------------------------------------------------------------------------

describe('注册 /register', () => {
  it('shows the default Chinese message of every rule, then registers with the code from the outbox and lands logged in on /enterprise/info', async () => {
    const page = await visit('/register');
    const form = page.locator(`${SF} form[aria-label="企业注册"]`);
    await form.waitFor();
    expect(await axe(page)).toEqual([]);

    // Empty submit: every rule's Chinese message.
    await form.getByRole('button', { name: '同意协议并注册' }).click();
    for (const message of [
      '请输入邮箱',
      '请输入邮箱验证码',
      '请输入图形验证码',
      '请输入企业名称',
      '请输入联系人姓名',
      '请输入手机号码',
      '请输入密码',
      '请输入确认密码',
      '请阅读并同意用户协议',
    ]) {
      await expect.poll(() => form.innerText()).toContain(message);
    }
    // The form was drawn anew when react-hook-form arrived (it checked these rules): the captcha image and the
    // anti-forgery cookie were asked for once, so the image the visitor reads stays.
    expect(requestsTo(page, /\/api\/Users\/GenerateCaptcha/)).toHaveLength(1);
    expect(requestsTo(page, /\/api\/Users\/get-xsrf-token/)).toHaveLength(1);
    // Invalid values: format, length and strength messages mirror the server.
    await form.getByLabel(lbl('邮箱')).fill('not-an-email');
    await form.getByLabel(lbl('企业名称')).fill('甲');
    await form.getByLabel(lbl('手机号码')).fill('12345');
    await form.getByLabel(lbl('密码')).fill('abcdefgh');
    await form.getByLabel(lbl('确认密码')).fill('abcdefgx');
    await form.getByLabel(lbl('邮箱验证码')).fill('12');
    await form.getByRole('button', { name: '同意协议并注册' }).click();
    for (const message of [
      '邮箱格式不正确',
      '企业名称长度须在2到128个字符之间',
      '手机号码格式不正确',
      '密码需同时包含字母和数字',
      '两次输入的密码不一致',
      '请输入 6 位数字验证码',
    ]) {
      await expect.poll(() => form.innerText()).toContain(message);
    }
    expect(await axe(page)).toEqual([]);

    // A taken e-mail is noticed while typing.
    await form.getByLabel(lbl('邮箱')).fill('admin@demo.cn');
    await expect.poll(() => form.innerText()).toContain('该邮箱已注册，去登录');

    // A new address: send the code, the countdown runs, the code comes from the outbox.
    const email = uniqueEmail('reg');
    await form.getByLabel(lbl('邮箱')).fill(email);
    await expect.poll(() => form.innerText()).not.toContain('该邮箱已注册');
    await form.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => toasts(page)).toContain('验证码已发送');
    await expect.poll(() => form.locator('[part=send-code]').innerText()).toMatch(/^(59|60) 秒后重新获取$/);
    expect(await form.locator('[part=send-code]').isDisabled()).toBe(true);
    const mail = await latestMail(email);
    const code = /(\d{6})/.exec(mail.Text)![1]!;

    const xsrf: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/Users')
        xsrf.push(r.headers()['x-xsrf-token'] ?? '');
    });
    await fillRegisterForm(page, email, code, { name: '赵新用户' });
    // Leaving the code field checks it.
    await form.getByLabel(lbl('企业名称')).focus();
    await expect.poll(() => form.innerText()).toContain('验证码正确');
    await form.getByRole('button', { name: '同意协议并注册' }).click();

    await waitForPath(page, '/enterprise/info');
    await expect.poll(() => toasts(page)).toContain('注册成功');
    await expect.poll(() => headerUser(page)).toContain('赵新用户');
    // The anti-forgery header echoed the cookie.
    const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
    expect(xsrf).toHaveLength(1);
    expect(xsrf[0]).toBe(decodeURIComponent(cookie!.value));
    const session = JSON.parse((await page.evaluate(() => localStorage.getItem('user-info'))) ?? '{}');
    expect(session.user.Email).toBe(email);
    expect(session.company.StatusEnum).toBe(10);
    await page.close();
  });
});

// --- login ----------------------------------------------------------------------------------------

describe('登录 /login', () => {
  it('sends a visitor of /cart to /login?redirect=/cart, logs the demo buyer in and returns to /cart', async () => {
    const page = await visit('/cart');
    await waitForPath(page, '/login?redirect=%2Fcart');
    const form = page.locator(`${SF} form[aria-label="登录"]`);
    await form.waitFor();
    expect(await axe(page)).toEqual([]);
    await form.getByLabel(lbl('邮箱')).fill('buyer@demo.cn');
    await form.getByLabel(lbl('密码')).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: '登录' }).click();
    await waitForPath(page, '/cart');
    await expect.poll(() => headerUser(page)).toContain('李娜');
    await page.close();
  });

  it('never follows a redirect to another site', async () => {
    for (const bad of ['//evil.example.cn/x', 'https://evil.example.cn', '/\\evil.example.cn']) {
      const page = await visit(`/login?redirect=${encodeURIComponent(bad)}`);
      const form = page.locator(`${SF} form[aria-label="登录"]`);
      await form.getByLabel(lbl('邮箱')).fill('buyer@demo.cn');
      await form.getByLabel(lbl('密码')).fill(DEMO_PASSWORD);
      await form.getByRole('button', { name: '登录' }).click();
      await waitForPath(page, '/home');
      expect(new URL(page.url()).host).toBe(new URL(store.url).host);
      await page.close();
    }
  });

  it('asks for the captcha after 3 wrong passwords, refreshes it on click, and logs in with it', async () => {
    const page = await visit('/login?redirect=%2Fhelp');
    const form = page.locator(`${SF} form[aria-label="登录"]`);
    await form.getByLabel(lbl('邮箱')).fill('admin@demo.cn');
    for (let i = 1; i <= 3; i++) {
      await form.getByLabel(lbl('密码')).fill(`Wrong${i}pass`);
      await form.getByRole('button', { name: '登录' }).click();
      await expect.poll(() => form.innerText()).toContain('邮箱或密码错误');
      if (i < 3) expect(await form.getByLabel(lbl('图形验证码')).count()).toBe(0);
    }
    // The input keeps the e-mail; the captcha is now required.
    expect(await form.getByLabel(lbl('邮箱')).inputValue()).toBe('admin@demo.cn');
    await form.getByLabel(lbl('图形验证码')).waitFor();
    await form.locator('[part=captcha] img').waitFor();
    const captchaCalls = () => page.requestLog.filter((u) => u.includes('/api/Users/GenerateCaptcha')).length;
    const before = captchaCalls();
    await form.locator('[part=captcha]').click();
    await expect.poll(captchaCalls).toBe(before + 1);
    expect(await axe(page)).toEqual([]);

    // Without the captcha the form refuses to send.
    await form.getByLabel(lbl('密码')).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: '登录' }).click();
    await expect.poll(() => form.innerText()).toContain('请输入图形验证码');
    await form.getByLabel(lbl('图形验证码')).fill(CAPTCHA_TEXT);
    await form.getByRole('button', { name: '登录' }).click();
    await waitForPath(page, '/help');
    await expect.poll(() => headerUser(page)).toContain('张明');
    await page.close();
  });

  it('logout in the user menu goes to /login and every other tab and widget of the session follows', async () => {
    const context = await loggedInContext(await apiLogin(store, 'buyer@demo.cn'));
    const tabA = await visit('/home', { context });
    const tabB = await visit('/cart', { context });
    await expect.poll(() => headerUser(tabA)).toContain('李娜');
    await expect.poll(() => headerUser(tabB)).toContain('李娜');
    // A partner page of the same site with a standalone badge and a login widget.
    const partner = (await context.newPage()) as TestPage;
    await serveHtml(
      partner,
      '/partner-account.html',
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>合作伙伴</title>
       <script type="module" src="/elements/index.js"></script></head>
       <body><b2b-cart-badge></b2b-cart-badge><b2b-login></b2b-login>
       <script>window.__events=[];for (const n of ['b2b-login','b2b-logout']) document.addEventListener(n, () => window.__events.push(n));</script></body></html>`,
    );
    await partner.goto(`${store.url}/partner-account.html`);
    await expect.poll(() => deepText(partner, 'b2b-login')).toContain('您已登录：李娜');

    await tabA.locator(`${SF} [part=user] button[aria-haspopup]`).click();
    await tabA.locator(`${SF} [part=user]`).getByRole('button', { name: '退出登录' }).click();
    await waitForPath(tabA, '/login');
    await expect.poll(() => headerUser(tabA)).toContain('登录');

    // The other tab: logged out, and off the login-only /cart.
    await expect.poll(() => headerUser(tabB)).not.toContain('李娜');
    await waitForPath(tabB, /^\/login/);
    // The partner page: the login widget shows the form again and heard b2b-logout.
    await expect.poll(() => partner.locator('b2b-login form[aria-label="登录"]').count()).toBe(1);
    await expect
      .poll(() => partner.evaluate(() => (window as unknown as { __events: string[] }).__events))
      .toContain('b2b-logout');
    await context.close();
  });
});

// --- standalone <b2b-login> ------------------------------------------------------------------------

describe('<b2b-login> standalone', () => {
  it('logs in, fires b2b-login once and then b2b-navigate to its redirect path', async () => {
    const browser = await launchBrowser();
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 375, height: 740 } });
    const page = (await context.newPage()) as TestPage;
    page.consoleErrors = [];
    page.requestLog = [];
    await serveHtml(
      page,
      '/partner-login.html',
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>合作伙伴登录</title>
       <script type="module" src="/elements/b2b-login.js"></script></head>
       <body><main><b2b-login redirect="/cart"></b2b-login></main>
       <script>window.__events=[];
         document.addEventListener('b2b-login', (e) => window.__events.push('login:' + e.detail.userId));
         document.addEventListener('b2b-navigate', (e) => { window.__events.push('navigate:' + e.detail.path); e.preventDefault(); });
       </script></body></html>`,
    );
    await page.goto(`${store.url}/partner-login.html`);
    const form = page.locator('b2b-login form[aria-label="登录"]');
    await form.waitFor();
    expect(await axe(page)).toEqual([]);
    expect(await fitsWidth(page)).toBe(true);
    await form.getByLabel(lbl('邮箱')).fill('buyer@demo.cn');
    await form.getByLabel(lbl('密码')).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: '登录' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __events: string[] }).__events))
      .toContain('navigate:/cart');
    const events = await page.evaluate(() => (window as unknown as { __events: string[] }).__events);
    expect(events.filter((e) => e.startsWith('login:'))).toHaveLength(1);
    // The host page cancelled the navigation: the widget stays and shows who is logged in.
    await expect.poll(() => deepText(page, 'b2b-login')).toContain('您已登录：李娜');
    await context.close();
  });
});

// --- password reset -------------------------------------------------------------------------------

describe('找回密码 /resetpassword → /resetpwd', () => {
  it('mails a link, sets the new password, logs in with it, and refuses the used link clearly', async () => {
    const email = 'other-buyer@demo.cn';
    const page = await visit('/resetpassword');
    const form = page.locator(`${SF} form[aria-label="找回密码"]`);
    expect(await axe(page)).toEqual([]);
    await form.getByRole('button', { name: '发送重置链接' }).click();
    await expect.poll(() => form.innerText()).toContain('请输入邮箱');
    await form.getByLabel(lbl('邮箱')).fill(email);
    await form.getByRole('button', { name: '发送重置链接' }).click();
    await expect
      .poll(() => page.locator(`${SF} main`).first().innerText())
      .toContain('如果该邮箱已注册，我们已发送重置链接');
    const resend = page.locator(`${SF} [part=sent]`).getByRole('button', { name: /秒后可重新发送/ });
    expect(await resend.isDisabled()).toBe(true);
    expect(await axe(page)).toEqual([]);
    const path = linkPath(await latestMail(email), '/resetpwd');

    await page.goto(`${store.url}${path}`, { waitUntil: 'networkidle' });
    const reset = page.locator(`${SF} form[aria-label="重置密码"]`);
    await reset.getByLabel(lbl('新密码')).fill('short1');
    await reset.getByLabel(lbl('确认密码')).fill('short2');
    await reset.getByRole('button', { name: '确认修改' }).click();
    await expect.poll(() => reset.innerText()).toContain('密码长度至少 8 位');
    await expect.poll(() => reset.innerText()).toContain('两次输入的密码不一致');
    await reset.getByLabel(lbl('新密码')).fill('NewPass2026');
    await reset.getByLabel(lbl('确认密码')).fill('NewPass2026');
    await reset.getByRole('button', { name: '确认修改' }).click();
    await expect.poll(() => page.locator(`${SF} main`).first().innerText()).toContain('密码已重置');
    await page.locator(`${SF} [part=done]`).getByRole('link', { name: '去登录' }).click();
    await waitForPath(page, '/login');
    const login = page.locator(`${SF} form[aria-label="登录"]`);
    await login.getByLabel(lbl('邮箱')).fill(email);
    await login.getByLabel(lbl('密码')).fill('NewPass2026');
    await login.getByRole('button', { name: '登录' }).click();
    await waitForPath(page, '/home');
    await expect.poll(() => headerUser(page)).toContain('黄伟');
    await page.close();

    // The same link again: said at once (no form to fill in first), with a way to start again.
    const again = await visit(path);
    await expect.poll(() => again.locator(`${SF} main`).first().innerText()).toContain('此链接已使用或已过期');
    expect(await again.locator(`${SF} form[aria-label="重置密码"]`).count()).toBe(0);
    expect(await axe(again)).toEqual([]);
    await again.locator(`${SF} [part=invalid]`).getByRole('link', { name: '重新找回密码' }).click();
    await waitForPath(again, '/resetpassword');
    await again.close();
  });

  it('a link without a token explains itself', async () => {
    const page = await visit('/resetpwd');
    await expect.poll(() => page.locator(`${SF} main`).first().innerText()).toContain('此链接已使用或已过期');
    expect(await page.locator(`${SF} [part=invalid] a[href="/resetpassword"]`).count()).toBe(1);
    await page.close();
  });
});

// --- invitation -----------------------------------------------------------------------------------

describe('邀请 /invite', () => {
  it('admin invites through the API, the invitee opens the mailed link, activates and is logged in', async () => {
    const admin = await apiLogin(store, 'admin@demo.cn');
    const email = uniqueEmail('invitee');
    const res = await fetch(`${store.url}/api/Company/users/invitations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ Email: email, Name: '孙受邀', RoleName: '采购员' }),
    });
    expect(res.status).toBe(201);
    const path = linkPath(await latestMail(email), '/invite');

    const page = await visit(path);
    await expect
      .poll(() => page.locator(`${SF} main`).first().innerText())
      .toContain('张明 邀请您以「采购员」身份加入');
    const form = page.locator(`${SF} form[aria-label="接受邀请"]`);
    expect(await form.getByLabel(lbl('登录邮箱')).inputValue()).toBe(email);
    expect(await form.getByLabel(lbl('姓名')).inputValue()).toBe('孙受邀');
    expect(await axe(page)).toEqual([]);
    await form.getByRole('button', { name: '激活账号并登录' }).click();
    await expect.poll(() => form.innerText()).toContain('请输入密码');
    await form.getByLabel(lbl('手机号码')).fill('139');
    await form.getByLabel(lbl('密码')).fill('Invite2026ok');
    await form.getByLabel(lbl('确认密码')).fill('Invite2026ok');
    await form.getByRole('button', { name: '激活账号并登录' }).click();
    await expect.poll(() => form.innerText()).toContain('手机号码格式不正确');
    await form.getByLabel(lbl('手机号码')).fill('13911112222');
    await form.getByRole('button', { name: '激活账号并登录' }).click();
    await waitForPath(page, '/home');
    await expect.poll(() => headerUser(page)).toContain('孙受邀');
    await page.close();

    // The used link: a clear message and what to do.
    const again = await visit(path);
    await expect.poll(() => again.locator(`${SF} main`).first().innerText()).toContain('该邀请已被接受');
    expect(await again.locator(`${SF} main`).first().innerText()).toContain('联系企业管理员');
    expect(await axe(again)).toEqual([]);
    await again.close();
  });
});

// --- narrow screens ---------------------------------------------------------------------------------

describe('375 px', () => {
  it.each(['/login', '/register', '/resetpassword', '/resetpwd?token=x', '/invite?token=x'])(
    '%s fits the width and passes axe',
    async (path) => {
      const page = await visit(path, { width: 375, height: 740 });
      await expect.poll(() => page.locator(`${SF} main h1`).count()).toBeGreaterThan(0);
      // Wait for the screen (not the loading skeleton) before measuring.
      await expect
        .poll(() => page.locator(`${SF} main [part=form], ${SF} main [part=invalid]`).count())
        .toBeGreaterThan(0);
      expect(await fitsWidth(page)).toBe(true);
      expect(await axe(page)).toEqual([]);
      expect(currentPath(page)).toBe(path);
      await page.close();
    },
  );
});
