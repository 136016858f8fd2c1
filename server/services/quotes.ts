/**
 * Quotes (报价) as the buyer sees them: list and detail of the company's quotes, decline, and accept — which
 * creates the order at the quoted prices through createOrder (company unpaid-order limit, stock of online
 * products, one transaction, Idempotency-Key at the route). Tamper-proof: the prices come from the stored
 * quote, and the lines the buyer confirms must equal it exactly; the quote row is locked, so two accepts
 * make one order (and orders.quote_id is unique as a backstop).
 * Visibility, as for orders: an admin (管理员) sees the company's quotes, anyone else their own.
 */
import { and, asc, desc, eq, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import { chinaDayEnd, compactDate, formatDate } from '../../src/contract/dates.js';
import { InvoiceType, OrderStatus, QuoteStatus, QuoteStatusName } from '../../src/contract/enums.js';
import type { OrderDetail } from '../../src/contract/orders.js';
import type { RequestRevisionBody } from '../../src/contract/quote-terms.js';
import type { AcceptQuoteBody, DeclineQuoteBody, Quote, QuoteListQuery, QuotePage } from '../../src/contract/quotes.js';
import type { Db } from '../db/client.js';
import {
  companies,
  consultations,
  operators,
  orders,
  products,
  quoteItems,
  quotes,
  regions,
  users,
} from '../db/schema.js';
import { conflict, notFound } from '../errors.js';
import type { AuthContext } from '../plugins/auth.js';
import { pageOf } from './catalogue.js';
import { Dec, lineTotal, sameAmount } from './money.js';
import { createOrder, DEFAULT_MAX_UNPAID_ORDERS, type OrderLimits } from './order-create.js';
import type { AfterCommit } from './order-events.js';
import type { PricedLine } from './pricing.js';
import { currentVersion, readVersions, recordRevisionRequest, termsFields } from './quote-terms.js';

/** BJ20261122 0007: 报价 + the China day it was made + the id, zero-padded to 4 digits. */
export function quoteNo(id: number, at: Date): string {
  return `BJ${compactDate(at)}${String(id).padStart(4, '0')}`;
}

/** The status a reader sees: a pending quote whose validity day has passed (China time) reads as expired. */
export function effectiveStatus(q: { status: number; validUntil: string }, now: Date): number {
  return q.status === QuoteStatus.Pending && now.getTime() >= chinaDayEnd(q.validUntil).getTime()
    ? QuoteStatus.Expired
    : q.status;
}

export function quoteScope(auth: Pick<AuthContext, 'companyId' | 'userId' | 'isAdmin'>): SQL {
  return auth.isAdmin
    ? eq(quotes.companyId, auth.companyId)
    : and(eq(quotes.companyId, auth.companyId), eq(quotes.userId, auth.userId))!;
}

/** The SQL condition of an effective status (today: the China day of `now`). */
export function quoteStatusCondition(status: number, now: Date): SQL {
  const today = formatDate(now);
  if (status === QuoteStatus.Expired) return and(eq(quotes.status, QuoteStatus.Pending), lt(quotes.validUntil, today))!;
  if (status === QuoteStatus.Pending)
    return and(eq(quotes.status, QuoteStatus.Pending), gte(quotes.validUntil, today))!;
  return eq(quotes.status, status);
}

const quoteColumns = {
  quote: quotes,
  regionName: regions.name,
  buyerName: users.name,
  companyName: companies.name,
  operatorName: operators.name,
  consultationAt: consultations.createdAt,
  productId: consultations.productId,
  orderId: orders.id,
  orderNo: orders.orderNo,
  cancelledOrders: sql<
    { Id: number; OrderNo: string }[]
  >`(select coalesce(json_agg(json_build_object('Id', o.id, 'OrderNo', o.order_no) order by o.id), '[]'::json) from orders o where o.quote_id = "quotes"."id" and o.status = ${OrderStatus.Cancelled})`,
};

/** Quotes with everything shown about them, lines included, in the given order. */
export async function readQuotes(
  db: Db,
  where: SQL | undefined,
  now: Date,
  paging?: { limit: number; offset: number },
): Promise<Quote[]> {
  const base = db
    .select(quoteColumns)
    .from(quotes)
    .innerJoin(regions, eq(regions.id, quotes.regionId))
    .innerJoin(users, eq(users.id, quotes.userId))
    .innerJoin(companies, eq(companies.id, quotes.companyId))
    .innerJoin(operators, eq(operators.id, quotes.operatorId))
    .innerJoin(consultations, eq(consultations.id, quotes.consultationId))
    .leftJoin(orders, and(eq(orders.quoteId, quotes.id), ne(orders.status, OrderStatus.Cancelled)))
    .where(where)
    .orderBy(desc(quotes.createdAt), desc(quotes.id));
  const rows = paging ? await base.limit(paging.limit).offset(paging.offset) : await base;
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(quoteItems)
    .where(
      inArray(
        quoteItems.quoteId,
        rows.map((r) => r.quote.id),
      ),
    )
    .orderBy(asc(quoteItems.id));
  const versions = await readVersions(
    db,
    rows.map((r) => r.quote.id),
  );
  return rows.map((r) => {
    const q = r.quote;
    const status = effectiveStatus(q, now);
    return {
      Id: q.id,
      QuoteNo: quoteNo(q.id, q.createdAt),
      Status: status,
      StatusName: QuoteStatusName[status] ?? '',
      ConsultationId: q.consultationId,
      ConsultationNo: `ZX${compactDate(r.consultationAt)}${String(q.consultationId).padStart(4, '0')}`,
      ProductId: r.productId,
      Region: q.regionId,
      RegionName: r.regionName,
      Items: lines
        .filter((l) => l.quoteId === q.id)
        .map((l) => ({
          ProductId: l.productId,
          Name: l.name,
          Model: l.model,
          ImageUrl: l.imageUrl,
          Unit: l.unit,
          UnitPrice: l.unitPrice,
          Quantity: l.quantity,
          Subtotal: l.subtotal,
        })),
      TotalAmount: q.totalAmount,
      ...termsFields(versions.get(q.id), q, status),
      ValidUntil: q.validUntil,
      Note: q.note,
      DeclineReason: q.declineReason,
      BuyerName: r.buyerName,
      CompanyName: r.companyName,
      OperatorName: r.operatorName,
      CreatedAt: q.createdAt.toISOString(),
      DecidedAt: q.decidedAt?.toISOString() ?? null,
      OrderId: r.orderId,
      OrderNo: r.orderNo,
      CancelledOrders:
        typeof r.cancelledOrders === 'string' ? JSON.parse(r.cancelledOrders) : (r.cancelledOrders ?? []),
      CanAccept: status === QuoteStatus.Pending,
    };
  });
}

export async function listQuotes(db: Db, auth: AuthContext, query: QuoteListQuery, now: Date): Promise<QuotePage> {
  const { page, pageSize, offset } = pageOf(query);
  const where: SQL[] = [quoteScope(auth)];
  if (query.status !== undefined) where.push(quoteStatusCondition(query.status, now));
  if (query.productId !== undefined) where.push(eq(consultations.productId, query.productId));
  const filter = and(...where);
  const [items, [total]] = await Promise.all([
    readQuotes(db, filter, now, { limit: pageSize, offset }),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(quotes)
      .innerJoin(consultations, eq(consultations.id, quotes.consultationId))
      .where(filter),
  ]);
  return { Items: items, Total: Number(total?.n ?? 0), Page: page, PageSize: pageSize };
}

export async function getQuote(db: Db, auth: AuthContext, id: number, now: Date): Promise<Quote> {
  const [quote] = await readQuotes(db, and(eq(quotes.id, id), quoteScope(auth)), now);
  if (!quote) throw notFound('报价不存在');
  return quote;
}

/** The order's link to the quote it was made from: its number and the version accepted (the current one). */
export async function withQuoteRef<T extends { QuoteId?: number | null }>(
  db: Db,
  order: T,
): Promise<T & { QuoteNo: string | null; QuoteVersion: number | null }> {
  if (!order.QuoteId) return { ...order, QuoteNo: null, QuoteVersion: null };
  const [q] = await db
    .select({ createdAt: quotes.createdAt })
    .from(quotes)
    .where(eq(quotes.id, order.QuoteId))
    .limit(1);
  const version = await currentVersion(db, order.QuoteId);
  return { ...order, QuoteNo: q ? quoteNo(order.QuoteId, q.createdAt) : null, QuoteVersion: version };
}

/** Any company's quote, for the console (its PDF). */
export async function operatorQuote(db: Db, id: number, now: Date): Promise<Quote> {
  const [quote] = await readQuotes(db, eq(quotes.id, id), now);
  if (!quote) throw notFound('报价不存在');
  return quote;
}

/** Locks the caller's quote and refuses it unless it can still be decided (pending, within its validity). */
async function lockPendingQuote(tx: Db, auth: AuthContext, id: number, now: Date) {
  const [q] = await tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, id), quoteScope(auth)))
    .for('update');
  if (!q) throw notFound('报价不存在');
  if (q.status === QuoteStatus.Accepted) {
    const [order] = await tx
      .select({ no: orders.orderNo })
      .from(orders)
      .where(and(eq(orders.quoteId, id), ne(orders.status, OrderStatus.Cancelled)))
      .limit(1);
    throw conflict(`该报价已接受${order ? `，已生成订单 ${order.no}` : ''}，不能重复下单`);
  }
  if (q.status === QuoteStatus.Declined) throw conflict('该报价已拒绝，如需采购请重新咨询');
  if (effectiveStatus(q, now) === QuoteStatus.Expired) {
    throw conflict(`报价已过期（有效期至 ${q.validUntil}），请重新咨询获取报价`);
  }
  return q;
}

/** Same lines, quantities and prices as the stored quote, and the same total: anything else is refused. */
function assertSameLines(stored: (typeof quoteItems.$inferSelect)[], body: AcceptQuoteBody, total: string): void {
  const changed = () => conflict('报价内容与您确认的不一致（商品、数量或价格已变更），请刷新后重新确认');
  if (stored.length !== body.Items.length || !sameAmount(total, body.TotalAmount)) throw changed();
  const remaining = [...stored];
  for (const line of body.Items) {
    const at = remaining.findIndex(
      (s) => s.productId === line.ProductId && s.quantity === line.Quantity && sameAmount(s.unitPrice, line.UnitPrice),
    );
    if (at < 0) throw changed();
    remaining.splice(at, 1);
  }
}

/** Accepts a quote: the order at the quoted prices, in the caller's transaction (runIdempotent's). */
export async function acceptQuote(
  tx: Db,
  outbox: AfterCommit,
  auth: AuthContext,
  id: number,
  body: AcceptQuoteBody,
  now: Date,
  limits: OrderLimits = { maxUnpaidOrders: DEFAULT_MAX_UNPAID_ORDERS },
): Promise<OrderDetail> {
  const q = await lockPendingQuote(tx, auth, id, now);
  const version = await currentVersion(tx, id);
  if (body.Version !== undefined && body.Version !== version) {
    throw conflict(`该报价已更新为版本 ${version}，只能接受最新版本，请查看后重新确认`);
  }
  const stored = await tx.select().from(quoteItems).where(eq(quoteItems.quoteId, id)).orderBy(asc(quoteItems.id));
  assertSameLines(stored, body, q.totalAmount);
  const invoiceType = body.InvoiceType ?? InvoiceType.None;
  const order = await createOrder(
    tx,
    outbox,
    auth,
    {
      Region: q.regionId,
      InvoiceType: invoiceType,
      ...(body.InvoiceTitleId ? { InvoiceTitleId: body.InvoiceTitleId } : {}),
      ...(body.InvoiceAddressId ? { InvoiceAddressId: body.InvoiceAddressId } : {}),
      ...(body.DeliveryAddressId ? { DeliveryAddressId: body.DeliveryAddressId } : {}),
      PurchaseOrderNo: body.PurchaseOrderNo ?? '',
      // The order links its quote (orders.quote_id, QuoteId/QuoteNo on the order); the note stays the buyer's.
      Note: body.Note?.trim() ?? '',
    },
    now,
    limits,
    {
      quoteId: q.id,
      // Runs after the company lock (as the cart's pricing does): products locked in id order.
      price: async (inner) => {
        const ids = [...new Set(stored.map((l) => l.productId))].sort((a, b) => a - b);
        const rows = await inner
          .select()
          .from(products)
          .where(inArray(products.id, ids))
          .orderBy(asc(products.id))
          .for('update');
        const byId = new Map(rows.map((p) => [p.id, p]));
        const lines: PricedLine[] = stored.map((l) => {
          const product = byId.get(l.productId);
          if (!product?.onSale) throw conflict(`「${l.name}」已下架，无法按此报价下单，请联系客服重新报价`);
          return {
            lineId: -l.id,
            productId: l.productId,
            name: l.name,
            model: l.model,
            imageUrl: l.imageUrl,
            unit: l.unit,
            unitPrice: l.unitPrice,
            quantity: l.quantity,
            subtotal: lineTotal(l.unitPrice, l.quantity),
            madeToOrder: product.catalogue === 'consultation',
          };
        });
        // What the buyer pays: the lines, the tax when added on top (不含税) and the freight, as quoted.
        return { lines, total: new Dec(q.totalAmount) };
      },
    },
  );
  await tx.update(quotes).set({ status: QuoteStatus.Accepted, decidedAt: now }).where(eq(quotes.id, id));
  return order;
}

export async function declineQuote(
  db: Db,
  auth: AuthContext,
  id: number,
  body: DeclineQuoteBody,
  now: Date,
): Promise<Quote> {
  await db.transaction(async (tx) => {
    await lockPendingQuote(tx, auth, id, now);
    await tx
      .update(quotes)
      .set({ status: QuoteStatus.Declined, declineReason: body.Reason?.trim() ?? '', decidedAt: now })
      .where(eq(quotes.id, id));
  });
  return getQuote(db, auth, id, now);
}

/** The buyer asks for a new version with a note (pending quotes, one open request at a time). */
export async function requestRevision(
  db: Db,
  auth: AuthContext,
  id: number,
  body: RequestRevisionBody,
  now: Date,
): Promise<Quote> {
  await db.transaction(async (tx) => {
    await lockPendingQuote(tx, auth, id, now);
    await recordRevisionRequest(tx, id, body, now);
  });
  return getQuote(db, auth, id, now);
}
