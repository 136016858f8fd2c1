/**
 * Add to cart and buy now: logged-out visitors go to /login?redirect=…; logged in, the line is added for
 * the current cart region, the badge refreshes (cartChanged), and buy now leaves only that line selected.
 */
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $cartChanges } from '../../../src/core/cart';
import { ApiError } from '../../../src/core/http';
import { setNavigator } from '../../../src/core/navigation';
import { hasCartAction, PENDING_ACTION_KEY, PENDING_ACTION_TTL_MS } from '../../../src/core/pending-action';
import { $session, EMPTY_SESSION } from '../../../src/core/session';
import type { UserInfo } from '../../../src/core/types';
import {
  actionFailure,
  addToCart,
  buyNow,
  loginPath,
  resumeCartAction,
} from '../../../src/features/shared/products/cartActions';
import { useApiServer } from '../core/api-server';

const { server, requestsTo, seen } = useApiServer();

const user: UserInfo = {
  Id: 7,
  Email: 'li@example.com',
  Name: '李雷',
  Mobile: '13800000000',
  CompanyId: 3,
  Regions: [2, 3],
  UserRoleNames: ['采购员'],
  IsRegistEntity: false,
};
const went: string[] = [];
const bodies: unknown[] = [];

beforeEach(() => {
  sessionStorage.clear();
  went.length = 0;
  bodies.length = 0;
  $session.set(EMPTY_SESSION);
  setNavigator((path) => went.push(path));
  server.use(
    http.post('*/api/ShoppingCarts/items', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ Id: 41 }, { status: 201 });
    }),
    http.put('*/api/ShoppingCarts/items/selection', async ({ request }) => {
      bodies.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/api/ShoppingCarts/items/count', () => HttpResponse.json({ Count: 1 })),
  );
});
afterEach(() => {
  setNavigator(null);
  $session.set(EMPTY_SESSION);
});

describe('logged out', () => {
  it('add to cart goes to the login page with the way back and calls nothing', async () => {
    expect(await addToCart(5, 1, { returnPath: '/online/detail/5?x=1' })).toBeNull();
    expect(went).toEqual([`/login?redirect=${encodeURIComponent('/online/detail/5?x=1')}`]);
    expect(seen).toHaveLength(0);
    await buyNow(5, 1, { returnPath: '/vnetzone/online' });
    expect(went[1]).toBe(loginPath('/vnetzone/online'));
  });
});

describe('logged in', () => {
  beforeEach(() => $session.set({ token: 'tok', user, company: null }));

  it('adds the quantity for the user’s cart region and refreshes the badges', async () => {
    const changes = $cartChanges.get();
    const line = await addToCart(5, 10, { returnPath: '/online/detail/5' });
    expect(line).toEqual({ Id: 41 });
    expect(bodies).toEqual([{ ProductId: 5, Quantity: 10, Region: 2 }]);
    expect($cartChanges.get()).toBe(changes + 1);
    expect(went).toEqual([]);
  });

  it('buy now selects only the new line, then goes to /purchase', async () => {
    await buyNow(5, 2, { returnPath: '/online/detail/5' });
    expect(bodies).toEqual([
      { ProductId: 5, Quantity: 2, Region: 2 },
      { Region: 2, Selected: false },
      { Region: 2, Selected: true, Ids: [41] },
    ]);
    expect(requestsTo('/api/ShoppingCarts/items/selection', 'PUT')).toHaveLength(2);
    expect(went).toEqual(['/purchase']);
  });

  it('a refused add (400) rejects and does not navigate', async () => {
    server.use(
      http.post('*/api/ShoppingCarts/items', () =>
        HttpResponse.json({ Error: '购买数量须为 5 的倍数' }, { status: 400 }),
      ),
    );
    await expect(buyNow(5, 3, { returnPath: '/x' })).rejects.toMatchObject({
      status: 400,
      message: '购买数量须为 5 的倍数',
    });
    expect(went).toEqual([]);
  });
});

// an add to cart that sent a visitor to /login is done after login, exactly once.
describe('the action asked for before logging in', () => {
  it('is done once after login, for the page it was asked on, then goes back there', async () => {
    await addToCart(5, 3, { returnPath: '/online/detail/5' });
    expect(seen).toHaveLength(0);
    $session.set({ token: 'tok', user, company: null });
    // Logging in towards another page does not do it (and forgets it).
    expect(await resumeCartAction('/home')).toBeNull();
    expect(bodies).toEqual([]);

    $session.set(EMPTY_SESSION);
    await addToCart(5, 3, { returnPath: '/online/detail/5' });
    $session.set({ token: 'tok', user, company: null });
    expect(await resumeCartAction('/online/detail/5')).toBe('/online/detail/5');
    expect(await resumeCartAction('/online/detail/5')).toBeNull();
    expect(bodies).toEqual([{ ProductId: 5, Quantity: 3, Region: 2 }]);
  });

  it('buy now resumes to /purchase with only that line selected', async () => {
    await buyNow(9, 2, { returnPath: '/vnetzone/online?page=2' });
    $session.set({ token: 'tok', user, company: null });
    expect(await resumeCartAction('/vnetzone/online?page=2')).toBe('/purchase');
    expect(bodies).toEqual([
      { ProductId: 9, Quantity: 2, Region: 2 },
      { Region: 2, Selected: false },
      { Region: 2, Selected: true, Ids: [41] },
    ]);
  });

  it('is seen as waiting (the login then loads the cart actions) until it is taken', async () => {
    expect(hasCartAction()).toBe(false);
    await addToCart(5, 1, { returnPath: '/online/detail/5' });
    expect(hasCartAction()).toBe(true);
    $session.set({ token: 'tok', user, company: null });
    expect(await resumeCartAction('/online/detail/5')).toBe('/online/detail/5');
    expect(hasCartAction()).toBe(false);
  });

  it('is forgotten after 30 minutes', async () => {
    await addToCart(5, 1, { returnPath: '/x' });
    const kept = JSON.parse(sessionStorage.getItem(PENDING_ACTION_KEY)!);
    sessionStorage.setItem(PENDING_ACTION_KEY, JSON.stringify({ ...kept, at: kept.at - PENDING_ACTION_TTL_MS - 1 }));
    $session.set({ token: 'tok', user, company: null });
    expect(await resumeCartAction('/x')).toBeNull();
    expect(bodies).toEqual([]);
  });
});

// the control says it did not work when no global message did.
describe('actionFailure', () => {
  const err = (status: number, data?: unknown) => new ApiError(status, 'x', { data });
  it('names gateway failures and refusals, stays quiet where a toast already spoke', () => {
    for (const status of [502, 503, 504])
      expect(actionFailure(err(status, '<html>'), 'add')).toBe('未能加入购物车，请重试');
    expect(actionFailure(err(409, { Error: '库存不足' }), 'add')).toBe('未能加入购物车：库存不足');
    expect(actionFailure(err(403, { Error: '账号已停用' }), 'buy')).toBe('未能立即购买：账号已停用');
    expect(actionFailure(err(403), 'add')).toBe('未能加入购物车，请重试');
    // What the http client announced itself (its toast of a 400, 500 or network failure, the logout of a 401).
    for (const status of [0, 400, 401, 500]) {
      const announced = err(status);
      announced.announced = true;
      expect(actionFailure(announced, 'add')).toBeNull();
    }
    // The same failure of a silent call was said by nobody: the control says it.
    expect(actionFailure(err(500), 'add')).toBe('未能加入购物车，请重试');
    expect(actionFailure(new ApiError(0, 'x', { aborted: true }), 'add')).toBeNull();
  });
});
