/**
 * The order list: the filters of a list query (scope, status, days, buyer, after-sales, keyword), its sort
 * orders and the summary rows with their correlated facts (invoice, parcels, on account, after-sales).
 */
import { and, asc, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { AfterSaleStatusName, OrderStatus, PaymentStatus } from '../../src/contract/enums.js';
import type { OrderListQuery, OrderPage, OrderSummary } from '../../src/contract/orders.js';
import type { Db } from '../db/client.js';
import { orders, users } from '../db/schema.js';
import type { AuthContext } from '../plugins/auth.js';
import { containsPattern, pageOf } from './catalogue.js';
import { governanceFilters, orderReadScope } from './governance/order-view.js';
import { AFTER_SALE_FILTER, afterSaleStateOf } from './order-after-sale-state.js';
import { orderStatusName } from './order-status.js';
import { dayAfter, dayStart } from './orders.js';

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

export function listFilters(auth: AuthContext, query: Omit<OrderListQuery, 'page' | 'pageSize' | 'sort'>): SQL {
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

export async function summaries(
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
