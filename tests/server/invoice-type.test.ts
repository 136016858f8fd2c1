/**
 * The invoice type chosen at checkout is kept: the invoiceable orders carry it, a request keeps it
 * (a 专票 order needs a 专票 title; a 专票 title issues 普票 for 普票 orders), and one request covers one type
 * (400 naming OrderIds otherwise).
 */
import { beforeAll, expect, it } from 'vitest';
import { auth, createBuyers, orderFromCart } from './commerce-fixtures.js';
import { describeEachDatabase, type TestContext } from './helpers/app.js';
import { notify } from './helpers/notify.js';

const specialTitle = {
  Type: 2,
  Name: '发票类型测试专票公司',
  TaxNumber: '91310115MA1K4EXK0F',
  RegisteredAddress: '上海市浦东新区张江路 1 号',
  RegisteredPhone: '021-12345678',
  BankName: '中国银行上海分行',
  BankAccount: '6217000012345678',
};
const normalTitle = { Type: 1, Name: '发票类型测试普票公司', TaxNumber: '310115123456789' };
const invoiceAddress = {
  Recipient: '赵会计',
  Mobile: '13912345678',
  Province: '上海市',
  City: '上海市',
  District: '浦东新区',
  Detail: '张江路 1 号',
};

describeEachDatabase('invoice type kept', (getCtx) => {
  let admin: string;
  let special: number;
  let normal: number;
  let address: number;
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    getCtx().app.inject({ method, url, headers: auth(admin), ...(payload ? { payload } : {}) });

  async function paid(ctx: TestContext, invoiceType: number): Promise<{ Id: number; OrderNo: string }> {
    const body = invoiceType
      ? { InvoiceType: invoiceType, InvoiceTitleId: invoiceType === 2 ? special : normal, InvoiceAddressId: address }
      : {};
    const created = await orderFromCart(ctx, admin, [[3, 1]], { body });
    if (created.statusCode !== 201) throw new Error(created.body);
    const order = created.json();
    const raw = JSON.stringify({
      RemittanceCode: order.RemittanceCode,
      Amount: order.TotalAmount,
      ProviderRef: `BANK-TYPE-${order.Id}`,
    });
    const res = await notify(ctx, '/api/Payments/bank-transfer/notify', {}, { raw });
    if (res.statusCode !== 200) throw new Error(res.body);
    return order;
  }

  beforeAll(async () => {
    admin = (await createBuyers(getCtx(), 1, `invoice-type-${getCtx().kind}`)).tokens[0]!;
    const made = await Promise.all([
      call('POST', '/api/Invoices/titles', specialTitle),
      call('POST', '/api/Invoices/titles', normalTitle),
      call('POST', '/api/Invoices/addresses', invoiceAddress),
    ]);
    for (const res of made) expect(res.statusCode, res.body).toBe(201);
    [special, normal, address] = made.map((res) => res.json().Id as number) as [number, number, number];
  });

  it('lists each invoiceable order with the type it was placed with', async () => {
    const a = await paid(getCtx(), 2);
    const b = await paid(getCtx(), 1);
    const list = (await call('GET', '/api/Invoices/invoiceable-orders')).json() as {
      Id: number;
      InvoiceType: number;
    }[];
    expect(list.find((o) => o.Id === a.Id)?.InvoiceType).toBe(2);
    expect(list.find((o) => o.Id === b.Id)?.InvoiceType).toBe(1);
  });

  it('refuses one request over 专票 and 普票 orders (400 on OrderIds) and a 普票 title for 专票 orders', async () => {
    const a = await paid(getCtx(), 2);
    const b = await paid(getCtx(), 1);
    const mixed = await call('POST', '/api/Invoices', { OrderIds: [a.Id, b.Id], TitleId: special, AddressId: address });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().Field).toBe('OrderIds');
    expect(mixed.json().Error).toContain(a.OrderNo);
    const wrongTitle = await call('POST', '/api/Invoices', { OrderIds: [a.Id], TitleId: normal, AddressId: address });
    expect(wrongTitle.statusCode).toBe(400);
    expect(wrongTitle.json().Field).toBe('TitleId');
    const ok = await call('POST', '/api/Invoices', { OrderIds: [a.Id], TitleId: special, AddressId: address });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().Type).toBe(2);
  });

  it('keeps 普票 for 普票 orders even with a 专票 title; 不开发票 orders take the title type', async () => {
    const b = await paid(getCtx(), 1);
    const none = await paid(getCtx(), 0);
    const kept = await call('POST', '/api/Invoices', {
      OrderIds: [b.Id, none.Id],
      TitleId: special,
      AddressId: address,
    });
    expect(kept.statusCode, kept.body).toBe(201);
    expect(kept.json().Type).toBe(1);
    const later = await paid(getCtx(), 0);
    const byTitle = await call('POST', '/api/Invoices', { OrderIds: [later.Id], TitleId: special, AddressId: address });
    expect(byTitle.json().Type).toBe(2);
  });
});
