/**
 * `<b2b-operator section>` — the platform operator (运营) console on any page: dashboard, company review,
 * inquiries and quotes (询价管理), transfers and refunds, fulfilment, products (商品管理), catalogue content
 * (brands, categories, suppliers, banners, solutions, showcase, help), invoices, audit log.
 * Needs an operator account (not a company account): without one the
 * widget shows the operator login. The side navigation switches sections inside the widget; the host
 * page's URL is never changed.
 *
 *   <b2b-operator section="companies"></b2b-operator>
 */
import { createElement, lazy, Suspense } from 'react';
import { OPERATOR_SECTIONS } from '../src/features/operator/sections';
import { defineElement } from './define';
import { loadingFallback } from './loading';
import type { AttributeProps, ElementMeta } from './meta';

const OperatorWidgetView = lazy(() => import('../src/features/operator/OperatorWidget'));

export const meta = {
  tag: 'b2b-operator',
  summary:
    '运营后台：工作台、企业审核、售后管理、收款与退款、发货管理、商品与内容管理、发票管理、操作日志。The platform operator console.',
  description:
    '仅限平台运营账号（与企业账号分开）。未登录时先显示运营登录。所有运营操作均记录在操作日志中（服务器同样拒绝非运营账号）。',
  attributes: {
    section: {
      type: 'enum',
      values: OPERATOR_SECTIONS,
      default: 'dashboard',
      description: '首先显示的栏目。First section shown.',
    },
  },
  events: {},
  parts: {
    operator: '运营后台容器 The widget container',
    'operator-nav': '栏目导航 The side navigation',
    section: '当前栏目 The current section',
  },
  cssProperties: {},
} as const satisfies ElementMeta;

function OperatorElement({ section }: AttributeProps<typeof meta>) {
  return createElement(
    Suspense,
    { fallback: loadingFallback({ lines: 8, label: '运营后台加载中' }) },
    createElement(OperatorWidgetView, { section: section as never }),
  );
}

export const B2BOperator = defineElement(meta, OperatorElement);
