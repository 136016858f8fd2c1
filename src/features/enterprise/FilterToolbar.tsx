/**
 * The status + date range filter of the enterprise lists (enterprise orders, invoice history): a draft the
 * buyer edits, applied on 查询 (a start after the end is refused with a message), 重置 when something is
 * filtered. Screen-specific fields (keyword, buyer) go in as children.
 */

import type { FormEvent, ReactNode } from 'react';
import { isDayAfter, isoDay } from '../../contract/dates';
import { showMessage } from '../../core/messages';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { Select } from '../../ui/select';
import { Toolbar } from '../shared/layout';
import { positiveInt } from '../shared/query-params';

export interface StatusDateFilters {
  status?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export interface FilterToolbarProps<F extends StatusDateFilters> {
  /** The search's accessible name, e.g. 筛选订单. */
  label: string;
  draft: F;
  onDraftChange: (draft: F) => void;
  /** The status field's label (订单状态, 发票状态) and its choices: value → name. */
  statusLabel: string;
  statusNames: Record<number, string>;
  /** Applies the draft (dates already checked). */
  onApply: (draft: F) => void;
  /** Shown as 重置 when set (something is filtered). */
  onReset?: (() => void) | undefined;
  children?: ReactNode;
}

export function FilterToolbar<F extends StatusDateFilters>({
  label,
  draft,
  onDraftChange,
  statusLabel,
  statusNames,
  onApply,
  onReset,
  children,
}: FilterToolbarProps<F>) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft.from && draft.to && isDayAfter(draft.from, draft.to)) {
      showMessage('warning', '开始日期不能晚于结束日期');
      return;
    }
    onApply(draft);
  };
  return (
    <Toolbar onSubmit={submit} role="search" aria-label={label}>
      <label>
        {statusLabel}
        <Select
          value={draft.status ? String(draft.status) : ''}
          onChange={(e) => onDraftChange({ ...draft, status: positiveInt(e.target.value) })}
          options={[
            { value: '', label: '全部状态' },
            ...Object.entries(statusNames).map(([v, l]) => ({ value: v, label: l })),
          ]}
        />
      </label>
      <label>
        开始日期
        <Input
          type="date"
          value={draft.from ?? ''}
          max={draft.to}
          onChange={(e) => onDraftChange({ ...draft, from: isoDay(e.target.value) })}
        />
      </label>
      <label>
        结束日期
        <Input
          type="date"
          value={draft.to ?? ''}
          min={draft.from}
          onChange={(e) => onDraftChange({ ...draft, to: isoDay(e.target.value) })}
        />
      </label>
      {children}
      <Button type="submit" variant="primary">
        查询
      </Button>
      {onReset ? <Button onClick={onReset}>重置</Button> : null}
    </Toolbar>
  );
}
