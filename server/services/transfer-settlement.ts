/**
 * A received bank transfer (对公转账) applied to its order, inside the caller's transaction: the bank's
 * callback (services/payments.ts) and an operator matching a statement line by hand
 * (services/operator/payments.ts) both come here. The amount must be the order's exactly, except that an
 * operator may accept a transfer short by no more than TRANSFER_TOLERANCE (a bank fee) with a reason: the
 * shortfall and the reason are kept on the payment and written on the order's timeline.
 */
import { and, eq } from 'drizzle-orm';
import { OrderStatus, PaymentStatus } from '../../src/contract/enums.js';
import type { BankTransferNotifyBody } from '../../src/contract/payments.js';
import type { Db } from '../db/client.js';
import { orders, payments } from '../db/schema.js';
import { badRequest, conflict, notFound } from '../errors.js';
import { Dec, formatMoney, formatYuan } from './money.js';
import { AfterCommit } from './order-events.js';
import { changeOrderStatus } from './order-lifecycle.js';
import type { OrderActor } from './order-transitions.js';
import { OPEN_STATUSES } from './orders.js';

export async function markOrderPaid(
  tx: Db,
  outbox: AfterCommit,
  order: typeof orders.$inferSelect,
  change: { by: OrderActor; note: string; at: Date },
): Promise<void> {
  await changeOrderStatus(tx, outbox, order, { to: OrderStatus.Paid, ...change, set: { paidAt: change.at } });
}

/** An operator's leave to accept a short transfer: the configured tolerance and the reason they gave. */
export interface ShortAcceptance {
  /** TRANSFER_TOLERANCE (config.transferTolerance), exact decimal text; "0.00" accepts nothing short. */
  tolerance: string;
  /** Why the shortfall is accepted (e.g. 银行手续费); empty: a short transfer is refused with the tolerance named. */
  reason: string;
}

/**
 * The shortfall to record (null when exact), or the refusal: more than the order's amount, short by more than
 * the tolerance, or short within it without a reason (Field ShortReason, so the form asks for one).
 */
export function transferShortfall(received: string, due: string, short?: ShortAcceptance): Dec | null {
  const missing = new Dec(due).minus(received);
  if (missing.isZero()) return null;
  const tolerance = new Dec(short?.tolerance ?? 0);
  if (missing.isNegative() || !short || missing.gt(tolerance)) {
    const within = tolerance.gt(0) ? `（可接受的少收上限为 ${formatYuan(tolerance)}）` : '';
    throw badRequest(
      missing.isNegative()
        ? `到账金额 ${formatYuan(received)} 多于订单应付 ${formatYuan(due)}，不能确认`
        : `到账金额与订单金额不符：应付 ${formatYuan(due)}，到账 ${formatYuan(received)}，少 ${formatYuan(missing)}${within}`,
      'Amount',
    );
  }
  if (!short.reason.trim()) {
    throw badRequest(
      `到账少 ${formatYuan(missing)}，在可接受的少收上限 ${formatYuan(tolerance)} 内：请填写少收原因（如银行手续费）后确认`,
      'ShortReason',
    );
  }
  return missing;
}

export interface TransferSettlement {
  outcome: 'paid' | 'closed' | 'duplicate';
  orderId: number;
  paymentId: number | null;
  /** What an accepted short transfer lacked (exact decimal text), else null. */
  shortAmount: string | null;
}

/**
 * The rules of a received bank transfer, inside the caller's transaction (the bank callback above, and an
 * operator matching a statement line by hand): the order row is locked first, a statement line
 * (ProviderRef) is applied once, the amount must be exact (or short within the tolerance an operator
 * accepted: transferShortfall), an order is paid at most once, and money for an
 * order no longer open is recorded on a closed payment marked to be refunded.
 */
export async function settleBankTransfer(
  tx: Db,
  body: BankTransferNotifyBody,
  now: Date,
  /**
   * Who matched it (the bank callback: system), the outbox its order change goes to (the caller publishes), and
   * for an operator the leave to accept a short transfer (the bank callback has none: only exact amounts).
   */
  { by, outbox, short }: { by: OrderActor; outbox: AfterCommit; short?: ShortAcceptance } = {
    by: 'system',
    outbox: new AfterCommit(),
  },
): Promise<TransferSettlement> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.remittanceCode, body.RemittanceCode))
    .for('update')
    .limit(1);
  if (!order) throw notFound('汇款识别码不存在');
  // Checked after the order lock: a concurrent delivery of the same line has committed by now.
  const [seen] = await tx
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(eq(payments.providerRef, body.ProviderRef))
    .limit(1);
  if (seen) {
    if (seen.orderId === order.id)
      return { outcome: 'duplicate', orderId: order.id, paymentId: null, shortAmount: null };
    throw conflict('交易流水号已被使用');
  }
  if (!OPEN_STATUSES.includes(order.status)) {
    // The money arrived all the same (a late or a second transfer): recorded on a closed payment, to be
    // refunded, like a late provider notification; the order is untouched.
    const [closed] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        companyId: order.companyId,
        method: 'bank-transfer',
        status: PaymentStatus.Closed,
        amount: body.Amount,
        providerRef: body.ProviderRef,
        refundDue: true,
        createdAt: now,
      })
      .returning({ id: payments.id });
    return { outcome: 'closed', orderId: order.id, paymentId: closed!.id, shortAmount: null };
  }
  // A late transfer above is recorded whatever its amount (it is returned); an open order is paid only by its
  // exact amount, or by one short within the tolerance that an operator accepted with a reason.
  const shortfall = transferShortfall(body.Amount, order.totalAmount, short);
  const received = formatMoney(body.Amount);
  const shortFields = shortfall
    ? { amount: received, shortAmount: formatMoney(shortfall), shortReason: short!.reason.trim() }
    : {};

  const note = shortfall
    ? `对公转账已到账 ${formatYuan(received)}，少收 ${formatYuan(shortfall)} 已由平台财务接受：${short!.reason.trim()}`
    : '对公转账已到账';
  const paymentId = await payOrderByTransfer(tx, outbox, order, {
    providerRef: body.ProviderRef,
    fields: shortFields,
    by,
    note,
    at: now,
  });
  return { outcome: 'paid', orderId: order.id, paymentId, shortAmount: shortfall ? formatMoney(shortfall) : null };
}

/**
 * Pays one locked open order by a received transfer (its own, or its share of a 合并转账): its pending
 * bank-transfer payment succeeds (or one is recorded), other pending payments close, and the order becomes 已支付
 * through the lifecycle. `fields` carries an accepted shortfall (amount, shortAmount, shortReason); `providerRef`
 * is the statement line (null for the other orders of a batch: the line is the batch's, kept once).
 */
export async function payOrderByTransfer(
  tx: Db,
  outbox: AfterCommit,
  order: typeof orders.$inferSelect,
  pay: {
    providerRef: string | null;
    fields: Partial<Pick<typeof payments.$inferInsert, 'amount' | 'shortAmount' | 'shortReason'>>;
    by: OrderActor;
    note: string;
    at: Date;
  },
): Promise<number> {
  const { providerRef, fields, at: now } = pay;
  const [pending] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, order.id),
        eq(payments.method, 'bank-transfer'),
        eq(payments.status, PaymentStatus.Pending),
      ),
    )
    .for('update')
    .limit(1);
  let paymentId: number;
  if (pending) {
    await tx
      .update(payments)
      .set({ status: PaymentStatus.Succeeded, providerRef, paidAt: now, amount: order.totalAmount, ...fields })
      .where(eq(payments.id, pending.id));
    paymentId = pending.id;
  } else {
    const [created] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        companyId: order.companyId,
        method: 'bank-transfer',
        status: PaymentStatus.Succeeded,
        amount: order.totalAmount,
        providerRef,
        paidAt: now,
        createdAt: now,
        ...fields,
      })
      .returning({ id: payments.id });
    paymentId = created!.id;
  }
  await tx
    .update(payments)
    .set({ status: PaymentStatus.Closed })
    .where(and(eq(payments.orderId, order.id), eq(payments.status, PaymentStatus.Pending)));
  await markOrderPaid(tx, outbox, order, { by: pay.by, note: pay.note, at: now });
  return paymentId;
}
