/**
 * Fulfilment: 已支付 (30) → 已发货 (40) → 已完成 (50).
 * - An operator ships a parcel (carrier, tracking number, lines and quantities; several parcels per order
 *   allowed): each line's shipped quantity grows, never past what was ordered; the order becomes 已发货 once
 *   every line is fully shipped. The order row is locked first, so two operators cannot ship the same goods
 *   twice: the second sees the quantities the first shipped.
 * - The buyer confirms receipt (POST /api/Orders/{id}/receive), or the order completes by itself
 *   AUTO_COMPLETE_DAYS (configurable, default 10) after its last parcel (completeShippedOrders, run every minute).
 * Every step is one transaction, writes an order event (the buyer's timeline) and mails the buyer.
 */
import { and, asc, count, desc, eq, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { checkParcel } from '../../../src/contract/carriers.js';
import { OrderStatus, OrderStatusName } from '../../../src/contract/enums.js';
import type {
  FulfilmentOrder,
  FulfilmentPage,
  FulfilmentQuery,
  ShipBody,
  ShipmentView,
} from '../../../src/contract/operator.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { companies, orderItems, orders, shipments, users } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import type { Mailer } from '../../mail/mailer.js';
import type { AuthContext } from '../../plugins/auth.js';
import { reservedQuantities } from '../after-sale-money.js';
import { inOrderTransaction, type OrderEventBus } from '../order-events.js';
import { buyerActor, changeOrderStatus, recordOrderStep } from '../order-lifecycle.js';
import { orderStatusName, PARTLY_SHIPPED } from '../order-status.js';
import { orderEventBusFor } from '../order-subscribers.js';
import { lockOrder } from '../orders.js';
import { recordAudit } from './audit.js';

/**
 * Default days after the last parcel when a shipped order completes without the buyer's confirmation;
 * deployments set their own with AUTO_COMPLETE_DAYS (config.autoCompleteDays).
 */
export const AUTO_COMPLETE_DAYS = 10;
const DAY_MS = 86_400_000;

const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function toShipment(s: typeof shipments.$inferSelect): ShipmentView {
  return {
    Id: s.id,
    Carrier: s.carrier,
    TrackingNo: s.trackingNo,
    Items: s.items,
    CreatedAt: s.createdAt.toISOString(),
  };
}

async function fulfilmentOf(
  db: Db,
  days: number,
  rows: { order: typeof orders.$inferSelect; companyName: string; buyerName: string }[],
): Promise<FulfilmentOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.order.id);
  const [lines, parcels] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
    db.select().from(shipments).where(inArray(shipments.orderId, ids)).orderBy(asc(shipments.id)),
  ]);
  return rows.map(({ order, companyName, buyerName }) => {
    const own = parcels.filter((p) => p.orderId === order.id);
    const last = own.at(-1);
    return {
      OrderId: order.id,
      OrderNo: order.orderNo,
      Status: order.status,
      StatusName: orderStatusName(order.status, own.length > 0),
      CompanyName: companyName,
      BuyerName: buyerName,
      TotalAmount: order.totalAmount,
      PaidAt: order.paidAt?.toISOString() ?? null,
      Lines: lines
        .filter((l) => l.orderId === order.id)
        .map((l) => ({
          OrderItemId: l.id,
          Name: l.name,
          Model: l.model,
          Unit: l.unit,
          Quantity: l.quantity,
          ShippedQuantity: l.shippedQuantity,
        })),
      Shipments: own.map(toShipment),
      DeliveryAddress: (order.deliveryAddress as FulfilmentOrder['DeliveryAddress']) ?? null,
      Note: order.note,
      AutoCompleteAt:
        order.status === OrderStatus.Shipped && last
          ? new Date(last.createdAt.getTime() + days * DAY_MS).toISOString()
          : null,
    };
  });
}

export async function listFulfilment(
  db: Db,
  query: FulfilmentQuery,
  autoCompleteDays = AUTO_COMPLETE_DAYS,
): Promise<FulfilmentPage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const shipped = query.state === 'shipped';
  const where: SQL[] = [eq(orders.status, shipped ? OrderStatus.Shipped : OrderStatus.Paid)];
  const keyword = query.keyword?.trim();
  if (keyword) {
    const like = escapeLike(keyword);
    where.push(or(ilike(orders.orderNo, like), ilike(companies.name, like))!);
  }
  const filter = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders, companyName: companies.name, buyerName: users.name })
      .from(orders)
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(filter)
      // Oldest payment first: the queue is worked in the order the money came in.
      .orderBy(shipped ? desc(orders.paidAt) : asc(orders.paidAt), asc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(orders).innerJoin(companies, eq(companies.id, orders.companyId)).where(filter),
  ]);
  return {
    Items: await fulfilmentOf(db, autoCompleteDays, rows),
    Total: Number(total?.n ?? 0),
    Page: page,
    PageSize: pageSize,
  };
}

export interface FulfilmentDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'> & Partial<Pick<Config, 'autoCompleteDays'>>;
  now: Date;
  /** Where the changes' events go after commit (the app's `orderEvents`); else a bus that mails the buyer. */
  events?: OrderEventBus;
}

const autoCompleteDaysOf = (config: FulfilmentDeps['config']) => config.autoCompleteDays ?? AUTO_COMPLETE_DAYS;
const eventsOf = (deps: FulfilmentDeps) => deps.events ?? orderEventBusFor(deps);

/** What of a line is still to ship: ordered, less shipped, less refunded before shipping (售后仅退款). */
const unshipped = (l: typeof orderItems.$inferSelect) => l.quantity - l.shippedQuantity - l.refundedQuantity;

const heldMessage = (line: typeof orderItems.$inferSelect, pending: number, left: number) =>
  `「${line.name}」有 ${pending} ${line.unit}的仅退款申请待处理，请先在售后管理中审核${left > 0 ? `；现在最多可发 ${left} ${line.unit}` : ''}`;

/**
 * Ships one parcel of a paid order; audited; the order is 已发货 once everything is shipped. Pieces under an open
 * 仅退款 request are held back (409 when asked for), so money is never refunded for goods that left.
 */
export async function shipOrder(
  deps: FulfilmentDeps,
  operatorId: number,
  orderId: number,
  body: ShipBody,
): Promise<FulfilmentOrder> {
  const { db, now } = deps;
  const checked = checkParcel(body.Carrier, body.TrackingNo);
  if ('problem' in checked) throw badRequest(checked.problem, checked.field);
  const { carrier, trackingNo } = checked;
  await inOrderTransaction(db, eventsOf(deps), async (tx, outbox) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
    if (!order) throw notFound('订单不存在');
    if (order.status !== OrderStatus.Paid) {
      throw conflict(`订单 ${order.orderNo} 当前状态为「${OrderStatusName[order.status] ?? order.status}」，不能发货`);
    }
    const lines = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id));
    // What an open 仅退款 request holds is not shipped until the request is decided (the order row lock above is
    // the one a request takes first, so a request and a parcel never both count the same pieces).
    const held = await reservedQuantities(tx, order.id);
    const shippable = (l: (typeof lines)[number]) => unshipped(l) - (held.get(l.id) ?? 0);
    const wanted = new Map<number, number>();
    if (body.Lines) {
      for (const l of body.Lines) {
        if (wanted.has(l.OrderItemId)) throw badRequest('同一商品行不能重复填写', 'Lines');
        wanted.set(l.OrderItemId, l.Quantity);
      }
    } else {
      for (const l of lines) if (shippable(l) > 0) wanted.set(l.id, shippable(l));
    }
    const parcel: { OrderItemId: number; Name: string; Quantity: number }[] = [];
    for (const [itemId, quantity] of wanted) {
      const line = lines.find((l) => l.id === itemId);
      if (!line) throw badRequest('发货的商品不属于该订单', 'Lines');
      const left = shippable(line);
      if (quantity > left) {
        const pending = held.get(line.id) ?? 0;
        if (pending > 0 && quantity <= unshipped(line)) throw conflict(heldMessage(line, pending, left));
        throw badRequest(`「${line.name}」最多还可发 ${Math.max(left, 0)} ${line.unit}`, 'Lines');
      }
      parcel.push({ OrderItemId: line.id, Name: line.name, Quantity: quantity });
    }
    if (parcel.length === 0) {
      const line = lines.find((l) => (held.get(l.id) ?? 0) > 0);
      if (line) throw conflict(heldMessage(line, held.get(line.id)!, shippable(line)));
      throw badRequest('请选择要发货的商品和数量', 'Lines');
    }
    for (const p of parcel) {
      await tx
        .update(orderItems)
        .set({ shippedQuantity: sql`${orderItems.shippedQuantity} + ${p.Quantity}` })
        .where(eq(orderItems.id, p.OrderItemId));
    }
    const [shipment] = await tx
      .insert(shipments)
      .values({ orderId: order.id, carrier, trackingNo, items: parcel, operatorId, createdAt: now })
      .returning();
    // Lines refunded before shipping (售后仅退款) count as done.
    const complete = lines.every((l) => unshipped(l) === (wanted.get(l.id) ?? 0));
    const summary = parcel.map((p) => `${p.Name} ×${p.Quantity}`).join('、');
    const before = order.status;
    const step = {
      by: 'operator' as const,
      // Reads as a sentence on the buyer's timeline: "部分发货：顺丰速运 SF1234567890，黑白激光打印机 ×1".
      note: `${complete ? '已发货' : '部分发货'}：${[carrier, trackingNo].filter(Boolean).join(' ')}，${summary}`,
      at: now,
      parcel: { carrier, trackingNo, summary },
    };
    if (complete) await changeOrderStatus(tx, outbox, order, { to: OrderStatus.Shipped, ...step });
    else await recordOrderStep(tx, outbox, order, { timelineStatus: PARTLY_SHIPPED.Status, ...step });
    await recordAudit(tx, {
      operatorId,
      action: 'order.ship',
      entity: 'order',
      entityId: order.id,
      before: { Status: before, Shipped: Object.fromEntries(lines.map((l) => [l.id, l.shippedQuantity])) },
      after: {
        Status: complete ? OrderStatus.Shipped : OrderStatus.Paid,
        Shipped: Object.fromEntries(lines.map((l) => [l.id, l.shippedQuantity + (wanted.get(l.id) ?? 0)])),
        ShipmentId: shipment!.id,
        Carrier: carrier,
        TrackingNo: trackingNo,
      },
      at: now,
    });
  });
  const [row] = await db
    .select({ order: orders, companyName: companies.name, buyerName: users.name })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return (await fulfilmentOf(db, autoCompleteDaysOf(deps.config), [row!]))[0]!;
}

/** The buyer (or their company's admin) confirms receipt of a shipped order: 已发货 → 已完成. */
export async function confirmReceipt(deps: FulfilmentDeps, auth: AuthContext, orderId: number): Promise<void> {
  const { db, now } = deps;
  await inOrderTransaction(db, eventsOf(deps), async (tx, outbox) => {
    const locked = await lockOrder(tx, auth, orderId);
    if (locked.status === OrderStatus.Completed) throw conflict('订单已确认收货');
    if (locked.status !== OrderStatus.Shipped) throw conflict('订单尚未全部发货，不能确认收货');
    await changeOrderStatus(tx, outbox, locked, {
      to: OrderStatus.Completed,
      by: buyerActor(auth, locked),
      note: '采购人已确认收货',
      at: now,
    });
  });
}

/** Completes orders shipped more than config.autoCompleteDays (AUTO_COMPLETE_DAYS) ago (last parcel); returns how many. */
export async function completeShippedOrders(deps: FulfilmentDeps, limit = 200): Promise<number> {
  const { db, now } = deps;
  const days = autoCompleteDaysOf(deps.config);
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const last = db
    .select({ orderId: shipments.orderId, at: sql<Date>`max(${shipments.createdAt})`.as('at') })
    .from(shipments)
    .groupBy(shipments.orderId)
    .as('last');
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(last, eq(last.orderId, orders.id))
    .where(and(eq(orders.status, OrderStatus.Shipped), lt(last.at, cutoff)))
    .limit(limit);
  let done = 0;
  const events = eventsOf(deps);
  for (const { id } of due) {
    const completed = await inOrderTransaction(db, events, async (tx, outbox) => {
      const [o] = await tx.select().from(orders).where(eq(orders.id, id)).for('update', { skipLocked: true }).limit(1);
      // Re-checked under the lock: the buyer may have confirmed meanwhile.
      if (!o || o.status !== OrderStatus.Shipped) return false;
      const note = `发货 ${days} 天后系统自动确认收货`;
      await changeOrderStatus(tx, outbox, o, { to: OrderStatus.Completed, by: 'system', note, at: now });
      return true;
    });
    if (completed) done++;
  }
  return done;
}
