/**
 * The platform staff's roles (运营角色). An operator holds one or more; 超级管理员 may do everything and is the
 * only one who manages operators. What each other role may call is declared once, per route, in
 * server/routes/operator-roles.ts; which console sections each role sees, in src/features/operator/sections.ts.
 */
export const OPERATOR_ROLES = ['SuperAdmin', 'Service', 'Finance', 'Warehouse', 'Content'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const OPERATOR_ROLE_NAMES: Record<OperatorRole, string> = {
  SuperAdmin: '超级管理员',
  Service: '客服',
  Finance: '财务',
  Warehouse: '仓储',
  Content: '运营',
};

/** What each role is for, shown beside the role's checkbox on the 运营账号 page. */
export const OPERATOR_ROLE_HINTS: Record<OperatorRole, string> = {
  SuperAdmin: '全部功能，管理运营账号',
  Service: '企业审核、询价报价、售后',
  Finance: '转账确认、退款、发票、报表',
  Warehouse: '发货',
  Content: '商品、品牌、分类、横幅等内容',
};

export const isOperatorRole = (value: unknown): value is OperatorRole =>
  typeof value === 'string' && (OPERATOR_ROLES as readonly string[]).includes(value);

/** Whether an operator holding `held` may use something open to `allowed` (超级管理员 may use everything). */
export function rolesAllow(held: readonly string[], allowed: readonly OperatorRole[]): boolean {
  return held.includes('SuperAdmin') || allowed.some((role) => held.includes(role));
}
