/**
 * The account a company owes on (账期): its credit line, its balance (Σ charges − Σ refunds − Σ repayments of
 * `credit_entries`) and what the buyer is shown (limit, used, available, overdue, next due). Every write that
 * changes the balance first locks the company's `company_credit` row (`lockCredit`), in its own transaction
 * or the payment's, so two instances can never both spend the last of a limit.
 */
import { and, asc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import { type CompanyCredit, StatementStatus } from '../../../src/contract/credit.js';
import { AfterSaleStatus, PaymentStatus } from '../../../src/contract/enums.js';
import type { Db } from '../../db/client.js';
import { afterSales, payments } from '../../db/schema.js';
import { companyCredit, creditEntries, creditStatements } from '../../db/schema-credit.js';
import { Dec, formatMoney } from '../money.js';
import type { OrderEventBus } from '../order-events.js';
import { chinaToday, dueDateOf, periodOf } from './periods.js';

export type CreditRow = typeof companyCredit.$inferSelect;

/** Locks (FOR UPDATE) and returns the company's credit line, or null when it was never granted. */
export async function lockCredit(tx: Db, companyId: number): Promise<CreditRow | null> {
  const [row] = await tx
    .select()
    .from(companyCredit)
    .where(eq(companyCredit.companyId, companyId))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** What the company owes on account now: Σ charges − Σ refunds − Σ repayments (exact). */
export async function balanceOf(db: Db, companyId: number): Promise<Dec> {
  const [row] = await db
    .select({
      sum: sql<string>`coalesce(sum(case when ${creditEntries.kind} = 'charge' then ${creditEntries.amount} else -${creditEntries.amount} end), 0)::text`,
    })
    .from(creditEntries)
    .where(eq(creditEntries.companyId, companyId));
  return new Dec(row?.sum ?? '0');
}

export interface OverdueInfo {
  amount: Dec;
  /** The earliest due date among the overdue statements. */
  since: string | null;
}

/** Statements past their due date (China time) and not settled: their outstanding sum. */
export async function overdueOf(db: Db, companyId: number, now: Date): Promise<OverdueInfo> {
  const [row] = await db
    .select({
      sum: sql<string>`coalesce(sum(${creditStatements.amountDue} - ${creditStatements.paidAmount}), 0)::text`,
      since: sql<string | null>`min(${creditStatements.dueDate})::text`,
    })
    .from(creditStatements)
    .where(
      and(
        eq(creditStatements.companyId, companyId),
        ne(creditStatements.status, StatementStatus.Settled),
        lt(creditStatements.dueDate, chinaToday(now)),
      ),
    );
  return { amount: new Dec(row?.sum ?? '0'), since: row?.since ?? null };
}

/** Limit − used, never below zero. */
export function availableOf(limit: string, used: Dec): Dec {
  const left = new Dec(limit).minus(Dec.max(used, 0));
  return Dec.max(left, 0);
}

/** The buyer's view of the credit line (GET /api/Company/credit). */
export async function creditSummary(db: Db, companyId: number, now: Date): Promise<CompanyCredit> {
  const [line] = await db.select().from(companyCredit).where(eq(companyCredit.companyId, companyId)).limit(1);
  const used = await balanceOf(db, companyId);
  const overdue = await overdueOf(db, companyId, now);
  const today = chinaToday(now);
  // The next date money falls due: the oldest unsettled statement not yet overdue, else this month's orders.
  const [next] = await db
    .select({ due: creditStatements.dueDate, amountDue: creditStatements.amountDue, paid: creditStatements.paidAmount })
    .from(creditStatements)
    .where(
      and(
        eq(creditStatements.companyId, companyId),
        ne(creditStatements.status, StatementStatus.Settled),
        sql`${creditStatements.dueDate} >= ${today}`,
      ),
    )
    .orderBy(asc(creditStatements.dueDate))
    .limit(1);
  let nextDue: CompanyCredit['NextDue'] = null;
  if (next) {
    nextDue = { Date: next.due, Amount: formatMoney(new Dec(next.amountDue).minus(next.paid)) };
  } else if (line) {
    const [unbilled] = await db
      .select({
        sum: sql<string>`coalesce(sum(case when ${creditEntries.kind} = 'charge' then ${creditEntries.amount} when ${creditEntries.kind} = 'refund' then -${creditEntries.amount} else 0 end), 0)::text`,
      })
      .from(creditEntries)
      .where(and(eq(creditEntries.companyId, companyId), isNull(creditEntries.statementId)));
    const amount = new Dec(unbilled?.sum ?? '0');
    if (amount.greaterThan(0)) {
      nextDue = { Date: dueDateOf(periodOf(now), line.termDays), Amount: formatMoney(amount) };
    }
  }
  const limit = line?.limit ?? '0';
  return {
    Enabled: line?.enabled ?? false,
    Limit: formatMoney(limit),
    Used: formatMoney(used),
    Available: formatMoney(line?.enabled ? availableOf(limit, used) : 0),
    Overdue: formatMoney(overdue.amount),
    NextDue: nextDue,
    TermDays: line?.termDays ?? 0,
  };
}

/**
 * Credits the account with the company's after-sales refunds of orders paid on account that are not on the
 * ledger yet (once each: a unique index per request). Called under the company's credit lock by the
 * subscriber below and by the statement job (which catches a refund whose after-commit event was lost).
 */
export async function recordCreditRefunds(tx: Db, companyId: number, afterSaleId?: number): Promise<number> {
  const missing = await tx
    .select({ id: afterSales.id, orderId: afterSales.orderId, amount: afterSales.amount, at: afterSales.refundedAt })
    .from(afterSales)
    .innerJoin(payments, eq(payments.id, afterSales.paymentId))
    .leftJoin(creditEntries, and(eq(creditEntries.afterSaleId, afterSales.id), eq(creditEntries.kind, 'refund')))
    .where(
      and(
        eq(afterSales.companyId, companyId),
        eq(afterSales.status, AfterSaleStatus.Refunded),
        eq(payments.method, 'credit'),
        eq(payments.status, PaymentStatus.Succeeded),
        isNull(creditEntries.id),
        afterSaleId ? eq(afterSales.id, afterSaleId) : undefined,
      ),
    );
  for (const r of missing) {
    await tx
      .insert(creditEntries)
      .values({
        companyId,
        kind: 'refund',
        amount: r.amount,
        orderId: r.orderId,
        afterSaleId: r.id,
        note: '售后退款退回账期',
        at: r.at ?? new Date(),
      })
      .onConflictDoNothing();
  }
  return missing.length;
}

/** After-sales refunds of orders paid on account go back onto the account once they committed. */
export function subscribeCreditRefunds(bus: OrderEventBus, db: Db): OrderEventBus {
  bus.subscribe(async (event) => {
    if (event.kind !== 'after-sale' || event.status !== AfterSaleStatus.Refunded) return;
    const [sale] = await db
      .select({ companyId: afterSales.companyId, method: payments.method })
      .from(afterSales)
      .innerJoin(payments, eq(payments.id, afterSales.paymentId))
      .where(eq(afterSales.id, event.afterSaleId))
      .limit(1);
    if (sale?.method !== 'credit') return;
    await db.transaction(async (tx) => {
      await lockCredit(tx as unknown as Db, sale.companyId);
      await recordCreditRefunds(tx as unknown as Db, sale.companyId, event.afterSaleId);
    });
  });
  return bus;
}
