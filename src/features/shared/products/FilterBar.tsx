/**
 * Filters (category, brand, supplier; on a search also the price band) and sort (综合 / 价格升序 / 价格降序 / 最新 / 销量) of a product list.
 * Choices come from `/api/Categories`, CORE's cached `$brands` and `/api/Suppliers`; while they load the
 * selects still show the current choice as 加载中. Price sorts are offered only where there are prices. On a
 * search, each choice shows its count for the current keyword (the server's facets).
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import type { FacetCount, SearchFacets } from '../../../contract/search';
import { $brands } from '../../../core/query';
import { Button } from '../../../ui/button';
import { Select } from '../../../ui/select';
import { focusRing, VisuallyHidden, vars } from '../../../ui/theme';
import { ControlSlice } from '../slice';
import { useRouteQuery } from '../use-route-query';
import { hasFilters, type ListState, PRODUCT_SORTS, type ProductSort } from './stores';
import { t } from './strings';

export interface FilterBarProps {
  state: ListState;
  onChange: (next: ListState) => void;
  /** Offer the price sorts (the online catalogue). Default true. */
  priceSorts?: boolean;
  /** Unique prefix for control ids (several lists on one page). */
  idPrefix: string;
  /** A search's facets: each choice shows how many products it holds, and only choices that hold some. */
  facets?: SearchFacets | undefined;
}

const Bar = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  margin-bottom: 16px;
  border: 1px solid ${vars.divider};
  border-radius: ${vars.radiusCard};
  background: ${vars.bg};
`;

const Selects = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${(p) => p.$columns}, minmax(0, 1fr)) auto;
  gap: 12px;
  align-items: end;
  @media (max-width: 768px) {
    grid-template-columns: 1fr 1fr;
  }
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
  }
  label {
    display: block;
    margin-bottom: 4px;
    font-size: 13px;
    color: ${vars.textSecondary};
  }
`;

const Sorts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
  font-size: 13px;
  color: ${vars.textSecondary};
`;

const SortButton = styled.button`
  height: 28px;
  padding: 0 12px;
  border: 1px solid ${vars.border};
  border-radius: 14px;
  background: ${vars.bg};
  color: ${vars.text};
  font: inherit;
  font-size: 13px;
  cursor: pointer;
  ${focusRing}
  &:hover {
    color: ${vars.primary};
    border-color: ${vars.primary};
  }
  &[aria-pressed='true'] {
    background: ${vars.primary};
    border-color: ${vars.primary};
    color: #fff;
  }
`;

/** The price-band choice: loaded with a search's facets. */
const PriceFilter = lazy(() => import('./PriceFilter'));

function idOf(value: string): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

export function FilterBar({ state, onChange, priceSorts = true, idPrefix, facets }: FilterBarProps) {
  // Filter choices: every category, every supplier (brands come from CORE's cached `$brands`).
  const categories = useRouteQuery('GET /api/Categories');
  const suppliers = useRouteQuery('GET /api/Suppliers');
  const brands = useStore($brands);

  const set = (patch: Partial<ListState>) => {
    const next: ListState = { ...state, ...patch, page: 1 };
    for (const key of ['categoryId', 'brandId', 'supplierId', 'price'] as const)
      if (next[key] === undefined) delete next[key];
    onChange(next);
  };
  const options = (
    items: { Id: number; Name: string }[] | undefined,
    loading: boolean,
    counts?: FacetCount[],
    chosen?: number,
  ) => {
    const n = (id: number) => counts?.find((c) => c.Id === id)?.Count;
    return [
      { value: '', label: loading && !items ? '加载中…' : t.all },
      ...(items ?? [])
        .filter((i) => !counts || n(i.Id) || i.Id === chosen)
        .map((i) => ({ value: String(i.Id), label: counts ? `${i.Name}（${n(i.Id) ?? 0}）` : i.Name })),
    ];
  };
  // Price bands: only where there are prices, from the search's facets.
  const bands = priceSorts ? facets?.Prices : undefined;
  const sorts = PRODUCT_SORTS.filter((s) => priceSorts || (s !== 'price-asc' && s !== 'price-desc'));

  return (
    <Bar aria-label={t.filters} part="filters">
      <VisuallyHidden as="h2">{t.filters}</VisuallyHidden>
      <Selects $columns={bands ? 4 : 3}>
        <div>
          <label htmlFor={`${idPrefix}-category`}>{t.category}</label>
          <ControlSlice height={vars.buttonHeightSm}>
            <Select
              id={`${idPrefix}-category`}
              size="sm"
              value={state.categoryId ? String(state.categoryId) : ''}
              options={options(categories.data, categories.loading, facets?.Categories, state.categoryId)}
              onChange={(e) => set({ categoryId: idOf(e.target.value) })}
            />
          </ControlSlice>
        </div>
        <div>
          <label htmlFor={`${idPrefix}-brand`}>{t.brand}</label>
          <ControlSlice height={vars.buttonHeightSm}>
            <Select
              id={`${idPrefix}-brand`}
              size="sm"
              value={state.brandId ? String(state.brandId) : ''}
              options={options(brands.data, brands.loading, facets?.Brands, state.brandId)}
              onChange={(e) => set({ brandId: idOf(e.target.value) })}
            />
          </ControlSlice>
        </div>
        <div>
          <label htmlFor={`${idPrefix}-supplier`}>{t.supplier}</label>
          <ControlSlice height={vars.buttonHeightSm}>
            <Select
              id={`${idPrefix}-supplier`}
              size="sm"
              value={state.supplierId ? String(state.supplierId) : ''}
              options={options(suppliers.data, suppliers.loading, facets?.Suppliers, state.supplierId)}
              onChange={(e) => set({ supplierId: idOf(e.target.value) })}
            />
          </ControlSlice>
        </div>
        {bands ? (
          <Suspense fallback={null}>
            <PriceFilter
              id={`${idPrefix}-price`}
              bands={bands}
              chosen={state.price}
              onChoose={(price) => set({ price })}
            />
          </Suspense>
        ) : null}
        <div>
          {hasFilters(state) ? (
            <Button
              size="sm"
              variant="text"
              onClick={() =>
                set({ categoryId: undefined, brandId: undefined, supplierId: undefined, price: undefined })
              }
            >
              {t.clearFilters}
            </Button>
          ) : null}
        </div>
      </Selects>
      <Sorts role="group" aria-label={t.sort}>
        <span aria-hidden="true">{t.sort}：</span>
        {sorts.map((sort: ProductSort) => (
          <SortButton key={sort} type="button" aria-pressed={state.sort === sort} onClick={() => set({ sort })}>
            {t.sorts[sort]}
          </SortButton>
        ))}
      </Sorts>
    </Bar>
  );
}
