/**
 * Pagination: 共 N 条 · ‹ 1 … 4 5 [6] 7 8 … 20 › · 每页条数 · 跳至 [ ] 页.
 *
 * Controlled: `page` (1-based) + `onChange(page, pageSize)`. Page buttons are real buttons
 * (`aria-label="第 N 页"`, the current one `aria-current="page"`); ← / → on a focused page button go to
 * the previous / next page. Renders nothing when `total` is 0 and `hideOnSinglePage` is set.
 */
import { useId, useState } from 'react';
import styled from 'styled-components';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { controlReset, vars } from './theme';

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  /** Rows per page. Default 10. */
  pageSize?: number;
  /** Total rows. */
  total: number;
  /** Called with the new page (and page size). */
  onChange: (page: number, pageSize: number) => void;
  /** Offer these page sizes in a select. Default none. */
  pageSizeOptions?: readonly number[];
  /** Show "共 N 条". Default true. */
  showTotal?: boolean;
  /** Show the "跳至 [ ] 页" box. Default true (hidden under 480px). */
  showJumper?: boolean;
  /** Render nothing when everything fits on one page. Default false. */
  hideOnSinglePage?: boolean;
  /** Page buttons around the current one on each side. Default 2. */
  siblings?: number;
  /** Navigation label. Default "分页". */
  label?: string;
  /** Disable all controls (e.g. while loading). Default false. */
  disabled?: boolean;
  className?: string;
}

export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/** The page numbers to show: first, last, current ± siblings, ellipses in the gaps. */
export function pageItems(page: number, pageCount: number, siblings = 2): PageItem[] {
  const total = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), total);
  // first + last + current + 2*siblings + 2 ellipses
  if (total <= 5 + 2 * siblings) return Array.from({ length: total }, (_, i) => i + 1);
  let start = Math.max(2, current - siblings);
  let end = Math.min(total - 1, current + siblings);
  // keep the window the same width near the edges
  if (current - siblings <= 2) end = 3 + 2 * siblings;
  if (current + siblings >= total - 1) start = total - 2 - 2 * siblings;
  const items: PageItem[] = [1];
  if (start > 2) items.push('start-ellipsis');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < total - 1) items.push('end-ellipsis');
  items.push(total);
  return items;
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 8px;
  font-size: 14px;
  color: ${vars.text};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled.button`
  ${controlReset}
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  /* The spec's button heights are 38 and 28: pagination uses the large one (it was 32, a third size). */
  min-width: ${vars.buttonHeightLg};
  height: ${vars.buttonHeightLg};
  padding: 0 6px;
  border: 1px solid ${vars.border};
  border-radius: 6px;
  background: ${vars.bg};
  color: ${vars.text};
  cursor: pointer;
  font-variant-numeric: tabular-nums;
  &:hover:not(:disabled) {
    border-color: ${vars.primary};
    color: ${vars.primary};
  }
  &[aria-current='page'] {
    border-color: ${vars.primary};
    background: ${vars.primary};
    color: #fff;
    font-weight: 600;
  }
  &:disabled {
    cursor: not-allowed;
    color: ${vars.textPlaceholder};
    background: ${vars.bgSubtle};
  }
  &:focus-visible {
    outline: 2px solid ${vars.primary};
    outline-offset: 2px;
  }
`;

const Ellipsis = styled.li`
  min-width: 24px;
  text-align: center;
  color: ${vars.textSecondary};
  letter-spacing: 1px;
`;

const Total = styled.span`
  color: ${vars.textSecondary};
  margin-right: 4px;
`;

const Jumper = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: ${vars.textSecondary};
  input {
    box-sizing: border-box;
    width: 56px;
    height: ${vars.buttonHeightLg};
    padding: 0 8px;
    border: 1px solid ${vars.border};
    border-radius: 6px;
    font: inherit;
    color: ${vars.text};
    text-align: center;
    outline: none;
    background: ${vars.bg};
  }
  input:focus-visible {
    border-color: ${vars.primary};
    box-shadow: ${vars.focusRing};
  }
  @media (max-width: 480px) {
    display: none;
  }
`;

const SizeSelect = styled.select`
  box-sizing: border-box;
  height: ${vars.buttonHeightLg};
  padding: 0 8px;
  border: 1px solid ${vars.border};
  border-radius: 6px;
  background: ${vars.bg};
  font: inherit;
  color: ${vars.text};
  &:focus-visible {
    outline: 2px solid ${vars.primary};
  }
`;

/** Page navigation for lists and tables. */
export function Pagination({
  page,
  pageSize = 10,
  total,
  onChange,
  pageSizeOptions,
  showTotal = true,
  showJumper = true,
  hideOnSinglePage = false,
  siblings = 2,
  label = '分页',
  disabled = false,
  className,
}: PaginationProps) {
  const [jump, setJump] = useState('');
  const jumpId = useId();
  const pageCount = Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
  const current = Math.min(Math.max(1, page), pageCount);
  if (hideOnSinglePage && pageCount <= 1) return null;

  const go = (p: number) => {
    const target = Math.min(Math.max(1, p), pageCount);
    if (target !== current && !disabled) onChange(target, pageSize);
  };

  return (
    <Nav aria-label={label} className={className}>
      {showTotal ? <Total>共 {total} 条</Total> : null}
      <List
        onKeyDown={(e) => {
          if (!(e.target instanceof HTMLElement) || !e.target.dataset.page) return;
          if (e.key === 'ArrowLeft') {
            e.preventDefault();
            go(current - 1);
          } else if (e.key === 'ArrowRight') {
            e.preventDefault();
            go(current + 1);
          }
        }}
      >
        <li>
          <PageButton
            type="button"
            aria-label="上一页"
            disabled={disabled || current <= 1}
            onClick={() => go(current - 1)}
          >
            <ChevronLeftIcon size={14} />
          </PageButton>
        </li>
        {pageItems(current, pageCount, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton
                type="button"
                data-page={item}
                aria-label={`第 ${item} 页`}
                aria-current={item === current ? 'page' : undefined}
                disabled={disabled}
                onClick={() => go(item)}
              >
                {item}
              </PageButton>
            </li>
          ) : (
            <Ellipsis key={item} aria-hidden="true">
              …
            </Ellipsis>
          ),
        )}
        <li>
          <PageButton
            type="button"
            aria-label="下一页"
            disabled={disabled || current >= pageCount}
            onClick={() => go(current + 1)}
          >
            <ChevronRightIcon size={14} />
          </PageButton>
        </li>
      </List>
      {pageSizeOptions && pageSizeOptions.length > 0 ? (
        <SizeSelect
          aria-label="每页条数"
          value={pageSize}
          disabled={disabled}
          onChange={(e) => {
            const size = Number(e.currentTarget.value);
            // keep the first visible row on screen
            const firstRow = (current - 1) * pageSize;
            onChange(Math.floor(firstRow / size) + 1, size);
          }}
        >
          {pageSizeOptions.map((s) => (
            <option key={s} value={s}>
              {s} 条/页
            </option>
          ))}
        </SizeSelect>
      ) : null}
      {showJumper && pageCount > 1 ? (
        <Jumper htmlFor={jumpId}>
          跳至
          <input
            id={jumpId}
            inputMode="numeric"
            value={jump}
            disabled={disabled}
            aria-label={`跳至页码，共 ${pageCount} 页`}
            onChange={(e) => setJump(e.currentTarget.value.replace(/[^\d]/g, ''))}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && jump !== '') {
                e.preventDefault();
                go(Number(jump));
                setJump('');
              }
            }}
          />
          页
        </Jumper>
      ) : null}
    </Nav>
  );
}
