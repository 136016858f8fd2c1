/** Orders (login). See docs/api.md "Orders, payments, invoices". Statuses: OrderStatus in ./enums.ts. */

import { type Static, Type } from 'typebox';
import { OrderDeliveryAddress } from './addresses.js';
import { DateTime, Id, Money, Page, type PageOf, PageQuery, SearchKeyword } from './common.js';
import { OrderApproval } from './governance.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const Region = Type.Integer({ minimum: 1, maximum: 1000 });
const DateOnly = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', 'x-message': '日期格式应为 YYYY-MM-DD' });

export const OrderPreviewBody = Type.Object({ Region }, { additionalProperties: false });
export type OrderPreviewBody = Static<typeof OrderPreviewBody>;

export const OrderLine = Type.Object({
  ProductId: Type.Integer(),
  Name: Type.String(),
  Model: Type.String(),
  ImageUrl: Type.String(),
  Unit: Type.String(),
  UnitPrice: Money,
  Quantity: Type.Integer(),
  Subtotal: Money,
});
export type OrderLine = Static<typeof OrderLine>;

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

export const OrderDetail = Type.Object({
  Id: Type.Integer(),
  OrderNo: Type.String(),
  Status: Type.Integer(),
  StatusName: Type.String(),
  TotalAmount: Money,
  Region: Type.Integer(),
  RegionName: Type.String(),
  Items: Type.Array(OrderLine),
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
    }),
  ),
  Invoice: Nullable(Type.Object({ Id: Type.Integer(), InvoiceNo: Type.String(), Status: Type.Integer() })),
  CanCancel: Type.Boolean(),
  CanPay: Type.Boolean(),
  /** The quote (报价) this order was created from by accepting it; null for cart checkouts. */
  QuoteId: Type.Optional(Nullable(Type.Integer())),
  /** The department the order counts against (governance), null when the buyer has none. */
  DepartmentId: Type.Optional(Nullable(Type.Integer())),
  /** Its approval (审批), null when it needed none. */
  Approval: Type.Optional(Nullable(OrderApproval)),
});
export type OrderDetail = Static<typeof OrderDetail>;
