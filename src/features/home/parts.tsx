/**
 * Small parts shared by the browsing screens of issue 4: page frame and heading, a section's own
 * error with 重试, a compact product tile (linking to `/:catalogue/detail/:id`), media URLs.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ProductSummary } from '../../contract/catalogue';
import { Button } from '../../ui/button';
import { Alert, Empty, SkeletonBlock } from '../../ui/feedback';
import { Price } from '../../ui/price';
import { vars } from '../../ui/theme';
import { slots } from '../../ui/utils';
import { useMediaUrl } from '../shared/media';
import { Link } from '../shared/navigation';
import { browseStrings as t } from './strings';

/** `ImageUrl` of the API (`/media/...`) as an address that also works on a partner page (`api-base`). */
export { useMediaUrl };

/** Page frame of a browsing screen: centred, 1200 px max, 16 px gutters on phones. */
export const ScreenFrame = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 20px 16px 40px;
  box-sizing: border-box;
  min-width: 0;
  color: ${vars.text};
  h1 {
    margin: 0 0 16px;
    font-size: 24px;
    line-height: 32px;
    overflow-wrap: anywhere;
  }
  @media (max-width: 480px) {
    padding: 12px 12px 32px;
    h1 {
      font-size: 20px;
      line-height: 28px;
    }
  }
`;

/** Heading row of a section: title left, an action link right. */
export const SectionHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
  margin: 28px 0 12px;
  h2 {
    margin: 0;
    font-size: 20px;
    line-height: 28px;
  }
  a {
    font-size: 14px;
    color: ${vars.primary};
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    text-decoration: underline;
  }
`;

/** A section's own failure: the message and 重试 (the rest of the page keeps working). */
export function SectionError({
  what,
  onRetry,
  status,
}: {
  what: string;
  onRetry: () => void;
  status?: number | undefined;
}) {
  return (
    <Alert
      type="error"
      title={t.sectionFailed(what)}
      action={
        <Button size="sm" onClick={onRetry}>
          {t.retry}
        </Button>
      }
    >
      {status === 0 ? t.networkHint : t.serverHint}
    </Alert>
  );
}

/** Responsive grid of cards (min column width in px). */
export const Grid = styled.ul<{ $min?: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${(p) => p.$min ?? 200}px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: 480px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 10px;
  }
`;

/** Skeleton cards while a grid loads. */
export function GridSkeleton({ count = 4, height = 220, min }: { count?: number; height?: number; min?: number }) {
  return (
    <Grid $min={min} aria-busy="true" aria-label={t.loading}>
      {slots(count).map((slot) => (
        <li key={slot}>
          <SkeletonBlock $height={height} />
        </li>
      ))}
    </Grid>
  );
}

const Tile = styled(Link)`
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

/** A compact product card linking to the product's detail page. */
export function ProductTile({ product }: { product: ProductSummary }) {
  const media = useMediaUrl();
  return (
    <Tile to={`/${product.Catalogue}/detail/${product.Id}`} part="product">
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
    </Tile>
  );
}

/** Products as a grid of tiles, or an empty state with a next step. */
export function ProductGrid({ products, empty }: { products: readonly ProductSummary[]; empty?: ReactNode }) {
  if (products.length === 0) return <>{empty ?? <Empty description={t.noProducts} />}</>;
  return (
    <Grid $min={180}>
      {products.map((p) => (
        <li key={p.Id}>
          <ProductTile product={p} />
        </li>
      ))}
    </Grid>
  );
}

/** Visually hidden text for screen readers. */
export const SrOnly = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
