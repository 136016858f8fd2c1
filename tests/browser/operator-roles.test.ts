import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiLogin,
  axe,
  closeBrowser,
  deepText,
  loggedInContext,
  newContext,
  openPage,
  operatorContext,
  pieceProducts,
  type Storefront,
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
const nav = (page: TestPage) => page.locator(`${SF} [part=operator-nav]`);
const PASSWORD = 'Kq7#vLm2!pRz';

let store: Storefront;
let superCtx: BrowserContext;
let superToken = '';
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  store = await startStorefront();
  ({ context: superCtx, token: superToken } = await operatorContext(store));
  contexts.push(superCtx);
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await closeBrowser();
  await store?.close();
});

async function call(method: string, url: string, token: string, body?: unknown) {
  const res = await store.app.inject({
    method: method as 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `roles-${Math.random().toString(36).slice(2)}` },
    ...(body ? { payload: body as object } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

/** A new operator with these roles (made by the 超级管理员) and a console logged in as them, through its login form. */
async function operatorWith(roles: string[], tag: string): Promise<{ email: string; id: number; page: TestPage }> {
  const email = `${tag}-${Date.now().toString(36)}@ops.example.cn`;
  const created = await call('POST', '/api/Operator/operators', superToken, {
    Email: email,
    Name: `测试${tag}`,
    Password: PASSWORD,
    Roles: roles,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const context = await newContext();
  contexts.push(context);
  const page = await openPage('/operator/login', { context });
  await storefrontSettled(page);
  const form = main(page).locator('form[aria-label="运营登录"]');
  await form.getByLabel(lbl('邮箱')).fill(email);
  await form.getByLabel(lbl('密码')).fill(PASSWORD);
  await form.getByRole('button', { name: '登录' }).click();
  await waitForPath(page, /^\/operator\/(dashboard)?$/);
  await storefrontSettled(page);
  return { email, id: created.body.Id, page };
}

async function go(page: TestPage, label: string, path: string) {
  await nav(page).getByRole('link', { name: label }).click();
  await waitForPath(page, path);
  await storefrontSettled(page);
}

describe('operator roles in the console', () => {
  it('a 仓储 operator finds an order by its number and ships it in two parcels; the buyer sees both with links', async () => {
    const buyer = await apiLogin(store, 'buyer@demo.cn');
    // Two products sold by the piece with plenty of stock (from the end of the list: other files use the first).
    const picked = await pieceProducts(store, 2, 2);
    for (const id of picked)
      await call('POST', '/api/ShoppingCarts/items', buyer.token, { ProductId: id, Quantity: 1, Region: 1 });
    const order = (await call('POST', '/api/Orders', buyer.token, { Region: 1, InvoiceType: 0 })).body;
    expect(order.Items).toHaveLength(2);
    await call('POST', '/api/Payments', buyer.token, { OrderId: order.Id, Method: 'bank-transfer' });
    const paid = await call('POST', '/api/Operator/transfers/confirm', superToken, {
      RemittanceCode: order.RemittanceCode,
      Amount: order.TotalAmount,
      BankRef: `ROLES-${order.Id}`,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const [first, second] = order.Items as { Name: string }[];

    const { page } = await operatorWith(['Warehouse'], 'cangchu');
    // 订单管理: found by its number.
    await go(page, '订单管理', '/operator/orders');
    const filter = main(page).getByRole('search', { name: '筛选订单' });
    await filter.getByLabel('搜索').fill(order.OrderNo);
    await filter.getByRole('button', { name: '筛选' }).click();
    await expect
      .poll(() =>
        main(page)
          .getByRole('button', { name: `查看订单 ${order.OrderNo}` })
          .count(),
      )
      .toBe(1);
    expect(await axe(page)).toEqual([]);

    // 发货管理: the first line in a 顺丰 parcel, then the rest with 京东物流.
    await go(page, '发货管理', '/operator/fulfilment');
    const search = main(page).getByRole('search', { name: '搜索订单' });
    await search.getByLabel('关键词').fill(order.OrderNo);
    await search.getByRole('button', { name: '搜索' }).click();
    const shipButton = main(page).getByRole('button', { name: `发货：订单 ${order.OrderNo}` });
    await shipButton.click();
    const ship = page.locator(`${SF} dialog[open]`);
    await ship.waitFor();
    await ship.getByLabel(lbl('承运商')).fill('顺丰速运');
    await ship.getByLabel(lbl('运单号')).fill('SF7770000001');
    await ship.getByLabel(lbl(`本次发货数量：${second!.Name}`)).fill('0');
    await ship.getByRole('button', { name: '确认发货' }).click();
    await expect.poll(() => toasts(page)).toContain(`订单 ${order.OrderNo} 已部分发货`);
    await shipButton.click();
    await ship.waitFor();
    await ship.getByLabel(lbl('承运商')).fill('京东物流');
    await ship.getByLabel(lbl('运单号')).fill('JD7770000002');
    await ship.getByRole('button', { name: '确认发货' }).click();
    await expect.poll(() => toasts(page)).toContain(`订单 ${order.OrderNo} 已全部发货`);

    // The buyer: two parcels, each with its line and a link to the carrier's own tracking page.
    const buyerCtx = await loggedInContext(buyer);
    contexts.push(buyerCtx);
    const detail = await openPage(`/order/detail?id=${order.Id}`, { context: buyerCtx });
    await storefrontSettled(detail);
    const parcels = main(detail).getByRole('list', { name: '包裹' });
    await expect.poll(() => parcels.innerText()).toContain('包裹 2：京东物流');
    const text = await parcels.innerText();
    expect(text).toContain('包裹 1：顺丰速运');
    expect(text).toContain(`${first!.Name} ×1`);
    expect(text).toContain(`${second!.Name} ×1`);
    for (const no of ['SF7770000001', 'JD7770000002']) {
      const link = parcels.getByRole('link', { name: `查看物流 ${no}` });
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it('a 财务 operator sees no product screens, in the navigation or at their address', async () => {
    const { page } = await operatorWith(['Finance'], 'caiwu');
    const links = await nav(page).getByRole('link').allInnerTexts();
    expect(links).toContain('收款与退款');
    expect(links).toContain('发票管理');
    for (const hidden of ['商品管理', '品牌管理', '横幅管理', '发货管理', '运营账号'])
      expect(links).not.toContain(hidden);
    await page.goto(`${store.url}/operator/products`);
    await storefrontSettled(page);
    await expect.poll(() => mainText(page)).toContain('无权访问');
    expect(await main(page).getByRole('table').count()).toBe(0);
    expect(await axe(page)).toEqual([]);
  });

  it('the 超级管理员 disables an operator, whose open console is refused at its next action', async () => {
    const victim = await operatorWith(['Service'], 'kefu');
    await go(victim.page, '企业审核', '/operator/companies');

    const admin = await openPage('/operator/operators', { context: superCtx });
    await storefrontSettled(admin);
    await main(admin)
      .getByRole('button', { name: `停用 ${victim.email}` })
      .click();
    const confirm = admin.locator(`${SF} dialog[open]`);
    await confirm.getByRole('button', { name: '停用' }).click();
    await expect.poll(() => toasts(admin)).toContain(`${victim.email} 已停用`);
    await expect.poll(() => main(admin).locator('tr', { hasText: victim.email }).innerText()).toContain('已停用');
    await admin.close();

    // The next thing the disabled operator does is refused: the console sends them to its login.
    await nav(victim.page).getByRole('link', { name: '询价管理' }).click();
    await waitForPath(victim.page, /^\/operator\/login/);
    await storefrontSettled(victim.page);
    const form = main(victim.page).locator('form[aria-label="运营登录"]');
    await form.getByLabel(lbl('邮箱')).fill(victim.email);
    await form.getByLabel(lbl('密码')).fill(PASSWORD);
    await form.getByRole('button', { name: '登录' }).click();
    await expect.poll(() => form.innerText()).toMatch(/停用|邮箱或密码错误/);
  });

  it("a banner's heading, subtitle and button edited in the console show on /home at once", async () => {
    const page = await openPage('/operator/banners', { context: superCtx });
    await storefrontSettled(page);
    await main(page)
      .getByRole('button', { name: /^编辑：/ })
      .first()
      .click();
    const dialog = page.locator(`${SF} dialog[open]`);
    await dialog.waitFor();
    const title = `年末采购季 ${Date.now().toString(36)}`;
    await dialog.getByLabel(lbl('标题')).fill(title);
    await dialog.getByLabel(lbl('副标题')).fill('服务器与存储设备限时特价');
    await dialog.getByLabel(lbl('按钮文字（留空则不显示按钮）')).fill('马上抢购');
    // A link that is no page of the storefront is refused by its field, in words an operator can act on.
    const link = dialog.getByLabel(lbl('链接'));
    await link.fill('/mall');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => dialog.innerText()).toContain('“/mall”不是店铺中的页面');
    expect(await link.getAttribute('aria-invalid')).toBe('true');
    expect(await axe(page)).toEqual([]);
    await link.fill('/vnetzone/online');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => toasts(page)).toContain(`已保存横幅「${title}」`);

    const visitor = await newContext();
    contexts.push(visitor);
    const home = await openPage('/home', { context: visitor });
    await storefrontSettled(home);
    const slide = home.locator(`${SF} [part="banner"]`).first();
    await expect.poll(() => slide.getByRole('heading').innerText()).toBe(title);
    expect(await slide.innerText()).toContain('服务器与存储设备限时特价');
    expect(await slide.innerText()).toContain('马上抢购');
    expect(await slide.getAttribute('href')).toBe('/vnetzone/online');
  });
});
