/**
 * Security review, commerce: one company never reaches another's orders, payments, invoices, titles,
 * addresses, customers, cart lines or idempotent answers; a buyer never reaches another buyer's; the
 * client never chooses a price or a status; money only moves with a matching signed notification;
 * no open redirect through ReturnUrl; CSV export cells are never formulas.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auth, newKey, orderFromCart, rows, tokenFor } from './commerce-fixtures.js';
import { describeEachDatabase } from './helpers/app.js';
import { notify } from './helpers/notify.js';

type Order = { Id: number; OrderNo: string; Status: number; TotalAmount: string; RemittanceCode: string };

describeEachDatabase('security: commerce', (getCtx) => {
  const app = () => getCtx().app;
  let admin: string;
  let buyer: string;
  let other: string;
  /** Online products on sale in region 1, bought one by one (minimum 1, step 1), with stock. */
  let products: number[] = [];
  let next = 0;
  const product = () => products[next++ % products.length]!;

  beforeAll(async () => {
    admin = await tokenFor(getCtx(), 'admin@demo.cn');
    buyer = await tokenFor(getCtx(), 'buyer@demo.cn');
    other = await tokenFor(getCtx(), 'other@demo.cn');
    const found = await rows<{ id: number }>(
      getCtx().db,
      sql`select p.id from products p join product_prices pp on pp.product_id = p.id and pp.region_id = 1
          where p.on_sale and p.catalogue = 'online' and p.min_quantity = 1 and p.quantity_step = 1 and p.stock >= 50
          order by p.id desc limit 12`,
    );
    products = found.map((r) => Number(r.id));
    expect(products.length).toBeGreaterThan(4);
  });

  const get = (token: string, url: string) => app().inject({ method: 'GET', url, headers: auth(token) });
  const send = (
    token: string,
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => app().inject({ method, url, headers: { ...auth(token), ...headers }, ...(payload ? { payload } : {}) });
  const pay = (token: string, body: object) =>
    send(token, 'POST', '/api/Payments', body, { 'idempotency-key': newKey('pay') });

  async function paidOrder(token: string): Promise<Order> {
    const order = (await orderFromCart(getCtx(), token, [[product(), 1]])).json() as Order;
    const bank = await pay(token, { OrderId: order.Id, Method: 'bank-transfer' });
    expect(bank.statusCode).toBe(201);
    const paid = await notify(getCtx(), '/api/Payments/bank-transfer/notify', {
      RemittanceCode: order.RemittanceCode,
      Amount: order.TotalAmount,
      ProviderRef: `BANK-${order.Id}`,
    });
    expect(paid.statusCode).toBe(200);
    return order;
  }

  it("company B reaches nothing of company A's: orders, export, payments, invoices, titles, addresses, customers, cart, keys", async () => {
    const key = newKey('shared');
    const open = (await orderFromCart(getCtx(), admin, [[product(), 1]], { key })).json() as Order;
    const payment = (await pay(admin, { OrderId: open.Id, Method: 'sandbox' })).json() as {
      Id: number;
      PayUrl: string;
    };
    const paid = await paidOrder(admin);
    const titles = (await get(admin, '/api/Invoices/titles')).json() as { Id: number }[];
    const addresses = (await get(admin, '/api/Invoices/addresses')).json() as { Id: number }[];
    const customers = (await get(admin, '/api/Company/customers')).json() as { Items: { Id: number }[] };
    expect(titles.length && addresses.length && customers.Items.length).toBeTruthy();
    const invoice = await send(admin, 'POST', '/api/Invoices', {
      OrderIds: [paid.Id],
      TitleId: titles[0]!.Id,
      AddressId: addresses[0]!.Id,
    });
    expect(invoice.statusCode).toBe(201);
    const invoiceId = (invoice.json() as { Id: number }).Id;
    const line = await send(admin, 'POST', '/api/ShoppingCarts/items', {
      ProductId: product(),
      Quantity: 1,
      Region: 1,
    });
    expect(line.statusCode).toBe(201);
    const lineId = (line.json() as { Id: number }).Id;

    const refused: [string, Awaited<ReturnType<typeof get>>][] = [
      ['order', await get(other, `/api/Orders/${open.Id}`)],
      ['cancel', await send(other, 'POST', `/api/Orders/${open.Id}/cancel`)],
      ['pay', await pay(other, { OrderId: open.Id, Method: 'sandbox' })],
      ['payment', await get(other, `/api/Payments/${payment.Id}`)],
      ['invoice', await get(other, `/api/Invoices/${invoiceId}`)],
      [
        'title put',
        await send(other, 'PUT', `/api/Invoices/titles/${titles[0]!.Id}`, {
          Type: 1,
          Name: '篡改',
          TaxNumber: '310115123456789',
        }),
      ],
      ['title delete', await send(other, 'DELETE', `/api/Invoices/titles/${titles[0]!.Id}`)],
      [
        'address put',
        await send(other, 'PUT', `/api/Invoices/addresses/${addresses[0]!.Id}`, {
          Recipient: '篡改',
          Mobile: '13800138000',
          Province: '上海市',
          City: '上海市',
          District: '浦东新区',
          Detail: '某路 1 号',
        }),
      ],
      ['address delete', await send(other, 'DELETE', `/api/Invoices/addresses/${addresses[0]!.Id}`)],
      ['customer', await get(other, `/api/Company/customers/${customers.Items[0]!.Id}`)],
      ['customer delete', await send(other, 'DELETE', `/api/Company/customers/${customers.Items[0]!.Id}`)],
      ['cart put', await send(other, 'PUT', `/api/ShoppingCarts/items/${lineId}`, { Quantity: 2 })],
      ['cart delete', await send(other, 'DELETE', `/api/ShoppingCarts/items/${lineId}`)],
    ];
    for (const [what, res] of refused) expect([what, res.statusCode]).toEqual([what, 404]);

    // Invoices over A's orders, and orders naming A's title, address or customer, are refused.
    const ownTitle = await send(other, 'POST', '/api/Invoices/titles', {
      Type: 1,
      Name: '乙方公司',
      TaxNumber: '310115123456789',
    });
    const ownAddress = await send(other, 'POST', '/api/Invoices/addresses', {
      Recipient: '乙',
      Mobile: '13800138000',
      Province: '上海市',
      City: '上海市',
      District: '浦东新区',
      Detail: '某路 2 号',
    });
    const stolenInvoice = await send(other, 'POST', '/api/Invoices', {
      OrderIds: [paid.Id],
      TitleId: (ownTitle.json() as { Id: number }).Id,
      AddressId: (ownAddress.json() as { Id: number }).Id,
    });
    expect(stolenInvoice.statusCode).toBe(404);
    for (const body of [
      { InvoiceType: 1, InvoiceTitleId: titles[0]!.Id, InvoiceAddressId: (ownAddress.json() as { Id: number }).Id },
      { InvoiceType: 1, InvoiceTitleId: (ownTitle.json() as { Id: number }).Id, InvoiceAddressId: addresses[0]!.Id },
      { CustomerId: customers.Items[0]!.Id },
    ]) {
      const res = await orderFromCart(getCtx(), other, [[product(), 1]], { body });
      expect(res.statusCode).toBe(400);
    }

    // Lists and the export never show A's rows.
    for (const url of [
      '/api/Orders?pageSize=100',
      '/api/Invoices?pageSize=100',
      '/api/Invoices/invoiceable-orders',
      '/api/Orders/export',
    ]) {
      const res = await get(other, url);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(open.OrderNo);
      expect(res.body).not.toContain(paid.OrderNo);
    }

    // The same Idempotency-Key from another user is another request: never A's answer.
    const replay = await orderFromCart(getCtx(), other, [[product(), 1]], { key });
    expect(replay.headers['idempotent-replayed']).toBeUndefined();
    expect(replay.body).not.toContain(open.OrderNo);

    // Nothing of A's changed.
    expect(((await get(admin, `/api/Orders/${open.Id}`)).json() as Order).Status).toBe(10);
    expect((await get(admin, `/api/Invoices/titles`)).json()).toEqual(titles);
    expect((await get(admin, `/api/ShoppingCarts/items/count?region=1`)).statusCode).toBe(200);
  });

  it("a buyer (采购员) never reaches the admin's orders, payments or invoices, nor admin filters", async () => {
    const adminOrder = await paidOrder(admin);
    const adminOpen = (await orderFromCart(getCtx(), admin, [[product(), 1]])).json() as Order;
    expect((await get(buyer, `/api/Orders/${adminOrder.Id}`)).statusCode).toBe(404);
    expect((await send(buyer, 'POST', `/api/Orders/${adminOpen.Id}/cancel`)).statusCode).toBe(404);
    expect((await pay(buyer, { OrderId: adminOpen.Id, Method: 'sandbox' })).statusCode).toBe(404);
    const me = (await get(admin, '/api/Users/Info')).json() as { Id: number };
    const list = await get(buyer, `/api/Orders?buyerId=${me.Id}&pageSize=100`);
    expect(list.body).not.toContain(adminOrder.OrderNo);
    expect((await get(buyer, '/api/Orders/export')).body).not.toContain(adminOrder.OrderNo);
    expect((await get(buyer, '/api/Invoices/invoiceable-orders')).body).not.toContain(adminOrder.OrderNo);
  });

  it('the client chooses no price, total, status or owner: extra fields are refused, nothing is written', async () => {
    const before = await rows<{ n: number }>(getCtx().db, sql`select count(*)::int as n from orders`);
    for (const extra of [
      { TotalAmount: '0.01' },
      { Status: 30 },
      { UnitPrice: '0.01' },
      { CompanyId: 1 },
      { UserId: 1 },
    ]) {
      const res = await orderFromCart(getCtx(), buyer, [[product(), 1]], { body: extra });
      expect(res.statusCode).toBe(400);
    }
    const after = await rows<{ n: number }>(getCtx().db, sql`select count(*)::int as n from orders`);
    expect(Number(after[0]!.n)).toBe(Number(before[0]!.n));
    for (const body of [
      { ProductId: product(), Quantity: 1, Region: 1, UnitPrice: '0.01' },
      { ProductId: product(), Quantity: 0, Region: 1 },
      { ProductId: product(), Quantity: -5, Region: 1 },
      { ProductId: product(), Quantity: 1.5, Region: 1 },
      { ProductId: product(), Quantity: 1e12, Region: 1 },
    ]) {
      expect((await send(buyer, 'POST', '/api/ShoppingCarts/items', body)).statusCode).toBe(400);
    }
    const company = await send(admin, 'PUT', '/api/Company/info', {
      Name: '上海华东精工设备有限公司',
      CreditCode: '',
      RegisteredAddress: '',
      ContactName: '',
      ContactPhone: '',
      StatusEnum: 30,
    });
    expect(company.statusCode).toBe(400);
    const title = await send(admin, 'POST', '/api/Invoices/titles', {
      Type: 1,
      Name: '某公司',
      TaxNumber: '310115123456789',
      CompanyId: 999,
    });
    expect(title.statusCode).toBe(400);
  });

  it('money moves only with a matching notification: amount, remittance code, cancelled order', async () => {
    const a = (await orderFromCart(getCtx(), buyer, [[product(), 2]])).json() as Order;
    const b = (await orderFromCart(getCtx(), buyer, [[product(), 1]])).json() as Order;
    expect((await pay(buyer, { OrderId: a.Id, Method: 'bank-transfer' })).statusCode).toBe(201);
    // A smaller (or larger) transfer does not pay; nor does one naming another order's code with this amount.
    const half = (Number(a.TotalAmount) / 2).toFixed(2);
    const small = await notify(getCtx(), '/api/Payments/bank-transfer/notify', {
      RemittanceCode: a.RemittanceCode,
      Amount: half,
      ProviderRef: `S-${a.Id}`,
    });
    expect(small.statusCode).toBe(400);
    const wrong = await notify(getCtx(), '/api/Payments/bank-transfer/notify', {
      RemittanceCode: b.RemittanceCode,
      Amount: a.TotalAmount,
      ProviderRef: `W-${a.Id}`,
    });
    if (a.TotalAmount !== b.TotalAmount) expect(wrong.statusCode).toBe(400);
    expect(((await get(buyer, `/api/Orders/${a.Id}`)).json() as Order).Status).toBe(20);
    expect(((await get(buyer, `/api/Orders/${b.Id}`)).json() as Order).Status).toBe(10);

    // A sandbox payment's success arriving after the order was cancelled does not pay it.
    const p = (await pay(buyer, { OrderId: b.Id, Method: 'sandbox' })).json() as { Id: number; Amount: string };
    const wrongAmount = await notify(getCtx(), '/api/Payments/notify', {
      PaymentId: p.Id,
      ProviderRef: `X-${p.Id}`,
      Status: 'SUCCESS',
      Amount: '0.01',
    });
    expect(wrongAmount.statusCode).toBe(400);
    expect((await send(buyer, 'POST', `/api/Orders/${b.Id}/cancel`)).statusCode).toBe(200);
    const late = await notify(getCtx(), '/api/Payments/notify', {
      PaymentId: p.Id,
      ProviderRef: `L-${p.Id}`,
      Status: 'SUCCESS',
      Amount: p.Amount,
    });
    expect(late.statusCode).toBe(200);
    expect(((await get(buyer, `/api/Orders/${b.Id}`)).json() as Order).Status).toBe(90);
    expect(((await get(buyer, `/api/Payments/${p.Id}`)).json() as { Status: number }).Status).not.toBe(20);
  });

  it('ReturnUrl never leads off-site, however it is spelled', async () => {
    const order = (await orderFromCart(getCtx(), buyer, [[product(), 1]])).json() as Order;
    for (const ReturnUrl of [
      '/\t/evil.example.com/',
      '/\n/evil.example.com/',
      '/\r/evil.example.com/',
      '/\\evil.example.com/',
      '//evil.example.com/',
      ' //evil.example.com/',
      'https://partner.example.com.evil.example.com/',
      'https://partner.example.com@evil.example.com/',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '/payment?备注=1',
    ]) {
      const res = await pay(buyer, { OrderId: order.Id, Method: 'sandbox', ReturnUrl });
      expect([JSON.stringify(ReturnUrl), res.statusCode]).toEqual([JSON.stringify(ReturnUrl), 400]);
    }
    const ok = await send(
      buyer,
      'POST',
      '/api/Payments',
      { OrderId: order.Id, Method: 'sandbox', ReturnUrl: `/payment?orderId=${order.Id}` },
      {
        'idempotency-key': newKey('pay'),
        host: 'evil.example.com',
        'x-forwarded-host': 'evil.example.com',
      },
    );
    expect(ok.statusCode).toBe(201);
    // The cashier link is built from PUBLIC_URL, not from the Host header.
    expect(
      (ok.json() as { PayUrl: string }).PayUrl.startsWith(`${getCtx().config.publicUrl}/api/Payments/sandbox/`),
    ).toBe(true);
    // The cashier page may not be framed and says what it is.
    const page = await app().inject({
      method: 'GET',
      url:
        new URL((ok.json() as { PayUrl: string }).PayUrl).pathname +
        new URL((ok.json() as { PayUrl: string }).PayUrl).search,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('exported cells never start a formula (=, +, -, @, tab, CR), whatever the buyer wrote', async () => {
    const res = await orderFromCart(getCtx(), buyer, [[product(), 1]], {
      body: { PurchaseOrderNo: '=HYPERLINK("http://evil.example.com","点我")', Note: '@SUM(1+1)*cmd|" /C calc"!A0' },
    });
    expect(res.statusCode).toBe(201);
    const csv = (await get(buyer, '/api/Orders/export')).body;
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example.com"",""点我"")"`);
    expect(csv).toContain(`"'@SUM(1+1)*cmd|"" /C calc""!A0"`);
    expect(csv).not.toMatch(/(^|,)"[=+\-@\t\r]/m);
  });
});
