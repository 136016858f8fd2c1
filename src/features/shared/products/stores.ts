/**
 * Data of the browsing screens: list state ⇄ URL query, and the query of the product list reads (read them with
 * `useRouteQuery` of ../use-route-query).
 */

import type { Category, ProductQuery, ProductSummary, Supplier } from '../../../contract/catalogue';
import type { Catalogue } from '../../../contract/enums';
import { SEARCH_KEYWORD_MAX } from '../../../contract/limits';
import { positiveInt } from '../query-params';

export type ProductSort = 'default' | 'price-asc' | 'price-desc' | 'newest' | 'sales';
export const PRODUCT_SORTS: readonly ProductSort[] = ['default', 'price-asc', 'price-desc', 'newest', 'sales'];
export const DEFAULT_PAGE_SIZE = 20;
/** The `price` parameter as the server accepts it (`min-max`, `min-`). */
const PRICE_BAND = /^\d{1,9}(\.\d{1,2})?-(\d{1,9}(\.\d{1,2})?)?$/;

/** What a product list shows: filters, sort, page (and the keyword on search). */
export interface ListState {
  categoryId?: number;
  brandId?: number;
  supplierId?: number;
  /** A price band (`100.00-500.00`, `5000.00-`): a search's price facet. */
  price?: string;
  keyword?: string;
  sort: ProductSort;
  page: number;
}

export const EMPTY_LIST_STATE: ListState = { sort: 'default', page: 1 };

/** Reads the list state from a URL query (unknown or invalid values fall back to the defaults). */
export function parseListQuery(query: URLSearchParams): ListState {
  const sort = query.get('sort') as ProductSort | null;
  // A longer keyword typed into the address bar is cut, not refused by the server (SearchKeyword).
  const keyword = query.get('keyword')?.trim().slice(0, SEARCH_KEYWORD_MAX);
  const state: ListState = {
    sort: sort && PRODUCT_SORTS.includes(sort) ? sort : 'default',
    page: positiveInt(query.get('page')) ?? 1,
  };
  const categoryId = positiveInt(query.get('categoryId'));
  const brandId = positiveInt(query.get('brandId'));
  const supplierId = positiveInt(query.get('supplierId'));
  if (categoryId) state.categoryId = categoryId;
  if (brandId) state.brandId = brandId;
  if (supplierId) state.supplierId = supplierId;
  const price = query.get('price');
  if (price && PRICE_BAND.test(price)) state.price = price;
  if (keyword) state.keyword = keyword;
  return state;
}

/** The list state as a URL query, defaults left out (`keyword=…&categoryId=3&sort=price-asc&page=2`). */
export function listQueryString(state: ListState): string {
  const q = new URLSearchParams();
  if (state.keyword) q.set('keyword', state.keyword);
  if (state.categoryId) q.set('categoryId', String(state.categoryId));
  if (state.brandId) q.set('brandId', String(state.brandId));
  if (state.supplierId) q.set('supplierId', String(state.supplierId));
  if (state.price) q.set('price', state.price);
  if (state.sort !== 'default') q.set('sort', state.sort);
  if (state.page > 1) q.set('page', String(state.page));
  return q.toString();
}

/** True when a filter (category, brand, supplier, price band) is set. */
export function hasFilters(state: ListState): boolean {
  return Boolean(state.categoryId || state.brandId || state.supplierId || state.price);
}

/**
 * The query of `GET /api/Products` (and of `GET /api/Search`) for a list state, region and page size. Its fields
 * keep this order: a catalogue's first page is then the URL of the first frame's early request
 * (server/plugins/first-frame.ts catalogueListUrl), which the browser hands over to the app.
 */
export function productListQuery(
  catalogue: Catalogue,
  state: ListState,
  region: number,
  pageSize: number,
): ProductQuery {
  return {
    catalogue,
    categoryId: state.categoryId || undefined,
    brandId: state.brandId || undefined,
    supplierId: state.supplierId || undefined,
    price: state.price || undefined,
    keyword: state.keyword || undefined,
    sort: state.sort,
    page: state.page,
    pageSize,
    region,
  };
}

/** Storefront path of a product's detail page. */
export function productPath(product: Pick<ProductSummary, 'Id' | 'Catalogue'>): string {
  return `/${product.Catalogue}/detail/${product.Id}`;
}

export type { Category, ProductSummary, Supplier };
