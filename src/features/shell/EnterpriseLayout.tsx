/** The enterprise area's frame: side navigation of the eight enterprise routes, admin-only entries marked. */
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { $isAdmin } from '../../core/session';
import { ENTERPRISE_NAV } from '../../routes';
import { focusRing, vars } from '../../ui/theme';
import { Link } from '../shared/navigation';
import { shellStrings as t } from './strings';

const Grid = styled.div`
  display: grid;
  grid-template-columns: 200px minmax(0, 1fr);
  gap: 24px;
  max-width: var(--b2b-storefront-max-width, 1200px);
  margin: 0 auto;
  padding: 24px 16px;
  @media (max-width: 768px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
    padding: 12px;
  }
`;

const Side = styled.nav`
  background: ${vars.bg};
  border: 1px solid ${vars.divider};
  border-radius: ${vars.radiusCard};
  padding: 8px 0;
  align-self: start;
  h2 {
    margin: 4px 16px 8px;
    font-size: 16px;
    color: ${vars.text};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    align-items: center;
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
    h2 {
      display: none;
    }
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

export function EnterpriseNav({ path }: { path: string }) {
  const isAdmin = useStore($isAdmin);
  return (
    <Side aria-label={t.enterprise.navLabel} part="enterprise-nav">
      <h2>{t.enterprise.title}</h2>
      <ul>
        {ENTERPRISE_NAV.map((item) => (
          <li key={item.path}>
            <Link to={item.path} aria-current={path === item.path ? 'page' : undefined}>
              <span>{item.label}</span>
              {item.adminOnly ? (
                <span className="admin" title={isAdmin ? undefined : t.enterprise.refusedTitle}>
                  {t.enterprise.adminBadge}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </Side>
  );
}

export function EnterpriseLayout({ path, children }: { path: string; children: ReactNode }) {
  return (
    <Grid>
      <EnterpriseNav path={path} />
      <div>{children}</div>
    </Grid>
  );
}

const RefusalBox = styled.section`
  padding: 32px 24px;
  border: 1px solid ${vars.divider};
  border-radius: ${vars.radiusCard};
  background: ${vars.bg};
  h1 {
    margin: 0 0 8px;
    font-size: 20px;
  }
  p {
    margin: 0 0 16px;
    color: ${vars.textSecondary};
  }
`;

/** Shown instead of an admin-only screen to a user who is not 管理员 (the server refuses too). */
export function AdminRefusal() {
  return (
    <RefusalBox role="alert" aria-labelledby="b2b-refused-title">
      <h1 id="b2b-refused-title">{t.enterprise.refusedTitle}</h1>
      <p>{t.enterprise.refusedText}</p>
      <Link to="/enterprise/info">{t.enterprise.backToInfo}</Link>
    </RefusalBox>
  );
}
