/**
 * 收藏 (a user's favourite products) and 常购商品 (what the company bought most over the last 90 days, with the
 * last price paid and when). Favourites are the user's own; frequent products are the company's, counted over
 * paid orders (paid, shipped, completed) — cancelled or unpaid orders were not bought.
 */
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { ProductSummary } from '../../src/contract/catalogue.js';
import type { FavoriteState, FrequentProduct } from '../../src/contract/quick-order.js';
import type { Db } from '../db/client.js';
import { brands, categories, favorites, orderItems, orders, products, suppliers } from '../db/schema.js';
import { notFound } from '../errors.js';
import { summaryColumns, toSummary } from './catalogue.js';
import { formatMoney } from './money.js';
import { PAID_STATUSES } from './orders.js';
import { applyContracts } from './pricing/personal.js';
import { chinaDay, contractPricesOn } from './pricing/reads.js';

export const FREQUENT_DAYS = 90;
const FREQUENT_LIMIT = 30;
const FAVORITES_LIMIT = 500;

export async function favoriteState(db: Db, userId: number, productId: number): Promise<FavoriteState> {
  const [row] = await db
    .select({ productId: favorites.productId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)))
    .limit(1);
  return { ProductId: productId, Favorite: Boolean(row) };
}

/** Marks a product as a favourite (again: no change). 404 for a product that does not exist. */
export async function addFavorite(db: Db, userId: number, productId: number, now: Date): Promise<FavoriteState> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
  if (!product) throw notFound('商品不存在');
  await db.insert(favorites).values({ userId, productId, createdAt: now }).onConflictDoNothing();
  return { ProductId: productId, Favorite: true };
}

export async function removeFavorite(db: Db, userId: number, productId: number): Promise<FavoriteState> {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)));
  return { ProductId: productId, Favorite: false };
}

/** The products priced for the company: its 协议价 valid on the China day of `now` replaces the list price. */
async function summariesOf(
  db: Db,
  ids: number[],
  regionId: number,
  companyId: number,
  now: Date,
): Promise<Map<number, ProductSummary>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select(summaryColumns(regionId))
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, ids));
  const contracts = await contractPricesOn(db, companyId, regionId, chinaDay(now), ids);
  return new Map(rows.map((r) => [r.product.id, applyContracts(toSummary(r), contracts)]));
}

/** The ids of the user's favourites, newest first (the hearts of a grid). */
export async function favoriteIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: favorites.productId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.productId))
    .limit(FAVORITES_LIMIT);
  return rows.map((r) => r.productId);
}

/** The user's favourites, newest first, priced in the region for the user's company. */
export async function listFavorites(
  db: Db,
  auth: { userId: number; companyId: number },
  regionId: number,
  now: Date,
): Promise<ProductSummary[]> {
  const ids = await favoriteIds(db, auth.userId);
  const byId = await summariesOf(db, ids, regionId, auth.companyId, now);
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/** The company's most bought products of the last 90 days: by how many orders had them, then by quantity. */
export async function frequentProducts(
  db: Db,
  companyId: number,
  regionId: number,
  now: Date,
): Promise<FrequentProduct[]> {
  const since = new Date(now.getTime() - FREQUENT_DAYS * 24 * 3600 * 1000);
  const bought = await db
    .select({
      productId: orderItems.productId,
      quantity: sql<number>`sum(${orderItems.quantity})::int`,
      orderCount: sql<number>`count(distinct ${orders.id})::int`,
      // The price of the newest line: ordered by the order's time, then the line's id.
      lastPrice: sql<string>`(array_agg(${orderItems.unitPrice} order by ${orders.createdAt} desc, ${orderItems.id} desc))[1]`,
      lastAt: sql<Date | string>`max(${orders.createdAt})`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.companyId, companyId), inArray(orders.status, PAID_STATUSES), gte(orders.createdAt, since)))
    .groupBy(orderItems.productId)
    .orderBy(desc(sql`count(distinct ${orders.id})`), desc(sql`sum(${orderItems.quantity})`), orderItems.productId)
    .limit(FREQUENT_LIMIT);
  const byId = await summariesOf(
    db,
    bought.map((b) => b.productId),
    regionId,
    companyId,
    now,
  );
  return bought.flatMap((b) => {
    const summary = byId.get(b.productId);
    if (!summary) return [];
    return [
      {
        ...summary,
        TotalQuantity: Number(b.quantity),
        OrderCount: Number(b.orderCount),
        LastPrice: formatMoney(b.lastPrice),
        LastOrderedAt: new Date(b.lastAt).toISOString(),
      },
    ];
  });
}
