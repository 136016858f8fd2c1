/**
 * The company's spend report (采购支出报表, 管理员 and 财务): what the orders submitted in a range of months hold
 * (Reserved: waiting for approval or payment) and spent (paid, less refunds), by department, category or month.
 * GET /api/Company/spend-report and its CSV/XLSX export.
 */
import { type Static, Type } from 'typebox';
import { Money } from './common.js';

export const SpendGroupings = ['department', 'category', 'month'] as const;
export type SpendGrouping = (typeof SpendGroupings)[number];
export const SpendGroupingName: Record<SpendGrouping, string> = {
  department: '部门',
  category: '商品分类',
  month: '月份',
};

const Month = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', 'x-message': '月份格式应为 2026-12' });

export const SpendReportQuery = Type.Object({
  /** First month (China time), default January of the current year. */
  from: Type.Optional(Month),
  /** Last month included, default the current month. */
  to: Type.Optional(Month),
  by: Type.Optional(
    Type.Union([Type.Literal('department'), Type.Literal('category'), Type.Literal('month')], {
      'x-message': '分组只能是 department、category 或 month',
    }),
  ),
});
export type SpendReportQuery = Static<typeof SpendReportQuery>;

export const SpendReportExportQuery = Type.Object({
  ...SpendReportQuery.properties,
  format: Type.Optional(
    Type.Union([Type.Literal('csv'), Type.Literal('xlsx')], { 'x-message': '格式只能是 csv 或 xlsx' }),
  ),
});
export type SpendReportExportQuery = Static<typeof SpendReportExportQuery>;

export const SpendRow = Type.Object({
  /** The department's or category's id as text, the month (2026-12), or "none" (no department / category). */
  Key: Type.String(),
  Name: Type.String(),
  Orders: Type.Integer(),
  Reserved: Money,
  Spent: Money,
});
export type SpendRow = Static<typeof SpendRow>;

export const SpendReport = Type.Object({
  From: Type.String(),
  To: Type.String(),
  By: Type.String(),
  Rows: Type.Array(SpendRow),
  Total: Type.Object({ Orders: Type.Integer(), Reserved: Money, Spent: Money }),
});
export type SpendReport = Static<typeof SpendReport>;
