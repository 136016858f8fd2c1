/**
 * 订单管理 in the operator console: every company's orders, filtered and searched (GET /api/Operator/orders),
 * exported as CSV/XLSX (…/export, same filters), and one order's whole story (…/orders/{id}).
 * Dates are China-time days; amounts are inclusive bounds. See docs/api.md "订单管理".
 */
import { type Static, Type } from 'typebox';
import { OrderDeliveryAddress } from './addresses.js';
import { DateTime, Id, Keyword, Money, Page, PageQuery } from './common.js';
import { PaymentMethods } from './enums.js';
import { AuditEntry, MoneyInput } from './operator.js';
import { OrderInvoiceAddress, OrderInvoiceTitle, Parcel } from './orders.js';

export { Parcel };

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const DateOnly = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  format: 'date',
  'x-message': '日期格式应为 YYYY-MM-DD',
});

export const OperatorOrderFilters = {
  /** OrderStatus (10 待支付 … 90 已取消). */
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  companyId: Type.Optional(Id),
  /** The buyer's name or e-mail (contains). */
  buyer: Type.Optional(Keyword),
  /** Placed on or after / on or before these China-time days (inclusive). */
  from: Type.Optional(DateOnly),
  to: Type.Optional(DateOnly),
  /** Orders with a payment of this method. */
  paymentMethod: Type.Optional(Type.Union(PaymentMethods.map((m) => Type.Literal(m)))),
  /** The order's region (销售区域) id. */
  region: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  minAmount: Type.Optional(MoneyInput),
  maxAmount: Type.Optional(MoneyInput),
  /** Order number, remittance code, tracking number or product model (contains; case-insensitive). */
  keyword: Type.Optional(Keyword),
};

export const OperatorOrderQuery = Type.Object({ ...PageQuery.properties, ...OperatorOrderFilters });
export type OperatorOrderQuery = Static<typeof OperatorOrderQuery>;

export const OperatorOrderExportQuery = Type.Object({
  ...OperatorOrderFilters,
  format: Type.Optional(Type.Union([Type.Literal('csv'), Type.Literal('xlsx')])),
});
export type OperatorOrderExportQuery = Static<typeof OperatorOrderExportQuery>;

export const OperatorOrderSummary = Type.Object({
  Id: Type.Integer(),
  OrderNo: Type.String(),
  Status: Type.Integer(),
  StatusName: Type.String(),
  TotalAmount: Money,
  CompanyId: Type.Integer(),
  CompanyName: Type.String(),
  BuyerName: Type.String(),
  BuyerEmail: Type.String(),
  RegionName: Type.String(),
  /** Methods of the order's payments ('sandbox', 'bank-transfer'), oldest first. */
  PaymentMethods: Type.Array(Type.String()),
  RemittanceCode: Type.String(),
  ItemCount: Type.Integer(),
  CreatedAt: DateTime,
  PaidAt: Nullable(DateTime),
});
export type OperatorOrderSummary = Static<typeof OperatorOrderSummary>;
export const OperatorOrderPage = Page(OperatorOrderSummary);
export type OperatorOrderPage = Static<typeof OperatorOrderPage>;

export const OperatorOrderDetail = Type.Object({
  Id: Type.Integer(),
  OrderNo: Type.String(),
  Status: Type.Integer(),
  StatusName: Type.String(),
  TotalAmount: Money,
  RegionName: Type.String(),
  Company: Type.Object({ Id: Type.Integer(), Name: Type.String() }),
  Buyer: Type.Object({ Id: Type.Integer(), Name: Type.String(), Email: Type.String() }),
  Items: Type.Array(
    Type.Object({
      Id: Type.Integer(),
      ProductId: Type.Integer(),
      Name: Type.String(),
      Model: Type.String(),
      Unit: Type.String(),
      UnitPrice: Money,
      Quantity: Type.Integer(),
      Subtotal: Money,
      ShippedQuantity: Type.Integer(),
      /** Returned through after-sales; 0 until after-sales records returns per line. */
      RefundedQuantity: Type.Integer(),
    }),
  ),
  DeliveryAddress: Nullable(OrderDeliveryAddress),
  Note: Type.String(),
  PurchaseOrderNo: Type.String(),
  RemittanceCode: Type.String(),
  InvoiceType: Type.Integer(),
  InvoiceTitle: Nullable(OrderInvoiceTitle),
  InvoiceAddress: Nullable(OrderInvoiceAddress),
  CreatedAt: DateTime,
  PayBefore: DateTime,
  PaidAt: Nullable(DateTime),
  CancelledAt: Nullable(DateTime),
  Payments: Type.Array(
    Type.Object({
      Id: Type.Integer(),
      Method: Type.String(),
      MethodName: Type.String(),
      Status: Type.Integer(),
      Amount: Money,
      ProviderRef: Nullable(Type.String()),
      PaidAt: Nullable(DateTime),
      /** A transfer accepted short (within TRANSFER_TOLERANCE): what it lacked and why. */
      ShortAmount: Type.Optional(Nullable(Money)),
      ShortReason: Type.Optional(Type.String()),
      RefundDue: Type.Boolean(),
      RefundedAt: Nullable(DateTime),
      RefundRef: Type.String(),
    }),
  ),
  Parcels: Type.Array(Parcel),
  Invoice: Nullable(
    Type.Object({ Id: Type.Integer(), InvoiceNo: Type.String(), Status: Type.Integer(), StatusName: Type.String() }),
  ),
  /** The quote (报价) it was accepted from. */
  Quote: Nullable(Type.Object({ Id: Type.Integer(), TotalAmount: Money, CreatedAt: DateTime })),
  Timeline: Type.Array(
    Type.Object({ Status: Type.Integer(), StatusName: Type.String(), Note: Type.String(), CreatedAt: DateTime }),
  ),
  /** Operator actions on the order and its payments, oldest first. */
  Audit: Type.Array(AuditEntry),
});
export type OperatorOrderDetail = Static<typeof OperatorOrderDetail>;
