/**
 * How to move around the operator console, for the storefront's /operator/* routes and the standalone
 * `<b2b-operator>` widget alike:
 * - `OperatorNavContext`: inside the widget, the current section and a way to switch sections in state;
 * - `OpLink`: stays inside the widget for console paths (else a storefront link);
 * - `OperatorNav`: the side navigation (`OPERATOR_NAV`: the console's pages, ./pages, the content
 *   resources one entry each, labelled here), showing only the sections the operator's roles may use;
 * - `SectionGate`: a page the operator's roles do not cover is replaced by a refusal.
 */
import { useStore } from '@nanostores/react';
import { createContext, type MouseEvent, type ReactNode, useContext } from 'react';
import styled from 'styled-components';
import type { ContentResource } from '../../contract/operator-content-fields';
import { $operatorSession } from '../../core/operator-session';
import { focusRing, vars } from '../../ui/theme';
import { Link, useNavigate } from '../shared/navigation';
import { OPERATOR_PAGE_META } from './page-meta';
import { sectionAllowed } from './sections';

/** The console's heading and navigation label of each content resource (/operator/<resource>). */
export const CONTENT_TITLES: Record<ContentResource, string> = {
  brands: '品牌管理',
  categories: '分类管理',
  suppliers: '供应商管理',
  banners: '横幅管理',
  solutions: '解决方案',
  showcase: '黄页管理',
  help: '帮助文章',
};

/**
 * The side navigation: the console's pages in order, the content page (`/operator/:resource`) one entry per
 * resource. Computed here, not with the pages, so that the route table (in every storefront page's first load)
 * does not carry the labels.
 */
export const OPERATOR_NAV: readonly { path: string; label: string }[] = OPERATOR_PAGE_META.flatMap((r) =>
  ('paramValues' in r ? r.paramValues.resource : [null]).map((v) =>
    v ? { path: `/operator/${v}`, label: CONTENT_TITLES[v as ContentResource] } : { path: r.path, label: r.title },
  ),
);

export interface OperatorNavValue {
  go: (to: string) => void;
}
export const OperatorNavContext = createContext<OperatorNavValue | null>(null);

const isConsolePath = (to: string) => /^\/operator(\/|\?|$)/.test(to);

/** Navigates inside the console: in the widget by section, in the storefront by URL. */
export function useOperatorGo(): (to: string) => void {
  const inWidget = useContext(OperatorNavContext);
  const navigate = useNavigate();
  return (to) => (inWidget && isConsolePath(to) ? inWidget.go(to) : navigate(to));
}

export function OpLink({
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
  const inWidget = useContext(OperatorNavContext);
  if (inWidget && isConsolePath(to)) {
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

const Side = styled.nav`
  background: ${vars.bg};
  border: 1px solid ${vars.divider};
  border-radius: ${vars.radiusCard};
  padding: 8px;
  align-self: start;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: block;
    padding: 10px 12px;
    border-radius: 6px;
    color: ${vars.text};
    text-decoration: none;
    font-size: 14px;
  }
  a:hover {
    background: ${vars.bgSubtle};
  }
  a[aria-current='page'] {
    background: ${vars.primarySoft};
    color: ${vars.primary};
    font-weight: 600;
  }
  a:focus-visible {
    ${focusRing}
  }
  @media (max-width: 768px) {
    ul {
      display: flex;
      flex-wrap: wrap;
      gap: 4px;
    }
  }
`;

/** The signed-in operator's roles, or null while the profile is not loaded (then nothing is hidden yet). */
function useOperatorRoles(): readonly string[] | null {
  const session = useStore($operatorSession);
  return session.operator?.Roles ?? null;
}

/** The console's page itself, or a refusal when the operator's roles do not cover it (the server refuses too). */
export function SectionGate({ path, children }: { path: string; children: ReactNode }) {
  const roles = useOperatorRoles();
  if (roles === null || sectionAllowed(roles, path)) return <>{children}</>;
  return (
    <Refused role="alert">
      <h1>无权访问</h1>
      <p>当前账号的角色不能使用此页面。如需使用，请联系超级管理员分配角色。</p>
      <OpLink to="/operator/dashboard">返回工作台</OpLink>
    </Refused>
  );
}

const Refused = styled.section`
  background: ${vars.bg};
  border: 1px solid ${vars.divider};
  border-radius: ${vars.radiusCard};
  padding: 24px;
  h1 {
    margin: 0 0 8px;
    font-size: 18px;
  }
  a {
    color: ${vars.primary};
  }
`;

export function OperatorNav({ current }: { current: string }) {
  const roles = useOperatorRoles();
  const items = roles === null ? OPERATOR_NAV : OPERATOR_NAV.filter((item) => sectionAllowed(roles, item.path));
  return (
    <Side aria-label="运营后台导航" part="operator-nav">
      <ul>
        {items.map((item) => (
          <li key={item.path}>
            <OpLink to={item.path} aria-current={item.path === current ? 'page' : undefined}>
              {item.label}
            </OpLink>
          </li>
        ))}
      </ul>
    </Side>
  );
}
