/**
 * A page of products: skeleton cards while loading, an error with 重试, an empty state (with the caller's
 * next step), or the grid of ProductCards with pagination. Responsive: 4/3/2 columns, 1 column under 420 px.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { PageOf } from '../../contract/catalogue';
import { Button } from '../../ui/button';
import { Alert, Empty, SkeletonBlock } from '../../ui/feedback';
import { Pagination } from '../../ui/pagination';
import { VisuallyHidden, vars } from '../../ui/theme';
import { slots } from '../../ui/utils';
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

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(var(--b2b-card-min-width, 210px), 100%), 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: 480px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 8px;
  }
  @media (max-width: 360px) {
    grid-template-columns: minmax(0, 1fr);
  }
  > li {
    min-width: 0;
  }
`;

const SkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding-bottom: 12px;
  border: 1px solid ${vars.divider};
  border-radius: ${vars.radiusCard};
  overflow: hidden;
  > span:not(:first-child) {
    margin: 0 12px;
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 24px;
`;

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div role="status" aria-busy="true" data-testid="product-grid-loading">
      <VisuallyHidden>{t.loading}</VisuallyHidden>
      <Grid aria-hidden="true" as="div">
        {slots(count).map((slot) => (
          <SkeletonCard key={slot}>
            <SkeletonBlock $width="100%" $height={160} />
            <SkeletonBlock $width="85%" $height={14} />
            <SkeletonBlock $width="55%" $height={12} />
            <SkeletonBlock $width="40%" $height={18} />
          </SkeletonCard>
        ))}
      </Grid>
    </div>
  );
}

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
  if (!data || (loading && data.Items.length === 0)) return <ProductGridSkeleton count={skeletonCount} />;
  if (data.Items.length === 0) return <>{empty}</>;
  return (
    <div aria-busy={loading || undefined}>
      <Grid aria-label={t.productList} part="product-grid">
        {data.Items.map((p) => (
          <li key={p.Id}>
            <ProductCard product={p} keyword={keyword} />
          </li>
        ))}
      </Grid>
      <Footer>
        <Pagination
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
    </div>
  );
}

export { Empty };
