/**
 * `<b2b-product>` — one product for partner pages: a product card (`variant="card"`) or the full detail
 * (`variant="detail"`, default: gallery, specs, regional prices, quantity, 加入购物车 / 立即购买 or 咨询).
 * Adding to the cart updates every `<b2b-cart-badge>` of the page; logged-out visitors go to the
 * storefront's login (cancelable `b2b-navigate`) and come back to the product.
 *
 *   <b2b-product store-url="https://shop.example.cn" product-id="12" variant="card"></b2b-product>
 */
import { createElement, lazy, Suspense } from 'react';
import { defineElement } from './define';
import { loadingFallback } from './loading';
import type { AttributeProps, ElementMeta } from './meta';

// The product code is loaded on first use: the element's first load stays the shared frame.
const ProductCardById = lazy(() =>
  import('../src/features/product/ProductCardById').then((m) => ({ default: m.ProductCardById })),
);
const ProductDetailView = lazy(() =>
  import('../src/features/product/ProductDetailView').then((m) => ({ default: m.ProductDetailView })),
);

export const meta = {
  tag: 'b2b-product',
  summary: '单个商品：商品卡片或商品详情，可加入购物车或提交咨询。One product as a card or the full detail.',
  attributes: {
    'product-id': { type: 'number', description: '商品编号（必填）。Product id (required).' },
    catalogue: {
      type: 'enum',
      values: ['online', 'consultation'],
      description: '商品所属目录（可省略，以商品自身为准）。The product’s catalogue; optional.',
    },
    variant: {
      type: 'enum',
      values: ['detail', 'card'],
      default: 'detail',
      description: 'detail 完整详情，card 商品卡片。Full detail or a compact card.',
    },
  },
  events: {
    'b2b-navigate': {
      description: '打开商城、登录或结算前触发，可取消。Fired before leaving for the storefront; cancelable.',
      detail: '{ path: string; url: string }',
    },
  },
  parts: {
    product: '详情容器 The detail container',
    gallery: '商品图片区 The image gallery',
    'product-card': '商品卡片 The product card',
    error: '错误提示 Error message',
  },
  cssProperties: {
    '--b2b-card-width': { default: '280px', description: '卡片模式的最大宽度。Maximum width of the card variant.' },
  },
} as const satisfies ElementMeta;

function ProductWidget({ productId, catalogue, variant }: AttributeProps<typeof meta>) {
  const id = productId ?? 0;
  const view =
    variant === 'card'
      ? createElement(ProductCardById, { key: id, productId: id })
      : createElement(ProductDetailView, { key: id, productId: id, catalogue, showBreadcrumb: false });
  return createElement(
    Suspense,
    { fallback: loadingFallback({ lines: 4, blockHeight: 160, label: '商品加载中' }) },
    view,
  );
}

export const B2BProduct = defineElement(meta, ProductWidget);
