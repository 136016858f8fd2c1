import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $cartChanges,
  $cartCount,
  $cartRegion,
  cartChanged,
  DEFAULT_CART_REGION,
  setCartRegion,
} from '../../../src/core/cart';
import { setNavigator } from '../../../src/core/navigation';
import { invalidateKeys } from '../../../src/core/query';
import { $session, EMPTY_SESSION, type UserInfo } from '../../../src/core/session';
import { useApiServer } from './api-server';

const { server, requestsTo } = useApiServer();

const baseUser: UserInfo = {
  Id: 7,
  Email: 'li@example.com',
  Name: '李雷',
  Mobile: '13800000000',
  CompanyId: 3,
  Regions: [2, 3],
  UserRoleNames: ['采购员'],
  IsRegistEntity: false,
};
const countCalls = () => requestsTo('/api/ShoppingCarts/items/count');
const regionsAsked = () => countCalls().map((r) => r.url.searchParams.get('region'));
const settle = () => new Promise((r) => setTimeout(r, 30));

let unbind: (() => void) | undefined;

beforeEach(() => {
  $session.set(EMPTY_SESSION);
  setCartRegion(DEFAULT_CART_REGION); // forget an earlier test's choice (a choice belongs to one user)
  invalidateKeys(() => true);
  setNavigator(vi.fn());
  server.use(
    http.get('/api/ShoppingCarts/items/count', ({ request }) => {
      const region = Number(new URL(request.url).searchParams.get('region'));
      return HttpResponse.json({ Count: region * 10 });
    }),
  );
});
afterEach(() => {
  unbind?.();
  unbind = undefined;
  setNavigator(null);
});

describe('cart region', () => {
  it('defaults to the first of the user Regions, 1 without regions or user', () => {
    expect(DEFAULT_CART_REGION).toBe(1);
    expect($cartRegion.get()).toBe(1);
    $session.set({ token: 't', user: baseUser, company: null });
    expect($cartRegion.get()).toBe(2);
    $session.set({ token: 't', user: { ...baseUser, Regions: [] }, company: null });
    expect($cartRegion.get()).toBe(1);
  });

  it('keeps the chosen region, and resets when the user changes', () => {
    $session.set({ token: 't', user: baseUser, company: null });
    setCartRegion(3);
    expect($cartRegion.get()).toBe(3);
    $session.set({ token: 't2', user: { ...baseUser, Id: 8, Regions: [4] }, company: null });
    expect($cartRegion.get()).toBe(4);
    $session.set(EMPTY_SESSION);
    expect($cartRegion.get()).toBe(1);
  });
});

describe('cart count', () => {
  it('is not fetched without a token', async () => {
    unbind = $cartCount.subscribe(() => {});
    await settle();
    expect(countCalls()).toHaveLength(0);
    expect($cartCount.get().data).toBeUndefined();
  });

  it('is fetched once, with the region, once a token exists', async () => {
    unbind = $cartCount.subscribe(() => {});
    await settle();
    $session.set({ token: 'jwt-1', user: baseUser, company: null });
    await vi.waitFor(() => expect($cartCount.get().data).toBe(20));
    expect(regionsAsked()).toEqual(['2']);
    expect(countCalls()[0]!.headers.get('authorization')).toBe('Bearer jwt-1');
  });

  it('asks region 1 when the user has no regions', async () => {
    $session.set({ token: 'jwt-1', user: { ...baseUser, Regions: [] }, company: null });
    unbind = $cartCount.subscribe(() => {});
    await vi.waitFor(() => expect($cartCount.get().data).toBe(10));
    expect(regionsAsked()).toEqual(['1']);
  });

  it('is fetched again when the region changes', async () => {
    $session.set({ token: 'jwt-1', user: baseUser, company: null });
    unbind = $cartCount.subscribe(() => {});
    await vi.waitFor(() => expect($cartCount.get().data).toBe(20));
    setCartRegion(3);
    await vi.waitFor(() => expect($cartCount.get().data).toBe(30));
    expect(regionsAsked()).toEqual(['2', '3']);
  });

  it('two widgets on the page share one request', async () => {
    $session.set({ token: 'jwt-1', user: baseUser, company: null });
    unbind = $cartCount.subscribe(() => {});
    const unbindSecond = $cartCount.subscribe(() => {});
    await vi.waitFor(() => expect($cartCount.get().data).toBe(20));
    await settle();
    expect(countCalls()).toHaveLength(1);
    unbindSecond();
  });

  it('cartChanged refetches the count and bumps $cartChanges', async () => {
    let count = 1;
    server.use(http.get('/api/ShoppingCarts/items/count', () => HttpResponse.json({ Count: count })));
    $session.set({ token: 'jwt-1', user: baseUser, company: null });
    unbind = $cartCount.subscribe(() => {});
    await vi.waitFor(() => expect($cartCount.get().data).toBe(1));
    const before = $cartChanges.get();
    count = 2;
    cartChanged();
    expect($cartChanges.get()).toBe(before + 1);
    await vi.waitFor(() => expect($cartCount.get().data).toBe(2));
    expect(countCalls()).toHaveLength(2);
  });

  it('logout empties the badge without another call', async () => {
    $session.set({ token: 'jwt-1', user: baseUser, company: null });
    unbind = $cartCount.subscribe(() => {});
    await vi.waitFor(() => expect($cartCount.get().data).toBe(20));
    $session.set(EMPTY_SESSION);
    await settle();
    expect($cartCount.get().data).toBeUndefined();
    expect(countCalls()).toHaveLength(1);
  });

  it('another login never shows the previous user’s count from the cache', async () => {
    server.use(
      http.get('/api/ShoppingCarts/items/count', ({ request }) =>
        HttpResponse.json({ Count: request.headers.get('authorization') === 'Bearer jwt-a' ? 5 : 9 }),
      ),
    );
    $session.set({ token: 'jwt-a', user: baseUser, company: null });
    unbind = $cartCount.subscribe(() => {});
    await vi.waitFor(() => expect($cartCount.get().data).toBe(5));
    $session.set({ token: 'jwt-b', user: baseUser, company: null });
    await vi.waitFor(() => expect($cartCount.get().data).toBe(9));
  });
});
