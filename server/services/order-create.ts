/**
 * Placing an order: from the selected cart lines of a region (or an accepted quote) in one transaction: the
 * invoice and delivery copies, the company's unpaid-order limit, price, check and take stock, the governance's
 * first status, the timeline row, and the cart lines removed.
 */
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { InvoiceType } from '../../src/contract/enums.js';
import type { CreateOrderBody, OrderDetail } from '../../src/contract/orders.js';
import type { Db } from '../db/client.js';
import {
  cartItems,
  companies,
  customers,
  invoiceAddresses,
  invoiceTitles,
  orderItems,
  orders,
  products,
  users,
} from '../db/schema.js';
import { badRequest, conflict } from '../errors.js';
import type { AuthContext } from '../plugins/auth.js';
import { assertRegion } from './catalogue.js';
import { deliveryAddressForOrder } from './delivery-addresses.js';
import { evaluateApproval } from './governance/evaluate.js';
import { withGovernance } from './governance/order-view.js';
import { formatMoney } from './money.js';
import { toOrderDetail } from './order-detail.js';
import type { AfterCommit } from './order-events.js';
import { assertAddressInRegion, assertCompanyMayOrder } from './order-guards.js';
import { recordOrderStep } from './order-lifecycle.js';
import {
  addressSnapshotOf,
  newOrderNo,
  newRemittanceCode,
  OPEN_STATUSES,
  payBeforeNote,
  payDeadline,
  titleSnapshotOf,
} from './orders.js';
import { type PricedSelection, prefetchSelectedPrices, priceSelectedLines } from './pricing.js';

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
