/**
 * `<b2b-order order-id>` — one order's detail on any page (login required): status and timeline, items,
 * amounts, payments, invoice, PO number, note and customer; 去支付 while unpaid and 取消订单 while allowed.
 *
 *   <b2b-order store-url="https://shop.example.cn" order-id="12"></b2b-order>
 */
import { createElement, lazy, Suspense } from 'react';
import { defineElement } from './define';
import { loadingFallback } from './loading';
import type { AttributeProps, ElementMeta } from './meta';

const OrderWidgetView = lazy(() =>
  import('../src/features/order/OrderDetailScreen').then((m) => ({
    default: (props: { orderId: number }) => createElement(m.OrderWidgetFrame, props),
  })),
);

export const meta = {
  tag: 'b2b-order',
  summary: '订单详情：状态进度、商品、金额、支付与发票信息，可去支付或取消。One order’s detail.',
  description: '需要登录；他人企业或不存在的订单显示“订单不存在或无权查看”。',
  attributes: {
    'order-id': { type: 'number', description: '订单编号（必填）。Order id (required).' },
  },
  events: {
    'b2b-navigate': {
      description: '去支付或查看商品前触发，可取消。Fired before leaving for the storefront; cancelable.',
      detail: '{ path: string; url: string }',
    },
  },
  parts: {
    order: '订单容器 The order container',
    error: '错误提示 Error message',
  },
  cssProperties: {},
} as const satisfies ElementMeta;

function OrderWidget({ orderId }: AttributeProps<typeof meta>) {
  return createElement(
    Suspense,
    { fallback: loadingFallback({ lines: 8, label: '订单加载中' }) },
    createElement(OrderWidgetView, { orderId: orderId ?? 0 }),
  );
}

export const B2BOrder = defineElement(meta, OrderWidget);
