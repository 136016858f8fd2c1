/**
 * /enterprise/spend (管理员, 财务) — 采购支出: what the company's orders submitted in a range of months (China
 * time) spent and hold, by department, top-level category or month; a table, a bar chart (uPlot, loaded by this
 * screen only) and a CSV / XLSX export of the same rows. Anyone else gets the server's 403 as a refusal.
 */
import { lazy, Suspense, useState } from 'react';
import { chinaParts } from '../../../contract/dates';
import { type SpendGrouping, SpendGroupingName, type SpendReport, type SpendRow } from '../../../contract/spend-report';
import { callResponse } from '../../../core/http';
import { formatMoney, sumAmounts } from '../../../core/money';
import { Button } from '../../../ui/button';
import { Alert, Skeleton } from '../../../ui/feedback';
import { FormField } from '../../../ui/form';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import type { TableColumn } from '../../../ui/table';
import { saveBlob } from '../../shared/download';
import { Actions, Muted } from '../../shared/layout';
import type { ScreenProps } from '../../shared/screen';
import { useApiQuery } from '../../shared/use-api-query';
import { ListPanel } from '../ListPanel';

const SpendChart = lazy(() => import('./SpendChart'));

const thisMonth = () => {
  const p = chinaParts(new Date())!;
  return `${p.year}-${p.month}`;
};

export default function SpendReportScreen(_props: ScreenProps) {
  const [to, setTo] = useState(thisMonth);
  const [from, setFrom] = useState(() => `${thisMonth().slice(0, 4)}-01`);
  const [by, setBy] = useState<SpendGrouping>('department');
  const [exporting, setExporting] = useState(false);
  const query = new URLSearchParams({ from, to, by });
  const { data, error, loading, retry, status } = useApiQuery<SpendReport>(`/api/Company/spend-report?${query}`);

  if (status === 403)
    return (
      <Alert type="warning" title="采购支出报表仅限管理员和财务查看">
        如需查看本企业的支出情况，请联系企业管理员为您分配“财务”角色。
      </Alert>
    );

  const download = async (format: 'csv' | 'xlsx') => {
    setExporting(true);
    try {
      const { data: file } = await callResponse('GET /api/Company/spend-report/export', {
        query: { from, to, by, format },
        responseType: 'blob',
      });
      saveBlob(file as unknown as Blob, `采购支出-${from}_${to}.${format}`);
    } catch {
      // Shown by the client.
    } finally {
      setExporting(false);
    }
  };

  const label = SpendGroupingName[by];
  const columns: TableColumn<SpendRow>[] = [
    { key: 'Name', title: label, render: (r) => r.Name },
    { key: 'Orders', width: 90, title: '订单数', align: 'right', render: (r) => r.Orders },
    { key: 'Spent', width: 140, title: '已支出', align: 'right', nowrap: true, render: (r) => formatMoney(r.Spent) },
    {
      key: 'Reserved',
      width: 140,
      title: '预占',
      align: 'right',
      nowrap: true,
      render: (r) => formatMoney(r.Reserved),
    },
    {
      key: 'Sum',
      width: 140,
      title: '合计',
      align: 'right',
      nowrap: true,
      render: (r) => <strong>{formatMoney(sumAmounts([r.Spent, r.Reserved]))}</strong>,
    },
  ];
  const rows = data?.Rows ?? [];
  const hasSpend = rows.some((r) => Number(r.Spent) > 0 || Number(r.Reserved) > 0);

  return (
    <ListPanel
      id="ent-spend-title"
      title="采购支出"
      action={
        <Actions>
          <Button disabled={exporting || !data} onClick={() => void download('csv')}>
            导出 CSV
          </Button>
          <Button disabled={exporting || !data} onClick={() => void download('xlsx')}>
            导出 Excel
          </Button>
        </Actions>
      }
      table={{
        caption: `按${label}的采购支出（${from} 至 ${to}）`,
        columns,
        data: rows,
        rowKey: (r) => r.Key,
        loading,
        error,
        onRetry: retry,
        emptyText: '所选期间没有采购支出',
        minWidth: 560,
      }}
      after={
        data ? (
          <>
            <p>
              合计：{data.Total.Orders} 笔订单，已支出 <strong>{formatMoney(data.Total.Spent)}</strong>，预占{' '}
              {formatMoney(data.Total.Reserved)}
            </p>
            {hasSpend ? (
              <Suspense fallback={<Skeleton lines={4} label="图表加载中" />}>
                <SpendChart rows={rows} />
              </Suspense>
            ) : null}
          </>
        ) : null
      }
    >
      <form aria-label="报表条件" onSubmit={(e) => e.preventDefault()}>
        <Actions style={{ flexWrap: 'wrap', alignItems: 'flex-end', gap: 12 }}>
          <FormField label="开始月份">
            <Input type="month" value={from} max={to} onChange={(e) => e.target.value && setFrom(e.target.value)} />
          </FormField>
          <FormField label="结束月份">
            <Input type="month" value={to} min={from} onChange={(e) => e.target.value && setTo(e.target.value)} />
          </FormField>
          <FormField label="分组">
            <Select
              options={(['department', 'category', 'month'] as const).map((value) => ({
                value,
                label: `按${SpendGroupingName[value]}`,
              }))}
              value={by}
              onChange={(e) => setBy(e.target.value as SpendGrouping)}
            />
          </FormField>
        </Actions>
      </form>
      <p>
        <Muted>按订单提交时间（中国时间）统计；“预占”为待审批、待支付的订单，“已支出”为已支付订单（扣除退款）。</Muted>
      </p>
    </ListPanel>
  );
}
