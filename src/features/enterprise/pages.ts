/**
 * The enterprise area's pages, in navigation order: one list read by the storefront's route table (its
 * /enterprise/* routes), the side navigation and the `<b2b-enterprise section>` widget. Plain data and
 * screen loaders only, so the widget does not load the route table and the table does not load the
 * navigation's components.
 */
import type { ScreenLoader } from '../shared/route-types';

export interface EnterprisePage {
  /** The widget's `section` value. */
  section: string;
  path: string;
  /** Page title and navigation label. */
  title: string;
  /** 'admin': 管理员 only (the navigation marks it; others see a refusal). */
  access: 'login' | 'admin';
  screen: ScreenLoader;
  /** False for a page reached from another one, not from the navigation. */
  inNav?: false;
}

export const ENTERPRISE_PAGES = [
  {
    section: 'info',
    path: '/enterprise/info',
    title: '企业信息',
    access: 'login',
    screen: () => import('./info/EnterpriseInfoScreen'),
  },
  {
    section: 'orders',
    path: '/enterprise/orders',
    title: '企业订单',
    access: 'login',
    screen: () => import('./orders/EnterpriseOrdersScreen'),
  },
  {
    section: 'quotes',
    path: '/enterprise/quotes',
    title: '我的报价',
    access: 'login',
    screen: () => import('./quotes/QuotesScreen'),
  },
  {
    section: 'purchase-lists',
    path: '/enterprise/purchase-lists',
    title: '采购清单',
    access: 'login',
    screen: () => import('./lists/PurchaseListsScreen'),
  },
  {
    section: 'favorites',
    path: '/enterprise/favorites',
    title: '我的收藏',
    access: 'login',
    screen: () => import('./favorites/FavoritesScreen'),
  },
  {
    section: 'customers',
    path: '/enterprise/customers',
    title: '企业客户',
    access: 'login',
    screen: () => import('./customers/CustomersScreen'),
  },
  {
    section: 'delivery-address',
    path: '/enterprise/delivery-address',
    title: '收货地址',
    access: 'login',
    screen: () => import('./delivery/DeliveryAddressScreen'),
  },
  {
    section: 'users',
    path: '/enterprise/users',
    title: '企业用户',
    access: 'admin',
    screen: () => import('./users/UsersScreen'),
  },
  {
    section: 'invoice-history',
    path: '/enterprise/invoice/history',
    title: '开票历史',
    access: 'login',
    screen: () => import('./invoice/InvoiceHistoryScreen'),
  },
  {
    section: 'invoice-title',
    path: '/enterprise/invoice/title',
    title: '发票抬头',
    access: 'admin',
    screen: () => import('./invoice/InvoiceTitleScreen'),
  },
  {
    section: 'invoice-address',
    path: '/enterprise/invoice/address',
    title: '收票地址',
    access: 'admin',
    screen: () => import('./invoice/InvoiceAddressScreen'),
  },
  // 发票详情 needs an invoice: it is opened from 开票历史, not from the navigation (it showed 发票不存在).
  {
    section: 'invoice-detail',
    path: '/enterprise/invoice/detail',
    title: '发票详情',
    access: 'login',
    screen: () => import('./invoice/InvoiceDetailScreen'),
    inNav: false,
  },
] as const satisfies readonly EnterprisePage[];

export type EnterpriseSection = (typeof ENTERPRISE_PAGES)[number]['section'];
