/** The home page's brands (cached `$brands`) and displayed suppliers, as logo cards. */
import { useStore } from '@nanostores/react';
import styled from 'styled-components';
import { $brands } from '../../core/query';
import { Empty } from '../../ui/feedback';
import { VisuallyHidden, vars } from '../../ui/theme';
import { useMediaUrl } from '../shared/media';
import { Link } from '../shared/navigation';
import { CardGrid, CardGridSkeleton, SectionHead } from '../shared/screen-frame';
import { SectionError } from '../shared/section-error';
import { useRouteQuery } from '../shared/use-route-query';
import { LaterSection, t } from './common';

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

export function Brands() {
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

export function Suppliers() {
  const suppliers = useRouteQuery('GET /api/Suppliers/displayed');
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
