/**
 * 再次购买: an order's lines at today's prices into the cart of the order's region; what changed since (price, off
 * sale, stock) is listed before anything is added, and another buyer's order does not exist.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { products } from '../../server/db/schema.js';
import type { QuickOrderResult } from '../../src/contract/quick-order.js';
import { type BuyProducts, buyProducts, setPrice } from './buy-fixtures.js';
import { auth, createBuyers, orderFromCart } from './commerce-fixtures.js';
import { describeEachDatabase } from './helpers/app.js';

describeEachDatabase('reorder', (ctx) => {
  let p: BuyProducts;
  beforeAll(async () => {
    p = await buyProducts(ctx(), 'RO');
  });
  const reorder = (token: string, id: number, payload?: object) =>
    ctx().app.inject({
      method: 'POST',
      url: `/api/Orders/${id}/reorder`,
      headers: auth(token),
      ...(payload ? { payload } : {}),
    });
  const cartOf = async (token: string) =>
    (
      (
        await ctx().app.inject({ method: 'GET', url: '/api/ShoppingCarts/items?region=1', headers: auth(token) })
      ).json() as {
        Items: { ProductId: number; Quantity: number; UnitPrice: string }[];
      }
    ).Items.map((l) => [l.ProductId, l.Quantity, l.UnitPrice]);

  it('lists a changed price and an off-sale line on a dry run, then adds the rest at today’s prices', async () => {
    const {
      tokens: [buyer],
    } = await createBuyers(ctx(), 1, 'reorder-a');
    const created = await orderFromCart(ctx(), buyer!, [
      [p.plain, 2],
      [p.stepped, 15],
      [p.scarce, 2],
    ]);
    expect(created.statusCode).toBe(201);
    const orderId = (created.json() as { Id: number }).Id;
    // Since the order: a price rose, a product went off sale, the stock of another fell below the line.
    await setPrice(ctx(), p.plain, '13.80');
    await ctx().db.update(products).set({ onSale: false }).where(eq(products.id, p.stepped));
    await ctx().db.update(products).set({ stock: 1 }).where(eq(products.id, p.scarce));

    const dry = await reorder(buyer!, orderId, { DryRun: true });
    expect(dry.statusCode).toBe(200);
    const preview = dry.json() as QuickOrderResult;
    expect(preview.Added).toBe(0);
    expect(preview.Rows.map((r) => [r.ProductId, r.Status])).toEqual([
      [p.plain, 'ok'],
      [p.stepped, 'off-sale'],
      [p.scarce, 'quantity'],
    ]);
    expect(preview.Rows[0]).toMatchObject({ UnitPrice: '13.80', PreviousPrice: '12.50' });
    expect(preview.Rows[0]!.Error).toContain('13.80');
    expect(preview.Rows[2]).toMatchObject({ SuggestedQuantity: 1 });
    expect(await cartOf(buyer!)).toEqual([]);

    const done = (await reorder(buyer!, orderId)).json() as QuickOrderResult;
    expect(done.Added).toBe(1);
    expect(await cartOf(buyer!)).toEqual([[p.plain, 2, '13.80']]);
    await ctx()
      .db.update(products)
      .set({ onSale: true, stock: 1000 })
      .where(sql`${products.id} in (${p.stepped}, ${p.scarce})`);
    await setPrice(ctx(), p.plain, '12.50');
  });

  it('is 404 for an order of another buyer or company, and 401 without a token', async () => {
    const a = await createBuyers(ctx(), 2, 'reorder-b');
    const b = await createBuyers(ctx(), 1, 'reorder-c');
    const created = await orderFromCart(ctx(), a.tokens[1]!, [[p.plain, 1]]);
    const orderId = (created.json() as { Id: number }).Id;
    expect((await reorder(b.tokens[0]!, orderId, { DryRun: true })).statusCode).toBe(404);
    // A colleague who is not the company's admin does not see the order; the admin does (as in the order list).
    expect((await reorder(a.tokens[0]!, orderId, { DryRun: true })).statusCode).toBe(200);
    const anonymous = await ctx().app.inject({ method: 'POST', url: `/api/Orders/${orderId}/reorder`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});
