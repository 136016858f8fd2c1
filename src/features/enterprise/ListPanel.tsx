/**
 * The skeleton every enterprise list screen shares (titles, addresses, customers, users, orders, invoice
 * history): a panel with its heading and main action, optional notes and a filter or search toolbar, the
 * table with its loading / error (重试) / empty states, and pagination when there is more than one page.
 * Row actions are small text buttons named for the row they act on.
 */
import { type ReactNode, useState } from 'react';
import { Button } from '../../ui/button';
import { Pagination } from '../../ui/pagination';
import { Table, type TableProps } from '../../ui/table';
import { Actions, HeaderRow, Panel } from '../shared/layout';
import { errorText, PAGE_SIZE } from './screen-text';

export interface ListPanelProps<T> {
  /** The heading's id (the panel is labelled by it). */
  id: string;
  title: string;
  /** Right of the heading: the main action, or a note why there is none. */
  action?: ReactNode;
  /** Between the heading and the table: notes, a toolbar. */
  children?: ReactNode;
  /** The table; `error` is the failed load itself (shown as its Chinese text). */
  table: Omit<TableProps<T>, 'error'> & { error?: unknown };
  /** Pagination, shown when the list is not empty. */
  paging?: { page: number; total: number; pageSize?: number; onChange: (page: number) => void };
  /** After the table: dialogs, the confirm element. */
  after?: ReactNode;
}

export function ListPanel<T>({ id, title, action, children, table, paging, after }: ListPanelProps<T>) {
  const { error, ...rest } = table;
  return (
    <Panel aria-labelledby={id}>
      <HeaderRow>
        <h1 id={id}>{title}</h1>
        {action}
      </HeaderRow>
      {children}
      <Table {...rest} error={error ? errorText(error) : undefined} />
      {paging && paging.total > 0 ? (
        <Pagination
          page={paging.page}
          pageSize={paging.pageSize ?? PAGE_SIZE}
          total={paging.total}
          onChange={paging.onChange}
        />
      ) : null}
      {after}
    </Panel>
  );
}

export interface RowAction {
  label: string;
  /** The accessible name, naming the row (e.g. `编辑 上海某某公司`). */
  name: string;
  onClick: () => void;
  loading?: boolean;
  disabled?: boolean;
  /** A tooltip saying why the action is disabled. */
  title?: string | undefined;
}

/** The text buttons of a row; `false`/`null` entries are left out. */
export function RowActions({ actions }: { actions: readonly (RowAction | false | null | undefined)[] }) {
  return (
    <Actions>
      {actions.map((a) =>
        a ? (
          <Button
            key={a.label}
            size="sm"
            variant="text"
            loading={a.loading}
            disabled={a.disabled}
            title={a.title}
            onClick={a.onClick}
            aria-label={a.name}
          >
            {a.label}
          </Button>
        ) : null,
      )}
    </Actions>
  );
}

/** The keyword and page of a searchable list, and its API URL (`base?keyword=…&page=…&pageSize=10`). */
export function useKeywordPage(base: string) {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const url = `${base}?${new URLSearchParams({ keyword, page: String(page), pageSize: String(PAGE_SIZE) })}`;
  const search = (next: string) => {
    setKeyword(next);
    setPage(1);
  };
  return { keyword, page, setPage, search, url };
}
