/**
 * Table: a real `<table>` driven by a columns config.
 *
 * States, in priority order: `error` (message + 重试 button calling `onRetry`), `loading` with no rows
 * (skeleton rows), no rows (Empty), rows (with `aria-busy` and a progress bar while `loading` refreshes them).
 * Sorting is controlled: `sort` + `onSortChange`; sortable headers are buttons and the header cell
 * carries `aria-sort`. On narrow screens the table scrolls horizontally inside a focusable region.
 *
 * Column widths: give every column a `width` but one, the column that takes the rest of the table (a name or an
 * address, which wraps). Skeleton rows have no content to size columns by, so without widths the columns moved when
 * the rows arrived (a layout shift on each back-office list). A `nowrap` column's width must fit its
 * longest content; COLUMN_WIDTH has the common ones.
 */
import type { CSSProperties, Key, ReactNode } from 'react';
import { Button } from './button';
import { Empty, SkeletonBlock } from './feedback';
import { ChevronDownIcon, ChevronUpIcon, ErrorIcon, SortIcon } from './icons';
import { BusyBar, Caption, ErrorBox, Scroller, SortButton, StateCell, StyledTable, Td, Th, Tr } from './table-styles';
import { VisuallyHidden } from './theme';
import { slots } from './utils';

export type SortOrder = 'asc' | 'desc';

/**
 * Widths (px, the cell's 16 px padding on each side included) of columns that hold the same kind of content on every
 * screen, each wide enough for its longest value at 14 px: 2026-11-28 10:00, a mobile number, an amount up to
 * ¥9,999,999.99, an order number, a count under a three-character heading.
 */
export const COLUMN_WIDTH = {
  dateTime: 152,
  mobile: 124,
  money: 136,
  orderNo: 180,
  count: 80,
} as const;

/** The width (px) of a one-line heading of `title` in a header cell: 14 px a character and the padding. */
export function headingWidth(title: string): number {
  return title.length * 14 + 40;
}

/** The least width a column without a `width` is given when the table's minimum width is worked out. */
const FLEX_COLUMN_MIN = 120;

/**
 * The table's minimum width: `minWidth`, or more where the columns' widths need it (each column without a width
 * counted at FLEX_COLUMN_MIN or its heading). A table narrower than its columns' widths squeezes them by their content,
 * which skeleton rows do not have: the columns then moved when the rows arrived.
 */
function tableMinWidth<T>(columns: readonly TableColumn<T>[], minWidth: number): number {
  if (!columns.some((c) => typeof c.width === 'number')) return minWidth;
  const needed = columns.reduce(
    (sum, c) =>
      sum +
      (typeof c.width === 'number'
        ? c.width
        : Math.max(FLEX_COLUMN_MIN, typeof c.title === 'string' ? headingWidth(c.title) : 0)),
    0,
  );
  return Math.max(minWidth, needed);
}

export interface TableSort {
  key: string;
  order: SortOrder;
}

export interface TableColumn<T> {
  /** Unique column key (also the sort key). */
  key: string;
  /** Header content. */
  title: ReactNode;
  /** Property shown when there is no `render`. Default: `key`. */
  dataIndex?: keyof T;
  /** Cell content. */
  render?: (row: T, index: number) => ReactNode;
  /** Width in px or any CSS width. */
  width?: number | string;
  /** Text alignment. Default `left` (use `right` for money and quantities). */
  align?: 'left' | 'center' | 'right';
  /** The header toggles sorting. Default false. */
  sortable?: boolean;
  /** Keep on one line (ellipsis is the cell's job). Default false. */
  nowrap?: boolean;
}

export interface TableProps<T> {
  columns: readonly TableColumn<T>[];
  /** Rows. */
  data: readonly T[];
  /** Row key: a property name or a function. Required (index keys break selection and animation). */
  rowKey: keyof T | ((row: T) => Key);
  /** Accessible name of the table (visually hidden unless `showCaption`). */
  caption: string;
  /** Show the caption above the table. Default false. */
  showCaption?: boolean;
  /** Loading: skeleton rows when empty, dimmed rows otherwise. Default false. */
  loading?: boolean;
  /** Number of skeleton rows. Default 5. */
  skeletonRows?: number;
  /** An error message replaces the rows. */
  error?: ReactNode;
  /** Shows a "重试" button in the error state. */
  onRetry?: () => void;
  /** Empty-state text. Default "暂无数据". */
  emptyText?: ReactNode;
  /** Empty-state action. */
  emptyAction?: ReactNode;
  /** Current sort (controlled). */
  sort?: TableSort | null;
  /** Called with the next sort: asc → desc → none (null). */
  onSortChange?: (sort: TableSort | null) => void;
  /** Minimum table width before horizontal scrolling starts, raised to the columns' widths. Default 640 (px). */
  minWidth?: number;
  /** Extra per-row props (e.g. highlight). */
  rowStyle?: (row: T, index: number) => CSSProperties | undefined;
  className?: string;
}

function widthOf(w: number | string | undefined): string | undefined {
  return typeof w === 'number' ? `${w}px` : w;
}

function nextSort(current: TableSort | null | undefined, key: string): TableSort | null {
  if (!current || current.key !== key) return { key, order: 'asc' };
  if (current.order === 'asc') return { key, order: 'desc' };
  return null;
}

const sortNames: Record<SortOrder, string> = { asc: '升序', desc: '降序' };

/** A data table with loading, empty, error and sort states. */
export function Table<T>({
  columns,
  data,
  rowKey,
  caption,
  showCaption = false,
  loading = false,
  skeletonRows = 5,
  error,
  onRetry,
  emptyText = '暂无数据',
  emptyAction,
  sort,
  onSortChange,
  minWidth = 640,
  rowStyle,
  className,
}: TableProps<T>) {
  const keyOf = (row: T): Key => (typeof rowKey === 'function' ? rowKey(row) : (row[rowKey] as unknown as Key));
  const hasError = error != null && error !== false && error !== '';
  const showSkeleton = !hasError && loading && data.length === 0;
  const showEmpty = !hasError && !loading && data.length === 0;

  let body: ReactNode;
  if (hasError) {
    body = (
      <tr>
        <StateCell colSpan={columns.length}>
          <ErrorBox role="alert">
            <ErrorIcon size={28} />
            <div>{error}</div>
            {onRetry ? (
              <Button size="sm" onClick={onRetry}>
                重试
              </Button>
            ) : null}
          </ErrorBox>
        </StateCell>
      </tr>
    );
  } else if (showSkeleton) {
    body = slots(skeletonRows).map((r) => (
      // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a table row is not focusable; the skeleton is decoration the status text announces
      <tr key={r} aria-hidden="true" data-skeleton="">
        {columns.map((c) => (
          <Td key={c.key} $align={c.align ?? 'left'} $nowrap={false}>
            <SkeletonBlock $width={`${60 + ((r * 17 + c.key.length * 7) % 40)}%`} />
          </Td>
        ))}
      </tr>
    ));
  } else if (showEmpty) {
    body = (
      <tr>
        <StateCell colSpan={columns.length}>
          <Empty compact description={emptyText} action={emptyAction} />
        </StateCell>
      </tr>
    );
  } else {
    body = data.map((row, i) => (
      <Tr key={keyOf(row)} style={rowStyle?.(row, i)} data-row="">
        {columns.map((c) => (
          <Td
            key={c.key}
            $align={c.align ?? 'left'}
            $nowrap={c.nowrap ?? false}
            data-label={typeof c.title === 'string' ? c.title : undefined}
          >
            {c.render ? c.render(row, i) : String((row[(c.dataIndex ?? c.key) as keyof T] as unknown) ?? '')}
          </Td>
        ))}
      </Tr>
    ));
  }

  return (
    // The scroller is focusable so keyboard users can scroll a wide table (WCAG 2.1.1).
    <Scroller className={className} role="region" aria-label={caption} tabIndex={0}>
      <VisuallyHidden role="status">{loading ? '加载中' : ''}</VisuallyHidden>
      {loading && data.length > 0 && !hasError ? <BusyBar aria-hidden="true" /> : null}
      <StyledTable
        $minWidth={tableMinWidth(columns, minWidth)}
        $busy={loading && data.length > 0}
        aria-busy={loading || undefined}
      >
        <Caption $visible={showCaption}>{caption}</Caption>
        <thead>
          <tr>
            {columns.map((c) => {
              const active = sort?.key === c.key ? sort.order : undefined;
              const ariaSort = c.sortable
                ? active === 'asc'
                  ? 'ascending'
                  : active === 'desc'
                    ? 'descending'
                    : 'none'
                : undefined;
              return (
                <Th key={c.key} scope="col" aria-sort={ariaSort} $align={c.align ?? 'left'} $width={widthOf(c.width)}>
                  {c.sortable && onSortChange ? (
                    <SortButton
                      type="button"
                      $align={c.align ?? 'left'}
                      data-active={active ? 'true' : 'false'}
                      onClick={() => onSortChange(nextSort(sort, c.key))}
                      title={active ? `当前${sortNames[active]}，点击切换` : '点击排序'}
                    >
                      {c.title}
                      {active === 'asc' ? (
                        <ChevronUpIcon size={14} />
                      ) : active === 'desc' ? (
                        <ChevronDownIcon size={14} />
                      ) : (
                        <SortIcon size={14} />
                      )}
                    </SortButton>
                  ) : (
                    c.title
                  )}
                </Th>
              );
            })}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </StyledTable>
    </Scroller>
  );
}
