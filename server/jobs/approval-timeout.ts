/**
 * Cancels orders still waiting for approval (待审批) after APPROVAL_HOURS (their payBefore holds the approval
 * deadline), releasing stock and budget. Scheduled like the unpaid-order job (./cancel-unpaid.ts): one
 * transaction per order, rows being decided right now skipped (SKIP LOCKED) and retried on the next run.
 */
import { and, asc, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { OrderStatus } from '../../src/contract/enums.js';
import type { Db } from '../db/client.js';
import { orders } from '../db/schema.js';
import { cancelLockedOrder } from '../services/order-cancel.js';
import { inOrderTransaction, type OrderEventBus, silentBus } from '../services/order-events.js';
import { UNPAID_JOB_INTERVAL_MS } from './cancel-unpaid.js';
import { startPeriodic } from './periodic.js';

export async function cancelExpiredApprovals(
  db: Db,
  now: Date,
  limit = 200,
  events: OrderEventBus = silentBus,
): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, OrderStatus.PendingApproval), lt(orders.payBefore, now)))
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
      // Re-checked under the lock: the last approver may have decided meanwhile.
      if (order?.status !== OrderStatus.PendingApproval || order.payBefore.getTime() >= now.getTime()) return false;
      await cancelLockedOrder(tx, outbox, order, {
        by: 'system',
        note: '超过审批时限未处理，系统已自动取消订单',
        at: now,
      });
      return true;
    });
    if (done) cancelled++;
  }
  return cancelled;
}

/** Runs cancelExpiredApprovals every minute (unref'd) until the app closes; returns a stop function. */
export function startApprovalTimeoutJob(app: FastifyInstance, intervalMs = UNPAID_JOB_INTERVAL_MS): () => void {
  return startPeriodic(app, 'approval time-out', intervalMs, async () => {
    const n = await cancelExpiredApprovals(app.db, app.now(), 200, app.orderEvents);
    if (n > 0) app.log.info({ cancelled: n }, 'orders past their approval deadline cancelled');
  });
}
