/**
 * The console's dashboard: orders placed today and this month (China time; cancelled orders left out) with
 * their amount, and how many items wait in each operator queue.
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

export async function dashboard(db: Db, now: Date): Promise<Dashboard> {
  const today = formatDate(now);
  const todayStart = chinaDayStart(today);
  const monthStart = chinaDayStart(`${today.slice(0, 7)}-01`);
  const end = new Date(now.getTime() + 1);
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
