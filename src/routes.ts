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
  { path: '/enterprise', redirect: '/enterprise/info', layout: 'enterprise', access: 'login', title: '企业中心' },
  {
    path: '/enterprise/info',
    screen: () => import('./features/enterprise/info/EnterpriseInfoScreen'),
    layout: 'enterprise',
    access: 'login',
    title: '企业信息',
  },
  {
    path: '/enterprise/orders',
    screen: () => import('./features/enterprise/orders/EnterpriseOrdersScreen'),
    layout: 'enterprise',
    access: 'login',
    title: '企业订单',
  },
  {
    path: '/enterprise/quotes',
    screen: () => import('./features/enterprise/quotes/QuotesScreen'),
    layout: 'enterprise',
    access: 'login',
    title: '我的报价',
  },
  {
    path: '/enterprise/customers',
    screen: () => import('./features/enterprise/customers/CustomersScreen'),
    layout: 'enterprise',
    access: 'login',
    title: '企业客户',
  },
  {
    path: '/enterprise/delivery-address',
    screen: () => import('./features/enterprise/delivery/DeliveryAddressScreen'),
    layout: 'enterprise',
    access: 'login',
    title: '收货地址',
  },
  {
    path: '/enterprise/users',
    screen: () => import('./features/enterprise/users/UsersScreen'),
    layout: 'enterprise',
    access: 'admin',
    title: '企业用户',
  },
  {
    path: '/enterprise/invoice/history',
    screen: () => import('./features/enterprise/invoice/InvoiceHistoryScreen'),
    layout: 'enterprise',
    access: 'login',
    title: '开票历史',
  },
  {
    path: '/enterprise/invoice/title',
    screen: () => import('./features/enterprise/invoice/InvoiceTitleScreen'),
    layout: 'enterprise',
    access: 'admin',
    title: '发票抬头',
  },
  {
    path: '/enterprise/invoice/address',
    screen: () => import('./features/enterprise/invoice/InvoiceAddressScreen'),
    layout: 'enterprise',
    access: 'admin',
    title: '收票地址',
  },
  {
    path: '/enterprise/invoice/detail',
    screen: () => import('./features/enterprise/invoice/InvoiceDetailScreen'),
    layout: 'enterprise',
    access: 'login',
    title: '发票详情',
  },
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
    path: '/operator/dashboard',
    screen: () => import('./features/operator/DashboardScreen'),
    layout: 'operator',
    access: 'operator',
    title: '工作台',
  },
  {
    path: '/operator/companies',
    screen: () => import('./features/operator/CompaniesScreen'),
    layout: 'operator',
    access: 'operator',
    title: '企业审核',
  },
  {
    path: '/operator/inquiries',
    screen: () => import('./features/operator/InquiriesScreen'),
    layout: 'operator',
    access: 'operator',
    title: '询价管理',
  },
  {
    path: '/operator/payments',
    screen: () => import('./features/operator/PaymentsScreen'),
    layout: 'operator',
    access: 'operator',
    title: '收款与退款',
  },
  {
    path: '/operator/fulfilment',
    screen: () => import('./features/operator/FulfilmentScreen'),
    layout: 'operator',
    access: 'operator',
    title: '发货管理',
  },
  {
    path: '/operator/products',
    screen: () => import('./features/operator/ProductsScreen'),
    layout: 'operator',
    access: 'operator',
    title: '商品管理',
  },
  // Catalogue content: ONE generic screen (one lazy chunk) for the seven resources; their navigation labels
  // and headings live with the console (features/operator/nav.tsx), out of every widget's first load.
  {
    path: '/operator/:resource',
    paramValues: { resource: ['brands', 'categories', 'suppliers', 'banners', 'solutions', 'showcase', 'help'] },
    screen: () => import('./features/operator/ContentScreen'),
    layout: 'operator',
    access: 'operator',
    title: '内容管理',
  },
  {
    path: '/operator/invoices',
    screen: () => import('./features/operator/InvoicesScreen'),
    layout: 'operator',
    access: 'operator',
    title: '发票管理',
  },
  {
    path: '/operator/audit',
    screen: () => import('./features/operator/AuditScreen'),
    layout: 'operator',
    access: 'operator',
    title: '操作日志',
  },
  NOT_FOUND_ROUTE,
];

/** The enterprise side navigation, in order (paths are routes above). */
export const ENTERPRISE_NAV: readonly { path: string; label: string; adminOnly: boolean }[] = routes
  // 发票详情 needs an invoice: it is opened from 开票历史, not from the navigation (it showed 发票不存在).
  .filter((r) => r.layout === 'enterprise' && r.screen && r.path !== '/enterprise/invoice/detail')
  .map((r) => ({ path: r.path, label: r.title, adminOnly: r.access === 'admin' }));
