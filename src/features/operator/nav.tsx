/**
 * The operator console's navigation, on the back-office frame (../shared/back-office), for the storefront's /operator/*
 * routes and the standalone `<b2b-operator>` widget alike:
 * - `OperatorNav`: the side navigation (`OPERATOR_NAV`: the console's pages, ./page-meta, the content resources one
 *   entry each, labelled here), showing only the sections the operator's roles may use;
 * - `SectionGate`: a page the operator's roles do not cover is replaced by a refusal.
 */
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import type { ContentResource } from '../../contract/operator-content-fields';
import { $operatorSession } from '../../core/operator-session';
import { Refusal } from '../shared/back-office/Refusal';
import { SideNav } from '../shared/back-office/SideNav';
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
    <Refusal title="无权访问" back={{ to: '/operator/dashboard', label: '返回工作台' }}>
      当前账号的角色不能使用此页面。如需使用，请联系超级管理员分配角色。
    </Refusal>
  );
}

export function OperatorNav({ current }: { current: string }) {
  const roles = useOperatorRoles();
  const items = roles === null ? OPERATOR_NAV : OPERATOR_NAV.filter((item) => sectionAllowed(roles, item.path));
  return <SideNav items={items} current={current} label="运营后台导航" part="operator-nav" />;
}
