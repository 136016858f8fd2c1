/**
 * 账期支付: an open order is paid at once on the company's credit line, inside the payment's transaction (the
 * order row is locked by the caller). The company's credit row is locked next, so parallel payments of one
 * company — on any instance — are checked one after the other against limit − balance, exactly.
 */
import { and, eq } from 'drizzle-orm';
import { CompanyStatus, OrderStatus, PaymentStatus } from '../../../src/contract/enums.js';
import type { PaymentCreated } from '../../../src/contract/payments.js';
import type { Db } from '../../db/client.js';
import { companies, type orders, payments } from '../../db/schema.js';
import { creditEntries } from '../../db/schema-credit.js';
import { conflict, forbidden } from '../../errors.js';
import { Dec, formatYuan } from '../money.js';
import type { AfterCommit } from '../order-events.js';
import { changeOrderStatus } from '../order-lifecycle.js';
import { availableOf, balanceOf, lockCredit, overdueOf, recordCreditRefunds } from './ledger.js';
import { dueDateOf, periodOf } from './periods.js';

export const CREDIT_NOT_GRANTED = '贵公司尚未开通账期支付，请联系平台开通或选择其他支付方式';
export const CREDIT_SUSPENDED = '贵公司的账期已暂停，请选择其他支付方式或联系平台';

export async function payOnAccount(
  tx: Db,
  outbox: AfterCommit,
  order: typeof orders.$inferSelect,
  now: Date,
): Promise<PaymentCreated> {
  const [company] = await tx
    .select({ statusEnum: companies.statusEnum })
    .from(companies)
    .where(eq(companies.id, order.companyId))
    .limit(1);
  if (company?.statusEnum !== CompanyStatus.Verified) throw forbidden('账期支付仅限已认证企业使用');
  const line = await lockCredit(tx, order.companyId);
  if (!line) throw forbidden(CREDIT_NOT_GRANTED);
  if (!line.enabled) throw forbidden(CREDIT_SUSPENDED);
  const overdue = await overdueOf(tx, order.companyId, now);
  if (overdue.amount.greaterThan(0)) {
    throw conflict(
      `贵公司有逾期未还的对账单，逾期金额 ${formatYuan(overdue.amount)}（到期日 ${overdue.since}），请先还款后再使用账期支付`,
    );
  }
  await recordCreditRefunds(tx, order.companyId);
  const available = availableOf(line.limit, await balanceOf(tx, order.companyId));
  if (new Dec(order.totalAmount).greaterThan(available)) {
    throw conflict(
      `账期可用额度不足：可用额度 ${formatYuan(available)}，本单应付 ${formatYuan(order.totalAmount)}，请选择其他支付方式`,
    );
  }

  // One live payment per order: an earlier pending one (the cashier, a transfer) is closed.
  await tx
    .update(payments)
    .set({ status: PaymentStatus.Closed })
    .where(and(eq(payments.orderId, order.id), eq(payments.status, PaymentStatus.Pending)));
  const [payment] = await tx
    .insert(payments)
    .values({
      orderId: order.id,
      companyId: order.companyId,
      method: 'credit',
      status: PaymentStatus.Succeeded,
      amount: order.totalAmount,
      paidAt: now,
      createdAt: now,
    })
    .returning();
  await tx.insert(creditEntries).values({
    companyId: order.companyId,
    kind: 'charge',
    amount: order.totalAmount,
    orderId: order.id,
    note: `订单 ${order.orderNo}`,
    at: now,
  });
  const due = dueDateOf(periodOf(now), line.termDays);
  // The credit system settles it (like a provider's notification): the 'system' arrow 待支付/待确认到账 → 已支付.
  await changeOrderStatus(tx, outbox, order, {
    to: OrderStatus.Paid,
    by: 'system',
    note: `账期支付，应付 ${formatYuan(order.totalAmount)}，计入本月对账单，${due} 前还款`,
    at: now,
    set: { paidAt: now },
  });
  return {
    Id: payment!.id,
    OrderId: order.id,
    Method: 'credit',
    Status: payment!.status,
    Amount: payment!.amount,
  };
}
