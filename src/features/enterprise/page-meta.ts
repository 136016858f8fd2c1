/**
 * The enterprise area's pages, in navigation order, as plain data: read by the side navigation (./nav.tsx), the
 * storefront's route table and the `<b2b-enterprise section>` widget (the last two through ./pages.ts, which adds
 * each page's screen). No screen is imported here, so a screen may import the navigation without a cycle.
 */

export interface EnterprisePageMeta {
  /** The widget's `section` value. */
  section: string;
  path: string;
  /** Page title and navigation label. */
  title: string;
  /** 'admin': 管理员 only (the navigation marks it; others see a refusal). */
  access: 'login' | 'admin';
  /** False for a page reached from another one, not from the navigation. */
  inNav?: false;
}

export const ENTERPRISE_PAGE_META = [
  {
    section: 'info',
    path: '/enterprise/info',
    title: '企业信息',
    access: 'login',
  },
  {
    section: 'orders',
    path: '/enterprise/orders',
    title: '企业订单',
    access: 'login',
  },
  {
    section: 'approvals',
    path: '/enterprise/approvals',
    title: '待我审批',
    access: 'login',
  },
  {
    section: 'quotes',
    path: '/enterprise/quotes',
    title: '我的报价',
    access: 'login',
  },
  {
    section: 'purchase-lists',
    path: '/enterprise/purchase-lists',
    title: '采购清单',
    access: 'login',
  },
  {
    section: 'favorites',
    path: '/enterprise/favorites',
    title: '我的收藏',
    access: 'login',
  },
  {
    section: 'customers',
    path: '/enterprise/customers',
    title: '企业客户',
    access: 'login',
  },
  {
    section: 'delivery-address',
    path: '/enterprise/delivery-address',
    title: '收货地址',
    access: 'login',
  },
  {
    section: 'users',
    path: '/enterprise/users',
    title: '企业用户',
    access: 'admin',
  },
  {
    section: 'departments',
    path: '/enterprise/departments',
    title: '部门与预算',
    access: 'admin',
  },
  {
    section: 'approval-rules',
    path: '/enterprise/approval-rules',
    title: '审批规则',
    access: 'admin',
  },
  // 管理员 and 财务: the server answers 403 to anyone else, and the screen says so.
  {
    section: 'spend',
    path: '/enterprise/spend',
    title: '采购支出',
    access: 'login',
  },
  {
    section: 'invoice-history',
    path: '/enterprise/invoice/history',
    title: '开票历史',
    access: 'login',
  },
  {
    section: 'invoice-title',
    path: '/enterprise/invoice/title',
    title: '发票抬头',
    access: 'admin',
  },
  {
    section: 'invoice-address',
    path: '/enterprise/invoice/address',
    title: '收票地址',
    access: 'admin',
  },
  {
    section: 'credit',
    path: '/enterprise/credit',
    title: '账期与对账',
    access: 'login',
  },
  // The user's own account: every signed-in user, admin or not.
  {
    section: 'profile',
    path: '/enterprise/profile',
    title: '个人资料',
    access: 'login',
  },
  {
    section: 'password',
    path: '/enterprise/password',
    title: '修改密码',
    access: 'login',
  },
  {
    section: 'statement',
    path: '/enterprise/credit/statement',
    title: '对账单详情',
    access: 'login',
    inNav: false,
  },
  // 发票详情 needs an invoice: it is opened from 开票历史, not from the navigation (it showed 发票不存在).
  {
    section: 'invoice-detail',
    path: '/enterprise/invoice/detail',
    title: '发票详情',
    access: 'login',
    inNav: false,
  },
] as const satisfies readonly EnterprisePageMeta[];

export type EnterpriseSection = (typeof ENTERPRISE_PAGE_META)[number]['section'];
