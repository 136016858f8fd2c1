/** Orders (login). See docs/api.md "Orders, payments, invoices". Statuses: OrderStatus in ./enums.ts. */

import { type Static, Type } from 'typebox';
import { OrderDeliveryAddress } from './addresses.js';
import { DateTime, Id, Money, Page, type PageOf, PageQuery, SearchKeyword } from './common.js';
import { OrderApproval } from './governance.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const Region = Type.Integer({ minimum: 1, maximum: 1000 });
const DateOnly = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  format: 'date',
  'x-message': '日期格式应为 YYYY-MM-DD',
});

export const OrderPreviewBody = Type.Object({ Region }, { additionalProperties: false });
export type OrderPreviewBody = Static<typeof OrderPreviewBody>;

export const OrderLine = Type.Object({
  ProductId: Type.Integer(),
  Name: Type.String(),
  Model: Type.String(),
  ImageUrl: Type.String(),
  Unit: Type.String(),
  UnitPrice: Money,
  /** When the unit price is the company's 协议价: the list price at the line's quantity (shown struck through). */
  ListPrice: Type.Optional(Money),
  Quantity: Type.Integer(),
  Subtotal: Money,
});
export type OrderLine = Static<typeof OrderLine>;

/**
 * An order's line as the order shows it: its id (for after-sales and parcels) and what happened to it (the
 * server always answers these; optional so that fixtures of other screens need not spell them out).
 */
export const OrderDetailLine = Type.Object({
  ...OrderLine.properties,
  OrderItemId: Type.Optional(Type.Integer()),
  ShippedQuantity: Type.Optional(Type.Integer()),
  /** Refunded through after-sales (售后): unshipped goods (仅退款) or goods returned (退货退款). */
  RefundedQuantity: Type.Optional(Type.Integer()),
  RefundedAmount: Type.Optional(Money),
});
export type OrderDetailLine = Static<typeof OrderDetailLine>;

export const OrderPreview = Type.Object({ Items: Type.Array(OrderLine), TotalAmount: Money });
export type OrderPreview = Static<typeof OrderPreview>;

export const CreateOrderBody = Type.Object(
  {
    Region,
    /** 0 不开发票 · 1 普通发票 · 2 增值税专用发票 */
    InvoiceType: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
    InvoiceTitleId: Type.Optional(Id),
    InvoiceAddressId: Type.Optional(Id),
    CustomerId: Type.Optional(Id),
    /** One of the company's delivery addresses (/api/Company/delivery-addresses); kept on the order as a snapshot. */
    DeliveryAddressId: Type.Optional(Id),
    PurchaseOrderNo: Type.Optional(Type.String({ maxLength: 64 })),
    Note: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type CreateOrderBody = Static<typeof CreateOrderBody>;

export const OrderSortSchema = Type.Union([
  Type.Literal('created-desc'),
  Type.Literal('created-asc'),
  Type.Literal('amount-desc'),
  Type.Literal('amount-asc'),
]);

export const OrderListQuery = Type.Object({
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  /** Inclusive dates (China time), YYYY-MM-DD. */
  from: Type.Optional(DateOnly),
  to: Type.Optional(DateOnly),
  /** Order number, purchase order number or product name. */
  keyword: Type.Optional(SearchKeyword),
  /** Admins only: one buyer's orders (ignored for others, who always see their own). */
  buyerId: Type.Optional(Id),
  /** Governance: orders counted against this department. */
  departmentId: Type.Optional(Id),
  /** Governance: pending (待审批), approved, rejected, or none (needed no approval). */
  approval: Type.Optional(
    Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected'), Type.Literal('none')]),
  ),
  /** 售后: orders with any after-sales request, one still open (售后中), or one refunded (whole or in part). */
  afterSale: Type.Optional(Type.Union([Type.Literal('any'), Type.Literal('open'), Type.Literal('refunded')])),
  sort: Type.Optional(OrderSortSchema),
  ...PageQuery.properties,
});
export type OrderListQuery = Static<typeof OrderListQuery>;

export const OrderSummary = Type.Object({
  Id: Type.Integer(),
  OrderNo: Type.String(),
  Status: Type.Integer(),
  StatusName: Type.String(),
  TotalAmount: Money,
  ItemCount: Type.Integer(),
  BuyerName: Type.String(),
  CreatedAt: DateTime,
  PayBefore: DateTime,
  /** The status of the order's invoice (InvoiceStatus), null when not invoiced. */
  InvoiceStatus: Nullable(Type.Integer()),
  /** The latest after-sales request's status name (售后: 待审核, 已退款 …), null when none. */
  AfterSaleStatusName: Type.Optional(Nullable(Type.String())),
  /**
   * 售后 at a glance, over all the order's requests, null when it has none: `open` (one still being handled:
   * 售后中), `refunded` (the whole order refunded: 已退款), `partly-refunded` (some lines refunded: 部分退款),
   * `closed` (every request rejected or withdrawn: 售后已关闭). An open request wins over a refund already made.
   */
  AfterSaleState: Type.Optional(
    Nullable(
      Type.Union([
        Type.Literal('open'),
        Type.Literal('refunded'),
        Type.Literal('partly-refunded'),
        Type.Literal('closed'),
      ]),
    ),
  ),
  /** Paid on account (账期支付): owed on the company's monthly statement. */
  OnAccount: Type.Optional(Type.Boolean()),
});
export type OrderSummary = Static<typeof OrderSummary>;

export const OrderPage = Page(OrderSummary);
export type OrderPage = PageOf<OrderSummary>;

/** Snapshot of the invoice title chosen at checkout. */
export const OrderInvoiceTitle = Type.Object({
  Type: Type.Integer(),
  Name: Type.String(),
  TaxNumber: Type.String(),
  RegisteredAddress: Type.String(),
  RegisteredPhone: Type.String(),
  BankName: Type.String(),
  BankAccount: Type.String(),
});
export type OrderInvoiceTitle = Static<typeof OrderInvoiceTitle>;

/** Snapshot of the invoice address chosen at checkout. */
export const OrderInvoiceAddress = Type.Object({
  Recipient: Type.String(),
  Mobile: Type.String(),
  Province: Type.String(),
  City: Type.String(),
  District: Type.String(),
  Detail: Type.String(),
});
export type OrderInvoiceAddress = Static<typeof OrderInvoiceAddress>;

export const ParcelLine = Type.Object({ OrderItemId: Type.Integer(), Name: Type.String(), Quantity: Type.Integer() });
export type ParcelLine = Static<typeof ParcelLine>;

/** A parcel (包裹) as both the operator and the buyer see it: its lines and the carrier's tracking link. */
export const Parcel = Type.Object({
  Id: Type.Integer(),
  Carrier: Type.String(),
  TrackingNo: Type.String(),
  /** The carrier's tracking page for this number, null for 自提 / 其他. */
  TrackingUrl: Nullable(Type.String()),
  Items: Type.Array(ParcelLine),
  CreatedAt: DateTime,
});
export type Parcel = Static<typeof Parcel>;

export const OrderDetail = Type.Object({
  Id: Type.Integer(),
  OrderNo: Type.String(),
  Status: Type.Integer(),
  StatusName: Type.String(),
  TotalAmount: Money,
  Region: Type.Integer(),
  RegionName: Type.String(),
  Items: Type.Array(OrderDetailLine),
  InvoiceType: Type.Integer(),
  InvoiceTitle: Nullable(OrderInvoiceTitle),
  InvoiceAddress: Nullable(OrderInvoiceAddress),
  /** Where the goods go: the snapshot taken at checkout (null for orders placed without one). */
  DeliveryAddress: Type.Optional(Type.Union([OrderDeliveryAddress, Type.Null()])),
  Customer: Nullable(
    Type.Object({ Id: Type.Integer(), Name: Type.String(), ContactName: Type.String(), Mobile: Type.String() }),
  ),
  PurchaseOrderNo: Type.String(),
  Note: Type.String(),
  /** Written on a bank transfer (对公转账) so the payment can be matched to this order. */
  RemittanceCode: Type.String(),
  PayBefore: DateTime,
  PaidAt: Nullable(DateTime),
  CreatedAt: DateTime,
  BuyerName: Type.String(),
  Timeline: Type.Array(
    Type.Object({ Status: Type.Integer(), StatusName: Type.String(), Note: Type.String(), CreatedAt: DateTime }),
  ),
  Payments: Type.Array(
    Type.Object({
      Id: Type.Integer(),
      Method: Type.String(),
      Status: Type.Integer(),
      Amount: Money,
      PaidAt: Nullable(DateTime),
      /** A 对公转账 accepted short (within TRANSFER_TOLERANCE): what it lacked and the operator's reason. */
      ShortAmount: Type.Optional(Nullable(Money)),
      ShortReason: Type.Optional(Type.String()),
    }),
  ),
  Invoice: Nullable(Type.Object({ Id: Type.Integer(), InvoiceNo: Type.String(), Status: Type.Integer() })),
  CanCancel: Type.Boolean(),
  CanPay: Type.Boolean(),
  /** The quote (报价) this order was created from by accepting it; null for cart checkouts. */
  QuoteId: Type.Optional(Nullable(Type.Integer())),
  /** That quote's number (BJ…) and the version accepted: the order detail links to it. */
  QuoteNo: Type.Optional(Nullable(Type.String())),
  QuoteVersion: Type.Optional(Nullable(Type.Integer())),
  /** The money returned through after-sales so far (exact decimal). */
  RefundedAmount: Type.Optional(Money),
  /** 仅退款 is open (paid, something unshipped); 退货退款 is open (received, within RETURN_DAYS). */
  CanRequestRefund: Type.Optional(Type.Boolean()),
  CanRequestReturn: Type.Optional(Type.Boolean()),
  /** The parcels shipped so far, oldest first. */
  Parcels: Type.Optional(Type.Array(Parcel)),
  /** The department the order counts against (governance), null when the buyer has none. */
  DepartmentId: Type.Optional(Nullable(Type.Integer())),
  /** Its approval (审批), null when it needed none. */
  Approval: Type.Optional(Nullable(OrderApproval)),
});
export type OrderDetail = Static<typeof OrderDetail>;
