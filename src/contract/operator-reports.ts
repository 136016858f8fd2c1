/**
 * 经营报表 in the operator console (GET /api/Operator/reports/…): paid orders and their amount by day, week or
 * month and by company, product, category, brand or region; new companies and their first orders; the inquiry →
 * quote → order conversion. Each for a period of China-time days (`from`–`to`, inclusive) with the previous period
 * of the same length beside it, and each exportable as CSV/XLSX (…/export). See docs/api.md "经营报表".
 */
import { type Static, Type } from 'typebox';
import { DateTime, Id, Money } from './common.js';

const DateOnly = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', 'x-message': '日期格式应为 YYYY-MM-DD' });
/** A union of string literals typed as their union (a mapped array of literals alone types as never). */
const OneOf = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>(Type.Union(values.map((v) => Type.Literal(v))));
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

/** How the sales report groups paid orders. */
export const SalesReportBys = ['day', 'week', 'month', 'company', 'product', 'category', 'brand', 'region'] as const;
export type SalesReportBy = (typeof SalesReportBys)[number];
export const SalesReportByName: Record<SalesReportBy, string> = {
  day: '按日',
  week: '按周',
  month: '按月',
  company: '按企业',
  product: '按商品',
  category: '按分类',
  brand: '按品牌',
  region: '按区域',
};

/** The longest period a report covers (days). */
export const REPORT_MAX_DAYS = 366;

export const ReportPeriodQuery = {
  /** First and last China-time day of the period (inclusive); default: the 30 days ending today. */
  from: Type.Optional(DateOnly),
  to: Type.Optional(DateOnly),
};

export const SalesReportQuery = Type.Object({
  ...ReportPeriodQuery,
  by: Type.Optional(OneOf(SalesReportBys)),
});
export type SalesReportQuery = Static<typeof SalesReportQuery>;

export const ReportPeriod = Type.Object({
  From: DateOnly,
  To: DateOnly,
  /** The period of the same length just before (ends the day before From). */
  PreviousFrom: DateOnly,
  PreviousTo: DateOnly,
});
export type ReportPeriod = Static<typeof ReportPeriod>;

export const SalesFigures = Type.Object({ Orders: Type.Integer(), Amount: Money });
export type SalesFigures = Static<typeof SalesFigures>;

export const SalesReportRow = Type.Object({
  /** day `YYYY-MM-DD`, week (its Monday) `YYYY-MM-DD`, month `YYYY-MM`, else the company/product/… id as text. */
  Key: Type.String(),
  Label: Type.String(),
  Orders: Type.Integer(),
  Amount: Money,
  /** Pieces sold (product, category and brand rows only; null otherwise). */
  Quantity: Nullable(Type.Integer()),
  /** The same figures in the previous period (time rows: the bucket as far back as the period is long). */
  PreviousOrders: Type.Integer(),
  PreviousAmount: Money,
});
export type SalesReportRow = Static<typeof SalesReportRow>;

export const SalesReport = Type.Object({
  ...ReportPeriod.properties,
  By: OneOf(SalesReportBys),
  /** Orders paid in the period and the sum of their totals. */
  Total: SalesFigures,
  Previous: SalesFigures,
  Rows: Type.Array(SalesReportRow),
});
export type SalesReport = Static<typeof SalesReport>;

export const CompanyReportQuery = Type.Object({ ...ReportPeriodQuery });
export type CompanyReportQuery = Static<typeof CompanyReportQuery>;

export const CompanyGrowth = Type.Object({
  /** Companies registered in the period. */
  NewCompanies: Type.Integer(),
  /** Of those, the ones that have placed an order (by now). */
  NewCompaniesOrdered: Type.Integer(),
  /** Companies whose first order (any registration date) was placed in the period. */
  FirstOrders: Type.Integer(),
});
export type CompanyGrowth = Static<typeof CompanyGrowth>;

export const NewCompanyRow = Type.Object({
  CompanyId: Id,
  Name: Type.String(),
  RegisteredAt: DateTime,
  FirstOrderId: Nullable(Id),
  FirstOrderNo: Nullable(Type.String()),
  FirstOrderAt: Nullable(DateTime),
  FirstOrderAmount: Nullable(Money),
});
export type NewCompanyRow = Static<typeof NewCompanyRow>;

export const CompanyReport = Type.Object({
  ...ReportPeriod.properties,
  ...CompanyGrowth.properties,
  Previous: CompanyGrowth,
  /** The companies registered in the period, newest first, with their first order. */
  Rows: Type.Array(NewCompanyRow),
});
export type CompanyReport = Static<typeof CompanyReport>;

export const ConversionQuery = Type.Object({ ...ReportPeriodQuery });
export type ConversionQuery = Static<typeof ConversionQuery>;

export const ConversionFigures = Type.Object({
  /** Inquiries (询价) made in the period. */
  Inquiries: Type.Integer(),
  /** Of those, the ones an operator quoted. */
  Quoted: Type.Integer(),
  /** Of those, the quotes the buyer turned into an order (not cancelled or rejected). */
  Ordered: Type.Integer(),
  /** Quoted / Inquiries and Ordered / Quoted, in percent with one decimal ("0.0" when nothing to divide). */
  QuoteRate: Type.String(),
  OrderRate: Type.String(),
});
export type ConversionFigures = Static<typeof ConversionFigures>;

export const ConversionReport = Type.Object({
  ...ReportPeriod.properties,
  ...ConversionFigures.properties,
  Previous: ConversionFigures,
});
export type ConversionReport = Static<typeof ConversionReport>;

export const ReportNames = ['sales', 'companies', 'conversion'] as const;
export type ReportName = (typeof ReportNames)[number];

export const ReportExportQuery = Type.Object({
  report: Type.Optional(OneOf(ReportNames)),
  ...SalesReportQuery.properties,
  format: Type.Optional(Type.Union([Type.Literal('csv'), Type.Literal('xlsx')])),
});
export type ReportExportQuery = Static<typeof ReportExportQuery>;

/** The dashboard's trend: the last 7 China days' paid orders (oldest first). */
export const DashboardTrendDay = Type.Object({ Day: DateOnly, Orders: Type.Integer(), Amount: Money });
export type DashboardTrendDay = Static<typeof DashboardTrendDay>;
