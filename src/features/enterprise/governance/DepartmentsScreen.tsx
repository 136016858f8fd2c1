/**
 * /enterprise/departments (管理员) — 部门与预算: the department tree with each one's 负责人, members and budget
 * this period (预算 / 已支出 / 预占 / 可用, exact amounts from GET /api/Company/budgets); create, edit (name,
 * parent, 负责人, budget) and delete (the server refuses one with sub-departments, users or orders: 409). Users
 * move between departments on the users page (企业用户 → 编辑角色).
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { BudgetList, Department, DepartmentList, GovernanceUserList } from '../../../contract/governance';
import { announceFailure, call } from '../../../core/http';
import { showMessage } from '../../../core/messages';
import { formatMoney } from '../../../core/money';
import { $isAdmin } from '../../../core/session';
import { Button } from '../../../ui/button';
import { useConfirm } from '../../../ui/dialog';
import { Alert } from '../../../ui/feedback';
import type { TableColumn } from '../../../ui/table';
import { Muted, Wrap } from '../../shared/layout';
import type { ScreenProps } from '../../shared/screen';
import { refresh, useApiQuery } from '../../shared/use-api-query';
import { ListPanel, RowActions } from '../ListPanel';
import { AdminRefusal } from '../nav';
import { DepartmentDialog } from './DepartmentDialog';
import { PERIOD_LABEL } from './strings';

export const DEPARTMENTS_URL = '/api/Company/departments';
export const BUDGETS_URL = '/api/Company/budgets';
export const GOVERNANCE_USERS_URL = '/api/Company/users/governance';

type Row = Department & { depth: number };

/** Departments in tree order (each after its parent), with their depth for the indent. */
export function treeOrder(all: readonly Department[]): Row[] {
  const ids = new Set(all.map((d) => d.Id));
  const out: Row[] = [];
  const visit = (parent: number | null, depth: number) => {
    for (const d of all)
      if ((d.ParentId ?? null) === parent || (parent === null && d.ParentId !== null && !ids.has(d.ParentId))) {
        if (out.some((o) => o.Id === d.Id)) continue;
        out.push({ ...d, depth });
        visit(d.Id, depth + 1);
      }
  };
  visit(null, 0);
  return out;
}

export default function DepartmentsScreen(_props: ScreenProps) {
  const isAdmin = useStore($isAdmin);
  if (!isAdmin) return <AdminRefusal />;
  return <Departments />;
}

function Departments() {
  const departments = useApiQuery<DepartmentList>(DEPARTMENTS_URL);
  const budgets = useApiQuery<BudgetList>(BUDGETS_URL);
  const users = useApiQuery<GovernanceUserList>(GOVERNANCE_USERS_URL);
  const [editing, setEditing] = useState<Department | 'new' | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [confirm, confirmElement] = useConfirm();
  const all = departments.data ?? [];
  const rows = treeOrder(all);
  const budgetOf = (id: number) => budgets.data?.find((b) => b.DepartmentId === id);
  const members = (id: number) => (users.data ?? []).filter((u) => u.DepartmentId === id);
  const parentName = (id: number | null) => all.find((d) => d.Id === id)?.Name ?? '—';

  const remove = async (d: Department) => {
    if (
      !(await confirm({ title: '删除部门', content: `确定删除部门“${d.Name}”吗？`, confirmText: '删除', danger: true }))
    )
      return;
    setBusy(d.Id);
    try {
      await call('DELETE /api/Company/departments/:id', { params: { id: d.Id } });
      showMessage('success', `部门“${d.Name}”已删除`);
      refresh(DEPARTMENTS_URL);
      refresh(BUDGETS_URL);
    } catch (e) {
      announceFailure(e);
    } finally {
      setBusy(null);
    }
  };

  const money = (value: string | null | undefined) => (value == null ? <Muted>—</Muted> : formatMoney(value));
  const columns: TableColumn<Row>[] = [
    {
      key: 'Name',
      width: 160,
      title: '部门',
      render: (d) => <Wrap style={{ paddingLeft: d.depth * 16 }}>{d.depth ? `└ ${d.Name}` : d.Name}</Wrap>,
    },
    { key: 'Parent', width: 110, title: '上级部门', render: (d) => <Wrap>{parentName(d.ParentId)}</Wrap> },
    { key: 'Manager', width: 96, title: '负责人', render: (d) => d.ManagerName ?? <Muted>未设置</Muted> },
    {
      key: 'Members',
      title: '成员',
      render: (d) => {
        const m = members(d.Id);
        return m.length ? (
          <Wrap>
            {m
              .slice(0, 4)
              .map((u) => u.Name || u.Email)
              .join('、')}
            {m.length > 4 ? ` 等 ${m.length} 人` : ''}
          </Wrap>
        ) : (
          <Muted>{d.UserCount ? `${d.UserCount} 人` : '无'}</Muted>
        );
      },
    },
    {
      key: 'Budget',
      width: 130,
      title: '预算',
      nowrap: true,
      render: (d) =>
        d.Budget ? `${PERIOD_LABEL[d.Budget.Period]} ${formatMoney(d.Budget.Amount)}` : <Muted>不限</Muted>,
    },
    {
      key: 'Spent',
      width: 110,
      title: '已支出',
      nowrap: true,
      align: 'right',
      render: (d) => money(budgetOf(d.Id)?.Spent),
    },
    {
      key: 'Reserved',
      width: 110,
      title: '预占',
      nowrap: true,
      align: 'right',
      render: (d) => money(budgetOf(d.Id)?.Reserved),
    },
    {
      key: 'Left',
      width: 110,
      title: '可用',
      nowrap: true,
      align: 'right',
      render: (d) => money(budgetOf(d.Id)?.Left),
    },
    {
      key: 'actions',
      width: 110,
      title: '操作',
      nowrap: true,
      render: (d) => (
        <RowActions
          actions={[
            { label: '编辑', name: `编辑 ${d.Name}`, onClick: () => setEditing(d), disabled: busy !== null },
            {
              label: '删除',
              name: `删除 ${d.Name}`,
              onClick: () => void remove(d),
              loading: busy === d.Id,
              disabled: busy !== null,
            },
          ]}
        />
      ),
    },
  ];

  return (
    <ListPanel
      id="ent-departments-title"
      title="部门与预算"
      action={
        <Button variant="primary" onClick={() => setEditing('new')}>
          新建部门
        </Button>
      }
      table={{
        caption: '部门与本期预算',
        columns,
        data: rows,
        rowKey: (d) => d.Id,
        loading: departments.loading,
        error: departments.error,
        onRetry: departments.retry,
        emptyText: '还没有部门。新建部门并设置负责人和预算后，超出预算的订单将按审批规则处理',
        emptyAction: (
          <Button size="sm" variant="primary" onClick={() => setEditing('new')}>
            新建部门
          </Button>
        ),
        minWidth: 980,
      }}
      after={
        <>
          {budgets.error ? (
            <div style={{ marginTop: 16 }}>
              <Alert type="warning">本期预算使用情况暂时无法读取，金额列显示为“—”。</Alert>
            </div>
          ) : null}
          {editing ? (
            <DepartmentDialog
              department={editing === 'new' ? null : editing}
              departments={all}
              users={users.data ?? []}
              onClose={() => setEditing(null)}
            />
          ) : null}
          {confirmElement}
        </>
      }
    >
      <p>
        <Muted>
          预算按中国时间的自然月 / 季度 / 年计算：订单自提交起计入“预占”，支付后计入“已支出”，取消、驳回或退款后释放。
        </Muted>
      </p>
    </ListPanel>
  );
}
