/**
 * Prices the selected cart lines of a region from the server's own data, exactly (decimal.js): each unit price
 * is the price engine's (./pricing/engine.ts: list price, 阶梯价 at the line's quantity, the buyer's company's
 * 协议价 valid on the China day of `now`). With `lock`, the cart lines and then the products are locked FOR UPDATE in id
 * order, so concurrent checkouts of the same stock queue up instead of overselling.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { cartItems, products, users } from '../db/schema.js';
import { badRequest, conflict } from '../errors.js';
import { quantityProblem } from './cart.js';
import { type Dec, formatMoney, lineTotal, MAX_AMOUNT, sumMoney } from './money.js';
import { contractApplies, unitPrice } from './pricing/engine.js';
import { priceBases } from './pricing/reads.js';

export interface PricedLine {
  lineId: number;
  productId: number;
  name: string;
  model: string;
  imageUrl: string;
  unit: string;
  unitPrice: string;
  quantity: number;
  subtotal: Dec;
  /** With a 协议价 applied: the list price at the line's quantity (shown struck through). */
  listPrice?: string;
  /** A consultation product ordered from a quote: sourced per order, so no stock is checked or taken. */
  madeToOrder?: boolean;
}

export interface PricedSelection {
  lines: PricedLine[];
  total: Dec;
}

/**
 * The price rows of the selected lines' products, read before any lock is taken (checkout reads them ahead of
 * the company row lock, so the serialised part of an order holds no price reads). Prices are not locked
 * either way: read a few statements earlier in the same transaction, they are what any statement would see.
 */
export interface PricePrefetch {
  productIds: ReadonlySet<number>;
  bases: Awaited<ReturnType<typeof priceBases>>;
}

export async function prefetchSelectedPrices(
  db: Db,
  userId: number,
  regionId: number,
  now: Date,
): Promise<PricePrefetch | undefined> {
  const lines = await db
    .select({ productId: cartItems.productId, companyId: users.companyId })
    .from(cartItems)
    .innerJoin(users, eq(users.id, cartItems.userId))
    .where(and(eq(cartItems.userId, userId), eq(cartItems.regionId, regionId), eq(cartItems.selected, true)));
  if (lines.length === 0) return undefined;
  const ids = [...new Set(lines.map((l) => l.productId))].sort((a, b) => a - b);
  return { productIds: new Set(ids), bases: await priceBases(db, ids, regionId, lines[0]!.companyId, now) };
}

export async function priceSelectedLines(
  db: Db,
  userId: number,
  regionId: number,
  opts: { lock: boolean; now: Date; prefetched?: PricePrefetch | undefined },
): Promise<PricedSelection> {
  const selectLines = db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.regionId, regionId), eq(cartItems.selected, true)))
    .orderBy(asc(cartItems.id));
  const cartLines = opts.lock ? await selectLines.for('update') : await selectLines;
  if (cartLines.length === 0) throw badRequest('请先在购物车中勾选要结算的商品', 'Region');

  const ids = [...new Set(cartLines.map((l) => l.productId))].sort((a, b) => a - b);
  const selectProducts = db.select().from(products).where(inArray(products.id, ids)).orderBy(asc(products.id));
  const productRows = opts.lock ? await selectProducts.for('update') : await selectProducts;
  const byId = new Map(productRows.map((p) => [p.id, p]));
  // The prefetched prices serve when they cover every product now selected (a line added meanwhile: read again).
  const prefetched = opts.prefetched && ids.every((id) => opts.prefetched!.productIds.has(id)) ? opts.prefetched : null;
  const bases = prefetched?.bases ?? (await basesOf(db, userId, ids, regionId, opts.now));

  const lines: PricedLine[] = [];
  for (const line of cartLines) {
    const product = byId.get(line.productId);
    const basis = bases.get(line.productId);
    if (!product?.onSale || product.catalogue !== 'online' || basis === undefined) {
      throw badRequest(`「${product?.name ?? '商品'}」已下架或在所选区域暂无报价，请返回购物车调整`);
    }
    const problem = quantityProblem(product, line.quantity);
    if (problem) {
      // Not enough stock is a conflict with other buyers (409); a bad quantity is the cart's problem (400).
      if (line.quantity > product.stock && line.quantity >= product.minQuantity) throw conflict(`库存不足：${problem}`);
      throw badRequest(problem, 'Quantity');
    }
    const price = unitPrice(basis, line.quantity);
    lines.push({
      ...(contractApplies(basis, line.quantity)
        ? { listPrice: unitPrice({ ...basis, contract: null }, line.quantity) }
        : {}),
      lineId: line.id,
      productId: product.id,
      name: product.name,
      model: product.model,
      imageUrl: product.imageUrl,
      unit: product.unit,
      unitPrice: price,
      quantity: line.quantity,
      subtotal: lineTotal(price, line.quantity),
    });
  }
  const total = sumMoney(lines.map((l) => l.subtotal));
  if (total.gt(MAX_AMOUNT)) throw badRequest('订单金额超出上限，请拆分订单');
  return { lines, total };
}

async function basesOf(db: Db, userId: number, ids: number[], regionId: number, now: Date) {
  const [buyer] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId)).limit(1);
  return priceBases(db, ids, regionId, buyer?.companyId ?? null, now);
}

export function previewOf(selection: PricedSelection) {
  return {
    Items: selection.lines.map((l) => ({
      ProductId: l.productId,
      Name: l.name,
      Model: l.model,
      ImageUrl: l.imageUrl,
      Unit: l.unit,
      UnitPrice: formatMoney(l.unitPrice),
      ...(l.listPrice ? { ListPrice: l.listPrice } : {}),
      Quantity: l.quantity,
      Subtotal: formatMoney(l.subtotal),
    })),
    TotalAmount: formatMoney(selection.total),
  };
}
