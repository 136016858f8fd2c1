/**
 * Payments in the console: orders waiting for a bank transfer (对公转账), matching a received transfer by
 * remittance code and exact amount, or short within TRANSFER_TOLERANCE with a reason (the bank callback's
 * rules: services/transfer-settlement.ts),
 * and returning money recorded as to be refunded. Every write locks its row and is audited in its transaction:
 * two operators confirming the same transfer or refunding the same payment change state once.
 */
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { OrderStatus, OrderStatusName, type PaymentMethod, PaymentMethodName } from '../../../src/contract/enums.js';
import type {
  ConfirmTransferBody,
  ConfirmTransferResult,
  PendingTransferPage,
  Refund,
  RefundBody,
  RefundPage,
  RefundQuery,
  TransferQuery,
} from '../../../src/contract/operator.js';
import type { Db } from '../../db/client.js';
import { companies, orders, payments } from '../../db/schema.js';
import { conflict, notFound } from '../../errors.js';
import { formatMoney } from '../money.js';
import { inOrderTransaction, type OrderEventBus } from '../order-events.js';
import { OPEN_STATUSES } from '../orders.js';
import { settleBankTransfer } from '../payments.js';
import { isBatchCode, openBatchCodes, settleBatchTransfer } from '../transfer-batch-settlement.js';
import { vouchersOf } from '../transfer-vouchers.js';
import { recordAudit } from './audit.js';

const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listPendingTransfers(db: Db, query: TransferQuery): Promise<PendingTransferPage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const where: SQL[] = [eq(orders.status, OrderStatus.AwaitingTransfer)];
  const keyword = query.keyword?.trim();
  if (keyword) {
    const like = escapeLike(keyword);
    where.push(or(ilike(orders.orderNo, like), ilike(orders.remittanceCode, like), ilike(companies.name, like))!);
  }
  const filter = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders, companyName: companies.name })
      .from(orders)
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .where(filter)
      .orderBy(asc(orders.payBefore), asc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(orders).innerJoin(companies, eq(companies.id, orders.companyId)).where(filter),
  ]);
  const batchCodes = await openBatchCodes(
    db,
    rows.map((r) => r.order.id),
  );
  const vouchers = await Promise.all(rows.map((r) => vouchersOf(db, { orderId: r.order.id }, 'operator')));
  return {
    Items: rows.map(({ order, companyName }, i) => ({
      OrderId: order.id,
      OrderNo: order.orderNo,
      CompanyName: companyName,
      RemittanceCode: order.remittanceCode,
      TotalAmount: order.totalAmount,
      PayBefore: order.payBefore.toISOString(),
      CreatedAt: order.createdAt.toISOString(),
      Vouchers: vouchers[i]!,
      BatchCode: batchCodes.get(order.id) ?? null,
    })),
    Total: Number(total?.n ?? 0),
    Page: page,
    PageSize: pageSize,
  };
}

/**
 * Marks the order with this remittance code paid by a transfer of exactly its amount, or of less by no more
 * than the tolerance (TRANSFER_TOLERANCE) when the operator gives a reason, once: the order row is locked, so
 * of two operators accepting the same transfer (or two lines for one order) the second is told it is done.
 */
export async function confirmTransfer(
  db: Db,
  events: OrderEventBus,
  operatorId: number,
  body: ConfirmTransferBody,
  now: Date,
  transferTolerance = '0.00',
): Promise<ConfirmTransferResult> {
  const code = body.RemittanceCode.trim().toUpperCase();
  const bankRef = body.BankRef.trim();
  const reason = body.ShortReason?.trim() ?? '';
  if (isBatchCode(code))
    return confirmBatchTransfer(db, events, operatorId, { code, bankRef, reason, body }, now, transferTolerance);
  return inOrderTransaction(db, events, async (tx, outbox) => {
    const [order] = await tx.select().from(orders).where(eq(orders.remittanceCode, code)).for('update').limit(1);
    if (!order) throw notFound('汇款识别码不存在，请核对转账附言');
    // Unlike the bank's callback (which must record every line), a hand match is refused once the order is
    // settled: this is how the second of two operators matching the same transfer learns it is done.
    if (!OPEN_STATUSES.includes(order.status)) {
      throw conflict(
        `订单 ${order.orderNo} 当前状态为「${OrderStatusName[order.status] ?? order.status}」，无需确认到账`,
      );
    }
    const settled = await settleBankTransfer(
      tx,
      { RemittanceCode: code, Amount: formatMoney(body.Amount), ProviderRef: bankRef },
      now,
      { by: 'operator', outbox, short: { tolerance: transferTolerance, reason } },
    );
    if (settled.outcome !== 'paid' || settled.paymentId === null) throw conflict('该银行流水已确认过');
    const received = formatMoney(body.Amount);
    await recordAudit(tx, {
      operatorId,
      action: 'payment.confirm-transfer',
      entity: 'order',
      entityId: order.id,
      before: { Status: order.status, PaidAt: null },
      after: {
        Status: OrderStatus.Paid,
        PaidAt: now.toISOString(),
        PaymentId: settled.paymentId,
        BankRef: bankRef,
        Amount: received,
        ...(settled.shortAmount ? { ShortAmount: settled.shortAmount, ShortReason: reason } : {}),
      },
      at: now,
    });
    return {
      OrderId: order.id,
      OrderNo: order.orderNo,
      PaymentId: settled.paymentId,
      Amount: received,
      ShortAmount: settled.shortAmount,
    };
  });
}

/** A hand match of a 合并转账's code: every order of the batch paid at once, each audited, or none. */
async function confirmBatchTransfer(
  db: Db,
  events: OrderEventBus,
  operatorId: number,
  line: { code: string; bankRef: string; reason: string; body: ConfirmTransferBody },
  now: Date,
  transferTolerance: string,
): Promise<ConfirmTransferResult> {
  const received = formatMoney(line.body.Amount);
  return inOrderTransaction(db, events, async (tx, outbox) => {
    const settled = await settleBatchTransfer(
      tx,
      { RemittanceCode: line.code, Amount: received, ProviderRef: line.bankRef },
      now,
      { by: 'operator', outbox, short: { tolerance: transferTolerance, reason: line.reason } },
    );
    if (settled.outcome !== 'paid') throw conflict('该银行流水已确认过');
    for (const order of settled.orders) {
      await recordAudit(tx, {
        operatorId,
        action: 'payment.confirm-transfer',
        entity: 'order',
        entityId: order.id,
        before: { Status: order.before, PaidAt: null },
        after: {
          Status: OrderStatus.Paid,
          PaidAt: now.toISOString(),
          PaymentId: order.paymentId,
          BankRef: line.bankRef,
          BatchCode: settled.remittanceCode,
          Amount: received,
          ...(settled.shortAmount ? { ShortAmount: settled.shortAmount, ShortReason: line.reason } : {}),
        },
        at: now,
      });
    }
    return {
      OrderId: settled.orders[0]!.id,
      OrderNo: settled.orders.map((o) => o.orderNo).join('、'),
      PaymentId: settled.orders[0]!.paymentId,
      Amount: received,
      ShortAmount: settled.shortAmount,
    };
  });
}

function toRefund(p: typeof payments.$inferSelect, orderNo: string, companyName: string): Refund {
  return {
    PaymentId: p.id,
    OrderId: p.orderId,
    OrderNo: orderNo,
    CompanyName: companyName,
    Method: p.method,
    MethodName: PaymentMethodName[p.method as PaymentMethod] ?? p.method,
    Amount: p.amount,
    ProviderRef: p.providerRef ?? '',
    ReceivedAt: p.createdAt.toISOString(),
    RefundedAt: p.refundedAt?.toISOString() ?? null,
    RefundRef: p.refundRef,
  };
}

export async function listRefunds(db: Db, query: RefundQuery): Promise<RefundPage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const done = query.state === 'done';
  const filter = and(eq(payments.refundDue, true), done ? isNotNull(payments.refundedAt) : isNull(payments.refundedAt));
  const [rows, [total]] = await Promise.all([
    db
      .select({ payment: payments, orderNo: orders.orderNo, companyName: companies.name })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .innerJoin(companies, eq(companies.id, payments.companyId))
      .where(filter)
      .orderBy(done ? desc(payments.refundedAt) : asc(payments.createdAt), asc(payments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(payments).where(filter),
  ]);
  return {
    Items: rows.map((r) => toRefund(r.payment, r.orderNo, r.companyName)),
    Total: Number(total?.n ?? 0),
    Page: page,
    PageSize: pageSize,
  };
}

/** Records that the money of a to-be-refunded payment was returned (with the refund's reference), once. */
export async function markRefunded(
  db: Db,
  operatorId: number,
  paymentId: number,
  body: RefundBody,
  now: Date,
): Promise<Refund> {
  const refundRef = body.RefundRef.trim();
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update').limit(1);
    if (!current?.refundDue) throw notFound('没有需要退款的这笔款项');
    if (current.refundedAt) throw conflict('该笔款项已退款，请勿重复操作');
    const [row] = await tx
      .update(payments)
      .set({ refundedAt: now, refundRef })
      .where(eq(payments.id, paymentId))
      .returning();
    await recordAudit(tx, {
      operatorId,
      action: 'payment.refund',
      entity: 'payment',
      entityId: paymentId,
      before: { RefundedAt: null, RefundRef: '' },
      after: { RefundedAt: now.toISOString(), RefundRef: refundRef, Amount: current.amount },
      at: now,
    });
    const [info] = await tx
      .select({ orderNo: orders.orderNo, companyName: companies.name })
      .from(orders)
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .where(eq(orders.id, current.orderId));
    return toRefund(row!, info?.orderNo ?? '', info?.companyName ?? '');
  });
}
