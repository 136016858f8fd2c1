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

/**
 * A render slice's card placeholder has the boxes of ProductCard (ProductCard.tsx): the square picture, then the
 * body's padding, gaps and lines at their fixed heights (name: two lines, two meta lines, the price row, the small
 * buttons). In a grid row it is the height of the real card, so a row of placeholders that become cards in a later
 * render slice does not grow and move what is below it (compact placeholders relied on a real card in the same row
 * to stretch them, and a first slice that rendered no card grew the row and moved the next). Two columns
 * (361–480 px) mostly leave no room for the price and the minimum on one line: the price row is two lines there, as
 * the card's usually is. A consultation product's card says 咨询报价 there instead, on one line at every width.
 */
const PlaceholderCard = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  box-sizing: border-box;
  border: 1px solid ${vars.divider};
  border-radius: ${vars.radiusCard};
  overflow: hidden;
  > .picture {
    height: auto;
    aspect-ratio: 1 / 1;
    border-radius: 0;
  }
  > .body {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: 6px;
    padding: 12px;
  }
  .name {
    height: 44px;
  }
  .meta {
    height: 18px;
  }
  .price {
    box-sizing: content-box;
    height: 21px;
    margin-top: auto;
    padding-top: 4px;
    background-clip: content-box;
  }
  .actions {
    height: ${vars.buttonHeightSm};
  }
  @media (min-width: 361px) and (max-width: 480px) {
    .price {
      height: 43px;
    }
  }
  &.consultation .price {
    height: 23px;
  }
`;

/** A card's place in a render slice (ProductGrid): busy until the card replaces it, of the card's size. */
export function ProductCardSkeleton({ consultation = false }: { consultation?: boolean }) {
  return (
    <PlaceholderCard className={consultation ? 'consultation' : undefined} aria-busy="true" aria-hidden="true">
      <SkeletonBlock className="picture" />
      <div className="body">
        <SkeletonBlock className="name" $width="85%" />
        <SkeletonBlock className="meta" $width="55%" />
        <SkeletonBlock className="meta" $width="70%" />
        <SkeletonBlock className="price" $width="60%" />
        <SkeletonBlock className="actions" />
      </div>
    </PlaceholderCard>
  );
}

/**
 * The loading grid's cards, before the list arrives: compact (a 160 px picture and three lines), so that a grid of
 * them fits the widget's reserved height (elements/reserve.ts: 720 px for the catalogue) and the page does not move
 * when the widget is defined; the reservation ends when the list arrives.
 */
const LoadingCard = styled.div`
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

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div role="status" aria-busy="true" data-testid="product-grid-loading">
      <VisuallyHidden>{t.loading}</VisuallyHidden>
      <Grid aria-hidden="true" as="div">
        {slots(count).map((slot) => (
          <LoadingCard key={slot}>
            <SkeletonBlock $width="100%" $height={160} />
            <SkeletonBlock $width="85%" $height={14} />
            <SkeletonBlock $width="55%" $height={12} />
            <SkeletonBlock $width="40%" $height={18} />
          </LoadingCard>
        ))}
      </Grid>
    </div>
  );
}
