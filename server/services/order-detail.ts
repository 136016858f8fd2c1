/**
 * One order as the buyer sees it (OrderDetail): the mapping of an order and its parts, shared by the creation
 * answer and the detail read, and its parcels.
 */
import { and, asc, eq } from 'drizzle-orm';
import { trackingUrl } from '../../src/contract/carriers.js';
import { OrderStatus } from '../../src/contract/enums.js';
import type { OrderDetail, Parcel } from '../../src/contract/orders.js';
import type { Db } from '../db/client.js';
import {
  customers,
  invoiceOrders,
  invoices,
  orderEvents,
  orderItems,
  orders,
  payments,
  regions,
  shipments,
  users,
} from '../db/schema.js';
import { notFound } from '../errors.js';
import type { AuthContext } from '../plugins/auth.js';
import { orderReadScope, withGovernance } from './governance/order-view.js';
import { formatMoney, sumMoney } from './money.js';
import { orderEventStatusName, orderStatusName } from './order-status.js';
import { OPEN_STATUSES, returnUntilOf } from './orders.js';

/** The one mapping of an order and its parts to the API's `OrderDetail` (the creation answer and the detail read). */
export function toOrderDetail(
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
