/**
 * `<b2b-catalog>` — a network-zone catalogue for partner pages: filters (category, brand, supplier), sort,
 * pagination and product cards with 加入购物车 / 立即购买 (online) or 咨询 (consultation). The filters live in
 * the widget's own state (never the host page's URL); the attributes give the starting view and reset it
 * when they change. Links and 立即购买 leave for `store-url` (cancelable `b2b-navigate`).
 *
 *   <b2b-catalog store-url="https://shop.example.cn" catalogue="online" category-id="3" page-size="8"></b2b-catalog>
 *   <b2b-catalog pagination="pages" style="height: 640px"></b2b-catalog>   cards scroll inside, the pager stays in view
 */
import { createElement, lazy, Suspense } from 'react';
import { defineElement } from './define';
import { loadingFallback } from './loading';
import type { AttributeProps, ElementMeta } from './meta';

// The catalogue's code is its own chunk: the element's first load stays the shared frame.
const CatalogWidget = lazy(() => import('../src/features/catalogue/CatalogWidget'));

export const meta = {
  tag: 'b2b-catalog',
  summary: '商品目录：在线采购或咨询采购商品列表，含筛选、排序、分页。Product catalogue with filters, sort and pages.',
  attributes: {
    catalogue: {
      type: 'enum',
      values: ['online', 'consultation'],
      default: 'online',
      description:
        '目录：online 在线采购（显示价格，可加入购物车），consultation 咨询采购（提交咨询）。Which catalogue.',
    },
    'category-id': { type: 'number', description: '初始分类编号。Initial category filter.' },
    'brand-id': { type: 'number', description: '初始品牌编号。Initial brand filter.' },
    'supplier-id': { type: 'number', description: '初始供应商编号。Initial supplier filter.' },
    keyword: { type: 'string', description: '只显示名称或型号包含该关键词的商品。Keyword filter.' },
    'page-size': { type: 'number', default: 20, description: '每页商品数（1–100，默认 20）。Products per page.' },
    'show-header': {
      type: 'boolean',
      default: false,
      description: '显示目录标题与切换。Show the heading and catalogue switch.',
    },
    pagination: {
      type: 'enum',
      values: ['scroll', 'pages'],
      default: 'scroll',
      description:
        '分页：scroll 滚动到底部时加载；pages 随列表显示，固定高度时商品在框内滚动。Pager on scroll, or always (fixed height).',
    },
  },
  events: {
    'b2b-navigate': {
      description: '打开商品详情、登录或结算前触发，可取消。Fired before leaving for the storefront; cancelable.',
      detail: '{ path: string; url: string }',
    },
  },
  parts: {
    catalog: '目录容器 The catalogue container',
    filters: '筛选与排序栏 Filters and sort bar',
    'product-grid': '商品网格 The product grid',
    'product-card': '单个商品卡片 One product card',
    error: '错误提示 Error message',
  },
  cssProperties: {
    '--b2b-card-min-width': {
      default: '210px',
      description: '商品卡片最小宽度（决定每行列数）。Minimum card width (columns per row).',
    },
  },
} as const satisfies ElementMeta;

function CatalogElement(props: AttributeProps<typeof meta>) {
  return createElement(
    Suspense,
    { fallback: loadingFallback({ lines: 6, label: '商品加载中' }) },
    createElement(CatalogWidget, props),
  );
}

export const B2BCatalog = defineElement(meta, CatalogElement);
