/**
 * Cancels orders still unpaid after their PayBefore (待支付 after PAY_WINDOW_MINUTES, 待确认到账 after the transfer
 * window), restoring stock. Each order is its own transaction; rows locked by a payment in progress are
 * skipped (SKIP LOCKED) and retried on the next run, so a payment and a cancellation never both win.
 */
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { orders } from '../db/schema.js';
import { cancelLockedOrder } from '../services/order-cancel.js';
import { inOrderTransaction, type OrderEventBus, silentBus } from '../services/order-events.js';
import { OPEN_STATUSES } from '../services/orders.js';
import { startPeriodic } from './periodic.js';

export const UNPAID_JOB_INTERVAL_MS = 60_000;

/**
 * Cancels up to `limit` expired orders; returns how many were cancelled. Each cancellation's events (the
 * catalogue cache drop of the stock that came back) go to `events` after its commit (the job passes the app's).
 */
export async function cancelExpiredOrders(
  db: Db,
  now: Date,
  limit = 200,
  events: OrderEventBus = silentBus,
): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.status, OPEN_STATUSES), lt(orders.payBefore, now)))
    .orderBy(asc(orders.payBefore))
    .limit(limit);
  let cancelled = 0;
  for (const { id } of due) {
    const done = await inOrderTransaction(db, events, async (tx, outbox) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.id, id))
        .for('update', { skipLocked: true })
        .limit(1);
      // Re-checked under the lock: a payment may have landed meanwhile.
      if (!order || !OPEN_STATUSES.includes(order.status) || order.payBefore.getTime() >= now.getTime()) return false;
      await cancelLockedOrder(tx, outbox, order, { by: 'system', note: '超时未支付，系统已自动取消订单', at: now });
      return true;
    });
    if (done) cancelled++;
  }
  return cancelled;
}

/**
 * Runs cancelExpiredOrders every minute (unref'd: it never keeps the process alive) and stops when the
 * app closes. Call before `app.listen()` / `app.ready()` (it registers an onClose hook); returns a stop function.
 */
export function startUnpaidOrderJob(app: FastifyInstance, intervalMs = UNPAID_JOB_INTERVAL_MS): () => void {
  return startPeriodic(app, 'unpaid order', intervalMs, async () => {
    const n = await cancelExpiredOrders(app.db, app.now(), 200, app.orderEvents);
    if (n > 0) app.log.info({ cancelled: n }, 'unpaid orders cancelled');
  });
}
