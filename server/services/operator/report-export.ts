/**
 * 经营报表 as a table to download (GET /api/Operator/reports/export): the same figures the screen shows under its
 * charts, one row per line of the report, with the previous period beside each figure. Written by table-export.ts.
 */
import { formatDate, formatDateTime } from '../../../src/contract/dates.js';
import { type ReportExportQuery, SalesReportByName } from '../../../src/contract/operator-reports.js';
import type { Db } from '../../db/client.js';
import type { Cell, TableSpec } from '../table-export.js';
import { companyReport, conversionReport, salesReport } from './reports.js';

const DIMENSION_HEADER: Record<string, string> = {
  day: '日期',
  week: '周（起始日）',
  month: '月份',
  company: '企业',
  product: '商品',
  category: '分类',
  brand: '品牌',
  region: '区域',
};

/** The report as a table, and a file name stem (`report-sales-day-2026-11-01-2026-11-30`). */
export async function reportTable(
  db: Db,
  query: ReportExportQuery,
  now: Date,
): Promise<{ spec: TableSpec; name: string }> {
  const report = query.report ?? 'sales';
  if (report === 'companies') {
    const r = await companyReport(db, query, now);
    const rows: Cell[][] = r.Rows.map((row) => [
      row.Name,
      formatDate(row.RegisteredAt),
      row.FirstOrderNo ?? '',
      row.FirstOrderAt ? formatDateTime(row.FirstOrderAt) : '',
      row.FirstOrderAmount ?? '',
    ]);
    rows.push(
      [],
      ['统计区间', `${r.From} 至 ${r.To}`, '上期', `${r.PreviousFrom} 至 ${r.PreviousTo}`],
      ['新注册企业', r.NewCompanies, '上期', r.Previous.NewCompanies],
      ['其中已下单', r.NewCompaniesOrdered, '上期', r.Previous.NewCompaniesOrdered],
      ['首单企业', r.FirstOrders, '上期', r.Previous.FirstOrders],
    );
    return {
      spec: { sheet: '新企业', header: ['企业', '注册日期', '首单订单号', '首单时间', '首单金额'], rows },
      name: `report-companies-${r.From}-${r.To}`,
    };
  }
  if (report === 'conversion') {
    const r = await conversionReport(db, query, now);
    return {
      spec: {
        sheet: '询价转化',
        header: ['指标', `本期 ${r.From} 至 ${r.To}`, `上期 ${r.PreviousFrom} 至 ${r.PreviousTo}`],
        rows: [
          ['询价数', r.Inquiries, r.Previous.Inquiries],
          ['已报价', r.Quoted, r.Previous.Quoted],
          ['已下单', r.Ordered, r.Previous.Ordered],
          ['报价率（%）', r.QuoteRate, r.Previous.QuoteRate],
          ['下单率（%）', r.OrderRate, r.Previous.OrderRate],
        ],
      },
      name: `report-conversion-${r.From}-${r.To}`,
    };
  }
  const r = await salesReport(db, query, now);
  const withQuantity = r.By === 'product' || r.By === 'category' || r.By === 'brand';
  const rows: Cell[][] = r.Rows.map((row) => [
    r.By === 'day' || r.By === 'week' || r.By === 'month' ? row.Key : row.Label,
    row.Orders,
    row.Amount,
    ...(withQuantity ? [row.Quantity ?? 0] : []),
    row.PreviousOrders,
    row.PreviousAmount,
  ]);
  rows.push([
    '合计',
    r.Total.Orders,
    r.Total.Amount,
    ...(withQuantity ? [''] : []),
    r.Previous.Orders,
    r.Previous.Amount,
  ]);
  return {
    spec: {
      sheet: `销售${SalesReportByName[r.By]}`,
      header: [
        DIMENSION_HEADER[r.By]!,
        '付款订单数',
        '付款金额',
        ...(withQuantity ? ['数量'] : []),
        '上期订单数',
        '上期金额',
      ],
      rows,
    },
    name: `report-sales-${r.By}-${r.From}-${r.To}`,
  };
}
