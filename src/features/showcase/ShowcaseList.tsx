/**
 * The showcase (黄页) directory: category, supplier and keyword filters, a result grid and pagination.
 * Controlled: the route keeps the filters in the URL, the `<b2b-showcase>` widget in its own state.
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import type { ShowcasePage, ShowcaseSummary } from '../../contract/catalogue';
import { SEARCH_KEYWORD_MAX } from '../../contract/limits';
import { Button } from '../../ui/button';
import { Empty, SkeletonBlock } from '../../ui/feedback';
import { Input } from '../../ui/input';
import { Select } from '../../ui/select';
import { VisuallyHidden, vars } from '../../ui/theme';
import { LazyPagination } from '../shared/lazy-pagination';
import { useMediaUrl } from '../shared/media';
import { Link } from '../shared/navigation';
import { CardGrid, CardGridSkeleton } from '../shared/screen-frame';
import { SectionError } from '../shared/section-error';
import { ControlSlice, Slice, SlicePending, useSliceClock } from '../shared/slice';
import { useRouteQuery } from '../shared/use-route-query';
import {
  changeFilters,
  emptyFilters,
  hasFilters,
  SHOWCASE_PAGE_SIZE,
  type ShowcaseFilters,
  showcaseQuery,
} from './filters';
import { showcaseStrings as t } from './strings';

export interface ShowcaseListProps {
  filters: ShowcaseFilters;
  onChange: (next: ShowcaseFilters) => void;
  pageSize?: number;
  /** Heading level of the list's title (1 on the route, 2 in a widget). */
  headingLevel?: 1 | 2;
}

const Bar = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.4fr) auto auto;
  gap: 12px;
  align-items: end;
  padding: 16px;
  border: 1px solid ${vars.divider};
  border-radius: ${vars.radiusCard};
  background: ${vars.bg};
  label {
    display: block;
    margin-bottom: 6px;
    font-size: 13px;
    color: ${vars.textSecondary};
  }
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    .keyword {
      grid-column: 1 / -1;
    }
  }
`;

const Intro = styled.p`
  margin: -8px 0 16px;
  font-size: 14px;
  color: ${vars.textSecondary};
`;

const Summary = styled.p`
  margin: 16px 0 12px;
  font-size: 14px;
  color: ${vars.textSecondary};
`;

const Item = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  border: 1px solid ${vars.divider};
  border-radius: ${vars.radiusCard};
  background: ${vars.bg};
  text-decoration: none;
  overflow: hidden;
  && {
    color: ${vars.text};
  }
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: contain;
    background: ${vars.bgSubtle};
  }
  .body {
    display: flex;
    flex-direction: column;
    gap: 4px;
    padding: 10px 12px 12px;
    min-width: 0;
  }
  strong {
    min-height: 40px;
    font-size: 14px;
    line-height: 20px;
    font-weight: 600;
    overflow-wrap: anywhere;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  .summary,
  .supplier {
    font-size: 12px;
    line-height: 18px;
    color: ${vars.textSecondary};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .tag {
    align-self: flex-start;
    padding: 0 6px;
    border-radius: 4px;
    background: ${vars.primarySoft};
    color: ${vars.primary};
    font-size: 12px;
    line-height: 20px;
  }
  &:hover {
    border-color: ${vars.primary};
    box-shadow: ${vars.shadow};
  }
  &:focus-visible {
    outline: 2px solid ${vars.primary};
    outline-offset: 2px;
  }
`;

/**
 * An item's skeleton has the boxes of an item (Item): the picture (180 px high: its height attribute wins over the
 * aspect ratio), then the body's padding, gaps and lines at their fixed heights (the name always takes two lines).
 * It stands in for an item the grid renders in a later render slice: a row of them does not change height when its
 * items arrive (312 px both). The loading grid before the list arrives stays compact: it has to fit the widget's
 * reserved height (elements/reserve.ts).
 */
const ItemSkeleton = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  box-sizing: border-box;
  border: 1px solid ${vars.divider};
  border-radius: ${vars.radiusCard};
  overflow: hidden;
  > .picture {
    height: 180px;
    border-radius: 0;
  }
  > .body {
    display: flex;
    flex-direction: column;
    gap: 4px;
    padding: 10px 12px 12px;
  }
  .tag {
    height: 20px;
  }
  .name {
    height: 40px;
  }
  .line {
    height: 18px;
  }
`;

function ShowcaseItemSkeleton() {
  return (
    <ItemSkeleton aria-busy="true" aria-hidden="true">
      <SkeletonBlock className="picture" />
      <div className="body">
        <SkeletonBlock className="tag" $width="30%" />
        <SkeletonBlock className="name" $width="90%" />
        <SkeletonBlock className="line" $width="75%" />
        <SkeletonBlock className="line" $width="60%" />
      </div>
    </ItemSkeleton>
  );
}

function ShowcaseItem({ item }: { item: ShowcaseSummary }) {
  const media = useMediaUrl();
  return (
    <Item to={`/yellow-pages-products/detail/${encodeURIComponent(item.GlobalId)}`} part="showcase-item">
      <img src={media(item.ImageUrl)} alt="" loading="lazy" width={240} height={180} />
      <span className="body">
        <span className="tag">{item.CategoryName}</span>
        <strong>{item.Name}</strong>
        <span className="summary">{item.Summary}</span>
        <span className="supplier">
          {item.SupplierName} · {item.Province === item.City ? item.City : `${item.Province}${item.City}`}
        </span>
      </span>
    </Item>
  );
}

export function ShowcaseList({
  filters,
  onChange,
  pageSize = SHOWCASE_PAGE_SIZE,
  headingLevel = 1,
}: ShowcaseListProps) {
  const ids = useId();
  const categories = useRouteQuery('GET /api/Categories');
  const suppliers = useRouteQuery('GET /api/Suppliers');
  const result = useRouteQuery('GET /api/YellowPages/products', { query: showcaseQuery(filters, pageSize) });
  const [keyword, setKeyword] = useState(filters.keyword);
  useEffect(() => setKeyword(filters.keyword), [filters.keyword]);

  // Keep the last page on screen while the next one loads (no jump to a skeleton on every click).
  const [shown, setShown] = useState<ShowcasePage | undefined>(result.data);
  useEffect(() => {
    if (result.data) setShown(result.data);
  }, [result.data]);
  const page = result.data ?? (result.pending ? shown : undefined);
  // The grid's items are render slices: the time this view takes before them counts towards the first.
  useSliceClock();

  const change = (patch: Partial<ShowcaseFilters>) => onChange(changeFilters(filters, patch));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ keyword: keyword.trim().slice(0, SEARCH_KEYWORD_MAX) });
  };
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  return (
    <div>
      <Heading>{t.title}</Heading>
      <Intro>{t.intro}</Intro>
      <Bar role="search" aria-label={t.filters} onSubmit={submit} part="filters">
        <div>
          <label htmlFor={`${ids}-cat`}>{t.category}</label>
          <ControlSlice height={vars.buttonHeightLg}>
            <Select
              id={`${ids}-cat`}
              value={filters.categoryId ?? ''}
              onChange={(e) => change({ categoryId: e.target.value ? Number(e.target.value) : null })}
              options={[
                { value: '', label: t.allCategories },
                ...(categories.data ?? []).map((c) => ({ value: c.Id, label: c.Name })),
              ]}
            />
          </ControlSlice>
        </div>
        <div>
          <label htmlFor={`${ids}-sup`}>{t.supplier}</label>
          <ControlSlice height={vars.buttonHeightLg}>
            <Select
              id={`${ids}-sup`}
              value={filters.supplierId ?? ''}
              onChange={(e) => change({ supplierId: e.target.value ? Number(e.target.value) : null })}
              options={[
                { value: '', label: t.allSuppliers },
                ...(suppliers.data ?? []).map((s) => ({ value: s.Id, label: s.Name })),
              ]}
            />
          </ControlSlice>
        </div>
        <div className="keyword">
          <label htmlFor={`${ids}-kw`}>{t.keyword}</label>
          <ControlSlice height={vars.buttonHeightLg}>
            <Input
              id={`${ids}-kw`}
              type="search"
              block
              value={keyword}
              maxLength={SEARCH_KEYWORD_MAX}
              placeholder={t.keywordPlaceholder}
              onChange={(e) => setKeyword(e.target.value)}
            />
          </ControlSlice>
        </div>
        <Button type="submit" variant="primary">
          {t.search}
        </Button>
        <Button
          type="button"
          disabled={!hasFilters(filters) && filters.page === 1}
          onClick={() => onChange(emptyFilters)}
        >
          {t.reset}
        </Button>
      </Bar>

      {result.error !== undefined && !result.pending ? (
        <div style={{ marginTop: 16 }}>
          <SectionError what={t.items} onRetry={result.retry} status={result.status} />
        </div>
      ) : !page ? (
        <div style={{ marginTop: 16 }}>
          {/* A slice of its own after the filters (nothing is under it): with them, the first task was a long one. */}
          <Slice placeholder={<SlicePending label={t.loadingItems} />}>
            <CardGridSkeleton count={8} height={240} min={200} />
          </Slice>
        </div>
      ) : (
        <>
          <Summary role="status" aria-live="polite">
            {t.results(page.Total)}
          </Summary>
          {page.Items.length === 0 ? (
            <Empty
              description={
                <>
                  {t.empty}
                  <br />
                  {t.emptyHint}
                </>
              }
              action={
                hasFilters(filters) ? (
                  <Button variant="primary" onClick={() => onChange(emptyFilters)}>
                    {t.reset}
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <>
              <VisuallyHidden as="h2">{t.list}</VisuallyHidden>
              <CardGrid $min={200} aria-busy={result.pending || undefined} part="showcase-list">
                {page.Items.map((item) => (
                  <li key={item.GlobalId}>
                    <Slice placeholder={<ShowcaseItemSkeleton />}>
                      <ShowcaseItem item={item} />
                    </Slice>
                  </li>
                ))}
              </CardGrid>
            </>
          )}
          {/* The pager is the last slice, after the items. */}
          {page.Total > pageSize ? (
            <Slice placeholder={<div aria-busy="true" style={{ marginTop: 20, height: vars.buttonHeightLg }} />}>
              <div style={{ marginTop: 20 }}>
                <LazyPagination
                  label={t.pagination}
                  page={filters.page}
                  pageSize={pageSize}
                  total={page.Total}
                  hideOnSinglePage
                  showJumper={false}
                  onChange={(p) => change({ page: p })}
                />
              </div>
            </Slice>
          ) : null}
        </>
      )}
    </div>
  );
}
