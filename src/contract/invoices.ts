/** Invoice titles, addresses and invoices (login; title and address writes: admin). See docs/api.md. */

import { type Static, Type } from 'typebox';
import { DateTime, Id, Keyword, Money, Page, type PageOf, PageQuery } from './common.js';
import { OrderInvoiceAddress, OrderInvoiceTitle } from './orders.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

export const InvoiceTitle = Type.Object({
  Id: Type.Integer(),
  /** 1 普通发票 · 2 增值税专用发票 */
  Type: Type.Integer(),
  Name: Type.String(),
  TaxNumber: Type.String(),
  RegisteredAddress: Type.String(),
  RegisteredPhone: Type.String(),
  BankName: Type.String(),
  BankAccount: Type.String(),
  IsDefault: Type.Boolean(),
});
export type InvoiceTitle = Static<typeof InvoiceTitle>;

export const InvoiceTitleBody = Type.Object(
  {
    Type: Type.Union([Type.Literal(1), Type.Literal(2)]),
    Name: Type.String({ minLength: 1, maxLength: 128 }),
    TaxNumber: Type.String({ minLength: 1, maxLength: 20 }),
    RegisteredAddress: Type.Optional(Type.String({ maxLength: 200 })),
    RegisteredPhone: Type.Optional(Type.String({ maxLength: 32 })),
    BankName: Type.Optional(Type.String({ maxLength: 64 })),
    BankAccount: Type.Optional(Type.String({ maxLength: 40 })),
    IsDefault: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type InvoiceTitleBody = Static<typeof InvoiceTitleBody>;

export const InvoiceAddress = Type.Object({
  Id: Type.Integer(),
  Recipient: Type.String(),
  Mobile: Type.String(),
  Province: Type.String(),
  City: Type.String(),
  District: Type.String(),
  Detail: Type.String(),
  IsDefault: Type.Boolean(),
});
export type InvoiceAddress = Static<typeof InvoiceAddress>;

export const InvoiceAddressBody = Type.Object(
  {
    Recipient: Type.String({ minLength: 1, maxLength: 32 }),
    Mobile: Type.String({ pattern: '^1[3-9]\\d{9}$', 'x-message': '请输入正确的手机号码' }),
    Province: Type.String({ minLength: 1, maxLength: 32 }),
    City: Type.String({ minLength: 1, maxLength: 32 }),
    District: Type.String({ minLength: 1, maxLength: 32 }),
    Detail: Type.String({ minLength: 1, maxLength: 200 }),
    IsDefault: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type InvoiceAddressBody = Static<typeof InvoiceAddressBody>;

export const InvoiceableOrder = Type.Object({
  Id: Type.Integer(),
  OrderNo: Type.String(),
  TotalAmount: Money,
  PaidAt: Type.Union([DateTime, Type.Null()]),
  /** The invoice type chosen at checkout (InvoiceType: 0 不开发票, 1 普通发票, 2 增值税专用发票); the request keeps it. */
  InvoiceType: Type.Integer(),
});
export type InvoiceableOrder = Static<typeof InvoiceableOrder>;

export const CreateInvoiceBody = Type.Object(
  {
    OrderIds: Type.Array(Id, { minItems: 1, maxItems: 100, uniqueItems: true }),
    TitleId: Id,
    AddressId: Id,
    Remark: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type CreateInvoiceBody = Static<typeof CreateInvoiceBody>;

export const InvoiceListQuery = Type.Object({
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  from: Type.Optional(
    Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date', 'x-message': '日期格式应为 YYYY-MM-DD' }),
  ),
  to: Type.Optional(
    Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date', 'x-message': '日期格式应为 YYYY-MM-DD' }),
  ),
  ...PageQuery.properties,
});
export type InvoiceListQuery = Static<typeof InvoiceListQuery>;

export const InvoiceSummary = Type.Object({
  Id: Type.Integer(),
  InvoiceNo: Type.String(),
  Type: Type.Integer(),
  Status: Type.Integer(),
  StatusName: Type.String(),
  Amount: Money,
  TitleName: Type.String(),
  OrderCount: Type.Integer(),
  CreatedAt: DateTime,
  /** 发票号码 once issued (已开具), else null. */
  TaxInvoiceNo: Nullable(Type.String()),
  /** 开票日期 (YYYY-MM-DD, China date) once issued. */
  InvoiceDate: Nullable(Type.String()),
  /** An e-invoice PDF can be downloaded (GET /api/Invoices/{id}/pdf). */
  HasPdf: Type.Boolean(),
  /** The paper invoice's post, once 已寄出. */
  Carrier: Nullable(Type.String()),
  TrackingNo: Nullable(Type.String()),
  MailedAt: Nullable(DateTime),
  /** 已驳回: the operator's reason; the orders are free to be requested again. Null otherwise. */
  RejectReason: Type.Optional(Nullable(Type.String())),
  RejectedAt: Type.Optional(Nullable(DateTime)),
});
export type InvoiceSummary = Static<typeof InvoiceSummary>;

export const InvoicePage = Page(InvoiceSummary);
export type InvoicePage = PageOf<InvoiceSummary>;

/** An order an invoice covers (InvoiceDetail.Orders, OperatorInvoiceDetail.Orders). */
export const InvoiceOrder = Type.Object({ Id: Type.Integer(), OrderNo: Type.String(), TotalAmount: Money });
export type InvoiceOrder = Static<typeof InvoiceOrder>;

export const InvoiceDetail = Type.Object({
  ...InvoiceSummary.properties,
  Title: OrderInvoiceTitle,
  Address: OrderInvoiceAddress,
  Orders: Type.Array(InvoiceOrder),
  Remark: Type.String(),
  IssuedAt: Type.Union([DateTime, Type.Null()]),
});
export type InvoiceDetail = Static<typeof InvoiceDetail>;

/* ------------------------------------------------------------------ operator console (运营): issue and post */

export const OperatorInvoiceQuery = Type.Object({
  /** InvoiceStatus; the queue defaults to 申请中 (10). */
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  /** Part of the request number, 发票号码 or company name. */
  keyword: Type.Optional(Keyword),
  ...PageQuery.properties,
});
export type OperatorInvoiceQuery = Static<typeof OperatorInvoiceQuery>;

export const OperatorInvoiceSummary = Type.Object({
  ...InvoiceSummary.properties,
  CompanyId: Type.Integer(),
  CompanyName: Type.String(),
});
export type OperatorInvoiceSummary = Static<typeof OperatorInvoiceSummary>;

export const OperatorInvoicePage = Page(OperatorInvoiceSummary);
export type OperatorInvoicePage = PageOf<OperatorInvoiceSummary>;

export const OperatorInvoiceDetail = Type.Object({
  ...InvoiceDetail.properties,
  CompanyId: Type.Integer(),
  CompanyName: Type.String(),
  /** Name and size of the uploaded e-invoice PDF, when there is one. */
  PdfName: Nullable(Type.String()),
  PdfSize: Nullable(Type.Integer()),
});
export type OperatorInvoiceDetail = Static<typeof OperatorInvoiceDetail>;

/** The largest e-invoice PDF an operator may upload (bytes). */
export const INVOICE_PDF_MAX_BYTES = 5 * 1024 * 1024;

export const IssueInvoiceBody = Type.Object(
  {
    /** 发票号码: 8 digits (税控发票) or 20 digits (数电发票). */
    TaxInvoiceNo: Type.String({ pattern: '^\\s*(\\d{8}|\\d{20})\\s*$', 'x-message': '发票号码应为 8 位或 20 位数字' }),
    /** 开票日期 (YYYY-MM-DD). */
    InvoiceDate: Type.String({
      pattern: '^\\d{4}-\\d{2}-\\d{2}$',
      format: 'date',
      'x-message': '开票日期格式应为 YYYY-MM-DD',
    }),
    /** 价税合计 as printed on the invoice: must equal the covered orders' total exactly. */
    Amount: Type.String({ pattern: '^\\d{1,12}(\\.\\d{1,2})?$', 'x-message': '金额格式不正确（最多两位小数）' }),
  },
  { additionalProperties: false },
);
export type IssueInvoiceBody = Static<typeof IssueInvoiceBody>;

export const PostInvoiceBody = Type.Object(
  {
    Carrier: Type.String({ minLength: 1, maxLength: 32, 'x-message': '请填写承运商' }),
    TrackingNo: Type.String({
      pattern: '^[A-Za-z0-9-]{4,40}$',
      'x-message': '请填写正确的运单号（字母、数字或短横线）',
    }),
  },
  { additionalProperties: false },
);
export type PostInvoiceBody = Static<typeof PostInvoiceBody>;

export const RejectInvoiceBody = Type.Object(
  {
    /** Why the request cannot be issued; the buyer sees it in the invoice history and detail. */
    Reason: Type.String({
      minLength: 1,
      maxLength: 200,
      pattern: '\\S',
      'x-message': '请填写驳回原因（不超过 200 字）',
    }),
  },
  { additionalProperties: false },
);
export type RejectInvoiceBody = Static<typeof RejectInvoiceBody>;
