/**
 * The console's dashboard: orders placed today and this month (China time; cancelled orders left out) with
 * their amount, beside yesterday up to the same time and last month up to the same day; the last 7 days' trend; and how many items wait in each operator queue.
 */
import { and, count, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import { chinaDayStart, formatDate } from '../../../src/contract/dates.js';
import { CompanyStatus, InvoiceStatus, OrderStatus } from '../../../src/contract/enums.js';
import type { Dashboard } from '../../../src/contract/operator.js';
import type { Db } from '../../db/client.js';
import { companies, invoices, orders, payments } from '../../db/schema.js';
import { formatMoney } from '../money.js';
import { afterSalesAwaitingOperator } from './after-sales.js';
import { countWaitingInquiries } from './quotes.js';

async function ordersSince(db: Db, from: Date, until: Date) {
  const [row] = await db
    .select({ n: count(), amount: sql<string>`coalesce(sum(${orders.totalAmount}), 0)::text` })
    .from(orders)
    .where(and(gte(orders.createdAt, from), lt(orders.createdAt, until), ne(orders.status, OrderStatus.Cancelled)));
  return { Orders: Number(row?.n ?? 0), Amount: formatMoney(row?.amount ?? '0') };
}

const countWhere = async (
  db: Db,
  table: typeof orders | typeof companies | typeof invoices | typeof payments,
  where: ReturnType<typeof eq>,
) => {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The same instant a month earlier in China time (31 March → the end of February: clamped to its last day). */
function monthBefore(now: Date): { start: Date; at: Date } {
  const day = formatDate(now);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const prev = m === 1 ? { y: y - 1, m: 12 } : { y, m: m - 1 };
  const lastDay = new Date(Date.UTC(prev.y, prev.m, 0)).getUTCDate();
  const month = `${prev.y}-${String(prev.m).padStart(2, '0')}`;
  const sameDay = `${month}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
  const intoDay = now.getTime() - chinaDayStart(day).getTime();
  return { start: chinaDayStart(`${month}-01`), at: new Date(chinaDayStart(sameDay).getTime() + intoDay) };
}

/** Orders placed on each of the 7 China days ending today (cancelled left out), zero-filled. */
async function trend(db: Db, now: Date): Promise<Dashboard['Trend']> {
  const days = Array.from({ length: 7 }, (_, i) => formatDate(new Date(now.getTime() - (6 - i) * DAY_MS)));
  const rows = await db
    .select({
      day: sql<string>`to_char((${orders.createdAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`,
      n: count(),
      amount: sql<string>`sum(${orders.totalAmount})::text`,
    })
    .from(orders)
    .where(
      and(
        gte(orders.createdAt, chinaDayStart(days[0]!)),
        lt(orders.createdAt, new Date(now.getTime() + 1)),
        ne(orders.status, OrderStatus.Cancelled),
      ),
    )
    .groupBy(sql`1`);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return days.map((Day) => ({
    Day,
    Orders: Number(byDay.get(Day)?.n ?? 0),
    Amount: formatMoney(byDay.get(Day)?.amount ?? '0'),
  }));
}

export async function dashboard(db: Db, now: Date): Promise<Dashboard> {
  const today = formatDate(now);
  const todayStart = chinaDayStart(today);
  const monthStart = chinaDayStart(`${today.slice(0, 7)}-01`);
  const end = new Date(now.getTime() + 1);
  const lastMonth = monthBefore(now);
  const [yesterday, previousMonth, days] = await Promise.all([
    ordersSince(db, new Date(todayStart.getTime() - DAY_MS), new Date(end.getTime() - DAY_MS)),
    ordersSince(db, lastMonth.start, new Date(lastMonth.at.getTime() + 1)),
    trend(db, now),
  ]);
  const [todayOrders, monthOrders, reviews, transfers, refunds, toShip, toIssue, toQuote, afterSales] =
    await Promise.all([
      ordersSince(db, todayStart, end),
      ordersSince(db, monthStart, end),
      countWhere(db, companies, eq(companies.statusEnum, CompanyStatus.PendingReview)),
      countWhere(db, orders, eq(orders.status, OrderStatus.AwaitingTransfer)),
      countWhere(db, payments, and(eq(payments.refundDue, true), isNull(payments.refundedAt))!),
      countWhere(db, orders, eq(orders.status, OrderStatus.Paid)),
      countWhere(db, invoices, eq(invoices.status, InvoiceStatus.Requested)),
      countWaitingInquiries(db),
      afterSalesAwaitingOperator(db),
    ]);
  return {
    Today: todayOrders,
    Month: monthOrders,
    Yesterday: yesterday,
    LastMonth: previousMonth,
    Trend: days,
    Queues: {
      CompaniesToReview: reviews,
      TransfersToConfirm: transfers,
      RefundsDue: refunds,
      OrdersToShip: toShip,
      InvoicesToIssue: toIssue,
      InquiriesToQuote: toQuote,
      AfterSalesToHandle: afterSales,
    },
  };
}
