/**
 * `/home`: banners (`/api/Banners?type=1`) in an accessible carousel, entries into both catalogues,
 * featured solutions, displayed categories (and the full list on demand), brands (cached `$brands`),
 * displayed suppliers. Each section loads on its own: skeletons while loading, its own error with 重试.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import styled from 'styled-components';
import type { Banner, Category, FeaturedSolution, Supplier } from '../../contract/catalogue';
import { $brands } from '../../core/query';
import { Button } from '../../ui/button';
import { Carousel } from '../../ui/carousel';
import { Empty, SkeletonBlock } from '../../ui/feedback';
import { VisuallyHidden, vars } from '../../ui/theme';
import { useMediaUrl } from '../shared/media';
import { Link } from '../shared/navigation';
import type { ScreenProps } from '../shared/screen';
import { CardGrid, CardGridSkeleton, ScreenFrame, SectionHead } from '../shared/screen-frame';
import { SectionError } from '../shared/section-error';
import { useApiQuery } from '../shared/use-api-query';
import { browseStrings } from './strings';

const t = browseStrings.home;

export const HOME_URLS = {
  banners: '/api/Banners?type=1',
  solutions: '/api/FeaturedSolutions',
  displayedCategories: '/api/Categories/displayed?SolutionAvailable=true',
  categories: '/api/Categories',
  suppliers: '/api/Suppliers/displayed',
} as const;

const Slide = styled(Link)`
  position: relative;
  display: block;
  width: 100%;
  height: 100%;
  text-decoration: none;
  background: ${vars.primary};
  && {
    color: #fff;
  }
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    object-position: left center;
  }
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: -3px;
  }
`;

/** The banner's place while it loads: the carousel's own size (320 px; 20:9 on narrow screens, src/ui/carousel). */
const BannerSkeleton = styled(SkeletonBlock)`
  height: 320px;
  border-radius: ${vars.radiusCard};
  @media (max-width: 480px) {
    height: auto;
    aspect-ratio: 20 / 9;
  }
`;

function Banners() {
  const banners = useApiQuery<Banner[]>(HOME_URLS.banners);
  const media = useMediaUrl();
  if (banners.pending) return <BannerSkeleton aria-hidden="true" />;
  if (banners.error !== undefined)
    return <SectionError what={t.banners} onRetry={banners.retry} status={banners.status} />;
  const list = banners.data ?? [];
  if (list.length === 0) return null;
  return (
    <Carousel
      label={t.bannerLabel}
      height={320}
      slides={list.map((b, i) => ({
        key: String(b.Id),
        label: b.Title,
        content: (
          <Slide to={b.LinkUrl || '/home'} part="banner">
            {/* The artwork carries the banner's words; the alt text repeats them. The first banner is the
                page's largest paint: fetched first; the hidden others load lazily. */}
            <img
              src={media(b.ImageUrl)}
              alt={b.Subtitle ? `${b.Title}：${b.Subtitle}` : b.Title}
              width={1200}
              height={320}
              fetchPriority={i === 0 ? 'high' : 'low'}
              loading={i === 0 ? 'eager' : 'lazy'}
            />
          </Slide>
        ),
      }))}
    />
  );
}

const Entries = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 16px;
  margin: 20px 0 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    height: 100%;
    box-sizing: border-box;
    padding: 16px 18px;
    border: 1px solid ${vars.divider};
    border-radius: ${vars.radiusCard};
    background: ${vars.bg};
    color: ${vars.text};
    text-decoration: none;
  }
  a.primary {
    background: ${vars.primary};
    border-color: ${vars.primary};
    color: #fff;
  }
  a:hover {
    box-shadow: ${vars.shadow};
  }
  a:focus-visible {
    outline: 2px solid ${vars.primary};
    outline-offset: 2px;
  }
  strong {
    display: block;
    font-size: 18px;
    line-height: 26px;
  }
  span {
    display: block;
    margin-top: 4px;
    font-size: 13px;
    line-height: 20px;
    opacity: 0.85;
  }
  @media (max-width: 900px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 10px;
    span {
      display: none;
    }
  }
`;

function CatalogueEntries() {
  return (
    <nav aria-label={t.entries}>
      <Entries>
        <li>
          <Link className="primary" to="/vnetzone/online" part="entry">
            <strong>{t.online.title}</strong>
            <span>{t.online.text}</span>
          </Link>
        </li>
        <li>
          <Link className="primary" to="/vnetzone/consultation" part="entry">
            <strong>{t.consultation.title}</strong>
            <span>{t.consultation.text}</span>
          </Link>
        </li>
        <li>
          <Link to="/yellow-pages-products" part="entry">
            <strong>{t.showcase.title}</strong>
            <span>{t.showcase.text}</span>
          </Link>
        </li>
        <li>
          <Link to="/solution" part="entry">
            <strong>{t.solutions.title}</strong>
            <span>{t.solutions.text}</span>
          </Link>
        </li>
      </Entries>
    </nav>
  );
}

const SolutionCard = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  border: 1px solid ${vars.divider};
  border-radius: ${vars.radiusCard};
  overflow: hidden;
  text-decoration: none;
  background: ${vars.bg};
  && {
    color: ${vars.text};
  }
  img {
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    background: ${vars.bgSubtle};
  }
  .body {
    padding: 12px 14px 14px;
  }
  .industry {
    font-size: 12px;
    color: ${vars.primary};
  }
  strong {
    display: block;
    margin: 4px 0;
    font-size: 16px;
    line-height: 24px;
    overflow-wrap: anywhere;
  }
  .summary {
    font-size: 13px;
    line-height: 20px;
    color: ${vars.textSecondary};
    overflow-wrap: anywhere;
  }
  &:hover {
    box-shadow: ${vars.shadow};
  }
  &:focus-visible {
    outline: 2px solid ${vars.primary};
    outline-offset: 2px;
  }
`;

/**
 * A section under the first screen (solutions, categories, brands, suppliers): laid out and painted when it nears
 * the viewport, not in the page's first layout (the swap from the static shell laid out all of /home in one long
 * pass). Until then it keeps the size it last had, 360px the first time; it stays in the
 * accessibility tree and in find-in-page. The containment clips painting at its edges, so an 8px margin outside the
 * grid keeps the cards' focus rings and shadows whole (the padding and negative margin leave the layout as it was).
 */
const LaterSection = styled.section`
  content-visibility: auto;
  contain-intrinsic-size: auto 360px;
  padding: 0 8px 8px;
  margin: 0 -8px -8px;
`;

function FeaturedSolutions() {
  const solutions = useApiQuery<FeaturedSolution[]>(HOME_URLS.solutions);
  const media = useMediaUrl();
  return (
    <LaterSection aria-labelledby="home-solutions">
      <SectionHead>
        <h2 id="home-solutions">{t.featured}</h2>
        <Link to="/solution">
          {t.more}
          <VisuallyHidden>{t.featured}</VisuallyHidden>
        </Link>
      </SectionHead>
      {solutions.pending ? (
        <CardGridSkeleton count={3} min={260} />
      ) : solutions.error !== undefined ? (
        <SectionError what={t.featured} onRetry={solutions.retry} status={solutions.status} />
      ) : (solutions.data ?? []).length === 0 ? (
        <Empty compact description={t.noSolutions} />
      ) : (
        <CardGrid $min={260}>
          {(solutions.data ?? []).slice(0, 6).map((s) => (
            <li key={s.Id}>
              <SolutionCard to={`/solution?id=${s.Id}`}>
                <img src={media(s.ImageUrl)} alt="" loading="lazy" />
                <span className="body">
                  <span className="industry">{s.Industry}</span>
                  <strong>{s.Title}</strong>
                  <span className="summary">{s.Summary}</span>
                </span>
              </SolutionCard>
            </li>
          ))}
        </CardGrid>
      )}
    </LaterSection>
  );
}

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    height: 40px;
    padding: 0 14px;
    border: 1px solid ${vars.divider};
    border-radius: 20px;
    background: ${vars.bg};
    color: ${vars.text};
    text-decoration: none;
    font-size: 14px;
  }
  a:hover {
    border-color: ${vars.primary};
    color: ${vars.primary};
  }
  a:focus-visible {
    outline: 2px solid ${vars.primary};
    outline-offset: 2px;
  }
  img {
    width: 22px;
    height: 22px;
  }
`;

function CategoryChips({ list }: { list: readonly Category[] }) {
  const media = useMediaUrl();
  return (
    <Chips>
      {list.map((c) => (
        <li key={c.Id}>
          <Link to={`/vnetzone/online?categoryId=${c.Id}`}>
            {c.IconUrl ? <img src={media(c.IconUrl)} alt="" /> : null}
            {c.Name}
          </Link>
        </li>
      ))}
    </Chips>
  );
}

function Categories() {
  const [all, setAll] = useState(false);
  const displayed = useApiQuery<Category[]>(HOME_URLS.displayedCategories);
  const full = useApiQuery<Category[]>(all ? HOME_URLS.categories : null);
  const current = all ? full : displayed;
  return (
    <LaterSection aria-labelledby="home-categories">
      <SectionHead>
        <h2 id="home-categories">{all ? t.allCategories : t.categories}</h2>
        <Button variant="text" size="sm" aria-expanded={all} onClick={() => setAll((v) => !v)}>
          {all ? t.showDisplayedCategories : t.showAllCategories}
        </Button>
      </SectionHead>
      {current.pending ? (
        <SkeletonBlock $height={40} aria-hidden="true" />
      ) : current.error !== undefined ? (
        <SectionError what={t.categories} onRetry={current.retry} status={current.status} />
      ) : (current.data ?? []).length === 0 ? (
        <Empty compact description={t.noCategories} />
      ) : (
        <CategoryChips list={current.data ?? []} />
      )}
    </LaterSection>
  );
}

/** A brand or supplier: its logo at a size the wordmark reads (56 px high), then the name and a line about it. */
const LogoCard = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  height: 100%;
  box-sizing: border-box;
  padding: 12px 14px;
  border: 1px solid ${vars.divider};
  border-radius: ${vars.radiusCard};
  background: ${vars.bg};
  text-decoration: none;
  min-width: 0;
  && {
    color: ${vars.text};
  }
  img {
    flex: none;
    height: 56px;
    width: auto;
    max-width: 100%;
    object-fit: contain;
    object-position: left center;
  }
  .text {
    min-width: 0;
    max-width: 100%;
  }
  strong {
    display: block;
    font-size: 15px;
    line-height: 22px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    display: block;
    font-size: 12px;
    line-height: 18px;
    color: ${vars.textSecondary};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &:hover {
    border-color: ${vars.primary};
  }
  &:focus-visible {
    outline: 2px solid ${vars.primary};
    outline-offset: 2px;
  }
  @media (max-width: 480px) {
    padding: 10px 12px;
  }
`;

function Brands() {
  const brands = useStore($brands);
  const media = useMediaUrl();
  const loading = brands.data === undefined && brands.error === undefined;
  return (
    <LaterSection aria-labelledby="home-brands">
      <SectionHead>
        <h2 id="home-brands">{t.brands}</h2>
      </SectionHead>
      {loading ? (
        <CardGridSkeleton count={6} height={124} min={180} />
      ) : brands.error !== undefined ? (
        <SectionError what={t.brands} onRetry={() => $brands.invalidate()} />
      ) : (brands.data ?? []).length === 0 ? (
        <Empty compact description={t.noBrands} />
      ) : (
        <CardGrid $min={180}>
          {(brands.data ?? []).map((b) => (
            <li key={b.Id}>
              <LogoCard to={`/brand/${b.Id}`}>
                <img src={media(b.LogoUrl)} alt="" loading="lazy" />
                <span className="text">
                  <strong>{b.Name}</strong>
                  <small>{b.Description}</small>
                </span>
              </LogoCard>
            </li>
          ))}
        </CardGrid>
      )}
    </LaterSection>
  );
}

function Suppliers() {
  const suppliers = useApiQuery<Supplier[]>(HOME_URLS.suppliers);
  const media = useMediaUrl();
  return (
    <LaterSection aria-labelledby="home-suppliers">
      <SectionHead>
        <h2 id="home-suppliers">{t.suppliers}</h2>
        <Link to="/yellow-pages-products">
          {t.more}
          <VisuallyHidden>{t.suppliers}</VisuallyHidden>
        </Link>
      </SectionHead>
      {suppliers.pending ? (
        <CardGridSkeleton count={4} height={124} min={260} />
      ) : suppliers.error !== undefined ? (
        <SectionError what={t.suppliers} onRetry={suppliers.retry} status={suppliers.status} />
      ) : (suppliers.data ?? []).length === 0 ? (
        <Empty compact description={t.noSuppliers} />
      ) : (
        <CardGrid $min={260}>
          {(suppliers.data ?? []).map((s) => (
            <li key={s.Id}>
              <LogoCard to={`/yellow-pages-products?supplierId=${s.Id}`}>
                <img src={media(s.LogoUrl)} alt="" loading="lazy" />
                <span className="text">
                  <strong>{s.Name}</strong>
                  <small>
                    {s.Province === s.City ? s.City : `${s.Province} ${s.City}`} · {s.Description}
                  </small>
                </span>
              </LogoCard>
            </li>
          ))}
        </CardGrid>
      )}
    </LaterSection>
  );
}

export default function HomeScreen(_props: Partial<ScreenProps>) {
  return (
    <ScreenFrame>
      <VisuallyHidden as="h1">{t.title}</VisuallyHidden>
      <Banners />
      <CatalogueEntries />
      <FeaturedSolutions />
      <Categories />
      <Brands />
      <Suppliers />
    </ScreenFrame>
  );
}
