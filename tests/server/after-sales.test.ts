/**
 * After-sales (售后) end to end, on PGlite and PostgreSQL: 仅退款 on a paid order (sandbox refund), 退货退款 on a
 * received order paid by 对公转账 (refund record with the bank reference), exact amounts, stock back, the order's
 * 已退款 / refunded lines, every step on both timelines, mailed and audited; refusals (over-quantity, wrong
 * state, past RETURN_DAYS, other company → 404); two requests for the same lines at once: one wins.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../server/db/schema.js';
import { auth, createBuyers, newKey, orderFromCart, rows, tokenFor } from './commerce-fixtures.js';
import { describeEachDatabase, type TestContext } from './helpers/app.js';
import { notify } from './helpers/notify.js';

type Method = 'GET' | 'POST';
interface Line {
  OrderItemId: number;
  ProductId: number;
  Quantity: number;
  UnitPrice: string;
  Subtotal: string;
  RefundedQuantity: number;
  RefundedAmount: string;
}

const stockOf = async (ctx: TestContext, id: number) =>
  (await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

describeEachDatabase('after-sales', (getCtx) => {
  let ops: string;
  let buyer: string;
  const call = (method: Method, url: string, token?: string, payload?: unknown) =>
    getCtx().app.inject({
      method,
      url,
      headers: token ? auth(token) : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  beforeAll(async () => {
    const res = await getCtx().app.inject({
      method: 'POST',
      url: '/api/Operator/login',
      payload: { Email: 'ops@demo.cn', Password: 'Demo@123456' },
    });
    ops = res.json().token;
    buyer = await tokenFor(getCtx(), 'buyer@demo.cn');
  });

  /** An order of `lines` paid through the sandbox provider's signed callback. */
  async function sandboxPaid(token: string, lines: [number, number][]) {
    const order = (await orderFromCart(getCtx(), token, lines)).json();
    const payment = (
      await getCtx().app.inject({
        method: 'POST',
        url: '/api/Payments',
        headers: { ...auth(token), 'idempotency-key': newKey('pay') },
        payload: { OrderId: order.Id, Method: 'sandbox' },
      })
    ).json();
    const paid = await notify(getCtx(), '/api/Payments/notify', {
      PaymentId: payment.Id,
      ProviderRef: `SB-${getCtx().kind}-${payment.Id}-${Math.random().toString(36).slice(2, 8)}`,
      Status: 'SUCCESS',
      Amount: order.TotalAmount,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return (await call('GET', `/api/Orders/${order.Id}`, token)).json();
  }

  /** An order paid by a bank transfer the operator matched, shipped and received. */
  async function receivedByTransfer(token: string, lines: [number, number][], label: string) {
    const order = (await orderFromCart(getCtx(), token, lines)).json();
    const matched = await call('POST', '/api/Operator/transfers/confirm', ops, {
      RemittanceCode: order.RemittanceCode,
      Amount: order.TotalAmount,
      BankRef: `AS-${getCtx().kind}-${label}`,
    });
    expect(matched.statusCode, matched.body).toBe(200);
    const shipped = await call('POST', `/api/Operator/orders/${order.Id}/ship`, ops, {
      Carrier: '顺丰速运',
      TrackingNo: `SF${Date.now()}`,
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect((await call('POST', `/api/Orders/${order.Id}/receive`, token)).statusCode).toBe(204);
    return (await call('GET', `/api/Orders/${order.Id}`, token)).json();
  }

  const mailsTo = async (to: string, like: string) =>
    rows<{ subject: string; text: string }>(
      getCtx().db,
      sql`select subject, text from outbox where "to" = ${to} and text like ${`%${like}%`} order by id`,
    );

  describe('仅退款 on a paid order (sandbox)', () => {
    it('refunds part of the order exactly, returns the stock, keeps the order 已支付 with the refunded lines', async () => {
      const order = await sandboxPaid(buyer, [
        [12, 3],
        [14, 2],
      ]);
      expect(order.Status).toBe(30);
      expect(order.CanRequestRefund).toBe(true);
      const [first, second] = order.Items as Line[];
      const stockBefore = await stockOf(getCtx(), first!.ProductId);

      const created = await call('POST', '/api/AfterSales', buyer, {
        OrderId: order.Id,
        Type: 'refund',
        Lines: [{ OrderItemId: first!.OrderItemId, Quantity: 2 }],
        Reason: '不想要了',
        Description: '采购计划变更',
      });
      expect(created.statusCode, created.body).toBe(201);
      const sale = created.json();
      // Exact decimals: unit price × 2, computed by the server.
      const expected = (Math.round(Number(first!.UnitPrice) * 100) * 2) / 100;
      expect(sale).toMatchObject({
        OrderId: order.Id,
        Type: 'refund',
        Status: 10,
        StatusName: '待审核',
        Amount: expected.toFixed(2),
        Reason: '不想要了',
        RejectReason: null,
        ReturnCarrier: null,
        ReturnTrackingNo: null,
        RefundedAt: null,
      });
      expect(sale.AfterSaleNo).toMatch(/^AS\d{16}$/);
      expect(sale.Lines).toEqual([expect.objectContaining({ OrderItemId: first!.OrderItemId, Quantity: 2 })]);

      // The queue and the dashboard card show it to the operator; approving refunds through the sandbox at once.
      const card = async () => (await call('GET', '/api/Operator/dashboard', ops)).json().Queues.AfterSalesToHandle;
      const waiting = await card();
      expect(waiting).toBeGreaterThanOrEqual(1);
      const queue = (await call('GET', '/api/Operator/after-sales?status=10&pageSize=100', ops)).json();
      expect(queue.Items.map((s: { Id: number }) => s.Id)).toContain(sale.Id);
      const approved = await call('POST', `/api/Operator/after-sales/${sale.Id}/approve`, ops);
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json()).toMatchObject({ Status: 40, StatusName: '已退款', RefundMethod: '在线支付' });
      expect(approved.json().RefundRef).toMatch(/^SBR-/);
      expect(approved.json().RefundedAt).not.toBeNull();
      expect(approved.json().Timeline.map((s: { Status: number }) => s.Status)).toEqual([10, 40]);
      expect(await card()).toBe(waiting - 1);

      expect(await stockOf(getCtx(), first!.ProductId)).toBe(stockBefore + 2);
      const after = (await call('GET', `/api/Orders/${order.Id}`, buyer)).json();
      expect(after.Status).toBe(30);
      expect(after.RefundedAmount).toBe(expected.toFixed(2));
      expect(after.Items[0]).toMatchObject({ RefundedQuantity: 2, RefundedAmount: expected.toFixed(2) });
      expect(after.Items[1]).toMatchObject({ RefundedQuantity: 0, RefundedAmount: '0.00' });
      expect(after.Timeline.filter((t: { Status: number }) => t.Status === 85)).toHaveLength(2);

      // A second request may take only what is left of the line.
      const tooMany = await call('POST', '/api/AfterSales', buyer, {
        OrderId: order.Id,
        Type: 'refund',
        Lines: [{ OrderItemId: first!.OrderItemId, Quantity: 2 }],
        Reason: '不想要了',
      });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json()).toMatchObject({ Field: 'Lines', Error: expect.stringContaining('最多可申请 1') });

      // The rest of the order: refunded in full → 已退款, the whole payment back.
      const rest = await call('POST', '/api/AfterSales', buyer, {
        OrderId: order.Id,
        Type: 'refund',
        Lines: [
          { OrderItemId: first!.OrderItemId, Quantity: 1 },
          { OrderItemId: second!.OrderItemId, Quantity: 2 },
        ],
        Reason: '不想要了',
      });
      expect(rest.statusCode, rest.body).toBe(201);
      await call('POST', `/api/Operator/after-sales/${rest.json().Id}/approve`, ops);
      const whole = (await call('GET', `/api/Orders/${order.Id}`, buyer)).json();
      expect(whole).toMatchObject({ Status: 80, StatusName: '已退款', RefundedAmount: order.TotalAmount });
      expect(whole.CanRequestRefund).toBe(false);

      const mails = await mailsTo('buyer@demo.cn', sale.AfterSaleNo);
      expect(mails.map((m) => m.text).join('\n')).toContain('已退款');
      const log = (await call('GET', `/api/Operator/audit?action=after-sale.refund&pageSize=100`, ops)).json();
      expect(log.Items.some((e: { EntityId: string }) => e.EntityId === String(sale.Id))).toBe(true);
    });

    it('refuses 仅退款 on shipped goods, a rejected request keeps the lines free, a withdrawn one too', async () => {
      const order = await sandboxPaid(buyer, [[15, 2]]);
      const line = order.Items[0] as Line;
      const asked = (
        await call('POST', '/api/AfterSales', buyer, {
          OrderId: order.Id,
          Type: 'refund',
          Lines: [{ OrderItemId: line.OrderItemId, Quantity: 2 }],
          Reason: '质量问题',
        })
      ).json();
      const noReason = await call('POST', `/api/Operator/after-sales/${asked.Id}/reject`, ops, { Reason: ' ' });
      expect(noReason.statusCode).toBe(400);
      const rejected = await call('POST', `/api/Operator/after-sales/${asked.Id}/reject`, ops, {
        Reason: '商品已打包',
      });
      expect(rejected.json()).toMatchObject({ Status: 80, StatusName: '已驳回', RejectReason: '商品已打包' });
      // Rejected: approving it now is refused; a new request may take the lines again, and be withdrawn.
      expect((await call('POST', `/api/Operator/after-sales/${asked.Id}/approve`, ops)).statusCode).toBe(409);
      const again = (
        await call('POST', '/api/AfterSales', buyer, {
          OrderId: order.Id,
          Type: 'refund',
          Lines: [{ OrderItemId: line.OrderItemId, Quantity: 2 }],
          Reason: '质量问题',
        })
      ).json();
      const withdrawn = await call('POST', `/api/AfterSales/${again.Id}/withdraw`, buyer);
      expect(withdrawn.json()).toMatchObject({ Status: 90, StatusName: '已撤销' });

      const sent = await call('POST', `/api/Operator/orders/${order.Id}/ship`, ops, {
        Carrier: '中通快递',
        TrackingNo: '781234567890',
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const shipped = await call('POST', '/api/AfterSales', buyer, {
        OrderId: order.Id,
        Type: 'refund',
        Lines: [{ OrderItemId: line.OrderItemId, Quantity: 1 }],
        Reason: '不想要了',
      });
      expect(shipped.statusCode).toBe(409);
      expect(shipped.json().Error).toContain('已发货');
      // 退货退款 needs the receipt first.
      const early = await call('POST', '/api/AfterSales', buyer, {
        OrderId: order.Id,
        Type: 'return',
        Lines: [{ OrderItemId: line.OrderItemId, Quantity: 1 }],
        Reason: '质量问题',
      });
      expect(early.statusCode).toBe(409);
    });
  });

  describe('退货退款 on a received order (对公转账)', () => {
    it('approve → return parcel → receipt → refund with the bank reference, stock back, order 已退款', async () => {
      const order = await receivedByTransfer(buyer, [[27, 2]], 'return');
      expect(order.Status).toBe(50);
      expect(order.CanRequestReturn).toBe(true);
      const line = order.Items[0] as Line;
      const stockBefore = await stockOf(getCtx(), line.ProductId);
      const sale = (
        await call('POST', '/api/AfterSales', buyer, {
          OrderId: order.Id,
          Type: 'return',
          Lines: [{ OrderItemId: line.OrderItemId, Quantity: 2 }],
          Reason: '发错货',
        })
      ).json();
      expect(sale).toMatchObject({ Type: 'return', Status: 10, Amount: line.Subtotal });
      // The parcel cannot be noted before approval.
      const tooEarly = await call('POST', `/api/AfterSales/${sale.Id}/return-parcel`, buyer, {
        Carrier: '顺丰速运',
        TrackingNo: 'SF0000000001',
      });
      expect(tooEarly.statusCode).toBe(409);
      const approved = (await call('POST', `/api/Operator/after-sales/${sale.Id}/approve`, ops)).json();
      expect(approved).toMatchObject({ Status: 20, StatusName: '待寄回' });
      const parcel = await call('POST', `/api/AfterSales/${sale.Id}/return-parcel`, buyer, {
        Carrier: '顺丰速运',
        TrackingNo: 'SF0000000001',
      });
      expect(parcel.json()).toMatchObject({
        Status: 30,
        StatusName: '待收货',
        ReturnCarrier: '顺丰速运',
        ReturnTrackingNo: 'SF0000000001',
      });
      // 对公转账: the operator must give the bank reference of the transfer back.
      const noRef = await call('POST', `/api/Operator/after-sales/${sale.Id}/receive`, ops, {});
      expect(noRef.statusCode).toBe(400);
      expect(noRef.json().Field).toBe('RefundRef');
      const received = await call('POST', `/api/Operator/after-sales/${sale.Id}/receive`, ops, {
        RefundRef: `BANKBACK-${getCtx().kind}-1`,
      });
      expect(received.statusCode, received.body).toBe(200);
      expect(received.json()).toMatchObject({
        Status: 40,
        RefundMethod: '对公转账',
        RefundRef: `BANKBACK-${getCtx().kind}-1`,
        Amount: line.Subtotal,
      });
      expect(received.json().Timeline.map((s: { Status: number }) => s.Status)).toEqual([10, 20, 30, 40]);
      expect(await stockOf(getCtx(), line.ProductId)).toBe(stockBefore + 2);
      const after = (await call('GET', `/api/Orders/${order.Id}`, buyer)).json();
      expect(after).toMatchObject({ Status: 80, StatusName: '已退款', RefundedAmount: order.TotalAmount });
      // Receiving twice is refused (the refund happened once).
      expect(
        (await call('POST', `/api/Operator/after-sales/${sale.Id}/receive`, ops, { RefundRef: 'BANKBACK-2' }))
          .statusCode,
      ).toBe(409);
      const mine = (await call('GET', `/api/AfterSales?orderId=${order.Id}`, buyer)).json();
      expect(mine.Items.map((s: { Id: number }) => s.Id)).toEqual([sale.Id]);
    });

    it('closes 退货退款 RETURN_DAYS after receipt', async () => {
      const order = await receivedByTransfer(buyer, [[35, 1]], 'late');
      const ctx = getCtx();
      // The receipt moved 8 China days back: past the default 7.
      await ctx.db.execute(
        sql`update order_events set created_at = created_at - interval '8 days' where order_id = ${order.Id} and status = 50`,
      );
      const late = await call('POST', '/api/AfterSales', buyer, {
        OrderId: order.Id,
        Type: 'return',
        Lines: [{ OrderItemId: order.Items[0].OrderItemId, Quantity: 1 }],
        Reason: '质量问题',
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().Error).toContain('7 天');
      expect((await call('GET', `/api/Orders/${order.Id}`, buyer)).json().CanRequestReturn).toBe(false);
    });
  });

  describe('visibility', () => {
    it("another company's user gets 404 on the order's requests, a visitor 401, a buyer 403 on the queue; the admin sees them", async () => {
      const order = await sandboxPaid(buyer, [[58, 1]]);
      const sale = (
        await call('POST', '/api/AfterSales', buyer, {
          OrderId: order.Id,
          Type: 'refund',
          Lines: [{ OrderItemId: order.Items[0].OrderItemId, Quantity: 1 }],
          Reason: '其他',
        })
      ).json();
      const { tokens } = await createBuyers(getCtx(), 1, `as-other-${getCtx().kind}`);
      const stranger = tokens[0]!;
      expect((await call('GET', `/api/AfterSales/${sale.Id}`, stranger)).statusCode).toBe(404);
      expect((await call('POST', `/api/AfterSales/${sale.Id}/withdraw`, stranger)).statusCode).toBe(404);
      const strangerAsk = await call('POST', '/api/AfterSales', stranger, {
        OrderId: order.Id,
        Type: 'refund',
        Lines: [{ OrderItemId: order.Items[0].OrderItemId, Quantity: 1 }],
        Reason: '其他',
      });
      expect(strangerAsk.statusCode).toBe(404);
      expect((await call('GET', '/api/AfterSales?pageSize=100', stranger)).json().Total).toBe(0);
      expect((await call('GET', `/api/AfterSales/${sale.Id}`)).statusCode).toBe(401);
      expect((await call('GET', '/api/Operator/after-sales', buyer)).statusCode).toBe(403);
      const admin = await tokenFor(getCtx(), 'admin@demo.cn');
      expect((await call('GET', `/api/AfterSales/${sale.Id}`, admin)).statusCode).toBe(200);
    });
  });
});

describeEachDatabase('after-sales races', (getCtx) => {
  it('two requests for the same lines at once: one wins, the other is refused', async () => {
    const ctx = getCtx();
    const buyer = await tokenFor(ctx, 'buyer@demo.cn');
    const order = (await orderFromCart(ctx, buyer, [[59, 2]])).json();
    const ops = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/Operator/login',
        payload: { Email: 'ops@demo.cn', Password: 'Demo@123456' },
      })
    ).json().token;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/Operator/transfers/confirm',
      headers: auth(ops),
      payload: { RemittanceCode: order.RemittanceCode, Amount: order.TotalAmount, BankRef: `RACE-${ctx.kind}` },
    });
    const detail = (
      await ctx.app.inject({ method: 'GET', url: `/api/Orders/${order.Id}`, headers: auth(buyer) })
    ).json();
    const ask = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/AfterSales',
        headers: auth(buyer),
        payload: {
          OrderId: order.Id,
          Type: 'refund',
          Lines: [{ OrderItemId: detail.Items[0].OrderItemId, Quantity: 2 }],
          Reason: '不想要了',
        },
      });
    const answers = await Promise.all([ask(), ask(), ask(), ask()]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409]);
    // And two operators approving the winner at once refund it once.
    const winner = answers.find((a) => a.statusCode === 201)!.json();
    const approve = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/Operator/after-sales/${winner.Id}/approve`,
        headers: auth(ops),
        payload: { RefundRef: `RACE-BACK-${ctx.kind}` },
      });
    const approvals = await Promise.all([approve(), approve()]);
    expect(approvals.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const after = (
      await ctx.app.inject({ method: 'GET', url: `/api/Orders/${order.Id}`, headers: auth(buyer) })
    ).json();
    expect(after).toMatchObject({ Status: 80, RefundedAmount: order.TotalAmount });
    expect(after.Items[0].RefundedQuantity).toBe(2);
  });
});
