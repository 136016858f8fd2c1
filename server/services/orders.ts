/**
 * Orders: created from the selected cart lines of a region in one transaction (price, check and take
 * stock, remove the lines), listed, exported, shown and cancelled (stock restored).
 * Visibility: an admin (管理员) sees the company's orders, anyone else their own; others' ids answer 404.
 */
import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { OrderDeliveryAddress } from '../../src/contract/addresses.js';
import { trackingUrl } from '../../src/contract/carriers.js';
import {
  chinaDayEnd,
  chinaDayStart,
  compactDate,
  formatDate,
  formatDateTimeSeconds,
  formatDeadline,
  isIsoDay,
} from '../../src/contract/dates.js';
import { AfterSaleStatusName, InvoiceType, OrderStatus, PaymentStatus, QuoteStatus } from '../../src/contract/enums.js';
import type {
  CreateOrderBody,
  OrderDetail,
  OrderListQuery,
  OrderPage,
  OrderSummary,
  Parcel,
} from '../../src/contract/orders.js';
import { DEFAULT_PAY_WINDOW_MINUTES } from '../config.js';
import type { Db } from '../db/client.js';
import {
  cartItems,
  companies,
  customers,
  invoiceAddresses,
  invoiceOrders,
  invoices,
  invoiceTitles,
  orderEvents,
  orderItems,
  orders,
  payments,
  products,
  quotes,
  regions,
  shipments,
  users,
} from '../db/schema.js';
import { badRequest, conflict, notFound } from '../errors.js';
import type { AuthContext } from '../plugins/auth.js';
import { assertRegion, containsPattern, pageOf } from './catalogue.js';
import { deliveryAddressForOrder } from './delivery-addresses.js';
import { placeText } from './divisions.js';
import { evaluateApproval } from './governance/evaluate.js';
import { governanceFilters, orderReadScope, withGovernance } from './governance/order-view.js';
import { formatMoney, sumMoney } from './money.js';
import { AFTER_SALE_FILTER, afterSaleStateOf } from './order-after-sale-state.js';
import { type AfterCommit, inOrderTransaction, type OrderEventBus } from './order-events.js';
import { assertAddressInRegion, assertCompanyMayOrder } from './order-guards.js';
import { buyerActor, changeOrderStatus, recordOrderStep } from './order-lifecycle.js';
import { orderEventStatusName, orderStatusName } from './order-status.js';
import type { OrderActor } from './order-transitions.js';
import { type PricedSelection, prefetchSelectedPrices, priceSelectedLines } from './pricing.js';

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

/* ------------------------------------------------------------------ create */

/** Unpaid orders a company may hold at once when the caller does not say (MAX_UNPAID_ORDERS). */
export const DEFAULT_MAX_UNPAID_ORDERS = 5;

/**
 * Refuses a new order while the company already holds `max` unpaid ones (each reserves stock until paid or
 * cancelled). The company row is locked first, so parallel checkouts of one company are counted one by one.
 */
async function assertUnpaidOrdersBelow(tx: Db, companyId: number, max: number): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), inArray(orders.status, OPEN_STATUSES)));
  if (Number(row?.n ?? 0) >= max) {
    throw conflict(`企业未付款订单已达 ${max} 笔，请先支付或取消未付款订单后再下单`);
  }
}

/**
 * Where an order's lines come from when not from the cart: an accepted quote (services/quotes.ts). `price`
 * runs where the cart would be priced (after the company lock, so both paths take locks in one order).
 */
export interface QuoteSource {
  quoteId: number;
  price: (tx: Db) => Promise<PricedSelection>;
}

/** What the configuration decides for a new order (the app passes its Config). */
export interface OrderLimits {
  maxUnpaidOrders: number;
  approvalHours?: number;
  payWindowMinutes?: number;
}

export async function createOrder(
  tx: Db,
  outbox: AfterCommit,
  auth: AuthContext,
  body: CreateOrderBody,
  now: Date,
  limits: OrderLimits = { maxUnpaidOrders: DEFAULT_MAX_UNPAID_ORDERS },
  fromQuote?: QuoteSource,
): Promise<OrderDetail> {
  // Only a verified company orders (checkout and quote accept both come here).
  await assertCompanyMayOrder(tx, auth.companyId);
  // Everything that needs no lock is read first: the stock rows stay locked for as short a time as possible.
  const regionName = await assertRegion(tx, body.Region, 'Region');
  const [buyer] = await tx.select({ name: users.name }).from(users).where(eq(users.id, auth.userId)).limit(1);

  let titleSnapshot: Record<string, unknown> | null = null;
  let addressSnapshot: Record<string, unknown> | null = null;
  if (body.InvoiceType !== InvoiceType.None) {
    if (!body.InvoiceTitleId) throw badRequest('请选择发票抬头', 'InvoiceTitleId');
    if (!body.InvoiceAddressId) throw badRequest('请选择收票地址', 'InvoiceAddressId');
    const [title] = await tx
      .select()
      .from(invoiceTitles)
      .where(and(eq(invoiceTitles.id, body.InvoiceTitleId), eq(invoiceTitles.companyId, auth.companyId)))
      .limit(1);
    if (!title) throw badRequest('发票抬头不存在', 'InvoiceTitleId');
    if (body.InvoiceType === InvoiceType.Special && title.type !== InvoiceType.Special) {
      throw badRequest('增值税专用发票需选择专用发票抬头（含注册地址、电话、开户行和账号）', 'InvoiceTitleId');
    }
    const [address] = await tx
      .select()
      .from(invoiceAddresses)
      .where(and(eq(invoiceAddresses.id, body.InvoiceAddressId), eq(invoiceAddresses.companyId, auth.companyId)))
      .limit(1);
    if (!address) throw badRequest('收票地址不存在', 'InvoiceAddressId');
    titleSnapshot = titleSnapshotOf(title);
    addressSnapshot = addressSnapshotOf(address);
  }
  let customer: OrderDetail['Customer'] = null;
  if (body.CustomerId) {
    [customer = null] = await tx
      .select({ Id: customers.id, Name: customers.name, ContactName: customers.contactName, Mobile: customers.mobile })
      .from(customers)
      .where(and(eq(customers.id, body.CustomerId), eq(customers.companyId, auth.companyId)))
      .limit(1);
    if (!customer) throw badRequest('客户不存在', 'CustomerId');
  }

  const deliverySnapshot = body.DeliveryAddressId
    ? await deliveryAddressForOrder(tx, auth.companyId, body.DeliveryAddressId)
    : null;
  if (deliverySnapshot) assertAddressInRegion(deliverySnapshot, regionName);

  // The cart's price rows are read ahead of the company lock (nothing locks them); the lines and stock after it.
  const prefetched = fromQuote ? undefined : await prefetchSelectedPrices(tx, auth.userId, body.Region, now);
  await assertUnpaidOrdersBelow(tx, auth.companyId, limits.maxUnpaidOrders);
  const selection = fromQuote
    ? await fromQuote.price(tx)
    : await priceSelectedLines(tx, auth.userId, body.Region, { lock: true, now, prefetched }); // the price engine

  for (const line of selection.lines) {
    // Consultation products are sourced per quote (no stock kept): only their sales count moves.
    if (line.madeToOrder) {
      await tx
        .update(products)
        .set({ sales: sql`${products.sales} + ${line.quantity}` })
        .where(eq(products.id, line.productId));
      continue;
    }
    const updated = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${line.quantity}`, sales: sql`${products.sales} + ${line.quantity}` })
      .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity)))
      .returning({ id: products.id });
    if (updated.length === 0) throw conflict(`库存不足：「${line.name}」`);
  }

  // Governance: budget, limits and approval rules decide the first status (待审批 or 待支付), or refuse.
  const approval = await evaluateApproval(tx, auth, selection, now, limits.approvalHours);
  const payBefore = approval.approveBefore ?? payDeadline(now, limits.payWindowMinutes);
  const [order] = await tx
    .insert(orders)
    .values({
      orderNo: newOrderNo(now),
      companyId: auth.companyId,
      userId: auth.userId,
      regionId: body.Region,
      status: approval.status,
      totalAmount: formatMoney(selection.total),
      invoiceType: body.InvoiceType,
      invoiceTitle: titleSnapshot,
      invoiceAddress: addressSnapshot,
      deliveryAddress: deliverySnapshot,
      customerId: body.CustomerId ?? null,
      purchaseOrderNo: body.PurchaseOrderNo?.trim() ?? '',
      note: body.Note?.trim() ?? '',
      remittanceCode: newRemittanceCode(),
      payBefore,
      quoteId: fromQuote?.quoteId ?? null,
      createdAt: now,
    })
    .returning();
  const items = selection.lines.map((l) => ({
    orderId: order!.id,
    productId: l.productId,
    name: l.name,
    model: l.model,
    imageUrl: l.imageUrl,
    unit: l.unit,
    unitPrice: formatMoney(l.unitPrice),
    quantity: l.quantity,
    subtotal: formatMoney(l.subtotal),
    listUnitPrice: l.listPrice ?? null, // 协议价: the list price it replaced
  }));
  const ids = await tx.insert(orderItems).values(items).returning({ id: orderItems.id });
  const lines = items.map((item, at) => ({ ...item, id: ids[at]!.id }));
  await approval.record(tx, order!.id);
  const note = approval.note ?? `订单已提交，${payBeforeNote(payBefore)}`;
  await recordOrderStep(tx, outbox, order!, {
    timelineStatus: approval.status,
    by: 'buyer',
    note,
    at: now,
    created: true,
    stockChanged: [...new Set(selection.lines.map((l) => l.productId))],
  });
  if (!fromQuote) {
    await tx.delete(cartItems).where(
      inArray(
        cartItems.id,
        selection.lines.map((l) => l.lineId),
      ),
    );
  }

  // The answer is built from what was just written (same shape as getOrderDetail), without reading it back.
  return withGovernance(
    tx,
    toOrderDetail(order!, {
      regionName,
      buyerName: buyer?.name ?? '',
      items: lines,
      events: [{ status: approval.status, note, createdAt: now }],
      payments: [],
      invoice: null,
      customer,
      now,
    }),
  );
}

/** The one mapping of an order and its parts to the API's `OrderDetail` (the creation answer and the detail read). */
function toOrderDetail(
  o: typeof orders.$inferSelect,
  parts: {
    regionName: string;
    buyerName: string;
    items: Array<
      Pick<
        typeof orderItems.$inferSelect,
        'id' | 'productId' | 'name' | 'model' | 'imageUrl' | 'unit' | 'unitPrice' | 'quantity' | 'subtotal'
      > &
        Partial<
          Pick<
            typeof orderItems.$inferSelect,
            'shippedQuantity' | 'refundedQuantity' | 'refundedAmount' | 'listUnitPrice'
          >
        >
    >;
    events: Array<Pick<typeof orderEvents.$inferSelect, 'status' | 'note' | 'createdAt'>>;
    payments: Array<
      Pick<
        typeof payments.$inferSelect,
        'id' | 'method' | 'status' | 'amount' | 'paidAt' | 'shortAmount' | 'shortReason'
      >
    >;
    invoice: { id: number; invoiceNo: string; status: number } | null;
    customer: OrderDetail['Customer'];
    now: Date;
    /** When 退货退款 closes (receipt + RETURN_DAYS); null when the order was not received. */
    returnUntil?: Date | null;
  },
): OrderDetail {
  const open = OPEN_STATUSES.includes(o.status);
  const unshipped = (i: (typeof parts.items)[number]) =>
    i.quantity - (i.shippedQuantity ?? 0) - (i.refundedQuantity ?? 0);
  return {
    Id: o.id,
    OrderNo: o.orderNo,
    Status: o.status,
    StatusName: orderStatusName(
      o.status,
      parts.items.some((i) => (i.shippedQuantity ?? 0) > 0),
    ),
    TotalAmount: o.totalAmount,
    Region: o.regionId,
    RegionName: parts.regionName,
    Items: parts.items.map((i) => ({
      ProductId: i.productId,
      Name: i.name,
      Model: i.model,
      ImageUrl: i.imageUrl,
      Unit: i.unit,
      UnitPrice: i.unitPrice,
      ...(i.listUnitPrice ? { ListPrice: i.listUnitPrice } : {}),
      Quantity: i.quantity,
      Subtotal: i.subtotal,
      OrderItemId: i.id,
      ShippedQuantity: i.shippedQuantity ?? 0,
      RefundedQuantity: i.refundedQuantity ?? 0,
      RefundedAmount: i.refundedAmount ?? '0.00',
    })),
    InvoiceType: o.invoiceType,
    InvoiceTitle: (o.invoiceTitle as OrderDetail['InvoiceTitle']) ?? null,
    InvoiceAddress: (o.invoiceAddress as OrderDetail['InvoiceAddress']) ?? null,
    DeliveryAddress: (o.deliveryAddress as OrderDetail['DeliveryAddress']) ?? null,
    Customer: parts.customer,
    PurchaseOrderNo: o.purchaseOrderNo,
    Note: o.note,
    RemittanceCode: o.remittanceCode,
    PayBefore: o.payBefore.toISOString(),
    PaidAt: o.paidAt?.toISOString() ?? null,
    CreatedAt: o.createdAt.toISOString(),
    BuyerName: parts.buyerName,
    Timeline: parts.events.map((e) => ({
      Status: e.status,
      StatusName: orderEventStatusName(e.status),
      Note: e.note,
      CreatedAt: e.createdAt.toISOString(),
    })),
    Payments: parts.payments.map((p) => ({
      Id: p.id,
      Method: p.method,
      Status: p.status,
      Amount: p.amount,
      PaidAt: p.paidAt?.toISOString() ?? null,
      ...(p.shortAmount ? { ShortAmount: p.shortAmount, ShortReason: p.shortReason } : {}),
    })),
    Invoice: parts.invoice
      ? { Id: parts.invoice.id, InvoiceNo: parts.invoice.invoiceNo, Status: parts.invoice.status }
      : null,
    CanCancel: open,
    CanPay: open && o.payBefore.getTime() > parts.now.getTime(),
    QuoteId: o.quoteId,
    RefundedAmount: formatMoney(sumMoney(parts.items.map((i) => i.refundedAmount ?? '0'))),
    CanRequestRefund: o.status === OrderStatus.Paid && parts.items.some((i) => unshipped(i) > 0),
    CanRequestReturn:
      o.status === OrderStatus.Completed &&
      !!parts.returnUntil &&
      parts.returnUntil.getTime() > parts.now.getTime() &&
      parts.items.some((i) => i.quantity > (i.refundedQuantity ?? 0)),
    // Filled by getOrderDetail; an order just placed has none.
    Parcels: [],
  };
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

/* ------------------------------------------------------------------ read */

export async function getOrderDetail(
  db: Db,
  auth: AuthContext,
  id: number,
  now: Date,
  /** RETURN_DAYS (config.returnDays): how long after receipt 退货退款 stays open. */
  returnDays = 7,
): Promise<OrderDetail> {
  const [row] = await db
    .select({ order: orders, buyerName: users.name, regionName: regions.name })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(regions, eq(regions.id, orders.regionId))
    .where(and(eq(orders.id, id), orderReadScope(auth)))
    .limit(1);
  if (!row) throw notFound('订单不存在');
  const o = row.order;
  const [items, events, paymentRows, invoiceRows, customerRows] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.id)),
    db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    db.select().from(payments).where(eq(payments.orderId, id)).orderBy(asc(payments.id)),
    db
      .select({ id: invoices.id, invoiceNo: invoices.invoiceNo, status: invoices.status })
      .from(invoiceOrders)
      .innerJoin(invoices, eq(invoices.id, invoiceOrders.invoiceId))
      .where(eq(invoiceOrders.orderId, id))
      .limit(1),
    o.customerId
      ? db
          .select({
            Id: customers.id,
            Name: customers.name,
            ContactName: customers.contactName,
            Mobile: customers.mobile,
          })
          .from(customers)
          .where(eq(customers.id, o.customerId))
          .limit(1)
      : Promise.resolve([]),
  ]);
  const parcels = await db
    .select()
    .from(shipments)
    .where(eq(shipments.orderId, id))
    .orderBy(asc(shipments.createdAt), asc(shipments.id));
  const detail = await withGovernance(
    db,
    toOrderDetail(o, {
      regionName: row.regionName,
      buyerName: row.buyerName,
      items,
      events,
      payments: paymentRows,
      invoice: invoiceRows[0] ?? null,
      customer: customerRows[0] ?? null,
      now,
      returnUntil: returnUntilOf(events, returnDays),
    }),
  );
  return { ...detail, Parcels: parcels.map(toParcel) };
}

/** A parcel with its lines and the carrier's tracking page (the buyer's and the operator's order detail). */
export function toParcel(s: typeof shipments.$inferSelect): Parcel {
  return {
    Id: s.id,
    Carrier: s.carrier,
    TrackingNo: s.trackingNo,
    TrackingUrl: trackingUrl(s.carrier, s.trackingNo),
    Items: s.items,
    CreatedAt: s.createdAt.toISOString(),
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

// Correlated subqueries name the outer column explicitly (drizzle leaves columns unqualified in single-table selects).
const invoiceStatusOf = sql<
  number | null
>`(select i.status from invoice_orders io join invoices i on i.id = io.invoice_id where io.order_id = "orders"."id" limit 1)`;
/** A paid order with a parcel already out (部分发货; a fully shipped order is 已发货 itself). */
const partlyShippedOf = sql<boolean>`("orders"."status" = ${OrderStatus.Paid} and exists (select 1 from shipments s where s.order_id = "orders"."id"))`;
/** Paid on account (账期支付): shown apart in the order list. */
const onAccountOf = sql<boolean>`exists (select 1 from payments p where p.order_id = "orders"."id" and p.method = 'credit' and p.status = ${PaymentStatus.Succeeded})`;
/** The latest after-sales request's status (售后), null when none. */
const afterSaleStatusOf = sql<
  number | null
>`(select a.status from after_sales a where a.order_id = "orders"."id" order by a.created_at desc, a.id desc limit 1)`;
const itemCountOf = sql<number>`(select coalesce(sum(oi.quantity), 0)::int from order_items oi where oi.order_id = "orders"."id")`;

function listFilters(auth: AuthContext, query: Omit<OrderListQuery, 'page' | 'pageSize' | 'sort'>): SQL {
  const where: SQL[] = [orderReadScope(auth), ...governanceFilters(query)];
  if (query.status !== undefined) where.push(eq(orders.status, query.status));
  if (query.from) where.push(gte(orders.createdAt, dayStart(query.from)));
  if (query.to) where.push(lt(orders.createdAt, dayAfter(query.to)));
  if (query.buyerId && auth.isAdmin) where.push(eq(orders.userId, query.buyerId));
  if (query.afterSale) where.push(AFTER_SALE_FILTER[query.afterSale]);
  const keyword = query.keyword?.trim();
  if (keyword) {
    const p = containsPattern(keyword);
    where.push(
      or(
        ilike(orders.orderNo, p),
        ilike(orders.purchaseOrderNo, p),
        sql`exists (select 1 from order_items oi where oi.order_id = "orders"."id" and oi.name ilike ${p})`,
      )!,
    );
  }
  return and(...where)!;
}

function listOrder(sort: OrderListQuery['sort']) {
  switch (sort) {
    case 'created-asc':
      return [asc(orders.createdAt), asc(orders.id)];
    case 'amount-desc':
      return [desc(orders.totalAmount), desc(orders.id)];
    case 'amount-asc':
      return [asc(orders.totalAmount), asc(orders.id)];
    default:
      return [desc(orders.createdAt), desc(orders.id)];
  }
}

async function summaries(
  db: Db,
  where: SQL,
  sort: OrderListQuery['sort'],
  limit: number,
  offset: number,
): Promise<OrderSummary[]> {
  const rows = await db
    .select({
      order: orders,
      buyerName: users.name,
      invoiceStatus: invoiceStatusOf,
      itemCount: itemCountOf,
      partlyShipped: partlyShippedOf,
      afterSaleStatus: afterSaleStatusOf,
      afterSaleState: afterSaleStateOf,
      onAccount: onAccountOf,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(...listOrder(sort))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({
    Id: r.order.id,
    OrderNo: r.order.orderNo,
    Status: r.order.status,
    StatusName: orderStatusName(r.order.status, Boolean(r.partlyShipped)),
    TotalAmount: r.order.totalAmount,
    ItemCount: Number(r.itemCount),
    BuyerName: r.buyerName,
    CreatedAt: r.order.createdAt.toISOString(),
    PayBefore: r.order.payBefore.toISOString(),
    InvoiceStatus: r.invoiceStatus === null ? null : Number(r.invoiceStatus),
    AfterSaleStatusName: r.afterSaleStatus === null ? null : (AfterSaleStatusName[Number(r.afterSaleStatus)] ?? null),
    AfterSaleState: r.afterSaleState ?? null,
    OnAccount: Boolean(r.onAccount),
  }));
}

export async function listOrders(db: Db, auth: AuthContext, query: OrderListQuery): Promise<OrderPage> {
  const { page, pageSize, offset } = pageOf(query);
  const where = listFilters(auth, query);
  const [items, [total]] = await Promise.all([
    summaries(db, where, query.sort, pageSize, offset),
    db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  return { Items: items, Total: Number(total?.n ?? 0), Page: page, PageSize: pageSize };
}

/* ------------------------------------------------------------------ export */

export const EXPORT_LIMIT = 10_000;

/** 上海华东精工设备有限公司 张明 13800138000 上海市浦东新区张江路 1 号 (the municipality named once). */
function deliveryText(a: OrderDeliveryAddress | null | undefined): string {
  if (!a) return '';
  return [a.Company, a.Recipient, a.Mobile, `${placeText(a.Province, a.City, a.District)}${a.Detail}`]
    .filter(Boolean)
    .join(' ');
}

/** The orders a list query finds (at most EXPORT_LIMIT) as a table for table-export.ts: header and rows. */
export async function exportOrdersTable(
  db: Db,
  auth: AuthContext,
  query: OrderListQuery,
): Promise<{ header: string[]; rows: (string | number)[][] }> {
  const rows = await summaries(db, listFilters(auth, query), query.sort, EXPORT_LIMIT, 0);
  const extra = rows.length
    ? await db
        .select({
          id: orders.id,
          purchaseOrderNo: orders.purchaseOrderNo,
          note: orders.note,
          delivery: orders.deliveryAddress,
        })
        .from(orders)
        .where(
          inArray(
            orders.id,
            rows.map((r) => r.Id),
          ),
        )
    : [];
  const more = new Map(extra.map((e) => [e.id, e]));
  const header = [
    '订单号',
    '下单时间',
    '采购人',
    '订单状态',
    '订单金额（元）',
    '商品数量',
    '采购单号',
    '备注',
    '发票状态',
    '收货地址',
  ];
  const invoiceName: Record<number, string> = { 10: '申请中', 20: '已开具', 30: '已寄出', 90: '已驳回' };
  return {
    header,
    rows: rows.map((r) => [
      r.OrderNo,
      formatDateTimeSeconds(r.CreatedAt),
      r.BuyerName,
      r.StatusName,
      r.TotalAmount,
      r.ItemCount,
      more.get(r.Id)?.purchaseOrderNo ?? '',
      more.get(r.Id)?.note ?? '',
      r.InvoiceStatus === null ? '未开票' : (invoiceName[r.InvoiceStatus] ?? ''),
      deliveryText(more.get(r.Id)?.delivery as OrderDeliveryAddress | null | undefined),
    ]),
  };
}

/* ------------------------------------------------------------------ cancel */

/**
 * Cancels an order already locked FOR UPDATE by the caller: stock back (products locked in id order),
 * pending payments closed, the change through the lifecycle (timeline, and the catalogue cache drop of the
 * products whose stock came back, after commit). Only open orders (10/20).
 */
export async function cancelLockedOrder(
  tx: Db,
  outbox: AfterCommit,
  order: typeof orders.$inferSelect,
  change: { by: OrderActor; note: string; at: Date; to?: number },
): Promise<void> {
  const now = change.at;
  // 待审批 ends here too: withdrawn or timed out (已取消), or rejected (change.to 已驳回).
  if (!OPEN_STATUSES.includes(order.status) && order.status !== OrderStatus.PendingApproval)
    throw conflict('订单当前状态不能取消');
  const items = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.productId));
  const ids = [...new Set(items.map((i) => i.productId))];
  if (ids.length)
    await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(asc(products.id))
      .for('update');
  for (const item of items) {
    await tx
      .update(products)
      .set({
        stock: sql`${products.stock} + ${item.quantity}`,
        sales: sql`greatest(${products.sales} - ${item.quantity}, 0)`,
      })
      .where(eq(products.id, item.productId));
  }
  await tx
    .update(payments)
    .set({ status: PaymentStatus.Closed })
    .where(and(eq(payments.orderId, order.id), eq(payments.status, PaymentStatus.Pending)));
  // An order made from a quote gives the quote back: 待确认 again (read as 已过期 once past its validity day),
  // so the buyer can order it again; the quote's history keeps this cancelled order.
  if (order.quoteId !== null) {
    await tx
      .update(quotes)
      .set({ status: QuoteStatus.Pending, decidedAt: null })
      .where(and(eq(quotes.id, order.quoteId), eq(quotes.status, QuoteStatus.Accepted)));
  }
  await changeOrderStatus(tx, outbox, order, {
    ...change,
    to: change.to ?? OrderStatus.Cancelled,
    set: { cancelledAt: now },
    stockChanged: ids,
    refusal: '订单当前状态不能取消',
  });
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

export async function cancelOrder(
  db: Db,
  events: OrderEventBus,
  auth: AuthContext,
  id: number,
  now: Date,
): Promise<OrderDetail> {
  return inOrderTransaction(db, events, async (tx, outbox) => {
    const order = await lockOrder(tx, auth, id);
    await cancelLockedOrder(tx, outbox, order, { by: buyerActor(auth, order), note: '采购人取消了订单', at: now });
    return getOrderDetail(tx, auth, id, now);
  });
}
