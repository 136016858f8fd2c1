/**
 * The operator console's pages (everything behind the operator login), in navigation order: one list read by
 * the storefront's route table (its /operator/* routes), the side navigation and the `<b2b-operator>`
 * widget. Plain data and screen loaders only, so the widget does not load the route table and the table
 * does not load the console's components.
 */
import type { AppRoute } from '../shared/route-types';

export type ConsolePage = Required<Pick<AppRoute, 'path' | 'title' | 'screen'>> & Pick<AppRoute, 'paramValues'>;

export const OPERATOR_PAGES: readonly ConsolePage[] = [
  { path: '/operator/dashboard', title: '工作台', screen: () => import('./DashboardScreen') },
  { path: '/operator/companies', title: '企业审核', screen: () => import('./CompaniesScreen') },
  { path: '/operator/inquiries', title: '询价管理', screen: () => import('./InquiriesScreen') },
  { path: '/operator/payments', title: '收款与退款', screen: () => import('./PaymentsScreen') },
  { path: '/operator/fulfilment', title: '发货管理', screen: () => import('./FulfilmentScreen') },
  { path: '/operator/products', title: '商品管理', screen: () => import('./ProductsScreen') },
  // Catalogue content: ONE generic screen (one lazy chunk) for the seven resources; their navigation labels
  // and headings live with the console (./nav.tsx), out of every widget's first load.
  {
    path: '/operator/:resource',
    paramValues: { resource: ['brands', 'categories', 'suppliers', 'banners', 'solutions', 'showcase', 'help'] },
    title: '内容管理',
    screen: () => import('./ContentScreen'),
  },
  { path: '/operator/search', title: '搜索词管理', screen: () => import('./SearchTermsScreen') },
  { path: '/operator/invoices', title: '发票管理', screen: () => import('./InvoicesScreen') },
  { path: '/operator/audit', title: '操作日志', screen: () => import('./AuditScreen') },
];
