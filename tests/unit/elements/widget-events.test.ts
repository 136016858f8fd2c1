/**
 * What a partner page hears from any widget: b2b-login / b2b-logout when the session changes,
 * b2b-cart-change after the cart changed, and <b2b-cart-badge>'s cancelable b2b-navigate.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../elements/b2b-cart-badge';
import { cartChanged } from '../../../src/core/cart';
import { $config } from '../../../src/core/config';
import { $session, EMPTY_SESSION } from '../../../src/core/session';
import type { UserInfo } from '../../../src/core/types';
import { until } from '../until';

const user: UserInfo = {
  Id: 9,
  Email: 'b@demo.cn',
  Name: '采购',
  Mobile: '',
  CompanyId: 1,
  Regions: [3],
  UserRoleNames: [],
  IsRegistEntity: false,
};

let count = 2;
beforeEach(() => {
  $session.set(EMPTY_SESSION);
  $config.set({ apiBase: '', storeUrl: '' });
  count = 2;
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify({ Count: count }), { headers: { 'content-type': 'application/json' } }),
    ),
  );
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('session and cart events', () => {
  it('b2b-login when a user logs in, b2b-logout when the session ends', async () => {
    const badge = document.createElement('b2b-cart-badge');
    document.body.append(badge);
    const seen: string[] = [];
    document.addEventListener('b2b-login', (e) => seen.push(`login ${e.detail.userId}`));
    document.addEventListener('b2b-logout', () => seen.push('logout'));
    $session.set({ token: 't', user: null, company: null });
    expect(seen).toEqual([]); // the user id is not known yet
    $session.set({ token: 't', user, company: null });
    $session.set(EMPTY_SESSION);
    expect(seen).toEqual(['login 9', 'logout']);
  });

  it('b2b-cart-change carries the refreshed count and the region after cartChanged()', async () => {
    $session.set({ token: 't', user, company: null });
    const badge = document.createElement('b2b-cart-badge');
    document.body.append(badge);
    await until(() => badge.shadowRoot?.querySelector('[data-testid="cart-count"]')?.textContent === '2');
    const changes: unknown[] = [];
    badge.addEventListener('b2b-cart-change', (e) => changes.push(e.detail));
    count = 5;
    cartChanged();
    await until(() => changes.length > 0);
    expect(changes).toEqual([{ count: 5, region: 3 }]);
    await until(() => badge.shadowRoot?.querySelector('[data-testid="cart-count"]')?.textContent === '5');
  });
});

describe('b2b-session-change', () => {
  it('carries { loggedIn, user, cartCount }: once at login with the count, once per count change, once at logout', async () => {
    const badge = document.createElement('b2b-cart-badge');
    document.body.append(badge);
    const seen: unknown[] = [];
    document.addEventListener('b2b-session-change', (e) => seen.push(e.detail));
    $session.set({ token: 't', user: null, company: null });
    $session.set({ token: 't', user, company: null });
    await until(() => seen.length > 0);
    expect(seen).toEqual([{ loggedIn: true, user, cartCount: 2 }]);
    // The profile written again (same user): nothing new to say.
    $session.set({ token: 't', user: { ...user }, company: null });
    count = 6;
    cartChanged();
    await until(() => seen.length > 1);
    expect(seen[1]).toEqual({ loggedIn: true, user, cartCount: 6 });
    $session.set(EMPTY_SESSION);
    expect(seen).toHaveLength(3);
    expect(seen[2]).toEqual({ loggedIn: false, user: null, cartCount: 0 });
  });
});

describe('<b2b-cart-badge>', () => {
  it('logged out: no count and no cart call', async () => {
    const badge = document.createElement('b2b-cart-badge');
    document.body.append(badge);
    const link = await until(() => badge.shadowRoot?.querySelector('a'));
    expect(link.getAttribute('aria-label')).toBe('购物车，0 件商品');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sets store-url and fires a cancelable b2b-navigate to store-url + /cart', async () => {
    const badge = document.createElement('b2b-cart-badge');
    badge.setAttribute('store-url', 'https://shop.example.cn/');
    document.body.append(badge);
    const link = await until(() => badge.shadowRoot?.querySelector('a'));
    await until(() => link.getAttribute('href') === 'https://shop.example.cn/cart');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...location, assign, replace: vi.fn() });
    const events: CustomEvent[] = [];
    document.addEventListener(
      'b2b-navigate',
      (e) => {
        events.push(e);
        e.preventDefault();
      },
      { once: true },
    );
    link.click();
    expect(events[0]?.detail).toEqual({ path: '/cart', url: 'https://shop.example.cn/cart' });
    expect(events[0]?.target).toBe(badge);
    expect(assign).not.toHaveBeenCalled();
  });

  it('a bad region shows the attribute message inside the badge', async () => {
    const badge = document.createElement('b2b-cart-badge');
    badge.setAttribute('region', '华东');
    document.body.append(badge);
    await until(() => badge.shadowRoot?.textContent?.includes('属性 region 的值 "华东" 无效：应为数字'));
  });
});
