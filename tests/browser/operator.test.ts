/**
 * The operator (运营) console in a real Chromium against the real server: its own login apart from
 * company accounts (a 图形验证码 after 3 failed attempts), company review end to end (operator rejects with a
 * reason → the company's reminder shows it → the admin resubmits → operator approves → the reminder is gone),
 * matching a bank transfer by hand
 * (the buyer's order becomes paid), the dashboard and the audit log, axe on every console route and dialog,
 * and the standalone <b2b-operator> widget.
 */
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_TEXT } from '../server/helpers/accounts.js';
import { licensePng } from './evidence-fixture.js';
import {
  apiLogin,
  axe,
  closeBrowser,
  currentPath,
  deepText,
  launchBrowser,
  loggedInContext,
  newContext,
  openPage,
  type SessionSeed,
  type Storefront,
  serveHtml,
  startStorefront,
  storefrontSettled,
  type TestPage,
  waitForPath,
} from './helpers.js';

const SF = 'b2b-storefront';
const lbl = (text: string) => new RegExp(`^\\*?\\s*${text}$`);
const main = (page: TestPage) => page.locator(`${SF} main`).first();
const mainText = (page: TestPage) => main(page).innerText();
const toasts = (page: TestPage) => deepText(page, 'b2b-toasts');
const reminder = (page: TestPage) => page.locator(`${SF} [part=reminder]`);

let store: Storefront;
let pending: SessionSeed;
let pendingCtx: BrowserContext;
let opsCtx: BrowserContext;

beforeAll(async () => {
  store = await startStorefront();
  pending = await apiLogin(store, 'pending@demo.cn');
  pendingCtx = await loggedInContext(pending);
  opsCtx = await newContext();
});
afterAll(async () => {
  await pendingCtx?.close();
  await opsCtx?.close();
  await closeBrowser();
  await store?.close();
});

async function visit(path: string, context: BrowserContext): Promise<TestPage> {
  const page = await openPage(path, { context });
  await storefrontSettled(page);
  return page;
}

/** A company user's API call (orders, payments) straight to the server. */
async function call(method: string, url: string, token: string, body?: unknown) {
  const res = await store.app.inject({
    method: method as 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `op-${Math.random().toString(36).slice(2)}` },
    ...(body ? { payload: body as object } : {}),
  });
  return res.json();
}

describe('operator console', () => {
  it('sends a visitor (even a logged-in company user) to the console login; logs the operator in', async () => {
    const company = await openPage('/operator/companies', { context: pendingCtx });
    await waitForPath(company, '/operator/login?redirect=%2Foperator%2Fcompanies');
    await company.close();

    const page = await openPage('/operator/companies', { context: opsCtx });
    await waitForPath(page, '/operator/login?redirect=%2Foperator%2Fcompanies');
    await storefrontSettled(page);
    const form = main(page).locator('form[aria-label="运营登录"]');
    await form.waitFor();
    expect(await axe(page)).toEqual([]);
    // A company account does not open the console.
    await form.getByLabel(lbl('邮箱')).fill('admin@demo.cn');
    await form.getByLabel(lbl('密码')).fill('Demo@123456');
    await form.getByRole('button', { name: '登录' }).click();
    await expect.poll(() => form.innerText()).toContain('邮箱或密码错误');
    await form.getByLabel(lbl('邮箱')).fill('ops@demo.cn');
    await form.getByRole('button', { name: '登录' }).click();
    await waitForPath(page, '/operator/companies');
    await expect.poll(() => page.locator(`${SF} [part=operator-header]`).innerText()).toContain('平台运营');
    await page.close();
  });

  it('company review: reject with a reason → the company sees it → resubmits → approve → reminder gone', async () => {
    const before = await visit('/home', pendingCtx);
    await expect.poll(() => reminder(before).innerText()).toContain('正在审核中');
    await before.close();

    const ops = await visit('/operator/companies', opsCtx);
    await expect.poll(() => mainText(ops)).toContain('北京启航科技有限公司');
    expect(await axe(ops)).toEqual([]);
    await main(ops).getByRole('button', { name: '审核：北京启航科技有限公司' }).click();
    const dialog = ops.locator(`${SF} dialog[open]`);
    await expect.poll(() => dialog.innerText()).toContain('91110108MA01DEM00X');
    expect(await dialog.innerText()).toContain('pending@demo.cn');
    expect(await axe(ops)).toEqual([]);
    await dialog.getByRole('button', { name: '驳回' }).click();
    await dialog.getByRole('button', { name: '确认驳回' }).click();
    await expect.poll(() => dialog.innerText()).toContain('请填写驳回原因');
    await dialog.getByLabel(lbl('驳回原因')).fill('营业执照照片不清晰，请重新上传');
    await dialog.getByRole('button', { name: '确认驳回' }).click();
    await expect.poll(() => toasts(ops)).toContain('已驳回「北京启航科技有限公司」的认证');
    await expect.poll(() => mainText(ops)).toContain('没有待审核的企业');

    // The company's admin sees the reason in the reminder and on the information page, and resubmits.
    const company = await visit('/enterprise/info', pendingCtx);
    await expect.poll(() => reminder(company).innerText()).toContain('营业执照照片不清晰，请重新上传');
    await expect.poll(() => mainText(company)).toContain('企业认证未通过');
    expect(await axe(company)).toEqual([]);
    await main(company).getByRole('button', { name: '编辑信息' }).click();
    const form = main(company).locator('form[aria-label="编辑企业信息"]');
    await form.getByLabel(lbl('注册地址')).fill('北京市海淀区中关村大街 27 号 1102 室');
    // No licence on file: the resubmission needs one (the picture the operator asked for).
    await form.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => form.innerText()).toContain('请上传营业执照图片');
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: await licensePng() });
    await form.getByRole('img', { name: '营业执照预览' }).waitFor();
    await form.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => mainText(company)).toContain('企业信息审核中');
    await expect.poll(() => reminder(company).innerText()).toContain('正在审核中');

    await ops.reload();
    await storefrontSettled(ops);
    await expect.poll(() => mainText(ops)).toContain('北京启航科技有限公司');
    await main(ops).getByRole('button', { name: '审核：北京启航科技有限公司' }).click();
    await expect.poll(() => dialog.innerText()).toContain('1102 室');
    await dialog.getByRole('button', { name: '审核通过' }).click();
    await expect.poll(() => toasts(ops)).toContain('已通过「北京启航科技有限公司」的认证');

    await company.reload();
    await storefrontSettled(company);
    await expect.poll(() => mainText(company)).toContain('已认证');
    expect(await reminder(company).count()).toBe(0);
    await company.close();

    // Both decisions are in the audit log, with the operator and what changed.
    await ops.goto(`${store.url}/operator/audit`);
    await storefrontSettled(ops);
    await expect.poll(() => mainText(ops)).toContain('企业审核通过');
    expect(await mainText(ops)).toContain('企业审核驳回');
    expect(await mainText(ops)).toContain('StatusEnum: 20 → 40');
    expect(await axe(ops)).toEqual([]);
    await ops.close();
  });

  it('matches a bank transfer by hand (wrong amount refused), ships the order, the buyer confirms receipt', async () => {
    const buyer = await apiLogin(store, 'buyer@demo.cn');
    await call('POST', '/api/ShoppingCarts/items', buyer.token, { ProductId: 66, Quantity: 1, Region: 1 });
    const order = await call('POST', '/api/Orders', buyer.token, { Region: 1, InvoiceType: 0 });
    expect(order.RemittanceCode).toBeTruthy();
    await call('POST', '/api/Payments', buyer.token, { OrderId: order.Id, Method: 'bank-transfer' });

    const page = await visit('/operator/dashboard', opsCtx);
    await expect.poll(() => mainText(page)).toContain('待确认转账');
    expect(await axe(page)).toEqual([]);
    await main(page).getByRole('link', { name: '去处理：待确认转账' }).click();
    await waitForPath(page, '/operator/payments');
    await storefrontSettled(page);
    await expect.poll(() => mainText(page)).toContain(order.OrderNo);
    expect(await axe(page)).toEqual([]);
    await main(page)
      .getByRole('button', { name: `确认到账：订单 ${order.OrderNo}` })
      .click();
    const dialog = page.locator(`${SF} dialog[open]`);
    await dialog.waitFor();
    expect(await axe(page)).toEqual([]);
    await dialog.getByLabel(lbl('到账金额（元）')).fill('0.01');
    await dialog.getByLabel(lbl('银行流水号')).fill('ICBC-20261122-0001');
    await dialog.getByRole('button', { name: '确认到账' }).click();
    await expect.poll(() => toasts(page)).toContain('到账金额与订单金额不符');
    await dialog.getByLabel(lbl('到账金额（元）')).fill(order.TotalAmount);
    await dialog.getByRole('button', { name: '确认到账' }).click();
    await expect.poll(() => toasts(page)).toContain(`订单 ${order.OrderNo} 已确认到账`);
    await expect.poll(() => mainText(page)).not.toContain(order.OrderNo);
    const paid = await store.app.inject({
      method: 'GET',
      url: `/api/Orders/${order.Id}`,
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(paid.json().Status).toBe(30);

    // Fulfilment: the operator ships it; the buyer sees the parcel in the order and confirms receipt.
    await page.goto(`${store.url}/operator/fulfilment`);
    await storefrontSettled(page);
    await expect.poll(() => mainText(page)).toContain(order.OrderNo);
    expect(await axe(page)).toEqual([]);
    await main(page)
      .getByRole('button', { name: `发货：订单 ${order.OrderNo}` })
      .click();
    const ship = page.locator(`${SF} dialog[open]`);
    await ship.waitFor();
    expect(await axe(page)).toEqual([]);
    await ship.getByLabel(lbl('承运商')).fill('顺丰速运');
    await ship.getByLabel(lbl('运单号')).fill('SF1234567890');
    await ship.getByRole('button', { name: '确认发货' }).click();
    await expect.poll(() => toasts(page)).toContain(`订单 ${order.OrderNo} 已全部发货`);
    await page.close();

    const buyerCtx = await loggedInContext(buyer);
    const detail = await visit(`/order/detail?id=${order.Id}`, buyerCtx);
    await expect.poll(() => mainText(detail)).toContain('已发货：顺丰速运 SF1234567890');
    expect(await axe(detail)).toEqual([]);
    await main(detail).getByRole('button', { name: '确认收货' }).click();
    await detail.locator(`${SF} dialog[open]`).getByRole('button', { name: '确认收货' }).click();
    await expect.poll(() => toasts(detail)).toContain('已确认收货，订单已完成');
    await expect.poll(() => mainText(detail)).toContain('已完成');
    expect(await mainText(detail)).toContain('采购人已确认收货');
    await buyerCtx.close();
  });

  it('the <b2b-operator> widget logs the operator in and switches sections in place', async () => {
    const browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
    const page = (await context.newPage()) as TestPage;
    await serveHtml(
      page,
      '/operator-host.html',
      '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>运营</title><script type="module" src="/elements/loader.js"></script></head><body><main><b2b-operator section="audit"></b2b-operator></main></body></html>',
    );
    await page.goto(`${store.url}/operator-host.html`);
    const widget = page.locator('b2b-operator');
    const form = widget.locator('form[aria-label="运营登录"]');
    await form.waitFor();
    await form.getByLabel(lbl('邮箱')).fill('ops@demo.cn');
    await form.getByLabel(lbl('密码')).fill('Demo@123456');
    await form.getByRole('button', { name: '登录' }).click();
    await expect.poll(() => widget.locator('[part=section]').getAttribute('data-section')).toBe('audit');
    await expect.poll(() => widget.locator('[part=section]').innerText()).toContain('操作日志');
    await widget.getByRole('link', { name: '工作台' }).click();
    await expect.poll(() => widget.locator('[part=section]').innerText()).toContain('今日订单');
    expect(new URL(page.url()).pathname).toBe('/operator-host.html');
    expect(await axe(page)).toEqual([]);
    expect(currentPath(page)).toBe('/operator-host.html');
    await context.close();
  });
  it('asks for the 图形验证码 after 3 wrong passwords, a new image after a wrong one, and logs in with it', async () => {
    const context = await newContext();
    const page = await visit('/operator/login', context);
    const form = main(page).locator('form[aria-label="运营登录"]');
    await form.getByLabel(lbl('邮箱')).fill('ops@demo.cn');
    for (let i = 1; i <= 3; i++) {
      await form.getByLabel(lbl('密码')).fill(`Wrong${i}pass`);
      await form.getByRole('button', { name: '登录' }).click();
      await expect.poll(() => form.innerText()).toContain('邮箱或密码错误');
      if (i < 3) expect(await form.getByLabel(lbl('图形验证码')).count()).toBe(0);
    }
    // The third failure: the field and its image appear; the e-mail is kept.
    await form.getByLabel(lbl('图形验证码')).waitFor();
    await form.locator('[part=captcha] img').waitFor();
    expect(await form.innerText()).toContain('为了账号安全，请输入图形验证码');
    expect(await form.getByLabel(lbl('邮箱')).inputValue()).toBe('ops@demo.cn');
    expect(await axe(page)).toEqual([]);

    // Not sent without it.
    const captchas = () => page.requestLog.filter((u) => u.includes('/api/Users/GenerateCaptcha')).length;
    const logins = () => page.requestLog.filter((u) => u.includes('/api/Operator/login')).length;
    const sent = logins();
    await form.getByLabel(lbl('密码')).fill('Demo@123456');
    await form.getByRole('button', { name: '登录' }).click();
    await expect.poll(() => form.innerText()).toContain('请输入图形验证码');
    expect(logins()).toBe(sent);

    // A wrong one is named under the field, and the image is replaced (a captcha is used once).
    const images = captchas();
    await form.getByLabel(lbl('图形验证码')).fill('WXYZ');
    await form.getByRole('button', { name: '登录' }).click();
    await expect.poll(() => form.innerText()).toContain('图形验证码错误或已过期');
    await expect.poll(captchas).toBe(images + 1);
    expect(await form.getByLabel(lbl('图形验证码')).inputValue()).toBe('');

    await form.getByLabel(lbl('图形验证码')).fill(CAPTCHA_TEXT);
    await form.getByRole('button', { name: '登录' }).click();
    await waitForPath(page, '/operator/dashboard');
    await expect.poll(() => page.locator(`${SF} [part=operator-header]`).innerText()).toContain('平台运营');
    await context.close();
  });
});
