import { beforeAll, expect, it } from 'vitest';
import { auth, orderFromCart, tokenFor } from './commerce-fixtures.js';
import { describeEachDatabase, type TestContext } from './helpers/app.js';
import { notify } from './helpers/notify.js';

type Title = { Id: number; Type: number; Name: string; TaxNumber: string; IsDefault: boolean };
type Address = { Id: number; Recipient: string; IsDefault: boolean };
type Invoiceable = { Id: number; OrderNo: string; TotalAmount: string };
type InvoiceDetail = {
  Id: number;
  InvoiceNo: string;
  Type: number;
  Status: number;
  StatusName: string;
  Amount: string;
  OrderCount: number;
  Orders: { Id: number }[];
  Title: { Name: string };
  Address: { Recipient: string };
  Remark: string;
};

const special = {
  Type: 2,
  Name: '测试专票公司',
  TaxNumber: '91310115MA1K4EXK0F',
  RegisteredAddress: '上海市浦东新区张江路 1 号',
  RegisteredPhone: '021-12345678',
  BankName: '中国银行上海分行',
  BankAccount: '6217000012345678',
};

/** A paid order of `token`'s company, through the bank callback. */
async function paidOrder(
  ctx: TestContext,
  token: string,
  productId: number,
): Promise<{ Id: number; TotalAmount: string }> {
  const order = (await orderFromCart(ctx, token, [[productId, 1]])).json() as {
    Id: number;
    TotalAmount: string;
    RemittanceCode: string;
  };
  const raw = JSON.stringify({
    RemittanceCode: order.RemittanceCode,
    Amount: order.TotalAmount,
    ProviderRef: `BANK-INV-${order.Id}`,
  });
  const res = await notify(ctx, '/api/Payments/bank-transfer/notify', {}, { raw });
  if (res.statusCode !== 200) throw new Error(res.body);
  return order;
}

describeEachDatabase('invoices', (ctx) => {
  let admin: string;
  let buyer: string;
  let other: string;
  beforeAll(async () => {
    admin = await tokenFor(ctx(), 'admin@demo.cn');
    buyer = await tokenFor(ctx(), 'buyer@demo.cn');
    other = await tokenFor(ctx(), 'other@demo.cn');
  });
  const call = (token: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx().app.inject({ method, url, ...(token ? { headers: auth(token) } : {}), ...(payload ? { payload } : {}) });

  it('lists the company titles to every member; admins create, change and delete them', async () => {
    const seeded = (await call(buyer, 'GET', '/api/Invoices/titles')).json() as Title[];
    expect(seeded.map((t) => t.Type).sort()).toEqual([1, 2]);
    expect(seeded[0]!.IsDefault).toBe(true);
    const created = await call(admin, 'POST', '/api/Invoices/titles', { ...special, IsDefault: true });
    expect(created.statusCode).toBe(201);
    const title = created.json() as Title;
    expect(title).toMatchObject({ Type: 2, Name: '测试专票公司', IsDefault: true });
    const list = (await call(admin, 'GET', '/api/Invoices/titles')).json() as Title[];
    expect(list.filter((t) => t.IsDefault).map((t) => t.Id)).toEqual([title.Id]);
    const changed = await call(admin, 'PUT', `/api/Invoices/titles/${title.Id}`, {
      ...special,
      Name: '测试专票公司（新）',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ Name: '测试专票公司（新）', IsDefault: true });
    expect((await call(admin, 'DELETE', `/api/Invoices/titles/${title.Id}`)).statusCode).toBe(204);
    expect((await call(admin, 'DELETE', `/api/Invoices/titles/${title.Id}`)).statusCode).toBe(404);
  });

  it('validates titles: 专用发票 needs every field, tax numbers are checked', async () => {
    const missing = await call(admin, 'POST', '/api/Invoices/titles', { ...special, BankAccount: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ Field: 'BankAccount' });
    const { RegisteredAddress: _a, ...noAddress } = special;
    expect((await call(admin, 'POST', '/api/Invoices/titles', noAddress)).json()).toMatchObject({
      Field: 'RegisteredAddress',
    });
    const badChecksum = await call(admin, 'POST', '/api/Invoices/titles', {
      ...special,
      TaxNumber: '91310115MA1K4EXK0A',
    });
    expect(badChecksum.statusCode).toBe(400);
    expect(badChecksum.json()).toMatchObject({ Field: 'TaxNumber' });
    expect((await call(admin, 'POST', '/api/Invoices/titles', { ...special, TaxNumber: 'abc' })).statusCode).toBe(400);
    const normal = await call(admin, 'POST', '/api/Invoices/titles', {
      Type: 1,
      Name: '普通抬头',
      TaxNumber: '320115123456789',
    });
    expect(normal.statusCode).toBe(201);
    expect((await call(admin, 'POST', '/api/Invoices/titles', { ...special, Type: 3 })).statusCode).toBe(400);
  });

  it('refuses title and address writes to a buyer (403) and hides other companies (404)', async () => {
    const forbidden = await call(buyer, 'POST', '/api/Invoices/titles', special);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ Error: '仅管理员可以进行此操作' });
    const mine = (await call(admin, 'GET', '/api/Invoices/titles')).json() as Title[];
    expect((await call(buyer, 'PUT', `/api/Invoices/titles/${mine[0]!.Id}`, special)).statusCode).toBe(403);
    expect((await call(buyer, 'DELETE', `/api/Invoices/titles/${mine[0]!.Id}`)).statusCode).toBe(403);
    expect((await call(other, 'PUT', `/api/Invoices/titles/${mine[0]!.Id}`, special)).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/api/Invoices/titles/${mine[0]!.Id}`)).statusCode).toBe(404);
    const theirs = (await call(other, 'GET', '/api/Invoices/titles')).json() as Title[];
    expect(theirs.some((t) => mine.some((m) => m.Id === t.Id))).toBe(false);
    const addresses = (await call(admin, 'GET', '/api/Invoices/addresses')).json() as Address[];
    expect(
      (
        await call(buyer, 'POST', '/api/Invoices/addresses', {
          Recipient: '王',
          Mobile: '13812345678',
          Province: '上海市',
          City: '上海市',
          District: '徐汇区',
          Detail: '1 号',
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(other, 'DELETE', `/api/Invoices/addresses/${addresses[0]!.Id}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', '/api/Invoices/titles')).statusCode).toBe(401);
  });

  it('manages addresses with mobile validation and one default', async () => {
    const body = {
      Recipient: '王工',
      Mobile: '13812345678',
      Province: '上海市',
      City: '上海市',
      District: '徐汇区',
      Detail: '漕溪北路 1 号',
      IsDefault: true,
    };
    const created = await call(admin, 'POST', '/api/Invoices/addresses', body);
    expect(created.statusCode).toBe(201);
    const address = created.json() as Address;
    const list = (await call(buyer, 'GET', '/api/Invoices/addresses')).json() as Address[];
    expect(list.filter((a) => a.IsDefault).map((a) => a.Id)).toEqual([address.Id]);
    const bad = await call(admin, 'PUT', `/api/Invoices/addresses/${address.Id}`, { ...body, Mobile: '10012345678' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ Field: 'Mobile' });
    expect(
      (await call(admin, 'PUT', `/api/Invoices/addresses/${address.Id}`, { ...body, Detail: '漕溪北路 2 号' })).json(),
    ).toMatchObject({ Detail: '漕溪北路 2 号' });
    expect((await call(admin, 'DELETE', `/api/Invoices/addresses/${address.Id}`)).statusCode).toBe(204);
  });

  it('invoices several paid orders at once (集中开票), each order once', async () => {
    const a = await paidOrder(ctx(), admin, 53);
    const b = await paidOrder(ctx(), buyer, 54);
    const invoiceable = (await call(admin, 'GET', '/api/Invoices/invoiceable-orders')).json() as Invoiceable[];
    expect(invoiceable.map((o) => o.Id)).toEqual(expect.arrayContaining([a.Id, b.Id]));
    // A buyer sees only their own invoiceable orders.
    const buyers = (await call(buyer, 'GET', '/api/Invoices/invoiceable-orders')).json() as Invoiceable[];
    expect(buyers.map((o) => o.Id)).toContain(b.Id);
    expect(buyers.map((o) => o.Id)).not.toContain(a.Id);
    const titles = (await call(admin, 'GET', '/api/Invoices/titles')).json() as Title[];
    const addresses = (await call(admin, 'GET', '/api/Invoices/addresses')).json() as Address[];
    const res = await call(admin, 'POST', '/api/Invoices', {
      OrderIds: [a.Id, b.Id],
      TitleId: titles[0]!.Id,
      AddressId: addresses[0]!.Id,
      Remark: '合并开票',
    });
    expect(res.statusCode).toBe(201);
    const invoice = res.json() as InvoiceDetail;
    const cents = Math.round(Number(a.TotalAmount) * 100) + Math.round(Number(b.TotalAmount) * 100);
    expect(invoice).toMatchObject({
      Status: 10,
      StatusName: '申请中',
      OrderCount: 2,
      Amount: (cents / 100).toFixed(2),
      Remark: '合并开票',
      Type: titles[0]!.Type,
    });
    expect(invoice.InvoiceNo).toMatch(/^FP\d{16}$/);
    expect(invoice.Orders.map((o) => o.Id).sort()).toEqual([a.Id, b.Id].sort());
    const after = (await call(admin, 'GET', '/api/Invoices/invoiceable-orders')).json() as Invoiceable[];
    expect(after.map((o) => o.Id)).not.toContain(a.Id);
    const again = await call(admin, 'POST', '/api/Invoices', {
      OrderIds: [a.Id],
      TitleId: titles[0]!.Id,
      AddressId: addresses[0]!.Id,
    });
    expect(again.statusCode).toBe(409);
    expect((again.json() as { Error: string }).Error).toContain('已开票');
    const order = (await call(admin, 'GET', `/api/Orders/${a.Id}`)).json() as { Invoice: { Id: number } | null };
    expect(order.Invoice?.Id).toBe(invoice.Id);
  });

  it('refuses unpaid orders (409), foreign orders, titles or addresses, and writes nothing', async () => {
    const unpaid = (await orderFromCart(ctx(), admin, [[55, 1]])).json() as { Id: number };
    const paid = await paidOrder(ctx(), admin, 56);
    const titles = (await call(admin, 'GET', '/api/Invoices/titles')).json() as Title[];
    const addresses = (await call(admin, 'GET', '/api/Invoices/addresses')).json() as Address[];
    const base = { TitleId: titles[0]!.Id, AddressId: addresses[0]!.Id };
    const refused = await call(admin, 'POST', '/api/Invoices', { ...base, OrderIds: [paid.Id, unpaid.Id] });
    expect(refused.statusCode).toBe(409);
    const foreignOrder = (await call(other, 'GET', '/api/Invoices/invoiceable-orders')).json() as Invoiceable[];
    expect(
      (await call(admin, 'POST', '/api/Invoices', { ...base, OrderIds: [paid.Id, foreignOrder[0]!.Id] })).statusCode,
    ).toBe(404);
    const foreignTitle = (await call(other, 'GET', '/api/Invoices/titles')).json() as Title[];
    expect(
      (await call(admin, 'POST', '/api/Invoices', { ...base, TitleId: foreignTitle[0]!.Id, OrderIds: [paid.Id] }))
        .statusCode,
    ).toBe(400);
    expect((await call(admin, 'POST', '/api/Invoices', { ...base, OrderIds: [] })).statusCode).toBe(400);
    // The paid order is still invoiceable: nothing of the refused requests remained.
    const invoiceable = (await call(admin, 'GET', '/api/Invoices/invoiceable-orders')).json() as Invoiceable[];
    expect(invoiceable.map((o) => o.Id)).toContain(paid.Id);
  });

  it('lets only 管理员 request an invoice: a buyer is refused (403) even for an order of their own', async () => {
    const own = await paidOrder(ctx(), buyer, 57);
    const titles = (await call(admin, 'GET', '/api/Invoices/titles')).json() as Title[];
    const addresses = (await call(admin, 'GET', '/api/Invoices/addresses')).json() as Address[];
    const res = await call(buyer, 'POST', '/api/Invoices', {
      OrderIds: [own.Id],
      TitleId: titles[0]!.Id,
      AddressId: addresses[0]!.Id,
    });
    expect(res.statusCode).toBe(403);
    const invoiceable = (await call(admin, 'GET', '/api/Invoices/invoiceable-orders')).json() as Invoiceable[];
    expect(invoiceable.map((o) => o.Id)).toContain(own.Id);
  });

  it('pages the invoice history and shows details; other companies get 404', async () => {
    const page = (await call(admin, 'GET', '/api/Invoices?page=1&pageSize=10')).json() as {
      Items: { Id: number; TitleName: string; OrderCount: number; Status: number }[];
      Total: number;
    };
    expect(page.Total).toBeGreaterThanOrEqual(2);
    expect(page.Items.every((i) => i.TitleName.length > 0 && i.OrderCount > 0)).toBe(true);
    const issued = (await call(admin, 'GET', '/api/Invoices?status=20')).json() as typeof page;
    expect(issued.Items.length).toBeGreaterThan(0);
    expect(issued.Items.every((i) => i.Status === 20)).toBe(true);
    const detail = await call(admin, 'GET', `/api/Invoices/${page.Items[0]!.Id}`);
    expect(detail.statusCode).toBe(200);
    expect((detail.json() as InvoiceDetail).Address.Recipient.length).toBeGreaterThan(0);
    expect((await call(other, 'GET', `/api/Invoices/${page.Items[0]!.Id}`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/api/Invoices/999999')).statusCode).toBe(404);
    const foreign = (await call(other, 'GET', '/api/Invoices')).json() as typeof page;
    expect(foreign.Items.some((i) => page.Items.some((m) => m.Id === i.Id))).toBe(false);
  });
});
