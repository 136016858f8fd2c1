/**
 * The operator console's client side: its own session apart from the company one (token per call by path,
 * 401 ends only the operator session), login, the router's access rule for /operator/* routes, the
 * console's redirect after login, the widget's sections and the audit change summary.
 */
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure } from '../../../src/core/config';
import { api } from '../../../src/core/http';
import { $messages } from '../../../src/core/messages';
import { setNavigator } from '../../../src/core/navigation';
import {
  $isOperator,
  $operatorSession,
  EMPTY_OPERATOR_SESSION,
  OPERATOR_STORAGE_KEY,
  operatorLogin,
} from '../../../src/core/operator-session';
import { $session, EMPTY_SESSION } from '../../../src/core/session';
import { changedFields } from '../../../src/features/operator/AuditScreen';
import { OPERATOR_NAV } from '../../../src/features/operator/nav';
import { operatorRedirect } from '../../../src/features/operator/OperatorLoginForm';
import { OPERATOR_SECTIONS, operatorSectionOf } from '../../../src/features/operator/OperatorWidget';
import { sectionAllowed } from '../../../src/features/operator/sections';
import { type AppRoute, routes } from '../../../src/routes';
import { accessGuard } from '../../../src/shell/Storefront';
import { useApiServer } from '../core/api-server';

const { server, requestsTo } = useApiServer();
const navigator = vi.fn();
const company = { token: 'company-tok', user: null, company: null };

beforeEach(() => {
  $session.set(company);
  $operatorSession.set(EMPTY_OPERATOR_SESSION);
  $messages.set([]);
  configure({ apiBase: '', storeUrl: '' });
  navigator.mockReset();
  setNavigator(navigator);
});
afterEach(() => {
  setNavigator(null);
  $session.set(EMPTY_SESSION);
  $operatorSession.set(EMPTY_OPERATOR_SESSION);
});

describe('the operator session', () => {
  it('logs in, keeps the token under its own storage key and sends it only to /api/Operator/…', async () => {
    server.use(
      http.post('/api/Operator/login', () => HttpResponse.json({ token: 'op-tok' })),
      http.get('/api/Operator/me', () => HttpResponse.json({ Id: 1, Name: '平台运营', Email: 'ops@demo.cn' })),
      http.get('/api/Brands', () => HttpResponse.json([])),
    );
    await operatorLogin({ Email: 'ops@demo.cn', Password: 'Demo@123456' });
    expect($isOperator.get()).toBe(true);
    expect($operatorSession.get().operator?.Name).toBe('平台运营');
    expect(JSON.parse(localStorage.getItem(OPERATOR_STORAGE_KEY) ?? '{}').token).toBe('op-tok');
    expect(requestsTo('/api/Operator/me')[0]!.headers.get('authorization')).toBe('Bearer op-tok');
    await api('/api/Brands');
    expect(requestsTo('/api/Brands')[0]!.headers.get('authorization')).toBe('Bearer company-tok');
    // The company session is untouched by the operator's login.
    expect($session.get().token).toBe('company-tok');
  });

  it('a 401 of an operator call ends the operator session only and opens the console login', async () => {
    $operatorSession.set({ token: 'expired', operator: null });
    server.use(http.get('/api/Operator/dashboard', () => HttpResponse.json({ Error: 'x' }, { status: 401 })));
    await expect(api('/api/Operator/dashboard')).rejects.toMatchObject({ status: 401 });
    expect($operatorSession.get().token).toBe('');
    expect($session.get().token).toBe('company-tok');
    expect(navigator).toHaveBeenCalledWith('/operator/login', expect.anything());
  });

  it('a refused login leaves no session', async () => {
    server.use(http.post('/api/Operator/login', () => HttpResponse.json({ Error: '邮箱或密码错误' }, { status: 400 })));
    await expect(operatorLogin({ Email: 'admin@demo.cn', Password: 'x' })).rejects.toMatchObject({
      message: '邮箱或密码错误',
    });
    expect($isOperator.get()).toBe(false);
  });
});

describe('routes of the console', () => {
  const route = (path: string) => routes.find((r) => r.path === path) as AppRoute;
  const match = (path: string) => ({ route: route(path), params: {} });

  it('sends visitors without an operator session to /operator/login, even logged-in company users', () => {
    expect(accessGuard(match('/operator/companies'), '/operator/companies')).toBe(
      '/operator/login?redirect=%2Foperator%2Fcompanies',
    );
    $operatorSession.set({ token: 'op', operator: null });
    expect(accessGuard(match('/operator/companies'), '/operator/companies')).toBeNull();
    expect(accessGuard(match('/operator/login'), '/operator/login')).toBeNull();
  });

  it('lists every console screen but the login in the side navigation', () => {
    expect(OPERATOR_NAV.map((n) => n.label)).toEqual([
      '工作台',
      '订单管理',
      '企业审核',
      '协议价',
      '询价管理',
      '售后管理',
      '收款与退款',
      '发货管理',
      '商品管理',
      '品牌管理',
      '分类管理',
      '供应商管理',
      '横幅管理',
      '解决方案',
      '黄页管理',
      '帮助文章',
      '搜索词管理',
      '发票管理',
      '账期与对账单',
      '经营报表',
      '操作日志',
      '运营账号',
    ]);
  });

  it('shows each role only the sections it may use (超级管理员: all)', () => {
    const labels = (roles: string[]) => OPERATOR_NAV.filter((n) => sectionAllowed(roles, n.path)).map((n) => n.label);
    expect(labels(['Finance'])).toEqual([
      '工作台',
      '订单管理',
      '售后管理',
      '收款与退款',
      '发票管理',
      '账期与对账单',
      '经营报表',
    ]);
    expect(labels(['Content'])).toContain('经营报表');
    expect(labels(['Warehouse'])).toEqual(['工作台', '订单管理', '售后管理', '发货管理']);
    expect(labels(['Service', 'Warehouse'])).toEqual([
      '工作台',
      '订单管理',
      '企业审核',
      '协议价',
      '询价管理',
      '售后管理',
      '发货管理',
    ]);
    expect(labels(['Content'])).not.toContain('订单管理');
    expect(labels(['Content'])).toContain('横幅管理');
    expect(labels(['SuperAdmin'])).toEqual(OPERATOR_NAV.map((n) => n.label));
    // A page outside the roles is refused, whatever its query; login and the reset page are not sections.
    expect(sectionAllowed(['Finance'], '/operator/products?id=3')).toBe(false);
    expect(sectionAllowed(['Finance'], '/operator/reset-password')).toBe(true);
  });

  it('offers every console page of the route table, in navigation order, as a <b2b-operator> section', () => {
    const consolePaths = routes
      .filter((r) => r.layout === 'operator' && r.access === 'operator' && r.screen)
      .flatMap((r) => r.paramValues?.resource?.map((v) => `/operator/${v}`) ?? [r.path]);
    expect(OPERATOR_NAV.map((n) => n.path)).toEqual(consolePaths);
    expect(OPERATOR_SECTIONS.map((s) => `/operator/${s}`)).toEqual(consolePaths);
  });

  it('returns after login only to console pages', () => {
    expect(operatorRedirect('/operator/payments?tab=refunds')).toBe('/operator/payments?tab=refunds');
    expect(operatorRedirect('/enterprise/info')).toBe('/operator/dashboard');
    expect(operatorRedirect('//evil.example')).toBe('/operator/dashboard');
    expect(operatorRedirect('/operator/login')).toBe('/operator/dashboard');
    expect(operatorSectionOf('/operator')).toBe('dashboard');
    expect(operatorSectionOf('/operator/payments?tab=refunds')).toBe('payments');
    expect(operatorSectionOf('/enterprise/info')).toBeNull();
  });
});

describe('audit change summary', () => {
  it('names each changed field with its value before and after', () => {
    expect(
      changedFields({
        Before: { StatusEnum: 20, ReviewNote: '', ReviewedAt: null },
        After: { StatusEnum: 40, ReviewNote: '资料不全', ReviewedAt: null },
      }),
    ).toEqual(['StatusEnum: 20 → 40', 'ReviewNote: — → 资料不全']);
  });
});
