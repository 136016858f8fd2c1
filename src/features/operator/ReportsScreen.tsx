/**
 * /operator/reports (经营报表): paid orders and their amount by day, week or month and by company, product,
 * category, brand or region for a period of China-time days, with the previous period of the same length beside
 * it; new companies and their first orders; the inquiry → quote → order conversion. A chart where a person would
 * rather look (uPlot through ../shared/charts/LazyChart, loaded by this screen only), the numbers in a table under
 * it, each report exportable as CSV/XLSX (GET /api/Operator/reports/export).
 */
import { type FormEvent, useMemo, useState } from 'react';
import styled from 'styled-components';
import type {
  CompanyReport,
  ConversionReport,
  NewCompanyRow,
  ReportName,
  SalesReport,
  SalesReportBy,
  SalesReportRow,
} from '../../contract/operator-reports';
import { ApiError, callResponse } from '../../core/http';
import { showMessage } from '../../core/messages';
import { formatMoney } from '../../core/money';
import { Button } from '../../ui/button';
import { Alert } from '../../ui/feedback';
import { Input } from '../../ui/input';
import { Select } from '../../ui/select';
import { Table, type TableColumn } from '../../ui/table';
import { vars } from '../../ui/theme';
import { LazyChart } from '../shared/charts/LazyChart';
import { saveBlob } from '../shared/download';
import type { ScreenProps } from '../shared/screen';
import { useApiQuery } from '../shared/use-api-query';
import { formatDateTime, HeaderRow, Muted, opErrorText, Panel, Toolbar } from './common';
import { Change } from './compare';

const BY_OPTIONS: { value: SalesReportBy; label: string }[] = [
  { value: 'day', label: '按日' },
  { value: 'week', label: '按周' },
  { value: 'month', label: '按月' },
  { value: 'company', label: '按企业' },
  { value: 'product', label: '按商品' },
  { value: 'category', label: '按分类' },
  { value: 'brand', label: '按品牌' },
  { value: 'region', label: '按区域' },
];
const TIME: readonly SalesReportBy[] = ['day', 'week', 'month'];
const TABS: { value: ReportName; label: string }[] = [
  { value: 'sales', label: '销售' },
  { value: 'companies', label: '新企业' },
  { value: 'conversion', label: '询价转化' },
];

const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 32px;
  margin: 0 0 16px;
  div {
    min-width: 140px;
  }
  dt {
    font-size: 13px;
    color: ${vars.textSecondary};
  }
  dd {
    margin: 2px 0 0;
    font-size: 20px;
    font-weight: 600;
    color: ${vars.text};
  }
  dd.delta {
    font-size: 13px;
    font-weight: 400;
  }
`;

const TabRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 12px;
`;

const yuan = (n: number) => (n >= 10000 ? `¥${(n / 10000).toFixed(1)}万` : `¥${n.toFixed(0)}`);

async function exportReport(report: ReportName, format: 'csv' | 'xlsx', query: Record<string, string>) {
  try {
    const { data: blob } = await callResponse('GET /api/Operator/reports/export', {
      query: { ...query, report, format } as never,
      responseType: 'blob',
    });
    const name = `经营报表-${report}-${query.from}-${query.to}.${format}`;
    saveBlob(blob, name);
    showMessage('success', `已导出 ${name}`);
  } catch (e) {
    if (e instanceof ApiError && e.status === 403) showMessage('error', e.message);
    else if (!(e instanceof ApiError) || ![400, 401, 500].includes(e.status))
      showMessage('error', '导出失败，请稍后重试');
  }
}

function Failure({ error, retry, what }: { error: unknown; retry: () => void; what: string }) {
  return (
    <Alert
      type="error"
      title={`${what}加载失败`}
      action={
        <Button size="sm" onClick={retry}>
          重试
        </Button>
      }
    >
      {opErrorText(error)}
    </Alert>
  );
}

function SalesView({ data, by }: { data: SalesReport; by: SalesReportBy }) {
  const time = TIME.includes(by);
  const top = time ? data.Rows : data.Rows.filter((r) => r.Orders > 0 || r.PreviousOrders > 0).slice(0, 10);
  const series = useMemo(
    () => [
      { label: `本期 ${data.From} 至 ${data.To}`, values: top.map((r) => Number(r.Amount)) },
      {
        label: `上期 ${data.PreviousFrom} 至 ${data.PreviousTo}`,
        values: top.map((r) => Number(r.PreviousAmount)),
        dashed: true,
      },
    ],
    [top, data],
  );
  const labels = useMemo(() => top.map((r) => (r.Label.length > 8 ? `${r.Label.slice(0, 8)}…` : r.Label)), [top]);
  const dimension = BY_OPTIONS.find((o) => o.value === by)!.label.slice(1);
  const columns: TableColumn<SalesReportRow>[] = [
    {
      key: 'Label',
      title: time ? dimension.replace('日', '日期') : dimension,
      render: (r) => (time ? r.Key : r.Label),
    },
    { key: 'Orders', title: '付款订单', align: 'right', nowrap: true },
    { key: 'Amount', title: '付款金额（元）', align: 'right', nowrap: true },
    ...(['product', 'category', 'brand'].includes(by)
      ? [{ key: 'Quantity', title: '数量', align: 'right' as const, nowrap: true }]
      : []),
    { key: 'PreviousOrders', title: '上期订单', align: 'right', nowrap: true },
    { key: 'PreviousAmount', title: '上期金额（元）', align: 'right', nowrap: true },
    {
      key: 'Change',
      title: '变化',
      nowrap: true,
      render: (r) => <Change current={r.Amount} previous={r.PreviousAmount} against="" />,
    },
  ];
  return (
    <>
      <Figures aria-label="本期合计">
        <div>
          <dt>付款订单</dt>
          <dd>{data.Total.Orders} 笔</dd>
          <dd className="delta">
            <Change current={data.Total.Orders} previous={data.Previous.Orders} against="较上期" />
          </dd>
        </div>
        <div>
          <dt>付款金额</dt>
          <dd>{formatMoney(data.Total.Amount)}</dd>
          <dd className="delta">
            <Change current={data.Total.Amount} previous={data.Previous.Amount} against="较上期" />
          </dd>
        </div>
        <div>
          <dt>上期</dt>
          <dd>
            {data.Previous.Orders} 笔，{formatMoney(data.Previous.Amount)}
          </dd>
        </div>
      </Figures>
      {top.length ? (
        <LazyChart
          title={time ? `付款金额趋势（${dimension}）` : `付款金额前 ${top.length}（${dimension}）`}
          kind={time ? 'line' : 'bar'}
          labels={labels}
          series={series}
          format={yuan}
        />
      ) : null}
      <Table
        caption={`付款订单${dimension}明细`}
        columns={columns}
        data={data.Rows}
        rowKey="Key"
        emptyText="本期没有付款订单"
      />
    </>
  );
}

function CompaniesView({ data }: { data: CompanyReport }) {
  const columns: TableColumn<NewCompanyRow>[] = [
    { key: 'Name', title: '企业' },
    { key: 'RegisteredAt', title: '注册时间', nowrap: true, render: (r) => formatDateTime(r.RegisteredAt) },
    { key: 'FirstOrderNo', title: '首单', nowrap: true, render: (r) => r.FirstOrderNo ?? <Muted>未下单</Muted> },
    { key: 'FirstOrderAt', title: '首单时间', nowrap: true, render: (r) => formatDateTime(r.FirstOrderAt) },
    {
      key: 'FirstOrderAmount',
      title: '首单金额（元）',
      align: 'right',
      nowrap: true,
      render: (r) => r.FirstOrderAmount ?? '—',
    },
  ];
  const figures = [
    { label: '新注册企业', now: data.NewCompanies, before: data.Previous.NewCompanies },
    { label: '其中已下单', now: data.NewCompaniesOrdered, before: data.Previous.NewCompaniesOrdered },
    { label: '首单企业', now: data.FirstOrders, before: data.Previous.FirstOrders },
  ];
  return (
    <>
      <Figures aria-label="新企业概况">
        {figures.map((f) => (
          <div key={f.label}>
            <dt>{f.label}</dt>
            <dd>{f.now} 家</dd>
            <dd className="delta">
              <Change current={f.now} previous={f.before} against={`上期 ${f.before} 家`} />
            </dd>
          </div>
        ))}
      </Figures>
      <Table
        caption="本期新注册企业及首单"
        columns={columns}
        data={data.Rows}
        rowKey="CompanyId"
        emptyText="本期没有新注册企业"
      />
    </>
  );
}

function ConversionView({ data }: { data: ConversionReport }) {
  const steps = [
    { label: '询价', now: data.Inquiries, before: data.Previous.Inquiries },
    { label: '已报价', now: data.Quoted, before: data.Previous.Quoted },
    { label: '已下单', now: data.Ordered, before: data.Previous.Ordered },
  ];
  type Step = (typeof steps)[number];
  const columns: TableColumn<Step>[] = [
    { key: 'label', title: '环节' },
    { key: 'now', title: '本期', align: 'right' },
    { key: 'before', title: '上期', align: 'right' },
  ];
  return (
    <>
      <Figures aria-label="转化率">
        <div>
          <dt>报价率</dt>
          <dd>{data.QuoteRate}%</dd>
          <dd className="delta">
            <Muted>上期 {data.Previous.QuoteRate}%</Muted>
          </dd>
        </div>
        <div>
          <dt>下单率</dt>
          <dd>{data.OrderRate}%</dd>
          <dd className="delta">
            <Muted>上期 {data.Previous.OrderRate}%</Muted>
          </dd>
        </div>
      </Figures>
      <LazyChart
        title="询价 → 报价 → 下单"
        kind="bar"
        labels={steps.map((s) => s.label)}
        series={[
          { label: '本期', values: steps.map((s) => s.now) },
          { label: '上期', values: steps.map((s) => s.before) },
        ]}
      />
      <Table caption="询价转化明细" columns={columns} data={steps} rowKey="label" />
    </>
  );
}

function ReportBody({ report, query }: { report: ReportName; query: URLSearchParams }) {
  const url = `/api/Operator/reports/${report}?${query}`;
  const { data, error, retry } = useApiQuery<SalesReport & CompanyReport & ConversionReport>(url);
  const what = TABS.find((t) => t.value === report)!.label;
  if (error && !data) return <Failure error={error} retry={retry} what={`${what}报表`} />;
  if (!data) return <Table caption={`${what}报表加载中`} columns={[]} data={[]} rowKey={() => 0} loading />;
  if (report === 'companies') return <CompaniesView data={data} />;
  if (report === 'conversion') return <ConversionView data={data} />;
  return <SalesView data={data} by={(query.get('by') as SalesReportBy) ?? 'day'} />;
}

const chinaToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const daysBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

export default function ReportsScreen({ query }: ScreenProps) {
  const today = chinaToday();
  const [report, setReport] = useState<ReportName>(
    (['sales', 'companies', 'conversion'] as const).find((r) => r === query.get('report')) ?? 'sales',
  );
  const [draft, setDraft] = useState({ from: daysBefore(today, 29), to: today, by: 'day' as SalesReportBy });
  const [applied, setApplied] = useState(draft);
  const [problem, setProblem] = useState<string | null>(null);
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const why =
      !draft.from || !draft.to ? '请选择开始和结束日期' : draft.from > draft.to ? '开始日期不能晚于结束日期' : null;
    setProblem(why);
    if (!why) setApplied(draft);
  };
  const params = new URLSearchParams({ from: applied.from, to: applied.to });
  if (report === 'sales') params.set('by', applied.by);
  return (
    <Panel aria-labelledby="op-reports-title">
      <HeaderRow>
        <h1 id="op-reports-title">经营报表</h1>
        <div>
          <Button size="sm" onClick={() => exportReport(report, 'csv', Object.fromEntries(params))}>
            导出 CSV
          </Button>{' '}
          <Button size="sm" onClick={() => exportReport(report, 'xlsx', Object.fromEntries(params))}>
            导出 Excel
          </Button>
        </div>
      </HeaderRow>
      <TabRow role="group" aria-label="报表">
        {TABS.map((t) => (
          <Button
            key={t.value}
            size="sm"
            variant={t.value === report ? 'primary' : 'default'}
            aria-pressed={t.value === report}
            onClick={() => setReport(t.value)}
          >
            {t.label}
          </Button>
        ))}
      </TabRow>
      <Toolbar onSubmit={apply} aria-label="统计区间">
        <label>
          开始日期
          <Input type="date" value={draft.from} onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))} />
        </label>
        <label>
          结束日期
          <Input type="date" value={draft.to} onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))} />
        </label>
        {report === 'sales' ? (
          <label>
            维度
            <Select
              value={draft.by}
              options={BY_OPTIONS}
              onChange={(e) => setDraft((d) => ({ ...d, by: e.target.value as SalesReportBy }))}
            />
          </label>
        ) : null}
        <Button type="submit" size="sm" variant="primary">
          查询
        </Button>
      </Toolbar>
      {problem ? (
        <Alert type="warning" title="无法查询">
          {problem}
        </Alert>
      ) : null}
      <Muted>按中国时间统计；付款订单按付款日计入，上期为紧邻本期、天数相同的区间。</Muted>
      <ReportBody report={report} query={params} />
    </Panel>
  );
}
