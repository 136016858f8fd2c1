/**
 * Security review, state: refused changes leave nothing half-written (an invoice over several orders with
 * one unpaid; an order whose last line runs out of stock), races on money and state resolve to one
 * consistent outcome (pay + cancel, parallel invoices, parallel bank lines), and invitation links die
 * when resent, withdrawn or used.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { products } from '../../server/db/schema.js';
import { auth, newKey, orderFromCart, rows, tokenFor } from './commerce-fixtures.js';
import { lastLinkTokenFor } from './helpers/accounts.js';
import { describeEachDatabase } from './helpers/app.js';
import { notify } from './helpers/notify.js';

type Order = { Id: number; OrderNo: string; Status: number; TotalAmount: string; RemittanceCode: string };

describeEachDatabase('security: state', (getCtx) => {
  const app = () => getCtx().app;
  let admin: string;
  let buyer: string;
  let ids: number[] = [];
  let next = 0;
  const product = () => ids[next++ % ids.length]!;

  beforeAll(async () => {
    admin = await tokenFor(getCtx(), 'admin@demo.cn');
    buyer = await tokenFor(getCtx(), 'buyer@demo.cn');
    const found = await rows<{ id: number }>(
      getCtx().db,
      sql`select p.id from products p join product_prices pp on pp.product_id = p.id and pp.region_id = 1
          where p.on_sale and p.catalogue = 'online' and p.min_quantity = 1 and p.quantity_step = 1 and p.stock >= 50
          order by p.id limit 16`,
    );
    ids = found.map((r) => Number(r.id));
    expect(ids.length).toBeGreaterThan(8);
  });

  const get = (token: string, url: string) => app().inject({ method: 'GET', url, headers: auth(token) });
  const post = (token: string, url: string, payload?: object, headers: Record<string, string> = {}) =>
    app().inject({ method: 'POST', url, headers: { ...auth(token), ...headers }, ...(payload ? { payload } : {}) });
  const pay = (token: string, body: object) => post(token, '/api/Payments', body, { 'idempotency-key': newKey('pay') });
  const stockOf = async (id: number) =>
    (await getCtx().db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

  async function paidOrder(token: string): Promise<Order> {
    const order = (await orderFromCart(getCtx(), token, [[product(), 1]])).json() as Order;
    expect((await pay(token, { OrderId: order.Id, Method: 'bank-transfer' })).statusCode).toBe(201);
    const res = await notify(getCtx(), '/api/Payments/bank-transfer/notify', {
      RemittanceCode: order.RemittanceCode,
      Amount: order.TotalAmount,
      ProviderRef: `B-${order.Id}`,
    });
    expect(res.statusCode).toBe(200);
    return order;
  }

  async function titleAndAddress() {
    const titles = (await get(admin, '/api/Invoices/titles')).json() as { Id: number }[];
    const addresses = (await get(admin, '/api/Invoices/addresses')).json() as { Id: number }[];
    return { TitleId: titles[0]!.Id, AddressId: addresses[0]!.Id };
  }

  it('an invoice over several orders with one unpaid writes nothing; the paid ones stay invoiceable', async () => {
    const a = await paidOrder(admin);
    const b = await paidOrder(admin);
    const unpaid = (await orderFromCart(getCtx(), admin, [[product(), 1]])).json() as Order;
    const before = await rows<{ n: number }>(getCtx().db, sql`select count(*)::int as n from invoices`);
    const res = await post(admin, '/api/Invoices', { OrderIds: [a.Id, b.Id, unpaid.Id], ...(await titleAndAddress()) });
    expect(res.statusCode).toBe(409);
    const after = await rows<{ n: number }>(getCtx().db, sql`select count(*)::int as n from invoices`);
    expect(Number(after[0]!.n)).toBe(Number(before[0]!.n));
    const linked = await rows(getCtx().db, sql`select 1 from invoice_orders where order_id in (${a.Id}, ${b.Id})`);
    expect(linked).toHaveLength(0);
    const invoiceable = (await get(admin, '/api/Invoices/invoiceable-orders')).json() as { Id: number }[];
    expect(invoiceable.map((o) => o.Id)).toEqual(expect.arrayContaining([a.Id, b.Id]));
  });

  it('an order whose last line runs out of stock writes nothing: stock, sales, cart and orders untouched', async () => {
    const [p1, p2, p3] = [product(), product(), product()];
    await app().inject({
      method: 'PUT',
      url: '/api/ShoppingCarts/items/selection',
      headers: auth(buyer),
      payload: { Region: 1, Selected: false },
    });
    for (const p of [p1, p2, p3]) {
      const res = await post(buyer, '/api/ShoppingCarts/items', { ProductId: p, Quantity: 2, Region: 1 });
      expect(res.statusCode).toBe(201);
    }
    // Another buyer takes the last product's stock between cart and checkout.
    await getCtx().db.update(products).set({ stock: 1 }).where(eq(products.id, p3));
    const stocks = [await stockOf(p1), await stockOf(p2)];
    const before = await rows<{ n: number }>(getCtx().db, sql`select count(*)::int as n from orders`);
    const res = await post(buyer, '/api/Orders', { Region: 1, InvoiceType: 0 }, { 'idempotency-key': newKey('oos') });
    expect(res.statusCode).toBe(409);
    expect([await stockOf(p1), await stockOf(p2), await stockOf(p3)]).toEqual([...stocks, 1]);
    const after = await rows<{ n: number }>(getCtx().db, sql`select count(*)::int as n from orders`);
    expect(Number(after[0]!.n)).toBe(Number(before[0]!.n));
    const cart = (await get(buyer, '/api/ShoppingCarts/items?region=1')).json() as {
      Items: { ProductId: number; Selected: boolean }[];
    };
    expect(
      cart.Items.filter((i) => i.Selected)
        .map((i) => i.ProductId)
        .sort(),
    ).toEqual([p1, p2, p3].sort());
    await getCtx().db.update(products).set({ stock: 100 }).where(eq(products.id, p3));
  });

  it('pay and cancel at once: every order ends either paid with a succeeded payment, or cancelled with its stock back', async () => {
    const orders: { order: Order; payment: { Id: number; Amount: string }; product: number; stock: number }[] = [];
    for (let i = 0; i < 6; i++) {
      const p = product();
      const order = (await orderFromCart(getCtx(), buyer, [[p, 1]])).json() as Order;
      const payment = (await pay(buyer, { OrderId: order.Id, Method: 'sandbox' })).json() as {
        Id: number;
        Amount: string;
      };
      orders.push({ order, payment, product: p, stock: await stockOf(p) });
    }
    await Promise.all(
      orders.flatMap(({ order, payment }) => [
        post(buyer, `/api/Orders/${order.Id}/cancel`),
        notify(getCtx(), '/api/Payments/notify', {
          PaymentId: payment.Id,
          ProviderRef: `R-${payment.Id}`,
          Status: 'SUCCESS',
          Amount: payment.Amount,
        }),
      ]),
    );
    for (const { order, payment, product: p, stock } of orders) {
      const detail = (await get(buyer, `/api/Orders/${order.Id}`)).json() as Order;
      const pv = (await get(buyer, `/api/Payments/${payment.Id}`)).json() as { Status: number };
      if (detail.Status === 30) {
        expect(pv.Status).toBe(20);
        expect(await stockOf(p)).toBe(stock);
      } else {
        expect(detail.Status).toBe(90);
        expect(pv.Status).not.toBe(20);
        expect(await stockOf(p)).toBe(stock + 1);
      }
    }
  });

  it('parallel invoice requests for one order: one invoice; parallel bank lines for one order: paid once', async () => {
    const order = await paidOrder(admin);
    const body = { OrderIds: [order.Id], ...(await titleAndAddress()) };
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(admin, '/api/Invoices', body)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 409)).toBe(true);
    const linked = await rows(getCtx().db, sql`select 1 from invoice_orders where order_id = ${order.Id}`);
    expect(linked).toHaveLength(1);

    const open = (await orderFromCart(getCtx(), buyer, [[product(), 1]])).json() as Order;
    const lines = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        notify(getCtx(), '/api/Payments/bank-transfer/notify', {
          RemittanceCode: open.RemittanceCode,
          Amount: open.TotalAmount,
          ProviderRef: `P-${open.Id}-${i}`,
        }),
      ),
    );
    // Every line is acknowledged and recorded; one pays the order, the others are closed (to be refunded).
    expect(lines.map((l) => l.statusCode)).toEqual(Array(6).fill(200));
    const paid = await rows(getCtx().db, sql`select 1 from payments where order_id = ${open.Id} and status = 20`);
    expect(paid).toHaveLength(1);
    const closed = await rows(
      getCtx().db,
      sql`select 1 from payments where order_id = ${open.Id} and status = 40 and provider_ref like ${`P-${open.Id}-%`}`,
    );
    expect(closed).toHaveLength(5);
    const events = await rows(getCtx().db, sql`select 1 from order_events where order_id = ${open.Id} and status = 30`);
    expect(events).toHaveLength(1);
  });

  it('a transfer that arrives after the order was cancelled is recorded (closed, to be refunded), never pays it', async () => {
    const order = (await orderFromCart(getCtx(), buyer, [[product(), 1]])).json() as Order;
    expect((await pay(buyer, { OrderId: order.Id, Method: 'bank-transfer' })).statusCode).toBe(201);
    expect((await post(buyer, `/api/Orders/${order.Id}/cancel`)).statusCode).toBe(200);
    const line = { RemittanceCode: order.RemittanceCode, Amount: order.TotalAmount, ProviderRef: `LATE-${order.Id}` };
    expect((await notify(getCtx(), '/api/Payments/bank-transfer/notify', line)).statusCode).toBe(200);
    expect((await notify(getCtx(), '/api/Payments/bank-transfer/notify', line)).statusCode).toBe(200);
    expect(((await get(buyer, `/api/Orders/${order.Id}`)).json() as Order).Status).toBe(90);
    const recorded = await rows<{ status: number; amount: string }>(
      getCtx().db,
      sql`select status, amount::text as amount from payments where provider_ref = ${line.ProviderRef}`,
    );
    expect(recorded).toHaveLength(1);
    expect(Number(recorded[0]!.status)).toBe(40);
    expect(Number(recorded[0]!.amount)).toBe(Number(order.TotalAmount));
  });

  it('an invitation link dies when resent, withdrawn or used', async () => {
    const adminHeaders = auth(admin);
    const email = `inv-${getCtx().kind}@example.com`;
    // Links in mails come from PUBLIC_URL, never from the request's Host or X-Forwarded-Host.
    const invite = await app().inject({
      method: 'POST',
      url: '/api/Company/users/invitations',
      headers: { ...adminHeaders, host: 'evil.example.com', 'x-forwarded-host': 'evil.example.com' },
      payload: { Email: email, Name: '周八<script>alert(1)</script>', RoleName: '采购员' },
    });
    expect(invite.statusCode).toBe(201);
    const mail = (
      await app().inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })
    ).json() as { Text: string; Html: string }[];
    expect(mail[0]!.Text).toContain(`${getCtx().config.publicUrl}/invite?token=`);
    expect(mail[0]!.Text + mail[0]!.Html).not.toContain('evil.example.com');
    expect(mail[0]!.Html).not.toContain('<script>');
    const id = (invite.json() as { Id: number }).Id;
    const first = await lastLinkTokenFor(app(), email);
    expect(
      (
        await app().inject({
          method: 'POST',
          url: `/api/Company/users/invitations/${id}/resend`,
          headers: adminHeaders,
        })
      ).statusCode,
    ).toBe(204);
    const second = await lastLinkTokenFor(app(), email);
    expect(second).not.toBe(first);
    const activate = (Token: string) =>
      app().inject({
        method: 'POST',
        url: '/api/Users/invitations/activations',
        payload: { Token, Name: '周八', Password: 'Secret123', Mobile: '13712345678' },
      });
    expect((await activate(first)).statusCode).toBe(400);
    expect(
      (await app().inject({ method: 'DELETE', url: `/api/Company/users/invitations/${id}`, headers: adminHeaders }))
        .statusCode,
    ).toBe(204);
    expect((await activate(second)).statusCode).toBe(400);
    expect(
      (await app().inject({ method: 'GET', url: `/api/Users/invitations?token=${encodeURIComponent(second)}` }))
        .statusCode,
    ).toBe(400);

    const email2 = `inv2-${getCtx().kind}@example.com`;
    expect(
      (
        await app().inject({
          method: 'POST',
          url: '/api/Company/users/invitations',
          headers: adminHeaders,
          payload: { Email: email2, Name: '吴九', RoleName: '采购员' },
        })
      ).statusCode,
    ).toBe(201);
    const token = await lastLinkTokenFor(app(), email2);
    expect((await activate(token)).statusCode).toBe(201);
    expect((await activate(token)).statusCode).toBe(400);
  });
});
