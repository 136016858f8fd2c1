/**
 * `<b2b-solutions>` — industry solutions for any page: category filters, solution cards and the
 * solution's detail with its products (linking to the storefront; cancelable `b2b-navigate` first).
 *
 *   <b2b-solutions category-id="2" store-url="https://shop.example.cn"></b2b-solutions>
 */
import { createElement, lazy, Suspense, useEffect, useState } from 'react';
import { defineElement } from './define';
import { loadingFallback } from './loading';
import type { AttributeProps, ElementMeta } from './meta';

// The solutions' code is its own chunk: the element's first load stays the shared frame.
const Solutions = lazy(() => import('../src/features/solutions/Solutions').then((m) => ({ default: m.Solutions })));

export const meta = {
  tag: 'b2b-solutions',
  summary: '行业解决方案：按分类筛选，查看方案详情与推荐商品。Featured solutions with details.',
  attributes: {
    'category-id': {
      type: 'number',
      description: '初始分类编号（不填显示全部方案）。Initial category filter; all solutions when absent.',
    },
  },
  events: {
    'b2b-navigate': {
      description: '点击方案商品后、跳转到商城前触发，可取消。Fired before leaving for the storefront; cancelable.',
      detail: '{ path: string; url: string }',
    },
  },
  parts: {
    filters: '分类筛选 Category filters',
    solutions: '方案列表 Solution cards',
    'product-links': "推荐商品列表 Grid of a solution's product cards",
    product: '推荐商品卡片 Product card in a solution',
    error: '错误提示 Error message',
  },
  cssProperties: {},
} as const satisfies ElementMeta;

function SolutionsWidget({ categoryId }: AttributeProps<typeof meta>) {
  const [category, setCategory] = useState<number | null>(categoryId ?? null);
  const [openId, setOpenId] = useState<number | null>(null);
  useEffect(() => setCategory(categoryId ?? null), [categoryId]);
  return createElement(
    Suspense,
    { fallback: loadingFallback({ lines: 6, label: '加载中' }) },
    createElement(Solutions, {
      categoryId: category,
      onCategoryChange: setCategory,
      openId,
      onOpenChange: setOpenId,
      headingLevel: 2,
    }),
  );
}

export const B2BSolutions = defineElement(meta, SolutionsWidget);
