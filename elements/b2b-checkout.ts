/**
 * `<b2b-checkout>` — the checkout for any page (login required): the selected cart lines priced by the
 * server, invoice choice with the company's titles and addresses, customer, purchase-order number and note.
 * Submitting creates exactly one order, fires `b2b-order-created` and then goes to the storefront's
 * /payment (cancelable `b2b-navigate`).
 *
 *   <b2b-checkout store-url="https://shop.example.cn"></b2b-checkout>
 */
import { createElement, lazy, Suspense } from 'react';
import { defineElement } from './define';
import { loadingFallback } from './loading';
import type { AttributeProps, ElementMeta } from './meta';

const CheckoutWidgetView = lazy(() =>
  import('../src/features/checkout/CheckoutScreen').then((m) => ({
    default: (props: { region?: number | undefined }) => createElement(m.CheckoutWidgetFrame, { region: props.region }),
  })),
);

export const meta = {
  tag: 'b2b-checkout',
  summary: '结算：确认商品、发票、客户和采购单号并提交订单。Checkout of the selected cart lines.',
  description: '需要登录。一次提交只生成一张订单（幂等键）；成功后触发 b2b-order-created 并前往支付页。',
  attributes: {
    region: {
      type: 'number',
      description: '结算的购物车区域编号（默认当前购物车区域）。Cart region to check out; default the current one.',
    },
  },
  events: {
    'b2b-order-created': {
      description: '订单提交成功后触发。Fired after the order was created.',
      detail: '{ orderId: number; orderNo: string }',
    },
    'b2b-navigate': {
      description: '前往支付页或购物车前触发，可取消。Fired before leaving for the storefront; cancelable.',
      detail: '{ path: string; url: string }',
    },
  },
  parts: {
    checkout: '结算容器 The checkout container',
    error: '错误提示 Error message',
  },
  cssProperties: {},
} as const satisfies ElementMeta;

function CheckoutWidget({ region }: AttributeProps<typeof meta>) {
  return createElement(
    Suspense,
    { fallback: loadingFallback({ lines: 6, label: '结算信息加载中' }) },
    createElement(CheckoutWidgetView, { region }),
  );
}

export const B2BCheckout = defineElement(meta, CheckoutWidget);
