/**
 * A page of products: skeleton cards while loading, an error with 重试, an empty state (with the caller's
 * next step), or the grid of ProductCards with pagination. Responsive: 4/3/2 columns, 1 column under 420 px.
 */

import { type ReactNode, useRef } from 'react';
import styled from 'styled-components';
import type { PageOf } from '../../../contract/common';
import { Button } from '../../../ui/button';
import { Alert, Empty } from '../../../ui/feedback';
import { vars } from '../../../ui/theme';
import { LazyPagination } from '../lazy-pagination';
import { Slice, SlicePending } from '../slice';
import { Grid, ProductCardSkeleton, ProductGridSkeleton } from './layout';
import { ProductCard } from './ProductCard';
import type { ProductSummary } from './stores';
import { t } from './strings';

export interface ProductGridProps {
  data: PageOf<ProductSummary> | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onPageChange: (page: number) => void;
  /** Shown when the page is empty. */
  empty: ReactNode;
  keyword?: string | undefined;
  /** Skeleton cards shown while loading. Default 8. */
  skeletonCount?: number;
  /**
   * `pages`: the pager comes with the list and stays in view under it: the cards scroll in the height the grid is
   * given (a fixed-height `<b2b-catalog pagination="pages">`). Default `scroll`: the pager loads when the visitor
   * comes near it.
   */
  pagination?: 'scroll' | 'pages' | undefined;
}

/** `pagination="pages"`: the list fills its box; the cards scroll, the pager stays under them. */
const FILL = { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 } as const;
const SCROLL = { flex: '1 1 auto', minHeight: 0, overflow: 'auto' } as const;

const Footer = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 24px;
`;

export function ProductGrid({
  data,
  loading,
  error,
  onRetry,
  onPageChange,
  empty,
  keyword,
  skeletonCount = 8,
  pagination,
}: ProductGridProps) {
  const pages = pagination === 'pages';
  const cards = useRef<HTMLDivElement>(null);
  if (error && !data) {
    return (
      <Alert
        type="error"
        title={t.loadFailed}
        action={
          <Button size="sm" onClick={onRetry}>
            {t.retry}
          </Button>
        }
      />
    );
  }
  if (!data || (loading && data.Items.length === 0)) {
    // The loading grid is a slice of its own when the filters and header above it filled the task: nothing is under
    // it in the widget, so its place waits empty (and busy) for a frame.
    return (
      <Slice placeholder={<SlicePending label={t.loading} />}>
        <ProductGridSkeleton count={skeletonCount} />
      </Slice>
    );
  }
  if (data.Items.length === 0) return <>{empty}</>;
  return (
    <div aria-busy={loading || undefined} style={pages ? FILL : undefined}>
      <div ref={cards} style={pages ? SCROLL : undefined}>
        <Grid aria-label={t.productList} part="product-grid">
          {data.Items.map((p) => (
            <li key={p.Id}>
              {/* A page of cards is rendered a few cards per task (the first render of a grid is the longest). */}
              <Slice placeholder={<ProductCardSkeleton consultation={p.Catalogue !== 'online'} />}>
                <ProductCard product={p} keyword={keyword} />
              </Slice>
            </li>
          ))}
        </Grid>
      </div>
      {/* The pager is a slice after the cards: its first render lengthened the grid's first task. */}
      {data.Total > data.PageSize ? (
        <Slice placeholder={<Footer aria-busy="true" style={{ height: vars.buttonHeightLg }} />}>
          <Footer>
            <LazyPagination
              page={data.Page}
              pageSize={data.PageSize}
              total={data.Total}
              hideOnSinglePage
              showJumper={data.Total > data.PageSize * 5}
              label={t.pagination}
              disabled={loading}
              eager={pages}
              onChange={(page) => {
                // A list scrolling in its own box starts the next page at its top.
                if (pages && cards.current) cards.current.scrollTop = 0;
                onPageChange(page);
              }}
            />
          </Footer>
        </Slice>
      ) : null}
    </div>
  );
}

export { Empty, Grid, ProductGridSkeleton };
