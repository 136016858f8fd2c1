/**
 * Which roles may call each operator route: the one place they are declared. app.requireOperator reads it for
 * every /api/Operator… request (by the route's map key), so a route is open only to the roles listed here, and
 * 超级管理员 to all of them. The type lists every operator key of the route map: a new operator route that is
 * not given its roles here fails `npm run typecheck` (and tests/server/operator-roles.test.ts).
 */
import { ContentResources } from '../../src/contract/operator-content.js';
import type { OperatorRole } from '../../src/contract/operator-roles.js';
import type { RouteKey } from '../../src/contract/routes.js';

/** Operator routes that need no token at all (signing in, setting a password from a mailed link). */
export const OPEN_OPERATOR_ROUTES = ['POST /api/Operator/login', 'POST /api/Operator/password/reset'] as const;

type OperatorKey = Exclude<
  Extract<RouteKey, `${string} /api/Operator/${string}`>,
  (typeof OPEN_OPERATOR_ROUTES)[number]
>;

const ANY: readonly OperatorRole[] = ['Service', 'Finance', 'Warehouse', 'Content'];
const ONLY_SUPER: readonly OperatorRole[] = [];
/** Finding an order and reading its whole story: every role that handles orders. */
const ORDERS: readonly OperatorRole[] = ['Service', 'Finance', 'Warehouse'];
const REPORTS: readonly OperatorRole[] = ['Finance', 'Content'];

const contentRoles = Object.fromEntries(
  ContentResources.flatMap((r) => {
    const base = `/api/Operator/content/${r}`;
    return [`GET ${base}`, `GET ${base}/:id`, `POST ${base}`, `PUT ${base}/:id`, `DELETE ${base}/:id`].map((key) => [
      key,
      ['Content'] as readonly OperatorRole[],
    ]);
  }),
) as Record<Extract<OperatorKey, `${string} /api/Operator/content/${string}`>, readonly OperatorRole[]>;

export const OPERATOR_ROUTE_ROLES: Record<OperatorKey, readonly OperatorRole[]> = {
  'GET /api/Operator/me': ANY,
  'GET /api/Operator/dashboard': ANY,
  'GET /api/Operator/audit': ONLY_SUPER,

  'GET /api/Operator/operators': ONLY_SUPER,
  'POST /api/Operator/operators': ONLY_SUPER,
  'PUT /api/Operator/operators/:id': ONLY_SUPER,
  'POST /api/Operator/operators/:id/reset-password': ONLY_SUPER,

  // 财务 finds a company by name to set its 协议价 and 账期.
  'GET /api/Operator/companies': ['Service', 'Finance'],
  'GET /api/Operator/companies/:id': ['Service', 'Finance'],
  'POST /api/Operator/companies/:id/approve': ['Service'],
  'POST /api/Operator/companies/:id/reject': ['Service'],
  // 协议价: agreed with the company by sales (客服) and finance.
  'GET /api/Operator/companies/:id/prices': ['Service', 'Finance'],
  'PUT /api/Operator/companies/:id/prices': ['Service', 'Finance'],
  'POST /api/Operator/companies/:id/prices/import': ['Service', 'Finance'],
  'GET /api/Operator/companies/:id/prices/export': ['Service', 'Finance'],

  'GET /api/Operator/inquiries': ['Service'],
  'GET /api/Operator/inquiries/:id': ['Service'],
  'POST /api/Operator/inquiries/:id/quote': ['Service'],
  'POST /api/Operator/inquiries/:id/quote/versions': ['Service'],
  // The quote PDF: sales (客服) sends it, finance (财务) checks the terms.
  'GET /api/Operator/quotes/:id/pdf': ['Service', 'Finance'],
  'POST /api/Operator/inquiries/:id/close': ['Service'],

  // 售后: 客服 or 财务 approves (a 仅退款 approval pays the money back); 仓储 or 财务 confirms a returned parcel.
  'GET /api/Operator/after-sales': ['Service', 'Finance', 'Warehouse'],
  'GET /api/Operator/after-sales/:id': ['Service', 'Finance', 'Warehouse'],
  'POST /api/Operator/after-sales/:id/approve': ['Service', 'Finance'],
  'POST /api/Operator/after-sales/:id/reject': ['Service'],
  'POST /api/Operator/after-sales/:id/receive': ['Warehouse', 'Finance'],

  // 搜索词管理 is the catalogue team's (运营).
  'GET /api/Operator/search/synonyms': ['Content'],
  'POST /api/Operator/search/synonyms': ['Content'],
  'PUT /api/Operator/search/synonyms/:id': ['Content'],
  'DELETE /api/Operator/search/synonyms/:id': ['Content'],
  'GET /api/Operator/search/report': ['Content'],

  // 账期与对账单 are the finance team's (财务).
  'GET /api/Operator/credit': ['Finance'],
  'GET /api/Operator/companies/:id/credit': ['Finance'],
  'PUT /api/Operator/companies/:id/credit': ['Finance'],
  'GET /api/Operator/statements': ['Finance'],
  'GET /api/Operator/statements/:id': ['Finance'],
  'POST /api/Operator/statements/:id/repayments': ['Finance'],

  'GET /api/Operator/transfers': ['Finance'],
  'GET /api/Operator/transfer-batches': ['Finance'],
  'GET /api/Operator/transfer-vouchers/:id': ['Finance'],
  'POST /api/Operator/transfers/confirm': ['Finance'],
  'GET /api/Operator/refunds': ['Finance'],
  'POST /api/Operator/refunds/:id': ['Finance'],
  'GET /api/Operator/invoices': ['Finance'],
  'GET /api/Operator/invoices/:id': ['Finance'],
  'POST /api/Operator/invoices/:id/issue': ['Finance'],
  'PUT /api/Operator/invoices/:id/pdf': ['Finance'],
  'POST /api/Operator/invoices/:id/post': ['Finance'],
  'POST /api/Operator/invoices/:id/reject': ['Finance'],

  'GET /api/Operator/fulfilment': ['Warehouse'],
  'POST /api/Operator/orders/:id/ship': ['Warehouse'],

  'GET /api/Operator/orders': ORDERS,
  'GET /api/Operator/orders/export': ['Service', 'Finance'],
  'GET /api/Operator/orders/:id': ORDERS,

  // 经营报表: the money side (财务) and the catalogue/marketing team (运营).
  'GET /api/Operator/reports/sales': REPORTS,
  'GET /api/Operator/reports/companies': REPORTS,
  'GET /api/Operator/reports/conversion': REPORTS,
  'GET /api/Operator/reports/export': REPORTS,

  'GET /api/Operator/catalogue/options': ['Content'],
  'GET /api/Operator/products': ['Content'],
  'GET /api/Operator/products/:id': ['Content'],
  'POST /api/Operator/products': ['Content'],
  'PUT /api/Operator/products/:id': ['Content'],
  'POST /api/Operator/products/:id/sale': ['Content'],
  'GET /api/Operator/products/export': ['Content'],
  'POST /api/Operator/products/import': ['Content'],
  'POST /api/Operator/media': ['Content'],
  ...contentRoles,
};

/** The roles of a route key, or undefined for a key not declared above (then only 超级管理员 may call it). */
export function rolesOfRoute(key: string): readonly OperatorRole[] | undefined {
  return (OPERATOR_ROUTE_ROLES as Record<string, readonly OperatorRole[]>)[key];
}
