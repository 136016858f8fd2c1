/**
 * Helpers for the governance tests: a company with an admin, buyers, approvers and finance, departments and
 * rules set through the API, a product at a known price, and orders of a known total.
 */
import { and, eq } from 'drizzle-orm';
import { productPrices, products } from '../../server/db/schema.js';
import { auth, createBuyers, newKey } from './commerce-fixtures.js';
import type { TestContext } from './helpers/app.js';

export interface GovCompany {
  companyId: number;
  admin: string;
  tokens: string[];
  userIds: number[];
  emails: string[];
}

/** A verified company of `count` users (the first is 管理员, the others 采购员). */
export async function govCompany(ctx: TestContext, count: number, label: string): Promise<GovCompany> {
  const { companyId, tokens, userIds } = await createBuyers(ctx, count, label);
  return {
    companyId,
    admin: tokens[0]!,
    tokens,
    userIds,
    emails: userIds.map((_, i) => `${label}-${i}@test.cn`),
  };
}

export async function api(
  ctx: TestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object | string,
) {
  return ctx.app.inject({ method, url, headers: auth(token), ...(payload === undefined ? {} : { payload }) });
}

export async function setUser(ctx: TestContext, c: GovCompany, userId: number, body: Record<string, unknown>) {
  const res = await api(ctx, c.admin, 'PUT', `/api/Company/users/${userId}`, body);
  if (res.statusCode !== 200) throw new Error(`PUT user ${userId}: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function newDepartment(ctx: TestContext, c: GovCompany, body: Record<string, unknown>): Promise<number> {
  const res = await api(ctx, c.admin, 'POST', '/api/Company/departments', body);
  if (res.statusCode !== 201) throw new Error(`POST department: ${res.statusCode} ${res.body}`);
  return (res.json() as { Id: number }).Id;
}

export async function setRules(ctx: TestContext, c: GovCompany, rules: unknown[]) {
  const res = await api(ctx, c.admin, 'PUT', '/api/Company/approval-rules', rules);
  if (res.statusCode !== 200) throw new Error(`PUT rules: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Gives product `id` the price `price` in region 1 and plenty of stock. */
export async function priceProduct(ctx: TestContext, id: number, price: string, stock = 100_000): Promise<void> {
  await ctx.db
    .update(productPrices)
    .set({ price })
    .where(and(eq(productPrices.productId, id), eq(productPrices.regionId, 1)));
  await ctx.db
    .update(products)
    .set({ stock, onSale: true, minQuantity: 1, quantityStep: 1 })
    .where(eq(products.id, id));
}

/** The cart of region 1 holds exactly `quantity` × product (a refused order leaves its lines in the cart). */
export async function fillCart(ctx: TestContext, token: string, productId: number, quantity: number) {
  const cart = await api(ctx, token, 'GET', '/api/ShoppingCarts/items?region=1');
  for (const line of (cart.json() as { Items: Array<{ Id: number }> }).Items) {
    await api(ctx, token, 'DELETE', `/api/ShoppingCarts/items/${line.Id}`);
  }
  const res = await api(ctx, token, 'POST', '/api/ShoppingCarts/items', {
    ProductId: productId,
    Quantity: quantity,
    Region: 1,
  });
  if (res.statusCode !== 201) throw new Error(`add to cart: ${res.statusCode} ${res.body}`);
}

/** An order of `quantity` × product (its cart filled first); returns the raw answer. */
export async function order(ctx: TestContext, token: string, productId: number, quantity: number) {
  await fillCart(ctx, token, productId, quantity);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/Orders',
    headers: { ...auth(token), 'idempotency-key': newKey('gov') },
    payload: { Region: 1, InvoiceType: 0 },
  });
}

export async function stockOf(ctx: TestContext, id: number): Promise<number> {
  return (await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
}

export async function budgetOf(ctx: TestContext, token: string, departmentId: number) {
  const res = await api(ctx, token, 'GET', '/api/Company/budgets');
  if (res.statusCode !== 200) throw new Error(`budgets: ${res.statusCode} ${res.body}`);
  return (
    res.json() as Array<{
      DepartmentId: number;
      Amount: string | null;
      Reserved: string;
      Spent: string;
      Left: string | null;
    }>
  ).find((b) => b.DepartmentId === departmentId)!;
}

/** `n` online products on sale with a region-1 price, with their category. */
export async function onlineProducts(ctx: TestContext, n: number, skip = 0) {
  return ctx.db
    .select({ id: products.id, categoryId: products.categoryId })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.regionId, 1)))
    .where(and(eq(products.catalogue, 'online'), eq(products.onSale, true)))
    .orderBy(products.id)
    .limit(n)
    .offset(skip);
}
