/** The global header: logo, navigation, search, region, cart, user menu; the company reminder below. */
import { useStore } from '@nanostores/react';
import styled from 'styled-components';
import { $companyRejection, $companyReminder, $isLoggedIn } from '../core/session';
import { Link } from '../features/shared/navigation';
import { useRoute } from '../features/shared/route';
import { focusRing, vars } from '../ui/theme';
import { CartBadge } from './CartBadge';
import { Logo } from './Logo';
import { RegionSwitcher } from './RegionSwitcher';
import { SearchBox } from './SearchBox';
import { shellStrings as t } from './strings';
import { UserMenu } from './UserMenu';

const Bar = styled.header`
  background: ${vars.bg};
  border-bottom: 1px solid ${vars.divider};
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 24px;
  max-width: var(--b2b-storefront-max-width, 1200px);
  margin: 0 auto;
  padding: 12px 16px;
  /* Narrow screens: logo mark and tools on one row, the search on the next, then the navigation, so the
     whole header stays a small part of a phone screen instead of taking a quarter of it. */
  @media (max-width: 600px) {
    gap: 6px 8px;
    padding: 4px 12px;
    > form[role='search'] {
      order: 3;
      flex: 1 1 100%;
      max-width: none;
    }
    > form[role='search'] [role='group'] {
      display: none;
    }
    > form[role='search'] input {
      height: 30px;
    }
  }
`;

const LogoLink = styled(Link)`
  display: inline-flex;
  border-radius: 6px;
  ${focusRing}
  @media (max-width: 600px) {
    svg {
      width: 28px;
    }
  }
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-left: auto;
  flex-wrap: wrap;
  @media (max-width: 600px) {
    gap: 8px;
    flex-wrap: nowrap;
    min-width: 0;
  }
`;

const Nav = styled.nav`
  max-width: var(--b2b-storefront-max-width, 1200px);
  margin: 0 auto;
  padding: 0 16px;
  > ul {
    display: flex;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
    overflow-x: auto;
  }
  > ul > li {
    position: relative;
  }
  a {
    display: inline-block;
    padding: 10px 14px;
    color: ${vars.text};
    font-size: 15px;
    text-decoration: none;
    white-space: nowrap;
    border-bottom: 2px solid transparent;
    ${focusRing}
    @media (max-width: 600px) {
      padding: 4px 10px;
      font-size: 14px;
    }
  }
  a:hover,
  a[aria-current='page'] {
    color: ${vars.primary};
  }
  a[aria-current='page'] {
    border-bottom-color: ${vars.primary};
    font-weight: 600;
  }
  .sub {
    display: flex;
    gap: 0;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .sub a {
    font-size: 14px;
    padding: 10px 8px;
    @media (max-width: 600px) {
      padding: 4px 8px;
    }
    color: ${vars.textSecondary};
  }
  .zone {
    display: flex;
    align-items: center;
  }
`;

const Reminder = styled.div`
  background: ${vars.warningSoft};
  border-bottom: 1px solid ${vars.warning};
  color: ${vars.warningText};
  font-size: 14px;
  > div {
    max-width: var(--b2b-storefront-max-width, 1200px);
    margin: 0 auto;
    padding: 8px 16px;
  }
  a {
    margin-left: 8px;
    color: ${vars.primary};
  }
`;

interface NavItem {
  to: string;
  label: string;
  /** The item is current for every path under this prefix. */
  prefix: string;
}

const NAV: readonly NavItem[] = [
  { to: '/home', label: t.nav.home, prefix: '/home' },
  { to: '/solution', label: t.nav.solutions, prefix: '/solution' },
  { to: '/yellow-pages-products', label: t.nav.showcase, prefix: '/yellow-pages-products' },
];

function isCurrent(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * The company reminder: company without StatusEnum or with StatusEnum 20; also after an operator
 * rejected the submission (StatusEnum 40), then with the operator's reason.
 */
export function CompanyReminder() {
  const show = useStore($companyReminder);
  const rejection = useStore($companyRejection);
  if (rejection !== null) {
    return (
      <Reminder role="status" part="reminder" data-rejected="">
        <div>
          {t.reminder.rejected(rejection)}
          <Link to="/enterprise/info">{t.reminder.resubmit}</Link>
        </div>
      </Reminder>
    );
  }
  if (!show) return null;
  return (
    <Reminder role="status" part="reminder">
      <div>
        {t.reminder.text}
        <Link to="/enterprise/info">{t.reminder.link}</Link>
      </div>
    </Reminder>
  );
}

export function Header() {
  const { path } = useRoute();
  const loggedIn = useStore($isLoggedIn);
  const current = (prefix: string) => (isCurrent(path, prefix) ? ('page' as const) : undefined);
  return (
    <>
      <Bar part="header">
        <Inner>
          <LogoLink to="/home" aria-label={`${t.brand} ${t.nav.home}`}>
            <Logo />
          </LogoLink>
          <SearchBox />
          <Tools>
            {loggedIn ? <RegionSwitcher /> : null}
            <CartBadge />
            <UserMenu />
          </Tools>
        </Inner>
        <Nav aria-label={t.nav.label} part="nav">
          <ul>
            {NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to} aria-current={current(item.prefix)}>
                  {item.label}
                </Link>
              </li>
            ))}
            <li className="zone">
              <Link to="/vnetzone" aria-current={path === '/vnetzone' ? 'page' : undefined}>
                {t.nav.vnetzone}
              </Link>
              <ul className="sub" aria-label={t.nav.vnetzone}>
                <li>
                  <Link to="/vnetzone/online" aria-current={current('/vnetzone/online')}>
                    {t.nav.online}
                  </Link>
                </li>
                <li>
                  <Link to="/vnetzone/consultation" aria-current={current('/vnetzone/consultation')}>
                    {t.nav.consultation}
                  </Link>
                </li>
              </ul>
            </li>
            <li>
              <Link to="/quick-order" aria-current={current('/quick-order')}>
                快速下单
              </Link>
            </li>
            <li>
              <Link to="/help" aria-current={current('/help')}>
                {t.nav.help}
              </Link>
            </li>
          </ul>
        </Nav>
      </Bar>
      <CompanyReminder />
    </>
  );
}
