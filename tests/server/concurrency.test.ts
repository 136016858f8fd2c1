/**
 * Races on PostgreSQL (PGlite serialises everything and would hide them): one checkout replayed 50 times
 * at once, 200 buyers against a stock of 50, one payment callback delivered 5 times at once.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orderItems, orders, payments, products } from '../../server/db/schema.js';
import { auth, createBuyers, newKey, orderFromCart, tokenFor } from './commerce-fixtures.js';
import { createTestApp, databaseSelected, postgresAvailable, type TestContext } from './helpers/app.js';
import { signedHeaders } from './helpers/notify.js';

const selected = databaseSelected('postgres');
const available = selected && (await postgresAvailable());
if (selected && !available && process.env.CI)
  throw new Error('PostgreSQL 不可用 and CI is set: the concurrency suite must run');

describe.skipIf(!available)('concurrency [postgres]', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ database: 'postgres' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const stockOf = async (id: number) =>
    (await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

  it('50 parallel order creations from one cart with one Idempotency-Key make exactly one order', async () => {
    const buyer = await tokenFor(ctx, 'buyer@demo.cn');
    const productId = 57;
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/ShoppingCarts/items/selection',
      headers: auth(buyer),
      payload: { Region: 1, Selected: false },
    });
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/ShoppingCarts/items',
      headers: auth(buyer),
      payload: { ProductId: productId, Quantity: 2, Region: 1 },
    });
    expect(added.statusCode).toBe(201);
    const stockBefore = await stockOf(productId);
    const key = newKey('same-checkout');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/Orders',
          headers: { ...auth(buyer), 'idempotency-key': key },
          payload: { Region: 1, InvoiceType: 0 },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201));
    const ids = new Set(answers.map((a) => (a.json() as { Id: number }).Id));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(49);
    const created = await ctx.db
      .select({ n: sql<number>`count(distinct ${orders.id})::int` })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(eq(orderItems.productId, productId));
    expect(created[0]!.n).toBe(1);
    expect(await stockOf(productId)).toBe(stockBefore - 2);
  });

  it('200 parallel orders against a stock of 50: exactly 50 orders, stock 0, retries replayed not re-run', async () => {
    const productId = 58;
    await ctx.db.update(products).set({ stock: 50 }).where(eq(products.id, productId));
    const { tokens } = await createBuyers(ctx, 200, 'race');
    // Setting up the carts is not what is under test: in batches, so a crowded CI machine does not time out here.
    for (let i = 0; i < tokens.length; i += 25) {
      await Promise.all(
        tokens.slice(i, i + 25).map(async (token) => {
          const res = await ctx.app.inject({
            method: 'POST',
            url: '/api/ShoppingCarts/items',
            headers: auth(token),
            payload: { ProductId: productId, Quantity: 1, Region: 1 },
          });
          if (res.statusCode !== 201) throw new Error(`cart setup: ${res.statusCode} ${res.body}`);
        }),
      );
    }
    const keys = tokens.map((_, i) => newKey(`race-${i}`));
    const send = () =>
      Promise.all(
        tokens.map((token, i) =>
          ctx.app.inject({
            method: 'POST',
            url: '/api/Orders',
            headers: { ...auth(token), 'idempotency-key': keys[i]! },
            payload: { Region: 1, InvoiceType: 0 },
          }),
        ),
      );
    const started = Date.now();
    const first = await send();
    const elapsed = Date.now() - started;
    const codes = first.map((r) => r.statusCode);
    expect(
      first.filter((r) => r.statusCode !== 201 && r.statusCode !== 409).map((r) => `${r.statusCode} ${r.body}`),
    ).toEqual([]);
    expect(codes.filter((c) => c === 201)).toHaveLength(50);
    expect(codes.filter((c) => c === 409)).toHaveLength(150);
    expect(
      first
        .filter((r) => r.statusCode === 409)
        .every((r) => (r.json() as { Error: string }).Error.startsWith('库存不足')),
    ).toBe(true);
    expect(await stockOf(productId)).toBe(0);
    const countOrders = async () =>
      (
        await ctx.db
          .select({ n: sql<number>`count(*)::int`, q: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
          .from(orderItems)
          .where(eq(orderItems.productId, productId))
      )[0]!;
    expect(await countOrders()).toEqual({ n: 50, q: 50 });

    // Stock comes back (e.g. a cancellation) and every client retries with its key: the first answers are replayed.
    await ctx.db.update(products).set({ stock: 50 }).where(eq(products.id, productId));
    const retried = await send();
    expect(retried.map((r) => r.statusCode)).toEqual(codes);
    expect(retried.every((r) => r.headers['idempotent-replayed'] === 'true')).toBe(true);
    expect(retried.map((r) => r.body)).toEqual(first.map((r) => r.body));
    expect(await countOrders()).toEqual({ n: 50, q: 50 });
    expect(await stockOf(productId)).toBe(50);
    console.info(`[concurrency] 200 parallel orders against stock 50 on PostgreSQL: ${elapsed} ms`);
  });

  it('a payment callback delivered 5 times at once pays the order once, with one payment row', async () => {
    const buyer = await tokenFor(ctx, 'buyer@demo.cn');
    const order = (await orderFromCart(ctx, buyer, [[59, 1]])).json() as { Id: number };
    const payment = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/Payments',
        headers: { ...auth(buyer), 'idempotency-key': newKey() },
        payload: { OrderId: order.Id, Method: 'sandbox' },
      })
    ).json() as { Id: number; Amount: string };
    const raw = JSON.stringify({
      PaymentId: payment.Id,
      ProviderRef: `SBX-RACE-${payment.Id}`,
      Status: 'SUCCESS',
      Amount: payment.Amount,
    });
    const headers = signedHeaders(ctx, raw);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/Payments/notify',
          headers,
          payload: raw,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const rows = await ctx.db.select().from(payments).where(eq(payments.orderId, order.Id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe(20);
    const paidEvents = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.Id), eq(orderEvents.status, 30)));
    expect(paidEvents[0]!.n).toBe(1);
    const [row] = await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.Id));
    expect(row!.status).toBe(30);
  });

  it('the same bank statement line delivered 5 times at once is booked once', async () => {
    const buyer = await tokenFor(ctx, 'buyer@demo.cn');
    const order = (await orderFromCart(ctx, buyer, [[60, 1]])).json() as {
      Id: number;
      TotalAmount: string;
      RemittanceCode: string;
    };
    const raw = JSON.stringify({
      RemittanceCode: order.RemittanceCode,
      Amount: order.TotalAmount,
      ProviderRef: `BANK-RACE-${order.Id}`,
    });
    const headers = signedHeaders(ctx, raw);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/Payments/bank-transfer/notify',
          headers,
          payload: raw,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const rows = await ctx.db.select().from(payments).where(eq(payments.orderId, order.Id));
    expect(rows.filter((p) => p.status === 20)).toHaveLength(1);
  });
});
