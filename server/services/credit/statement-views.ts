/**
 * Reading statements: the list and detail shapes (with 逾期 worked out from the due date in China time) and the
 * statement's lines with their running balance. Shared by the buyer's and the operator's routes and the files.
 */
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import {
  CreditEntryKindName,
  type Statement,
  type StatementConfirmation,
  StatementConfirmationName,
  type StatementDetail,
  type StatementLine,
  type StatementPage,
  StatementStatus,
  StatementStatusName,
} from '../../../src/contract/credit.js';
import type { Db } from '../../db/client.js';
import { companies, orders } from '../../db/schema.js';
import { creditEntries, creditStatements } from '../../db/schema-credit.js';
import { notFound } from '../../errors.js';
import { PLATFORM_BANK_ACCOUNT } from '../../payments/bank-transfer.js';
import { pageOf } from '../catalogue.js';
import { Dec, formatMoney } from '../money.js';
import { chinaToday } from './periods.js';

export type StatementRow = typeof creditStatements.$inferSelect;

export function statementView(row: StatementRow, companyName: string, now: Date): Statement {
  const overdue = row.status !== StatementStatus.Settled && row.dueDate < chinaToday(now);
  const status = overdue ? StatementStatus.Overdue : row.status;
  const confirmation = row.confirmation as StatementConfirmation;
  return {
    Id: row.id,
    StatementNo: row.statementNo,
    CompanyId: row.companyId,
    CompanyName: companyName,
    PeriodStart: row.periodStart,
    PeriodEnd: row.periodEnd,
    OpeningBalance: formatMoney(row.openingBalance),
    Charges: formatMoney(row.charges),
    Refunds: formatMoney(row.refunds),
    Repayments: formatMoney(row.repayments),
    ClosingBalance: formatMoney(row.closingBalance),
    AmountDue: formatMoney(row.amountDue),
    PaidAmount: formatMoney(row.paidAmount),
    Outstanding: formatMoney(new Dec(row.amountDue).minus(row.paidAmount)),
    DueDate: row.dueDate,
    Status: status,
    StatusName: StatementStatusName[status] ?? '',
    Overdue: overdue,
    RemittanceCode: row.remittanceCode,
    Confirmation: confirmation,
    ConfirmationName: StatementConfirmationName[confirmation] ?? '',
    ConfirmationNote: row.confirmationNote,
    ConfirmedAt: row.confirmedAt?.toISOString() ?? null,
    CreatedAt: row.createdAt.toISOString(),
  };
}

/** The SQL filter of a Status query value (40 逾期 is unsettled and past due; 10/20 exclude the overdue ones). */
function statusFilter(status: number | undefined, now: Date): SQL | undefined {
  if (status === undefined) return undefined;
  const today = chinaToday(now);
  if (status === StatementStatus.Overdue)
    return and(
      sql`${creditStatements.status} <> ${StatementStatus.Settled}`,
      sql`${creditStatements.dueDate} < ${today}`,
    );
  if (status === StatementStatus.Settled) return eq(creditStatements.status, status);
  return and(eq(creditStatements.status, status), sql`${creditStatements.dueDate} >= ${today}`);
}

export async function listStatements(
  db: Db,
  filter: { companyId?: number; status?: number; confirmation?: string; page?: number; pageSize?: number },
  now: Date,
): Promise<StatementPage> {
  const { page, pageSize, offset } = pageOf(filter);
  const where = and(
    filter.companyId ? eq(creditStatements.companyId, filter.companyId) : undefined,
    statusFilter(filter.status, now),
    filter.confirmation ? eq(creditStatements.confirmation, filter.confirmation) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ s: creditStatements, name: companies.name })
      .from(creditStatements)
      .innerJoin(companies, eq(companies.id, creditStatements.companyId))
      .where(where)
      .orderBy(desc(creditStatements.periodStart), desc(creditStatements.id))
      .limit(pageSize)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(creditStatements).where(where),
  ]);
  return {
    Items: rows.map((r) => statementView(r.s, r.name, now)),
    Total: Number(total?.n ?? 0),
    Page: page,
    PageSize: pageSize,
  };
}

/** The statement (of `companyId` when given: another company's is 404). */
export async function findStatement(db: Db, id: number, companyId?: number) {
  const [row] = await db
    .select({ s: creditStatements, name: companies.name })
    .from(creditStatements)
    .innerJoin(companies, eq(companies.id, creditStatements.companyId))
    .where(and(eq(creditStatements.id, id), companyId ? eq(creditStatements.companyId, companyId) : undefined))
    .limit(1);
  if (!row) throw notFound('对账单不存在');
  return row;
}

export async function statementLines(db: Db, row: StatementRow): Promise<StatementLine[]> {
  const entries = await db
    .select({ e: creditEntries, orderNo: orders.orderNo })
    .from(creditEntries)
    .leftJoin(orders, eq(orders.id, creditEntries.orderId))
    .where(eq(creditEntries.statementId, row.id))
    .orderBy(asc(creditEntries.at), asc(creditEntries.id));
  let balance = new Dec(row.openingBalance);
  return entries.map(({ e, orderNo }) => {
    const signed = e.kind === 'charge' ? new Dec(e.amount) : new Dec(e.amount).neg();
    balance = balance.plus(signed);
    const description =
      e.kind === 'charge'
        ? `账期支付 订单 ${orderNo ?? ''}`
        : e.kind === 'refund'
          ? `售后退款 订单 ${orderNo ?? ''}`
          : `还款${e.bankRef ? `（流水号 ${e.bankRef}）` : ''}`;
    return {
      At: e.at.toISOString(),
      Kind: e.kind,
      KindName: CreditEntryKindName[e.kind] ?? e.kind,
      OrderId: e.orderId,
      OrderNo: orderNo ?? '',
      Description: description,
      Amount: formatMoney(signed),
      Balance: formatMoney(balance),
    };
  });
}

export async function statementDetail(
  db: Db,
  id: number,
  companyId: number | undefined,
  now: Date,
): Promise<StatementDetail> {
  const row = await findStatement(db, id, companyId);
  return {
    ...statementView(row.s, row.name, now),
    Lines: await statementLines(db, row.s),
    BankAccount: PLATFORM_BANK_ACCOUNT,
  };
}
