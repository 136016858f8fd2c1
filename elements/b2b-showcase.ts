/**
 * `<b2b-showcase>` — the supplier yellow pages (黄页) for any page: category, supplier and keyword
 * filters, results and pagination. Entries link to the storefront's showcase detail page (a cancelable
 * `b2b-navigate` fires first; unless cancelled the browser goes to `store-url` + path).
 *
 *   <b2b-showcase category-id="14" page-size="8" store-url="https://shop.example.cn"></b2b-showcase>
 */
import { createElement, lazy, Suspense, useState } from 'react';
import type { ShowcaseFilters } from '../src/features/showcase/filters';
import { defineElement } from './define';
import { loadingFallback } from './loading';
import type { AttributeProps, ElementMeta } from './meta';

// The directory's code is its own chunk: the element's first load stays the shared frame.
const ShowcaseList = lazy(() =>
  import('../src/features/showcase/ShowcaseList').then((m) => ({ default: m.ShowcaseList })),
);

export const meta = {
  tag: 'b2b-showcase',
  summary: '供应商黄页：按分类、供应商和关键词查找供应信息。Supplier yellow pages with filters and pagination.',
  description: '筛选在组件内切换（不改变宿主页面地址）；点击条目进入商城的黄页详情页。',
  attributes: {
    'category-id': {
      type: 'number',
      description: '初始商品分类编号（不填为全部分类）。Initial category id; all categories when absent.',
    },
    'supplier-id': {
      type: 'number',
      description: '初始供应商编号（不填为全部供应商）。Initial supplier id; all suppliers when absent.',
    },
    'page-size': {
      type: 'number',
      default: 12,
      description: '每页条数（1–100，默认 12）。Entries per page (1–100).',
    },
  },
  events: {
    'b2b-navigate': {
      description: '点击条目后、跳转到商城前触发，可取消。Fired before leaving for the storefront; cancelable.',
      detail: '{ path: string; url: string }',
    },
  },
  parts: {
    filters: '筛选栏 Filter bar',
    'showcase-list': '结果列表 Result grid',
    'showcase-item': '单条供应信息 One entry',
    error: '错误提示 Error message',
  },
  cssProperties: {},
} as const satisfies ElementMeta;

function clampPageSize(n: number): number {
  return Number.isFinite(n) ? Math.min(100, Math.max(1, Math.round(n))) : 12;
}

function ShowcaseWidget({ categoryId, supplierId, pageSize }: AttributeProps<typeof meta>) {
  const initial = (): ShowcaseFilters => ({
    categoryId: categoryId ?? null,
    supplierId: supplierId ?? null,
    keyword: '',
    page: 1,
  });
  const [filters, setFilters] = useState<ShowcaseFilters>(initial);
  // New attribute values start a new search (set during render: the old results are never shown for them).
  const attributes = `${categoryId}|${supplierId}`;
  const [filtersFor, setFiltersFor] = useState(attributes);
  if (filtersFor !== attributes) {
    setFiltersFor(attributes);
    setFilters(initial());
  }
  return createElement(
    Suspense,
    { fallback: loadingFallback({ lines: 6, label: '加载中' }) },
    createElement(ShowcaseList, { filters, onChange: setFilters, pageSize: clampPageSize(pageSize), headingLevel: 2 }),
  );
}

export const B2BShowcase = defineElement(meta, ShowcaseWidget);
