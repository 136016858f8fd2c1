/**
 * The operator console's pages (everything behind the operator login), in navigation order, as plain data: read
 * by the side navigation (./nav.tsx), the storefront's route table and the `<b2b-operator>` widget (the last two
 * through ./pages.ts, which adds each page's screen). No screen is imported here, so a screen may import the
 * navigation without a cycle.
 */
import type { AppRoute } from '../shared/route-types';

export type ConsolePageMeta = Required<Pick<AppRoute, 'path' | 'title'>> & Pick<AppRoute, 'paramValues'>;

export const OPERATOR_PAGE_META = [
  { path: '/operator/dashboard', title: '工作台' },
  { path: '/operator/orders', title: '订单管理' },
  { path: '/operator/companies', title: '企业审核' },
  { path: '/operator/prices', title: '协议价' },
  { path: '/operator/inquiries', title: '询价管理' },
  { path: '/operator/after-sales', title: '售后管理' },
  { path: '/operator/payments', title: '收款与退款' },
  { path: '/operator/fulfilment', title: '发货管理' },
  { path: '/operator/products', title: '商品管理' },
  // Catalogue content: ONE generic screen (one lazy chunk) for the seven resources; their navigation labels
  // and headings live with the console (./nav.tsx), out of every widget's first load.
  {
    path: '/operator/:resource',
    paramValues: { resource: ['brands', 'categories', 'suppliers', 'banners', 'solutions', 'showcase', 'help'] },
    title: '内容管理',
  },
  { path: '/operator/search', title: '搜索词管理' },
  { path: '/operator/invoices', title: '发票管理' },
  { path: '/operator/credit', title: '账期与对账单' },
  { path: '/operator/reports', title: '经营报表' },
  { path: '/operator/audit', title: '操作日志' },
  { path: '/operator/operators', title: '运营账号' },
] as const satisfies readonly ConsolePageMeta[];

export type ConsolePath = (typeof OPERATOR_PAGE_META)[number]['path'];
