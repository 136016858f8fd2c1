/**
 * What every order module shares: who sees which orders (orderScope, lockOrder), the open and paid statuses, order
 * and remittance numbers, the pay and return deadlines, the China-time filter days and the invoice title / address
 * copies an order keeps. Orders are created in order-create.ts, read in order-detail.ts and order-list.ts,
 * exported in order-export.ts and cancelled in order-cancel.ts.
 * Visibility: an admin (管理员) sees the company's orders, anyone else their own; others' ids answer 404.
 */
import { randomInt } from 'node:crypto';
import { and, eq, type SQL } from 'drizzle-orm';
import {
  chinaDayEnd,
  chinaDayStart,
  compactDate,
  formatDate,
  formatDeadline,
  isIsoDay,
} from '../../src/contract/dates.js';
import { OrderStatus } from '../../src/contract/enums.js';
import { DEFAULT_PAY_WINDOW_MINUTES } from '../config.js';
import type { Db } from '../db/client.js';
import { type invoiceAddresses, type invoiceTitles, type orderEvents, orders } from '../db/schema.js';
import { badRequest, notFound } from '../errors.js';
import type { AuthContext } from '../plugins/auth.js';

/**
 * When an order opened for payment now must be paid (PAY_WINDOW_MINUTES, config.payWindowMinutes). The
 * deadline is stored on the order (PayBefore), which the screens show and the cancel job reads.
 */
export function payDeadline(now: Date, payWindowMinutes = DEFAULT_PAY_WINDOW_MINUTES): Date {
  return new Date(now.getTime() + payWindowMinutes * 60_000);
}

/** The timeline's words for that deadline, in China time (`请在 2026-12-04 14:30（北京时间） 前完成支付`). */
export const payBeforeNote = (payBefore: Date) => `请在 ${formatDeadline(payBefore)} 前完成支付`;
export const OPEN_STATUSES: number[] = [OrderStatus.PendingPayment, OrderStatus.AwaitingTransfer];
export const PAID_STATUSES: number[] = [OrderStatus.Paid, OrderStatus.Shipped, OrderStatus.Completed];

export function orderScope(auth: Pick<AuthContext, 'companyId' | 'userId' | 'isAdmin'>): SQL {
  return auth.isAdmin
    ? eq(orders.companyId, auth.companyId)
    : and(eq(orders.companyId, auth.companyId), eq(orders.userId, auth.userId))!;
}

export function newOrderNo(now: Date): string {
  return `${compactDate(now)}${String(randomInt(0, 1e9)).padStart(9, '0')}${randomInt(0, 10)}`;
}

const REMITTANCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export function newRemittanceCode(): string {
  let code = 'HK';
  for (let i = 0; i < 8; i++) code += REMITTANCE_ALPHABET[randomInt(0, REMITTANCE_ALPHABET.length)];
  return code;
}

/** Filter dates outside these years are refused (400) instead of reaching SQL (year 0 and below fail there). */
export const FILTER_YEARS = { min: 2000, max: 2099 } as const;

function checkFilterDay(date: string): void {
  if (!isIsoDay(date)) throw badRequest('日期无效');
  const year = Number(date.slice(0, 4));
  if (year < FILTER_YEARS.min || year > FILTER_YEARS.max) {
    throw badRequest(`日期超出范围，请选择 ${FILTER_YEARS.min}–${FILTER_YEARS.max} 年之间的日期`);
  }
}

/** China-time day bounds of a YYYY-MM-DD date. */
export function dayStart(date: string): Date {
  checkFilterDay(date);
  return chinaDayStart(date);
}
export function dayAfter(date: string): Date {
  checkFilterDay(date);
  return chinaDayEnd(date);
}

export function titleSnapshotOf(t: typeof invoiceTitles.$inferSelect) {
  return {
    Type: t.type,
    Name: t.name,
    TaxNumber: t.taxNumber,
    RegisteredAddress: t.registeredAddress,
    RegisteredPhone: t.registeredPhone,
    BankName: t.bankName,
    BankAccount: t.bankAccount,
  };
}

export function addressSnapshotOf(a: typeof invoiceAddresses.$inferSelect) {
  return {
    Recipient: a.recipient,
    Mobile: a.mobile,
    Province: a.province,
    City: a.city,
    District: a.district,
    Detail: a.detail,
  };
}

/**
 * When 退货退款 closes: the end of the China-time day RETURN_DAYS after receipt (the first 已完成 timeline row),
 * so 7 天退换货 covers the whole seventh day; null when the order was never received.
 */
export function returnUntilOf(
  events: Pick<typeof orderEvents.$inferSelect, 'status' | 'createdAt'>[],
  days: number,
): Date | null {
  const received = events.find((e) => e.status === OrderStatus.Completed);
  return received ? chinaDayEnd(formatDate(new Date(received.createdAt.getTime() + days * 86_400_000))) : null;
}

export async function lockOrder(tx: Db, auth: AuthContext, id: number) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), orderScope(auth)))
    .for('update')
    .limit(1);
  if (!order) throw notFound('订单不存在');
  return order;
}
