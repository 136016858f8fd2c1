/**
 * Partner pages hear each session and cart change once, from the widget the visitor used (four
 * widgets on a page used to fire four b2b-login / b2b-cart-change events per click), and a page that cannot
 * reach the API is told why in every widget (b2b-error with a reason).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../elements/b2b-cart-badge';
import '../../../elements/b2b-catalog';
import { cartChanged } from '../../../src/core/cart';
import { $config } from '../../../src/core/config';
import { $embedProblem, checkEmbedding } from '../../../src/core/embed-check';
import { $session, EMPTY_SESSION } from '../../../src/core/session';
import type { UserInfo } from '../../../src/core/types';
import { until } from '../until';

const user: UserInfo = {
  Id: 7,
  Email: 'b@demo.cn',
  Name: '采购',
  Mobile: '',
  CompanyId: 1,
  Regions: [3],
  UserRoleNames: [],
  IsRegistEntity: false,
};

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  $session.set(EMPTY_SESSION);
  $config.set({ apiBase: '', storeUrl: '' });
  $embedProblem.set(null);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/api/embed/origin')) return json({ Origin: location.origin, Allowed: false });
      if (url.includes('/api/Cart/count') || url.includes('Count')) return json({ Count: 4 });
      return json({ Items: [], Count: 0 });
    }),
  );
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function widgets(): HTMLElement[] {
  const els = [
    document.createElement('b2b-cart-badge'),
    document.createElement('b2b-cart-badge'),
    document.createElement('b2b-cart-badge'),
    document.createElement('b2b-cart-badge'),
  ];
  document.body.append(...els);
  return els;
}

describe('page events: once per change, from the widget where it happened', () => {
  it('four widgets on the page: one b2b-login and one b2b-logout per session change', () => {
    const els = widgets();
    const seen: Array<[string, EventTarget | null]> = [];
    for (const name of ['b2b-login', 'b2b-logout'] as const) {
      document.addEventListener(name, (e) => seen.push([name, e.target]));
    }
    els[2]!.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    $session.set({ token: 't', user, company: null });
    $session.set(EMPTY_SESSION);
    expect(seen).toEqual([
      ['b2b-login', els[2]],
      ['b2b-logout', els[2]],
    ]);
  });

  it('b2b-cart-change once, from the widget the visitor last used; from the first one when none was used', async () => {
    $session.set({ token: 't', user, company: null });
    const els = widgets();
    const seen: EventTarget[] = [];
    document.addEventListener('b2b-cart-change', (e) => seen.push(e.target as EventTarget));
    cartChanged();
    await until(() => seen.length > 0);
    els[3]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    cartChanged();
    await until(() => seen.length > 1);
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toEqual([els[0], els[3]]);
  });

  it('widgets that show no count ask for none until the cart changes; each change then fires once with it', async () => {
    let count = 4;
    const countCalls = () =>
      vi.mocked(fetch).mock.calls.filter(([input]) => String(input).includes('/api/ShoppingCarts/items/count')).length;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes('/api/ShoppingCarts/items/count')
          ? json({ Count: count })
          : json({ Items: [], Count: 0, TotalCount: 0 }),
      ),
    );
    $session.set({ token: 't-catalog', user, company: null });
    const a = document.createElement('b2b-catalog');
    const b = document.createElement('b2b-catalog');
    document.body.append(a, b);
    const seen: Array<{ count: number; region: number }> = [];
    document.addEventListener('b2b-cart-change', (e) => seen.push(e.detail));
    await until(() => a.shadowRoot?.querySelector('[data-b2b-root]'));
    await new Promise((r) => setTimeout(r, 50));
    expect(countCalls()).toBe(0);

    cartChanged();
    await until(() => seen.length === 1);
    expect(seen).toEqual([{ count: 4, region: 3 }]);
    expect(countCalls()).toBe(1);

    count = 5;
    cartChanged();
    await until(() => seen.length === 2);
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toEqual([
      { count: 4, region: 3 },
      { count: 5, region: 3 },
    ]);
    expect(countCalls()).toBe(2);
  });

  it('a removed widget is no longer a source; the last one removed stops the events', async () => {
    const els = widgets();
    const seen: EventTarget[] = [];
    document.addEventListener('b2b-login', (e) => seen.push(e.target as EventTarget));
    els[1]!.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    els[1]!.remove();
    $session.set({ token: 't', user, company: null });
    expect(seen).toEqual([els[0]]);
    for (const el of els) el.remove();
    $session.set(EMPTY_SESSION);
    $session.set({ token: 't2', user: { ...user, Id: 8 }, company: null });
    expect(seen).toHaveLength(1);
  });
});

describe('a page that cannot reach the API', () => {
  it('origin not in CORS_ORIGINS: every widget shows its visitors a neutral line; the developer hears why in b2b-error and the console', async () => {
    const errors: Array<{ reason?: string; message: string }> = [];
    document.addEventListener('b2b-error', (e) => errors.push(e.detail));
    const consoled = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const a = document.createElement('b2b-cart-badge');
    a.setAttribute('api-base', 'https://shop.example.cn');
    const b = document.createElement('b2b-catalog');
    b.setAttribute('api-base', 'https://shop.example.cn');
    document.body.append(a, b);
    const developerText = `请商城管理员将 ${location.origin} 加入服务器的 CORS_ORIGINS`;
    for (const el of [a, b]) {
      await until(() => el.shadowRoot?.querySelector('[data-reason="origin-not-allowed"]'));
      const text = el.shadowRoot?.querySelector('[part=error]')?.textContent ?? '';
      expect(text).toBe('暂时无法显示');
      expect(el.shadowRoot?.textContent ?? '').not.toContain('CORS_ORIGINS');
    }
    await until(() => errors.length >= 2);
    expect(errors.map((e) => e.reason)).toEqual(['origin-not-allowed', 'origin-not-allowed']);
    for (const e of errors) expect(e.message).toContain(developerText);
    // Said once in the console for the page, not once per widget.
    expect(consoled.mock.calls.filter(([m]) => String(m).includes(developerText))).toHaveLength(1);
    consoled.mockRestore();
    expect(fetch).toHaveBeenCalledWith(
      'https://shop.example.cn/api/embed/origin',
      expect.objectContaining({ credentials: 'omit' }),
    );
  });

  it('element code from the store but no api-base: says which api-base to set', () => {
    vi.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    checkEmbedding('https://shop.example.cn/elements/chunks/define-abc.js');
    expect($embedProblem.get()).toEqual({
      reason: 'api-base-missing',
      message: `组件从 https://shop.example.cn 加载，但未设置 api-base，接口请求会发往本页 ${location.origin}。请在组件上设置 api-base="https://shop.example.cn"。`,
    });
  });

  it('an allowed origin, or the same origin, shows no problem', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ Origin: location.origin, Allowed: true })),
    );
    $config.set({ apiBase: 'https://shop.example.cn', storeUrl: '' });
    checkEmbedding('https://shop.example.cn/elements/x.js');
    await new Promise((r) => setTimeout(r, 20));
    expect($embedProblem.get()).toBeNull();
    $config.set({ apiBase: '', storeUrl: '' });
    checkEmbedding(`${location.origin}/elements/x.js`);
    expect($embedProblem.get()).toBeNull();
  });
});
