/**
 * The set-up the buying-faster browser files share (quick-order, buy-again, buy-tools): products of the file's own
 * (an online product priced in region 1, made like the catalogue's first one), API calls as a signed-in user (each
 * with its own Idempotency-Key), and a user's cart lines read or emptied in the database.
 */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { cartItems, type products, users } from '../../server/db/schema.js';
import { insertProduct } from '../server/buy-fixtures.js';
import type { SessionSeed, Storefront } from './helpers.js';

export type ProductValues = Partial<typeof products.$inferInsert> & { name: string; model: string };

export interface BuyFixture {
  /** A new product (online, stock 1000, unit 个 unless `values` say otherwise) priced `price` in region 1 (null: unpriced). */
  product(values: ProductValues, price?: string | null): Promise<number>;
  /** An API call as `session`. */
  inject(
    session: SessionSeed,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  /** The user's cart lines (every region), by product id. */
  cartOf(email: string): Promise<{ productId: number; quantity: number }[]>;
  emptyCart(email: string): Promise<void>;
}

export function buyFixture(store: Storefront): BuyFixture {
  const userId = async (email: string) => {
    const [u] = await store.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return u!.id;
  };
  return {
    product: (values, price = '10.00') => insertProduct(store.db, values, price),
    inject: (session, method, url, payload) =>
      store.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${session.token}`, 'idempotency-key': crypto.randomUUID() },
        ...(payload ? { payload } : {}),
      }),
    async cartOf(email) {
      const rows = await store.db
        .select({ productId: cartItems.productId, quantity: cartItems.quantity })
        .from(cartItems)
        .where(eq(cartItems.userId, await userId(email)));
      return rows.sort((a, b) => a.productId - b.productId);
    },
    async emptyCart(email) {
      await store.db.delete(cartItems).where(eq(cartItems.userId, await userId(email)));
    },
  };
}
