/**
 * The skeleton the console's queue screens share (企业审核, 询价管理, 发货管理, …): a panel with its heading,
 * a status filter (tabs), an optional keyword search, the table with its loading / error (重试) / empty
 * states, pagination when there is more than one page, and the dialog opened from a row. `useQueueState`
 * keeps the filter, keyword and page together (a new filter or keyword goes back to page 1) and builds the
 * list's URL.
 */
import { type ReactNode, useState } from 'react';
import { Pagination } from '../../ui/pagination';
import { Table, type TableProps } from '../../ui/table';
import { Tabs } from '../../ui/tabs';
import { KeywordSearch } from '../shared/keyword-search';
import { HeaderRow, OP_PAGE_SIZE, opErrorText, Panel } from './common';

/** The filter (a tab key), keyword and page of a queue, and its list URL (`base?<filterParam>=…&page=…`). */
export function useQueueState<K extends string>(
  base: string,
  opts: { filterParam: string; initial: K; extra?: Record<string, string> },
) {
  const [filter, setFilterState] = useState<K>(opts.initial);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const params = new URLSearchParams({
    ...(filter === '' ? {} : { [opts.filterParam]: filter }),
    page: String(page),
    pageSize: String(OP_PAGE_SIZE),
    ...(keyword ? { keyword } : {}),
    ...opts.extra,
  });
  return {
    filter,
    setFilter: (next: K) => {
      setFilterState(next);
      setPage(1);
    },
    keyword,
    search: (next: string) => {
      setKeyword(next);
      setPage(1);
    },
    page,
    setPage,
    url: `${base}?${params}`,
  };
}

export interface OperatorQueueProps<T> {
  /** The heading's id (the panel is labelled by it). */
  id: string;
  title: string;
  /** Right of the heading. */
  action?: ReactNode;
  /** The status filter. */
  tabs?: {
    label: string;
    items: readonly { key: string; label: string }[];
    active: string;
    onChange: (key: string) => void;
  };
  /** A keyword search (typing does nothing until 搜索 or Enter). */
  search?: { label: string; placeholder: string; onSearch: (keyword: string) => void };
  /** Between the filter and the table: notes. */
  children?: ReactNode;
  /** The table; `error` is the failed load itself (shown as the console's Chinese text). */
  table: Omit<TableProps<T>, 'error'> & { error?: unknown };
  /** Pagination, shown when the list is not empty. */
  paging?: { page: number; total: number | undefined; onChange: (page: number) => void };
  /** After the table: the row's dialog. */
  after?: ReactNode;
}

export function OperatorQueue<T>({
  id,
  title,
  action,
  tabs,
  search,
  children,
  table,
  paging,
  after,
}: OperatorQueueProps<T>) {
  const { error, ...rest } = table;
  return (
    <Panel aria-labelledby={id}>
      <HeaderRow>
        <h1 id={id}>{title}</h1>
        {action}
      </HeaderRow>
      {tabs ? <Tabs label={tabs.label} items={tabs.items} activeKey={tabs.active} onChange={tabs.onChange} /> : null}
      {search ? <KeywordSearch {...search} style={tabs ? { marginTop: 16 } : undefined} /> : null}
      {children}
      <Table {...rest} error={error ? opErrorText(error) : undefined} />
      {paging?.total ? (
        <Pagination page={paging.page} pageSize={OP_PAGE_SIZE} total={paging.total} onChange={paging.onChange} />
      ) : null}
      {after}
    </Panel>
  );
}
