/**
 * The standalone `<b2b-enterprise section>` widget: the enterprise side navigation and the same screens
 * as the storefront's /enterprise/* routes. Sections switch in component state (the host page's URL is
 * never touched); links outside the enterprise area go to the storefront (`b2b-navigate`).
 */
import { useStore } from '@nanostores/react';
import { type ComponentType, lazy, Suspense, useMemo, useState } from 'react';
import styled from 'styled-components';
import { $isAdmin, $isLoggedIn } from '../../core/session';
import { ENTERPRISE_NAV } from '../../routes';
import { Empty, Skeleton } from '../../ui/feedback';
import { vars } from '../../ui/theme';
import { Link } from '../shared/navigation';
import type { ScreenProps } from '../shared/screen';
import { AdminRefusal, EnterpriseNav, EnterpriseNavContext, type EnterpriseNavValue } from './nav';

export const ENTERPRISE_SECTIONS = [
  'info',
  'orders',
  'quotes',
  'customers',
  'delivery-address',
  'users',
  'invoice-history',
  'invoice-title',
  'invoice-address',
  'invoice-detail',
] as const;
export type EnterpriseSection = (typeof ENTERPRISE_SECTIONS)[number];

interface SectionEntry {
  path: string;
  screen: ComponentType<ScreenProps>;
}

const SECTIONS: Record<EnterpriseSection, SectionEntry> = {
  info: { path: '/enterprise/info', screen: lazy(() => import('./info/EnterpriseInfoScreen')) },
  orders: { path: '/enterprise/orders', screen: lazy(() => import('./orders/EnterpriseOrdersScreen')) },
  quotes: { path: '/enterprise/quotes', screen: lazy(() => import('./quotes/QuotesScreen')) },
  customers: { path: '/enterprise/customers', screen: lazy(() => import('./customers/CustomersScreen')) },
  'delivery-address': {
    path: '/enterprise/delivery-address',
    screen: lazy(() => import('./delivery/DeliveryAddressScreen')),
  },
  users: { path: '/enterprise/users', screen: lazy(() => import('./users/UsersScreen')) },
  'invoice-history': {
    path: '/enterprise/invoice/history',
    screen: lazy(() => import('./invoice/InvoiceHistoryScreen')),
  },
  'invoice-title': { path: '/enterprise/invoice/title', screen: lazy(() => import('./invoice/InvoiceTitleScreen')) },
  'invoice-address': {
    path: '/enterprise/invoice/address',
    screen: lazy(() => import('./invoice/InvoiceAddressScreen')),
  },
  'invoice-detail': { path: '/enterprise/invoice/detail', screen: lazy(() => import('./invoice/InvoiceDetailScreen')) },
};

/** Not in the widget's side navigation (reached from 开票历史, which stays marked). */
const DETAIL_PATH = SECTIONS['invoice-detail'].path;

/** The section of an enterprise path (`/enterprise` → info), or null. */
export function sectionOf(path: string): EnterpriseSection | null {
  const clean = path.split('?')[0]!.replace(/\/+$/, '');
  if (clean === '/enterprise') return 'info';
  for (const key of ENTERPRISE_SECTIONS) if (SECTIONS[key].path === clean) return key;
  return null;
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: 180px minmax(0, 1fr);
  gap: 16px;
  font-family: ${vars.fontFamily};
  color: ${vars.text};
  @media (max-width: 768px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
  }
`;

export interface EnterpriseWidgetProps {
  /** The first section shown. */
  section?: EnterpriseSection;
  /** Query of the first section (e.g. `id=3` for invoice-detail). */
  initialQuery?: string;
}

export function EnterpriseWidget({ section = 'info', initialQuery = '' }: EnterpriseWidgetProps) {
  const loggedIn = useStore($isLoggedIn);
  const isAdmin = useStore($isAdmin);
  const [where, setWhere] = useState<{ section: EnterpriseSection; query: string }>({ section, query: initialQuery });
  const [lastProp, setLastProp] = useState(section);
  if (lastProp !== section) {
    setLastProp(section);
    setWhere({ section, query: '' });
  }

  const nav = useMemo<EnterpriseNavValue>(
    () => ({
      query: new URLSearchParams(where.query),
      go: (to) => {
        const next = sectionOf(to);
        if (!next) return;
        const i = to.indexOf('?');
        setWhere({ section: next, query: i >= 0 ? to.slice(i + 1) : '' });
      },
    }),
    [where],
  );

  const current = SECTIONS[where.section];
  if (!loggedIn) {
    return (
      <Empty
        description="请先登录企业账号后查看企业中心"
        action={<Link to={`/login?redirect=${encodeURIComponent(current.path)}`}>去登录</Link>}
      />
    );
  }
  const Screen = current.screen;
  const adminOnly = ENTERPRISE_NAV.some((item) => item.path === current.path && item.adminOnly);
  const active = where.section === 'invoice-detail' ? 'invoice-history' : where.section;

  return (
    <EnterpriseNavContext.Provider value={nav}>
      <Grid part="enterprise">
        <EnterpriseNav current={SECTIONS[active].path} skip={[DETAIL_PATH]} />
        <div part="section" data-section={where.section}>
          {adminOnly && !isAdmin ? (
            <AdminRefusal />
          ) : (
            <Suspense fallback={<Skeleton lines={6} label="页面加载中" />}>
              <Screen key={where.section} params={{}} query={nav.query} />
            </Suspense>
          )}
        </div>
      </Grid>
    </EnterpriseNavContext.Provider>
  );
}

export default EnterpriseWidget;
