/**
 * Where an enterprise screen is and how to move around the enterprise area, one module (one chunk) used
 * by the storefront shell, the `<b2b-enterprise>` widget and the screens:
 * - `EnterpriseNavContext`: inside the widget, the current section's query and a way to switch sections
 *   in component state; `EntLink` stays inside the widget for enterprise paths (else a storefront link);
 * - `EnterpriseNav`: the side navigation (`ENTERPRISE_NAV`: the area's pages, ./pages), admin-only entries marked;
 * - `AdminRefusal`: shown instead of an admin-only section to a user who is not 管理员 (the server refuses too).
 */
import { useStore } from '@nanostores/react';
import { createContext, type MouseEvent, type ReactNode, useCallback, useContext } from 'react';
import styled from 'styled-components';
import { $isAdmin } from '../../core/session';
import { focusRing, vars } from '../../ui/theme';
import { Link, useNavigate } from '../shared/navigation';
import { ENTERPRISE_PAGE_META } from './page-meta';

/** Inside `<b2b-enterprise>`: the current section's query and a way to move between sections. */
export interface EnterpriseNavValue {
  query: URLSearchParams;
  go: (to: string, options?: { replace?: boolean }) => void;
}
export const EnterpriseNavContext = createContext<EnterpriseNavValue | null>(null);

/** True for addresses of the enterprise area (handled in place by the widget). */
export function isEnterprisePath(to: string): boolean {
  return /^\/enterprise(\/|\?|$)/.test(to);
}

/** A link that stays inside the widget for enterprise paths. */
export function EntLink({
  to,
  children,
  ...rest
}: {
  to: string;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
  'aria-current'?: 'page';
}) {
  const inWidget = useContext(EnterpriseNavContext);
  if (inWidget && isEnterprisePath(to)) {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      inWidget.go(to);
    };
    return (
      <a {...rest} href={`#${to}`} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link {...rest} to={to}>
      {children}
    </Link>
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
  a {
    color: ${vars.primary};
    text-decoration: underline;
  }
`;

export const REFUSED_TITLE = '该页面仅限企业管理员访问';

export function AdminRefusal() {
  return (
    <RefusalBox role="alert" aria-labelledby="ent-refused-title" part="refusal">
      <h1 id="ent-refused-title">{REFUSED_TITLE}</h1>
      <p>企业用户、发票抬头和收票地址由企业管理员管理。您的账号不是管理员，如需调整请联系本企业管理员。</p>
      <EntLink to="/enterprise/info">返回企业信息</EntLink>
    </RefusalBox>
  );
}

/** The side navigation, in order: every enterprise page but those reached from another page. */
export const ENTERPRISE_NAV: readonly { path: string; label: string; adminOnly: boolean }[] =
  ENTERPRISE_PAGE_META.filter((page) => !('inNav' in page)).map((page) => ({
    path: page.path,
    label: page.title,
    adminOnly: page.access === 'admin',
  }));

export const ENTERPRISE_NAV_LABEL = '企业中心导航';

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

export interface EnterpriseNavProps {
  /** Path of the entry marked as the current page. */
  current: string;
  /** Heading above the list (the storefront shows 企业中心; the widget sits in the host's own page). */
  title?: string;
  /** Paths left out of the list. */
  skip?: readonly string[];
}

export function EnterpriseNav({ current, title, skip = [] }: EnterpriseNavProps) {
  const isAdmin = useStore($isAdmin);
  return (
    <Side aria-label={ENTERPRISE_NAV_LABEL} part="enterprise-nav">
      {title ? <h2>{title}</h2> : null}
      <ul>
        {ENTERPRISE_NAV.filter((item) => !skip.includes(item.path)).map((item) => (
          <li key={item.path}>
            <EntLink to={item.path} aria-current={current === item.path ? 'page' : undefined}>
              <span>{item.label}</span>
              {item.adminOnly ? (
                <span className="admin" title={isAdmin ? undefined : REFUSED_TITLE}>
                  管理员
                </span>
              ) : null}
            </EntLink>
          </li>
        ))}
      </ul>
    </Side>
  );
}

/** `go(path)`: in the widget enterprise paths switch the section in state; otherwise the storefront navigates. */
export function useEnterpriseGo(): (to: string, options?: { replace?: boolean }) => void {
  const inWidget = useContext(EnterpriseNavContext);
  const navigate = useNavigate();
  return useCallback(
    (to, options) => {
      if (inWidget && isEnterprisePath(to)) inWidget.go(to, options);
      else navigate(to, options);
    },
    [inWidget, navigate],
  );
}

/** The query the screen works with: the widget's own state, else the route's. */
export function useEnterpriseQuery(routeQuery: URLSearchParams | undefined): URLSearchParams {
  const inWidget = useContext(EnterpriseNavContext);
  return inWidget?.query ?? routeQuery ?? new URLSearchParams();
}
