/** Invoice titles, addresses and invoices (login; title and address writes: admin). See docs/api.md. */
import { type Static, Type } from 'typebox';
import { DateTime, Id, Money, Page, type PageOf, PageQueryProps } from './catalogue.js';
import { OrderInvoiceAddress, OrderInvoiceTitle } from './orders.js';

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
  from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', 'x-message': '日期格式应为 YYYY-MM-DD' })),
  to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', 'x-message': '日期格式应为 YYYY-MM-DD' })),
  ...PageQueryProps,
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
});
export type InvoiceSummary = Static<typeof InvoiceSummary>;

export const InvoicePage = Page(InvoiceSummary);
export type InvoicePage = PageOf<InvoiceSummary>;

export const InvoiceDetail = Type.Object({
  ...InvoiceSummary.properties,
  Title: OrderInvoiceTitle,
  Address: OrderInvoiceAddress,
  Orders: Type.Array(Type.Object({ Id: Type.Integer(), OrderNo: Type.String(), TotalAmount: Money })),
  Remark: Type.String(),
  IssuedAt: Type.Union([DateTime, Type.Null()]),
});
export type InvoiceDetail = Static<typeof InvoiceDetail>;
