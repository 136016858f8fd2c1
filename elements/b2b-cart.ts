/**
 * `<b2b-cart>` — the shopping cart for any page (login required; logged-out visitors get a 去登录 link):
 * lines of one region with quantity, select / select all, remove, the exact total of the selected lines and
 * 结算 (goes to the storefront's /purchase through a cancelable `b2b-navigate`). Every change refreshes all
 * `<b2b-cart-badge>`s of the page and fires `b2b-cart-change` (from the element frame, once per change).
 *
 *   <b2b-cart store-url="https://shop.example.cn" region="2"></b2b-cart>
 *   <b2b-cart heading="我的采购车"></b2b-cart>   <b2b-cart hide-heading></b2b-cart>
 */
import { createElement, lazy, Suspense } from 'react';
import { defineElement } from './define';
import { loadingFallback } from './loading';
import type { AttributeProps, ElementMeta } from './meta';

const CartWidgetView = lazy(() =>
  import('../src/features/cart/CartScreen').then((m) => ({
    default: m.CartWidgetFrame,
  })),
);

export const meta = {
  tag: 'b2b-cart',
  summary: '购物车：按区域显示商品、数量、勾选、删除和已选商品合计，可去结算。Shopping cart of one region.',
  description: '需要登录；未登录时显示“去登录”。不设 region 时显示区域切换（用户的采购区域，默认第一个）。',
  attributes: {
    region: {
      type: 'number',
      description: '固定的购物车区域编号（不设则可切换，默认用户的第一个区域）。Fixed cart region id.',
    },
    heading: { type: 'string', description: '标题（默认“购物车”）；空值隐藏。Heading; empty hides it.' },
    'hide-heading': { type: 'boolean', default: false, description: '隐藏标题。Hide the heading.' },
  },
  events: {
    'b2b-navigate': {
      description: '去结算、查看商品或登录前触发，可取消。Fired before leaving for the storefront; cancelable.',
      detail: '{ path: string; url: string }',
    },
  },
  parts: {
    cart: '购物车容器 The cart container',
    'cart-head': '列标题行（商品、单价、数量、小计、操作）The column headers',
    'cart-line': '一行商品 One cart line',
    'cart-summary': '底部合计栏 The summary bar with the total and 结算',
    error: '错误提示 Error message',
  },
  cssProperties: {},
} as const satisfies ElementMeta;

function CartWidget({ region, heading, hideHeading }: AttributeProps<typeof meta>) {
  return createElement(
    Suspense,
    { fallback: loadingFallback({ lines: 4, label: '购物车加载中' }) },
    createElement(CartWidgetView, { region, heading: hideHeading ? '' : heading }),
  );
}

export const B2BCart = defineElement(meta, CartWidget);
