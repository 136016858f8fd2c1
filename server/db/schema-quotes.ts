/**
 * The versions of a quote (报价版本) with their commercial terms: tax, freight, lead time, payment terms and
 * validity. `quotes` keeps the current (newest) version's lines and total, which is the only one that can be
 * accepted; every version, the first included, is kept here read-only, with the buyer's revision request
 * (修改请求) made against it. Every write to a quote's versions holds the `quotes` row lock.
 */
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { operators, quotes } from './schema.js';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/** One priced line as quoted in a version (the snapshot the PDF and the history show). */
export interface QuoteVersionLine {
  productId: number;
  name: string;
  model: string;
  imageUrl: string;
  unit: string;
  unitPrice: string;
  quantity: number;
  subtotal: string;
}

export const quoteVersions = pgTable(
  'quote_versions',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id),
    /** 1, 2, …: the newest is the quote's current version. */
    version: integer('version').notNull(),
    /** 'included' (含税价) or 'excluded' (不含税，税额另计). */
    taxMode: varchar('tax_mode', { length: 16 }).notNull(),
    /** VAT rate in percent (13 = 13 %). */
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull(),
    /** 0 = 包邮. */
    freight: money('freight').notNull(),
    /** 交期 in days after payment; null = 另行约定. */
    leadDays: integer('lead_days'),
    /** A PaymentTerms code (src/contract/quote-terms.ts). */
    paymentTerms: varchar('payment_terms', { length: 32 }).notNull(),
    paymentNote: text('payment_note').notNull().default(''),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    items: jsonb('items').$type<QuoteVersionLine[]>().notNull(),
    /** Σ lines; the tax (included in the lines or added); what the buyer pays (lines + added tax + freight). */
    goodsAmount: money('goods_amount').notNull(),
    taxAmount: money('tax_amount').notNull(),
    totalAmount: money('total_amount').notNull(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The buyer's request to revise this version (null: none). */
    revisionNote: text('revision_note'),
    revisionRequestedAt: timestamp('revision_requested_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('quote_versions_uq').on(t.quoteId, t.version), index('quote_versions_quote_idx').on(t.quoteId)],
);
