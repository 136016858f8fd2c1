/**
 * The one money rule of after-sales (售后): an order gives back at most what was paid for it minus what was
 * already refunded, counted per line. A line gives back at most its subtotal less its refunded amount; the
 * order as a whole at most its settled payment less every line's refunded amount. An order paid short (a
 * transfer accepted within TRANSFER_TOLERANCE) or shipped short (partly shipped, the rest refunded, then a 少发漏发
 * request) therefore never returns more than came in, and its last request gives back exactly what is left.
 *
 * Every refund path reads the ledger here, under the order's row lock (`lockRefundLedger` takes it, again if the
 * caller already holds it), so parallel requests and refunds on any instance are counted one after the other:
 * asking (createAfterSale: what open requests hold counts as taken) and paying (the operator's refund: checked
 * again against what was actually refunded) both use it. Exact decimals throughout (./money.ts).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AfterSaleStatus, type AfterSaleType, PaymentStatus } from '../../src/contract/enums.js';
import type { Db } from '../db/client.js';
import { afterSaleLines, afterSales, orderItems, orders, payments } from '../db/schema.js';
import { conflict } from '../errors.js';
import { Dec, formatMoney, formatYuan, lineTotal, sumMoney } from './money.js';

/** Requests still holding their lines and money (not refunded, rejected or withdrawn). */
export const OPEN_AFTER_SALE: number[] = [
  AfterSaleStatus.Requested,
  AfterSaleStatus.AwaitingReturn,
  AfterSaleStatus.Returning,
];

type ItemRow = typeof orderItems.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** What of a line a request of this type may take: unshipped (仅退款) or received (退货退款), not yet refunded. */
export function refundableOf(type: AfterSaleType, line: ItemRow): number {
  return type === 'refund'
    ? line.quantity - line.shippedQuantity - line.refundedQuantity
    : line.quantity - line.refundedQuantity;
}

/** Quantities of each order line held by open requests (other than `except`). */
export async function reservedQuantities(tx: Db, orderId: number, except?: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ itemId: afterSaleLines.orderItemId, quantity: sql<number>`sum(${afterSaleLines.quantity})::int` })
    .from(afterSaleLines)
    .innerJoin(afterSales, eq(afterSales.id, afterSaleLines.afterSaleId))
    .where(
      and(
        eq(afterSales.orderId, orderId),
        inArray(afterSales.status, OPEN_AFTER_SALE),
        except ? sql`${afterSales.id} <> ${except}` : undefined,
      ),
    )
    .groupBy(afterSaleLines.orderItemId);
  return new Map(rows.map((r) => [r.itemId, Number(r.quantity)]));
}

/** What an order may still give back, read under its row lock. */
export interface RefundLedger {
  orderId: number;
  /** The settled payment refunds go back through (the first that succeeded), or null (none yet). */
  payment: PaymentRow | null;
  /** What came in: the payment's amount (a short transfer: what was received), else the order's total. */
  paid: Dec;
  /** Σ of the lines' refunded amounts. */
  refunded: Dec;
  /** Money held by open requests (other than the one being paid), per order line. */
  heldByLine: Map<number, Dec>;
  items: ItemRow[];
}

/**
 * Locks the order row (FOR UPDATE: a no-op when the caller holds it already) and reads what it may still give
 * back. `except`: a request whose own hold does not count (the one being refunded).
 */
export async function lockRefundLedger(tx: Db, orderId: number, except?: number): Promise<RefundLedger> {
  const [order] = await tx
    .select({ id: orders.id, totalAmount: orders.totalAmount })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update')
    .limit(1);
  if (!order) throw conflict('订单不存在');
  const [items, [payment], held] = await Promise.all([
    tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
    tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, PaymentStatus.Succeeded)))
      .orderBy(asc(payments.id))
      .limit(1),
    tx
      .select({ itemId: afterSaleLines.orderItemId, amount: sql<string>`sum(${afterSaleLines.amount})::text` })
      .from(afterSaleLines)
      .innerJoin(afterSales, eq(afterSales.id, afterSaleLines.afterSaleId))
      .where(
        and(
          eq(afterSales.orderId, orderId),
          inArray(afterSales.status, OPEN_AFTER_SALE),
          except ? sql`${afterSales.id} <> ${except}` : undefined,
        ),
      )
      .groupBy(afterSaleLines.orderItemId),
  ]);
  return {
    orderId,
    payment: payment ?? null,
    paid: new Dec(payment?.amount ?? order.totalAmount),
    refunded: sumMoney(items.map((i) => i.refundedAmount)),
    heldByLine: new Map(held.map((h) => [h.itemId, new Dec(h.amount)])),
    items,
  };
}

const heldOf = (ledger: RefundLedger, itemId: number) => ledger.heldByLine.get(itemId) ?? new Dec(0);
const totalHeld = (ledger: RefundLedger) => sumMoney(ledger.heldByLine.values());

/** What the order may still give back: paid − refunded − held by open requests (never below 0). */
export function orderLeft(ledger: RefundLedger): Dec {
  return Dec.max(ledger.paid.minus(ledger.refunded).minus(totalHeld(ledger)), 0);
}

/** What a line may still give back: subtotal − refunded − held by open requests (never below 0). */
export function lineLeft(ledger: RefundLedger, item: ItemRow): Dec {
  return Dec.max(new Dec(item.subtotal).minus(item.refundedAmount).minus(heldOf(ledger, item.id)), 0);
}

/**
 * The amounts of a new request's lines: unit price × quantity, each at most what its line has left, and
 * together at most what the order has left (the excess is taken off the last lines first, so the request asks
 * for exactly what remains). 409 when nothing is left to give back.
 */
export function priceRequest(
  ledger: RefundLedger,
  wanted: { item: ItemRow; quantity: number }[],
): { amounts: string[]; total: string } {
  const amounts = wanted.map(({ item, quantity }) =>
    Dec.min(lineTotal(item.unitPrice, quantity), lineLeft(ledger, item)),
  );
  let excess = sumMoney(amounts).minus(orderLeft(ledger));
  for (let i = amounts.length - 1; i >= 0 && excess.greaterThan(0); i--) {
    const cut = Dec.min(amounts[i]!, excess);
    amounts[i] = amounts[i]!.minus(cut);
    excess = excess.minus(cut);
  }
  const total = sumMoney(amounts);
  if (!total.greaterThan(0)) {
    throw conflict(
      `该订单已无可退金额：已付 ${formatYuan(ledger.paid)}，已退 ${formatYuan(ledger.refunded)}，其余已在售后处理中`,
    );
  }
  return { amounts: amounts.map(formatMoney), total: formatMoney(total) };
}

/**
 * Before money moves (the operator's refund, under the order's lock, `except` = the request): each line's
 * refunded amount plus this request's stays within its subtotal, and the order's within what was paid. 409 else.
 */
export function assertRefundFits(
  ledger: RefundLedger,
  sale: { amount: string },
  lines: { orderItemId: number; amount: string }[],
): void {
  for (const line of lines) {
    const item = ledger.items.find((i) => i.id === line.orderItemId);
    if (!item || new Dec(item.refundedAmount).plus(line.amount).greaterThan(item.subtotal)) {
      throw conflict(`「${item?.name ?? line.orderItemId}」的退款金额超过该商品行的可退金额`);
    }
  }
  if (ledger.refunded.plus(sale.amount).greaterThan(ledger.paid)) {
    throw conflict(
      `退款金额超过该订单的可退金额：已付 ${formatYuan(ledger.paid)}，已退 ${formatYuan(ledger.refunded)}，本次 ${formatYuan(sale.amount)}`,
    );
  }
}
