import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../src/core/http';
import {
  changeFilters,
  emptyFilters,
  filtersFromQuery,
  filtersToQuery,
  hasFilters,
  showcaseQuery,
} from '../../../src/features/showcase/filters';

describe('showcase filters ⇄ URL', () => {
  it('reads filters and page from the query string', () => {
    const f = filtersFromQuery(new URLSearchParams('categoryId=14&supplierId=6&keyword=%E7%84%8A%E6%9C%BA&page=3'));
    expect(f).toEqual({ categoryId: 14, supplierId: 6, keyword: '焊机', page: 3 });
  });

  it('drops invalid values instead of failing', () => {
    const f = filtersFromQuery(new URLSearchParams('categoryId=abc&supplierId=-2&page=0&keyword=%20%20'));
    expect(f).toEqual(emptyFilters);
    expect(filtersFromQuery(new URLSearchParams('page=1.5')).page).toBe(1);
    expect(filtersFromQuery(new URLSearchParams('categoryId=99999999999')).categoryId).toBeNull();
  });

  it('writes only what is set, and round-trips', () => {
    expect(filtersToQuery(emptyFilters)).toBe('');
    const f = { categoryId: 2, supplierId: null, keyword: ' 安全帽 ', page: 2 };
    const q = filtersToQuery(f);
    expect(q).toBe('categoryId=2&keyword=%E5%AE%89%E5%85%A8%E5%B8%BD&page=2');
    expect(filtersFromQuery(new URLSearchParams(q))).toEqual({ ...f, keyword: '安全帽' });
  });

  it('goes back to page 1 when a filter changes, keeps the page when only the page changes', () => {
    const f = { categoryId: 2, supplierId: null, keyword: '', page: 4 };
    expect(changeFilters(f, { supplierId: 6 }).page).toBe(1);
    expect(changeFilters(f, { page: 5 })).toEqual({ ...f, page: 5 });
    expect(changeFilters(f, { categoryId: null })).toEqual({ ...f, categoryId: null, page: 1 });
  });

  it('builds the API address with page and page size', () => {
    expect(
      apiUrl('GET /api/YellowPages/products', {
        query: showcaseQuery({ categoryId: 3, supplierId: null, keyword: '', page: 2 }, 12),
      }),
    ).toBe('/api/YellowPages/products?categoryId=3&page=2&pageSize=12');
    expect(hasFilters(emptyFilters)).toBe(false);
    expect(hasFilters({ ...emptyFilters, keyword: '灯' })).toBe(true);
  });
});
