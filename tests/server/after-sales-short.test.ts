/**
 * After-sales of orders that delivered or brought in less than they charged, in exact decimals
 * (server/services/after-sale-money.ts): a partly shipped order whose rest is refunded (then closed as 已发货) and
 * whose 少发漏发 request takes what shipped; an order paid short (a transfer accepted within TRANSFER_TOLERANCE)
 * whose last request asks exactly what is left, so the order ends 已退款 with everything paid given back and not
 * a cent more. On two instances of one PostgreSQL: five requests and five refunds at once stay within what was paid.
 */
import { describe, expect, it } from 'vitest';
import { auth, createBuyers, newKey, orderFromCart } from './commerce-fixtures.js';
import { onlineProducts, priceProduct } from './governance-fixtures.js';
import { describeEachDatabase, type TestContext } from './helpers/app.js';
import { notify } from './helpers/notify.js';
import { twoInstances, twoInstancesAvailable } from './helpers/two-instances.js';

type Method = 'GET' | 'POST';
interface Item {
  OrderItemId: number;
  Quantity: number;
}

describeEachDatabase(
  'after-sales of a short order',
  (getCtx) => {
    const call = (method: Method, url: string, token: string, payload?: object) =>
      getCtx().app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
    const opsToken = async (ctx: TestContext) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/Operator/login',
          payload: { Email: 'ops@demo.cn', Password: 'Demo@123456' },
        })
      ).json().token as string;
    const ask = (
      token: string,
      OrderId: number,
      Type: 'refund' | 'return',
      lines: [Item, number][],
      Reason = '不想要了',
    ) =>
      call('POST', '/api/AfterSales', token, {
        OrderId,
        Type,
        Lines: lines.map(([i, Quantity]) => ({ OrderItemId: i.OrderItemId, Quantity })),
        Reason,
      });

    /** Two products at 33.33 and 0.10 in region 1, and a buyer of a new company. */
    async function setup(label: string) {
      const ctx = getCtx();
      const [a, b] = await onlineProducts(ctx, 2, 6);
      await priceProduct(ctx, a!.id, '33.33');
      await priceProduct(ctx, b!.id, '0.10');
      const { tokens } = await createBuyers(ctx, 1, `${label}-${ctx.kind}`);
      return { a: a!.id, b: b!.id, buyer: tokens[0]!, ops: await opsToken(ctx) };
    }

    /** Pays an order through the sandbox provider's signed callback. */
    async function paySandbox(buyer: string, placed: { Id: number; TotalAmount: string }) {
      const payment = (
        await getCtx().app.inject({
          method: 'POST',
          url: '/api/Payments',
          headers: { ...auth(buyer), 'idempotency-key': newKey('pay') },
          payload: { OrderId: placed.Id, Method: 'sandbox' },
        })
      ).json();
      const paid = await notify(getCtx(), '/api/Payments/notify', {
        PaymentId: payment.Id,
        ProviderRef: newKey('SB'),
        Status: 'SUCCESS',
        Amount: placed.TotalAmount,
      });
      expect(paid.statusCode, paid.body).toBe(200);
    }

    it('pieces under an open 仅退款 are not shipped: held back from a parcel, 409 when asked for, free once decided', async () => {
      const { a, buyer, ops } = await setup('hold-ship');
      const placed = (await orderFromCart(getCtx(), buyer, [[a, 3]])).json();
      await paySandbox(buyer, placed);
      const [line] = (await call('GET', `/api/Orders/${placed.Id}`, buyer)).json().Items as (Item & { Unit: string })[];
      const asked = await ask(buyer, placed.Id, 'refund', [[line!, 2]]);
      expect(asked.statusCode, asked.body).toBe(201);
      const ship = (TrackingNo: string, Lines?: [Item, number][]) =>
        call('POST', `/api/Operator/orders/${placed.Id}/ship`, ops, {
          Carrier: '顺丰速运',
          TrackingNo,
          ...(Lines ? { Lines: Lines.map(([i, Quantity]) => ({ OrderItemId: i.OrderItemId, Quantity })) } : {}),
        });
      // Asked for by line: the held pieces are refused with the reason, in Chinese.
      const refused = await ship('SF2000000101', [[line!, 2]]);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().Error).toContain(`2 ${line!.Unit}的仅退款申请待处理`);
      // Everything that may go: the one free piece; the order stays 已支付 (partly shipped).
      const parcel = await ship('SF2000000102');
      expect(parcel.statusCode, parcel.body).toBe(200);
      const partly = (await call('GET', `/api/Orders/${placed.Id}`, buyer)).json();
      expect(partly.Status).toBe(30);
      expect(partly.Items[0]).toMatchObject({ ShippedQuantity: 1 });
      // Nothing free is left: a parcel now names the request to decide first.
      const nothing = await ship('SF2000000103');
      expect(nothing.statusCode).toBe(409);
      expect(nothing.json().Error).toContain('请先在售后管理中审核');
      // Refunded: the two pieces never left, and the order is complete as 已发货.
      const approved = await call('POST', `/api/Operator/after-sales/${asked.json().Id}/approve`, ops, {});
      expect(approved.statusCode, approved.body).toBe(200);
      const done = (await call('GET', `/api/Orders/${placed.Id}`, buyer)).json();
      expect(done).toMatchObject({ Status: 40, RefundedAmount: '66.66' });
    });

    it('partly shipped, the rest refunded (closed as 已发货), then 少发漏发: never more than was paid, per line', async () => {
      const { a, b, buyer, ops } = await setup('short-ship');
      const placed = (
        await orderFromCart(getCtx(), buyer, [
          [a, 3],
          [b, 7],
        ])
      ).json();
      expect(placed.TotalAmount).toBe('100.69');
      await paySandbox(buyer, placed);
      const [lineA, lineB] = (await call('GET', `/api/Orders/${placed.Id}`, buyer)).json().Items as Item[];
      const parcel = await call('POST', `/api/Operator/orders/${placed.Id}/ship`, ops, {
        Carrier: '顺丰速运',
        TrackingNo: 'SF2000000001',
        Lines: [
          { OrderItemId: lineA!.OrderItemId, Quantity: 2 },
          { OrderItemId: lineB!.OrderItemId, Quantity: 7 },
        ],
      });
      expect(parcel.statusCode, parcel.body).toBe(200);

      // 仅退款 may take only the unshipped piece, at its exact price.
      expect((await ask(buyer, placed.Id, 'refund', [[lineA!, 2]])).statusCode).toBe(400);
      const rest = await ask(buyer, placed.Id, 'refund', [[lineA!, 1]]);
      expect(rest.statusCode, rest.body).toBe(201);
      expect(rest.json().Amount).toBe('33.33');
      const refunded = await call('POST', `/api/Operator/after-sales/${rest.json().Id}/approve`, ops, {});
      expect(refunded.statusCode, refunded.body).toBe(200);
      const closed = (await call('GET', `/api/Orders/${placed.Id}`, buyer)).json();
      expect(closed).toMatchObject({ Status: 40, RefundedAmount: '33.33' });
      expect(closed.Items[0]).toMatchObject({ RefundedQuantity: 1, RefundedAmount: '33.33' });
      expect((await ask(buyer, placed.Id, 'refund', [[lineA!, 1]])).statusCode).toBe(409);

      expect((await call('POST', `/api/Orders/${placed.Id}/receive`, buyer)).statusCode).toBe(204);
      // 少发漏发: at most what shipped and was not refunded (2 of line A), per line.
      expect((await ask(buyer, placed.Id, 'return', [[lineA!, 3]], '少发漏发')).statusCode).toBe(400);
      const missing = await ask(
        buyer,
        placed.Id,
        'return',
        [
          [lineA!, 2],
          [lineB!, 7],
        ],
        '少发漏发',
      );
      expect(missing.statusCode, missing.body).toBe(201);
      expect(missing.json().Amount).toBe('67.36');
      expect(missing.json().Lines.map((l: { Amount: string }) => l.Amount)).toEqual(['66.66', '0.70']);
      // Everything is held by that request: nothing more may be asked for.
      expect((await ask(buyer, placed.Id, 'return', [[lineB!, 1]], '少发漏发')).statusCode).toBe(409);
      const id = missing.json().Id;
      await call('POST', `/api/Operator/after-sales/${id}/approve`, ops, {});
      await call('POST', `/api/AfterSales/${id}/return-parcel`, buyer, {
        Carrier: '顺丰速运',
        TrackingNo: 'SF2000000002',
      });
      expect((await call('POST', `/api/Operator/after-sales/${id}/receive`, ops, {})).statusCode).toBe(200);
      const done = (await call('GET', `/api/Orders/${placed.Id}`, buyer)).json();
      expect(done).toMatchObject({ Status: 80, RefundedAmount: '100.69' });
      expect((await ask(buyer, placed.Id, 'return', [[lineB!, 1]])).statusCode).toBeGreaterThanOrEqual(400);
    });

    it('paid short by a transfer: the last request asks exactly what is left, and the order gives back what it got', async () => {
      const { a, buyer, ops } = await setup('short-paid');
      const placed = (await orderFromCart(getCtx(), buyer, [[a, 3]])).json();
      expect(placed.TotalAmount).toBe('99.99');
      const paid = await call('POST', '/api/Operator/transfers/confirm', ops, {
        RemittanceCode: placed.RemittanceCode,
        Amount: '99.00',
        BankRef: newKey('BANK'),
        ShortReason: '银行手续费',
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const [line] = (await call('GET', `/api/Orders/${placed.Id}`, buyer)).json().Items as Item[];

      const first = await ask(buyer, placed.Id, 'refund', [[line!, 2]]);
      expect(first.json().Amount).toBe('66.66');
      // Held by the open request, the rest of what was paid is 32.34, not the piece's 33.33.
      const last = await ask(buyer, placed.Id, 'refund', [[line!, 1]]);
      expect(last.statusCode, last.body).toBe(201);
      expect(last.json().Amount).toBe('32.34');
      for (const sale of [first.json(), last.json()]) {
        const r = await call('POST', `/api/Operator/after-sales/${sale.Id}/approve`, ops, { RefundRef: newKey('RF') });
        expect(r.statusCode, r.body).toBe(200);
      }
      const done = (await call('GET', `/api/Orders/${placed.Id}`, buyer)).json();
      expect(done).toMatchObject({ Status: 80, RefundedAmount: '99.00' });
      expect(done.Items[0]).toMatchObject({ RefundedQuantity: 3, RefundedAmount: '99.00' });
    });
  },
  { config: { transferTolerance: '1.00' } },
);

const available = await twoInstancesAvailable('after-sales short multi-instance');

describe.skipIf(!available)('after-sales of a short-paid order across two instances', () => {
  const pair = twoInstances({ TRANSFER_TOLERANCE: '1.00' });

  it('five requests and then five refunds at once on two instances: the total stays within what was paid', async () => {
    const { productId, tokens } = await pair.company({
      company: '售后并发测试公司',
      product: { name: '售后并发测试商品', model: 'AS-SHORT-1', price: '33.33' },
      people: [{ email: 'as-short@test.cn', name: '买家', role: '管理员' }],
    });
    const buyer = tokens[0]!;
    const ops = (
      await pair.call<{ token: string }>(0, 'POST', '/api/Operator/login', '', {
        Email: 'ops@demo.cn',
        Password: 'Demo@123456',
      })
    ).json.token;
    expect(
      (await pair.call(0, 'POST', '/api/ShoppingCarts/items', buyer, { ProductId: productId, Quantity: 9, Region: 1 }))
        .status,
    ).toBe(201);
    const placed = await pair.call<{ Id: number; TotalAmount: string; RemittanceCode: string }>(
      1,
      'POST',
      '/api/Orders',
      buyer,
      { Region: 1, InvoiceType: 0 },
      'as-short-order',
    );
    expect(placed.json.TotalAmount).toBe('299.97');
    const orderId = placed.json.Id;
    const paid = await pair.call(0, 'POST', '/api/Operator/transfers/confirm', ops, {
      RemittanceCode: placed.json.RemittanceCode,
      Amount: '299.00',
      BankRef: 'AS-SHORT-BANK',
      ShortReason: '银行手续费',
    });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    const detail = await pair.call<{ Items: Item[] }>(1, 'GET', `/api/Orders/${orderId}`, buyer);
    const line = detail.json.Items[0]!;

    // Five requests at once (2+2+2+2+1 pieces: all 9, worth 299.97 against 299.00 paid).
    const asked = await Promise.all(
      [2, 2, 2, 2, 1].map((Quantity, i) =>
        pair.call<{ Id: number; Amount: string }>(i, 'POST', '/api/AfterSales', buyer, {
          OrderId: orderId,
          Type: 'refund',
          Lines: [{ OrderItemId: line.OrderItemId, Quantity }],
          Reason: '不想要了',
        }),
      ),
    );
    const created = asked.filter((a) => a.status === 201);
    for (const a of asked.filter((x) => x.status !== 201)) expect(a.status).toBe(409);
    const askedTotal = created.reduce((sum, a) => sum + Math.round(Number(a.json.Amount) * 100), 0);
    expect(askedTotal).toBeLessThanOrEqual(29900);

    const refunds = await Promise.all(
      created.map((a, i) =>
        pair.call(i + 1, 'POST', `/api/Operator/after-sales/${a.json.Id}/approve`, ops, { RefundRef: `AS-RF-${i}` }),
      ),
    );
    for (const r of refunds) expect(r.status, JSON.stringify(r.json)).toBe(200);
    const after = await pair.call<{ Status: number; RefundedAmount: string }>(
      0,
      'GET',
      `/api/Orders/${orderId}`,
      buyer,
    );
    expect(Math.round(Number(after.json.RefundedAmount) * 100)).toBe(askedTotal);
    expect(Math.round(Number(after.json.RefundedAmount) * 100)).toBeLessThanOrEqual(29900);
    if (askedTotal === 29900) expect(after.json).toMatchObject({ Status: 80, RefundedAmount: '299.00' });
  }, 200_000);
});
