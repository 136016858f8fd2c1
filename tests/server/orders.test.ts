import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { orders, products } from '../../server/db/schema.js';
import { cancelExpiredOrders, startUnpaidOrderJob } from '../../server/jobs/cancel-unpaid.js';
import { auth, newKey, orderFromCart, tokenFor } from './commerce-fixtures.js';
import { describeEachDatabase, type TestContext } from './helpers/app.js';

type Detail = {
  Id: number;
  OrderNo: string;
  Status: number;
  StatusName: string;
  TotalAmount: string;
  Items: { ProductId: number; UnitPrice: string; Quantity: number; Subtotal: string }[];
  PayBefore: string;
  CreatedAt: string;
  CanCancel: boolean;
  CanPay: boolean;
  Timeline: { Status: number }[];
  RemittanceCode: string;
  InvoiceTitle: { Name: string; Type: number } | null;
  InvoiceAddress: { Recipient: string } | null;
  BuyerName: string;
};

const stockOf = async (ctx: TestContext, id: number) =>
  (await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

describeEachDatabase('orders', (ctx) => {
  let buyer: string;
  let admin: string;
  let other: string;
  beforeAll(async () => {
    buyer = await tokenFor(ctx(), 'buyer@demo.cn');
    admin = await tokenFor(ctx(), 'admin@demo.cn');
    other = await tokenFor(ctx(), 'other@demo.cn');
  });
  const get = (token: string, url: string) => ctx().app.inject({ method: 'GET', url, headers: auth(token) });

  it('previews the selected lines with server prices and an exact total', async () => {
    const { app } = ctx();
    await app.inject({
      method: 'POST',
      url: '/api/ShoppingCarts/items',
      headers: auth(buyer),
      payload: { ProductId: 2, Quantity: 2, Region: 2 },
    });
    await app.inject({
      method: 'POST',
      url: '/api/ShoppingCarts/items',
      headers: auth(buyer),
      payload: { ProductId: 16, Quantity: 30, Region: 2 },
    });
    const preview = await app.inject({
      method: 'POST',
      url: '/api/Orders/preview',
      headers: auth(buyer),
      payload: { Region: 2 },
    });
    expect(preview.statusCode).toBe(200);
    const body = preview.json() as {
      Items: { ProductId: number; UnitPrice: string; Quantity: number; Subtotal: string }[];
      TotalAmount: string;
    };
    const p2 = (await app.inject({ method: 'GET', url: '/api/Products/2?region=2' })).json() as { Price: string };
    const line = body.Items.find((i) => i.ProductId === 2)!;
    expect(line.UnitPrice).toBe(p2.Price);
    const cents = body.Items.reduce((s, i) => s + Math.round(Number(i.UnitPrice) * 100) * i.Quantity, 0);
    expect(body.TotalAmount).toBe((cents / 100).toFixed(2));
    const empty = await app.inject({
      method: 'POST',
      url: '/api/Orders/preview',
      headers: auth(buyer),
      payload: { Region: 4 },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('creates an order from the selected lines: stock taken, lines removed, a day to pay', async () => {
    const { app } = ctx();
    const before = await stockOf(ctx(), 5);
    await app.inject({
      method: 'POST',
      url: '/api/ShoppingCarts/items',
      headers: auth(buyer),
      payload: { ProductId: 10, Quantity: 1, Region: 1 },
    });
    await app.inject({
      method: 'PUT',
      url: '/api/ShoppingCarts/items/selection',
      headers: auth(buyer),
      payload: { Region: 1, Selected: false },
    });
    const res = await orderFromCart(ctx(), buyer, [[5, 2]], { body: { PurchaseOrderNo: 'PO-1', Note: '工作日送货' } });
    expect(res.statusCode).toBe(201);
    const order = res.json() as Detail;
    expect(order).toMatchObject({ Status: 10, StatusName: '待支付', CanCancel: true, CanPay: true, BuyerName: '李娜' });
    expect(order.OrderNo).toMatch(/^\d{18}$/);
    expect(order.RemittanceCode).toMatch(/^HK[2-9A-Z]{8}$/);
    // PAY_WINDOW_MINUTES unset: a day to pay online (a company's finance needs one).
    expect(new Date(order.PayBefore).getTime() - new Date(order.CreatedAt).getTime()).toBe(1440 * 60_000);
    expect(order.Items).toEqual([expect.objectContaining({ ProductId: 5, Quantity: 2 })]);
    expect(order.Timeline.map((t) => t.Status)).toEqual([10]);
    expect(await stockOf(ctx(), 5)).toBe(before - 2);
    // The creation answer is the order as GET /api/Orders/{id} shows it.
    expect((await get(buyer, `/api/Orders/${order.Id}`)).json()).toEqual(order);
    // The unselected line stays in the cart.
    const cart = (await get(buyer, '/api/ShoppingCarts/items?region=1')).json() as { Items: { ProductId: number }[] };
    expect(cart.Items.map((i) => i.ProductId)).toEqual([10]);
  });

  it('snapshots the invoice title and address; 专用发票 needs a 专用 title', async () => {
    const titles = (await get(buyer, '/api/Invoices/titles')).json() as { Id: number; Type: number; Name: string }[];
    const addresses = (await get(buyer, '/api/Invoices/addresses')).json() as { Id: number; Recipient: string }[];
    const normal = titles.find((t) => t.Type === 1)!;
    const special = titles.find((t) => t.Type === 2)!;
    const refused = await orderFromCart(ctx(), buyer, [[6, 1]], {
      body: { InvoiceType: 2, InvoiceTitleId: normal.Id, InvoiceAddressId: addresses[0]!.Id },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ Field: 'InvoiceTitleId' });
    const missing = await ctx().app.inject({
      method: 'POST',
      url: '/api/Orders',
      headers: { ...auth(buyer), 'idempotency-key': newKey() },
      payload: { Region: 1, InvoiceType: 1 },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ Field: 'InvoiceTitleId' });
    const ok = await ctx().app.inject({
      method: 'POST',
      url: '/api/Orders',
      headers: { ...auth(buyer), 'idempotency-key': newKey() },
      payload: { Region: 1, InvoiceType: 2, InvoiceTitleId: special.Id, InvoiceAddressId: addresses[0]!.Id },
    });
    expect(ok.statusCode).toBe(201);
    const order = ok.json() as Detail;
    expect(order.InvoiceTitle).toMatchObject({ Type: 2, Name: special.Name });
    expect(order.InvoiceAddress).toMatchObject({ Recipient: addresses[0]!.Recipient });
    const foreignTitle = (await get(other, '/api/Invoices/titles')).json() as { Id: number }[];
    const foreign = await orderFromCart(ctx(), buyer, [[6, 1]], {
      body: { InvoiceType: 1, InvoiceTitleId: foreignTitle[0]!.Id, InvoiceAddressId: addresses[0]!.Id },
    });
    expect(foreign.statusCode).toBe(400);
  });

  it('refuses an order without Idempotency-Key, without selected lines, or beyond the stock (409, nothing written)', async () => {
    const { app } = ctx();
    const noKey = await app.inject({
      method: 'POST',
      url: '/api/Orders',
      headers: auth(buyer),
      payload: { Region: 1, InvoiceType: 0 },
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json()).toMatchObject({ Field: 'Idempotency-Key' });
    await app.inject({
      method: 'PUT',
      url: '/api/ShoppingCarts/items/selection',
      headers: auth(buyer),
      payload: { Region: 1, Selected: false },
    });
    const nothing = await app.inject({
      method: 'POST',
      url: '/api/Orders',
      headers: { ...auth(buyer), 'idempotency-key': newKey() },
      payload: { Region: 1, InvoiceType: 0 },
    });
    expect(nothing.statusCode).toBe(400);
    // Someone else bought the stock after it went into the cart.
    await app.inject({
      method: 'POST',
      url: '/api/ShoppingCarts/items',
      headers: auth(buyer),
      payload: { ProductId: 7, Quantity: 3, Region: 1 },
    });
    await ctx().db.update(products).set({ stock: 2 }).where(eq(products.id, 7));
    const [{ n: before }] = (await ctx().db.select({ n: sql<number>`count(*)::int` }).from(orders)) as [{ n: number }];
    const res = await app.inject({
      method: 'POST',
      url: '/api/Orders',
      headers: { ...auth(buyer), 'idempotency-key': newKey() },
      payload: { Region: 1, InvoiceType: 0 },
    });
    expect(res.statusCode).toBe(409);
    expect((res.json() as { Error: string }).Error).toMatch(/^库存不足/);
    const [{ n: after }] = (await ctx().db.select({ n: sql<number>`count(*)::int` }).from(orders)) as [{ n: number }];
    expect(after).toBe(before);
    expect(await stockOf(ctx(), 7)).toBe(2);
    await ctx().db.update(products).set({ stock: 1000 }).where(eq(products.id, 7));
  });

  it('replays the same key and body, refuses the same key with another body', async () => {
    const key = newKey('replay');
    const first = await orderFromCart(ctx(), buyer, [[8, 1]], { key });
    expect(first.statusCode).toBe(201);
    const again = await ctx().app.inject({
      method: 'POST',
      url: '/api/Orders',
      headers: { ...auth(buyer), 'idempotency-key': key },
      payload: { Region: 1, InvoiceType: 0 },
    });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((again.json() as Detail).Id).toBe((first.json() as Detail).Id);
    const different = await ctx().app.inject({
      method: 'POST',
      url: '/api/Orders',
      headers: { ...auth(buyer), 'idempotency-key': key },
      payload: { Region: 1, InvoiceType: 0, Note: '另一个' },
    });
    expect(different.statusCode).toBe(409);
    expect(different.json()).toEqual({ Error: '幂等键已用于另一请求' });
  });

  it('lists own orders for a buyer and the company orders for an admin, with filters', async () => {
    const mine = (await get(buyer, '/api/Orders?pageSize=100')).json() as {
      Items: {
        Id: number;
        BuyerName: string;
        Status: number;
        OrderNo: string;
        TotalAmount: string;
        ItemCount: number;
      }[];
      Total: number;
    };
    expect(mine.Total).toBeGreaterThan(0);
    expect(mine.Items.every((o) => o.BuyerName === '李娜')).toBe(true);
    const company = (await get(admin, '/api/Orders?pageSize=100')).json() as typeof mine;
    expect(company.Total).toBeGreaterThan(mine.Total);
    expect(new Set(company.Items.map((o) => o.BuyerName))).toEqual(new Set(['李娜', '张明']));
    const paid = (await get(admin, '/api/Orders?status=30&pageSize=100')).json() as typeof mine;
    expect(paid.Items.length).toBeGreaterThan(0);
    expect(paid.Items.every((o) => o.Status === 30)).toBe(true);
    const one = (await get(admin, `/api/Orders?keyword=${mine.Items[0]!.OrderNo}`)).json() as typeof mine;
    expect(one.Items.map((o) => o.OrderNo)).toEqual([mine.Items[0]!.OrderNo]);
    const byProduct = (await get(admin, `/api/Orders?keyword=${encodeURIComponent('安全帽')}`)).json() as typeof mine;
    // Only the orders with a line whose product name matches, not all of them.
    expect(byProduct.Total).toBeGreaterThan(0);
    expect(byProduct.Total).toBeLessThan(company.Total);
    for (const o of byProduct.Items) {
      const detail = (await get(admin, `/api/Orders/${o.Id}`)).json() as { Items: { Name: string }[] };
      expect(detail.Items.some((line) => line.Name.includes('安全帽'))).toBe(true);
    }
    const sorted = (await get(admin, '/api/Orders?sort=amount-desc&pageSize=100')).json() as typeof mine;
    const amounts = sorted.Items.map((o) => Number(o.TotalAmount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const future = (await get(admin, '/api/Orders?from=2099-01-01')).json() as typeof mine;
    expect(future.Total).toBe(0);
    expect((await get(admin, '/api/Orders?from=yesterday')).statusCode).toBe(400);
    const foreign = (await get(other, '/api/Orders?pageSize=100')).json() as typeof mine;
    expect(foreign.Items.some((o) => ['李娜', '张明'].includes(o.BuyerName))).toBe(false);
  });

  it("answers 404 for another company's order and for a colleague's order to a buyer", async () => {
    const company = (await get(admin, '/api/Orders?pageSize=100')).json() as {
      Items: { Id: number; BuyerName: string }[];
    };
    const adminsOrder = company.Items.find((o) => o.BuyerName === '张明')!;
    const buyersOrder = company.Items.find((o) => o.BuyerName === '李娜')!;
    expect((await get(admin, `/api/Orders/${buyersOrder.Id}`)).statusCode).toBe(200);
    expect((await get(buyer, `/api/Orders/${adminsOrder.Id}`)).statusCode).toBe(404);
    const res = await get(other, `/api/Orders/${buyersOrder.Id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Error: '订单不存在' });
    expect(
      (await ctx().app.inject({ method: 'POST', url: `/api/Orders/${buyersOrder.Id}/cancel`, headers: auth(other) }))
        .statusCode,
    ).toBe(404);
  });

  it('cancels an open order and restores the stock; a paid order cannot be cancelled', async () => {
    const before = await stockOf(ctx(), 9);
    const order = (await orderFromCart(ctx(), buyer, [[9, 3]])).json() as Detail;
    expect(await stockOf(ctx(), 9)).toBe(before - 3);
    const res = await ctx().app.inject({ method: 'POST', url: `/api/Orders/${order.Id}/cancel`, headers: auth(buyer) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Status: 90, StatusName: '已取消', CanCancel: false, CanPay: false });
    expect(await stockOf(ctx(), 9)).toBe(before);
    const twice = await ctx().app.inject({
      method: 'POST',
      url: `/api/Orders/${order.Id}/cancel`,
      headers: auth(buyer),
    });
    expect(twice.statusCode).toBe(409);
    const paid = (await get(admin, '/api/Orders?status=30')).json() as { Items: { Id: number }[] };
    expect(
      (await ctx().app.inject({ method: 'POST', url: `/api/Orders/${paid.Items[0]!.Id}/cancel`, headers: auth(admin) }))
        .statusCode,
    ).toBe(409);
  });

  it('exports a CSV with BOM that Excel opens and that cannot inject formulas', async () => {
    await orderFromCart(ctx(), buyer, [[11, 1]], {
      body: { PurchaseOrderNo: '=HYPERLINK("http://evil")', Note: '含"引号",逗号' },
    });
    const res = await get(admin, '/api/Orders/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment');
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.subarray(3).toString('utf8');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toContain('"订单号"');
    const list = (await get(admin, '/api/Orders?pageSize=100')).json() as { Total: number };
    expect(lines.length - 1).toBe(list.Total);
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).toContain('"含""引号"",逗号"');
    const buyerCsv = (await get(buyer, '/api/Orders/export')).rawPayload.toString('utf8');
    expect(buyerCsv).not.toContain('张明');
  });
});

let clock = new Date();
describeEachDatabase(
  'unpaid orders',
  (ctx) => {
    it('cancels orders past PayBefore and restores their stock, leaving paid and fresh orders alone', async () => {
      clock = new Date();
      const buyer = await tokenFor(ctx(), 'buyer@demo.cn');
      const before = await stockOf(ctx(), 12);
      const expired = (await orderFromCart(ctx(), buyer, [[12, 2]])).json() as Detail;
      expect(await stockOf(ctx(), 12)).toBe(before - 2);
      clock = new Date(clock.getTime() + 20 * 60_000);
      const fresh = (await orderFromCart(ctx(), buyer, [[14, 2]])).json() as Detail;
      // 31 minutes after the first order: only it is due (besides seeded ones).
      clock = new Date(new Date(expired.CreatedAt).getTime() + 31 * 60_000);
      const cancelled = await cancelExpiredOrders(ctx().db, clock);
      expect(cancelled).toBeGreaterThanOrEqual(1);
      const detail = (
        await ctx().app.inject({ method: 'GET', url: `/api/Orders/${expired.Id}`, headers: auth(buyer) })
      ).json() as Detail;
      expect(detail.Status).toBe(90);
      expect(detail.Timeline.at(-1)).toMatchObject({ Status: 90 });
      expect(await stockOf(ctx(), 12)).toBe(before);
      const still = (
        await ctx().app.inject({ method: 'GET', url: `/api/Orders/${fresh.Id}`, headers: auth(buyer) })
      ).json() as Detail;
      expect(still.Status).toBe(10);
      // The fresh order is still payable, and a second run finds nothing more to cancel.
      const pay = await ctx().app.inject({
        method: 'POST',
        url: '/api/Payments',
        headers: { ...auth(buyer), 'idempotency-key': newKey() },
        payload: { OrderId: fresh.Id, Method: 'sandbox' },
      });
      expect(pay.statusCode).toBe(201);
      expect(await cancelExpiredOrders(ctx().db, clock)).toBe(0);
    });

    it('runs on an interval until stopped', async () => {
      clock = new Date();
      const buyer = await tokenFor(ctx(), 'buyer@demo.cn');
      const order = (await orderFromCart(ctx(), buyer, [[15, 2]])).json() as Detail;
      clock = new Date(clock.getTime() + 31 * 60_000);
      const stop = startUnpaidOrderJob(ctx().app, 50);
      try {
        let status = 10;
        for (let i = 0; i < 100 && status !== 90; i++) {
          await new Promise((r) => setTimeout(r, 50));
          [{ status }] = (await ctx()
            .db.select({ status: orders.status })
            .from(orders)
            .where(eq(orders.id, order.Id))) as [{ status: number }];
        }
        expect(status).toBe(90);
      } finally {
        stop();
      }
    });
  },
  // A short window (PAY_WINDOW_MINUTES=30) so the clock moves by minutes, not days.
  { now: () => clock, config: { payWindowMinutes: 30 } },
);
