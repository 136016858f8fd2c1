/**
 * 合并转账: one bank transfer for several of a company's unpaid orders. The buyer picks 2–50 orders they may
 * pay (orderScope: the admin any of the company's, a buyer their own), each still unpaid, within its window and
 * payable by transfer; the batch gets one remittance code (HB…) and the exact sum. The order rows are locked in
 * id order before the check "in no other open batch", so two parallel creations with a shared order cannot
 * both take it (and the partial unique index on transfer_batch_orders is the second guard). An order still
 * 待支付 moves to 待转账 through the lifecycle, with the transfer window, as when the buyer picks 对公转账 for it.
 * The money is applied by ./transfer-batch-settlement.ts.
 */
import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { CompanyStatus, OrderStatus, OrderStatusName } from '../../src/contract/enums.js';
import {
  type CreateTransferBatchBody,
  type TransferBatch,
  TransferBatchStatus,
  TransferBatchStatusName,
} from '../../src/contract/transfers.js';
import type { Db } from '../db/client.js';
import { companies, orders } from '../db/schema.js';
import { transferBatches, transferBatchOrders } from '../db/schema-transfers.js';
import { conflict, dbErrorCode, forbidden, notFound } from '../errors.js';
import { PLATFORM_BANK_ACCOUNT, TRANSFER_WINDOW_DAYS } from '../payments/bank-transfer.js';
import type { AuthContext } from '../plugins/auth.js';
import { formatMoney, sumMoney } from './money.js';
import { inOrderTransaction, type OrderEventBus } from './order-events.js';
import { assertCompanyMayOrder } from './order-guards.js';
import { buyerActor, changeOrderStatus } from './order-lifecycle.js';
import { OPEN_STATUSES, orderScope } from './orders.js';
import { BANK_TRANSFER_NEEDS_VERIFIED } from './payments.js';
import { BATCH_CODE_PREFIX } from './transfer-batch-settlement.js';
import { vouchersOf } from './transfer-vouchers.js';

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** A batch's remittance code: HB and 8 characters no one misreads (the orders' codes are HK…, statements' ZD…). */
function newBatchCode(): string {
  let code = BATCH_CODE_PREFIX;
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(0, ALPHABET.length)];
  return code;
}

/** Why an order the buyer picked cannot go into a batch, or null. */
function refusal(order: typeof orders.$inferSelect, now: Date): string | null {
  if (order.status === OrderStatus.Cancelled) return `订单 ${order.orderNo} 已取消，不能合并转账`;
  if (!OPEN_STATUSES.includes(order.status)) {
    return `订单 ${order.orderNo} 当前状态为「${OrderStatusName[order.status] ?? order.status}」，无需再转账`;
  }
  if (order.payBefore.getTime() <= now.getTime()) return `订单 ${order.orderNo} 已超过支付时限，不能合并转账`;
  return null;
}

export async function createTransferBatch(
  db: Db,
  events: OrderEventBus,
  auth: AuthContext,
  body: CreateTransferBatchBody,
  now: Date,
): Promise<TransferBatch> {
  const ids = [...new Set(body.OrderIds)].sort((a, b) => a - b);
  const batchId = await inOrderTransaction(db, events, async (tx, outbox) => {
    // Locked in id order: two batches sharing orders wait for each other instead of deadlocking.
    const locked = await tx
      .select()
      .from(orders)
      .where(and(inArray(orders.id, ids), orderScope(auth)))
      .orderBy(asc(orders.id))
      .for('update');
    if (locked.length !== ids.length) throw notFound('订单不存在');
    await assertCompanyMayOrder(tx, auth.companyId);
    const [company] = await tx
      .select({ statusEnum: companies.statusEnum })
      .from(companies)
      .where(eq(companies.id, auth.companyId))
      .limit(1);
    if (company?.statusEnum !== CompanyStatus.Verified) throw forbidden(BANK_TRANSFER_NEEDS_VERIFIED);
    for (const order of locked) {
      const why = refusal(order, now);
      if (why) throw conflict(why);
    }
    const taken = await tx
      .select({ orderId: transferBatchOrders.orderId, code: transferBatches.remittanceCode })
      .from(transferBatchOrders)
      .innerJoin(transferBatches, eq(transferBatches.id, transferBatchOrders.batchId))
      .where(and(inArray(transferBatchOrders.orderId, ids), eq(transferBatchOrders.open, true)))
      .limit(1);
    if (taken[0]) {
      const no = locked.find((o) => o.id === taken[0]!.orderId)?.orderNo;
      throw conflict(`订单 ${no} 已在合并转账 ${taken[0].code} 中，请先取消那次合并转账`);
    }
    const code = newBatchCode();
    const [batch] = await tx
      .insert(transferBatches)
      .values({
        companyId: auth.companyId,
        userId: auth.userId,
        remittanceCode: code,
        totalAmount: formatMoney(sumMoney(locked.map((o) => o.totalAmount))),
        status: TransferBatchStatus.Open,
        createdAt: now,
      })
      .returning({ id: transferBatches.id });
    await tx.insert(transferBatchOrders).values(locked.map((o) => ({ batchId: batch!.id, orderId: o.id })));
    for (const order of locked) {
      if (order.status !== OrderStatus.PendingPayment) continue;
      await changeOrderStatus(tx, outbox, order, {
        to: OrderStatus.AwaitingTransfer,
        by: buyerActor(auth, order),
        note: `已加入合并转账，请在 ${TRANSFER_WINDOW_DAYS} 天内转账并在附言中填写汇款识别码 ${code}`,
        at: now,
        set: { payBefore: new Date(now.getTime() + TRANSFER_WINDOW_DAYS * 86_400_000) },
      });
    }
    return batch!.id;
  }).catch((error: unknown) => {
    // The partial unique index: a parallel batch took one of these orders first.
    if (dbErrorCode(error) === '23505') throw conflict('所选订单已在另一笔合并转账中，请刷新后重试');
    throw error;
  });
  return getTransferBatch(db, auth, batchId);
}

/** The caller's batch (the admin: any of the company's; a buyer: their own), else 404. */
async function scopedBatch(db: Db, auth: AuthContext, id: number, lock = false) {
  const scope = and(
    eq(transferBatches.id, id),
    eq(transferBatches.companyId, auth.companyId),
    auth.isAdmin ? undefined : eq(transferBatches.userId, auth.userId),
  );
  const query = db.select().from(transferBatches).where(scope).limit(1);
  const [batch] = lock ? await query.for('update') : await query;
  if (!batch) throw notFound('合并转账不存在');
  return batch;
}

export async function getTransferBatch(db: Db, auth: AuthContext, id: number): Promise<TransferBatch> {
  const batch = await scopedBatch(db, auth, id);
  const members = await db
    .select({ id: orders.id, orderNo: orders.orderNo, status: orders.status, totalAmount: orders.totalAmount })
    .from(transferBatchOrders)
    .innerJoin(orders, eq(orders.id, transferBatchOrders.orderId))
    .where(eq(transferBatchOrders.batchId, id))
    .orderBy(asc(orders.id));
  return {
    Id: batch.id,
    Status: batch.status,
    StatusName: TransferBatchStatusName[batch.status] ?? '',
    RemittanceCode: batch.remittanceCode,
    TotalAmount: batch.totalAmount,
    BankAccount: PLATFORM_BANK_ACCOUNT,
    CreatedAt: batch.createdAt.toISOString(),
    PaidAt: batch.paidAt?.toISOString() ?? null,
    Orders: members.map((o) => ({
      OrderId: o.id,
      OrderNo: o.orderNo,
      Status: o.status,
      StatusName: OrderStatusName[o.status] ?? '',
      TotalAmount: o.totalAmount,
    })),
    Vouchers: await vouchersOf(db, { batchId: id }, 'buyer'),
  };
}

/** The buyer withdraws an open batch (to pay its orders otherwise, or batch them anew); its orders stay 待转账. */
export async function cancelTransferBatch(db: Db, auth: AuthContext, id: number): Promise<TransferBatch> {
  await db.transaction(async (tx) => {
    const batch = await scopedBatch(tx, auth, id, true);
    if (batch.status !== TransferBatchStatus.Open) {
      throw conflict(`合并转账 ${batch.remittanceCode} 当前为「${TransferBatchStatusName[batch.status]}」，不能取消`);
    }
    await tx.update(transferBatches).set({ status: TransferBatchStatus.Cancelled }).where(eq(transferBatches.id, id));
    await tx.update(transferBatchOrders).set({ open: false }).where(eq(transferBatchOrders.batchId, id));
  });
  return getTransferBatch(db, auth, id);
}
