/**
 * The showcase list's filter state and its URL form (`/yellow-pages-products?categoryId=3&supplierId=6
 * &keyword=焊机&page=2`): shareable, survives a reload. Invalid values are dropped, defaults are left out.
 */

import type { ShowcaseQuery } from '../../contract/catalogue';
import { SEARCH_KEYWORD_MAX } from '../../contract/limits';
import { positiveInt } from '../shared/query-params';

export interface ShowcaseFilters {
  categoryId: number | null;
  supplierId: number | null;
  keyword: string;
  page: number;
}

export const SHOWCASE_PAGE_SIZE = 12;

export const emptyFilters: ShowcaseFilters = { categoryId: null, supplierId: null, keyword: '', page: 1 };

/** Filters from a query string (unknown or invalid parameters are ignored). */
export function filtersFromQuery(query: URLSearchParams): ShowcaseFilters {
  return {
    categoryId: positiveInt(query.get('categoryId')) ?? null,
    supplierId: positiveInt(query.get('supplierId')) ?? null,
    keyword: (query.get('keyword') ?? '').trim().slice(0, SEARCH_KEYWORD_MAX),
    page: positiveInt(query.get('page')) ?? 1,
  };
}

/** The query string of filters, without defaults (`''` when nothing is set). */
export function filtersToQuery(filters: ShowcaseFilters): string {
  const params = new URLSearchParams();
  if (filters.categoryId) params.set('categoryId', String(filters.categoryId));
  if (filters.supplierId) params.set('supplierId', String(filters.supplierId));
  const keyword = filters.keyword.trim();
  if (keyword) params.set('keyword', keyword.slice(0, SEARCH_KEYWORD_MAX));
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

/** A change of filters: any change other than the page goes back to page 1. */
export function changeFilters(current: ShowcaseFilters, change: Partial<ShowcaseFilters>): ShowcaseFilters {
  const next = { ...current, ...change };
  const onlyPage = Object.keys(change).every((k) => k === 'page');
  if (!onlyPage) next.page = change.page ?? 1;
  return next;
}

/** The query of a result page (`GET /api/YellowPages/products`). */
export function showcaseQuery(filters: ShowcaseFilters, pageSize = SHOWCASE_PAGE_SIZE): ShowcaseQuery {
  return {
    categoryId: filters.categoryId || undefined,
    supplierId: filters.supplierId || undefined,
    keyword: filters.keyword.trim() || undefined,
    page: filters.page,
    pageSize,
  };
}

/** True when any filter narrows the list. */
export function hasFilters(filters: ShowcaseFilters): boolean {
  return Boolean(filters.categoryId || filters.supplierId || filters.keyword.trim());
}
