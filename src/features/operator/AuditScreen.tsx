/**
 * /operator/audit (操作日志): every operator write — who, what, on which row, when, before and after —
 * newest first, filtered by object, action and China-time dates.
 */
import styled from 'styled-components';
import { AuditActionName as BaseActions, AuditEntityName as BaseEntities } from '../../contract/enums';
import { ContentAuditActionName, ContentAuditEntityName } from '../../contract/operator-content-fields';

const AuditActionName: Record<string, string> = { ...BaseActions, ...ContentAuditActionName };
const AuditEntityName: Record<string, string> = { ...BaseEntities, ...ContentAuditEntityName };

import type { AuditEntry, AuditPage } from '../../contract/operator';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { Pagination } from '../../ui/pagination';
import { Select } from '../../ui/select';
import { Table, type TableColumn } from '../../ui/table';
import { vars } from '../../ui/theme';
import { useQueryFilters } from '../shared/back-office/list-filters';
import type { ScreenProps } from '../shared/screen';
import { useApiQuery } from '../shared/use-api-query';
import { formatDateTime, HeaderRow, Muted, OP_PAGE_SIZE, opErrorText, Panel, Toolbar, Wrap } from './common';

const ENTITY_OPTIONS = [
  { value: '', label: '全部对象' },
  ...Object.entries(AuditEntityName).map(([value, label]) => ({ value, label })),
];
const ACTION_OPTIONS = [
  { value: '', label: '全部操作' },
  ...Object.entries(AuditActionName).map(([value, label]) => ({ value, label })),
];

const Change = styled.details`
  summary {
    cursor: pointer;
    color: ${vars.primary};
  }
  pre {
    margin: 8px 0 0;
    padding: 8px;
    background: ${vars.bgSubtle};
    border-radius: 6px;
    font-size: 12px;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const RangeMessage = styled.p`
  margin: -8px 0 12px;
  color: ${vars.errorText};
  font-size: 13px;
`;

/** "字段: 前 → 后" for each field that changed. */
export function changedFields(entry: Pick<AuditEntry, 'Before' | 'After'>): string[] {
  const before = entry.Before ?? {};
  const after = entry.After ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const show = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));
  return keys
    .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .map((k) => `${k}: ${show(before[k])} → ${show(after[k])}`);
}

type Filters = {
  entity: string;
  action: string;
  from: string;
  to: string;
};
const EMPTY: Filters = { entity: '', action: '', from: '', to: '' };

/** The date range's problem, if any. */
function rangeProblem(f: Filters): string | null {
  return f.from && f.to && f.from > f.to ? '开始日期不能晚于结束日期' : null;
}

export default function AuditScreen({ query }: ScreenProps) {
  const list = useQueryFilters('/operator/audit', EMPTY, query, rangeProblem);
  const { draft, set } = list;
  const params = new URLSearchParams({ page: String(list.page), pageSize: String(OP_PAGE_SIZE) });
  for (const [k, v] of list.params) params.set(k, v);
  const { data, error, loading, retry } = useApiQuery<AuditPage>(`/api/Operator/audit?${params}`);

  const columns: TableColumn<AuditEntry>[] = [
    { key: 'CreatedAt', title: '时间', nowrap: true, render: (e) => formatDateTime(e.CreatedAt) },
    { key: 'OperatorName', title: '运营人员', nowrap: true },
    { key: 'ActionName', title: '操作', nowrap: true },
    {
      key: 'Entity',
      title: '对象',
      nowrap: true,
      render: (e) => `${AuditEntityName[e.Entity] ?? e.Entity} #${e.EntityId}`,
    },
    {
      key: 'Change',
      title: '变更',
      render: (e) => {
        const fields = changedFields(e);
        return (
          <Wrap>
            {fields.length ? fields.join('；') : <Muted>无字段变化</Muted>}
            <Change>
              <summary>前后对比</summary>
              <pre>{`变更前：${JSON.stringify(e.Before, null, 2)}\n变更后：${JSON.stringify(e.After, null, 2)}`}</pre>
            </Change>
          </Wrap>
        );
      },
    },
  ];

  return (
    <Panel aria-labelledby="op-audit-title">
      <HeaderRow>
        <h1 id="op-audit-title">操作日志</h1>
      </HeaderRow>
      <Toolbar onSubmit={list.apply} role="search" aria-label="筛选操作日志">
        <label>
          对象
          <Select options={ENTITY_OPTIONS} value={draft.entity} onChange={set('entity')} />
        </label>
        <label>
          操作
          <Select options={ACTION_OPTIONS} value={draft.action} onChange={set('action')} />
        </label>
        <label>
          开始日期
          <Input type="date" value={draft.from} onChange={set('from')} invalid={!!list.problem} />
        </label>
        <label>
          结束日期
          <Input type="date" value={draft.to} onChange={set('to')} invalid={!!list.problem} />
        </label>
        <Button type="submit">筛选</Button>
        <Button onClick={list.reset}>重置</Button>
      </Toolbar>
      {list.problem ? <RangeMessage role="alert">{list.problem}</RangeMessage> : null}
      <Table
        caption="操作日志"
        columns={columns}
        data={data?.Items ?? []}
        rowKey={(e) => String(e.Id)}
        loading={loading}
        error={error ? opErrorText(error) : undefined}
        onRetry={retry}
        emptyText={list.filtered ? '没有符合条件的操作记录' : '还没有操作记录'}
        minWidth={900}
      />
      {data && data.Total > 0 ? (
        <Pagination page={list.page} pageSize={OP_PAGE_SIZE} total={data.Total} onChange={list.setPage} />
      ) : null}
    </Panel>
  );
}
