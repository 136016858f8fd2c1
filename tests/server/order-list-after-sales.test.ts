/**
 * 售后 in the order list (GET /api/Orders), on PGlite and PostgreSQL: each row's AfterSaleState follows its
 * requests (售后中 while one is open, 部分退款 after a partial refund, 已退款 once the whole order is refunded,
 * 售后已关闭 when every request was rejected), the existing AfterSaleStatusName is kept, and the `afterSale`
 * filter lists only the orders concerned.
 */
import { beforeAll, expect, it } from 'vitest';
import { auth, newKey, orderFromCart, tokenFor } from './commerce-fixtures.js';
import { describeEachDatabase } from './helpers/app.js';
import { notify } from './helpers/notify.js';

interface Row {
  Id: number;
  AfterSaleState: string | null;
  AfterSaleStatusName: string | null;
}

describeEachDatabase('order list: 售后', (getCtx) => {
  let ops: string;
  let buyer: string;
  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    getCtx().app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    ops = (
      await getCtx().app.inject({
        method: 'POST',
        url: '/api/Operator/login',
        payload: { Email: 'ops@demo.cn', Password: 'Demo@123456' },
      })
    ).json().token;
    buyer = await tokenFor(getCtx(), 'buyer@demo.cn');
  });

  async function paidOrder(lines: [number, number][]) {
    const order = (await orderFromCart(getCtx(), buyer, lines)).json();
    const payment = (
      await getCtx().app.inject({
        method: 'POST',
        url: '/api/Payments',
        headers: { ...auth(buyer), 'idempotency-key': newKey('pay') },
        payload: { OrderId: order.Id, Method: 'sandbox' },
      })
    ).json();
    const paid = await notify(getCtx(), '/api/Payments/notify', {
      PaymentId: payment.Id,
      ProviderRef: `SB-LIST-${getCtx().kind}-${payment.Id}-${Math.random().toString(36).slice(2, 8)}`,
      Status: 'SUCCESS',
      Amount: order.TotalAmount,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return (await call('GET', `/api/Orders/${order.Id}`, buyer)).json() as {
      Id: number;
      Items: { OrderItemId: number; Quantity: number }[];
    };
  }

  const refund = async (orderId: number, lines: { OrderItemId: number; Quantity: number }[]) => {
    const res = await call('POST', '/api/AfterSales', buyer, {
      OrderId: orderId,
      Type: 'refund',
      Lines: lines,
      Reason: '不想要了',
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().Id as number;
  };
  const rowOf = async (id: number, filter = '') => {
    const page = (await call('GET', `/api/Orders?pageSize=100${filter}`, buyer)).json() as { Items: Row[] };
    return page.Items.find((o) => o.Id === id);
  };

  it('tags each order by its requests and filters the list by them', async () => {
    const plain = await paidOrder([[27, 2]]);
    const partly = await paidOrder([
      [12, 3],
      [14, 2],
    ]);
    const whole = await paidOrder([[15, 2]]);
    const closed = await paidOrder([[27, 2]]);

    expect(await rowOf(plain.Id)).toMatchObject({ AfterSaleState: null, AfterSaleStatusName: null });

    // One line asked back: 售后中 until the operator decides, then 部分退款.
    const first = await refund(partly.Id, [{ OrderItemId: partly.Items[0]!.OrderItemId, Quantity: 1 }]);
    expect(await rowOf(partly.Id)).toMatchObject({ AfterSaleState: 'open', AfterSaleStatusName: '待审核' });
    expect(await rowOf(partly.Id, '&afterSale=open')).toBeDefined();
    expect(await rowOf(partly.Id, '&afterSale=refunded')).toBeUndefined();
    expect((await call('POST', `/api/Operator/after-sales/${first}/approve`, ops)).statusCode).toBe(200);
    expect(await rowOf(partly.Id)).toMatchObject({ AfterSaleState: 'partly-refunded', AfterSaleStatusName: '已退款' });
    expect(await rowOf(partly.Id, '&afterSale=refunded')).toBeDefined();
    expect(await rowOf(partly.Id, '&afterSale=open')).toBeUndefined();

    // A second request on the same order while the first is refunded: 售后中 wins over the refund made.
    await refund(partly.Id, [{ OrderItemId: partly.Items[1]!.OrderItemId, Quantity: 1 }]);
    expect(await rowOf(partly.Id)).toMatchObject({ AfterSaleState: 'open' });

    // The whole order refunded: 已退款.
    const all = await refund(whole.Id, [{ OrderItemId: whole.Items[0]!.OrderItemId, Quantity: 2 }]);
    expect((await call('POST', `/api/Operator/after-sales/${all}/approve`, ops)).statusCode).toBe(200);
    expect(await rowOf(whole.Id)).toMatchObject({ AfterSaleState: 'refunded' });

    // Rejected: 售后已关闭, still listed under 有售后.
    const no = await refund(closed.Id, [{ OrderItemId: closed.Items[0]!.OrderItemId, Quantity: 1 }]);
    expect(
      (await call('POST', `/api/Operator/after-sales/${no}/reject`, ops, { Reason: '商品已打包' })).statusCode,
    ).toBe(200);
    expect(await rowOf(closed.Id)).toMatchObject({ AfterSaleState: 'closed', AfterSaleStatusName: '已驳回' });

    const any = (await call('GET', '/api/Orders?pageSize=100&afterSale=any', buyer)).json() as { Items: Row[] };
    const ids = any.Items.map((o) => o.Id);
    expect(ids).toEqual(expect.arrayContaining([partly.Id, whole.Id, closed.Id]));
    expect(ids).not.toContain(plain.Id);
    expect(any.Items.every((o) => o.AfterSaleState !== null)).toBe(true);
    expect((await call('GET', '/api/Orders?afterSale=some', buyer)).statusCode).toBe(400);
  });
});
