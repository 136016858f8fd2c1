/**
 * `<b2b-payment order-id>` — pays one order on any page (login required): 在线支付 (the provider's cashier,
 * which comes back to the storefront's /payment) or 对公转账 (account, bank and remittance code with copy
 * buttons); the status is polled and a paid order leads to its detail (cancelable `b2b-navigate`).
 *
 *   <b2b-payment store-url="https://shop.example.cn" order-id="12"></b2b-payment>
 */
import { createElement, lazy, Suspense } from 'react';
import { defineElement } from './define';
import { loadingFallback } from './loading';
import type { AttributeProps, ElementMeta } from './meta';

const PaymentWidgetView = lazy(() =>
  import('../src/features/payment/PaymentScreen').then((m) => ({
    default: (props: { orderId: number; paymentId?: number | undefined }) => createElement(m.PaymentWidgetFrame, props),
  })),
);

export const meta = {
  tag: 'b2b-payment',
  summary: '订单支付：在线支付（收银台）或对公转账，轮询支付结果。Pays one order.',
  description: '需要登录。在线支付会跳转到支付机构收银台，支付后回到商城的 /payment 页面。',
  attributes: {
    'order-id': { type: 'number', description: '订单编号（必填）。Order id (required).' },
    'payment-id': {
      type: 'number',
      description: '从收银台返回时的支付单编号：显示并轮询其结果。Payment id to poll after the cashier.',
    },
  },
  events: {
    'b2b-navigate': {
      description: '支付成功前往订单详情等跳转前触发，可取消。Fired before leaving for the storefront; cancelable.',
      detail: '{ path: string; url: string }',
    },
  },
  parts: {
    payment: '支付容器 The payment container',
    error: '错误提示 Error message',
  },
  cssProperties: {},
} as const satisfies ElementMeta;

function PaymentWidget({ orderId, paymentId }: AttributeProps<typeof meta>) {
  return createElement(
    Suspense,
    { fallback: loadingFallback({ lines: 5, label: '支付信息加载中' }) },
    createElement(PaymentWidgetView, { orderId: orderId ?? 0, paymentId }),
  );
}

export const B2BPayment = defineElement(meta, PaymentWidget);
