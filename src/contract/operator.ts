/**
 * The operator (运营) console's API: /api/Operator/… — login, dashboard, audit log, company review,
 * transfer matching and refunds. Every route but login is refused (403) to anyone but an operator.
 * See docs/api.md "Operator console".
 */
import { type Static, Type } from 'typebox';
import { OrderDeliveryAddress } from './addresses.js';
import { DateTime, Id, Keyword, Money, Page, PageQuery } from './common.js';
import { OperatorRoleSchema } from './operator-accounts.js';
import { TransferVoucher } from './transfers.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
/** An amount typed by an operator: up to 2 decimal places ("1280", "1280.5", "1280.50"). */
export const MoneyInput = Type.String({
  pattern: '^\\d{1,12}(\\.\\d{1,2})?$',
  'x-message': '请输入正确的金额（最多两位小数）',
});
const DateOnly = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  format: 'date',
  'x-message': '日期格式应为 YYYY-MM-DD',
});

/* ------------------------------------------------------------------ accounts */

export const OperatorLoginBody = Type.Object(
  {
    Email: Type.String({ minLength: 1, maxLength: 254 }),
    Password: Type.String({ minLength: 1, maxLength: 128 }),
    /** Required after 3 failed attempts for the address (the answer then says CaptchaRequired). */
    CaptchaId: Type.Optional(Type.String({ maxLength: 200 })),
    CaptchaCode: Type.Optional(Type.String({ maxLength: 20 })),
  },
  { additionalProperties: false },
);
export type OperatorLoginBody = Static<typeof OperatorLoginBody>;

export const OperatorInfo = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  Email: Type.String(),
  /** OperatorRole values (src/contract/operator-roles.ts): what the console shows this operator. */
  Roles: Type.Array(OperatorRoleSchema),
});
export type OperatorInfo = Static<typeof OperatorInfo>;

/* ------------------------------------------------------------------ dashboard */

export const Dashboard = Type.Object({
  /** China time (Asia/Shanghai) calendar day and month. */
  Today: Type.Object({ Orders: Type.Integer(), Amount: Money }),
  Month: Type.Object({ Orders: Type.Integer(), Amount: Money }),
  /** The previous periods to compare with: yesterday up to this time of day, last month up to this day and time. */
  Yesterday: Type.Object({ Orders: Type.Integer(), Amount: Money }),
  LastMonth: Type.Object({ Orders: Type.Integer(), Amount: Money }),
  /** Orders placed on each of the last 7 China days (oldest first, today last). */
  Trend: Type.Array(Type.Object({ Day: Type.String(), Orders: Type.Integer(), Amount: Money })),
  /** How many items wait in each queue. */
  Queues: Type.Object({
    CompaniesToReview: Type.Integer(),
    TransfersToConfirm: Type.Integer(),
    RefundsDue: Type.Integer(),
    OrdersToShip: Type.Integer(),
    InvoicesToIssue: Type.Integer(),
    /** Consultations (咨询) no operator has quoted yet. */
    InquiriesToQuote: Type.Integer(),
    /** After-sales requests waiting for the operator (待审核, and returns arrived to confirm: 待收货). */
    AfterSalesToHandle: Type.Optional(Type.Integer()),
  }),
});
export type Dashboard = Static<typeof Dashboard>;

/* ------------------------------------------------------------------ audit log */

export const AuditQuery = Type.Object({
  ...PageQuery.properties,
  entity: Type.Optional(Type.String({ maxLength: 32 })),
  entityId: Type.Optional(Type.String({ maxLength: 40 })),
  action: Type.Optional(Type.String({ maxLength: 48 })),
  operatorId: Type.Optional(Id),
  from: Type.Optional(DateOnly),
  to: Type.Optional(DateOnly),
});
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditEntry = Type.Object({
  Id: Type.Integer(),
  OperatorId: Type.Integer(),
  OperatorName: Type.String(),
  Action: Type.String(),
  ActionName: Type.String(),
  Entity: Type.String(),
  EntityId: Type.String(),
  Before: Nullable(Type.Record(Type.String(), Type.Unknown())),
  After: Nullable(Type.Record(Type.String(), Type.Unknown())),
  CreatedAt: DateTime,
});
export type AuditEntry = Static<typeof AuditEntry>;
export const AuditPage = Page(AuditEntry);
export type AuditPage = Static<typeof AuditPage>;

/* ------------------------------------------------------------------ company review */

export const CompanyReviewQuery = Type.Object({
  ...PageQuery.properties,
  /** CompanyStatus; default 20 (待审核). */
  status: Type.Optional(Type.Union([Type.Literal(10), Type.Literal(20), Type.Literal(30), Type.Literal(40)])),
  keyword: Type.Optional(Keyword),
});
export type CompanyReviewQuery = Static<typeof CompanyReviewQuery>;

export const ReviewCompany = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  CreditCode: Type.String(),
  StatusEnum: Nullable(Type.Integer()),
  StatusName: Type.String(),
  RegisteredAddress: Type.String(),
  ContactName: Type.String(),
  ContactPhone: Type.String(),
  Industry: Type.String(),
  Size: Type.String(),
  ReviewNote: Type.String(),
  /** When the evidence was submitted: at registration, then at each submission for review. */
  SubmittedAt: Nullable(DateTime),
  /** The 营业执照 picture: a signed link for operators only (expires; null: none on file). */
  LicenseImageUrl: Nullable(Type.String()),
  ReviewedAt: Nullable(DateTime),
  CreatedAt: DateTime,
  /** The company's registrant (管理员 who registered it): who is mailed about the review. */
  AdminName: Type.String(),
  AdminEmail: Type.String(),
  UserCount: Type.Integer(),
});
export type ReviewCompany = Static<typeof ReviewCompany>;
export const ReviewCompanyPage = Page(ReviewCompany);
export type ReviewCompanyPage = Static<typeof ReviewCompanyPage>;

export const RejectCompanyBody = Type.Object(
  { Reason: Type.String({ minLength: 1, maxLength: 500, 'x-message': '请填写驳回原因' }) },
  { additionalProperties: false },
);
export type RejectCompanyBody = Static<typeof RejectCompanyBody>;

/* ------------------------------------------------------------------ payments */

export const TransferQuery = Type.Object({
  ...PageQuery.properties,
  keyword: Type.Optional(Keyword),
});
export type TransferQuery = Static<typeof TransferQuery>;

/** An order waiting for its bank transfer (对公转账). */
export const PendingTransfer = Type.Object({
  OrderId: Type.Integer(),
  OrderNo: Type.String(),
  CompanyName: Type.String(),
  RemittanceCode: Type.String(),
  TotalAmount: Money,
  PayBefore: DateTime,
  CreatedAt: DateTime,
  /** The buyer's transfer vouchers (回单) for this order. */
  Vouchers: Type.Array(TransferVoucher),
  /** The open 合并转账 this order is in (its code pays it with the others), or null. */
  BatchCode: Type.Union([Type.String(), Type.Null()]),
});
export type PendingTransfer = Static<typeof PendingTransfer>;
export const PendingTransferPage = Page(PendingTransfer);
export type PendingTransferPage = Static<typeof PendingTransferPage>;

/** A received transfer as the operator reads it off the bank statement. */
export const ConfirmTransferBody = Type.Object(
  {
    RemittanceCode: Type.String({ minLength: 1, maxLength: 16, 'x-message': '请填写汇款识别码' }),
    Amount: MoneyInput,
    /** The bank statement line's reference (银行流水号): a line is applied once. */
    BankRef: Type.String({ minLength: 1, maxLength: 64, 'x-message': '请填写银行流水号' }),
    /**
     * Why a transfer short by no more than TRANSFER_TOLERANCE is accepted (e.g. 银行手续费); needed only then,
     * ignored for an exact amount.
     */
    ShortReason: Type.Optional(Type.String({ maxLength: 200, 'x-message': '少收原因最多 200 个字' })),
  },
  { additionalProperties: false },
);
export type ConfirmTransferBody = Static<typeof ConfirmTransferBody>;

export const ConfirmTransferResult = Type.Object({
  OrderId: Type.Integer(),
  OrderNo: Type.String(),
  PaymentId: Type.Integer(),
  /** What arrived (the order's amount, or less by the accepted ShortAmount). */
  Amount: Money,
  /** What an accepted short transfer lacked; null for an exact one. */
  ShortAmount: Nullable(Money),
});
export type ConfirmTransferResult = Static<typeof ConfirmTransferResult>;

/** Money received for an order that was already paid or cancelled: to be returned. */
export const Refund = Type.Object({
  PaymentId: Type.Integer(),
  OrderId: Type.Integer(),
  OrderNo: Type.String(),
  CompanyName: Type.String(),
  Method: Type.String(),
  MethodName: Type.String(),
  Amount: Money,
  ProviderRef: Type.String(),
  ReceivedAt: DateTime,
  RefundedAt: Nullable(DateTime),
  RefundRef: Type.String(),
});
export type Refund = Static<typeof Refund>;
export const RefundPage = Page(Refund);
export type RefundPage = Static<typeof RefundPage>;

export const RefundQuery = Type.Object({
  ...PageQuery.properties,
  /** 'due' (default): not refunded yet; 'done': refunded. */
  state: Type.Optional(Type.Union([Type.Literal('due'), Type.Literal('done')])),
});
export type RefundQuery = Static<typeof RefundQuery>;

export const RefundBody = Type.Object(
  { RefundRef: Type.String({ minLength: 1, maxLength: 64, 'x-message': '请填写退款流水号' }) },
  { additionalProperties: false },
);
export type RefundBody = Static<typeof RefundBody>;

/* ------------------------------------------------------------------ fulfilment */

export const FulfilmentQuery = Type.Object({
  ...PageQuery.properties,
  /** 'to-ship' (default): paid, not fully shipped; 'shipped': waiting for the buyer's receipt. */
  state: Type.Optional(Type.Union([Type.Literal('to-ship'), Type.Literal('shipped')])),
  keyword: Type.Optional(Keyword),
});
export type FulfilmentQuery = Static<typeof FulfilmentQuery>;

export const ShipmentView = Type.Object({
  Id: Type.Integer(),
  Carrier: Type.String(),
  TrackingNo: Type.String(),
  Items: Type.Array(Type.Object({ OrderItemId: Type.Integer(), Name: Type.String(), Quantity: Type.Integer() })),
  CreatedAt: DateTime,
});
export type ShipmentView = Static<typeof ShipmentView>;

export const FulfilmentOrder = Type.Object({
  OrderId: Type.Integer(),
  OrderNo: Type.String(),
  Status: Type.Integer(),
  StatusName: Type.String(),
  CompanyName: Type.String(),
  BuyerName: Type.String(),
  TotalAmount: Money,
  PaidAt: Nullable(DateTime),
  Lines: Type.Array(
    Type.Object({
      OrderItemId: Type.Integer(),
      Name: Type.String(),
      Model: Type.String(),
      Unit: Type.String(),
      Quantity: Type.Integer(),
      ShippedQuantity: Type.Integer(),
    }),
  ),
  Shipments: Type.Array(ShipmentView),
  /** Where the parcels go and what the buyer asked for (shown in the shipping dialog). */
  DeliveryAddress: Type.Optional(Nullable(OrderDeliveryAddress)),
  Note: Type.Optional(Type.String()),
  /** Shipped orders: when the order completes by itself unless the buyer confirms receipt first. */
  AutoCompleteAt: Nullable(DateTime),
});
export type FulfilmentOrder = Static<typeof FulfilmentOrder>;
export const FulfilmentPage = Page(FulfilmentOrder);
export type FulfilmentPage = Static<typeof FulfilmentPage>;

export const ShipBody = Type.Object(
  {
    /** A carrier of src/contract/carriers.ts (name or code), 自提, or another carrier's name (其他). */
    Carrier: Type.String({ minLength: 1, maxLength: 32, 'x-message': '请填写承运商' }),
    /** Checked against the carrier's pattern; empty for 自提. */
    TrackingNo: Type.String({
      pattern: '^([A-Za-z0-9 -]{0,64})$',
      'x-message': '请填写正确的运单号（字母、数字或短横线）',
    }),
    /** The lines and quantities in this parcel; absent: everything not shipped yet. */
    Lines: Type.Optional(
      Type.Array(
        Type.Object(
          { OrderItemId: Id, Quantity: Type.Integer({ minimum: 1, maximum: 1_000_000 }) },
          { additionalProperties: false },
        ),
        { minItems: 1, maxItems: 200 },
      ),
    ),
  },
  { additionalProperties: false },
);
export type ShipBody = Static<typeof ShipBody>;
