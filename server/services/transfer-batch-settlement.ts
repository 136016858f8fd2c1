/**
 * A received bank transfer carrying a 合并转账's code (HB…), inside the caller's transaction: the bank's
 * callback (services/payments.ts) and an operator's hand match (services/operator/payments.ts) both come here,
 * with the rules of one order's transfer (./transfer-settlement.ts): the batch row is locked first, then its
 * orders in id order; a statement line is applied once; the amount must be the batch's sum exactly, or short
 * within TRANSFER_TOLERANCE with an operator's reason; then every order is paid at once through the lifecycle
 * (payOrderByTransfer), or none. Of two lines for one batch the second finds it paid: the bank's is recorded
 * as money to return, an operator's is refused.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { OrderStatusName, PaymentStatus } from '../../src/contract/enums.js';
import type { BankTransferNotifyBody } from '../../src/contract/payments.js';
import { TransferBatchStatus } from '../../src/contract/transfers.js';
import type { Db } from '../db/client.js';
import { orders, payments } from '../db/schema.js';
import { transferBatches, transferBatchOrders } from '../db/schema-transfers.js';
import { conflict, notFound } from '../errors.js';
import { Dec, formatMoney, formatYuan, sumMoney } from './money.js';
import type { AfterCommit } from './order-events.js';
import type { OrderActor } from './order-transitions.js';
import { OPEN_STATUSES } from './orders.js';
import { payOrderByTransfer, type ShortAcceptance, transferShortfall } from './transfer-settlement.js';

export const BATCH_CODE_PREFIX = 'HB';
export const isBatchCode = (code: string) => code.trim().toUpperCase().startsWith(BATCH_CODE_PREFIX);

export interface BatchSettlement {
  outcome: 'paid' | 'closed' | 'duplicate';
  batchId: number;
  remittanceCode: string;
  /** The orders paid (or, for 'closed', the order the returned money is recorded on). */
  orders: { id: number; orderNo: string; paymentId: number; before: number }[];
  shortAmount: string | null;
}

/** Money for a batch that can no longer be paid: one closed payment on its first order, to be returned. */
async function recordToReturn(
  tx: Db,
  order: Pick<typeof orders.$inferSelect, 'id' | 'orderNo' | 'companyId' | 'status'>,
  body: BankTransferNotifyBody,
  now: Date,
) {
  const [closed] = await tx
    .insert(payments)
    .values({
      orderId: order.id,
      companyId: order.companyId,
      method: 'bank-transfer',
      status: PaymentStatus.Closed,
      amount: formatMoney(body.Amount),
      providerRef: body.ProviderRef,
      refundDue: true,
      createdAt: now,
    })
    .returning({ id: payments.id });
  return { id: order.id, orderNo: order.orderNo, paymentId: closed!.id, before: order.status };
}

/** Which order carries how much of an accepted shortfall: the largest orders first, never below zero. */
function spreadShortfall(members: (typeof orders.$inferSelect)[], shortfall: Dec | null): Map<number, Dec> {
  const spread = new Map<number, Dec>();
  let left = shortfall ?? new Dec(0);
  const byAmount = [...members].sort((a, b) => new Dec(b.totalAmount).cmp(a.totalAmount) || a.id - b.id);
  for (const order of byAmount) {
    if (left.lte(0)) break;
    const part = Dec.min(left, order.totalAmount);
    spread.set(order.id, part);
    left = left.minus(part);
  }
  return spread;
}

export async function settleBatchTransfer(
  tx: Db,
  body: BankTransferNotifyBody,
  now: Date,
  { by, outbox, short }: { by: OrderActor; outbox: AfterCommit; short?: ShortAcceptance },
): Promise<BatchSettlement> {
  const code = body.RemittanceCode.trim().toUpperCase();
  const [batch] = await tx
    .select()
    .from(transferBatches)
    .where(eq(transferBatches.remittanceCode, code))
    .for('update')
    .limit(1);
  if (!batch) throw notFound('汇款识别码不存在，请核对转账附言');
  const base = { batchId: batch.id, remittanceCode: batch.remittanceCode, shortAmount: null };
  if (batch.providerRef === body.ProviderRef) return { ...base, outcome: 'duplicate', orders: [] };
  const members = await tx
    .select({ order: orders })
    .from(transferBatchOrders)
    .innerJoin(orders, eq(orders.id, transferBatchOrders.orderId))
    .where(eq(transferBatchOrders.batchId, batch.id))
    .orderBy(asc(orders.id))
    .for('update', { of: orders })
    .then((rows) => rows.map((r) => r.order));
  // Checked after the locks: a concurrent delivery of the same line has committed by now.
  const [seen] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.providerRef, body.ProviderRef))
    .limit(1);
  const [seenOnBatch] = await tx
    .select({ id: transferBatches.id })
    .from(transferBatches)
    .where(eq(transferBatches.providerRef, body.ProviderRef))
    .limit(1);
  if (seen || seenOnBatch) throw conflict('交易流水号已被使用');

  const closedOrder = members.find((o) => !OPEN_STATUSES.includes(o.status));
  if (batch.status !== TransferBatchStatus.Open || closedOrder) {
    const why =
      batch.status === TransferBatchStatus.Paid
        ? `合并转账 ${batch.remittanceCode} 已确认到账，无需重复确认`
        : batch.status === TransferBatchStatus.Cancelled
          ? `合并转账 ${batch.remittanceCode} 已被采购方取消`
          : `合并转账中的订单 ${closedOrder!.orderNo} 当前状态为「${OrderStatusName[closedOrder!.status] ?? ''}」，不能整笔确认`;
    // A hand match is refused; the bank's line is kept (the money is there) as to be returned.
    if (by !== 'system') throw conflict(why);
    return { ...base, outcome: 'closed', orders: [await recordToReturn(tx, members[0]!, body, now)] };
  }

  const due = formatMoney(sumMoney(members.map((o) => o.totalAmount)));
  const shortfall = transferShortfall(body.Amount, due, short);
  const spread = spreadShortfall(members, shortfall);
  const reason = short?.reason.trim() ?? '';
  const paid: BatchSettlement['orders'] = [];
  for (const [i, order] of members.entries()) {
    const part = spread.get(order.id);
    const before = order.status;
    const fields = part
      ? {
          amount: formatMoney(new Dec(order.totalAmount).minus(part)),
          shortAmount: formatMoney(part),
          shortReason: reason,
        }
      : {};
    const note = shortfall
      ? `合并转账 ${batch.remittanceCode} 已到账 ${formatYuan(body.Amount)}（共 ${members.length} 个订单），少收 ${formatYuan(shortfall)} 已由平台财务接受：${reason}`
      : `合并转账 ${batch.remittanceCode} 已到账（共 ${members.length} 个订单）`;
    // The statement line is the batch's: kept on the batch and on its first order's payment (unique).
    const paymentId = await payOrderByTransfer(tx, outbox, order, {
      providerRef: i === 0 ? body.ProviderRef : null,
      fields,
      by,
      note,
      at: now,
    });
    paid.push({ id: order.id, orderNo: order.orderNo, paymentId, before });
  }
  await tx
    .update(transferBatches)
    .set({ status: TransferBatchStatus.Paid, providerRef: body.ProviderRef, paidAt: now })
    .where(eq(transferBatches.id, batch.id));
  await tx.update(transferBatchOrders).set({ open: false }).where(eq(transferBatchOrders.batchId, batch.id));
  return { ...base, outcome: 'paid', orders: paid, shortAmount: shortfall ? formatMoney(shortfall) : null };
}

/** Whether an order is in an open batch (the console shows the batch's code beside it). */
export async function openBatchCodes(tx: Db, orderIds: number[]): Promise<Map<number, string>> {
  if (!orderIds.length) return new Map();
  const rows = await tx
    .select({ orderId: transferBatchOrders.orderId, code: transferBatches.remittanceCode })
    .from(transferBatchOrders)
    .innerJoin(transferBatches, eq(transferBatches.id, transferBatchOrders.batchId))
    .where(
      and(
        inArray(transferBatchOrders.orderId, orderIds),
        eq(transferBatchOrders.open, true),
        eq(transferBatches.status, TransferBatchStatus.Open),
      ),
    );
  return new Map(rows.map((r) => [r.orderId, r.code]));
}
