/**
 * Products as compact link cards (brand zone, solution detail): picture, name, brand · model and the price
 * or 咨询报价; the whole card opens `/:catalogue/detail/:id`.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ProductSummary } from '../../contract/catalogue';
import { Empty } from '../../ui/feedback';
import { Price } from '../../ui/price';
import { vars } from '../../ui/theme';
import { browseStrings as t } from './browse-strings';
import { useMediaUrl } from './media';
import { Link } from './navigation';
import { CardGrid } from './screen-frame';

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
  .name {
    font-size: 14px;
    line-height: 20px;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    overflow-wrap: anywhere;
  }
  .meta {
    font-size: 12px;
    color: ${vars.textSecondary};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** A compact product card: the whole card links to the product's detail page (no cart actions). */
export function ProductLinkCard({ product }: { product: ProductSummary }) {
  const media = useMediaUrl();
  return (
    <LinkCard to={`/${product.Catalogue}/detail/${product.Id}`} part="product">
      <img src={media(product.ImageUrl)} alt="" loading="lazy" width={240} height={180} />
      <span className="body">
        <span className="name">{product.Name}</span>
        <span className="meta">
          {product.BrandName} · {product.Model}
        </span>
        {product.Catalogue === 'online' ? (
          <Price value={product.Price} unit={product.Unit} size="sm" />
        ) : (
          <span className="meta">{t.consultOnly}</span>
        )}
      </span>
    </LinkCard>
  );
}

/** Products as a grid of link cards, or an empty state with a next step (the catalogue's ProductGrid has the cart actions). */
export function ProductLinkGrid({ products, empty }: { products: readonly ProductSummary[]; empty?: ReactNode }) {
  if (products.length === 0) return <>{empty ?? <Empty description={t.noProducts} />}</>;
  return (
    <CardGrid $min={180}>
      {products.map((p) => (
        <li key={p.Id}>
          <ProductLinkCard product={p} />
        </li>
      ))}
    </CardGrid>
  );
}
