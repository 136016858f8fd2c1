/**
 * The enterprise area's pages with their screens: ./page-meta.ts plus one screen loader per section, read by the
 * storefront's route table (its /enterprise/* routes) and the `<b2b-enterprise>` widget. The navigation reads
 * ./page-meta.ts only, so the screens it links to are never part of its own import graph.
 */
import type { ScreenLoader } from '../shared/route-types';
import { ENTERPRISE_PAGE_META, type EnterprisePageMeta, type EnterpriseSection } from './page-meta';

export type { EnterpriseSection } from './page-meta';

export interface EnterprisePage extends EnterprisePageMeta {
  screen: ScreenLoader;
}

const SCREENS: Record<EnterpriseSection, ScreenLoader> = {
  info: () => import('./info/EnterpriseInfoScreen'),
  orders: () => import('./orders/EnterpriseOrdersScreen'),
  quotes: () => import('./quotes/QuotesScreen'),
  'purchase-lists': () => import('./lists/PurchaseListsScreen'),
  favorites: () => import('./favorites/FavoritesScreen'),
  customers: () => import('./customers/CustomersScreen'),
  'delivery-address': () => import('./delivery/DeliveryAddressScreen'),
  users: () => import('./users/UsersScreen'),
  approvals: () => import('./governance/ApprovalsScreen'),
  departments: () => import('./governance/DepartmentsScreen'),
  'approval-rules': () => import('./governance/RulesScreen'),
  spend: () => import('./governance/SpendReportScreen'),
  'invoice-history': () => import('./invoice/InvoiceHistoryScreen'),
  'invoice-title': () => import('./invoice/InvoiceTitleScreen'),
  'invoice-address': () => import('./invoice/InvoiceAddressScreen'),
  'invoice-detail': () => import('./invoice/InvoiceDetailScreen'),
  credit: () => import('./credit/CreditScreen'),
  statement: () => import('./credit/StatementScreen'),
  profile: () => import('./account/ProfileScreen'),
  password: () => import('./account/PasswordScreen'),
};

export const ENTERPRISE_PAGES: readonly (EnterprisePage & { section: EnterpriseSection })[] = ENTERPRISE_PAGE_META.map(
  (page) => ({ ...page, screen: SCREENS[page.section] }),
);
