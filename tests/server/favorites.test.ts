/** 收藏 per user and 常购商品 per company (last 90 days of paid orders, with the last price and date). */
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { orders } from '../../server/db/schema.js';
import { OrderStatus } from '../../src/contract/enums.js';
import type { FavoriteList, FrequentList } from '../../src/contract/quick-order.js';
import { type BuyProducts, buyProducts } from './buy-fixtures.js';
import { auth, createBuyers, orderFromCart } from './commerce-fixtures.js';
import { describeEachDatabase } from './helpers/app.js';

describeEachDatabase('favourites and frequent products', (ctx) => {
  let p: BuyProducts;
  beforeAll(async () => {
    p = await buyProducts(ctx(), 'FV');
  });
  const call = (token: string, method: 'GET' | 'PUT' | 'DELETE', url: string) =>
    ctx().app.inject({ method, url, headers: auth(token) });

  it('keeps favourites per user, idempotent both ways', async () => {
    const { tokens } = await createBuyers(ctx(), 2, 'fav-a');
    const [me, colleague] = tokens as [string, string];
    expect((await call(me, 'GET', `/api/Favorites/${p.plain}`)).json()).toEqual({
      ProductId: p.plain,
      Favorite: false,
    });
    expect((await call(me, 'PUT', `/api/Favorites/${p.plain}`)).json()).toEqual({ ProductId: p.plain, Favorite: true });
    expect((await call(me, 'PUT', `/api/Favorites/${p.plain}`)).statusCode).toBe(200);
    await call(me, 'PUT', `/api/Favorites/${p.stepped}`);
    // The hearts of a grid read every id at once, newest first.
    expect((await call(me, 'GET', '/api/Favorites/ids')).json()).toEqual({ ProductIds: [p.stepped, p.plain] });
    expect((await call(colleague, 'GET', '/api/Favorites/ids')).json()).toEqual({ ProductIds: [] });
    const mine = (await call(me, 'GET', '/api/Favorites?region=1')).json() as FavoriteList;
    expect(mine.Items.map((i) => i.Id).sort()).toEqual([p.plain, p.stepped].sort());
    expect(mine.Items.find((i) => i.Id === p.plain)!.Price).toBe('12.50');
    expect(((await call(colleague, 'GET', '/api/Favorites')).json() as FavoriteList).Items).toEqual([]);
    expect((await call(colleague, 'GET', `/api/Favorites/${p.plain}`)).json()).toMatchObject({ Favorite: false });
    expect((await call(me, 'DELETE', `/api/Favorites/${p.plain}`)).json()).toMatchObject({ Favorite: false });
    expect((await call(me, 'DELETE', `/api/Favorites/${p.plain}`)).statusCode).toBe(200);
    expect(((await call(me, 'GET', '/api/Favorites')).json() as FavoriteList).Items.map((i) => i.Id)).toEqual([
      p.stepped,
    ]);
    expect((await call(me, 'PUT', '/api/Favorites/99999999')).statusCode).toBe(404);
    expect((await ctx().app.inject({ method: 'GET', url: '/api/Favorites' })).statusCode).toBe(401);
  });

  it('ranks the company’s paid purchases of the last 90 days, with the last price and date', async () => {
    const { tokens } = await createBuyers(ctx(), 2, 'freq-a');
    const other = (await createBuyers(ctx(), 1, 'freq-b')).tokens[0]!;
    const place = async (token: string, lines: [number, number][]) =>
      ((await orderFromCart(ctx(), token, lines)).json() as { Id: number }).Id;
    const paid = [
      await place(tokens[0]!, [
        [p.plain, 2],
        [p.stepped, 10],
      ]),
      await place(tokens[1]!, [[p.plain, 3]]),
      await place(other, [[p.scarce, 1]]),
    ];
    const old = await place(tokens[0]!, [[p.twinA, 50]]);
    const unpaid = await place(tokens[0]!, [[p.twinB, 50]]);
    await ctx()
      .db.update(orders)
      .set({ status: OrderStatus.Completed })
      .where(inArray(orders.id, [...paid, old]));
    await ctx()
      .db.update(orders)
      .set({ createdAt: new Date(ctx().app.now().getTime() - 91 * 24 * 3600 * 1000) })
      .where(eq(orders.id, old));
    void unpaid;
    const list = (await call(tokens[1]!, 'GET', '/api/Products/frequent?region=1')).json() as FrequentList;
    expect(list.Items.map((i) => [i.Id, i.OrderCount, i.TotalQuantity, i.LastPrice])).toEqual([
      [p.plain, 2, 5, '12.50'],
      [p.stepped, 1, 10, '0.35'],
    ]);
    expect(Number.isNaN(Date.parse(list.Items[0]!.LastOrderedAt))).toBe(false);
  });
});
