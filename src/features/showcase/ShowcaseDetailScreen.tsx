/**
 * `/yellow-pages-products/detail/:globalId`: one showcase entry with its supplier's contact
 * (`/api/YellowPages/products/{globalId}`); a not-found state for an unknown globalId.
 */
import styled from 'styled-components';
import type { ShowcaseDetail } from '../../contract/catalogue';
import { Breadcrumb } from '../../ui/breadcrumb';
import { Empty, Skeleton } from '../../ui/feedback';
import { Paragraphs } from '../../ui/paragraphs';
import { VisuallyHidden, vars } from '../../ui/theme';
import { useMediaUrl } from '../shared/media';
import { Link, useNavigate } from '../shared/navigation';
import type { ScreenProps } from '../shared/screen';
import { ScreenFrame, SectionHead } from '../shared/screen-frame';
import { SectionError } from '../shared/section-error';
import { useRouteQuery } from '../shared/use-route-query';
import { showcaseStrings as s } from './strings';

const t = s.detail;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 420px) minmax(0, 1fr) 300px;
  gap: 24px;
  align-items: start;
  .image {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: contain;
    border: 1px solid ${vars.divider};
    border-radius: ${vars.radiusCard};
    background: ${vars.bgSubtle};
  }
  h1 {
    margin: 0 0 8px;
  }
  .summary {
    margin: 0 0 16px;
    color: ${vars.textSecondary};
    overflow-wrap: anywhere;
  }
  dl.facts {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 8px 16px;
    margin: 0;
    font-size: 14px;
  }
  dt {
    color: ${vars.textSecondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 1000px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    aside {
      grid-column: 1 / -1;
    }
  }
  @media (max-width: 640px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Contact = styled.aside`
  padding: 16px;
  border: 1px solid ${vars.divider};
  border-radius: ${vars.radiusCard};
  background: ${vars.bg};
  h2 {
    margin: 0 0 12px;
    font-size: 16px;
  }
  .supplier {
    margin: 0 0 12px;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  a.call {
    display: flex;
    align-items: center;
    justify-content: center;
    margin-top: 16px;
    height: ${vars.buttonHeightLg};
    border-radius: ${vars.radiusInput};
    background: ${vars.primary};
    color: #fff;
    text-decoration: none;
  }
  a.call:focus-visible {
    outline: 2px solid ${vars.primary};
    outline-offset: 2px;
  }
  a.more {
    display: inline-block;
    margin-top: 12px;
    color: ${vars.primary};
    font-size: 14px;
  }
`;

const Section = styled.section`
  margin-top: 28px;
  h2 {
    margin: 0 0 12px;
    font-size: 18px;
  }
  p {
    margin: 0 0 10px;
    line-height: 24px;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
  table {
    width: 100%;
    max-width: 720px;
    border-collapse: collapse;
    font-size: 14px;
  }
  th,
  td {
    padding: 8px 12px;
    border: 1px solid ${vars.divider};
    text-align: left;
    overflow-wrap: anywhere;
  }
  th {
    width: 30%;
    background: ${vars.tableHeaderBg};
    font-weight: 600;
  }
`;

const Related = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 8px 0;
    border-bottom: 1px solid ${vars.divider};
  }
  a {
    color: ${vars.text};
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  a:hover {
    color: ${vars.primary};
  }
`;

function MoreFromSupplier({ item }: { item: ShowcaseDetail }) {
  const more = useRouteQuery('GET /api/YellowPages/products', {
    query: { supplierId: item.SupplierId, page: 1, pageSize: 6 },
  });
  const others = (more.data?.Items ?? []).filter((i) => i.GlobalId !== item.GlobalId).slice(0, 5);
  if (others.length === 0) return null;
  return (
    <Section aria-labelledby="showcase-more">
      <SectionHead>
        <h2 id="showcase-more">{t.more}</h2>
      </SectionHead>
      <Related>
        {others.map((o) => (
          <li key={o.GlobalId}>
            <Link to={`/yellow-pages-products/detail/${encodeURIComponent(o.GlobalId)}`}>{o.Name}</Link>
          </li>
        ))}
      </Related>
    </Section>
  );
}

export function ShowcaseDetailView({ item }: { item: ShowcaseDetail }) {
  const media = useMediaUrl();
  const place = item.Province === item.City ? item.City : `${item.Province} ${item.City}`;
  return (
    <>
      <Layout>
        <img className="image" src={media(item.ImageUrl)} alt={item.Name} />
        <div>
          <h1>{item.Name}</h1>
          <p className="summary">{item.Summary}</p>
          <dl className="facts">
            <dt>{t.category}</dt>
            <dd>
              <Link to={`/yellow-pages-products?categoryId=${item.CategoryId}`}>{item.CategoryName}</Link>
            </dd>
            {item.BrandName ? (
              <>
                <dt>{t.brand}</dt>
                <dd>{item.BrandName}</dd>
              </>
            ) : null}
            <dt>{t.region}</dt>
            <dd>{place}</dd>
          </dl>
        </div>
        <Contact aria-labelledby="showcase-contact" part="contact">
          <h2 id="showcase-contact">{t.supplier}</h2>
          <p className="supplier">{item.SupplierName}</p>
          <dl className="facts">
            <dt>{t.contact}</dt>
            <dd>{item.ContactName}</dd>
            <dt>{t.phone}</dt>
            <dd>{item.ContactPhone}</dd>
            <dt>{t.region}</dt>
            <dd>{place}</dd>
          </dl>
          <a className="call" href={`tel:${item.ContactPhone.replace(/[^\d+]/g, '')}`}>
            {t.call} {item.ContactPhone}
          </a>
          <Link className="more" to={`/yellow-pages-products?supplierId=${item.SupplierId}`}>
            {t.more}
          </Link>
        </Contact>
      </Layout>
      {item.Description ? (
        <Section aria-labelledby="showcase-desc">
          <h2 id="showcase-desc">{t.description}</h2>
          <Paragraphs texts={item.Description} />
        </Section>
      ) : null}
      {item.Specs.length > 0 ? (
        <Section aria-labelledby="showcase-specs">
          <h2 id="showcase-specs">{t.specs}</h2>
          <table>
            <tbody>
              {item.Specs.map((spec) => (
                <tr key={spec.Name}>
                  <th scope="row">{spec.Name}</th>
                  <td>{spec.Value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>
      ) : null}
      <MoreFromSupplier item={item} />
    </>
  );
}

export default function ShowcaseDetailScreen({ params }: Pick<ScreenProps, 'params'>) {
  const globalId = params.globalId ?? '';
  const go = useNavigate();
  const detail = useRouteQuery('GET /api/YellowPages/products/:globalId', globalId ? { params: { globalId } } : null);
  const notFound = !globalId || detail.status === 404 || detail.status === 400;
  return (
    <ScreenFrame>
      <div style={{ marginBottom: 12 }}>
        <Breadcrumb
          onNavigate={(href) => go(href)}
          items={[
            { label: '首页', href: '/home' },
            { label: s.title, href: '/yellow-pages-products' },
            { label: detail.data?.Name ?? t.breadcrumb },
          ]}
        />
      </div>
      {notFound ? (
        <section aria-labelledby="showcase-missing" part="not-found">
          <h1 id="showcase-missing">{t.notFoundTitle}</h1>
          <Empty
            description={t.notFoundText}
            action={
              <Link to="/yellow-pages-products" className="back">
                {t.back}
              </Link>
            }
          />
        </section>
      ) : detail.pending ? (
        <div aria-busy="true">
          <VisuallyHidden as="h1">{t.breadcrumb}</VisuallyHidden>
          <Skeleton lines={8} blockHeight={240} />
        </div>
      ) : detail.error !== undefined ? (
        <>
          <h1>{t.breadcrumb}</h1>
          <SectionError what={t.failed} onRetry={detail.retry} status={detail.status} />
        </>
      ) : detail.data ? (
        <ShowcaseDetailView item={detail.data} />
      ) : null}
    </ScreenFrame>
  );
}
