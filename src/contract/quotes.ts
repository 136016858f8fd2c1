/**
 * Inquiries → quotes → orders (询价 → 报价 → 下单). An inquiry is a consultation (咨询, POST /api/Consultations)
 * on a consultation-only product; an operator answers it with a quote (priced lines for one region, valid
 * until a China-time day, a note); the company's buyer accepts it (an order at the quoted prices) or declines
 * it. Statuses: QuoteStatus / InquiryStatus in ./enums.ts. See docs/api.md "Quotes".
 */

import { type Static, Type } from 'typebox';
import { DateTime, Id, Money, Page, PageQuery } from './common.js';
import { QuoteTermsFields, QuoteTermsInput } from './quote-terms.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const Region = Type.Integer({ minimum: 1, maximum: 1000 });
const DateOnly = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  format: 'date',
  'x-message': '日期格式应为 YYYY-MM-DD',
});
/** A price typed by an operator: up to 2 decimal places ("1280", "1280.5", "1280.50"). */
const PriceInput = Type.String({
  pattern: '^\\d{1,12}(\\.\\d{1,2})?$',
  'x-message': '请输入正确的单价（最多两位小数）',
});
const Quantity = Type.Integer({ minimum: 1, maximum: 1_000_000, 'x-message': '数量应为 1–1000000 的整数' });

export const QuoteLine = Type.Object({
  ProductId: Type.Integer(),
  Name: Type.String(),
  Model: Type.String(),
  ImageUrl: Type.String(),
  Unit: Type.String(),
  UnitPrice: Money,
  Quantity: Type.Integer(),
  Subtotal: Money,
});
export type QuoteLine = Static<typeof QuoteLine>;

export const Quote = Type.Object({
  Id: Type.Integer(),
  /** BJ + the China day it was made + the id (at least 4 digits). */
  QuoteNo: Type.String(),
  /** QuoteStatus: 10 待确认 · 20 已接受 · 30 已拒绝 · 40 已过期 (a pending quote past its validity day). */
  Status: Type.Integer(),
  StatusName: Type.String(),
  ConsultationId: Type.Integer(),
  ConsultationNo: Type.String(),
  /** The product the inquiry was about. */
  ProductId: Type.Integer(),
  Region: Type.Integer(),
  RegionName: Type.String(),
  Items: Type.Array(QuoteLine),
  /** What the buyer pays: the lines, the tax when added on top (不含税) and the freight. */
  TotalAmount: Money,
  ...QuoteTermsFields,
  /** Last China-time day it can be accepted (inclusive). */
  ValidUntil: Type.String(),
  Note: Type.String(),
  DeclineReason: Type.String(),
  BuyerName: Type.String(),
  CompanyName: Type.String(),
  OperatorName: Type.String(),
  CreatedAt: DateTime,
  DecidedAt: Nullable(DateTime),
  /** The order accepting it created. */
  OrderId: Nullable(Type.Integer()),
  OrderNo: Nullable(Type.String()),
  /** Orders made from it and cancelled since (the quote went back to 待确认 each time). */
  CancelledOrders: Type.Optional(Type.Array(Type.Object({ Id: Type.Integer(), OrderNo: Type.String() }))),
  /** Pending and not yet past its validity day. */
  CanAccept: Type.Boolean(),
});
export type Quote = Static<typeof Quote>;

export const QuotePage = Page(Quote);
export type QuotePage = Static<typeof QuotePage>;

export const QuoteListQuery = Type.Object({
  ...PageQuery.properties,
  /** QuoteStatus (40: expired). */
  status: Type.Optional(Type.Integer({ minimum: 10, maximum: 40 })),
  /** Only the quotes answering inquiries about this product (the product page's inquiry state). */
  productId: Type.Optional(Id),
});
export type QuoteListQuery = Static<typeof QuoteListQuery>;

/** The lines as the buyer saw them: accepting is refused when they differ from the stored quote in any way. */
export const AcceptedLine = Type.Object(
  { ProductId: Id, Quantity: Type.Integer({ minimum: 1, maximum: 1_000_000 }), UnitPrice: Money },
  { additionalProperties: false },
);
export type AcceptedLine = Static<typeof AcceptedLine>;

export const AcceptQuoteBody = Type.Object(
  {
    Items: Type.Array(AcceptedLine, { minItems: 1, maxItems: 50 }),
    TotalAmount: Money,
    /** The version the buyer confirms: anything but the newest is refused (409). */
    Version: Type.Optional(Type.Integer({ minimum: 1 })),
    /** 0 不开发票 · 1 普通发票 · 2 增值税专用发票 (default 0; an invoice can also be requested later). */
    InvoiceType: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)])),
    InvoiceTitleId: Type.Optional(Id),
    InvoiceAddressId: Type.Optional(Id),
    DeliveryAddressId: Type.Optional(Id),
    PurchaseOrderNo: Type.Optional(Type.String({ maxLength: 64 })),
    Note: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type AcceptQuoteBody = Static<typeof AcceptQuoteBody>;

export const DeclineQuoteBody = Type.Object(
  { Reason: Type.Optional(Type.String({ maxLength: 200 })) },
  { additionalProperties: false },
);
export type DeclineQuoteBody = Static<typeof DeclineQuoteBody>;

/* ------------------------------------------------------------------ operator side */

export const Inquiry = Type.Object({
  Id: Type.Integer(),
  ConsultationNo: Type.String(),
  ProductId: Type.Integer(),
  ProductName: Type.String(),
  ProductModel: Type.String(),
  ProductUnit: Type.String(),
  ContactName: Type.String(),
  Mobile: Type.String(),
  /** The company name typed in the form. */
  CompanyName: Type.String(),
  Quantity: Type.Integer(),
  Requirement: Type.String(),
  CreatedAt: DateTime,
  /** The logged-in account that asked (null: a visitor, who can only be called back, not quoted online). */
  Account: Nullable(
    Type.Object({
      UserId: Type.Integer(),
      Name: Type.String(),
      Email: Type.String(),
      CompanyId: Type.Integer(),
      CompanyName: Type.String(),
      /** The user's delivery regions (the first is their default). */
      Regions: Type.Array(Type.Integer()),
    }),
  ),
  /** InquiryStatus: 0 待报价 · 10 已报价 · 20 已接受 · 30 已拒绝 · 40 已过期 · 50 已联系 · 60 已关闭. */
  Status: Type.Integer(),
  StatusName: Type.String(),
  Quote: Nullable(Quote),
  /** How an operator closed it without a quote (null: not closed). */
  Closed: Nullable(
    Type.Object({
      Outcome: Type.Union([Type.Literal('contacted'), Type.Literal('closed')]),
      Note: Type.String(),
      ClosedAt: DateTime,
    }),
  ),
});
export type Inquiry = Static<typeof Inquiry>;

/** Closes an unquoted inquiry: 'contacted' (已联系: the asker was called back) or 'closed' (已关闭, a reason needed). */
export const CloseInquiryBody = Type.Object(
  {
    Outcome: Type.Union([Type.Literal('contacted'), Type.Literal('closed')]),
    Note: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type CloseInquiryBody = Static<typeof CloseInquiryBody>;

export const InquiryPage = Page(Inquiry);
export type InquiryPage = Static<typeof InquiryPage>;

export const InquiryQuery = Type.Object({
  ...PageQuery.properties,
  /** InquiryStatus; absent: all. */
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 60 })),
});
export type InquiryQuery = Static<typeof InquiryQuery>;

export const QuoteLineInput = Type.Object(
  { ProductId: Id, Quantity, UnitPrice: PriceInput },
  { additionalProperties: false },
);
export type QuoteLineInput = Static<typeof QuoteLineInput>;

export const CreateQuoteBody = Type.Object(
  {
    Region,
    ValidUntil: DateOnly,
    Note: Type.Optional(Type.String({ maxLength: 500 })),
    Items: Type.Array(QuoteLineInput, { minItems: 1, maxItems: 50 }),
    ...QuoteTermsInput,
  },
  { additionalProperties: false },
);
export type CreateQuoteBody = Static<typeof CreateQuoteBody>;
