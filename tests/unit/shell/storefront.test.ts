/**
 * <b2b-storefront> in happy-dom: redirects, layouts, access rules, link interception only inside its
 * own shadow root, scroll to top and document.title after navigation, not-found.
 */

import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The shell is tested with stand-in screens (a heading with the route title): the real screens belong
// to their features and call the API. The not-found screen is the shell's own and stays real.
vi.mock('../../../src/routes', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/routes')>();
  const routes = actual.routes.map((route) =>
    route === actual.NOT_FOUND_ROUTE || !route.screen
      ? route
      : {
          ...route,
          screen: () => Promise.resolve({ default: () => createElement('h1', null, route.title) }),
        },
  );
  return { ...actual, routes };
});

import '../../../elements/b2b-storefront';
import { navigate } from '../../../src/core/navigation';
import { stopRouter } from '../../../src/core/router';
import { $session, EMPTY_SESSION } from '../../../src/core/session';
import type { CompanyInfo, UserInfo } from '../../../src/core/types';
import { until as waitUntil } from '../until';

const until = <T>(read: () => T, ms = 3000) => waitUntil(read, ms, () => `page: ${location.pathname}`);

const user = (roles: string[]): UserInfo => ({
  Id: 5,
  Email: 'buyer@demo.cn',
  Name: '王采购',
  Mobile: '13800000000',
  CompanyId: 1,
  Regions: [2, 1],
  UserRoleNames: roles,
  IsRegistEntity: false,
});
const company = (status: number | null): CompanyInfo => ({
  Id: 1,
  Name: '示例科技',
  CreditCode: '',
  StatusEnum: status,
  RegisteredAddress: '',
  ContactName: '',
  ContactPhone: '',
  Industry: '',
  Size: '',
});

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

let store: HTMLElement;
const h1 = () => store.shadowRoot?.querySelector('main h1')?.textContent ?? '';
const root = () => store.shadowRoot!;

function mount(path: string): HTMLElement {
  history.replaceState(null, '', path);
  store = document.createElement('b2b-storefront');
  document.body.append(store);
  return store;
}

beforeEach(() => {
  $session.set(EMPTY_SESSION);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/api/ShoppingCarts/items/count')) return json({ Count: 3 });
      if (url.includes('/api/Regions'))
        return json([
          { Id: 1, Name: '华东' },
          { Id: 2, Name: '华北' },
        ]);
      if (url.includes('/api/Users/Info')) return json($session.get().user);
      if (url.includes('/api/Company/info')) return json($session.get().company);
      return json({});
    }),
  );
});

afterEach(() => {
  document.body.innerHTML = '';
  stopRouter();
  vi.unstubAllGlobals();
  document.title = '';
});

describe('<b2b-storefront>', () => {
  it('/ redirects to /home inside the global layout with header and footer', async () => {
    mount('/');
    await until(() => h1() === '首页');
    expect(location.pathname).toBe('/home');
    expect(root().querySelector('header')).not.toBeNull();
    expect(root().querySelector('footer')).not.toBeNull();
    expect(document.title).toBe('首页 - B2B 企业采购');
  });

  it('/reg/networkProtocol has no global layout', async () => {
    mount('/reg/networkProtocol');
    await until(() => h1() === '网络服务协议');
    expect(root().querySelector('header')).toBeNull();
    expect(root().querySelector('footer')).toBeNull();
  });

  it('an unknown path and /foo/detail/1 show the not-found page with links home and to search', async () => {
    mount('/foo/detail/1');
    await until(() => h1() === '找不到页面');
    const hrefs = [...root().querySelectorAll('main a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/home', '/search/online']));
    expect(document.title).toBe('找不到页面 - B2B 企业采购');
  });

  it('clicking a link inside the storefront navigates without reload and scrolls to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    mount('/home');
    await until(() => h1() === '首页');
    scrollTo.mockClear();
    const help = [...root().querySelectorAll('nav a')].find((a) => a.textContent === '帮助中心') as HTMLAnchorElement;
    help.click();
    await until(() => h1() === '帮助中心');
    expect(location.pathname).toBe('/help');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(help.getAttribute('aria-current')).toBe('page');
    expect(document.title).toBe('帮助中心 - B2B 企业采购');
    // Focus moves to the new page's heading for screen readers.
    await until(() => root().activeElement?.tagName === 'H1');
    expect(root().activeElement?.textContent).toBe('帮助中心');
    // Back to an already loaded screen: focus moves too.
    (root().querySelector('a[href="/home"]') as HTMLAnchorElement).click();
    await until(() => h1() === '首页' && root().activeElement?.textContent === '首页');
  });

  it('the first page load does not move focus', async () => {
    mount('/help');
    await until(() => h1() === '帮助中心');
    await new Promise((r) => setTimeout(r, 30));
    expect(root().activeElement).toBeNull();
  });

  it('links of the partner page outside the storefront are not intercepted', async () => {
    mount('/home');
    await until(() => h1() === '首页');
    const partnerLink = document.createElement('a');
    partnerLink.href = '/help';
    document.body.append(partnerLink);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0 });
    partnerLink.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('navigate() goes through the router and popstate follows the history', async () => {
    mount('/home');
    await until(() => h1() === '首页');
    navigate('/vnetzone');
    await until(() => h1() === '咨询采购');
    expect(location.pathname).toBe('/vnetzone/consultation');
    history.replaceState(null, '', '/solution');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await until(() => h1() === '解决方案');
  });

  it('a login-only page sends a logged-out visitor to /login?redirect=…', async () => {
    mount('/cart');
    await until(() => h1() === '登录');
    expect(location.pathname + location.search).toBe('/login?redirect=%2Fcart');
  });

  it('logged in: the user menu, region names, the cart count and the company reminder show', async () => {
    $session.set({ token: 't', user: user([]), company: company(20) });
    mount('/home');
    await until(() => root().querySelector('[data-testid="cart-count"]')?.textContent === '3');
    expect(root().textContent).toContain('您好，王采购');
    expect(root().textContent).toContain('您的企业信息尚未完善或正在审核中，部分功能受限。');
    await until(() => root().querySelector('select')?.textContent?.includes('华北'));
    expect(root().textContent).not.toContain('免费注册');
    // The stored profile is refreshed on start (roles and company status may have changed).
    const urls = vi.mocked(fetch).mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));
    expect(urls.some((u) => u.includes('/api/Users/Info'))).toBe(true);
    expect(urls.some((u) => u.includes('/api/Company/info'))).toBe(true);
  });

  it('enterprise pages have the side navigation with aria-current; admin pages refuse non-admins', async () => {
    $session.set({ token: 't', user: user([]), company: company(30) });
    mount('/enterprise');
    await until(() => h1() === '企业信息');
    expect(location.pathname).toBe('/enterprise/info');
    const side = root().querySelector('nav[aria-label="企业中心导航"]')!;
    // 企业信息 … 修改密码: every section of the enterprise area; those for admins carry the 管理员 badge.
    expect(side.querySelectorAll('a')).toHaveLength(18);
    expect(side.textContent).toContain('我的报价');
    expect(side.textContent).toContain('修改密码');
    expect(side.querySelector('[aria-current="page"]')?.textContent).toBe('企业信息');
    navigate('/enterprise/users');
    await until(() => h1() === '该页面仅限企业管理员访问');
    expect(root().textContent).not.toContain('您的企业信息尚未完善');
  });

  it('an admin sees admin pages', async () => {
    $session.set({ token: 't', user: user(['管理员']), company: company(30) });
    mount('/enterprise/users');
    await until(() => h1() === '企业用户');
  });

  it('the search box submits to /search/<catalogue>?keyword=…', async () => {
    mount('/home');
    await until(() => h1() === '首页');
    const form = root().querySelector('form[role="search"]') as HTMLFormElement;
    const consultation = [...form.querySelectorAll('button')].find((b) => b.textContent === '咨询采购')!;
    consultation.click();
    const input = form.querySelector('input') as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, '螺丝');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((r) => setTimeout(r, 20));
    form.requestSubmit();
    await until(() => h1() === '搜索咨询采购商品');
    expect(location.pathname + location.search).toBe('/search/consultation?keyword=%E8%9E%BA%E4%B8%9D');
  });
});
