/**
 * The enterprise area's navigation, on the back-office frame (../shared/back-office), used by the storefront shell, the
 * `<b2b-enterprise>` widget and the screens:
 * - `EnterpriseNav`: the side navigation (`ENTERPRISE_NAV`: the area's pages, ./page-meta), admin-only entries marked;
 * - `AdminRefusal`: shown instead of an admin-only section to a user who is not 管理员 (the server refuses too).
 */
import { useStore } from '@nanostores/react';
import { $isAdmin } from '../../core/session';
import { Refusal } from '../shared/back-office/Refusal';
import { SideNav } from '../shared/back-office/SideNav';
import { ENTERPRISE_PAGE_META } from './page-meta';

export const REFUSED_TITLE = '该页面仅限企业管理员访问';

export function AdminRefusal() {
  return (
    <Refusal title={REFUSED_TITLE} back={{ to: '/enterprise/info', label: '返回企业信息' }}>
      企业用户、发票抬头和收票地址由企业管理员管理。您的账号不是管理员，如需调整请联系本企业管理员。
    </Refusal>
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
  const items = ENTERPRISE_NAV.filter((item) => !skip.includes(item.path)).map((item) => ({
    path: item.path,
    label: item.label,
    ...(item.adminOnly ? { tag: { text: '管理员', title: isAdmin ? undefined : REFUSED_TITLE } } : {}),
  }));
  return <SideNav items={items} current={current} label={ENTERPRISE_NAV_LABEL} title={title} part="enterprise-nav" />;
}
