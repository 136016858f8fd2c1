/**
 * 账期 (company credit) and 对账单 (monthly statements), re-exported by ./schema.ts.
 *
 * The money a company owes on account is a ledger (`credit_entries`): a charge per order paid on account, a
 * refund per after-sales refund of such an order, a repayment per bank transfer or operator record. What the
 * company owes (Used) is Σ charges − Σ refunds − Σ repayments; every write to it holds the company's
 * `company_credit` row lock, so the limit holds across instances. A statement takes every entry not yet on a
 * statement up to its period's end (`statement_id`).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { afterSales, companies, operators, orders, users } from './schema.js';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/** A company's credit line (额度) and terms (月结 N 天); the row every on-account write locks first. */
export const companyCredit = pgTable('company_credit', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  limit: money('credit_limit').notNull(),
  /** 月结 N 天: a month's orders are due N days after the month ends (China time). */
  termDays: integer('term_days').notNull(),
  /** false: suspended (账期已暂停); the debt stays, no new payments on account. */
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** 'charge' (an order paid on account), 'refund' (after-sales money back), 'repayment' (还款). */
export type CreditEntryKind = 'charge' | 'refund' | 'repayment';

export const creditStatements = pgTable(
  'credit_statements',
  {
    id: serial('id').primaryKey(),
    statementNo: varchar('statement_no', { length: 32 }).notNull().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The period, China-time calendar days (inclusive). */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    openingBalance: money('opening_balance').notNull(),
    charges: money('charges').notNull(),
    refunds: money('refunds').notNull(),
    /** Repayments received during the period (of earlier statements). */
    repayments: money('repayments').notNull(),
    closingBalance: money('closing_balance').notNull(),
    /** 本期应还: this period's charges − refunds (never below 0). */
    amountDue: money('amount_due').notNull(),
    /** Repaid against this statement so far; never above amountDue. */
    paidAmount: money('paid_amount').notNull().default('0'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** StatementStatus: 10 未结清, 20 部分还款, 30 已结清 (逾期 is read from dueDate). */
    status: integer('status').notNull(),
    /** Written in the transfer's remark (对公转账), matched by the bank callback. */
    remittanceCode: varchar('remittance_code', { length: 16 }).notNull().unique(),
    /** 'pending' | 'confirmed' | 'disputed' (by the company's 财务 / 管理员). */
    confirmation: varchar('confirmation', { length: 16 }).notNull().default('pending'),
    confirmationNote: text('confirmation_note').notNull().default(''),
    confirmedBy: integer('confirmed_by').references(() => users.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One statement per company and period, also when two instances close the month at once.
    uniqueIndex('credit_statements_period_uq').on(t.companyId, t.periodStart),
    index('credit_statements_status_idx').on(t.status, t.dueDate),
  ],
);

export const creditEntries = pgTable(
  'credit_entries',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: varchar('kind', { length: 16 }).$type<CreditEntryKind>().notNull(),
    /** Always positive; the kind gives the sign. */
    amount: money('amount').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    afterSaleId: integer('after_sale_id').references(() => afterSales.id),
    /** The statement this entry is billed on (null: not billed yet). */
    statementId: integer('statement_id').references(() => creditStatements.id),
    /** A repayment: the statement it pays (may differ from the statement it is listed on). */
    repaysStatementId: integer('repays_statement_id').references(() => creditStatements.id),
    /** A repayment's bank reference (对公转账流水号), unique: a statement line is applied once. */
    bankRef: varchar('bank_ref', { length: 64 }),
    operatorId: integer('operator_id').references(() => operators.id),
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('credit_entries_company_idx').on(t.companyId, t.at),
    index('credit_entries_statement_idx').on(t.statementId),
    // An order is charged once, an after-sales refund credited once, a bank line applied once.
    uniqueIndex('credit_entries_charge_uq').on(t.orderId).where(sql`${t.kind} = 'charge'`),
    uniqueIndex('credit_entries_refund_uq').on(t.afterSaleId).where(sql`${t.kind} = 'refund'`),
    uniqueIndex('credit_entries_bank_ref_uq').on(t.bankRef),
  ],
);
