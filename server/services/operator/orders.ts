/**
 * 订单管理: every company's orders for the console — the filtered list, the export of the same filter (read in
 * keyset pages of EXPORT_BATCH rows, so 100,000 orders stream without being held in memory), and one order's
 * whole story (lines with shipped quantities, parcels with tracking links, payments and refunds, invoice, quote,
 * timeline and the operators' audit entries).
 */
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { chinaDayEnd, chinaDayStart, formatDateTime } from '../../../src/contract/dates.js';
import { InvoiceStatusName, PaymentMethodName } from '../../../src/contract/enums.js';
import type {
  OperatorOrderDetail,
  OperatorOrderPage,
  OperatorOrderQuery,
  OperatorOrderSummary,
} from '../../../src/contract/operator-orders.js';
import type { Db } from '../../db/client.js';
import {
  auditLog,
  companies,
  invoiceOrders,
  invoices,
  operators,
  orderEvents,
  orderItems,
  orders,
  payments,
  quotes,
  regions,
  shipments,
  users,
} from '../../db/schema.js';
import { badRequest, notFound } from '../../errors.js';
import { containsPattern, pageOf } from '../catalogue.js';
import { toParcel } from '../order-detail.js';
import { orderEventStatusName, orderStatusName } from '../order-status.js';
import type { Cell } from '../table-export.js';
import { toAuditEntry } from './audit.js';

export type OrderFilters = Omit<OperatorOrderQuery, 'page' | 'pageSize'>;

/** The WHERE of a filter; refuses a reversed date or amount range. */
export function orderFilter(query: OrderFilters): SQL | undefined {
  if (query.from && query.to && query.from > query.to) throw badRequest('开始日期不能晚于结束日期', 'from');
  if (query.minAmount && query.maxAmount && Number(query.minAmount) > Number(query.maxAmount)) {
    throw badRequest('最低金额不能高于最高金额', 'minAmount');
  }
  const where: SQL[] = [];
  if (query.status !== undefined) where.push(eq(orders.status, query.status));
  if (query.companyId) where.push(eq(orders.companyId, query.companyId));
  if (query.region) where.push(eq(orders.regionId, query.region));
  if (query.from) where.push(gte(orders.createdAt, chinaDayStart(query.from)));
  if (query.to) where.push(sql`${orders.createdAt} < ${chinaDayEnd(query.to)}`);
  // numeric compared with numeric: '1280.5' and '1280.50' are the same bound.
  if (query.minAmount) where.push(gte(orders.totalAmount, sql`${query.minAmount}::numeric`));
  if (query.maxAmount) where.push(lte(orders.totalAmount, sql`${query.maxAmount}::numeric`));
  if (query.paymentMethod) {
    where.push(
      sql`exists (select 1 from payments p where p.order_id = ${orders.id} and p.method = ${query.paymentMethod})`,
    );
  }
  const buyer = query.buyer?.trim();
  if (buyer) {
    const p = containsPattern(buyer);
    where.push(
      sql`exists (select 1 from users u where u.id = ${orders.userId} and (u.name ilike ${p} or u.email ilike ${p}))`,
    );
  }
  const keyword = query.keyword?.trim();
  if (keyword) {
    const p = containsPattern(keyword);
    where.push(
      or(
        ilike(orders.orderNo, p),
        ilike(orders.remittanceCode, p),
        sql`exists (select 1 from shipments s where s.order_id = ${orders.id} and s.tracking_no ilike ${p})`,
        sql`exists (select 1 from order_items oi where oi.order_id = ${orders.id} and oi.model ilike ${p})`,
      )!,
    );
  }
  return where.length ? and(...where) : undefined;
}

const itemCountOf = sql<number>`(select coalesce(sum(oi.quantity), 0)::int from order_items oi where oi.order_id = ${orders.id})`;
const partlyShippedOf = sql<boolean>`exists (select 1 from shipments s where s.order_id = ${orders.id})`;
const methodsOf = sql<
  string | null
>`(select string_agg(p.method, ',' order by p.id) from payments p where p.order_id = ${orders.id})`;

const summaryColumns = {
  order: orders,
  companyName: companies.name,
  buyerName: users.name,
  buyerEmail: users.email,
  regionName: regions.name,
  itemCount: itemCountOf,
  methods: methodsOf,
  partlyShipped: partlyShippedOf,
};

function summaryQuery(db: Db, where: SQL | undefined) {
  return db
    .select(summaryColumns)
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(regions, eq(regions.id, orders.regionId))
    .where(where);
}

type SummaryRow = Awaited<ReturnType<typeof summaryQuery>>[number];

function toSummary(r: SummaryRow): OperatorOrderSummary {
  const o = r.order;
  return {
    Id: o.id,
    OrderNo: o.orderNo,
    Status: o.status,
    StatusName: orderStatusName(o.status, Boolean(r.partlyShipped)),
    TotalAmount: o.totalAmount,
    CompanyId: o.companyId,
    CompanyName: r.companyName,
    BuyerName: r.buyerName,
    BuyerEmail: r.buyerEmail,
    RegionName: r.regionName,
    PaymentMethods: r.methods ? r.methods.split(',') : [],
    RemittanceCode: o.remittanceCode,
    ItemCount: Number(r.itemCount),
    CreatedAt: o.createdAt.toISOString(),
    PaidAt: o.paidAt?.toISOString() ?? null,
  };
}

/** Newest first. */
export async function listOperatorOrders(db: Db, query: OperatorOrderQuery): Promise<OperatorOrderPage> {
  const where = orderFilter(query);
  const { page, pageSize, offset } = pageOf(query);
  const [rows, [total]] = await Promise.all([
    summaryQuery(db, where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(pageSize).offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  return { Items: rows.map(toSummary), Total: Number(total?.n ?? 0), Page: page, PageSize: pageSize };
}

export const EXPORT_BATCH = 1000;
export const ORDER_EXPORT_HEADER = [
  '订单号',
  '下单时间',
  '状态',
  '企业',
  '采购人',
  '采购人邮箱',
  '区域',
  '商品件数',
  '订单金额',
  '支付方式',
  '汇款识别码',
  '支付时间',
] as const;

/**
 * The filtered orders as export rows, newest first, read EXPORT_BATCH at a time after the last row seen
 * (created_at, id): each page is an index range, not an ever-growing OFFSET, and only one page is in memory.
 */
export async function* orderExportRows(db: Db, query: OrderFilters): AsyncGenerator<Cell[]> {
  const filter = orderFilter(query);
  let after: { createdAt: Date; id: number } | null = null;
  for (;;) {
    const keyset: SQL | undefined = after
      ? sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt}, ${after.id})`
      : undefined;
    const rows: SummaryRow[] = await summaryQuery(db, and(filter, keyset))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(EXPORT_BATCH);
    for (const r of rows) {
      const s = toSummary(r);
      yield [
        s.OrderNo,
        formatDateTime(s.CreatedAt),
        s.StatusName,
        s.CompanyName,
        s.BuyerName,
        s.BuyerEmail,
        s.RegionName,
        s.ItemCount,
        s.TotalAmount,
        s.PaymentMethods.map((m) => PaymentMethodName[m as keyof typeof PaymentMethodName] ?? m).join('、'),
        s.RemittanceCode,
        formatDateTime(s.PaidAt, ''),
      ];
    }
    if (rows.length < EXPORT_BATCH) return;
    const last: typeof orders.$inferSelect = rows[rows.length - 1]!.order;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

export async function operatorOrderDetail(db: Db, id: number): Promise<OperatorOrderDetail> {
  const [row] = await summaryQuery(db, eq(orders.id, id)).limit(1);
  if (!row) throw notFound('订单不存在');
  const o = row.order;
  const [items, events, paymentRows, parcels, invoiceRows, quoteRows] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.id)),
    db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    db.select().from(payments).where(eq(payments.orderId, id)).orderBy(asc(payments.id)),
    db.select().from(shipments).where(eq(shipments.orderId, id)).orderBy(asc(shipments.createdAt), asc(shipments.id)),
    db
      .select({ id: invoices.id, invoiceNo: invoices.invoiceNo, status: invoices.status })
      .from(invoiceOrders)
      .innerJoin(invoices, eq(invoices.id, invoiceOrders.invoiceId))
      .where(eq(invoiceOrders.orderId, id))
      .limit(1),
    o.quoteId
      ? db
          .select({ id: quotes.id, totalAmount: quotes.totalAmount, createdAt: quotes.createdAt })
          .from(quotes)
          .where(eq(quotes.id, o.quoteId))
      : Promise.resolve([]),
  ]);
  // The operators' entries on the order itself and on its payments (transfer confirmations, refunds).
  const paymentIds = paymentRows.map((p) => String(p.id));
  const auditRows = await db
    .select({ entry: auditLog, operatorName: operators.name })
    .from(auditLog)
    .innerJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(
      or(
        and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(id))),
        paymentIds.length ? and(eq(auditLog.entity, 'payment'), inArray(auditLog.entityId, paymentIds)) : undefined,
      ),
    )
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  const invoice = invoiceRows[0];
  const quote = quoteRows[0];
  return {
    Id: o.id,
    OrderNo: o.orderNo,
    Status: o.status,
    StatusName: orderStatusName(o.status, parcels.length > 0),
    TotalAmount: o.totalAmount,
    RegionName: row.regionName,
    Company: { Id: o.companyId, Name: row.companyName },
    Buyer: { Id: o.userId, Name: row.buyerName, Email: row.buyerEmail },
    Items: items.map((i) => ({
      Id: i.id,
      ProductId: i.productId,
      Name: i.name,
      Model: i.model,
      Unit: i.unit,
      UnitPrice: i.unitPrice,
      Quantity: i.quantity,
      Subtotal: i.subtotal,
      ShippedQuantity: i.shippedQuantity,
      RefundedQuantity: 0,
    })),
    DeliveryAddress: (o.deliveryAddress as OperatorOrderDetail['DeliveryAddress']) ?? null,
    Note: o.note,
    PurchaseOrderNo: o.purchaseOrderNo,
    RemittanceCode: o.remittanceCode,
    InvoiceType: o.invoiceType,
    InvoiceTitle: (o.invoiceTitle as OperatorOrderDetail['InvoiceTitle']) ?? null,
    InvoiceAddress: (o.invoiceAddress as OperatorOrderDetail['InvoiceAddress']) ?? null,
    CreatedAt: o.createdAt.toISOString(),
    PayBefore: o.payBefore.toISOString(),
    PaidAt: o.paidAt?.toISOString() ?? null,
    CancelledAt: o.cancelledAt?.toISOString() ?? null,
    Payments: paymentRows.map((p) => ({
      Id: p.id,
      Method: p.method,
      MethodName: PaymentMethodName[p.method as keyof typeof PaymentMethodName] ?? p.method,
      Status: p.status,
      Amount: p.amount,
      ProviderRef: p.providerRef,
      PaidAt: p.paidAt?.toISOString() ?? null,
      ...(p.shortAmount ? { ShortAmount: p.shortAmount, ShortReason: p.shortReason } : {}),
      RefundDue: p.refundDue,
      RefundedAt: p.refundedAt?.toISOString() ?? null,
      RefundRef: p.refundRef,
    })),
    Parcels: parcels.map(toParcel),
    Invoice: invoice
      ? {
          Id: invoice.id,
          InvoiceNo: invoice.invoiceNo,
          Status: invoice.status,
          StatusName: InvoiceStatusName[invoice.status] ?? '',
        }
      : null,
    Quote: quote ? { Id: quote.id, TotalAmount: quote.totalAmount, CreatedAt: quote.createdAt.toISOString() } : null,
    Timeline: events.map((e) => ({
      Status: e.status,
      StatusName: orderEventStatusName(e.status),
      Note: e.note,
      CreatedAt: e.createdAt.toISOString(),
    })),
    Audit: auditRows.map((r) => toAuditEntry(r.entry, r.operatorName)),
  };
}
