/** The catalogue's list state ⇄ URL query (shareable views) and the API paths built from it. */
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../src/core/http';
import {
  hasFilters,
  type ListState,
  listQueryString,
  parseListQuery,
  productListQuery,
  productPath,
} from '../../../src/features/shared/products/stores';

/** The URL the catalogue (or, `search`, the search) reads for a list state, as `useRouteQuery` builds it. */
const productListPath = (
  catalogue: 'online' | 'consultation',
  state: ListState,
  region: number,
  pageSize: number,
  search = false,
) =>
  apiUrl(search ? 'GET /api/Search' : 'GET /api/Products', {
    query: productListQuery(catalogue, state, region, pageSize),
  });

describe('list state in the URL', () => {
  it('reads filters, sort, page and keyword from the query', () => {
    const state = parseListQuery(
      new URLSearchParams('categoryId=3&brandId=2&supplierId=1&sort=price-asc&page=4&keyword=%20螺丝%20'),
    );
    expect(state).toEqual({ categoryId: 3, brandId: 2, supplierId: 1, sort: 'price-asc', page: 4, keyword: '螺丝' });
    expect(hasFilters(state)).toBe(true);
  });

  it('falls back to the defaults for unknown or invalid values', () => {
    expect(parseListQuery(new URLSearchParams('categoryId=abc&brandId=-1&sort=cheapest&page=0&keyword=%20'))).toEqual({
      sort: 'default',
      page: 1,
    });
    expect(hasFilters({ sort: 'default', page: 1 })).toBe(false);
  });

  it('writes only what differs from the defaults, and reads back the same state', () => {
    expect(listQueryString({ sort: 'default', page: 1 })).toBe('');
    const state = { keyword: '安全 手套', brandId: 5, sort: 'sales' as const, page: 2 };
    const qs = listQueryString(state);
    expect(qs).toBe('keyword=%E5%AE%89%E5%85%A8+%E6%89%8B%E5%A5%97&brandId=5&sort=sales&page=2');
    expect(parseListQuery(new URLSearchParams(qs))).toEqual(state);
  });
});

describe('API paths', () => {
  it('asks /api/Products with the catalogue, filters, sort, page, page size and region', () => {
    const path = productListPath('online', { categoryId: 3, sort: 'price-desc', page: 2 }, 4, 12);
    const url = new URL(path, 'http://x');
    expect(url.pathname).toBe('/api/Products');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      catalogue: 'online',
      categoryId: '3',
      sort: 'price-desc',
      page: '2',
      pageSize: '12',
      region: '4',
    });
  });

  it('keeps a price band in the URL and asks the search with it; a malformed one is dropped', () => {
    const state = { keyword: '安全帽', price: '100.00-500.00', sort: 'default' as const, page: 1 };
    const qs = listQueryString(state);
    expect(qs).toBe('keyword=%E5%AE%89%E5%85%A8%E5%B8%BD&price=100.00-500.00');
    expect(parseListQuery(new URLSearchParams(qs))).toEqual(state);
    expect(hasFilters(state)).toBe(true);
    expect(parseListQuery(new URLSearchParams('price=cheap'))).toEqual({ sort: 'default', page: 1 });
    const url = new URL(productListPath('online', state, 1, 20, true), 'http://x');
    expect(url.searchParams.get('price')).toBe('100.00-500.00');
  });

  it('asks /api/Search for a search', () => {
    const url = new URL(
      productListPath('consultation', { keyword: '打印机', sort: 'default', page: 1 }, 1, 20, true),
      'http://x',
    );
    expect(url.pathname).toBe('/api/Search');
    expect(url.searchParams.get('keyword')).toBe('打印机');
    expect(url.searchParams.get('catalogue')).toBe('consultation');
  });

  it('links a product to /<catalogue>/detail/<id>', () => {
    expect(productPath({ Id: 7, Catalogue: 'consultation' })).toBe('/consultation/detail/7');
  });
});
