/**
 * The one place an order's status changes. `changeOrderStatus` runs inside the caller's transaction: it checks
 * the arrow against the state diagram (./order-transitions.ts), updates the row only if it still has the
 * status the caller read (so two parallel changes cannot both win), writes the timeline row and queues the
 * event that mail, the catalogue cache and metrics hear after commit (./order-events.ts).
 */
import { and, eq } from 'drizzle-orm';
import { OrderStatusName } from '../../src/contract/enums.js';
import type { Db } from '../db/client.js';
import { orderEvents, orders } from '../db/schema.js';
import { conflict } from '../errors.js';
import type { AuthContext } from '../plugins/auth.js';
import type { AfterCommit, OrderChanged } from './order-events.js';
import { orderEventStatusName } from './order-status.js';
import { type OrderActor, transitionRefusal } from './order-transitions.js';

type OrderRow = Pick<typeof orders.$inferSelect, 'id' | 'orderNo' | 'userId' | 'status' | 'payBefore'>;

export interface OrderChange {
  to: number;
  by: OrderActor;
  note: string;
  at: Date;
  /** Columns that change with the status (paidAt, payBefore, cancelledAt). */
  set?: Partial<Pick<typeof orders.$inferInsert, 'paidAt' | 'payBefore' | 'cancelledAt'>>;
  stockChanged?: number[];
  parcel?: OrderChanged['parcel'];
  /** The refusal when the arrow is not allowed, for callers with a message of their own. */
  refusal?: string;
}

/** The buyer themself, or the company's 管理员 acting on a colleague's order. */
export function buyerActor(auth: Pick<AuthContext, 'userId' | 'isAdmin'>, order: Pick<OrderRow, 'userId'>): OrderActor {
  return auth.isAdmin && order.userId !== auth.userId ? 'admin' : 'buyer';
}

/**
 * Moves `order` (read, ideally locked, by the caller in `tx`) to `change.to`. Refused with 409 when the
 * diagram has no such arrow for this actor, its guard says no, or the row changed meanwhile.
 */
export async function changeOrderStatus(tx: Db, outbox: AfterCommit, order: OrderRow, change: OrderChange) {
  const refusal = transitionRefusal(order.status, change.to, {
    payBefore: order.payBefore,
    now: change.at,
    by: change.by,
  });
  if (refusal) {
    throw conflict(
      refusal !== 'not-allowed'
        ? refusal
        : (change.refusal ??
            `订单当前状态为「${OrderStatusName[order.status] ?? order.status}」，不能${OrderStatusName[change.to] ? `变为「${OrderStatusName[change.to]}」` : '进行此操作'}`),
    );
  }
  const updated = await tx
    .update(orders)
    .set({ status: change.to, ...change.set })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning({ id: orders.id });
  if (updated.length === 0) throw conflict('订单状态已变化，请刷新后重试');
  await tx
    .insert(orderEvents)
    .values({ orderId: order.id, status: change.to, note: change.note, createdAt: change.at });
  outbox.add({
    kind: 'order',
    orderId: order.id,
    orderNo: order.orderNo,
    userId: order.userId,
    from: order.status,
    to: change.to,
    timelineStatus: change.to,
    by: change.by,
    note: change.note,
    at: change.at,
    stockChanged: change.stockChanged ?? [],
    parcel: change.parcel,
  });
  order.status = change.to;
}

/**
 * A timeline step that is not a status change (the order's first row at creation, a partial parcel):
 * written and announced like a change, the status untouched.
 */
export async function recordOrderStep(
  tx: Db,
  outbox: AfterCommit,
  order: Pick<OrderRow, 'id' | 'orderNo' | 'userId' | 'status'>,
  step: {
    timelineStatus: number;
    by: OrderActor;
    note: string;
    at: Date;
    created?: boolean;
    stockChanged?: number[];
    parcel?: OrderChanged['parcel'];
  },
): Promise<void> {
  if (!orderEventStatusName(step.timelineStatus)) throw new Error(`unknown timeline status ${step.timelineStatus}`);
  await tx
    .insert(orderEvents)
    .values({ orderId: order.id, status: step.timelineStatus, note: step.note, createdAt: step.at });
  outbox.add({
    kind: 'order',
    orderId: order.id,
    orderNo: order.orderNo,
    userId: order.userId,
    from: step.created ? null : order.status,
    to: order.status,
    timelineStatus: step.timelineStatus,
    by: step.by,
    note: step.note,
    at: step.at,
    stockChanged: step.stockChanged ?? [],
    parcel: step.parcel,
  });
}
