/**
 * `<b2b-search>` — product search for partner pages: a keyword box, tabs for the two catalogues (the keyword
 * is kept), the result count, highlighted matches, filters, sort, pages, and popular keywords when nothing
 * matched. State lives in the widget (not the host page's URL).
 *
 *   <b2b-search store-url="https://shop.example.cn" catalogue="online" keyword="打印机"></b2b-search>
 */
import { createElement, lazy, Suspense, useEffect, useState } from 'react';
import type { ListState } from '../src/features/catalogue/stores';
import { Skeleton } from '../src/ui/feedback';
import type { Catalogue } from '../src/routes';
import { defineElement } from './define';
import type { AttributeProps, ElementMeta } from './meta';

const DEFAULT_PAGE_SIZE = 20;
// The search code is its own chunk: the element's first load stays the shared frame.
const SearchView = lazy(() => import('../src/features/search/SearchView').then((m) => ({ default: m.SearchView })));

export const meta = {
  tag: 'b2b-search',
  summary: '商品搜索：关键词搜索在线采购或咨询采购商品。Product search in one of the two catalogues.',
  attributes: {
    catalogue: {
      type: 'enum',
      values: ['online', 'consultation'],
      default: 'online',
      description: '初始搜索范围。Initial catalogue (the tabs switch it).',
    },
    keyword: { type: 'string', description: '初始关键词。Initial keyword.' },
    'page-size': { type: 'number', default: DEFAULT_PAGE_SIZE, description: '每页商品数（1–100，默认 20）。Products per page.' },
  },
  events: {
    'b2b-navigate': {
      description: '打开商品详情、登录或结算前触发，可取消。Fired before leaving for the storefront; cancelable.',
      detail: '{ path: string; url: string }',
    },
  },
  parts: {
    search: '搜索容器 The search container',
    filters: '筛选与排序栏 Filters and sort bar',
    'product-grid': '结果网格 The result grid',
    'product-card': '单个商品卡片 One product card',
    error: '错误提示 Error message',
  },
  cssProperties: {
    '--b2b-card-min-width': { default: '210px', description: '商品卡片最小宽度。Minimum card width.' },
  },
} as const satisfies ElementMeta;

function SearchWidget({ catalogue: initialCatalogue, keyword, pageSize }: AttributeProps<typeof meta>) {
  const start = (): ListState => ({ sort: 'default', page: 1, ...(keyword?.trim() ? { keyword: keyword.trim() } : {}) });
  const [catalogue, setCatalogue] = useState<Catalogue>(initialCatalogue);
  const [state, setState] = useState<ListState>(start);
  useEffect(() => setCatalogue(initialCatalogue), [initialCatalogue]);
  useEffect(() => {
    setState(start());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keyword]);
  const size = Math.min(100, Math.max(1, Math.round(pageSize || DEFAULT_PAGE_SIZE)));
  return createElement(
    Suspense,
    { fallback: createElement(Skeleton, { lines: 6, label: '加载中' }) },
    createElement(SearchView, {
    catalogue,
    state,
    onStateChange: setState,
    onCatalogueChange: (c: Catalogue) => {
      setCatalogue(c);
      setState((s) => ({ sort: 'default', page: 1, ...(s.keyword ? { keyword: s.keyword } : {}) }));
    },
    pageSize: size,
    showHeader: false,
    }),
  );
}

export const B2BSearch = defineElement(meta, SearchWidget);
