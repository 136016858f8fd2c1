/**
 * `<b2b-enterprise section>` — the enterprise back office on any page (login required): company
 * information, the company's orders, customers, users (管理员), invoice history, titles and addresses
 * (管理员) and invoice detail. The side navigation switches sections inside the widget; the host page's
 * URL is never changed. Links leaving the enterprise area (order detail, login) go to the storefront.
 *
 *   <b2b-enterprise store-url="https://shop.example.cn" section="orders"></b2b-enterprise>
 *   <b2b-enterprise section="invoice-detail" invoice-id="3"></b2b-enterprise>
 */
import { createElement, lazy, Suspense } from 'react';
import { defineElement } from './define';
import { loadingFallback } from './loading';
import type { AttributeProps, ElementMeta } from './meta';

const EnterpriseWidgetView = lazy(() => import('../src/features/enterprise/EnterpriseWidget'));

export const meta = {
  tag: 'b2b-enterprise',
  summary: '企业中心：企业信息、订单、客户、用户与发票管理。The enterprise back office.',
  description:
    '需要登录。所有人可查看企业信息、自己的订单、客户和自己的开票记录；管理员可修改企业信息、管理用户、客户、发票抬头与收票地址、申请开票并查看企业全部订单。非管理员打开管理员栏目时显示说明（服务器同样拒绝）。',
  attributes: {
    section: {
      type: 'enum',
      values: [
        'info',
        'orders',
        'approvals',
        'quotes',
        'purchase-lists',
        'favorites',
        'customers',
        'delivery-address',
        'users',
        'departments',
        'approval-rules',
        'spend',
        'invoice-history',
        'invoice-title',
        'invoice-address',
        'credit',
        'profile',
        'password',
        'statement',
        'invoice-detail',
      ],
      default: 'info',
      description: '首先显示的栏目。First section shown.',
    },
    'invoice-id': {
      type: 'number',
      description: 'section="invoice-detail" 时显示的发票编号。Invoice shown by the invoice-detail section.',
    },
  },
  events: {
    'b2b-navigate': {
      description:
        '离开企业中心（如查看订单详情、去登录）前触发，可取消。Fired before leaving for the storefront; cancelable.',
      detail: '{ path: string; url: string }',
    },
  },
  parts: {
    enterprise: '企业中心容器 The widget container',
    'enterprise-nav': '栏目导航 The side navigation',
    section: '当前栏目 The current section',
    refusal: '仅限管理员的说明 The admin-only refusal',
  },
  cssProperties: {},
} as const satisfies ElementMeta;

function EnterpriseElement({ section, invoiceId }: AttributeProps<typeof meta>) {
  return createElement(
    Suspense,
    { fallback: loadingFallback({ lines: 8, label: '企业中心加载中' }) },
    createElement(EnterpriseWidgetView, {
      section: section as never,
      initialQuery: section === 'invoice-detail' && invoiceId ? `id=${invoiceId}` : '',
    }),
  );
}

export const B2BEnterprise = defineElement(meta, EnterpriseElement);
