/**
 * `<b2b-brand>` — a brand zone for any page: the brand list, the brand's story and its products in
 * both catalogues. Without `brand-id` (or with an unknown one) the first brand is shown.
 * Products link to the storefront's product detail (cancelable `b2b-navigate` first).
 *
 *   <b2b-brand brand-id="3" store-url="https://shop.example.cn"></b2b-brand>
 */
import { useStore } from '@nanostores/react';
import { createElement, lazy, Suspense, useEffect, useState } from 'react';
import { $brands } from '../src/core/query';
import { selectBrand } from '../src/features/brand/select';
import { defineElement } from './define';
import { loadingFallback } from './loading';
import type { AttributeProps, ElementMeta } from './meta';

// The brand zone's code is its own chunk: the element's first load stays the shared frame.
const BrandZone = lazy(() => import('../src/features/brand/BrandZone').then((m) => ({ default: m.BrandZone })));

export const meta = {
  tag: 'b2b-brand',
  summary: '品牌专区：品牌介绍、品牌故事与品牌商品。Brand zone with story and products.',
  description: '品牌列表在组件内切换；未指定或指定的品牌不存在时自动选中第一个品牌。',
  attributes: {
    'brand-id': {
      type: 'number',
      description: '要展示的品牌编号（不填则自动选中第一个品牌）。Brand id; the first brand when absent or unknown.',
    },
  },
  events: {
    'b2b-navigate': {
      description: '点击商品后、跳转到商城前触发，可取消。Fired before leaving for the storefront; cancelable.',
      detail: '{ path: string; url: string }',
    },
  },
  parts: {
    'brand-list': '品牌列表 Brand list',
    brand: '品牌介绍 Brand header and story',
    'product-links': "品牌商品列表 Grid of the brand's product cards",
    product: '商品卡片 Product card',
    error: '错误提示 Error message',
  },
  cssProperties: {},
} as const satisfies ElementMeta;

function BrandWidget({ brandId }: AttributeProps<typeof meta>) {
  const { data: brands, error } = useStore($brands);
  const retry = () => $brands.invalidate();
  const [picked, setPicked] = useState<number | undefined>(brandId);
  useEffect(() => setPicked(brandId), [brandId]);
  const brand = selectBrand(brands, picked);
  return createElement(
    Suspense,
    { fallback: loadingFallback({ lines: 6, label: '加载中' }) },
    createElement(BrandZone, {
      brand,
      brands,
      brandsError: error,
      onRetryBrands: retry,
      onPick: setPicked,
      headingLevel: 2,
    }),
  );
}

export const B2BBrand = defineElement(meta, BrandWidget);
