/**
 * Add to cart and buy now: logged-out visitors go to /login?redirect=…; logged in, the line is added for
 * the current cart region, the badge refreshes (cartChanged), and buy now leaves only that line selected.
 */
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $cartChanges } from '../../../src/core/cart';
import { setNavigator } from '../../../src/core/navigation';
import { $session, EMPTY_SESSION } from '../../../src/core/session';
import type { UserInfo } from '../../../src/core/types';
import { addToCart, buyNow, loginPath } from '../../../src/features/catalogue/cartActions';
import { useApiServer } from '../core/api-server';

const { server, requestsTo, seen } = useApiServer();

const user: UserInfo = { Id: 7, Email: 'li@example.com', Name: '李雷', Mobile: '13800000000', CompanyId: 3, Regions: [2, 3], UserRoleNames: ['采购员'], IsRegistEntity: false };
const went: string[] = [];
const bodies: unknown[] = [];

beforeEach(() => {
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
    server.use(http.post('*/api/ShoppingCarts/items', () => HttpResponse.json({ Error: '购买数量须为 5 的倍数' }, { status: 400 })));
    await expect(buyNow(5, 3, { returnPath: '/x' })).rejects.toMatchObject({ status: 400, message: '购买数量须为 5 的倍数' });
    expect(went).toEqual([]);
  });
});
