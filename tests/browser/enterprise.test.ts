/**
 * The enterprise area in a real Chromium against the real server, as admin@demo.cn and as
 * buyer@demo.cn: every route renders and passes axe, writes are really stored (checked after a reload),
 * the invitation round trip into /invite, 集中开票 over two paid orders, refusals shown in the page and
 * refused by the server, the CSV export with a UTF-8 BOM, the standalone <b2b-enterprise> and 375 px.
 */
import { readFile } from 'node:fs/promises';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiLogin,
  axe,
  closeBrowser,
  currentPath,
  deepText,
  holdRequests,
  loggedInContext,
  openPage,
  type SessionSeed,
  type Storefront,
  serveHtml,
  startStorefront,
  storefrontSettled,
  type TestPage,
} from './helpers.js';

const SF = 'b2b-storefront';
const lbl = (text: string) => new RegExp(`^\\*?\\s*${text}$`);

let store: Storefront;
let admin: SessionSeed;
let buyer: SessionSeed;
let adminCtx: BrowserContext;
let buyerCtx: BrowserContext;

beforeAll(async () => {
  store = await startStorefront();
  admin = await apiLogin(store, 'admin@demo.cn');
  buyer = await apiLogin(store, 'buyer@demo.cn');
  adminCtx = await loggedInContext(admin);
  buyerCtx = await loggedInContext(buyer);
});
afterAll(async () => {
  await adminCtx?.close();
  await buyerCtx?.close();
  await closeBrowser();
  await store?.close();
});

async function visit(path: string, context: BrowserContext): Promise<TestPage> {
  const page = await openPage(path, { context, waitUntil: 'load' });
  await storefrontSettled(page);
  return page;
}
const main = (page: TestPage) => page.locator(`${SF} main`).first();
const mainText = (page: TestPage) => main(page).innerText();
async function reload(page: TestPage) {
  await page.reload({ waitUntil: 'load' });
  await storefrontSettled(page);
}
async function call(method: string, url: string, token: string, body?: unknown) {
  const res = await fetch(`${store.url}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res;
}

const ROUTES: [string, string][] = [
  ['/enterprise/info', '企业信息'],
  ['/enterprise/orders', '企业订单'],
  ['/enterprise/customers', '企业客户'],
  ['/enterprise/users', '企业用户'],
  ['/enterprise/invoice/history', '开票历史'],
  ['/enterprise/invoice/title', '发票抬头'],
  ['/enterprise/invoice/address', '收票地址'],
  ['/enterprise/invoice/detail?id=1', '发票详情'],
];

describe('admin@demo.cn', () => {
  it.each(ROUTES)('%s renders with data and passes axe', async (path, heading) => {
    const page = await visit(path, adminCtx);
    await expect.poll(() => main(page).locator('h1').first().innerText()).toContain(heading);
    await expect.poll(() => main(page).locator('[aria-busy="true"]').count()).toBe(0);
    const text = await mainText(page);
    expect(text).not.toContain('加载失败');
    expect(text).not.toContain('仅限企业管理员');
    expect(await axe(page)).toEqual([]);
    expect(page.consoleErrors.filter((e) => !/favicon/.test(e))).toEqual([]);
    await page.close();
  });

  it('/enterprise goes to /enterprise/info; logged-out visitors go to /login and back', async () => {
    const page = await visit('/enterprise', adminCtx);
    await expect.poll(() => currentPath(page)).toBe('/enterprise/info');
    await page.close();
    const anon = await openPage('/enterprise/orders', { waitUntil: 'load' });
    await expect.poll(() => currentPath(anon)).toMatch(/^\/login\?redirect=%2Fenterprise%2Forders/);
    await anon.context().close();
  });

  it('edits the company information (stored; a verified company keeping its name and code stays 已认证)', async () => {
    const page = await visit('/enterprise/info', adminCtx);
    await main(page).getByRole('button', { name: '编辑信息' }).click();
    const form = main(page).locator('form[aria-label="编辑企业信息"]');
    await form.getByLabel(lbl('统一社会信用代码')).fill('91350100M000100Y44');
    await form.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => form.innerText()).toContain('统一社会信用代码校验位不正确');
    // Back to its own code: a new name or code would send the company to the operators' review again.
    await form.getByLabel(lbl('统一社会信用代码')).fill('91310115MA1K4EXK0F');
    await form.getByLabel(lbl('联系人')).fill('王企业管理');
    await form.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => mainText(page)).toContain('王企业管理');
    await reload(page);
    await expect.poll(() => mainText(page)).toContain('王企业管理');
    expect(await mainText(page)).toContain('已认证');
    expect(await mainText(page)).not.toContain('企业信息待完善');
    await page.close();
  });

  it('creates, edits and deletes a customer (checked after reload)', async () => {
    const page = await visit('/enterprise/customers', adminCtx);
    await main(page).getByRole('button', { name: '新增客户' }).first().click();
    const dialog = page.locator(`${SF} dialog[open]`);
    const form = dialog.locator('form');
    await form.getByLabel(lbl('客户名称')).fill('');
    await form.getByLabel(lbl('手机号')).fill('1234');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => form.innerText()).toContain('请输入客户名称');
    expect(await form.innerText()).toContain('请输入正确的手机号码');
    await form.getByLabel(lbl('客户名称')).fill('测试客户甲有限公司');
    await form.getByLabel(lbl('手机号')).fill('13800001111');
    await form.getByLabel(lbl('联系人')).fill('钱客户');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => mainText(page)).toContain('测试客户甲有限公司');
    await reload(page);
    await expect.poll(() => mainText(page)).toContain('测试客户甲有限公司');

    await main(page).getByRole('button', { name: '编辑 测试客户甲有限公司' }).click();
    await page.locator(`${SF} dialog[open] form`).getByLabel(lbl('客户名称')).fill('测试客户乙有限公司');
    await page.locator(`${SF} dialog[open]`).getByRole('button', { name: '保存' }).click();
    await expect.poll(() => mainText(page)).toContain('测试客户乙有限公司');
    await reload(page);
    await expect.poll(() => mainText(page)).toContain('测试客户乙有限公司');
    expect(await mainText(page)).not.toContain('测试客户甲有限公司');

    await main(page).getByRole('button', { name: '删除 测试客户乙有限公司' }).click();
    await page.locator(`${SF} dialog[open]`).getByRole('button', { name: '删除' }).click();
    await expect.poll(() => mainText(page)).not.toContain('测试客户乙有限公司');
    await reload(page);
    await expect.poll(() => main(page).locator('[aria-busy="true"]').count()).toBe(0);
    expect(await mainText(page)).not.toContain('测试客户乙有限公司');
    await page.close();
  });

  it('keeps the input and marks the field when the server refuses a form', async () => {
    const page = await visit('/enterprise/customers', adminCtx);
    await page.route(/\/api\/Company\/customers$/, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ Error: '客户名称已存在', Field: 'Name' }),
          })
        : route.fallback(),
    );
    await main(page).getByRole('button', { name: '新增客户' }).first().click();
    const dialog = page.locator(`${SF} dialog[open]`);
    await dialog.getByLabel(lbl('客户名称')).fill('重复的客户名称');
    await dialog.getByLabel(lbl('联系人')).fill('孙联系');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => dialog.locator('form').innerText()).toContain('客户名称已存在');
    expect(await dialog.getByLabel(lbl('客户名称')).inputValue()).toBe('重复的客户名称');
    expect(await dialog.getByLabel(lbl('联系人')).inputValue()).toBe('孙联系');
    expect(await dialog.getByLabel(lbl('客户名称')).getAttribute('aria-invalid')).toBe('true');
    // The invalid field's frame turns the error colour (--b2b-error #ff6d4d; a 0.15 s transition), the valid one's
    // does not (it is the border colour, or the accent when focused or under the pointer).
    const frame = (label: string) =>
      dialog.getByLabel(lbl(label)).evaluate((input) => getComputedStyle(input.parentElement!).borderTopColor);
    await expect.poll(() => frame('客户名称')).toBe('rgb(255, 109, 77)');
    expect(['rgb(217, 217, 217)', 'rgb(17, 75, 237)']).toContain(await frame('联系人'));
    await page.close();
  });

  it('adds an invoice title and an address (checked after reload)', async () => {
    const page = await visit('/enterprise/invoice/title', adminCtx);
    await main(page).getByRole('button', { name: '新增抬头' }).first().click();
    let dialog = page.locator(`${SF} dialog[open]`);
    await dialog.getByText('增值税专用发票').click();
    await dialog.getByLabel(lbl('抬头名称')).fill('厦门测试抬头有限公司');
    await dialog.getByLabel(lbl('纳税人识别号')).fill('91350100M000100Y43');
    // A new title starts from the company's registered address; emptied, it is required.
    const address = dialog.getByLabel(lbl('注册地址'));
    expect(await address.inputValue()).not.toBe('');
    await address.fill('');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => dialog.innerText()).toContain('请输入注册地址');
    await dialog.getByLabel(lbl('注册地址')).fill('厦门市思明区软件园 1 号');
    await dialog.getByLabel(lbl('注册电话')).fill('0592-1234567');
    await dialog.getByLabel(lbl('开户银行')).fill('中国银行厦门分行');
    await dialog.getByLabel(lbl('银行账号')).fill('6217000000000000');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => mainText(page)).toContain('厦门测试抬头有限公司');
    await reload(page);
    await expect.poll(() => mainText(page)).toContain('厦门测试抬头有限公司');
    await page.close();

    const addr = await visit('/enterprise/invoice/address', adminCtx);
    await main(addr).getByRole('button', { name: '新增地址' }).first().click();
    dialog = addr.locator(`${SF} dialog[open]`);
    await dialog.getByLabel(lbl('收票人')).fill('周收票');
    await dialog.getByLabel(lbl('手机号码')).fill('13912345678');
    await dialog.getByLabel(lbl('省份')).selectOption('广东省');
    await dialog.getByLabel(lbl('城市')).selectOption('深圳市');
    await dialog.getByLabel(lbl('区县')).selectOption('南山区');
    await dialog.getByLabel(lbl('详细地址')).fill('科技园南区 8 栋 1201');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => mainText(addr)).toContain('周收票');
    await reload(addr);
    await expect.poll(() => mainText(addr)).toContain('广东省 深圳市 南山区 科技园南区 8 栋 1201');
    await addr.close();
  });

  it('invites a user; the mailed link opens /invite', async () => {
    const email = `ent-invite-${Date.now().toString(36)}@example.cn`;
    const page = await visit('/enterprise/users', adminCtx);
    await main(page).getByRole('button', { name: '邀请用户' }).first().click();
    const dialog = page.locator(`${SF} dialog[open]`);
    await dialog.getByLabel(lbl('邮箱')).fill(email);
    await dialog.getByLabel(lbl('姓名')).fill('吴新人');
    await dialog.getByRole('button', { name: '发送邀请' }).click();
    await expect.poll(() => mainText(page)).toContain(email);
    expect(await mainText(page)).toContain('邀请中');
    const mails = (await (await fetch(`${store.url}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
      To: string;
      Text: string;
    }[];
    const link = /\/invite\?token=[^\s"<]+/.exec(mails.find((m) => m.To === email)?.Text ?? '')?.[0];
    expect(link).toBeTruthy();
    const invite = await openPage(link!, { waitUntil: 'load' });
    await storefrontSettled(invite);
    await expect.poll(() => mainText(invite)).toContain('邀请您以「采购员」身份加入');
    await invite.context().close();
    await page.close();
  });

  it('the only admin cannot demote or disable themselves; the server refuses with 409', async () => {
    const page = await visit('/enterprise/users', adminCtx);
    await expect.poll(() => mainText(page)).toContain('唯一的管理员');
    const me = (admin.user as { Id: number }).Id;
    const res = await call('PUT', `/api/Company/users/${me}/state`, admin.token, { Enabled: false });
    expect(res.status).toBe(409);
    await page.close();
  });

  it('on a slow network the users list arrives without moving the search above it (the only-admin note is under the list)', async () => {
    const page = await adminCtx.newPage();
    const release = await holdRequests(page, /\/api\/Company\/users/);
    await page.goto(new URL('/enterprise/users', store.url).href);
    const search = page.locator(`${SF} main [role="search"]`);
    await search.waitFor({ timeout: 30_000 });
    const top = () => search.evaluate((el) => el.getBoundingClientRect().top);
    const before = await top();
    release();
    await expect.poll(() => mainText(page as TestPage)).toContain('唯一的管理员');
    expect(await top()).toBe(before);
    await page.close();
  });

  it('requests one invoice over two paid orders (集中开票) and shows its detail', async () => {
    const invoiceable = (await (await call('GET', '/api/Invoices/invoiceable-orders', admin.token)).json()) as {
      Id: number;
      OrderNo: string;
      InvoiceType: number;
    }[];
    // One request covers one invoice type (普票 and 专票 orders apart; 不开发票 ones join either).
    const fits = (a: { InvoiceType: number }, b: { InvoiceType: number }) =>
      a.InvoiceType === 0 || b.InvoiceType === 0 || a.InvoiceType === b.InvoiceType;
    const first = invoiceable.find((a) => invoiceable.some((b) => b !== a && fits(a, b)));
    const before = first ? [first, invoiceable.find((b) => b !== first && fits(first, b))!] : [];
    expect(before.length).toBe(2);
    const page = await visit('/enterprise/invoice/history', adminCtx);
    await main(page).getByRole('button', { name: '申请开票' }).first().click();
    const dialog = page.locator(`${SF} dialog[open]`);
    await dialog.getByRole('checkbox', { name: before[0]!.OrderNo }).check();
    await dialog.getByRole('checkbox', { name: before[1]!.OrderNo }).check();
    await expect.poll(() => dialog.innerText()).toContain('已选 2 个订单');
    await dialog.getByRole('button', { name: '提交申请' }).click();
    await expect.poll(() => currentPath(page)).toMatch(/^\/enterprise\/invoice\/detail\?id=\d+$/);
    await storefrontSettled(page);
    await expect.poll(() => mainText(page)).toContain(before[0]!.OrderNo);
    expect(await mainText(page)).toContain(before[1]!.OrderNo);
    expect(await mainText(page)).toContain('申请中');
    const after = (await (await call('GET', '/api/Invoices/invoiceable-orders', admin.token)).json()) as {
      Id: number;
    }[];
    expect(after.map((o) => o.Id)).not.toContain(before[0]!.Id);
    await page.close();
  });

  it('filters orders through the URL and exports the filtered list as CSV with a BOM', async () => {
    const page = await visit('/enterprise/orders?status=30', adminCtx);
    await expect.poll(() => main(page).locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await main(page).locator('tbody').innerText()).not.toContain('待支付');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main(page).getByRole('button', { name: '导出 CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^订单-\d{8}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain('已支付');
    await main(page).getByLabel('关键词').fill('不存在的订单号XYZ');
    await main(page).getByRole('button', { name: '查询' }).click();
    await expect.poll(() => currentPath(page)).toContain('keyword=');
    await expect.poll(() => mainText(page)).toContain('没有符合条件的订单');
    await page.close();
  });
});

describe('buyer@demo.cn', () => {
  it.each(ROUTES.filter(([p]) => !/users|title|address|detail/.test(p)))(
    '%s renders for a buyer',
    async (path, heading) => {
      const page = await visit(path, buyerCtx);
      await expect.poll(() => main(page).locator('h1').first().innerText()).toContain(heading);
      await expect.poll(() => main(page).locator('[aria-busy="true"]').count()).toBe(0);
      expect(await mainText(page)).not.toContain('加载失败');
      expect(await axe(page)).toEqual([]);
      await page.close();
    },
  );

  it.each(['/enterprise/users', '/enterprise/invoice/title', '/enterprise/invoice/address'])(
    '%s is refused in the page',
    async (path) => {
      const page = await visit(path, buyerCtx);
      await expect.poll(() => mainText(page)).toContain('该页面仅限企业管理员访问');
      expect(await axe(page)).toEqual([]);
      await page.close();
    },
  );

  it('sees no edit actions and the server refuses admin calls with 403', async () => {
    const page = await visit('/enterprise/customers', buyerCtx);
    await expect.poll(() => mainText(page)).toContain('仅企业管理员可新增');
    expect(await main(page).getByRole('button', { name: '新增客户' }).count()).toBe(0);
    await page.close();
    const info = await visit('/enterprise/info', buyerCtx);
    await expect.poll(() => mainText(info)).toContain('仅企业管理员可修改');
    expect(await main(info).getByRole('button', { name: '编辑信息' }).count()).toBe(0);
    await info.close();

    const t = buyer.token;
    expect((await call('GET', '/api/Company/users', t)).status).toBe(403);
    expect(
      (
        await call('POST', '/api/Company/users/invitations', t, {
          Email: 'x@example.cn',
          Name: 'x',
          RoleName: '采购员',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call('PUT', '/api/Company/info', t, {
          Name: '改名',
          CreditCode: '',
          RegisteredAddress: '',
          ContactName: '',
          ContactPhone: '',
        })
      ).status,
    ).toBe(403);
    expect((await call('POST', '/api/Company/customers', t, { Name: '买家新增' })).status).toBe(403);
    expect(
      (await call('POST', '/api/Invoices/titles', t, { Type: 1, Name: 'x', TaxNumber: '91350100M000100Y43' })).status,
    ).toBe(403);
    expect(
      (
        await call('POST', '/api/Invoices/addresses', t, {
          Recipient: 'x',
          Mobile: '13800001111',
          Province: 'a',
          City: 'b',
          District: 'c',
          Detail: 'd',
        })
      ).status,
    ).toBe(403);
  });

  it('sees only their own orders', async () => {
    const page = await visit('/enterprise/orders', buyerCtx);
    await expect.poll(() => main(page).locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await mainText(page)).toContain('您可以查看自己下的订单');
    expect(await main(page).getByLabel('采购人').count()).toBe(0);
    await page.close();
  });
});

describe('<b2b-enterprise> and 375 px', () => {
  it('switches sections in the widget without touching the host URL', async () => {
    const page = await openPage('/home', { context: adminCtx, waitUntil: 'load' });
    await serveHtml(
      page,
      '/partner-enterprise.html',
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>企业中心</title>
       <script type="module" src="/elements/b2b-enterprise.js"></script></head>
       <body><main><b2b-enterprise section="customers"></b2b-enterprise></main></body></html>`,
    );
    await page.goto(`${store.url}/partner-enterprise.html`);
    await expect.poll(() => deepText(page, 'b2b-enterprise')).toContain('企业客户');
    await page
      .locator('b2b-enterprise [part=enterprise-nav]')
      .getByRole('link', { name: /企业订单/ })
      .click();
    await expect.poll(() => page.locator('b2b-enterprise h1').first().innerText()).toBe('企业订单');
    expect(currentPath(page)).toBe('/partner-enterprise.html');
    await expect.poll(() => page.locator('b2b-enterprise tbody tr').count()).toBeGreaterThan(0);
    expect(await axe(page)).toEqual([]);
    await page.close();
  });

  it.each(['/enterprise/orders', '/enterprise/customers', '/enterprise/invoice/history', '/enterprise/info'])(
    '%s fits 375 px',
    async (path) => {
      const ctx = await loggedInContext(admin, { width: 375, height: 740 });
      const page = await openPage(path, { context: ctx, waitUntil: 'load' });
      await storefrontSettled(page);
      await expect.poll(() => main(page).locator('h1').count()).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
      expect(await axe(page)).toEqual([]);
      await ctx.close();
    },
  );
});
