/**
 * The standalone `<b2b-enterprise section>` widget: the enterprise side navigation and the same screens
 * as the storefront's /enterprise/* routes. Sections switch in component state (the host page's URL is
 * never touched); links outside the enterprise area go to the storefront (`b2b-navigate`).
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useMemo, useState, type ComponentType, type MouseEvent } from 'react';
import styled from 'styled-components';
import { $isAdmin, $isLoggedIn } from '../../core/session';
import type { ScreenProps } from '../../routes';
import { Empty, Skeleton } from '../../ui/feedback';
import { focusRing, vars } from '../../ui/theme';
import { Link } from '../shared/navigation';
import { EnterpriseNavContext, type EnterpriseNavValue } from './common';
import { AdminRefusal } from './refusal';

export const ENTERPRISE_SECTIONS = ['info', 'orders', 'customers', 'users', 'invoice-history', 'invoice-title', 'invoice-address', 'invoice-detail'] as const;
export type EnterpriseSection = (typeof ENTERPRISE_SECTIONS)[number];

interface SectionEntry {
  path: string;
  label: string;
  admin: boolean;
  /** Not in the side navigation (reached from a list). */
  hidden?: boolean;
  screen: ComponentType<ScreenProps>;
}

const SECTIONS: Record<EnterpriseSection, SectionEntry> = {
  info: { path: '/enterprise/info', label: '企业信息', admin: false, screen: lazy(() => import('./info/EnterpriseInfoScreen')) },
  orders: { path: '/enterprise/orders', label: '企业订单', admin: false, screen: lazy(() => import('./orders/EnterpriseOrdersScreen')) },
  customers: { path: '/enterprise/customers', label: '企业客户', admin: false, screen: lazy(() => import('./customers/CustomersScreen')) },
  users: { path: '/enterprise/users', label: '企业用户', admin: true, screen: lazy(() => import('./users/UsersScreen')) },
  'invoice-history': { path: '/enterprise/invoice/history', label: '开票历史', admin: false, screen: lazy(() => import('./invoice/InvoiceHistoryScreen')) },
  'invoice-title': { path: '/enterprise/invoice/title', label: '发票抬头', admin: true, screen: lazy(() => import('./invoice/InvoiceTitleScreen')) },
  'invoice-address': { path: '/enterprise/invoice/address', label: '收票地址', admin: true, screen: lazy(() => import('./invoice/InvoiceAddressScreen')) },
  'invoice-detail': { path: '/enterprise/invoice/detail', label: '发票详情', admin: false, hidden: true, screen: lazy(() => import('./invoice/InvoiceDetailScreen')) },
};

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

const Side = styled.nav`
  background: ${vars.bg};
  border: 1px solid ${vars.divider};
  border-radius: ${vars.radiusCard};
  padding: 8px 0;
  align-self: start;
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    padding: 10px 16px;
    color: ${vars.text};
    font-size: 14px;
    text-decoration: none;
    border-left: 3px solid transparent;
    ${focusRing}
  }
  a:hover {
    background: ${vars.bgSubtle};
  }
  a[aria-current='page'] {
    color: ${vars.primary};
    background: ${vars.primarySoft};
    border-left-color: ${vars.primary};
    font-weight: 600;
  }
  .admin {
    padding: 0 6px;
    border-radius: 4px;
    font-size: 12px;
    font-weight: 400;
    color: ${vars.textSecondary};
    background: ${vars.bgSubtle};
  }
  @media (max-width: 768px) {
    ul {
      display: flex;
      overflow-x: auto;
    }
    a {
      white-space: nowrap;
      border-left: 0;
      border-bottom: 3px solid transparent;
    }
    a[aria-current='page'] {
      border-bottom-color: ${vars.primary};
    }
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
  const select = (key: EnterpriseSection) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setWhere({ section: key, query: '' });
  };
  const active = where.section === 'invoice-detail' ? 'invoice-history' : where.section;

  return (
    <EnterpriseNavContext.Provider value={nav}>
      <Grid part="enterprise">
        <Side aria-label="企业中心导航" part="enterprise-nav">
          <ul>
            {ENTERPRISE_SECTIONS.filter((k) => !SECTIONS[k].hidden).map((key) => (
              <li key={key}>
                <a href={`#${SECTIONS[key].path}`} aria-current={active === key ? 'page' : undefined} onClick={select(key)}>
                  <span>{SECTIONS[key].label}</span>
                  {SECTIONS[key].admin ? (
                    <span className="admin" title={isAdmin ? undefined : '仅限企业管理员'}>
                      管理员
                    </span>
                  ) : null}
                </a>
              </li>
            ))}
          </ul>
        </Side>
        <div part="section" data-section={where.section}>
          {current.admin && !isAdmin ? (
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
