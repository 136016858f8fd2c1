/**
 * After-sales (售后), the buyer's side: ask for 仅退款 (unshipped goods of a paid order) or 退货退款 (goods of a
 * received order within RETURN_DAYS), follow it, send the return parcel, withdraw. Same visibility as orders
 * (the buyer's own; the admin's company's; 404 otherwise).
 * A request never asks for more than was paid and not yet refunded or asked for, line by line (the rule lives in
 * ./after-sale-money.ts): the order row is locked first, so two requests for the same lines at once are counted
 * one after the other (one wins).
 */
import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type {
  AfterSale,
  AfterSaleListQuery,
  AfterSalePage,
  CreateAfterSaleBody,
  ReturnParcelBody,
} from '../../src/contract/after-sales.js';
import { compactDate } from '../../src/contract/dates.js';
import {
  AfterSaleStatus,
  AfterSaleStatusName,
  type AfterSaleType,
  AfterSaleTypeName,
  OrderStatus,
} from '../../src/contract/enums.js';
import type { Db } from '../db/client.js';
import {
  afterSaleEvents,
  afterSaleLines,
  afterSales,
  mediaFiles,
  orderEvents,
  type orderItems,
  orders,
} from '../db/schema.js';
import { badRequest, conflict, notFound } from '../errors.js';
import type { AuthContext } from '../plugins/auth.js';
import { lockRefundLedger, priceRequest, refundableOf, reservedQuantities } from './after-sale-money.js';
import { afterSaleViews } from './after-sale-views.js';
import { pageOf } from './catalogue.js';
import { type AfterCommit, inOrderTransaction, type OrderEventBus } from './order-events.js';
import { buyerActor, recordOrderStep } from './order-lifecycle.js';
import { AFTER_SALE_STEP } from './order-status.js';
import type { OrderActor } from './order-transitions.js';
import { lockOrder, orderScope, returnUntilOf } from './orders.js';

type AfterSaleRow = typeof afterSales.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

const newAfterSaleNo = (now: Date) => `AS${compactDate(now)}${String(randomInt(0, 1e8)).padStart(8, '0')}`;

/* ------------------------------------------------------------------ the answer */

export { afterSaleViews } from './after-sale-views.js';

export async function recordAfterSaleStep(
  tx: Db,
  outbox: AfterCommit,
  sale: Pick<AfterSaleRow, 'id' | 'afterSaleNo' | 'userId'>,
  order: Pick<OrderRow, 'id' | 'orderNo' | 'userId' | 'status'>,
  step: { status: number; note: string; at: Date; by: OrderActor; stockChanged?: number[] },
): Promise<void> {
  await tx
    .insert(afterSaleEvents)
    .values({ afterSaleId: sale.id, status: step.status, note: step.note, createdAt: step.at });
  await recordOrderStep(tx, outbox, order, {
    timelineStatus: AFTER_SALE_STEP.Status,
    by: step.by,
    note: `售后 ${sale.afterSaleNo}：${step.note}`,
    at: step.at,
  });
  outbox.add({
    kind: 'after-sale',
    afterSaleId: sale.id,
    afterSaleNo: sale.afterSaleNo,
    orderId: order.id,
    orderNo: order.orderNo,
    userId: sale.userId,
    status: step.status,
    note: step.note,
    at: step.at,
    stockChanged: step.stockChanged ?? [],
  });
}

/* ------------------------------------------------------------------ what may still be asked for */

/** Why this order cannot take a request of this type now, or null. */
async function typeRefusal(
  tx: Db,
  order: OrderRow,
  type: AfterSaleType,
  now: Date,
  returnDays: number,
): Promise<string | null> {
  if (type === 'refund') {
    if (order.status === OrderStatus.Paid) return null;
    if (order.status === OrderStatus.Shipped || order.status === OrderStatus.Completed) {
      return '订单已发货，仅退款仅适用于未发货的商品；收货后可申请退货退款';
    }
    return '仅已支付的订单可以申请退款';
  }
  if (order.status === OrderStatus.Shipped) return '请先确认收货，再申请退货退款';
  if (order.status !== OrderStatus.Completed) return '仅已收货的订单可以申请退货退款';
  const events = await tx
    .select({ status: orderEvents.status, createdAt: orderEvents.createdAt })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, order.id))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  const until = returnUntilOf(events, returnDays);
  if (!until || until.getTime() <= now.getTime()) return `已超过收货后 ${returnDays} 天的退货期限`;
  return null;
}

/** Photos must be pictures uploaded to this site (the upload rules products use: /media/uploads/…). */
async function checkImages(tx: Db, images: string[]): Promise<string[]> {
  const names = images.map((url) => /^\/media\/uploads\/([A-Za-z0-9._-]{1,80})$/.exec(url.trim())?.[1]);
  if (names.some((n) => !n)) throw badRequest('图片须为本站上传的图片', 'Images');
  if (names.length === 0) return [];
  const found = await tx
    .select({ name: mediaFiles.name })
    .from(mediaFiles)
    .where(inArray(mediaFiles.name, names as string[]));
  if (found.length !== new Set(names).size) throw badRequest('图片不存在，请重新上传', 'Images');
  return images.map((i) => i.trim());
}

/* ------------------------------------------------------------------ buyer actions */

export async function createAfterSale(
  db: Db,
  events: OrderEventBus,
  auth: AuthContext,
  body: CreateAfterSaleBody,
  now: Date,
  returnDays: number,
): Promise<AfterSale> {
  const reason = body.Reason.trim();
  if (!reason) throw badRequest('请选择售后原因', 'Reason');
  const id = await inOrderTransaction(db, events, async (tx, outbox) => {
    const order = await lockOrder(tx, auth, body.OrderId);
    const refusal = await typeRefusal(tx, order, body.Type, now, returnDays);
    if (refusal) throw conflict(refusal);
    const images = await checkImages(tx, body.Images ?? []);
    const ledger = await lockRefundLedger(tx, order.id);
    const items = ledger.items;
    const reserved = await reservedQuantities(tx, order.id);
    const seen = new Set<number>();
    const wantedLines: { item: typeof orderItems.$inferSelect; quantity: number }[] = [];
    for (const wanted of body.Lines) {
      if (seen.has(wanted.OrderItemId)) throw badRequest('同一商品行不能重复填写', 'Lines');
      seen.add(wanted.OrderItemId);
      const item = items.find((i) => i.id === wanted.OrderItemId);
      if (!item) throw badRequest('所选商品不属于该订单', 'Lines');
      const open = refundableOf(body.Type, item);
      const held = reserved.get(item.id) ?? 0;
      if (wanted.Quantity > open - held) {
        if (held > 0 && wanted.Quantity <= open) {
          throw conflict(`「${item.name}」已有售后申请在处理中，最多还可申请 ${Math.max(open - held, 0)} ${item.unit}`);
        }
        throw badRequest(`「${item.name}」最多可申请 ${Math.max(open - held, 0)} ${item.unit}`, 'Lines');
      }
      wantedLines.push({ item, quantity: wanted.Quantity });
    }
    // Never more money than was paid and is neither refunded nor held, line by line (./after-sale-money.ts).
    const priced = priceRequest(ledger, wantedLines);
    const lines = wantedLines.map((l, i) => ({ ...l, amount: priced.amounts[i]! }));
    const amount = priced.total;
    const [sale] = await tx
      .insert(afterSales)
      .values({
        afterSaleNo: newAfterSaleNo(now),
        orderId: order.id,
        companyId: order.companyId,
        userId: auth.userId,
        type: body.Type,
        status: AfterSaleStatus.Requested,
        amount,
        reason,
        description: body.Description?.trim() ?? '',
        images,
        createdAt: now,
      })
      .returning();
    await tx
      .insert(afterSaleLines)
      .values(
        lines.map((l) => ({ afterSaleId: sale!.id, orderItemId: l.item.id, quantity: l.quantity, amount: l.amount })),
      );
    const what = lines.map((l) => `${l.item.name} ×${l.quantity}`).join('、');
    await recordAfterSaleStep(tx, outbox, sale!, order, {
      status: AfterSaleStatus.Requested,
      note: `已提交${AfterSaleTypeName[body.Type]}申请（${what}），金额 ¥${amount}，原因：${reason}`,
      at: now,
      by: buyerActor(auth, order),
    });
    return sale!.id;
  });
  return getAfterSale(db, auth, id);
}

/** Requests the caller may see: on orders they may see (orderScope). */
function visible(auth: AuthContext): SQL {
  return sql`${afterSales.orderId} in (select ${orders.id} from ${orders} where ${orderScope(auth)})`;
}

export async function listAfterSales(db: Db, auth: AuthContext, query: AfterSaleListQuery): Promise<AfterSalePage> {
  const { page, pageSize, offset } = pageOf(query);
  const where = and(
    eq(afterSales.companyId, auth.companyId),
    visible(auth),
    query.orderId ? eq(afterSales.orderId, query.orderId) : undefined,
    query.status !== undefined ? eq(afterSales.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(afterSales)
      .where(where)
      .orderBy(desc(afterSales.createdAt), desc(afterSales.id))
      .limit(pageSize)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(afterSales).where(where),
  ]);
  return { Items: await afterSaleViews(db, rows), Total: Number(total?.n ?? 0), Page: page, PageSize: pageSize };
}

export async function getAfterSale(db: Db, auth: AuthContext, id: number): Promise<AfterSale> {
  const [row] = await db
    .select()
    .from(afterSales)
    .where(and(eq(afterSales.id, id), eq(afterSales.companyId, auth.companyId), visible(auth)))
    .limit(1);
  if (!row) throw notFound('售后申请不存在');
  return (await afterSaleViews(db, [row]))[0]!;
}

/** Locks a visible request and its order (order first: the order in which every after-sales write locks). */
async function lockVisible(tx: Db, auth: AuthContext, id: number) {
  const [found] = await tx
    .select({ orderId: afterSales.orderId })
    .from(afterSales)
    .where(and(eq(afterSales.id, id), eq(afterSales.companyId, auth.companyId), visible(auth)))
    .limit(1);
  if (!found) throw notFound('售后申请不存在');
  const order = await lockOrder(tx, auth, found.orderId);
  const [sale] = await tx.select().from(afterSales).where(eq(afterSales.id, id)).for('update').limit(1);
  return { order, sale: sale! };
}

/** 退货退款, approved: the buyer notes the return parcel (待寄回 → 待收货). */
export async function submitReturnParcel(
  db: Db,
  events: OrderEventBus,
  auth: AuthContext,
  id: number,
  body: ReturnParcelBody,
  now: Date,
): Promise<AfterSale> {
  const carrier = body.Carrier.trim();
  if (!carrier) throw badRequest('请填写承运商', 'Carrier');
  await inOrderTransaction(db, events, async (tx, outbox) => {
    const { order, sale } = await lockVisible(tx, auth, id);
    if (sale.status !== AfterSaleStatus.AwaitingReturn) {
      throw conflict(`售后申请当前状态为「${AfterSaleStatusName[sale.status]}」，不能填写退货物流`);
    }
    await tx
      .update(afterSales)
      .set({ status: AfterSaleStatus.Returning, returnCarrier: carrier, returnTrackingNo: body.TrackingNo })
      .where(eq(afterSales.id, id));
    await recordAfterSaleStep(tx, outbox, sale, order, {
      status: AfterSaleStatus.Returning,
      note: `已寄回商品：${carrier} ${body.TrackingNo}`,
      at: now,
      by: buyerActor(auth, order),
    });
  });
  return getAfterSale(db, auth, id);
}

/** The buyer withdraws a request not yet refunded or on its way back (待审核 / 待寄回 → 已撤销). */
export async function withdrawAfterSale(
  db: Db,
  events: OrderEventBus,
  auth: AuthContext,
  id: number,
  now: Date,
): Promise<AfterSale> {
  await inOrderTransaction(db, events, async (tx, outbox) => {
    const { order, sale } = await lockVisible(tx, auth, id);
    if (sale.status !== AfterSaleStatus.Requested && sale.status !== AfterSaleStatus.AwaitingReturn) {
      throw conflict(`售后申请当前状态为「${AfterSaleStatusName[sale.status]}」，不能撤销`);
    }
    await tx.update(afterSales).set({ status: AfterSaleStatus.Withdrawn }).where(eq(afterSales.id, id));
    await recordAfterSaleStep(tx, outbox, sale, order, {
      status: AfterSaleStatus.Withdrawn,
      note: '采购人已撤销申请',
      at: now,
      by: buyerActor(auth, order),
    });
  });
  return getAfterSale(db, auth, id);
}
