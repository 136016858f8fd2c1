/**
 * 合并转账 (one bank transfer for several orders) and 转账回单 (the buyer's transfer vouchers).
 *
 * A batch has its own remittance code (HB…) and the exact sum of its orders; an order is in at most one open
 * batch (the partial unique index on `transfer_batch_orders`, next to the order-row locks of its creation). A
 * voucher belongs to one order or one batch: a picture is stored like every upload (media_files, its URL here),
 * a PDF's bytes are kept in this row; both are in the database, so every instance serves them.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies, orders, users } from './schema.js';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** See TransferBatchStatus in src/contract/transfers.ts: 10 待转账, 20 已到账, 90 已取消. */
export const transferBatches = pgTable(
  'transfer_batches',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    remittanceCode: varchar('remittance_code', { length: 16 }).notNull().unique(),
    totalAmount: money('total_amount').notNull(),
    status: integer('status').notNull(),
    /** The bank statement line that paid it (applied once). */
    providerRef: varchar('provider_ref', { length: 64 }).unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('transfer_batches_company_idx').on(t.companyId, t.createdAt)],
);

export const transferBatchOrders = pgTable(
  'transfer_batch_orders',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => transferBatches.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** True while the batch is open (待转账): an order is in at most one open batch. */
    open: boolean('open').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.orderId] }),
    uniqueIndex('transfer_batch_orders_open_uq').on(t.orderId).where(sql`${t.open}`),
  ],
);

export const transferVouchers = pgTable(
  'transfer_vouchers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id').references(() => orders.id),
    batchId: integer('batch_id').references(() => transferBatches.id),
    /** 'image/webp' (a picture, stored in media_files) or 'application/pdf' (bytes in `content`). */
    contentType: varchar('content_type', { length: 32 }).notNull(),
    size: integer('size').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    thumbnailUrl: text('thumbnail_url').notNull().default(''),
    content: bytea('content'),
    createdAt: createdAt(),
  },
  (t) => [index('transfer_vouchers_order_idx').on(t.orderId), index('transfer_vouchers_batch_idx').on(t.batchId)],
);
