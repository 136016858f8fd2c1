/**
 * `<b2b-search>` — product search for partner pages: a keyword box, tabs for the two catalogues (the keyword
 * is kept), suggestions while typing (a combobox: arrows, Enter, Escape), the result count, highlighted matches,
 * filters with their counts (price bands too), sort, pages, and nearby searches and popular keywords when nothing
 * matched. State lives in the widget (not the host page's URL).
 *
 *   <b2b-search store-url="https://shop.example.cn" catalogue="online" keyword="打印机"></b2b-search>
 */
import { createElement, lazy, Suspense } from 'react';
import { defineElement } from './define';
import { loadingFallback } from './loading';
import type { AttributeProps, ElementMeta } from './meta';

// The search code is its own chunk: the element's first load stays the shared frame.
const SearchWidget = lazy(() => import('../src/features/search/SearchWidget'));

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
    'page-size': { type: 'number', default: 20, description: '每页商品数（1–100，默认 20）。Products per page.' },
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

function SearchElement(props: AttributeProps<typeof meta>) {
  return createElement(
    Suspense,
    { fallback: loadingFallback({ lines: 6, label: '加载中' }) },
    createElement(SearchWidget, props),
  );
}

export const B2BSearch = defineElement(meta, SearchElement);
