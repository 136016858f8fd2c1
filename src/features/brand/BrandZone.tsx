/**
 * The brand zone: the brand list (`$brands`, cached 60 s), the selected brand's banner, story
 * (`/api/Brands/{id}`) and its products in both catalogues (`/api/Products?brandId=`), paginated.
 * Used by the `/brand/:id` route and the `<b2b-brand>` widget.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { Catalogue } from '../../contract/enums';
import { $cartRegion } from '../../core/cart';
import { $brands, type BrandSummary } from '../../core/query';
import { Button } from '../../ui/button';
import { Empty, Skeleton, SkeletonBlock } from '../../ui/feedback';
import { Tabs } from '../../ui/tabs';
import { VisuallyHidden, vars } from '../../ui/theme';
import { SidePanel } from '../shared/layout';
import { LazyPagination } from '../shared/lazy-pagination';
import { useMediaUrl } from '../shared/media';
import { Link } from '../shared/navigation';
import { ProductLinkGrid } from '../shared/product-links';
import { CardGridSkeleton } from '../shared/screen-frame';
import { SectionError } from '../shared/section-error';
import { Slice, useSliceClock } from '../shared/slice';
import { useRouteQuery } from '../shared/use-route-query';
import { BrandHero, DESC_LINE, Hero, LOGO, STORY_LINES } from './BrandHero';
import { brandStrings as t } from './strings';

export const BRAND_PAGE_SIZE = 12;

export interface BrandZoneProps {
  /** The brand shown (already resolved by the caller; null while brands load or when there are none). */
  brand: BrandSummary | null;
  brands: readonly BrandSummary[] | undefined;
  brandsError: unknown;
  onRetryBrands: () => void;
  /** Called when a brand of the list is picked (the widget switches in place; the route navigates). */
  onPick?: (id: number) => void;
  headingLevel?: 1 | 2;
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  gap: 24px;
  align-items: start;
  @media (max-width: 800px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 16px;
  }
`;

/*
 * Line heights are explicit so that the list's height is known before it loads: on a narrow screen the list is one
 * strip of chips (NAV_STRIP px high) above the brand, and its skeleton has that height (BrandZoneSkeleton).
 */
const BrandNav = styled(SidePanel)`
  h2 {
    line-height: 20px;
  }
  a {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 8px 16px;
    color: ${vars.text};
    text-decoration: none;
    font-size: 14px;
    line-height: 20px;
  }
  /* Beside the name only the logo's mark (its left square) is shown: the wordmark would repeat the name. The mark's
     place holds a square of the same size until the picture comes, a render slice after the list. */
  a img,
  .mark {
    flex: none;
    width: 28px;
    height: 28px;
    object-fit: cover;
    object-position: left center;
    border-radius: 6px;
  }
  .mark {
    background: ${vars.bgSubtle};
  }
  a:hover {
    background: ${vars.bgSubtle};
  }
  a[aria-current='page'] {
    color: ${vars.primary};
    background: ${vars.primarySoft};
    font-weight: 600;
  }
  a:focus-visible {
    outline: 2px solid ${vars.primary};
    outline-offset: -2px;
  }
  @media (max-width: 800px) {
    ul {
      display: flex;
      gap: 8px;
      padding: 8px;
      overflow-x: auto;
      scrollbar-width: none;
    }
    a {
      flex: none;
      white-space: nowrap;
      padding: 6px 12px;
      border: 1px solid ${vars.divider};
      border-radius: 18px;
    }
    a img,
    .mark {
      display: none;
    }
  }
`;

const Products = styled.section`
  margin-top: 20px;
  h2 {
    margin: 0 0 8px;
    font-size: 15px;
    line-height: 26px;
  }
`;

/** The tab list's height (px): a tab's 10 px padding twice, its 22 px line and the list's 1 px border (ui/tabs). */
const TABS_HEIGHT = 43;
/** The brand list's height on a narrow screen (px): its heading (12 + 20 + 12 px and a 1 px line), the strip of
 * chips (8 + 1 + 6 + 20 + 6 + 1 + 8 px) and the panel's border. */
const NAV_STRIP = 45 + 50 + 2;

/** The brand list's place while brands load: beside the brand a tall panel, above it on a narrow screen the strip. */
const NavSkeleton = styled(SkeletonBlock)`
  height: 320px;
  border-radius: ${vars.radiusCard};
  @media (max-width: 800px) {
    height: ${NAV_STRIP}px;
  }
`;

/** The description's place while brands load: one line, two on a phone (most descriptions are one sentence). */
const DescSkeleton = styled(SkeletonBlock)`
  height: ${DESC_LINE}px;
  @media (max-width: 480px) {
    height: ${DESC_LINE * 2}px;
  }
`;

/**
 * The brand zone while the brand list loads, in the boxes of what replaces it (the list, the banner, the logo and
 * heading, the story's box, the products' heading, tabs and grid skeleton): nothing moves when the brand arrives,
 * except for a description longer or shorter than its skeleton's line(s).
 */
function BrandZoneSkeleton({ headingLevel }: { headingLevel: 1 | 2 }) {
  return (
    <Layout aria-busy="true">
      <VisuallyHidden as={headingLevel === 1 ? 'h1' : 'h2'}>{t.title}</VisuallyHidden>
      <NavSkeleton />
      <div style={{ minWidth: 0 }} aria-hidden="true">
        <Hero as="div">
          <div className="banner" />
          <div className="head">
            <SkeletonBlock className="logo" $width={LOGO.width} $height={LOGO.height} />
            <div style={{ flex: 1 }}>
              <SkeletonBlock $width="40%" $height={24} />
            </div>
          </div>
          <div className="desc">
            <DescSkeleton $width="70%" />
          </div>
          <div className="story">
            <div className="story-head">
              <SkeletonBlock $width={60} />
            </div>
            <div className="story-text">
              <Skeleton lines={STORY_LINES} />
            </div>
          </div>
        </Hero>
        <Products as="div">
          <SkeletonBlock $width={80} $height={26} style={{ marginBottom: 8 }} />
          <SkeletonBlock $height={TABS_HEIGHT} />
          <div style={{ marginTop: 16 }}>
            <CardGridSkeleton count={4} min={180} />
          </div>
        </Products>
      </div>
    </Layout>
  );
}

const CATALOGUE_LABEL: Record<Catalogue, string> = { online: t.online, consultation: t.consultation };

function BrandProducts({ brandId }: { brandId: number }) {
  // The heading and tabs count towards the first slice of the link cards (ProductLinkGrid).
  useSliceClock();
  const region = useStore($cartRegion);
  const [catalogue, setCatalogue] = useState<Catalogue>('online');
  const [page, setPage] = useState(1);
  useEffect(() => {
    setCatalogue('online');
    setPage(1);
  }, [brandId]);
  const products = useRouteQuery('GET /api/Products', {
    query: { catalogue, brandId, page, pageSize: BRAND_PAGE_SIZE, region: catalogue === 'online' ? region : undefined },
  });
  const other: Catalogue = catalogue === 'online' ? 'consultation' : 'online';
  return (
    <Products aria-labelledby="brand-products">
      <h2 id="brand-products">{t.products}</h2>
      <Tabs
        label={t.catalogueLabel}
        activeKey={catalogue}
        onChange={(key) => {
          setCatalogue(key as Catalogue);
          setPage(1);
        }}
        items={[
          { key: 'online', label: t.online },
          { key: 'consultation', label: t.consultation },
        ]}
      />
      <div style={{ marginTop: 16 }}>
        {products.pending ? (
          <CardGridSkeleton count={4} min={180} />
        ) : products.error !== undefined ? (
          <SectionError what={t.productsFailed} onRetry={products.retry} status={products.status} />
        ) : (
          <>
            <ProductLinkGrid
              products={products.data?.Items ?? []}
              empty={
                <Empty
                  description={t.noProducts(CATALOGUE_LABEL[catalogue])}
                  action={
                    <Button
                      variant="text"
                      onClick={() => {
                        setCatalogue(other);
                        setPage(1);
                      }}
                    >
                      {t.otherCatalogue(CATALOGUE_LABEL[other])}
                    </Button>
                  }
                />
              }
            />
            {(products.data?.Total ?? 0) > BRAND_PAGE_SIZE ? (
              // The pager is a slice after the cards, as in the catalogue's grid.
              <Slice placeholder={<div aria-busy="true" style={{ marginTop: 20, height: vars.buttonHeightLg }} />}>
                <div style={{ marginTop: 20 }}>
                  <LazyPagination
                    label={t.pagination}
                    page={page}
                    pageSize={BRAND_PAGE_SIZE}
                    total={products.data?.Total ?? 0}
                    showJumper={false}
                    onChange={(p) => setPage(p)}
                  />
                </div>
              </Slice>
            ) : null}
          </>
        )}
      </div>
    </Products>
  );
}

export function BrandZone({ brand, brands, brandsError, onRetryBrands, onPick, headingLevel = 1 }: BrandZoneProps) {
  const media = useMediaUrl();
  if (brandsError !== undefined && !brands) {
    return (
      <>
        {headingLevel === 1 ? <h1>{t.title}</h1> : <h2>{t.title}</h2>}
        <SectionError what={t.brands} onRetry={onRetryBrands} />
      </>
    );
  }
  if (!brands) return <BrandZoneSkeleton headingLevel={headingLevel} />;
  if (!brand) {
    return (
      <>
        {headingLevel === 1 ? <h1>{t.title}</h1> : <h2>{t.title}</h2>}
        <Empty
          description={`${t.noBrands}。${t.noBrandsHint}`}
          action={<Link to="/vnetzone/online">{t.browseAll}</Link>}
        />
      </>
    );
  }
  return (
    <Layout>
      <BrandNav aria-label={t.list} part="brand-list">
        <h2>{t.list}</h2>
        <ul>
          {brands.map((b) => (
            <li key={b.Id}>
              <Link
                to={`/brand/${b.Id}`}
                aria-current={b.Id === brand.Id ? 'page' : undefined}
                onClick={
                  onPick
                    ? (e) => {
                        e.preventDefault();
                        onPick(b.Id);
                      }
                    : undefined
                }
              >
                {/* Painted in the frame that first lays out the list and the brand, the ten SVG pictures made it the
                    widget's longest task; a frame later, in boxes of their size, they no longer add to it. */}
                <Slice later placeholder={<span className="mark" />}>
                  <img src={media(b.LogoUrl)} alt="" loading="lazy" />
                </Slice>
                {b.Name}
              </Link>
            </li>
          ))}
        </ul>
      </BrandNav>
      <div style={{ minWidth: 0 }}>
        <BrandHero key={brand.Id} brand={brand} headingLevel={headingLevel} />
        <BrandProducts brandId={brand.Id} />
      </div>
    </Layout>
  );
}

/** `$brands` as props of BrandZone. */
export function useBrands(): { brands: readonly BrandSummary[] | undefined; error: unknown; retry: () => void } {
  const value = useStore($brands);
  return { brands: value.data, error: value.error, retry: () => $brands.invalidate() };
}
