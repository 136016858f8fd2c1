/**
 * `<b2b-quick-order>` — 快速下单 for any page (login required; logged-out visitors get a 去登录 link): rows of model
 * number and quantity, typed with suggestions, pasted from Excel or read from a CSV/XLSX file, checked by the
 * server row by row (fixes offered), then every valid row added to the cart at once. Adding refreshes every
 * `<b2b-cart-badge>` of the page and fires `b2b-cart-change`.
 *
 *   <b2b-quick-order store-url="https://shop.example.cn" region="2"></b2b-quick-order>
 */
import { createElement, lazy, Suspense } from 'react';
import { defineElement } from './define';
import { loadingFallback } from './loading';
import type { AttributeProps, ElementMeta } from './meta';

const QuickOrderWidgetView = lazy(() =>
  import('../src/features/quick-order/QuickOrderScreen').then((m) => ({
    default: (props: { region?: number | undefined }) =>
      createElement(m.QuickOrderWidgetFrame, { region: props.region }),
  })),
);

export const meta = {
  tag: 'b2b-quick-order',
  summary: '快速下单：按型号与数量批量加入购物车（粘贴 Excel、上传 CSV/XLSX）。Quick order by model number.',
  description: '需要登录；逐行校验（多个匹配、未找到、咨询商品、下架、数量不符），确认后有效行一次加入购物车。',
  attributes: {
    region: {
      type: 'number',
      description: '固定的购物车区域编号（不设则可切换，默认用户的第一个区域）。Fixed cart region id.',
    },
  },
  events: {
    'b2b-navigate': {
      description: '去购物车、咨询或登录前触发，可取消。Fired before leaving for the storefront; cancelable.',
      detail: '{ path: string; url: string }',
    },
  },
  parts: {
    'quick-order': '快速下单容器 The quick order container',
  },
  cssProperties: {},
} as const satisfies ElementMeta;

function QuickOrderWidget({ region }: AttributeProps<typeof meta>) {
  return createElement(
    Suspense,
    { fallback: loadingFallback({ lines: 6, label: '快速下单加载中' }) },
    createElement(QuickOrderWidgetView, { region }),
  );
}

export const B2BQuickOrder = defineElement(meta, QuickOrderWidget);
