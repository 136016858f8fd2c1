/**
 * /enterprise/approvals (login) — the approver's inbox: 待我审批 (orders whose current level the caller decides,
 * oldest deadline first) and 我已审批. Each row shows the order, the requester, the department's budget this
 * period (used / left) and the levels so far; 通过 / 驳回 decide one level (a rejection needs its reason). A
 * caller who approves nothing sees an empty inbox, not a refusal: rights are per order (server/services/
 * governance/approvals.ts).
 */
import { useState } from 'react';
import { formatDateTime, formatDeadline } from '../../../contract/dates';
import type { ApprovalItem, ApprovalPage } from '../../../contract/governance';
import { formatMoney } from '../../../core/money';
import type { TableColumn } from '../../../ui/table';
import { Tabs } from '../../../ui/tabs';
import { Tag } from '../../../ui/tag';
import { ApprovalSteps } from '../../shared/ApprovalSteps';
import { AreaLink } from '../../shared/back-office/area';
import { Muted, Wrap } from '../../shared/layout';
import type { ScreenProps } from '../../shared/screen';
import { useApiQuery } from '../../shared/use-api-query';
import { ListPanel, RowActions } from '../ListPanel';
import { PAGE_SIZE } from '../screen-text';
import { type Decision, DecisionDialog } from './DecisionDialog';
import { APPROVAL_STATE } from './strings';

type State = 'pending' | 'decided';

export default function ApprovalsScreen(_props: ScreenProps) {
  const [state, setState] = useState<State>('pending');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<{ item: ApprovalItem; decision: Decision } | null>(null);
  const url = `/api/Approvals?${new URLSearchParams({ state, page: String(page), pageSize: String(PAGE_SIZE) })}`;
  const { data, error, loading, retry } = useApiQuery<ApprovalPage>(url);
  const rows = data?.Items ?? [];

  const columns: TableColumn<ApprovalItem>[] = [
    {
      key: 'OrderNo',
      width: 170,
      title: '订单',
      render: (a) => (
        <Wrap>
          <AreaLink to={`/order/detail?id=${a.OrderId}`} aria-label={`查看订单 ${a.OrderNo}`}>
            {a.OrderNo}
          </AreaLink>
          <br />
          <Muted>{formatDateTime(a.CreatedAt)}</Muted>
        </Wrap>
      ),
    },
    {
      key: 'Requester',
      width: 120,
      title: '申请人 / 部门',
      render: (a) => (
        <Wrap>
          {a.RequesterName}
          <br />
          <Muted>{a.DepartmentName ?? '未分配部门'}</Muted>
        </Wrap>
      ),
    },
    {
      key: 'TotalAmount',
      width: 120,
      title: '金额',
      align: 'right',
      nowrap: true,
      render: (a) => <strong>{formatMoney(a.TotalAmount)}</strong>,
    },
    {
      key: 'Budget',
      width: 170,
      title: '部门预算（本期）',
      render: (a) =>
        a.Budget?.Amount ? (
          <Wrap>
            已用 {formatMoney(a.Budget.Spent)} · 预占 {formatMoney(a.Budget.Reserved)}
            <br />
            <Muted>
              剩余 {formatMoney(a.Budget.Left ?? '0')} / {formatMoney(a.Budget.Amount)}
            </Muted>
          </Wrap>
        ) : (
          <Muted>不限预算</Muted>
        ),
    },
    {
      key: 'Approval',
      title: '审批进度',
      render: (a) => (
        <div>
          {a.Approval.Reason ? <Muted>{a.Approval.Reason}</Muted> : null}
          <ApprovalSteps approval={a.Approval} />
        </div>
      ),
    },
    state === 'pending'
      ? {
          key: 'actions',
          width: 150,
          title: '操作',
          nowrap: true,
          render: (a) => (
            <div>
              <RowActions
                actions={[
                  {
                    label: '通过',
                    name: `通过 ${a.OrderNo}`,
                    onClick: () => setDeciding({ item: a, decision: 'approve' }),
                  },
                  {
                    label: '驳回',
                    name: `驳回 ${a.OrderNo}`,
                    onClick: () => setDeciding({ item: a, decision: 'reject' }),
                  },
                ]}
              />
              {a.ApproveBefore ? <Muted>{formatDeadline(a.ApproveBefore)} 前未审批将自动取消</Muted> : null}
            </div>
          ),
        }
      : {
          key: 'Status',
          width: 96,
          title: '结果',
          nowrap: true,
          render: (a) => (
            <Tag
              color={
                a.Approval.Status === 'approved' ? 'success' : a.Approval.Status === 'rejected' ? 'error' : 'default'
              }
            >
              {APPROVAL_STATE[a.Approval.Status] ?? a.StatusName}
            </Tag>
          ),
        },
  ];

  return (
    <ListPanel
      id="ent-approvals-title"
      title="待我审批"
      table={{
        caption: state === 'pending' ? '待我审批的订单' : '我已审批的订单',
        columns,
        data: rows,
        rowKey: (a) => a.Id,
        loading,
        error,
        onRetry: retry,
        emptyText: state === 'pending' ? '没有待您审批的订单' : '您还没有审批过订单',
        minWidth: 960,
      }}
      paging={{ page, total: data?.Total ?? 0, onChange: setPage }}
      after={
        deciding ? (
          <DecisionDialog item={deciding.item} decision={deciding.decision} onClose={() => setDeciding(null)} />
        ) : null
      }
    >
      <Tabs
        label="审批箱"
        activeKey={state}
        onChange={(key) => {
          setState(key as State);
          setPage(1);
        }}
        items={[
          { key: 'pending', label: `待我审批${state === 'pending' && data ? `（${data.Total}）` : ''}` },
          { key: 'decided', label: '我已审批' },
        ]}
      />
    </ListPanel>
  );
}
