/**
 * Products as compact link cards (brand zone, solution detail): picture, name, brand · model and the price
 * or 咨询报价; the whole card opens `/:catalogue/detail/:id`. The cards come in render slices (features/shared/
 * slice.tsx) behind placeholders of their exact box: every line of a card has a fixed height (the name always
 * has the room of two lines), so a placeholder replaced by its card in a later task moves nothing.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ProductSummary } from '../../contract/catalogue';
import { Empty, SkeletonBlock } from '../../ui/feedback';
import { Price } from '../../ui/price';
import { vars } from '../../ui/theme';
import { browseStrings as t } from './browse-strings';
import { useMediaUrl } from './media';
import { Link } from './navigation';
import { CardGrid } from './screen-frame';
import { Slice } from './slice';

/** Heights of a link card's picture and lines (px), shared by the card's CSS and its placeholder. */
const LINE = { picture: 180, name: 40, meta: 18, price: 20 } as const;

const LinkCard = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  border: 1px solid ${vars.divider};
  border-radius: ${vars.radiusCard};
  background: ${vars.bg};
  text-decoration: none;
  overflow: hidden;
  transition: box-shadow 0.2s, border-color 0.2s;
  && {
    color: ${vars.text};
  }
  &:hover {
    border-color: ${vars.primary};
    box-shadow: ${vars.shadow};
  }
  &:focus-visible {
    outline: 2px solid ${vars.primary};
    outline-offset: 2px;
  }
  img {
    display: block;
    width: 100%;
    height: ${LINE.picture}px;
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
  .name {
    font-size: 14px;
    line-height: 20px;
    min-height: ${LINE.name}px;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    overflow-wrap: anywhere;
  }
  .meta {
    font-size: 12px;
    line-height: ${LINE.meta}px;
    color: ${vars.textSecondary};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .price {
    display: flex;
    align-items: center;
    height: ${LINE.price}px;
  }
`;

/** A compact product card: the whole card links to the product's detail page (no cart actions). */
export function ProductLinkCard({ product }: { product: ProductSummary }) {
  const media = useMediaUrl();
  return (
    <LinkCard to={`/${product.Catalogue}/detail/${product.Id}`} part="product">
      <img src={media(product.ImageUrl)} alt="" loading="lazy" width={240} height={LINE.picture} />
      <span className="body">
        <span className="name">{product.Name}</span>
        <span className="meta">
          {product.BrandName} · {product.Model}
        </span>
        <span className="price">
          {product.Catalogue === 'online' ? (
            <Price value={product.Price} unit={product.Unit} size="sm" />
          ) : (
            <span className="meta">{t.consultOnly}</span>
          )}
        </span>
      </span>
    </LinkCard>
  );
}

/**
 * A link card's place in a render slice: busy, with the card's boxes (border, the picture, the body's padding,
 * gaps and fixed line heights), in inline styles so that drawing it compiles no CSS.
 */
function ProductLinkCardPlaceholder() {
  return (
    <div
      aria-busy="true"
      aria-hidden="true"
      style={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        border: `1px solid ${vars.divider}`,
        borderRadius: vars.radiusCard,
        overflow: 'hidden',
      }}
    >
      <SkeletonBlock $height={LINE.picture} style={{ borderRadius: 0 }} />
      <div style={{ display: 'flex', flexDirection: 'column', gap: 4, padding: '10px 12px 12px' }}>
        <SkeletonBlock $height={LINE.name} $width="85%" />
        <SkeletonBlock $height={LINE.meta} $width="60%" />
        <SkeletonBlock $height={LINE.price} $width="40%" />
      </div>
    </div>
  );
}

/** Products as a grid of link cards, or an empty state with a next step (the catalogue's ProductGrid has the cart actions). */
export function ProductLinkGrid({ products, empty }: { products: readonly ProductSummary[]; empty?: ReactNode }) {
  if (products.length === 0) return <>{empty ?? <Empty description={t.noProducts} />}</>;
  return (
    <CardGrid $min={180} part="product-links">
      {products.map((p) => (
        <li key={p.Id}>
          {/* A page of cards is rendered a few cards per task (a dozen cards in one task was a long task in a profile). */}
          <Slice placeholder={<ProductLinkCardPlaceholder />}>
            <ProductLinkCard product={p} />
          </Slice>
        </li>
      ))}
    </CardGrid>
  );
}
