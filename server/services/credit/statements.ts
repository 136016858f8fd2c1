/**
 * 对账单: closing a month (China time) into one statement per company, and what happens to a statement after:
 * the company's 财务 / 管理员 confirms it or disputes it, repayments arrive (the bank callback with the
 * statement's remittance code, or an operator's record) and move it 未结清 → 部分还款 → 已结清.
 *
 * Closing is safe with many instances and idempotent: each company's period is closed in its own transaction
 * that first takes a transaction-scoped advisory lock for the company (another instance closing it skips it),
 * then the company's credit row lock (no payment lands mid-close); the statement's unique (company, period)
 * index and the entries' `statement_id` make a second run find nothing left to bill.
 */
import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { StatementStatus } from '../../../src/contract/credit.js';
import type { Db } from '../../db/client.js';
import { payments } from '../../db/schema.js';
import { companyCredit, creditEntries, creditStatements } from '../../db/schema-credit.js';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import type { AuthContext } from '../../plugins/auth.js';
import { Dec, formatMoney, formatYuan } from '../money.js';
import { recordAudit } from '../operator/audit.js';
import { lockCredit, recordCreditRefunds } from './ledger.js';
import { dueDateOf, monthPeriod, nextPeriod, type Period, periodOf } from './periods.js';

/** The advisory lock class of statement closing (pg_try_advisory_xact_lock(class, companyId)). */
export const STATEMENT_LOCK_CLASS = 47_001;

/** Remittance codes of statements start with ZD (orders' start with HK): the bank callback tells them apart. */
export const STATEMENT_CODE_PREFIX = 'ZD';
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const isStatementCode = (code: string) => code.toUpperCase().startsWith(STATEMENT_CODE_PREFIX);

function newStatementCode(): string {
  let code = STATEMENT_CODE_PREFIX;
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(0, ALPHABET.length)];
  return code;
}

const sumOf = (rows: { kind: string; amount: string }[], kind: string) =>
  rows.filter((r) => r.kind === kind).reduce((s, r) => s.plus(r.amount), new Dec(0));

/** Closes the company's periods that ended before `now` and have no statement yet; returns how many it made. */
async function closeCompany(tx: Db, companyId: number, now: Date): Promise<number> {
  const current = periodOf(now);
  const rows = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(${STATEMENT_LOCK_CLASS}::int, ${companyId}::int) as got`,
  )) as unknown as { rows: { got: boolean }[] };
  if (!rows.rows[0]?.got) return 0;
  const line = await lockCredit(tx, companyId);
  if (!line) return 0;
  await recordCreditRefunds(tx, companyId);

  const [last] = await tx
    .select()
    .from(creditStatements)
    .where(eq(creditStatements.companyId, companyId))
    .orderBy(desc(creditStatements.periodStart))
    .limit(1);
  let period: Period;
  if (last) {
    const [y, m] = last.periodStart.split('-').map(Number) as [number, number];
    period = nextPeriod(monthPeriod(y, m));
  } else {
    const [first] = await tx
      .select({ at: creditEntries.at })
      .from(creditEntries)
      .where(eq(creditEntries.companyId, companyId))
      .orderBy(asc(creditEntries.at))
      .limit(1);
    if (!first) return 0;
    period = periodOf(first.at);
  }
  let opening = new Dec(last?.closingBalance ?? '0');
  let made = 0;
  for (; period.until.getTime() <= current.from.getTime(); period = nextPeriod(period)) {
    const entries = await tx
      .select({ id: creditEntries.id, kind: creditEntries.kind, amount: creditEntries.amount })
      .from(creditEntries)
      .where(
        and(
          eq(creditEntries.companyId, companyId),
          isNull(creditEntries.statementId),
          lt(creditEntries.at, period.until),
        ),
      );
    if (entries.length === 0 && opening.isZero()) continue;
    const charges = sumOf(entries, 'charge');
    const refunds = sumOf(entries, 'refund');
    const repayments = sumOf(entries, 'repayment');
    const closing = opening.plus(charges).minus(refunds).minus(repayments);
    const due = Dec.max(charges.minus(refunds), 0);
    const [y, m] = period.start.split('-');
    const [made1] = await tx
      .insert(creditStatements)
      .values({
        statementNo: `ZD${y}${m}${String(companyId).padStart(6, '0')}`,
        companyId,
        periodStart: period.start,
        periodEnd: period.end,
        openingBalance: formatMoney(opening),
        charges: formatMoney(charges),
        refunds: formatMoney(refunds),
        repayments: formatMoney(repayments),
        closingBalance: formatMoney(closing),
        amountDue: formatMoney(due),
        dueDate: dueDateOf(period, line.termDays),
        status: due.isZero() ? StatementStatus.Settled : StatementStatus.Open,
        settledAt: due.isZero() ? now : null,
        remittanceCode: newStatementCode(),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: creditStatements.id });
    if (!made1) break;
    if (entries.length > 0) {
      await tx
        .update(creditEntries)
        .set({ statementId: made1.id })
        .where(
          inArray(
            creditEntries.id,
            entries.map((e) => e.id),
          ),
        );
    }
    opening = closing;
    made++;
  }
  return made;
}

/**
 * Closes every period that ended before `now` (China time), for every company with a credit line: the job's
 * run, callable with any clock. Returns how many statements it created (0 when run again).
 */
export async function generateStatements(db: Db, now: Date): Promise<number> {
  const lines = await db.select({ companyId: companyCredit.companyId }).from(companyCredit);
  let made = 0;
  for (const { companyId } of lines) {
    made += await db.transaction((tx) => closeCompany(tx as unknown as Db, companyId, now));
  }
  return made;
}

/* ------------------------------------------------------------------ confirm, dispute */

const FINANCE = '财务';

function mayConfirm(auth: AuthContext): void {
  if (!auth.isAdmin && !auth.roleNames.includes(FINANCE)) throw forbidden('仅企业管理员或财务可以确认对账单或提出异议');
}

async function lockStatement(tx: Db, id: number, companyId?: number) {
  const [row] = await tx
    .select()
    .from(creditStatements)
    .where(and(eq(creditStatements.id, id), companyId ? eq(creditStatements.companyId, companyId) : undefined))
    .for('update')
    .limit(1);
  if (!row) throw notFound('对账单不存在');
  return row;
}

export async function confirmStatement(db: Db, auth: AuthContext, id: number, now: Date): Promise<void> {
  mayConfirm(auth);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await lockStatement(tx, id, auth.companyId);
    if (row.confirmation === 'confirmed') return;
    await tx
      .update(creditStatements)
      .set({ confirmation: 'confirmed', confirmedBy: auth.userId, confirmedAt: now })
      .where(eq(creditStatements.id, id));
  });
}

export async function disputeStatement(db: Db, auth: AuthContext, id: number, note: string, now: Date): Promise<void> {
  mayConfirm(auth);
  const text = note.trim();
  if (!text) throw badRequest('请填写异议说明', 'Note');
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await lockStatement(tx, id, auth.companyId);
    if (row.confirmation === 'confirmed') throw conflict('对账单已确认，不能再提出异议');
    await tx
      .update(creditStatements)
      .set({ confirmation: 'disputed', confirmationNote: text, confirmedBy: auth.userId, confirmedAt: now })
      .where(eq(creditStatements.id, id));
  });
}

/* ------------------------------------------------------------------ repayments */

export interface Repayment {
  statementId: number;
  amount: string;
  bankRef: string;
  operatorId: number | null;
  at: Date;
}

/**
 * Applies a repayment to a statement (the company's credit row, then the statement, locked): at most what is
 * still owed, exact; a bank reference is applied once (the same line again answers 'duplicate').
 */
export async function applyRepayment(tx: Db, r: Repayment): Promise<'repaid' | 'duplicate'> {
  const [found] = await tx
    .select({ companyId: creditStatements.companyId })
    .from(creditStatements)
    .where(eq(creditStatements.id, r.statementId))
    .limit(1);
  if (!found) throw notFound('对账单不存在');
  await lockCredit(tx, found.companyId);
  const row = await lockStatement(tx, r.statementId);
  const [seen] = await tx
    .select({ statementId: creditEntries.repaysStatementId })
    .from(creditEntries)
    .where(eq(creditEntries.bankRef, r.bankRef))
    .limit(1);
  if (seen) {
    if (seen.statementId === row.id) return 'duplicate';
    throw conflict('银行流水号已被使用');
  }
  const [payment] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.providerRef, r.bankRef))
    .limit(1);
  if (payment) throw conflict('银行流水号已被使用');
  const amount = new Dec(r.amount);
  if (amount.lessThanOrEqualTo(0)) throw badRequest('还款金额须大于 0', 'Amount');
  if (amount.decimalPlaces() > 2) throw badRequest('还款金额最多两位小数', 'Amount');
  const outstanding = new Dec(row.amountDue).minus(row.paidAmount);
  if (outstanding.lessThanOrEqualTo(0)) throw conflict('对账单已结清，无需还款');
  if (amount.greaterThan(outstanding)) {
    throw badRequest(`还款金额超过对账单未还金额 ${formatYuan(outstanding)}`, 'Amount');
  }
  await tx.insert(creditEntries).values({
    companyId: row.companyId,
    kind: 'repayment',
    amount: formatMoney(amount),
    repaysStatementId: row.id,
    bankRef: r.bankRef,
    operatorId: r.operatorId,
    note: r.operatorId ? '运营登记还款' : '对公转账还款',
    at: r.at,
  });
  const paid = new Dec(row.paidAmount).plus(amount);
  const settled = paid.eq(row.amountDue);
  await tx
    .update(creditStatements)
    .set({
      paidAmount: formatMoney(paid),
      status: settled ? StatementStatus.Settled : StatementStatus.PartlyRepaid,
      settledAt: settled ? r.at : null,
    })
    .where(eq(creditStatements.id, row.id));
  return 'repaid';
}

/** The operator (财务) records a repayment received outside the bank callback; audited. */
export async function recordRepayment(
  db: Db,
  operatorId: number,
  id: number,
  body: { Amount: string | number; BankRef: string },
  now: Date,
): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const before = await tx.select().from(creditStatements).where(eq(creditStatements.id, id)).limit(1);
    const outcome = await applyRepayment(tx, {
      statementId: id,
      amount: String(body.Amount),
      bankRef: body.BankRef,
      operatorId,
      at: now,
    });
    if (outcome === 'duplicate') throw conflict('该银行流水号的还款已登记');
    await recordAudit(tx, {
      operatorId,
      action: 'statement.repayment',
      entity: 'statement',
      entityId: id,
      before: { PaidAmount: before[0]?.paidAmount, Status: before[0]?.status },
      after: { Amount: formatMoney(String(body.Amount)), BankRef: body.BankRef },
      at: now,
    });
  });
}

/** The bank callback for a statement's remittance code (对公转账还款). */
export async function repayByTransfer(
  db: Db,
  body: { RemittanceCode: string; Amount: string; ProviderRef: string },
  now: Date,
): Promise<string> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .select({ id: creditStatements.id })
      .from(creditStatements)
      .where(eq(creditStatements.remittanceCode, body.RemittanceCode.toUpperCase()))
      .limit(1);
    if (!row) throw notFound('汇款识别码不存在');
    return applyRepayment(tx, {
      statementId: row.id,
      amount: body.Amount,
      bankRef: body.ProviderRef,
      operatorId: null,
      at: now,
    });
  });
}
