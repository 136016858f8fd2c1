/**
 * /operator/dashboard (工作台): today's and this month's orders and their amount (China time, cancelled
 * orders left out) and how many items wait in each queue, each linking to its screen.
 */

import { useStore } from '@nanostores/react';
import styled from 'styled-components';
import type { Dashboard } from '../../contract/operator';
import { formatMoney } from '../../core/money';
import { $operatorSession } from '../../core/operator-session';
import { Button } from '../../ui/button';
import { Alert, Skeleton } from '../../ui/feedback';
import { vars } from '../../ui/theme';
import type { ScreenProps } from '../shared/screen';
import { useApiQuery } from '../shared/use-api-query';
import { HeaderRow, opErrorText, Panel } from './common';
import { OpLink } from './nav';
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
            </li>
            <li>
              <h2>本月订单</h2>
              <div className="value">{data.Month.Orders} 笔</div>
              <div className="sub">金额 {formatMoney(data.Month.Amount)}</div>
            </li>
          </Cards>
          <Cards aria-label="待办队列">
            {QUEUES.filter((q) => !roles || !q.to || sectionAllowed(roles, q.to)).map((q) => (
              <li key={q.key}>
                <h2>{q.label}</h2>
                <div className="value">{data.Queues[q.key] ?? 0}</div>
                {q.to ? (
                  <OpLink to={q.to} aria-label={`去处理：${q.label}`}>
                    去处理
                  </OpLink>
                ) : null}
              </li>
            ))}
          </Cards>
        </>
      )}
    </Panel>
  );
}
