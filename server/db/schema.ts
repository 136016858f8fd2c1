/**
 * The data model of the reference API, for PGlite and PostgreSQL alike (drizzle-orm/pg-core).
 *
 * Conventions
 * - Money is `numeric(14, 2)` and travels as a decimal string; it is never a float.
 * - Every company-owned row carries `companyId`; every query on it is scoped by the caller's company.
 * - Status columns are small integers; their meanings live in `src/contract/enums.ts` (shared with the client).
 * - Secrets (password hashes, token hashes, codes) are stored hashed where they are bearer secrets, and are
 *   never selected into an API response.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** PostgreSQL full-text vector, written as its text form (`'word':1A …`, built in Node). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Bumped by every operator edit: an edit based on an older version is refused (409), never lost silently. */
const version = () => integer('version').notNull().default(0);

/* ------------------------------------------------------------------ catalogue reference data */

export const regions = pgTable('regions', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 32 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 64 }).notNull().unique(),
  logoUrl: text('logo_url').notNull(),
  bannerUrl: text('banner_url'),
  description: text('description').notNull().default(''),
  story: text('story').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  version: version(),
});

export const suppliers = pgTable('suppliers', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 128 }).notNull().unique(),
  logoUrl: text('logo_url').notNull(),
  province: varchar('province', { length: 32 }).notNull().default(''),
  city: varchar('city', { length: 32 }).notNull().default(''),
  description: text('description').notNull().default(''),
  contactPhone: varchar('contact_phone', { length: 32 }).notNull().default(''),
  displayed: boolean('displayed').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  version: version(),
});

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  name: varchar('name', { length: 64 }).notNull(),
  iconUrl: text('icon_url'),
  solutionAvailable: boolean('solution_available').notNull().default(false),
  displayed: boolean('displayed').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  version: version(),
});

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  type: integer('type').notNull(),
  title: varchar('title', { length: 128 }).notNull(),
  subtitle: text('subtitle').notNull().default(''),
  imageUrl: text('image_url').notNull(),
  linkUrl: text('link_url').notNull().default(''),
  /** The button's words drawn over the picture (empty: no button; the whole banner still links). */
  buttonText: varchar('button_text', { length: 16 }).notNull().default(''),
  /** Off: kept for later but not shown in the storefront. */
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  version: version(),
});

export const solutions = pgTable('solutions', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id').references(() => categories.id),
  title: varchar('title', { length: 128 }).notNull(),
  summary: text('summary').notNull(),
  body: text('body').notNull().default(''),
  imageUrl: text('image_url').notNull(),
  industry: varchar('industry', { length: 32 }).notNull().default(''),
  featured: boolean('featured').notNull().default(false),
  /** The products the solution shows, in order; empty: the products of its category. */
  productIds: jsonb('product_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
  sort: integer('sort').notNull().default(0),
  version: version(),
});

/** Products of both catalogues: `online` (priced, bought online) and `consultation` (inquiry only). */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    catalogue: varchar('catalogue', { length: 16 }).notNull(), // 'online' | 'consultation'
    name: varchar('name', { length: 200 }).notNull(),
    model: varchar('model', { length: 64 }).notNull().default(''),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    unit: varchar('unit', { length: 16 }).notNull().default('件'),
    imageUrl: text('image_url').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    specs: jsonb('specs').$type<{ Name: string; Value: string }[]>().notNull().default(sql`'[]'::jsonb`),
    description: text('description').notNull().default(''),
    minQuantity: integer('min_quantity').notNull().default(1),
    quantityStep: integer('quantity_step').notNull().default(1),
    stock: integer('stock').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    onSale: boolean('on_sale').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
    /**
     * The search index (server/services/search/indexer.ts): the product's words, pinyin and model number,
     * weighted (A name/model, C brand/category, D description), written in the transaction of every write;
     * GIN-indexed (migration *_search_index).
     */
    searchVector: tsvector('search_vector'),
    /** The model number folded by normaliseModel (trigram-indexed: partial model numbers and typos). */
    searchModel: text('search_model').notNull().default(''),
  },
  (t) => [
    index('products_catalogue_idx').on(t.catalogue, t.categoryId),
    index('products_brand_idx').on(t.brandId),
    index('products_supplier_idx').on(t.supplierId),
    // The catalogue's sorts over products on sale (docs/performance.md): default (id), newest, sales.
    index('products_on_sale_idx').on(t.catalogue, t.id).where(sql`${t.onSale}`),
    index('products_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.onSale}`),
    index('products_sales_idx').on(t.sales.desc().nullsFirst(), t.id).where(sql`${t.onSale}`),
    // A category's products across both catalogues (count and page of `?categoryId=`).
    index('products_category_on_sale_idx').on(t.categoryId, t.id).where(sql`${t.onSale}`),
    // Also, from SQL migrations (not Drizzle's): trigram indexes on name and model (*_catalogue_trigram); the
    // generated column `search_pairs` with its GIN index, and (catalogue, sales) / (catalogue, created_at)
    // indexes for deep pages (*_catalogue_bigrams); the generated column `search_text`, the lower-cased name
    // and model the keyword's exact test reads (*_catalogue_search_text). See docs/performance.md.
  ],
);

/** The price of an online product in one region. Consultation products have none. */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    price: money('price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.regionId] }),
    // Sorting a region's catalogue by price.
    index('product_prices_region_price_idx').on(t.regionId, t.price, t.productId),
    // Also, from an SQL migration (*_catalogue_price_sort, outside this schema: no code writes them): copies of
    // the product's catalogue, on_sale, category_id, brand_id and supplier_id kept by triggers, and the
    // price-sort indexes over them (server/services/catalogue/product-list.ts priceSortedIds, docs/performance.md).
  ],
);

/** Yellow-pages showcase entries: a directory of supplier products, addressed by a stable `globalId`. */
export const showcaseEntries = pgTable(
  'showcase_entries',
  {
    globalId: varchar('global_id', { length: 40 }).primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    brandId: integer('brand_id').references(() => brands.id),
    imageUrl: text('image_url').notNull(),
    summary: text('summary').notNull().default(''),
    description: text('description').notNull().default(''),
    specs: jsonb('specs').$type<{ Name: string; Value: string }[]>().notNull().default(sql`'[]'::jsonb`),
    contactName: varchar('contact_name', { length: 32 }).notNull().default(''),
    contactPhone: varchar('contact_phone', { length: 32 }).notNull().default(''),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [
    index('showcase_newest_idx').on(t.createdAt.desc().nullsFirst(), t.globalId),
    index('showcase_category_idx').on(t.categoryId),
    index('showcase_supplier_idx').on(t.supplierId),
  ],
);

export const helpArticles = pgTable('help_articles', {
  id: serial('id').primaryKey(),
  category: varchar('category', { length: 32 }).notNull(),
  title: varchar('title', { length: 128 }).notNull(),
  body: text('body').notNull(),
  sort: integer('sort').notNull().default(0),
  version: version(),
});

/* ------------------------------------------------------------------ companies and accounts */

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 128 }).notNull(),
    /** 统一社会信用代码 (18 characters, GB 32100-2015 checksum). */
    creditCode: varchar('credit_code', { length: 18 }),
    /** null: never submitted; 10: 待完善; 20: 待审核 (shows the reminder); 30: 已认证; 40: 已驳回. */
    statusEnum: integer('status_enum'),
    registeredAddress: text('registered_address').notNull().default(''),
    contactName: varchar('contact_name', { length: 32 }).notNull().default(''),
    contactPhone: varchar('contact_phone', { length: 32 }).notNull().default(''),
    industry: varchar('industry', { length: 32 }).notNull().default(''),
    size: varchar('size', { length: 32 }).notNull().default(''),
    /** Delivery regions the administrator chose (ids of `regions`); the first is the default cart region. */
    regions: jsonb('regions').$type<number[]>().notNull().default(sql`'[1]'::jsonb`),
    /** Why an operator rejected the last submission (StatusEnum 40); shown in the company's reminder. */
    reviewNote: text('review_note').notNull().default(''),
    /**
     * The 营业执照 picture (a private media_files name, `licence-…`), sent at registration or with a
     * resubmission; served to operators only, through a signed link (services/company-evidence.ts).
     */
    licenseImage: varchar('license_image', { length: 80 }),
    /** When the company last submitted its evidence (registration) or complete information for review. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** When an operator last approved or rejected it. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One company per 统一社会信用代码, also when two save the same code at once (the service answers 409).
  (t) => [
    uniqueIndex('companies_credit_code_uq').on(t.creditCode),
    // One uploaded licence belongs to one company (an upload's id cannot be claimed twice).
    uniqueIndex('companies_license_image_uq').on(t.licenseImage),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    email: varchar('email', { length: 254 }).notNull(),
    name: varchar('name', { length: 32 }).notNull(),
    mobile: varchar('mobile', { length: 16 }).notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    /** Role names as shown: '管理员' (admin) or '采购员' (buyer). */
    roleNames: jsonb('role_names').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Delivery regions the user buys for; the first is the default cart region. */
    regions: jsonb('regions').$type<number[]>().notNull().default(sql`'[1]'::jsonb`),
    /** true for the user who registered the company (its legal registrant). */
    isRegistEntity: boolean('is_regist_entity').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    /** Bumped on password change or disable: tokens carrying an older version are refused (401). */
    tokenVersion: integer('token_version').notNull().default(0),
    failedLogins: integer('failed_logins').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_uq').on(sql`lower(${t.email})`), index('users_company_idx').on(t.companyId)],
);

/** Invitations of a company admin; the token is stored hashed, single use, expiring. */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => users.id),
    email: varchar('email', { length: 254 }).notNull(),
    name: varchar('name', { length: 32 }).notNull().default(''),
    roleName: varchar('role_name', { length: 16 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('invitations_company_idx').on(t.companyId)],
);

/** Single-use, expiring secrets: e-mail codes, password-reset tokens and captchas. */
export const oneTimeSecrets = pgTable(
  'one_time_secrets',
  {
    id: serial('id').primaryKey(),
    /** 'email-code' | 'password-reset' | 'captcha' */
    purpose: varchar('purpose', { length: 24 }).notNull(),
    /** The e-mail address (codes, resets) or the captcha id. */
    subject: varchar('subject', { length: 254 }).notNull(),
    secretHash: varchar('secret_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_secrets_lookup_idx').on(t.purpose, t.subject)],
);

/** Mail the server sent: always recorded; also delivered by SMTP when configured. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: varchar('to', { length: 254 }).notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull().default(''),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/* ------------------------------------------------------------------ enterprise data */

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: varchar('name', { length: 128 }).notNull(),
    contactName: varchar('contact_name', { length: 32 }).notNull().default(''),
    mobile: varchar('mobile', { length: 16 }).notNull().default(''),
    address: text('address').notNull().default(''),
    taxNumber: varchar('tax_number', { length: 20 }).notNull().default(''),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('customers_company_idx').on(t.companyId)],
);

/**
 * The columns of every company book with one default (server/services/address-book.ts): 发票抬头, 收票地址, 收货地址.
 */
const bookColumns = () => ({
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: createdAt(),
});

/** A postal address as both address books keep it (places checked against the divisions). */
const postalColumns = () => ({
  recipient: varchar('recipient', { length: 32 }).notNull(),
  mobile: varchar('mobile', { length: 16 }).notNull(),
  province: varchar('province', { length: 32 }).notNull(),
  city: varchar('city', { length: 32 }).notNull(),
  district: varchar('district', { length: 32 }).notNull(),
  detail: text('detail').notNull(),
});

export const invoiceTitles = pgTable(
  'invoice_titles',
  {
    ...bookColumns(),
    /** 1: 普通发票; 2: 增值税专用发票 (needs address, phone, bank and account). */
    type: integer('type').notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    taxNumber: varchar('tax_number', { length: 20 }).notNull(),
    registeredAddress: text('registered_address').notNull().default(''),
    registeredPhone: varchar('registered_phone', { length: 32 }).notNull().default(''),
    bankName: varchar('bank_name', { length: 64 }).notNull().default(''),
    bankAccount: varchar('bank_account', { length: 40 }).notNull().default(''),
  },
  (t) => [index('invoice_titles_company_idx').on(t.companyId)],
);

export const invoiceAddresses = pgTable('invoice_addresses', { ...bookColumns(), ...postalColumns() }, (t) => [
  index('invoice_addresses_company_idx').on(t.companyId),
]);

/** The company's delivery address book (收货地址); orders keep a snapshot of the one chosen. */
export const deliveryAddresses = pgTable(
  'delivery_addresses',
  {
    ...bookColumns(),
    /** 收货单位. */
    company: varchar('company', { length: 128 }).notNull().default(''),
    ...postalColumns(),
  },
  (t) => [index('delivery_addresses_company_idx').on(t.companyId)],
);

/* ------------------------------------------------------------------ cart, orders, payments, invoices */

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    selected: boolean('selected').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('cart_items_line_uq').on(t.userId, t.regionId, t.productId)],
);

/** 采购清单: a user's named list of products and quantities, optionally shared with the whole company. */
export const purchaseLists = pgTable(
  'purchase_lists',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The owner: the only one who may rename, re-share or delete it. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: varchar('name', { length: 50 }).notNull(),
    /** 'private' | 'company-read' (colleagues see it) | 'company-edit' (colleagues change its lines too). */
    shared: varchar('shared', { length: 16 }).notNull().default('private'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('purchase_lists_company_idx').on(t.companyId, t.shared), index('purchase_lists_user_idx').on(t.userId)],
);

export const purchaseListItems = pgTable(
  'purchase_list_items',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => purchaseLists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    note: varchar('note', { length: 200 }).notNull().default(''),
    /** The line's place in the list (the buyer's order). */
    sort: integer('sort').notNull().default(0),
  },
  // One line per product: adding a product again adds to its quantity.
  (t) => [uniqueIndex('purchase_list_items_product_uq').on(t.listId, t.productId)],
);

/** 收藏: a user's favourite products. */
export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const consultations = pgTable('consultations', {
  id: serial('id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id),
  userId: integer('user_id').references(() => users.id),
  contactName: varchar('contact_name', { length: 32 }).notNull(),
  mobile: varchar('mobile', { length: 16 }).notNull(),
  companyName: varchar('company_name', { length: 128 }).notNull(),
  quantity: integer('quantity').notNull(),
  requirement: text('requirement').notNull(),
  createdAt: createdAt(),
  /** An operator closed it without a quote (a visitor called back, or nothing to quote): 'contacted' | 'closed'. */
  closeOutcome: varchar('close_outcome', { length: 16 }),
  closeNote: text('close_note').notNull().default(''),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  closedBy: integer('closed_by').references(() => operators.id),
});

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    /** See OrderStatus in src/contract/enums.ts. */
    status: integer('status').notNull(),
    totalAmount: money('total_amount').notNull(),
    /** 0: 不开发票; 1: 普通发票; 2: 增值税专用发票 — with a snapshot of the chosen title and address. */
    invoiceType: integer('invoice_type').notNull().default(0),
    invoiceTitle: jsonb('invoice_title').$type<Record<string, unknown> | null>(),
    invoiceAddress: jsonb('invoice_address').$type<Record<string, unknown> | null>(),
    /** Snapshot of the delivery address chosen at checkout (null for orders placed before the address book). */
    deliveryAddress: jsonb('delivery_address').$type<Record<string, unknown> | null>(),
    customerId: integer('customer_id').references(() => customers.id),
    purchaseOrderNo: varchar('purchase_order_no', { length: 64 }).notNull().default(''),
    note: text('note').notNull().default(''),
    /** Code the buyer writes on a bank transfer (对公转账) so it can be matched to this order. */
    remittanceCode: varchar('remittance_code', { length: 16 }).notNull().unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    payBefore: timestamp('pay_before', { withTimezone: true }).notNull(),
    /** The quote (报价) this order was created from by accepting it; null for cart checkouts. */
    quoteId: integer('quote_id').references((): AnyPgColumn => quotes.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_company_idx').on(t.companyId, t.createdAt),
    index('orders_user_idx').on(t.userId),
    index('orders_status_idx').on(t.status, t.payBefore),
    // A quote becomes at most one live order, also when two accepts race (the second insert fails → 409); a
    // cancelled order (90) leaves the index, so the quote can be ordered again while it is valid.
    uniqueIndex('orders_quote_uq').on(t.quoteId).where(sql`${t.status} <> 90`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    name: varchar('name', { length: 200 }).notNull(),
    model: varchar('model', { length: 64 }).notNull().default(''),
    imageUrl: text('image_url').notNull(),
    unit: varchar('unit', { length: 16 }).notNull(),
    unitPrice: money('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    subtotal: money('subtotal').notNull(),
    /** How much of the line operators have shipped so far (partial shipments); never above `quantity`. */
    shippedQuantity: integer('shipped_quantity').notNull().default(0),
    /** How much of the line after-sales (售后) refunded: unshipped goods (仅退款) or goods returned (退货退款). */
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
    /** The money refunded for the line so far; never above `subtotal`. */
    refundedAmount: money('refunded_amount').notNull().default('0'),
    /** When the unit price was the company's 协议价: the list price it replaced (shown struck through). */
    listUnitPrice: money('list_unit_price'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** The order's history, shown as its status timeline. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    status: integer('status').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** 'sandbox' | 'bank-transfer' */
    method: varchar('method', { length: 16 }).notNull(),
    /** See PaymentStatus in src/contract/enums.ts. */
    status: integer('status').notNull(),
    amount: money('amount').notNull(),
    /** The provider's transaction id, unique: a notification for it is applied once. */
    providerRef: varchar('provider_ref', { length: 64 }).unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Money arrived for an order already paid or cancelled (a closed payment): it must be returned. */
    refundDue: boolean('refund_due').notNull().default(false),
    /** When an operator returned it, and the refund's bank/provider reference. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundRef: varchar('refund_ref', { length: 64 }).notNull().default(''),
    /**
     * A transfer short by no more than TRANSFER_TOLERANCE that an operator accepted (amount = what arrived):
     * what it lacked and why it was accepted. Null / empty for a payment of the exact amount.
     */
    shortAmount: money('short_amount'),
    shortReason: varchar('short_reason', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

/** Replays of Idempotency-Key requests: the same key answers the first response; another body is refused. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    key: varchar('key', { length: 128 }).notNull(),
    scope: varchar('scope', { length: 32 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] })],
);

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    invoiceNo: varchar('invoice_no', { length: 32 }).notNull().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    /** 1: 普通发票; 2: 增值税专用发票. */
    type: integer('type').notNull(),
    /** See InvoiceStatus in src/contract/enums.ts. */
    status: integer('status').notNull(),
    amount: money('amount').notNull(),
    title: jsonb('title').$type<Record<string, unknown>>().notNull(),
    address: jsonb('address').$type<Record<string, unknown>>().notNull(),
    remark: text('remark').notNull().default(''),
    /** When the operator issued it (已开具). */
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /** 发票号码 of the issued tax invoice (8 or 20 digits); unique, so one paper cannot be recorded twice. */
    taxInvoiceNo: varchar('tax_invoice_no', { length: 20 }).unique(),
    /** 开票日期 printed on the invoice (a China date, YYYY-MM-DD). */
    invoiceDate: date('invoice_date', { mode: 'string' }),
    /** The paper invoice's post (已寄出). */
    carrier: varchar('carrier', { length: 32 }),
    trackingNo: varchar('tracking_no', { length: 40 }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    /** 已驳回: the operator's reason (the buyer sees it) and when. */
    rejectReason: text('reject_reason'),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    /**
     * The orders a rejected request covered (Id, OrderNo, TotalAmount): rejecting frees them from invoice_orders so
     * they can be requested again, and the rejected request still shows what it was for.
     */
    rejectedOrders: jsonb('rejected_orders').$type<{ Id: number; OrderNo: string; TotalAmount: string }[]>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoices_company_idx').on(t.companyId, t.createdAt),
    // The operator queue lists by status, oldest request first.
    index('invoices_status_idx').on(t.status, t.createdAt),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer: one type for the code above.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The e-invoice PDF an operator uploaded, one per invoice (a new upload replaces it). Kept in the database,
 * not on disk, so every instance can serve it and backups hold it; the size is capped (≤ 5 MB) by the route.
 */
export const invoiceFiles = pgTable('invoice_files', {
  invoiceId: integer('invoice_id')
    .primaryKey()
    .references(() => invoices.id),
  fileName: varchar('file_name', { length: 128 }).notNull(),
  size: integer('size').notNull(),
  content: bytea('content').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
});

/**
 * Pictures operators uploaded (products, logos, banners, solution art…), already resized, one row per size,
 * served at /media/uploads/<name>. Kept in the database, not on disk, so every instance serves them and
 * backups hold them; names carry a hash of the content, so they never change and are cached for a year.
 */
export const mediaFiles = pgTable('media_files', {
  name: varchar('name', { length: 80 }).primaryKey(),
  contentType: varchar('content_type', { length: 32 }).notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  size: integer('size').notNull(),
  content: bytea('content').notNull(),
  /** Who uploaded it: an operator (catalogue pictures) or a buyer (after-sales photos, `userId`). */
  operatorId: integer('operator_id'),
  userId: integer('user_id'),
  createdAt: createdAt(),
});

/** Which orders an invoice covers; an order is invoiced at most once (unique orderId). */
export const invoiceOrders = pgTable(
  'invoice_orders',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.orderId] }), uniqueIndex('invoice_orders_order_uq').on(t.orderId)],
);

/* ------------------------------------------------------------------ inquiries → quotes (询价 → 报价 → 下单) */

/**
 * An operator's answer to a consultation (咨询): priced lines for one delivery region, valid until a China-time
 * day. One quote per consultation (unique), so two operators answering at once make one. Its order, once
 * accepted, is the order whose `quote_id` points here. Status: see QuoteStatus in src/contract/enums.ts.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    consultationId: integer('consultation_id')
      .notNull()
      .references(() => consultations.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The company user who asked (the consultation's user). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    status: integer('status').notNull(),
    totalAmount: money('total_amount').notNull(),
    /** Last China-time day the buyer can accept it. */
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    declineReason: text('decline_reason').notNull().default(''),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('quotes_consultation_uq').on(t.consultationId),
    index('quotes_company_idx').on(t.companyId, t.createdAt),
  ],
);

/** The priced lines of a quote, snapshotted like order lines. */
export const quoteItems = pgTable(
  'quote_items',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    name: varchar('name', { length: 200 }).notNull(),
    model: varchar('model', { length: 64 }).notNull().default(''),
    imageUrl: text('image_url').notNull(),
    unit: varchar('unit', { length: 16 }).notNull(),
    unitPrice: money('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    subtotal: money('subtotal').notNull(),
  },
  (t) => [index('quote_items_quote_idx').on(t.quoteId)],
);

/* ------------------------------------------------------------------ the platform's own staff (运营) */

/**
 * Operator (运营) accounts of the platform itself: not company users (no company, no roles of a company),
 * never created through registration or invitation. Their tokens are a different kind (see tokens.ts).
 */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    name: varchar('name', { length: 32 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    tokenVersion: integer('token_version').notNull().default(0),
    failedLogins: integer('failed_logins').notNull().default(0),
    /** OperatorRole values (src/contract/operator-roles.ts); one or more. */
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operators_email_uq').on(sql`lower(${t.email})`)],
);

/**
 * Every operator write: who, what, on which row, when, and the row before and after. Written in the same
 * transaction as the write itself, so a rolled-back write leaves no entry and a committed one always has one.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    /** e.g. 'company.approve', 'payment.confirm'. */
    action: varchar('action', { length: 48 }).notNull(),
    /** e.g. 'company', 'order', 'payment'. */
    entity: varchar('entity', { length: 32 }).notNull(),
    entityId: varchar('entity_id', { length: 40 }).notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_operator_idx').on(t.operatorId, t.createdAt),
  ],
);

/** One parcel an operator sent for an order (an order may go out in several): carrier, tracking, lines. */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    carrier: varchar('carrier', { length: 32 }).notNull(),
    trackingNo: varchar('tracking_no', { length: 64 }).notNull(),
    /** The lines and quantities in this parcel. */
    items: jsonb('items').$type<{ OrderItemId: number; Name: string; Quantity: number }[]>().notNull(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    createdAt: createdAt(),
  },
  (t) => [index('shipments_order_idx').on(t.orderId)],
);

/**
 * Settings every instance sharing the database must agree on, e.g. the signing secrets generated for a
 * development install without JWT_SECRET / PAYMENT_WEBHOOK_SECRET (production requires them set).
 */
export const appSettings = pgTable('app_settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Failed logins per normalized e-mail, whether or not it has an account (so both behave alike), when no
 * REDIS_URL holds them. Raised before the password is checked (atomic), cleared by a successful login.
 */
export const loginFailures = pgTable('login_failures', {
  email: varchar('email', { length: 254 }).primaryKey(),
  count: integer('count').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/* ------------------------------------------------------------------ after-sales (售后) */

/**
 * A buyer's after-sales request on an order: 仅退款 (refund, unshipped goods of a paid order) or 退货退款
 * (return, goods of a received order within RETURN_DAYS). Status: see AfterSaleStatus in src/contract/enums.ts.
 * The refund goes back through the payment it came from (`payment_id`), with that channel's reference.
 */
export const afterSales = pgTable(
  'after_sales',
  {
    id: serial('id').primaryKey(),
    afterSaleNo: varchar('after_sale_no', { length: 32 }).notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** Who asked (the order's buyer, or the company's 管理员). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'refund' (仅退款) | 'return' (退货退款). */
    type: varchar('type', { length: 8 }).notNull(),
    status: integer('status').notNull(),
    amount: money('amount').notNull(),
    reason: varchar('reason', { length: 32 }).notNull(),
    description: text('description').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    rejectReason: text('reject_reason'),
    returnCarrier: varchar('return_carrier', { length: 32 }),
    returnTrackingNo: varchar('return_tracking_no', { length: 64 }),
    paymentId: integer('payment_id').references(() => payments.id),
    /** The refund's reference in its channel (sandbox refund id, or the bank's reference of the transfer back). */
    refundRef: varchar('refund_ref', { length: 64 }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('after_sales_order_idx').on(t.orderId),
    // The operator queue lists by status, oldest request first.
    index('after_sales_status_idx').on(t.status, t.createdAt),
  ],
);

/** The lines and quantities of an after-sales request, with their money (unit price × quantity). */
export const afterSaleLines = pgTable(
  'after_sale_lines',
  {
    id: serial('id').primaryKey(),
    afterSaleId: integer('after_sale_id')
      .notNull()
      .references(() => afterSales.id),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    quantity: integer('quantity').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [index('after_sale_lines_request_idx').on(t.afterSaleId)],
);

/** The steps of an after-sales request (its timeline). */
export const afterSaleEvents = pgTable(
  'after_sale_events',
  {
    id: serial('id').primaryKey(),
    afterSaleId: integer('after_sale_id')
      .notNull()
      .references(() => afterSales.id),
    status: integer('status').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('after_sale_events_request_idx').on(t.afterSaleId)],
);

/* ------------------------------------------------------------------ search (server/services/search) */

/**
 * Operator-managed synonyms: a buyer typing `Term` also finds the `Synonyms`; two-way rows also make every
 * synonym find `Term` (帽子 = 安全帽), one-way rows do not (墨盒 → 硒鼓: a toner is no ink cartridge).
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: serial('id').primaryKey(),
  term: varchar('term', { length: 50 }).notNull().unique(),
  synonyms: jsonb('synonyms').$type<string[]>().notNull(),
  twoWay: boolean('two_way').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
});

/**
 * What buyers searched, one row per search (no user, company or address: the query, catalogue and how many
 * products it found), for the console's top and zero-result queries.
 */
export const searchQueries = pgTable(
  'search_queries',
  {
    id: serial('id').primaryKey(),
    query: varchar('query', { length: 50 }).notNull(),
    catalogue: varchar('catalogue', { length: 16 }).notNull().default(''),
    total: integer('total').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_queries_at_idx').on(t.at)],
);

/* ------------------------------------------------------------------ procurement governance (部门, 预算, 审批) */

/** A company's department tree (部门): its 负责人 and an optional budget per 月 / 季 / 年. */
export const departments = pgTable(
  'departments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    parentId: integer('parent_id').references((): AnyPgColumn => departments.id),
    name: varchar('name', { length: 64 }).notNull(),
    managerUserId: integer('manager_user_id').references(() => users.id),
    /** 'month' | 'quarter' | 'year', with budgetAmount; both null: no budget. */
    budgetPeriod: varchar('budget_period', { length: 8 }),
    budgetAmount: money('budget_amount'),
    createdAt: createdAt(),
  },
  (t) => [index('departments_company_idx').on(t.companyId)],
);

/** A user's place in governance: their department and spending limits (per order, per period). */
export const userGovernance = pgTable('user_governance', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  departmentId: integer('department_id').references(() => departments.id),
  perOrderLimit: money('per_order_limit'),
  perPeriodLimit: money('per_period_limit'),
  /** 'month' | 'quarter' | 'year' of perPeriodLimit. */
  limitPeriod: varchar('limit_period', { length: 8 }),
});

/** The company's approval rules (审批规则), tried in `position` order; the first that matches decides. */
export const approvalRules = pgTable(
  'approval_rules',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    position: integer('position').notNull(),
    name: varchar('name', { length: 64 }).notNull().default(''),
    /** 'total' (≥ amount) | 'limit' (user over a limit) | 'budget' (department over budget) | 'category'. */
    conditionKind: varchar('condition_kind', { length: 16 }).notNull(),
    amount: money('amount'),
    categoryId: integer('category_id').references(() => categories.id),
    /** 'approve' (the steps decide) | 'refuse' (the order is not accepted). */
    action: varchar('action', { length: 8 }).notNull(),
    /** 1–3 levels: { Kind: 'manager' | 'approver' | 'finance', UserId? } (UserId for a named 审批人). */
    steps: jsonb('steps').$type<Array<{ Kind: string; UserId?: number | null }>>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [index('approval_rules_company_idx').on(t.companyId, t.position)],
);

/**
 * What governance recorded of an order at submission: the department and amount it counts against (in the
 * period of `submittedAt`, China time) and the rule that asked for approval. Reserved/spent are derived from the
 * order's status, so every cancellation, rejection or refund releases the amount without a second write.
 */
export const orderGovernance = pgTable(
  'order_governance',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    departmentId: integer('department_id').references(() => departments.id),
    amount: money('amount').notNull(),
    ruleId: integer('rule_id'),
    /** Why approval was needed, as shown (本单金额 ≥ ¥5,000.00 / 超出本月预算 ¥1,200.00); '' when none. */
    reason: text('reason').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('order_governance_department_idx').on(t.departmentId, t.submittedAt),
    index('order_governance_user_idx').on(t.userId, t.submittedAt),
  ],
);

/** The approval levels of an order that needs approval, decided in `level` order. */
export const approvalSteps = pgTable(
  'approval_steps',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    level: integer('level').notNull(),
    /** 'manager' (部门负责人) | 'approver' (named 审批人) | 'finance' (财务). */
    kind: varchar('kind', { length: 12 }).notNull(),
    approverUserId: integer('approver_user_id').references(() => users.id),
    /** null while undecided; 'approved' | 'rejected'. */
    decision: varchar('decision', { length: 10 }),
    comment: text('comment').notNull().default(''),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('approval_steps_order_level_uq').on(t.orderId, t.level),
    index('approval_steps_decider_idx').on(t.decidedBy),
  ],
);

/* ------------------------------------------------------------------ company terms: prices */

/**
 * 阶梯价: the quantity breaks of a product's regional price. A line of `min_quantity` or more pays `price`;
 * below the first break the regional price (product_prices) applies. Read through server/services/pricing/.
 */
export const productPriceTiers = pgTable(
  'product_price_tiers',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    minQuantity: integer('min_quantity').notNull(),
    price: money('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.regionId, t.minQuantity] })],
);

/**
 * 协议价: a company's own price of a product in a region, valid on the China-time days from `valid_from` to
 * `valid_until` (both inclusive, either open). Periods of one product and region never overlap (the service
 * refuses it), so at most one applies on a day.
 */
export const contractPrices = pgTable(
  'contract_prices',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    price: money('price').notNull(),
    validFrom: date('valid_from', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
    updatedAt: updatedAt(),
  },
  (t) => [index('contract_prices_company_idx').on(t.companyId, t.regionId, t.productId)],
);
