/**
 * After-sales (售后), the operator's side: the queue, approve, reject with a reason, confirm a return's arrival.
 * Money goes back through the payment it came from (sandbox: the provider's refund; 对公转账: the bank
 * reference of the transfer back, given by the operator), the lines' stock returns, and the order becomes
 * 已退款 once everything was refunded. The order row is locked first, then the request, and every write is
 * conditional on the state read, so two operators (or a refund and a parcel) cannot both act on one request.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  AfterSale,
  AfterSalePage,
  ApproveAfterSaleBody,
  OperatorAfterSaleQuery,
  RejectAfterSaleBody,
} from '../../../src/contract/after-sales.js';
import {
  AfterSaleStatus,
  AfterSaleStatusName,
  type AfterSaleType,
  OrderStatus,
  type PaymentMethod,
  PaymentMethodName,
} from '../../../src/contract/enums.js';
import type { Db } from '../../db/client.js';
import { afterSaleLines, afterSales, orderItems, orders, products } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { paymentProviders } from '../../payments/provider.js';
import { assertRefundFits, lockRefundLedger, refundableOf } from '../after-sale-money.js';
import { afterSaleViews, recordAfterSaleStep } from '../after-sales.js';
import { pageOf } from '../catalogue.js';
import { formatMoney, sumMoney } from '../money.js';
import { type AfterCommit, inOrderTransaction, type OrderEventBus } from '../order-events.js';
import { changeOrderStatus } from '../order-lifecycle.js';
import { recordAudit } from './audit.js';

/** Requests waiting for the operator: to review (待审核) and returns on their way (待收货). */
export const AWAITING_OPERATOR: number[] = [AfterSaleStatus.Requested, AfterSaleStatus.Returning];

export async function listAfterSaleQueue(db: Db, query: OperatorAfterSaleQuery): Promise<AfterSalePage> {
  const { page, pageSize, offset } = pageOf(query);
  const where = and(
    query.status !== undefined ? eq(afterSales.status, query.status) : undefined,
    query.type ? eq(afterSales.type, query.type) : undefined,
  );
  // A status filter reads as a queue (oldest first); without one, the newest first.
  const order =
    query.status !== undefined
      ? [asc(afterSales.createdAt), asc(afterSales.id)]
      : [desc(afterSales.createdAt), desc(afterSales.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(afterSales)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(afterSales).where(where),
  ]);
  return { Items: await afterSaleViews(db, rows), Total: Number(total?.n ?? 0), Page: page, PageSize: pageSize };
}

/** The count on the console's dashboard card (待审核 + 待收货). */
export async function afterSalesAwaitingOperator(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(afterSales)
    .where(inArray(afterSales.status, AWAITING_OPERATOR));
  return Number(row?.n ?? 0);
}

export async function getAfterSaleForOperator(db: Db, id: number): Promise<AfterSale> {
  const [row] = await db.select().from(afterSales).where(eq(afterSales.id, id)).limit(1);
  if (!row) throw notFound('售后申请不存在');
  return (await afterSaleViews(db, [row]))[0]!;
}

/** Locks the request's order, then the request; 409 unless it is in `expected`. */
async function lockForOperator(tx: Db, id: number, expected: number, action: string) {
  const [found] = await tx
    .select({ orderId: afterSales.orderId })
    .from(afterSales)
    .where(eq(afterSales.id, id))
    .limit(1);
  if (!found) throw notFound('售后申请不存在');
  const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update').limit(1);
  const [sale] = await tx.select().from(afterSales).where(eq(afterSales.id, id)).for('update').limit(1);
  if (sale!.status !== expected) {
    throw conflict(`售后申请当前状态为「${AfterSaleStatusName[sale!.status]}」，不能${action}`);
  }
  return { order: order!, sale: sale! };
}

type Locked = Awaited<ReturnType<typeof lockForOperator>>;

/**
 * Pays the request back through its order's payment, returns the lines' stock, and moves the order on
 * (已退款 when nothing is left; 已发货 when the refund leaves only shipped goods of a paid order).
 */
async function refund(
  tx: Db,
  outbox: AfterCommit,
  { order, sale }: Locked,
  operatorId: number,
  refundRef: string | undefined,
  now: Date,
): Promise<void> {
  // Never more than was paid less what was refunded, line by line and for the order (./after-sale-money.ts),
  // read under the order's row lock: parallel refunds on any instance are counted one after the other.
  const ledger = await lockRefundLedger(tx, order.id, sale.id);
  const { payment } = ledger;
  if (!payment) throw conflict('订单没有成功的支付记录，无法原路退款');
  const lines = await tx
    .select({ line: afterSaleLines, item: orderItems })
    .from(afterSaleLines)
    .innerJoin(orderItems, eq(orderItems.id, afterSaleLines.orderItemId))
    .where(eq(afterSaleLines.afterSaleId, sale.id));
  assertRefundFits(
    ledger,
    sale,
    lines.map((l) => l.line),
  );
  const method = payment.method as PaymentMethod;
  const reference = paymentProviders[method].refund({ paymentId: payment.id, refundId: sale.id, reference: refundRef });

  for (const { line, item } of lines) {
    if (line.quantity > refundableOf(sale.type as AfterSaleType, item)) {
      throw conflict(
        sale.type === 'refund'
          ? `「${item.name}」已发货，不能仅退款，请驳回后让采购人申请退货退款`
          : `「${item.name}」可退数量不足`,
      );
    }
    await tx
      .update(orderItems)
      .set({
        refundedQuantity: sql`${orderItems.refundedQuantity} + ${line.quantity}`,
        refundedAmount: sql`${orderItems.refundedAmount} + ${line.amount}`,
      })
      .where(eq(orderItems.id, item.id));
  }
  // Stock back like a cancellation: products locked in id order, sales counted down.
  const productIds = [...new Set(lines.map((l) => l.item.productId))].sort((a, b) => a - b);
  await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, productIds))
    .orderBy(asc(products.id))
    .for('update');
  for (const { line, item } of lines) {
    await tx
      .update(products)
      .set({
        stock: sql`${products.stock} + ${line.quantity}`,
        sales: sql`greatest(${products.sales} - ${line.quantity}, 0)`,
      })
      .where(eq(products.id, item.productId));
  }
  await tx
    .update(afterSales)
    .set({ status: AfterSaleStatus.Refunded, paymentId: payment.id, refundRef: reference, refundedAt: now })
    .where(eq(afterSales.id, sale.id));
  await recordAudit(tx, {
    operatorId,
    action: 'after-sale.refund',
    entity: 'after-sale',
    entityId: sale.id,
    before: { Status: sale.status },
    after: {
      Status: AfterSaleStatus.Refunded,
      Amount: sale.amount,
      PaymentId: payment.id,
      Method: method,
      RefundRef: reference,
    },
    at: now,
  });
  await recordAfterSaleStep(tx, outbox, sale, order, {
    status: AfterSaleStatus.Refunded,
    note: `已退款 ¥${sale.amount}（${PaymentMethodName[method]}原路退回，退款流水号 ${reference}）`,
    at: now,
    by: 'operator',
    stockChanged: productIds,
  });

  const after = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const note = `售后 ${sale.afterSaleNo} 退款 ¥${sale.amount}`;
  if (after.every((i) => i.refundedQuantity === i.quantity)) {
    const total = formatMoney(sumMoney(after.map((i) => i.refundedAmount)));
    await changeOrderStatus(tx, outbox, order, {
      to: OrderStatus.Refunded,
      by: 'operator',
      note: `${note}，订单已全部退款 ¥${total}`,
      at: now,
    });
  } else if (
    order.status === OrderStatus.Paid &&
    after.some((i) => i.shippedQuantity > 0) &&
    after.every((i) => i.shippedQuantity + i.refundedQuantity === i.quantity)
  ) {
    await changeOrderStatus(tx, outbox, order, {
      to: OrderStatus.Shipped,
      by: 'operator',
      note: `${note}，其余商品已全部发货`,
      at: now,
    });
  }
}

/** 待审核 → 仅退款: refunded at once; 退货退款: 待寄回 (the buyer sends the goods back). */
export async function approveAfterSale(
  db: Db,
  events: OrderEventBus,
  operatorId: number,
  id: number,
  body: ApproveAfterSaleBody,
  now: Date,
): Promise<AfterSale> {
  await inOrderTransaction(db, events, async (tx, outbox) => {
    const locked = await lockForOperator(tx, id, AfterSaleStatus.Requested, '审核');
    await recordAudit(tx, {
      operatorId,
      action: 'after-sale.approve',
      entity: 'after-sale',
      entityId: id,
      before: { Status: locked.sale.status },
      after: { Status: locked.sale.type === 'refund' ? AfterSaleStatus.Refunded : AfterSaleStatus.AwaitingReturn },
      at: now,
    });
    if (locked.sale.type === 'refund') {
      await refund(tx, outbox, locked, operatorId, body.RefundRef, now);
      return;
    }
    await tx.update(afterSales).set({ status: AfterSaleStatus.AwaitingReturn }).where(eq(afterSales.id, id));
    await recordAfterSaleStep(tx, outbox, locked.sale, locked.order, {
      status: AfterSaleStatus.AwaitingReturn,
      note: '审核通过，请将商品寄回并填写退货物流单号',
      at: now,
      by: 'operator',
    });
  });
  return getAfterSaleForOperator(db, id);
}

export async function rejectAfterSale(
  db: Db,
  events: OrderEventBus,
  operatorId: number,
  id: number,
  body: RejectAfterSaleBody,
  now: Date,
): Promise<AfterSale> {
  const reason = body.Reason.trim();
  if (!reason) throw badRequest('请填写驳回原因', 'Reason');
  await inOrderTransaction(db, events, async (tx, outbox) => {
    const locked = await lockForOperator(tx, id, AfterSaleStatus.Requested, '驳回');
    await tx
      .update(afterSales)
      .set({ status: AfterSaleStatus.Rejected, rejectReason: reason })
      .where(eq(afterSales.id, id));
    await recordAudit(tx, {
      operatorId,
      action: 'after-sale.reject',
      entity: 'after-sale',
      entityId: id,
      before: { Status: locked.sale.status },
      after: { Status: AfterSaleStatus.Rejected, RejectReason: reason },
      at: now,
    });
    await recordAfterSaleStep(tx, outbox, locked.sale, locked.order, {
      status: AfterSaleStatus.Rejected,
      note: `申请已驳回：${reason}`,
      at: now,
      by: 'operator',
    });
  });
  return getAfterSaleForOperator(db, id);
}

/** 待收货 → the returned goods arrived: refund and stock back. */
export async function receiveReturn(
  db: Db,
  events: OrderEventBus,
  operatorId: number,
  id: number,
  body: ApproveAfterSaleBody,
  now: Date,
): Promise<AfterSale> {
  await inOrderTransaction(db, events, async (tx, outbox) => {
    const locked = await lockForOperator(tx, id, AfterSaleStatus.Returning, '确认收货');
    await recordAudit(tx, {
      operatorId,
      action: 'after-sale.receive',
      entity: 'after-sale',
      entityId: id,
      before: { Status: locked.sale.status },
      after: { Status: AfterSaleStatus.Refunded },
      at: now,
    });
    await refund(tx, outbox, locked, operatorId, body.RefundRef, now);
  });
  return getAfterSaleForOperator(db, id);
}
