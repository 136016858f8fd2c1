/** The route table: every path resolves to the right screen, redirects, not-found. */
import { describe, expect, it } from 'vitest';
import { matchPattern, matchRoute, resolveRoute } from '../../../src/core/router';
import { ENTERPRISE_NAV } from '../../../src/features/enterprise/nav';
import { NOT_FOUND_ROUTE, routes } from '../../../src/routes';

/** Path → [title of the screen shown, params]. */
const SCREENS: [string, string, Record<string, string>?][] = [
  ['/home', '首页'],
  ['/solution', '解决方案'],
  ['/yellow-pages-products', '黄页展示'],
  ['/yellow-pages-products/detail/G-1001', '黄页商品详情', { globalId: 'G-1001' }],
  ['/vnetzone/online', '在线采购'],
  ['/vnetzone/consultation', '咨询采购'],
  ['/search/online', '搜索在线采购商品'],
  ['/search/consultation', '搜索咨询采购商品'],
  ['/brand/7', '品牌专区', { id: '7' }],
  ['/online/detail/42', '商品详情', { type: 'online', id: '42' }],
  ['/consultation/detail/43', '商品详情', { type: 'consultation', id: '43' }],
  ['/login', '登录'],
  ['/register', '注册'],
  ['/invite', '接受邀请'],
  ['/resetpassword', '找回密码'],
  ['/resetpwd', '重置密码'],
  ['/help', '帮助中心'],
  ['/reg/networkProtocol', '网络服务协议'],
  ['/reg/privacyStatement', '隐私声明'],
  ['/cart', '购物车'],
  ['/quick-order', '快速下单'],
  ['/enterprise/info', '企业信息'],
  ['/enterprise/orders', '企业订单'],
  ['/enterprise/quotes', '我的报价'],
  ['/enterprise/purchase-lists', '采购清单'],
  ['/enterprise/favorites', '我的收藏'],
  ['/enterprise/customers', '企业客户'],
  ['/enterprise/users', '企业用户'],
  ['/enterprise/approvals', '待我审批'],
  ['/enterprise/departments', '部门与预算'],
  ['/enterprise/approval-rules', '审批规则'],
  ['/enterprise/spend', '采购支出'],
  ['/enterprise/invoice/history', '开票历史'],
  ['/enterprise/invoice/title', '发票抬头'],
  ['/enterprise/invoice/address', '收票地址'],
  ['/enterprise/invoice/detail', '发票详情'],
  ['/enterprise/credit', '账期与对账'],
  ['/enterprise/credit/statement', '对账单详情'],
  ['/enterprise/profile', '个人资料'],
  ['/enterprise/password', '修改密码'],
  ['/purchase', '结算'],
  ['/payment', '支付'],
  ['/order/detail', '订单详情'],
];

/** Path → the screen component it must load (a swapped or mistyped loader shows another page). */
const SCREEN_OF: Record<string, string> = {
  '/home': 'HomeScreen',
  '/solution': 'SolutionsScreen',
  '/yellow-pages-products': 'ShowcaseListScreen',
  '/yellow-pages-products/detail/G-1001': 'ShowcaseDetailScreen',
  '/vnetzone/online': 'CatalogueScreen',
  '/vnetzone/consultation': 'CatalogueScreen',
  '/search/online': 'SearchScreen',
  '/search/consultation': 'SearchScreen',
  '/brand/7': 'BrandScreen',
  '/online/detail/42': 'ProductDetailScreen',
  '/consultation/detail/43': 'ProductDetailScreen',
  '/login': 'LoginScreen',
  '/register': 'RegisterScreen',
  '/invite': 'InviteScreen',
  '/resetpassword': 'FindPasswordScreen',
  '/resetpwd': 'ResetPasswordScreen',
  '/help': 'HelpScreen',
  '/reg/networkProtocol': 'LegalScreen',
  '/reg/privacyStatement': 'LegalScreen',
  '/cart': 'CartScreen',
  '/quick-order': 'QuickOrderScreen',
  '/enterprise/info': 'EnterpriseInfoScreen',
  '/enterprise/orders': 'EnterpriseOrdersScreen',
  '/enterprise/quotes': 'QuotesScreen',
  '/enterprise/purchase-lists': 'PurchaseListsScreen',
  '/enterprise/favorites': 'FavoritesScreen',
  '/enterprise/customers': 'CustomersScreen',
  '/enterprise/users': 'UsersScreen',
  '/enterprise/approvals': 'ApprovalsScreen',
  '/enterprise/departments': 'DepartmentsScreen',
  '/enterprise/approval-rules': 'RulesScreen',
  '/enterprise/spend': 'SpendReportScreen',
  '/enterprise/invoice/history': 'InvoiceHistoryScreen',
  '/enterprise/invoice/title': 'InvoiceTitleScreen',
  '/enterprise/invoice/address': 'InvoiceAddressScreen',
  '/enterprise/invoice/detail': 'InvoiceDetailScreen',
  '/enterprise/credit': 'CreditScreen',
  '/enterprise/credit/statement': 'StatementScreen',
  '/enterprise/profile': 'ProfileScreen',
  '/enterprise/password': 'PasswordScreen',
  '/purchase': 'CheckoutScreen',
  '/payment': 'PaymentScreen',
  '/order/detail': 'OrderDetailScreen',
};

describe('route table', () => {
  it.each(SCREENS)('%s shows %s', (path, title, params = {}) => {
    const resolved = resolveRoute(path, routes);
    expect(resolved.redirected).toBe(false);
    expect(resolved.match?.route.title).toBe(title);
    expect(resolved.match?.route.screen).toBeTypeOf('function');
    expect(resolved.match?.params).toEqual(params);
  });

  it.each([
    ['/', '/home', '首页'],
    ['/vnetzone', '/vnetzone/consultation', '咨询采购'],
    ['/search', '/search/online', '搜索在线采购商品'],
    ['/enterprise', '/enterprise/info', '企业信息'],
  ])('%s redirects to %s', (from, to, title) => {
    const resolved = resolveRoute(from, routes);
    expect(resolved.redirected).toBe(true);
    expect(resolved.path).toBe(to);
    expect(resolved.match?.route.title).toBe(title);
  });

  it('a redirect keeps the query string', () => {
    const resolved = resolveRoute('/search?keyword=%E8%9E%BA%E4%B8%9D', routes);
    expect(resolved.path + resolved.search).toBe('/search/online?keyword=%E8%9E%BA%E4%B8%9D');
  });

  it.each(['/foo/detail/1', '/nothing', '/home/extra', '/brand', '/enterprise/unknown', '/reg/other'])(
    '%s is not found',
    (path) => {
      expect(matchRoute(path, routes)?.route).toBe(NOT_FOUND_ROUTE);
    },
  );

  it('a trailing slash is ignored', () => {
    expect(matchRoute('/help/', routes)?.route.title).toBe('帮助中心');
  });

  it('/reg/* pages have no global layout; enterprise pages have the enterprise layout', () => {
    expect(matchRoute('/reg/networkProtocol', routes)?.route.layout).toBe('bare');
    expect(matchRoute('/reg/privacyStatement', routes)?.route.layout).toBe('bare');
    expect(matchRoute('/enterprise/orders', routes)?.route.layout).toBe('enterprise');
    expect(matchRoute('/home', routes)?.route.layout).toBe('global');
  });

  it('routes pass their catalogue / doc to the screen', () => {
    expect(matchRoute('/vnetzone/online', routes)?.route.props).toEqual({ catalogue: 'online' });
    expect(matchRoute('/search/consultation', routes)?.route.props).toEqual({ catalogue: 'consultation' });
    expect(matchRoute('/reg/privacyStatement', routes)?.route.props).toEqual({ doc: 'privacyStatement' });
  });

  it('cart, checkout, payment, order and enterprise need login; users and invoice settings need 管理员', () => {
    const access = (p: string) => matchRoute(p, routes)?.route.access ?? 'public';
    for (const p of ['/cart', '/purchase', '/payment', '/order/detail', '/enterprise/info'])
      expect(access(p)).toBe('login');
    for (const p of [
      '/enterprise/users',
      '/enterprise/departments',
      '/enterprise/approval-rules',
      '/enterprise/invoice/title',
      '/enterprise/invoice/address',
    ]) {
      expect(access(p)).toBe('admin');
    }
    expect(access('/home')).toBe('public');
    expect(ENTERPRISE_NAV.map((n) => n.label)).toEqual([
      '企业信息',
      '企业订单',
      '待我审批',
      '我的报价',
      '采购清单',
      '我的收藏',
      '企业客户',
      '收货地址',
      '企业用户',
      '部门与预算',
      '审批规则',
      '采购支出',
      '开票历史',
      '发票抬头',
      '收票地址',
      '账期与对账',
      '个人资料',
      '修改密码',
    ]);
    // 发票详情 needs an invoice: reached from 开票历史, not the navigation.
    expect(access('/enterprise/invoice/detail')).toBe('login');
    expect(access('/enterprise/delivery-address')).toBe('login');
    expect(access('/enterprise/profile')).toBe('login');
    expect(access('/enterprise/password')).toBe('login');
  });

  // Importing every screen module takes a while on a busy machine: this is about the table, not speed.
  it('every path loads its own screen module (a default-exported component)', { timeout: 60_000 }, async () => {
    expect(Object.keys(SCREEN_OF).sort()).toEqual(SCREENS.map(([path]) => path).sort());
    for (const [path] of SCREENS) {
      const mod = await resolveRoute(path, routes).match!.route.screen!();
      expect(mod.default, path).toBeTypeOf('function');
      expect(mod.default.name, path).toBe(SCREEN_OF[path]);
    }
    const notFound = await NOT_FOUND_ROUTE.screen!();
    expect(notFound.default.name).toBe('NotFoundScreen');
  });
});

describe('matchPattern', () => {
  it('decodes params and rejects malformed escapes', () => {
    expect(matchPattern('/brand/:id', '/brand/%E5%93%81')).toEqual({ id: '品' });
    expect(matchPattern('/brand/:id', '/brand/%E5%93')).toBeNull();
  });
  it('/* captures the rest', () => {
    expect(matchPattern('/*', '/a/b/c')).toEqual({ '*': 'a/b/c' });
    expect(matchPattern('/*', '/')).toEqual({ '*': '' });
  });
});
