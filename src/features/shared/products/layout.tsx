/**
 * Layout of the catalogue, search and product screens: the centred page column, the product grid and its
 * loading skeleton (cards of the size of the real ones, so nothing moves when they arrive). Apart from
 * CatalogueView and ProductGrid so that the product and search widgets do not load the filters, router or
 * pagination just for these frames.
 */
import styled from 'styled-components';
import { SkeletonBlock } from '../../../ui/feedback';
import { VisuallyHidden, vars } from '../../../ui/theme';
import { slots } from '../../../ui/utils';
import { t } from './strings';

export const Page = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 16px;
  box-sizing: border-box;
  min-width: 0;
`;

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

/** One card's skeleton: in the loading grid, and in place of a card the grid renders in a later task. */
export function ProductCardSkeleton({ busy = false }: { busy?: boolean }) {
  return (
    <SkeletonCard aria-busy={busy || undefined} aria-hidden="true">
      <SkeletonBlock $width="100%" $height={160} />
      <SkeletonBlock $width="85%" $height={14} />
      <SkeletonBlock $width="55%" $height={12} />
      <SkeletonBlock $width="40%" $height={18} />
    </SkeletonCard>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div role="status" aria-busy="true" data-testid="product-grid-loading">
      <VisuallyHidden>{t.loading}</VisuallyHidden>
      <Grid aria-hidden="true" as="div">
        {slots(count).map((slot) => (
          <ProductCardSkeleton key={slot} />
        ))}
      </Grid>
    </div>
  );
}
