/**
 * /operator/dashboard (工作台): today's and this month's orders and their amount (China time, cancelled
 * orders left out) against yesterday up to this time and last month up to this day, the last 7 days as a small
 * chart (uPlot, loaded lazily by ../shared/charts) with its numbers, and how many items wait in each queue, each
 * linking to its screen.
 */

import { useStore } from '@nanostores/react';
import styled from 'styled-components';
import type { Dashboard } from '../../contract/operator';
import { formatMoney } from '../../core/money';
import { $operatorSession } from '../../core/operator-session';
import { Button } from '../../ui/button';
import { Alert, Skeleton } from '../../ui/feedback';
import { vars } from '../../ui/theme';
import { AreaLink } from '../shared/back-office/area';
import { LazyChart } from '../shared/charts/LazyChart';
import type { ScreenProps } from '../shared/screen';
import { useApiQuery } from '../shared/use-api-query';
import { HeaderRow, opErrorText, Panel } from './common';
import { Change } from './compare';
import { sectionAllowed } from './sections';

const Cards = styled.ul`
  list-style: none;
  margin: 0 0 24px;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 16px;
  li {
    border: 1px solid ${vars.divider};
    border-radius: ${vars.radiusCard};
    padding: 16px;
    background: ${vars.bg};
  }
  h2 {
    margin: 0 0 8px;
    font-size: 14px;
    font-weight: 400;
    color: ${vars.textSecondary};
  }
  .value {
    font-size: 24px;
    font-weight: 600;
    color: ${vars.text};
  }
  .sub {
    margin-top: 4px;
    font-size: 14px;
    color: ${vars.textSecondary};
  }
  a {
    color: ${vars.primary};
    font-size: 13px;
  }
`;

const Trend = styled.section`
  margin: 0 0 24px;
  border: 1px solid ${vars.divider};
  border-radius: ${vars.radiusCard};
  padding: 16px;
  h2 {
    margin: 0 0 8px;
    font-size: 14px;
    font-weight: 400;
    color: ${vars.textSecondary};
  }
  summary {
    cursor: pointer;
    font-size: 13px;
    color: ${vars.primary};
  }
  table {
    border-collapse: collapse;
    margin-top: 8px;
    font-size: 13px;
  }
  th,
  td {
    padding: 4px 12px 4px 0;
    text-align: right;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
`;

const yuan = (n: number) => (n >= 10000 ? `¥${(n / 10000).toFixed(n >= 100000 ? 0 : 1)}万` : `¥${n.toFixed(0)}`);

function TrendChart({ trend }: { trend: Dashboard['Trend'] }) {
  const labels = trend.map((d) => d.Day.slice(5));
  return (
    <Trend aria-labelledby="op-dash-trend">
      <h2 id="op-dash-trend">近 7 天订单金额</h2>
      <LazyChart
        title="近 7 天订单金额（柱状图）"
        kind="bar"
        height={160}
        labels={labels}
        series={[{ label: '订单金额', values: trend.map((d) => Number(d.Amount)) }]}
        format={yuan}
      />
      <details>
        <summary>查看每日数据</summary>
        <table aria-label="近 7 天每日订单">
          <thead>
            <tr>
              <th scope="col">日期</th>
              <th scope="col">订单数</th>
              <th scope="col">金额</th>
            </tr>
          </thead>
          <tbody>
            {trend.map((d) => (
              <tr key={d.Day}>
                <td>{d.Day}</td>
                <td>{d.Orders}</td>
                <td>{formatMoney(d.Amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Trend>
  );
}

/** The queues, in the order an operator works them; `to` is where each is handled (null: not in this console yet). */
const QUEUES: { key: keyof Dashboard['Queues']; label: string; to: string | null }[] = [
  { key: 'CompaniesToReview', label: '待审核企业', to: '/operator/companies' },
  { key: 'InquiriesToQuote', label: '待报价询价', to: '/operator/inquiries' },
  { key: 'TransfersToConfirm', label: '待确认转账', to: '/operator/payments' },
  { key: 'AfterSalesToHandle', label: '待处理售后', to: '/operator/after-sales' },
  { key: 'RefundsDue', label: '待退款', to: '/operator/payments?tab=refunds' },
  { key: 'OrdersToShip', label: '待发货订单', to: '/operator/fulfilment' },
  { key: 'InvoicesToIssue', label: '待开票申请', to: '/operator/invoices' },
];

export default function DashboardScreen(_props: ScreenProps) {
  const { data, error, retry } = useApiQuery<Dashboard>('/api/Operator/dashboard');
  // Each role sees the queues it works (the 超级管理员 all of them).
  const roles = useStore($operatorSession).operator?.Roles ?? null;
  return (
    <Panel aria-labelledby="op-dash-title">
      <HeaderRow>
        <h1 id="op-dash-title">工作台</h1>
        <Button size="sm" onClick={retry}>
          刷新
        </Button>
      </HeaderRow>
      {error && !data ? (
        <Alert
          type="error"
          title="工作台加载失败"
          action={
            <Button size="sm" onClick={retry}>
              重试
            </Button>
          }
        >
          {opErrorText(error)}
        </Alert>
      ) : !data ? (
        <Skeleton lines={6} label="工作台加载中" />
      ) : (
        <>
          <Cards aria-label="订单概况">
            <li>
              <h2>今日订单</h2>
              <div className="value">{data.Today.Orders} 笔</div>
              <div className="sub">金额 {formatMoney(data.Today.Amount)}</div>
              <div className="sub">
                <Change current={data.Today.Amount} previous={data.Yesterday.Amount} against="较昨日同时段" />
              </div>
              <div className="sub">
                昨日同时段 {data.Yesterday.Orders} 笔，{formatMoney(data.Yesterday.Amount)}
              </div>
            </li>
            <li>
              <h2>本月订单</h2>
              <div className="value">{data.Month.Orders} 笔</div>
              <div className="sub">金额 {formatMoney(data.Month.Amount)}</div>
              <div className="sub">
                <Change current={data.Month.Amount} previous={data.LastMonth.Amount} against="较上月同期" />
              </div>
              <div className="sub">
                上月同期 {data.LastMonth.Orders} 笔，{formatMoney(data.LastMonth.Amount)}
              </div>
            </li>
          </Cards>
          <TrendChart trend={data.Trend} />
          <Cards aria-label="待办队列">
            {QUEUES.filter((q) => !roles || !q.to || sectionAllowed(roles, q.to)).map((q) => (
              <li key={q.key}>
                <h2>{q.label}</h2>
                <div className="value">{data.Queues[q.key] ?? 0}</div>
                {q.to ? (
                  <AreaLink to={q.to} aria-label={`去处理：${q.label}`}>
                    去处理
                  </AreaLink>
                ) : null}
              </li>
            ))}
          </Cards>
        </>
      )}
    </Panel>
  );
}
