/**
 * Where a banner (or any content link) may point: a page of the storefront or an http(s) address. The console's
 * link field suggests these pages and both the console and the server refuse anything else with the same Chinese
 * message (server: 400 with Field). The paths mirror the public and signed-in routes of src/routes.ts and the
 * enterprise pages; tests/unit/contract/storefront-links.test.ts keeps the two lists equal.
 */

/**
 * The storefront's pages a visitor can be sent to (`:name` is one path segment), as in src/routes.ts and
 * src/features/enterprise/page-meta.ts; not the console, the password-reset links or the checkout steps, which
 * need a token or an order of their own.
 */
export const STOREFRONT_PATHS = [
  '/',
  '/home',
  '/solution',
  '/yellow-pages-products',
  '/yellow-pages-products/detail/:globalId',
  '/vnetzone',
  '/vnetzone/online',
  '/vnetzone/consultation',
  '/search',
  '/search/online',
  '/search/consultation',
  '/brand/:id',
  '/online/detail/:id',
  '/consultation/detail/:id',
  '/login',
  '/register',
  '/help',
  '/reg/networkProtocol',
  '/reg/privacyStatement',
  '/cart',
  '/quick-order',
  '/enterprise',
  '/enterprise/info',
  '/enterprise/orders',
  '/enterprise/approvals',
  '/enterprise/quotes',
  '/enterprise/purchase-lists',
  '/enterprise/favorites',
  '/enterprise/customers',
  '/enterprise/delivery-address',
  '/enterprise/users',
  '/enterprise/departments',
  '/enterprise/approval-rules',
  '/enterprise/spend',
  '/enterprise/invoice/history',
  '/enterprise/invoice/title',
  '/enterprise/invoice/address',
  '/enterprise/credit',
  '/enterprise/profile',
  '/enterprise/password',
  '/enterprise/credit/statement',
  '/enterprise/invoice/detail',
] as const;

/** The pages a link field suggests first (before the brands and categories of the catalogue). */
export const SUGGESTED_PAGES: readonly { path: string; label: string }[] = [
  { path: '/home', label: '首页' },
  { path: '/vnetzone/online', label: '在线采购（商品目录）' },
  { path: '/vnetzone/consultation', label: '咨询采购' },
  { path: '/solution', label: '解决方案' },
  { path: '/yellow-pages-products', label: '供应商黄页' },
  { path: '/quick-order', label: '快速下单' },
  { path: '/help', label: '帮助中心' },
  { path: '/register', label: '企业注册' },
  { path: '/enterprise/orders', label: '我的订单' },
  { path: '/enterprise/invoice/history', label: '发票记录' },
];

/** A catalogue category's page and a brand's page, as the link field suggests them. */
export const categoryLink = (id: number) => `/vnetzone/online?categoryId=${id}`;
export const brandLink = (id: number) => `/brand/${id}`;

const SEGMENT = /^[A-Za-z0-9._~%-]+$/;

function matches(pattern: string, parts: readonly string[]): boolean {
  const want = pattern.split('/').slice(1);
  if (pattern === '/') return parts.length === 1 && parts[0] === '';
  return (
    want.length === parts.length && want.every((w, i) => (w.startsWith(':') ? SEGMENT.test(parts[i]!) : w === parts[i]))
  );
}

/** Whether a site path (with its query or #fragment) is a storefront page. */
export function isStorefrontPath(link: string): boolean {
  if (!link.startsWith('/') || link.startsWith('//')) return false;
  const path = link.split(/[?#]/, 1)[0]!.replace(/(.)\/$/, '$1');
  const parts = path.split('/').slice(1);
  return STOREFRONT_PATHS.some((p) => matches(p, parts));
}

const WEB = /^https?:\/\/[^\s/\\?#]+[^\s\\]*$/i;

/** The Chinese complaint about a link (`label`: the field's name), or null when it may be saved. Empty is fine. */
export function linkProblem(value: string, label = '链接'): string | null {
  const text = value.trim();
  if (!text) return null;
  if (text.length > 500) return `${label}不能超过 500 个字符`;
  if (/\s|\\/.test(text)) return `${label}不能包含空格或反斜杠`;
  if (/^https?:\/\//i.test(text)) return WEB.test(text) ? null : `${label}不是有效的网址`;
  if (!text.startsWith('/') || text.startsWith('//'))
    return `${label}须为店铺中的页面（以 / 开头，如 /vnetzone/online）或 http(s):// 开头的网址`;
  return isStorefrontPath(text)
    ? null
    : `${label}“${text.slice(0, 60)}”不是店铺中的页面，请从建议中选择（如 /home、/vnetzone/online、/brand/1），或填写 http(s):// 开头的网址`;
}
