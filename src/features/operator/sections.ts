/**
 * The operator console's sections, in navigation order: the values of `<b2b-operator section>` (its element
 * metadata reads this list) and the sections the widget switches between. Kept apart from the widget so the
 * element's entry does not load the console.
 */
import { type OperatorRole, rolesAllow } from '../../contract/operator-roles';

export const OPERATOR_SECTIONS = [
  'dashboard',
  'orders',
  'companies',
  'prices',
  'inquiries',
  'after-sales',
  'payments',
  'fulfilment',
  'products',
  'brands',
  'categories',
  'suppliers',
  'banners',
  'solutions',
  'showcase',
  'help',
  'search',
  'invoices',
  'credit',
  'reports',
  'audit',
  'operators',
] as const;
export type OperatorSection = (typeof OPERATOR_SECTIONS)[number];

/**
 * Which roles see each section (超级管理员 sees all): the console hides the rest. The server's own rule is per
 * route (server/routes/operator-roles.ts); these follow it, so a hidden section is one whose calls would be 403.
 */
export const SECTION_ROLES: Record<OperatorSection, readonly OperatorRole[]> = {
  dashboard: ['Service', 'Finance', 'Warehouse', 'Content'],
  orders: ['Service', 'Finance', 'Warehouse'],
  companies: ['Service'],
  // 协议价: the server also lets 财务 in; the company picker reads the review list (客服 only).
  prices: ['Service'],
  inquiries: ['Service'],
  'after-sales': ['Service', 'Finance', 'Warehouse'],
  payments: ['Finance'],
  fulfilment: ['Warehouse'],
  products: ['Content'],
  brands: ['Content'],
  categories: ['Content'],
  suppliers: ['Content'],
  banners: ['Content'],
  solutions: ['Content'],
  showcase: ['Content'],
  help: ['Content'],
  search: ['Content'],
  invoices: ['Finance'],
  credit: ['Finance'],
  reports: ['Finance', 'Content'],
  audit: [],
  operators: [],
};

/** The section of a console path ('/operator' → dashboard, '/operator/orders?id=1' → orders), or null. */
export function operatorSectionOf(path: string): OperatorSection | null {
  const clean = path.split('?')[0]!.replace(/\/+$/, '');
  if (clean === '/operator') return 'dashboard';
  const name = clean.replace(/^\/operator\//, '');
  return (OPERATOR_SECTIONS as readonly string[]).includes(name) ? (name as OperatorSection) : null;
}

/** Whether an operator with `roles` may open the console path (paths that are no section, e.g. login: yes). */
export function sectionAllowed(roles: readonly string[], path: string): boolean {
  const section = operatorSectionOf(path);
  return section === null || rolesAllow(roles, SECTION_ROLES[section]);
}
