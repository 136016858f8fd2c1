/**
 * The cart: lines per user and region, priced by the server's price engine (server/services/pricing/: the
 * region's list price, 阶梯价 at the line's quantity, the company's 协议价).
 * A quantity is valid when it is at least the product's minimum, reaches it in whole steps
 * (min, min + step, …) and does not exceed the stock. Consultation products never enter a cart.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Cart, CartLine } from '../../src/contract/cart.js';
import type { Db } from '../db/client.js';
import { cartItems, productPrices, products, users } from '../db/schema.js';
import { badRequest, notFound } from '../errors.js';
import { assertRegion } from './catalogue.js';
import { contractApplies, nextBreak, type PriceBasis, unitPrice } from './pricing/engine.js';
import { breaksColumn, chinaDay, contractPricesOn, readBreaks } from './pricing/reads.js';

export interface QuantityRules {
  name: string;
  unit: string;
  minQuantity: number;
  quantityStep: number;
  stock: number;
}

/** The Chinese reason a quantity is not allowed, or null. */
export function quantityProblem(p: QuantityRules, quantity: number): string | null {
  const step = Math.max(1, p.quantityStep);
  if (!Number.isInteger(quantity) || quantity < p.minQuantity || (quantity - p.minQuantity) % step !== 0) {
    return step > 1
      ? `「${p.name}」起订量为 ${p.minQuantity}${p.unit}，并按 ${step}${p.unit} 递增`
      : `「${p.name}」起订量为 ${p.minQuantity}${p.unit}`;
  }
  if (quantity > p.stock) return `「${p.name}」库存不足，当前库存 ${p.stock}${p.unit}`;
  return null;
}

const lineColumns = (regionId: number) => ({
  line: cartItems,
  product: products,
  price: sql<
    string | null
  >`(select pp.price from product_prices pp where pp.product_id = "products"."id" and pp.region_id = ${regionId})`,
  breaks: breaksColumn(regionId),
});

type LineRow = {
  line: typeof cartItems.$inferSelect;
  product: typeof products.$inferSelect;
  price: string | null;
  breaks: ReturnType<typeof readBreaks> | string | null;
  /** The company's contract price valid today, if any. */
  contract?: string | undefined;
};

function toLine(r: LineRow): CartLine {
  const p = r.product;
  const basis: PriceBasis | null =
    p.catalogue === 'online' && r.price !== null
      ? { list: r.price, breaks: readBreaks(r.breaks), contract: r.contract ?? null }
      : null;
  const q = r.line.quantity;
  const price = basis ? unitPrice(basis, q) : null;
  return {
    Id: r.line.id,
    ProductId: p.id,
    Name: p.name,
    Model: p.model,
    ImageUrl: p.imageUrl,
    Unit: p.unit,
    UnitPrice: price,
    ...(basis && contractApplies(basis, q) ? { ListPrice: unitPrice({ ...basis, contract: null }, q) } : {}),
    NextBreak: basis ? nextBreak(basis, q) : null,
    Quantity: r.line.quantity,
    MinQuantity: p.minQuantity,
    QuantityStep: p.quantityStep,
    Stock: p.stock,
    Selected: r.line.selected,
    Available: p.onSale && p.catalogue === 'online' && price !== null && quantityProblem(p, r.line.quantity) === null,
  };
}

async function lineRows(db: Db, userId: number, regionId: number, now: Date, ids?: number[]): Promise<LineRow[]> {
  const rows: LineRow[] = await db
    .select(lineColumns(regionId))
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(
      and(eq(cartItems.userId, userId), eq(cartItems.regionId, regionId), ids ? inArray(cartItems.id, ids) : undefined),
    )
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  // The company's 协议价 (validity in China days): the buyer's own company only.
  const [buyer] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId)).limit(1);
  if (!buyer || rows.length === 0) return rows;
  const contracts = await contractPricesOn(
    db,
    buyer.companyId,
    regionId,
    chinaDay(now),
    rows.map((r) => r.product.id),
  );
  return rows.map((r) => ({ ...r, contract: contracts.get(r.product.id) }));
}

export async function countCartLines(db: Db, userId: number, regionId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.regionId, regionId)));
  return Number(row?.n ?? 0);
}

export async function getCart(db: Db, userId: number, regionId: number, now: Date): Promise<Cart> {
  await assertRegion(db, regionId);
  const rows = await lineRows(db, userId, regionId, now);
  return { Region: regionId, Items: rows.map(toLine) };
}

async function oneLine(db: Db, userId: number, lineId: number, now: Date): Promise<CartLine> {
  const [owned] = await db
    .select({ regionId: cartItems.regionId })
    .from(cartItems)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)))
    .limit(1);
  if (!owned) throw notFound('购物车中没有该商品');
  const [row] = await lineRows(db, userId, owned.regionId, now, [lineId]);
  return toLine(row!);
}

/** Adds a quantity of a product to the region's cart (to the existing line when there is one). */
export async function addToCart(
  db: Db,
  userId: number,
  body: { ProductId: number; Quantity: number; Region: number },
  now: Date,
): Promise<CartLine> {
  return db.transaction(async (tx) => {
    await assertRegion(tx, body.Region, 'Region');
    const [product] = await tx.select().from(products).where(eq(products.id, body.ProductId)).limit(1);
    if (!product?.onSale) throw badRequest('商品不存在或已下架', 'ProductId');
    if (product.catalogue !== 'online') throw badRequest('咨询采购商品不能加入购物车，请提交咨询', 'ProductId');
    const [price] = await tx
      .select({ price: productPrices.price })
      .from(productPrices)
      .where(and(eq(productPrices.productId, product.id), eq(productPrices.regionId, body.Region)))
      .limit(1);
    if (!price) throw badRequest('该商品在所选区域暂无报价', 'ProductId');
    // The upsert locks the line, so concurrent adds sum up; the total is then checked in the same transaction.
    const [line] = await tx
      .insert(cartItems)
      .values({
        userId,
        regionId: body.Region,
        productId: product.id,
        quantity: body.Quantity,
        selected: true,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.regionId, cartItems.productId],
        set: { quantity: sql`${cartItems.quantity} + ${body.Quantity}`, selected: true, updatedAt: now },
      })
      .returning({ id: cartItems.id, quantity: cartItems.quantity });
    const problem = quantityProblem(product, line!.quantity);
    if (problem) throw badRequest(problem, 'Quantity');
    return oneLine(tx, userId, line!.id, now);
  });
}

export async function updateCartLine(
  db: Db,
  userId: number,
  lineId: number,
  body: { Quantity?: number | undefined; Selected?: boolean | undefined },
  now: Date,
): Promise<CartLine> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ line: cartItems, product: products })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)))
      .for('update', { of: cartItems })
      .limit(1);
    if (!row) throw notFound('购物车中没有该商品');
    if (body.Quantity !== undefined) {
      const problem = quantityProblem(row.product, body.Quantity);
      if (problem) throw badRequest(problem, 'Quantity');
    }
    await tx
      .update(cartItems)
      .set({
        ...(body.Quantity !== undefined ? { quantity: body.Quantity } : {}),
        ...(body.Selected !== undefined ? { selected: body.Selected } : {}),
        updatedAt: now,
      })
      .where(eq(cartItems.id, lineId));
    return oneLine(tx, userId, lineId, now);
  });
}

export async function removeCartLine(db: Db, userId: number, lineId: number): Promise<void> {
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  if (deleted.length === 0) throw notFound('购物车中没有该商品');
}

export async function selectCartLines(
  db: Db,
  userId: number,
  body: { Region: number; Selected: boolean; Ids?: number[] | undefined },
  now: Date,
): Promise<void> {
  await assertRegion(db, body.Region, 'Region');
  if (body.Ids && body.Ids.length === 0) return;
  await db
    .update(cartItems)
    .set({ selected: body.Selected, updatedAt: now })
    .where(
      and(
        eq(cartItems.userId, userId),
        eq(cartItems.regionId, body.Region),
        body.Ids ? inArray(cartItems.id, body.Ids) : undefined,
      ),
    );
}
