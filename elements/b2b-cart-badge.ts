/**
 * `<b2b-cart-badge>` — the cart link with its item count, for any page. Clicking it goes to the
 * storefront's /cart: inside the storefront through its router; on a partner page a cancelable
 * `b2b-navigate` event is fired first, then the browser goes to `store-url` + `/cart`.
 *
 *   <b2b-cart-badge store-url="https://shop.example.cn"></b2b-cart-badge>
 */
import { createElement, useEffect } from 'react';
import { setCartRegion } from '../src/core/cart';
import { CartBadge } from '../src/shell/CartBadge';
import { defineElement } from './define';
import type { AttributeProps, ElementMeta } from './meta';

export const meta = {
  tag: 'b2b-cart-badge',
  summary: '购物车角标：显示购物车商品数，点击进入购物车。Cart link with the item count.',
  attributes: {
    region: {
      type: 'number',
      description: '购物车区域编号（默认用户的第一个区域）。Cart region id; default the user’s first region.',
    },
    'hide-label': {
      type: 'boolean',
      default: false,
      description: '只显示图标，不显示“购物车”文字。Show the icon only.',
    },
  },
  events: {
    'b2b-navigate': {
      description: '点击后、跳转到商城前触发，可取消。Fired before leaving for the storefront; cancelable.',
      detail: '{ path: string; url: string }',
    },
  },
  parts: {
    cart: '购物车链接 The cart link',
    'cart-count': '数量角标 The count badge',
    error: '错误提示 Error message',
  },
  cssProperties: {
    '--b2b-cart-badge-color': {
      default: 'var(--b2b-text)',
      description: '图标和文字颜色（深色页头上设为浅色）。Icon and label colour, e.g. white on a dark header.',
    },
    '--b2b-cart-badge-hover-color': {
      default: 'var(--b2b-primary)',
      description: '悬停时的颜色。Colour on hover.',
    },
  },
} as const satisfies ElementMeta;

function CartBadgeWidget({ region, hideLabel }: AttributeProps<typeof meta>) {
  useEffect(() => {
    if (region !== undefined) setCartRegion(region);
  }, [region]);
  return createElement(CartBadge, { showLabel: !hideLabel });
}

export const B2BCartBadge = defineElement(meta, CartBadgeWidget);
