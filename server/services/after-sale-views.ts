import { asc, eq, inArray } from 'drizzle-orm';
import type { AfterSale } from '../../src/contract/after-sales.js';
import {
  AfterSaleStatusName,
  type AfterSaleType,
  AfterSaleTypeName,
  type PaymentMethod,
  PaymentMethodName,
} from '../../src/contract/enums.js';
import type { Db } from '../db/client.js';
import {
  afterSaleEvents,
  afterSaleLines,
  type afterSales,
  companies,
  orderItems,
  orders,
  payments,
  users,
} from '../db/schema.js';

type AfterSaleRow = typeof afterSales.$inferSelect;

/** The API's `AfterSale` of each row, in the rows' order. */
export async function afterSaleViews(db: Db, rows: AfterSaleRow[]): Promise<AfterSale[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const orderIds = [...new Set(rows.map((r) => r.orderId))];
  const [lines, steps, orderRows, people, paid] = await Promise.all([
    db
      .select({ line: afterSaleLines, item: orderItems })
      .from(afterSaleLines)
      .innerJoin(orderItems, eq(orderItems.id, afterSaleLines.orderItemId))
      .where(inArray(afterSaleLines.afterSaleId, ids))
      .orderBy(asc(afterSaleLines.id)),
    db
      .select()
      .from(afterSaleEvents)
      .where(inArray(afterSaleEvents.afterSaleId, ids))
      .orderBy(asc(afterSaleEvents.createdAt), asc(afterSaleEvents.id)),
    db
      .select({ id: orders.id, orderNo: orders.orderNo, companyName: companies.name })
      .from(orders)
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .where(inArray(orders.id, orderIds)),
    db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(
        inArray(
          users.id,
          rows.map((r) => r.userId),
        ),
      ),
    db.select({ id: payments.id, method: payments.method }).from(payments).where(inArray(payments.orderId, orderIds)),
  ]);
  const orderOf = new Map(orderRows.map((o) => [o.id, o]));
  const nameOf = new Map(people.map((p) => [p.id, p.name]));
  const methodOf = new Map(paid.map((p) => [p.id, p.method as PaymentMethod]));
  return rows.map((r) => ({
    Id: r.id,
    AfterSaleNo: r.afterSaleNo,
    OrderId: r.orderId,
    OrderNo: orderOf.get(r.orderId)?.orderNo ?? '',
    Type: r.type as AfterSaleType,
    TypeName: AfterSaleTypeName[r.type as AfterSaleType] ?? r.type,
    Status: r.status,
    StatusName: AfterSaleStatusName[r.status] ?? '',
    Lines: lines
      .filter((l) => l.line.afterSaleId === r.id)
      .map(({ line, item }) => ({
        OrderItemId: item.id,
        ProductId: item.productId,
        Name: item.name,
        Unit: item.unit,
        UnitPrice: item.unitPrice,
        Quantity: line.quantity,
        Amount: line.amount,
      })),
    Amount: r.amount,
    Reason: r.reason,
    Description: r.description,
    Images: r.images,
    RejectReason: r.rejectReason,
    ReturnCarrier: r.returnCarrier,
    ReturnTrackingNo: r.returnTrackingNo,
    RefundMethod: r.paymentId ? (PaymentMethodName[methodOf.get(r.paymentId)!] ?? null) : null,
    RefundRef: r.refundRef,
    RefundedAt: r.refundedAt?.toISOString() ?? null,
    CreatedAt: r.createdAt.toISOString(),
    BuyerName: nameOf.get(r.userId) ?? '',
    CompanyName: orderOf.get(r.orderId)?.companyName ?? '',
    Timeline: steps
      .filter((s) => s.afterSaleId === r.id)
      .map((s) => ({
        Status: s.status,
        StatusName: AfterSaleStatusName[s.status] ?? '',
        Note: s.note,
        CreatedAt: s.createdAt.toISOString(),
      })),
  }));
}

/**
 * One step of a request, everywhere it shows: its own timeline, the order's timeline (售后), and the mail to
 * the buyer after commit (with the stock that came back, for the catalogue cache).
 */
