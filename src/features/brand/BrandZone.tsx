/**
 * The brand zone: the brand list (`$brands`, cached 60 s), the selected brand's banner, story
 * (`/api/Brands/{id}`) and its products in both catalogues (`/api/Products?brandId=`), paginated.
 * Used by the `/brand/:id` route and the `<b2b-brand>` widget.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { BrandDetail, ProductPage } from '../../contract/catalogue';
import type { Catalogue } from '../../contract/enums';
import { $cartRegion } from '../../core/cart';
import { $brands, type BrandSummary } from '../../core/query';
import { Button } from '../../ui/button';
import { Empty, Skeleton, SkeletonBlock } from '../../ui/feedback';
import { Pagination } from '../../ui/pagination';
import { Paragraphs } from '../../ui/paragraphs';
import { Tabs } from '../../ui/tabs';
import { VisuallyHidden, vars } from '../../ui/theme';
import { SidePanel } from '../shared/layout';
import { useMediaUrl } from '../shared/media';
import { Link } from '../shared/navigation';
import { ProductLinkGrid } from '../shared/product-links';
import { CardGridSkeleton } from '../shared/screen-frame';
import { SectionError } from '../shared/section-error';
import { useApiQuery } from '../shared/use-api-query';
import { withQuery } from '../shared/with-query';
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

const BrandNav = styled(SidePanel)`
  a {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 8px 16px;
    color: ${vars.text};
    text-decoration: none;
    font-size: 14px;
  }
  /* Beside the name only the logo's mark (its left square) is shown: the wordmark would repeat the name. */
  a img {
    flex: none;
    width: 28px;
    height: 28px;
    object-fit: cover;
    object-position: left center;
    border-radius: 6px;
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
    }
    a {
      flex: none;
      white-space: nowrap;
      padding: 6px 12px;
      border: 1px solid ${vars.divider};
      border-radius: 18px;
    }
    a img {
      display: none;
    }
  }
`;

const Hero = styled.section`
  border: 1px solid ${vars.divider};
  border-radius: ${vars.radiusCard};
  overflow: hidden;
  background: ${vars.bg};
  .banner {
    display: block;
    width: 100%;
    aspect-ratio: 5 / 1;
    object-fit: cover;
    background: ${vars.primarySoft};
  }
  .head {
    display: flex;
    align-items: center;
    gap: 16px;
    padding: 16px 20px 0;
  }
  /* The logo at a size its wordmark reads (56 px high: the name's glyphs about 28 px), never wider than the card. */
  .logo {
    flex: none;
    height: 56px;
    width: auto;
    max-width: min(240px, 45%);
    object-fit: contain;
    object-position: left center;
    border: 1px solid ${vars.divider};
    border-radius: 8px;
    background: #fff;
  }
  h1,
  h2.name {
    margin: 0;
    font-size: 24px;
    line-height: 32px;
    overflow-wrap: anywhere;
  }
  .count {
    font-size: 13px;
    color: ${vars.textSecondary};
  }
  .desc {
    margin: 12px 20px 0;
    color: ${vars.textSecondary};
    overflow-wrap: anywhere;
  }
  .story {
    margin: 16px 20px 20px;
    padding: 12px 16px;
    border-left: 3px solid ${vars.primary};
    background: ${vars.bgSubtle};
  }
  .story h3 {
    margin: 0 0 8px;
    font-size: 15px;
  }
  .story p {
    margin: 0 0 8px;
    line-height: 24px;
    overflow-wrap: anywhere;
  }
  .story p:last-child {
    margin-bottom: 0;
  }
  @media (max-width: 480px) {
    .head {
      padding: 12px 12px 0;
    }
    .head {
      flex-wrap: wrap;
      gap: 12px;
    }
    h1,
    h2.name {
      font-size: 20px;
    }
    .desc,
    .story {
      margin-left: 12px;
      margin-right: 12px;
    }
  }
`;

const Products = styled.section`
  margin-top: 20px;
  h2 {
    margin: 0 0 8px;
    font-size: 18px;
  }
`;

function BrandHero({ brand, headingLevel }: { brand: BrandSummary; headingLevel: 1 | 2 }) {
  const detail = useApiQuery<BrandDetail>(`/api/Brands/${brand.Id}`);
  const media = useMediaUrl();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const info = detail.data;
  return (
    <Hero aria-labelledby={`brand-name-${brand.Id}`} part="brand">
      {info?.BannerUrl ? <img className="banner" src={media(info.BannerUrl)} alt="" /> : null}
      <div className="head">
        <img className="logo" src={media(brand.LogoUrl)} alt="" />
        <div>
          <Heading id={`brand-name-${brand.Id}`} className="name">
            {brand.Name}
          </Heading>
          <span className="count">{t.productCount(info?.ProductCount ?? brand.ProductCount)}</span>
        </div>
      </div>
      <p className="desc">{brand.Description}</p>
      {detail.pending ? (
        <div className="story">
          <Skeleton lines={3} />
        </div>
      ) : detail.error !== undefined ? (
        <div className="story">
          <SectionError what={t.detailFailed} onRetry={detail.retry} status={detail.status} />
        </div>
      ) : info?.Story ? (
        <div className="story">
          <h3>{t.story}</h3>
          <Paragraphs texts={info.Story} />
        </div>
      ) : null}
    </Hero>
  );
}

const CATALOGUE_LABEL: Record<Catalogue, string> = { online: t.online, consultation: t.consultation };

function BrandProducts({ brandId }: { brandId: number }) {
  const region = useStore($cartRegion);
  const [catalogue, setCatalogue] = useState<Catalogue>('online');
  const [page, setPage] = useState(1);
  useEffect(() => {
    setCatalogue('online');
    setPage(1);
  }, [brandId]);
  const url = withQuery('/api/Products', {
    catalogue,
    brandId,
    page,
    pageSize: BRAND_PAGE_SIZE,
    region: catalogue === 'online' ? region : undefined,
  });
  const products = useApiQuery<ProductPage>(url);
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
            <div style={{ marginTop: 20 }}>
              <Pagination
                label={t.pagination}
                page={page}
                pageSize={BRAND_PAGE_SIZE}
                total={products.data?.Total ?? 0}
                hideOnSinglePage
                showJumper={false}
                onChange={(p) => setPage(p)}
              />
            </div>
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
  if (!brands) {
    return (
      <Layout aria-busy="true">
        <VisuallyHidden as={headingLevel === 1 ? 'h1' : 'h2'}>{t.title}</VisuallyHidden>
        <SkeletonBlock $height={320} />
        <div>
          <SkeletonBlock $height={220} />
          <div style={{ marginTop: 20 }}>
            <CardGridSkeleton count={4} min={180} />
          </div>
        </div>
      </Layout>
    );
  }
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
                <img src={media(b.LogoUrl)} alt="" loading="lazy" />
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
