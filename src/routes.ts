/**
 * The storefront's route table: every route of the storefront, in one place.
 *
 * Each entry names its screen file (src/features/<feature>/<Screen>.tsx, default export), loaded on
 * demand. Feature engineers replace the screen files; they add a route here only for a new path.
 *
 * Access:
 * - 'public' (default): anyone;
 * - 'login': logged-out visitors go to `/login?redirect=<path>` and come back after logging in;
 * - 'admin': logged in and 管理员; others see a refusal explanation in the page.
 */
import { Catalogues } from './contract/catalogues';
import { ENTERPRISE_PAGES } from './features/enterprise/pages';
import { OPERATOR_PAGES } from './features/operator/pages';
import type { AppRoute } from './features/shared/route-types';

// The route types live below the table (features/shared/route-types), so features never import the table.
export type { AppRoute, RouteAccess, RouteLayout, ScreenLoader, ScreenModule } from './features/shared/route-types';

/** Suffix of every document title. */
export const SITE_TITLE = 'B2B 企业采购';

/** The not-found route (also used when nothing else matches). */
export const NOT_FOUND_ROUTE: AppRoute = {
  path: '/*',
  screen: () => import('./shell/NotFoundScreen'),
  layout: 'global',
  title: '找不到页面',
};

export const routes: readonly AppRoute[] = [
  { path: '/', redirect: '/home', layout: 'global', title: '首页' },
  { path: '/home', screen: () => import('./features/home/HomeScreen'), layout: 'global', title: '首页' },
  {
    path: '/solution',
    screen: () => import('./features/solutions/SolutionsScreen'),
    layout: 'global',
    title: '解决方案',
  },
  {
    path: '/yellow-pages-products',
    screen: () => import('./features/showcase/ShowcaseListScreen'),
    layout: 'global',
    title: '黄页展示',
  },
  {
    path: '/yellow-pages-products/detail/:globalId',
    screen: () => import('./features/showcase/ShowcaseDetailScreen'),
    layout: 'global',
    title: '黄页商品详情',
  },
  { path: '/vnetzone', redirect: '/vnetzone/consultation', layout: 'global', title: '网络专区' },
  {
    path: '/vnetzone/online',
    screen: () => import('./features/catalogue/CatalogueScreen'),
    props: { catalogue: 'online' },
    layout: 'global',
    title: '在线采购',
  },
  {
    path: '/vnetzone/consultation',
    screen: () => import('./features/catalogue/CatalogueScreen'),
    props: { catalogue: 'consultation' },
    layout: 'global',
    title: '咨询采购',
  },
  { path: '/search', redirect: '/search/online', layout: 'global', title: '搜索' },
  {
    path: '/search/online',
    screen: () => import('./features/search/SearchScreen'),
    props: { catalogue: 'online' },
    layout: 'global',
    title: '搜索在线采购商品',
  },
  {
    path: '/search/consultation',
    screen: () => import('./features/search/SearchScreen'),
    props: { catalogue: 'consultation' },
    layout: 'global',
    title: '搜索咨询采购商品',
  },
  { path: '/brand/:id', screen: () => import('./features/brand/BrandScreen'), layout: 'global', title: '品牌专区' },
  {
    path: '/:type/detail/:id',
    paramValues: { type: Catalogues },
    screen: () => import('./features/product/ProductDetailScreen'),
    layout: 'global',
    title: '商品详情',
  },
  { path: '/login', screen: () => import('./features/auth/LoginScreen'), layout: 'global', title: '登录' },
  { path: '/register', screen: () => import('./features/auth/RegisterScreen'), layout: 'global', title: '注册' },
  { path: '/invite', screen: () => import('./features/auth/InviteScreen'), layout: 'global', title: '接受邀请' },
  {
    path: '/resetpassword',
    screen: () => import('./features/auth/FindPasswordScreen'),
    layout: 'global',
    title: '找回密码',
  },
  {
    path: '/resetpwd',
    screen: () => import('./features/auth/ResetPasswordScreen'),
    layout: 'global',
    title: '重置密码',
  },
  { path: '/help', screen: () => import('./features/help/HelpScreen'), layout: 'global', title: '帮助中心' },
  {
    path: '/reg/networkProtocol',
    screen: () => import('./features/legal/LegalScreen'),
    props: { doc: 'networkProtocol' },
    layout: 'bare',
    title: '网络服务协议',
  },
  {
    path: '/reg/privacyStatement',
    screen: () => import('./features/legal/LegalScreen'),
    props: { doc: 'privacyStatement' },
    layout: 'bare',
    title: '隐私声明',
  },
  {
    path: '/cart',
    screen: () => import('./features/cart/CartScreen'),
    layout: 'global',
    access: 'login',
    title: '购物车',
  },
  {
    path: '/quick-order',
    screen: () => import('./features/quick-order/QuickOrderScreen'),
    layout: 'global',
    access: 'login',
    title: '快速下单',
  },
  { path: '/enterprise', redirect: '/enterprise/info', layout: 'enterprise', access: 'login', title: '企业中心' },
  // The enterprise pages (titles, access, screens) are the area's own list, shared with its navigation and widget.
  ...ENTERPRISE_PAGES.map(
    ({ path, title, access, screen }): AppRoute => ({ path, title, access, screen, layout: 'enterprise' }),
  ),
  {
    path: '/purchase',
    screen: () => import('./features/checkout/CheckoutScreen'),
    layout: 'global',
    access: 'login',
    title: '结算',
  },
  {
    path: '/payment',
    screen: () => import('./features/payment/PaymentScreen'),
    layout: 'global',
    access: 'login',
    title: '支付',
  },
  {
    path: '/order/detail',
    screen: () => import('./features/order/OrderDetailScreen'),
    layout: 'global',
    access: 'login',
    title: '订单详情',
  },
  // The operator (运营) console: the platform's own staff, not company users.
  { path: '/operator', redirect: '/operator/dashboard', layout: 'operator', access: 'operator', title: '运营后台' },
  {
    path: '/operator/login',
    screen: () => import('./features/operator/OperatorLoginScreen'),
    layout: 'operator',
    title: '运营登录',
  },
  {
    path: '/operator/reset-password',
    screen: () => import('./features/operator/OperatorResetScreen'),
    layout: 'operator',
    title: '设置运营账号密码',
  },
  // The console's pages are its own list, shared with its navigation and widget.
  ...OPERATOR_PAGES.map((page): AppRoute => ({ ...page, layout: 'operator', access: 'operator' })),
  NOT_FOUND_ROUTE,
];
