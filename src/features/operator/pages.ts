/**
 * The operator console's pages with their screens: ./page-meta.ts plus one screen loader per page, read by the
 * storefront's route table (its /operator/* routes) and the `<b2b-operator>` widget. The navigation reads
 * ./page-meta.ts only, so the screens it links to are never part of its own import graph.
 */
import type { AppRoute, ScreenLoader } from '../shared/route-types';
import { type ConsolePath, OPERATOR_PAGE_META } from './page-meta';

export type ConsolePage = Required<Pick<AppRoute, 'path' | 'title' | 'screen'>> & Pick<AppRoute, 'paramValues'>;

const SCREENS: Record<ConsolePath, ScreenLoader> = {
  '/operator/dashboard': () => import('./DashboardScreen'),
  '/operator/orders': () => import('./OrdersScreen'),
  '/operator/companies': () => import('./CompaniesScreen'),
  '/operator/prices': () => import('./ContractPricesScreen'),
  '/operator/inquiries': () => import('./inquiries/InquiriesScreen'),
  '/operator/after-sales': () => import('./AfterSalesScreen'),
  '/operator/payments': () => import('./PaymentsScreen'),
  '/operator/fulfilment': () => import('./FulfilmentScreen'),
  '/operator/products': () => import('./ProductsScreen'),
  '/operator/:resource': () => import('./ContentScreen'),
  '/operator/search': () => import('./SearchTermsScreen'),
  '/operator/invoices': () => import('./InvoicesScreen'),
  '/operator/credit': () => import('./CreditScreen'),
  '/operator/reports': () => import('./ReportsScreen'),
  '/operator/audit': () => import('./AuditScreen'),
  '/operator/operators': () => import('./OperatorsScreen'),
};

export const OPERATOR_PAGES: readonly ConsolePage[] = OPERATOR_PAGE_META.map((page) => ({
  ...page,
  screen: SCREENS[page.path],
}));
