/**
 * Fixtures of the order-lifecycle walk (order-lifecycle-walk.test.ts): a company whose buyer, 管理员 and 审批人
 * place and decide orders, an operator, and for every order status a way to reach it through the real API, and
 * for every arrow of the transition table (server/services/order-transitions.ts) and each of its actors the real
 * call that makes it (a route, or the job's service function where no route exists). What a refused move must
 * leave untouched is read by `snapshot`.
 */
import { eq, sql } from 'drizzle-orm';
import { orders, shipments } from '../../server/db/schema.js';
import { companyCredit } from '../../server/db/schema-credit.js';
import { cancelExpiredApprovals } from '../../server/jobs/approval-timeout.js';
import { cancelExpiredOrders } from '../../server/jobs/cancel-unpaid.js';
import { completeShippedOrders } from '../../server/services/operator/fulfilment.js';
import type { LifecycleEvent } from '../../server/services/order-events.js';
import type { OrderActor } from '../../server/services/order-transitions.js';
import { OrderStatus } from '../../src/contract/enums.js';
import { auth, newKey, rows } from './commerce-fixtures.js';
import {
  govCompany,
  onlineProducts,
  order as placeOrder,
  priceProduct,
  setRules,
  setUser,
} from './governance-fixtures.js';
import type { TestContext } from './helpers/app.js';
import { notify } from './helpers/notify.js';

const { PendingApproval, PendingPayment, AwaitingTransfer, Paid, Shipped, Completed, Refunded, Cancelled, Rejected } =
  OrderStatus;

export interface Walk {
  ctx: TestContext;
  /** The company without approval rules: [0] 管理员, [1] the buyer who orders. */
  plain: { admin: string; buyer: string };
  /** The company whose every order waits for approval: [0] 管理员, [1] buyer, [2] 审批人. */
  gated: { admin: string; buyer: string; approver: string };
  ops: string;
  productId: number;
  /** Every event the app's bus published, in order (subscribed once). */
  events: LifecycleEvent[];
}

type Method = 'GET' | 'POST';
export async function call(w: Walk, method: Method, url: string, token?: string, payload?: object) {
  return w.ctx.app.inject({
    method,
    url,
    headers: token ? auth(token) : {},
    ...(payload !== undefined ? { payload } : {}),
  });
}

async function ok(res: Awaited<ReturnType<typeof call>>, what: string) {
  if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return res.body ? res.json() : null;
}

export async function setupWalk(ctx: TestContext, label: string): Promise<Walk> {
  const [product] = await onlineProducts(ctx, 1, 3);
  await priceProduct(ctx, product!.id, '33.33');
  const plain = await govCompany(ctx, 2, `${label}-plain`);
  const gated = await govCompany(ctx, 3, `${label}-gated`);
  // A company-wide 审批人 (no department) decides the 部门负责人 level of a buyer without a department.
  await setUser(ctx, gated, gated.userIds[2]!, { RoleNames: ['审批人'] });
  await setRules(ctx, gated, [{ Condition: { Kind: 'total', Amount: '0.01' }, Steps: [{ Kind: 'manager' }] }]);
  // 账期: the plain company may pay on account (the credit path of 10/20 → 30).
  await ctx.db
    .insert(companyCredit)
    .values({ companyId: plain.companyId, limit: '100000.00', termDays: 30, enabled: true });
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/Operator/login',
    payload: { Email: 'ops@demo.cn', Password: 'Demo@123456' },
  });
  const events: LifecycleEvent[] = [];
  ctx.app.orderEvents.subscribe((e) => void events.push(e));
  return {
    ctx,
    plain: { admin: plain.admin, buyer: plain.tokens[1]! },
    gated: { admin: gated.admin, buyer: gated.tokens[1]!, approver: gated.tokens[2]! },
    ops: login.json().token,
    productId: product!.id,
    events,
  };
}

/* ------------------------------------------------------------------ what a refused move leaves untouched */

export interface Snapshot {
  status: number;
  timeline: number;
  stock: number;
  payments: string;
  refunded: string;
  credit: string;
}

export async function snapshot(w: Walk, orderId: number): Promise<Snapshot> {
  const [row] = await rows<Snapshot>(
    w.ctx.db,
    sql`select o.status,
          (select count(*)::int from order_events e where e.order_id = o.id) as timeline,
          (select stock from products where id = ${w.productId}) as stock,
          (select coalesce(string_agg(p.status || ':' || p.amount::text || ':' || p.refund_due::text, ',' order by p.id), '')
             from payments p where p.order_id = o.id) as payments,
          (select coalesce(sum(i.refunded_amount), 0)::text from order_items i where i.order_id = o.id) as refunded,
          (select count(*)::int || ':' || coalesce(sum(c.amount), 0)::text from credit_entries c where c.order_id = o.id) as credit
        from orders o where o.id = ${orderId}`,
  );
  return { ...row!, status: Number(row!.status), timeline: Number(row!.timeline), stock: Number(row!.stock) };
}

/** Status-change events of one order (after-sales steps and partial parcels left out). */
export const changesOf = (w: Walk, orderId: number) =>
  w.events.filter((e) => e.kind === 'order' && e.orderId === orderId && e.from !== null && e.from !== e.to);

/** Timeline rows of one order with this status. */
export async function timelineRows(w: Walk, orderId: number, status: number): Promise<number> {
  const [r] = await rows<{ n: number }>(
    w.ctx.db,
    sql`select count(*)::int as n from order_events where order_id = ${orderId} and status = ${status}`,
  );
  return Number(r!.n);
}

/* ------------------------------------------------------------------ reaching each status through the API */

async function detail(w: Walk, id: number, token: string) {
  return ok(await call(w, 'GET', `/api/Orders/${id}`, token), 'order detail');
}

async function newOrder(w: Walk, gated = false): Promise<{ id: number; remittanceCode: string; total: string }> {
  const who = gated ? w.gated.buyer : w.plain.buyer;
  const o = await ok(await placeOrder(w.ctx, who, w.productId, 3), 'place order');
  return { id: o.Id, remittanceCode: o.RemittanceCode, total: o.TotalAmount };
}

async function sandboxPay(w: Walk, id: number, token: string) {
  return ok(
    await w.ctx.app.inject({
      method: 'POST',
      url: '/api/Payments',
      headers: { ...auth(token), 'idempotency-key': newKey('pay') },
      payload: { OrderId: id, Method: 'sandbox' },
    }),
    'sandbox payment',
  );
}

export async function payByNotify(w: Walk, id: number) {
  const payment = await sandboxPay(w, id, w.plain.buyer);
  const res = await notify(w.ctx, '/api/Payments/notify', {
    PaymentId: payment.Id,
    ProviderRef: newKey('SB'),
    Status: 'SUCCESS',
    Amount: payment.Amount,
  });
  await ok(res, 'sandbox notify');
}

export async function payTransferNotify(w: Walk, id: number) {
  const o = await detail(w, id, w.plain.buyer);
  await ok(
    await notify(w.ctx, '/api/Payments/bank-transfer/notify', {
      RemittanceCode: o.RemittanceCode,
      Amount: o.TotalAmount,
      ProviderRef: newKey('BANK'),
    }),
    'bank notify',
  );
}

export async function confirmTransfer(w: Walk, id: number) {
  const o = await detail(w, id, w.plain.buyer);
  return call(w, 'POST', '/api/Operator/transfers/confirm', w.ops, {
    RemittanceCode: o.RemittanceCode,
    Amount: o.TotalAmount,
    BankRef: newKey('REF'),
  });
}

export async function payOnAccount(w: Walk, id: number) {
  return w.ctx.app.inject({
    method: 'POST',
    url: '/api/Payments',
    headers: { ...auth(w.plain.buyer), 'idempotency-key': newKey('credit') },
    payload: { OrderId: id, Method: 'credit' },
  });
}

const chooseTransfer = (w: Walk, id: number, token: string) =>
  w.ctx.app.inject({
    method: 'POST',
    url: '/api/Payments',
    headers: { ...auth(token), 'idempotency-key': newKey('transfer') },
    payload: { OrderId: id, Method: 'bank-transfer' },
  });

const ship = (w: Walk, id: number) =>
  call(w, 'POST', `/api/Operator/orders/${id}/ship`, w.ops, { Carrier: '顺丰速运', TrackingNo: `SF${Date.now()}` });

/** Every line of the order in one after-sales request of `type`, approved by the operator (and received back). */
export async function refundAll(w: Walk, id: number, type: 'refund' | 'return') {
  const o = await detail(w, id, w.plain.buyer);
  const sale = await ok(
    await call(w, 'POST', '/api/AfterSales', w.plain.buyer, {
      OrderId: id,
      Type: type,
      Lines: o.Items.map((i: { OrderItemId: number; Quantity: number }) => ({
        OrderItemId: i.OrderItemId,
        Quantity: i.Quantity,
      })),
      Reason: '不想要了',
    }),
    'after-sale',
  );
  const approved = await call(w, 'POST', `/api/Operator/after-sales/${sale.Id}/approve`, w.ops, {});
  if (type === 'refund') return approved;
  await ok(approved, 'approve return');
  await ok(
    await call(w, 'POST', `/api/AfterSales/${sale.Id}/return-parcel`, w.plain.buyer, {
      Carrier: '顺丰速运',
      TrackingNo: `SF${Date.now()}`,
    }),
    'return parcel',
  );
  return call(w, 'POST', `/api/Operator/after-sales/${sale.Id}/receive`, w.ops, {});
}

/** A fresh order in `status`, reached by the calls a buyer, approver, operator or provider makes. */
export async function reach(w: Walk, status: number): Promise<number> {
  if (status === PendingApproval || status === Rejected) {
    const { id } = await newOrder(w, true);
    if (status === Rejected)
      await ok(await call(w, 'POST', `/api/Approvals/${id}/reject`, w.gated.approver, {}), 'reject');
    return id;
  }
  const { id } = await newOrder(w);
  if (status === PendingPayment) return id;
  if (status === AwaitingTransfer) {
    await ok(await chooseTransfer(w, id, w.plain.buyer), 'transfer');
    return id;
  }
  if (status === Cancelled) {
    await ok(await call(w, 'POST', `/api/Orders/${id}/cancel`, w.plain.buyer), 'cancel');
    return id;
  }
  await payByNotify(w, id);
  if (status === Paid) return id;
  if (status === Refunded) {
    await ok(await refundAll(w, id, 'refund'), 'refund all');
    return id;
  }
  await ok(await ship(w, id), 'ship');
  if (status === Shipped) return id;
  await ok(await call(w, 'POST', `/api/Orders/${id}/receive`, w.plain.buyer), 'receive');
  return id;
}

/* ------------------------------------------------------------------ each arrow, made by each of its actors */

/** Past the order's window (payment, transfer or approval): what lets the time-out jobs act on it. */
const expire = (w: Walk, id: number) =>
  w.ctx.db
    .update(orders)
    .set({ payBefore: new Date('2000-01-01T00:00:00Z') })
    .where(eq(orders.id, id));

const jobDeps = (w: Walk, now: Date) => ({
  db: w.ctx.db,
  mailer: w.ctx.app.mailer,
  config: w.ctx.config,
  now,
  events: w.ctx.app.orderEvents,
});

type Move = (w: Walk, id: number) => Promise<unknown>;
const tokenOf = (w: Walk, gated: boolean, by: OrderActor) =>
  gated ? (by === 'admin' ? w.gated.admin : w.gated.buyer) : by === 'admin' ? w.plain.admin : w.plain.buyer;

/**
 * The real call for `by` to take the arrow `from → to`, keyed `from>to:by`; several ways for one key (online
 * payment and 账期 for the system's payment) are listed with a suffix.
 */
export const MOVES: Record<string, Move> = {
  [`${PendingPayment}>${AwaitingTransfer}:buyer`]: (w, id) => chooseTransfer(w, id, w.plain.buyer).then(expectOk),
  [`${PendingPayment}>${AwaitingTransfer}:admin`]: (w, id) => chooseTransfer(w, id, w.plain.admin).then(expectOk),
  [`${AwaitingTransfer}>${PendingPayment}:buyer`]: (w, id) => sandboxPay(w, id, w.plain.buyer),
  [`${AwaitingTransfer}>${PendingPayment}:admin`]: (w, id) => sandboxPay(w, id, w.plain.admin),
  [`${PendingPayment}>${Paid}:system`]: (w, id) => payByNotify(w, id),
  [`${PendingPayment}>${Paid}:system:credit`]: (w, id) => payOnAccount(w, id).then(expectOk),
  [`${PendingPayment}>${Paid}:operator`]: (w, id) => confirmTransfer(w, id).then(expectOk),
  [`${AwaitingTransfer}>${Paid}:system`]: (w, id) => payTransferNotify(w, id),
  [`${AwaitingTransfer}>${Paid}:system:credit`]: (w, id) => payOnAccount(w, id).then(expectOk),
  [`${AwaitingTransfer}>${Paid}:operator`]: (w, id) => confirmTransfer(w, id).then(expectOk),
  [`${PendingPayment}>${Cancelled}:buyer`]: (w, id) =>
    call(w, 'POST', `/api/Orders/${id}/cancel`, w.plain.buyer).then(expectOk),
  [`${PendingPayment}>${Cancelled}:admin`]: (w, id) =>
    call(w, 'POST', `/api/Orders/${id}/cancel`, w.plain.admin).then(expectOk),
  [`${PendingPayment}>${Cancelled}:system`]: async (w, id) => {
    await expire(w, id);
    return cancelExpiredOrders(w.ctx.db, new Date(), 200, w.ctx.app.orderEvents);
  },
  [`${AwaitingTransfer}>${Cancelled}:buyer`]: (w, id) =>
    call(w, 'POST', `/api/Orders/${id}/cancel`, w.plain.buyer).then(expectOk),
  [`${AwaitingTransfer}>${Cancelled}:admin`]: (w, id) =>
    call(w, 'POST', `/api/Orders/${id}/cancel`, w.plain.admin).then(expectOk),
  [`${AwaitingTransfer}>${Cancelled}:system`]: async (w, id) => {
    await expire(w, id);
    return cancelExpiredOrders(w.ctx.db, new Date(), 200, w.ctx.app.orderEvents);
  },
  [`${Paid}>${Shipped}:operator`]: (w, id) => ship(w, id).then(expectOk),
  [`${Paid}>${Refunded}:operator`]: (w, id) => refundAll(w, id, 'refund').then(expectOk),
  [`${Shipped}>${Completed}:buyer`]: (w, id) =>
    call(w, 'POST', `/api/Orders/${id}/receive`, w.plain.buyer).then(expectOk),
  [`${Shipped}>${Completed}:admin`]: (w, id) =>
    call(w, 'POST', `/api/Orders/${id}/receive`, w.plain.admin).then(expectOk),
  [`${Shipped}>${Completed}:system`]: async (w, id) => {
    await w.ctx.db
      .update(shipments)
      .set({ createdAt: new Date('2000-01-01T00:00:00Z') })
      .where(eq(shipments.orderId, id));
    return completeShippedOrders(jobDeps(w, new Date()));
  },
  [`${Completed}>${Refunded}:operator`]: (w, id) => refundAll(w, id, 'return').then(expectOk),
  [`${PendingApproval}>${PendingPayment}:approver`]: (w, id) =>
    call(w, 'POST', `/api/Approvals/${id}/approve`, w.gated.approver, {}).then(expectOk),
  [`${PendingApproval}>${Rejected}:approver`]: (w, id) =>
    call(w, 'POST', `/api/Approvals/${id}/reject`, w.gated.approver, { Comment: '预算不足' }).then(expectOk),
  [`${PendingApproval}>${Cancelled}:buyer`]: (w, id) =>
    call(w, 'POST', `/api/Approvals/${id}/withdraw`, tokenOf(w, true, 'buyer')).then(expectOk),
  [`${PendingApproval}>${Cancelled}:admin`]: (w, id) =>
    call(w, 'POST', `/api/Approvals/${id}/withdraw`, tokenOf(w, true, 'admin')).then(expectOk),
  [`${PendingApproval}>${Cancelled}:system`]: async (w, id) => {
    await expire(w, id);
    return cancelExpiredApprovals(w.ctx.db, new Date(), 200, w.ctx.app.orderEvents);
  },
};

function expectOk(res: { statusCode: number; body: string }) {
  if (res.statusCode >= 300) throw new Error(`move refused: ${res.statusCode} ${res.body}`);
  return res;
}
