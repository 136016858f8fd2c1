/**
 * `<b2b-purchase-lists>` — 采购清单 for any page (login required): the buyer's lists and the company's shared
 * ones; open a list to change its lines and sharing, export it, or add all or chosen lines to the cart (lines
 * that cannot be bought are listed). Adding fires `b2b-cart-change` and refreshes every badge of the page.
 *
 *   <b2b-purchase-lists store-url="https://shop.example.cn" list-id="12"></b2b-purchase-lists>
 */
import { createElement, lazy, Suspense } from 'react';
import { defineElement } from './define';
import { loadingFallback } from './loading';
import type { AttributeProps, ElementMeta } from './meta';

const PurchaseListsWidgetView = lazy(() =>
  import('../src/features/enterprise/lists/PurchaseListsView').then((m) => ({
    default: (props: { listId?: number | undefined }) =>
      createElement(m.PurchaseListsWidgetFrame, { listId: props.listId }),
  })),
);

export const meta = {
  tag: 'b2b-purchase-lists',
  summary: '采购清单：保存常买商品与数量，可与公司同事共享，一键加入购物车。Purchase lists.',
  description: '需要登录；可新建、从文件导入、导出 CSV/XLSX；只读共享的清单不能修改，可加入自己的购物车。',
  attributes: {
    'list-id': {
      type: 'number',
      description: '首先打开的清单编号（不设则显示全部清单）。List opened first.',
    },
  },
  events: {
    'b2b-navigate': {
      description: '查看商品或登录前触发，可取消。Fired before leaving for the storefront; cancelable.',
      detail: '{ path: string; url: string }',
    },
  },
  parts: {
    'purchase-lists': '清单列表 The lists',
    'purchase-list': '一个清单 One list',
  },
  cssProperties: {},
} as const satisfies ElementMeta;

function PurchaseListsWidget({ listId }: AttributeProps<typeof meta>) {
  return createElement(
    Suspense,
    { fallback: loadingFallback({ lines: 5, label: '采购清单加载中' }) },
    createElement(PurchaseListsWidgetView, { listId }),
  );
}

export const B2BPurchaseLists = defineElement(meta, PurchaseListsWidget);
