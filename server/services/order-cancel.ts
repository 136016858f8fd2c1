/** Cancelling an order: stock back, pending payments closed, a quote given back, the status through the lifecycle. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { OrderStatus, PaymentStatus, QuoteStatus } from '../../src/contract/enums.js';
import type { OrderDetail } from '../../src/contract/orders.js';
import type { Db } from '../db/client.js';
import { orderItems, type orders, payments, products, quotes } from '../db/schema.js';
import { conflict } from '../errors.js';
import type { AuthContext } from '../plugins/auth.js';
import { getOrderDetail } from './order-detail.js';
import { type AfterCommit, inOrderTransaction, type OrderEventBus } from './order-events.js';
import { buyerActor, changeOrderStatus } from './order-lifecycle.js';
import type { OrderActor } from './order-transitions.js';
import { lockOrder, OPEN_STATUSES } from './orders.js';

/**
 * Cancels an order already locked FOR UPDATE by the caller: stock back (products locked in id order),
 * pending payments closed, the change through the lifecycle (timeline, and the catalogue cache drop of the
 * products whose stock came back, after commit). Only open orders (10/20).
 */
export async function cancelLockedOrder(
  tx: Db,
  outbox: AfterCommit,
  order: typeof orders.$inferSelect,
  change: { by: OrderActor; note: string; at: Date; to?: number },
): Promise<void> {
  const now = change.at;
  // 待审批 ends here too: withdrawn or timed out (已取消), or rejected (change.to 已驳回).
  if (!OPEN_STATUSES.includes(order.status) && order.status !== OrderStatus.PendingApproval)
    throw conflict('订单当前状态不能取消');
  const items = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.productId));
  const ids = [...new Set(items.map((i) => i.productId))];
  if (ids.length)
    await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(asc(products.id))
      .for('update');
  for (const item of items) {
    await tx
      .update(products)
      .set({
        stock: sql`${products.stock} + ${item.quantity}`,
        sales: sql`greatest(${products.sales} - ${item.quantity}, 0)`,
      })
      .where(eq(products.id, item.productId));
  }
  await tx
    .update(payments)
    .set({ status: PaymentStatus.Closed })
    .where(and(eq(payments.orderId, order.id), eq(payments.status, PaymentStatus.Pending)));
  // An order made from a quote gives the quote back: 待确认 again (read as 已过期 once past its validity day),
  // so the buyer can order it again; the quote's history keeps this cancelled order.
  if (order.quoteId !== null) {
    await tx
      .update(quotes)
      .set({ status: QuoteStatus.Pending, decidedAt: null })
      .where(and(eq(quotes.id, order.quoteId), eq(quotes.status, QuoteStatus.Accepted)));
  }
  await changeOrderStatus(tx, outbox, order, {
    ...change,
    to: change.to ?? OrderStatus.Cancelled,
    set: { cancelledAt: now },
    stockChanged: ids,
    refusal: '订单当前状态不能取消',
  });
}

export async function cancelOrder(
  db: Db,
  events: OrderEventBus,
  auth: AuthContext,
  id: number,
  now: Date,
): Promise<OrderDetail> {
  return inOrderTransaction(db, events, async (tx, outbox) => {
    const order = await lockOrder(tx, auth, id);
    await cancelLockedOrder(tx, outbox, order, { by: buyerActor(auth, order), note: '采购人取消了订单', at: now });
    return getOrderDetail(tx, auth, id, now);
  });
}
