/**
 * The seller side's loops as a user sees them, in a real Chromium against the real server:
 * (a) a company registered through the UI completes its information → 正在审核中 reminder → the operator rejects
 *     it with a reason in /operator/companies → the reminder shows the reason → resubmitted → approved → the
 *     reminder is gone on reload;
 * (b) a CSV import with one bad row in the /operator/products import dialog writes nothing and names the row
 *     and the reason; the corrected file imports and the products are found in the catalogue;
 * (c) a partial shipment step by step for the buyer: 部分发货 (order detail and enterprise order list) → 已发货 →
 *     confirm receipt → 已完成.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../server/db/schema.js';
import { creditCodeCheckChar } from '../../src/contract/validators.js';
import { CAPTCHA_TEXT } from '../server/helpers/accounts.js';
import { productCsvHeader } from '../server/helpers/product-csv.js';
import { fillEvidence } from './evidence-fixture.js';
import {
  apiLogin,
  axe,
  closeBrowser,
  deepText,
  fieldLabel,
  loggedInContext,
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
const lbl = fieldLabel;
const main = (page: TestPage) => page.locator(`${SF} main`).first();
const mainText = (page: TestPage) => main(page).innerText();
const toasts = (page: TestPage) => deepText(page, 'b2b-toasts');
const reminder = (page: TestPage) => page.locator(`${SF} [part=reminder]`);

let store: Storefront;
let opsToken: string;
let opsCtx: BrowserContext;

beforeAll(async () => {
  store = await startStorefront();
  ({ context: opsCtx, token: opsToken } = await operatorContext(store));
});
afterAll(async () => {
  await opsCtx?.close();
  await closeBrowser();
  await store?.close();
});

async function visit(pathname: string, context?: BrowserContext): Promise<TestPage> {
  const page = await openPage(pathname, context ? { context } : {});
  await storefrontSettled(page);
  return page;
}

async function latestCode(to: string): Promise<string> {
  await expect
    .poll(
      async () => {
        const res = await store.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
        const mail = (res.json() as { To: string; Text: string }[]).find((m) => m.To === to);
        return (mail && /(\d{6})/.exec(mail.Text)?.[1]) ?? '';
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  const res = await store.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  const mail = (res.json() as { To: string; Text: string }[]).find((m) => m.To === to)!;
  return /(\d{6})/.exec(mail.Text)![1]!;
}

/** An API call as an operator or a company user, straight to the server. */
async function call(method: string, url: string, token: string, body?: unknown) {
  const res = await store.app.inject({
    method: method as 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `sf-${Math.random().toString(36).slice(2)}` },
    ...(body ? { payload: body as object } : {}),
  });
  return res.json();
}

describe('seller flows', () => {
  it('(a) a company registered in the UI is reviewed: rejected with a reason, resubmitted, approved, reminder gone', async () => {
    const email = `new-co-${Date.now().toString(36)}@example.cn`;
    const company = '苏州新启航精密机械有限公司';
    // 17 characters (unique per run) and the check character.
    const base = `91320505MA${String(Date.now()).slice(-7)}`;
    const creditCode = base + creditCodeCheckChar(base);
    const page = await visit('/register');
    const form = page.locator(`${SF} form[aria-label="企业注册"]`);
    await form.getByLabel(lbl('邮箱')).fill(email);
    await form.getByRole('button', { name: '获取验证码' }).click();
    await form.getByLabel(lbl('邮箱验证码')).fill(await latestCode(email));
    await form.getByLabel(lbl('图形验证码')).fill(CAPTCHA_TEXT);
    await form.getByLabel(lbl('企业名称')).fill(company);
    await form.getByLabel(lbl('联系人姓名')).fill('周启');
    await form.getByLabel(lbl('手机号码')).fill('13912345678');
    await form.getByLabel(lbl('密码')).fill('Passw0rd2026');
    await form.getByLabel(lbl('确认密码')).fill('Passw0rd2026');
    await form.getByRole('checkbox').check();
    await fillEvidence(form);
    await form.getByRole('button', { name: '同意协议并注册' }).click();
    await waitForPath(page, '/enterprise/info');
    await storefrontSettled(page);

    // The company completes its information and submits it: the reminder says it is under review.
    const fill = async (address: string) => {
      await main(page).getByRole('button', { name: '编辑信息' }).click();
      const info = main(page).locator('form[aria-label="编辑企业信息"]');
      await info.getByLabel(lbl('统一社会信用代码')).fill(creditCode);
      await info.getByLabel(lbl('注册地址')).fill(address);
      await info.getByLabel(lbl('联系人')).fill('周启');
      await info.getByLabel(lbl('联系电话')).fill('0512-66881234');
      await info.getByRole('button', { name: '保存' }).click();
      await expect.poll(() => mainText(page)).toContain('企业信息审核中');
    };
    await fill('苏州市虎丘区狮山路 18 号');
    await expect.poll(() => reminder(page).innerText()).toContain('正在审核中');

    // The operator rejects it with a reason.
    const ops = await visit('/operator/companies', opsCtx);
    await expect.poll(() => mainText(ops)).toContain(company);
    await main(ops)
      .getByRole('button', { name: `审核：${company}` })
      .click();
    const dialog = ops.locator(`${SF} dialog[open]`);
    await expect.poll(() => dialog.innerText()).toContain(email);
    await dialog.getByRole('button', { name: '驳回' }).click();
    await dialog.getByLabel(lbl('驳回原因')).fill('注册地址与营业执照不一致');
    await dialog.getByRole('button', { name: '确认驳回' }).click();
    await expect.poll(() => toasts(ops)).toContain(`已驳回「${company}」的认证`);

    // The company sees the reason on reload, corrects and resubmits.
    await page.reload();
    await storefrontSettled(page);
    await expect.poll(() => reminder(page).innerText()).toContain('注册地址与营业执照不一致');
    await fill('苏州市虎丘区狮山路 28 号 3 幢');
    await expect.poll(() => reminder(page).innerText()).toContain('正在审核中');

    // The operator approves the resubmission.
    await ops.reload();
    await storefrontSettled(ops);
    await expect.poll(() => mainText(ops)).toContain(company);
    await main(ops)
      .getByRole('button', { name: `审核：${company}` })
      .click();
    await expect.poll(() => dialog.innerText()).toContain('28 号 3 幢');
    await dialog.getByRole('button', { name: '审核通过' }).click();
    await expect.poll(() => toasts(ops)).toContain(`已通过「${company}」的认证`);
    await ops.close();

    // On reload the reminder is gone and the company is 已认证.
    await page.reload();
    await storefrontSettled(page);
    await expect.poll(() => mainText(page)).toContain('已认证');
    expect(await reminder(page).count()).toBe(0);
    await page.close();
  });

  it('(b) a CSV with one bad row writes nothing and names the row; the corrected file imports into the catalogue', async () => {
    const options = await call('GET', '/api/Operator/catalogue/options', opsToken);
    const counts = new Map<string, number>();
    for (const c of options.Categories as { Name: string }[]) counts.set(c.Name, (counts.get(c.Name) ?? 0) + 1);
    const category = (options.Categories as { Name: string }[]).find((c) => counts.get(c.Name) === 1)!.Name;
    const region = (options.Regions as { Name: string }[])[0]!.Name;
    const header = productCsvHeader(region);
    const tag = Date.now().toString(36);
    const row = (name: string, price: string) => [
      '',
      '在线采购',
      name,
      `SF-${tag}`,
      options.Brands[0].Name,
      category,
      options.Suppliers[0].Name,
      '个',
      '1',
      '1',
      '40',
      '是',
      '材质:钢',
      price,
    ];
    const csv = (rows: string[][]) =>
      `${rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\n')}\n`;
    const first = `卖家导入扳手${tag}`;
    const second = `卖家导入钳子${tag}`;
    const dir = tmpdir();
    const bad = path.join(dir, `import-bad-${tag}.csv`);
    const good = path.join(dir, `import-good-${tag}.csv`);
    writeFileSync(bad, csv([header, row(first, '18.80'), row(second, '9.999')]));
    writeFileSync(good, csv([header, row(first, '18.80'), row(second, '9.90')]));

    const page = await visit('/operator/products', opsCtx);
    await main(page)
      .getByRole('button', { name: /^编辑：/ })
      .first()
      .waitFor();
    expect(await axe(page), '/operator/products').toEqual([]);
    await main(page).getByRole('button', { name: '导入 / 导出' }).click();
    const dialog = page.locator(`${SF} dialog[open]`);
    await dialog.waitFor();
    await dialog.locator('[data-testid="import-file"]').setInputFiles(bad);
    await dialog.getByRole('button', { name: '导入', exact: true }).click();
    await expect.poll(() => dialog.innerText()).toContain('未写入任何数据');
    const report = await dialog.innerText();
    expect(report).toContain('第 3 行');
    expect(report).toContain(`价格（${region}）`);
    expect(report).toContain('价格格式不正确');
    expect(report).not.toContain('第 2 行');
    expect(await axe(page), 'import dialog with its error report').toEqual([]);
    // Nothing written: not even the good first row.
    expect(await store.db.select({ id: products.id }).from(products).where(eq(products.name, first))).toHaveLength(0);

    await dialog.locator('[data-testid="import-file"]').setInputFiles(good);
    await dialog.getByRole('button', { name: '导入', exact: true }).click();
    await expect.poll(() => toasts(page)).toContain('已导入 2 行：新建 2，更新 0');
    await page.close();

    // Both products are in the storefront's catalogue at once.
    const search = await visit(`/search/online?keyword=${encodeURIComponent(`卖家导入`)}`);
    await expect.poll(() => mainText(search)).toContain(first);
    expect(await mainText(search)).toContain(second);
    await search.close();
  });

  it('(c) the buyer sees a partial shipment step by step: 部分发货 → 已发货 → 已完成', async () => {
    const buyer = await apiLogin(store, 'buyer@demo.cn');
    // Two products sold by the piece with plenty of stock (from the end of the list: other files use the first).
    const picked = await pieceProducts(store, 2);
    await call('POST', '/api/ShoppingCarts/items', buyer.token, { ProductId: picked[0]!, Quantity: 2, Region: 1 });
    await call('POST', '/api/ShoppingCarts/items', buyer.token, { ProductId: picked[1]!, Quantity: 1, Region: 1 });
    const order = await call('POST', '/api/Orders', buyer.token, { Region: 1, InvoiceType: 0 });
    expect(order.Items).toHaveLength(2);
    await call('POST', '/api/Payments', buyer.token, { OrderId: order.Id, Method: 'bank-transfer' });
    const paid = await call('POST', '/api/Operator/transfers/confirm', opsToken, {
      RemittanceCode: order.RemittanceCode,
      Amount: order.TotalAmount,
      BankRef: `SELLER-${order.Id}`,
    });
    expect(paid.Error).toBeUndefined();
    expect((await call('GET', `/api/Orders/${order.Id}`, buyer.token)).Status).toBe(30);
    const [firstLine, secondLine] = order.Items as { Name: string }[];

    // The operator ships only the first line's two pieces in the fulfilment screen.
    const ops = await visit('/operator/fulfilment', opsCtx);
    await expect.poll(() => mainText(ops)).toContain(order.OrderNo);
    await main(ops)
      .getByRole('button', { name: `发货：订单 ${order.OrderNo}` })
      .click();
    const ship = ops.locator(`${SF} dialog[open]`);
    await ship.waitFor();
    await ship.getByLabel(lbl('承运商')).fill('顺丰速运');
    await ship.getByLabel(lbl('运单号')).fill('SF5550000001');
    await ship.getByLabel(lbl(`本次发货数量：${secondLine!.Name}`)).fill('0');
    await ship.getByRole('button', { name: '确认发货' }).click();
    await expect.poll(() => toasts(ops)).toContain(`订单 ${order.OrderNo} 已部分发货`);
    // Still in the queue, now 部分发货.
    const queued = main(ops).locator('tr', { hasText: order.OrderNo });
    await expect.poll(() => queued.innerText()).toContain('部分发货');

    // The buyer: 部分发货 in the order detail (status and timeline) and in the enterprise order list; no receipt yet.
    const buyerCtx = await loggedInContext(buyer);
    const detail = await visit(`/order/detail?id=${order.Id}`, buyerCtx);
    await expect.poll(() => mainText(detail)).toContain('部分发货：顺丰速运 SF5550000001');
    expect(await mainText(detail)).toContain(`${firstLine!.Name} ×2`);
    expect(await main(detail).getByRole('button', { name: '确认收货' }).count()).toBe(0);
    const list = await visit('/enterprise/orders', buyerCtx);
    await expect.poll(() => main(list).locator('tr', { hasText: order.OrderNo }).innerText()).toContain('部分发货');
    await list.close();

    // The rest goes out: 已发货, and now the buyer can confirm receipt → 已完成.
    await main(ops)
      .getByRole('button', { name: `发货：订单 ${order.OrderNo}` })
      .click();
    await ship.waitFor();
    await ship.getByLabel(lbl('承运商')).fill('京东物流');
    await ship.getByLabel(lbl('运单号')).fill('JD5550000002');
    await ship.getByRole('button', { name: '确认发货' }).click();
    await expect.poll(() => toasts(ops)).toContain(`订单 ${order.OrderNo} 已全部发货`);
    await ops.close();

    await detail.reload();
    await storefrontSettled(detail);
    await expect.poll(() => mainText(detail)).toContain('已发货：京东物流 JD5550000002');
    expect(await mainText(detail)).toContain('部分发货：顺丰速运 SF5550000001');
    await main(detail).getByRole('button', { name: '确认收货' }).click();
    await detail.locator(`${SF} dialog[open]`).getByRole('button', { name: '确认收货' }).click();
    await expect.poll(() => toasts(detail)).toContain('已确认收货，订单已完成');
    await expect.poll(() => mainText(detail)).toContain('已完成');
    await detail.close();
    await buyerCtx.close();
  });
});
