/**
 * A page of products: skeleton cards while loading, an error with 重试, an empty state (with the caller's
 * next step), or the grid of ProductCards with pagination. Responsive: 4/3/2 columns, 1 column under 420 px.
 */

import type { ReactNode } from 'react';
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
}

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
}: ProductGridProps) {
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
    <div aria-busy={loading || undefined}>
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
              onChange={(page) => onPageChange(page)}
            />
          </Footer>
        </Slice>
      ) : null}
    </div>
  );
}

export { Empty, Grid, ProductGridSkeleton };
