/**
 * The network zone's catalogue (online purchase or consultation only) for a given list state: heading with a
 * switch between the two catalogues, filters and sort, the product grid with pagination. The state lives in
 * the URL inside the storefront (CatalogueScreen) and in component state in `<b2b-catalog>`.
 */

import { useStore } from '@nanostores/react';
import { useId, useRef } from 'react';
import styled from 'styled-components';
import type { Catalogue } from '../../contract/enums';
import { $cartRegion } from '../../core/cart';
import { Breadcrumb } from '../../ui/breadcrumb';
import { Button } from '../../ui/button';
import { Empty } from '../../ui/feedback';
import { focusRing, vars } from '../../ui/theme';
import { Link, useNavigate } from '../shared/navigation';
import { FilterBar } from '../shared/products/FilterBar';
import { Page } from '../shared/products/layout';
import { ProductGrid } from '../shared/products/ProductGrid';
import { DEFAULT_PAGE_SIZE, hasFilters, type ListState, productListQuery } from '../shared/products/stores';
import { t } from '../shared/products/strings';
import { useSliceClock } from '../shared/slice';
import { useRouteQuery } from '../shared/use-route-query';
import { useWidget } from '../shared/widget';

export interface CatalogueViewProps {
  catalogue: Catalogue;
  state: ListState;
  onStateChange: (next: ListState) => void;
  pageSize?: number;
  /** Show the breadcrumb and the page heading (the storefront route). Default true. */
  showHeader?: boolean;
  /** `pages`: the view fills the widget's height, the pager always under the cards (ProductGrid). */
  pagination?: 'scroll' | 'pages' | undefined;
}

/**
 * `pagination="pages"`: the widget's root and this view take the height the page gives the element (two attributes:
 * above the root's own class, whose `all: initial` resets its height).
 */
const FILL_CSS = '[data-b2b-root][part=root]{height:100%}';

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px;
  margin: 8px 0 16px;
  h1 {
    margin: 0 0 4px;
    font-size: 24px;
    line-height: 32px;
    color: ${vars.text};
  }
  p {
    margin: 0;
    font-size: 14px;
    color: ${vars.textSecondary};
  }
`;

const Switch = styled.nav`
  display: flex;
  gap: 4px;
  padding: 3px;
  border-radius: ${vars.radiusInput};
  background: ${vars.bgSubtle};
  a {
    padding: 4px 14px;
    border-radius: 6px;
    font-size: 14px;
    color: ${vars.text};
    text-decoration: none;
    ${focusRing}
  }
  a[aria-current='page'] {
    background: ${vars.bg};
    color: ${vars.primary};
    font-weight: 600;
    box-shadow: 0 1px 2px rgba(0, 0, 0, 0.08);
  }
`;

const Count = styled.p`
  margin: 0 0 12px;
  font-size: 13px;
  color: ${vars.textSecondary};
`;

export function CatalogueView({
  catalogue,
  state,
  onStateChange,
  pageSize = DEFAULT_PAGE_SIZE,
  showHeader = true,
  pagination,
}: CatalogueViewProps) {
  const pages = pagination === 'pages';
  const region = useStore($cartRegion);
  const { inStorefront } = useWidget();
  const go = useNavigate();
  const idPrefix = `cat${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const topRef = useRef<HTMLDivElement>(null);
  const list = useRouteQuery('GET /api/Products', { query: productListQuery(catalogue, state, region, pageSize) });
  // The grid's cards are render slices: the time this view takes before them counts towards the first.
  useSliceClock();

  const changePage = (page: number) => {
    onStateChange({ ...state, page });
    // The storefront scrolls to the top on every route change; a widget brings its own top into view.
    if (!inStorefront) topRef.current?.scrollIntoView?.({ block: 'start' });
  };
  const filtered = hasFilters(state);

  return (
    <Page
      ref={topRef}
      part="catalog"
      style={pages ? { display: 'flex', flexDirection: 'column', height: '100%' } : undefined}
    >
      {pages ? <style>{FILL_CSS}</style> : null}
      {showHeader ? (
        <>
          <Breadcrumb
            items={[
              { label: t.home, href: '/home' },
              { label: t.networkZone, href: '/vnetzone' },
              { label: t.catalogueTitle[catalogue] },
            ]}
            onNavigate={(href, event) => {
              event.preventDefault();
              go(href);
            }}
          />
          <Head>
            <div>
              <h1>{t.catalogueTitle[catalogue]}</h1>
              <p>{t.catalogueIntro[catalogue]}</p>
            </div>
            <Switch aria-label={t.networkZone}>
              {(['online', 'consultation'] as const).map((c) => (
                <Link key={c} to={`/vnetzone/${c}`} aria-current={c === catalogue ? 'page' : undefined}>
                  {t.catalogueTitle[c]}
                </Link>
              ))}
            </Switch>
          </Head>
        </>
      ) : null}
      <FilterBar state={state} onChange={onStateChange} priceSorts={catalogue === 'online'} idPrefix={idPrefix} />
      {list.data && list.data.Total > 0 ? <Count aria-live="polite">{t.total(list.data.Total)}</Count> : null}
      <ProductGrid
        data={list.data}
        loading={list.loading}
        error={list.error}
        onRetry={list.retry}
        onPageChange={changePage}
        pagination={pagination}
        empty={
          <Empty
            description={filtered ? t.emptyFiltered : t.empty}
            action={
              filtered ? (
                <Button variant="primary" onClick={() => onStateChange({ sort: state.sort, page: 1 })}>
                  {t.clearFilters}
                </Button>
              ) : null
            }
          />
        }
      />
    </Page>
  );
}
