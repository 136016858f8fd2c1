/**
 * Quick order (快速下单), reorder and list-to-cart share one step: turn lines (a model number, product id or name
 * and a quantity) into rows that say what each line is and whether it can go into the region's cart as it is,
 * and — when the buyer confirms — add every valid row in one transaction, leaving the invalid ones to fix.
 *
 * Matching reads all lines at once: one query for exact matches (the stored model key `products.model_key`, the
 * id, the lower-cased name: all indexed, migration *_quick_order_model_key) and, only for lines nothing matched,
 * one query for similar products to suggest (a range of the model-key index per line: ./model-suggestions.ts). A quantity is checked with the cart's own rule (`quantityProblem`),
 * on the total the cart line would reach: what is already in the cart plus this line plus earlier rows of the
 * same product.
 */
import { eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { ProductSummary } from '../../src/contract/catalogue.js';
import { normaliseModel } from '../../src/contract/model-number.js';
import type { QuickOrderResult, QuickOrderRow } from '../../src/contract/quick-order.js';
import type { Db } from '../db/client.js';
import { brands, cartItems, categories, products, suppliers, users } from '../db/schema.js';
import { conflict } from '../errors.js';
import { type QuantityRules, quantityProblem } from './cart.js';
import { assertRegion, type SummaryRow, summaryColumns, toSummary } from './catalogue.js';
import { prefixSuggestions } from './model-suggestions.js';
import { formatMoney, sameAmount } from './money.js';
import { contractApplies, type PriceBasis, unitPrice } from './pricing/engine.js';
import { applyContracts } from './pricing/personal.js';
import { chinaDay, contractPricesOn, priceBases } from './pricing/reads.js';

/** One line to resolve. `productId` pins the product (reorder, lists, a file's 商品编号 column). */
export interface OrderLine {
  row: number;
  query: string;
  /** null: the quantity could not be read (a file's cell). */
  quantity: number | null;
  productId?: number;
  /** The price the line was bought or saved at (reorder): a change is reported on the row. */
  previousPrice?: string;
}

type Found = SummaryRow & { inCart: number; modelKey: string };

const CANDIDATES = 5;
/** Shorter keys match too much to be worth suggesting from. */
const SUGGEST_MIN_LENGTH = 3;

/* ------------------------------------------------------------------ matching */

function foundColumns(userId: number, regionId: number) {
  return {
    ...summaryColumns(regionId),
    inCart: sql<number>`coalesce((select ci.quantity from cart_items ci where ci.user_id = ${userId} and ci.region_id = ${regionId} and ci.product_id = "products"."id"), 0)::int`,
    modelKey: sql<string>`"products"."model_key"`,
  };
}

async function findProducts(db: Db, userId: number, regionId: number, where: SQL): Promise<Found[]> {
  const rows = await db
    .select(foundColumns(userId, regionId))
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where);
  return rows.map((r) => ({ ...r, inCart: Number(r.inCart) }));
}

const isId = (text: string) => /^\d{1,9}$/.test(text);
const nameKey = (text: string) => text.trim().toLowerCase();

/** Every line's exact matches, from one query (the price is the region's; region 0: none). */
export async function exactMatches(db: Db, userId: number, regionId: number, lines: OrderLine[]): Promise<Found[][]> {
  const keys = new Set<string>();
  const ids = new Set<number>();
  const names = new Set<string>();
  for (const line of lines) {
    if (line.productId !== undefined) {
      ids.add(line.productId);
      continue;
    }
    const key = normaliseModel(line.query);
    if (!key) continue;
    keys.add(key);
    if (isId(line.query.trim())) ids.add(Number(line.query.trim()));
    names.add(nameKey(line.query));
  }
  const tests: SQL[] = [];
  if (keys.size) tests.push(inArray(sql`"products"."model_key"`, [...keys]));
  if (ids.size) tests.push(inArray(products.id, [...ids]));
  if (names.size) tests.push(inArray(sql`lower(${products.name})`, [...names]));
  const found = tests.length ? await findProducts(db, userId, regionId, or(...tests)!) : [];

  const byKey = group(found, (p) => p.modelKey);
  const byId = new Map(found.map((p) => [p.product.id, p]));
  const byName = group(found, (p) => nameKey(p.product.name));
  return lines.map((line) => {
    if (line.productId !== undefined) return byId.has(line.productId) ? [byId.get(line.productId)!] : [];
    const key = normaliseModel(line.query);
    if (!key) return [];
    const byModel = byKey.get(key);
    if (byModel?.length) return preferBuyable(byModel);
    const id = line.query.trim();
    if (isId(id) && byId.has(Number(id))) return [byId.get(Number(id))!];
    return preferBuyable(byName.get(nameKey(line.query)) ?? []);
  });
}

function group<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) out.set(keyOf(item), [...(out.get(keyOf(item)) ?? []), item]);
  return out;
}

/** Of several products with one model, a single one on sale is the one meant (the others are discontinued). */
function preferBuyable(matches: Found[]): Found[] {
  if (matches.length < 2) return matches;
  const onSale = matches.filter((m) => m.product.onSale);
  return onSale.length === 1 ? onSale : onSale.length ? onSale : matches;
}

/** Similar products on sale for each unmatched line: those whose model number starts with the line's. */
function suggestions(db: Db, regionId: number, lines: { index: number; query: string }[]) {
  const wanted = lines
    .map(({ index, query }) => ({ index, key: normaliseModel(query) }))
    .filter((w) => w.key.length >= SUGGEST_MIN_LENGTH);
  return prefixSuggestions(db, regionId, wanted, CANDIDATES);
}

/* ------------------------------------------------------------------ checking */

/** The valid total nearest to `total` (the minimum, then whole steps, at most the stock), or null when none is. */
export function nearestValidQuantity(p: QuantityRules, total: number): number | null {
  const step = Math.max(1, p.quantityStep);
  const onStep = (n: number) => p.minQuantity + n * step;
  let q = total <= p.minQuantity ? p.minQuantity : onStep(Math.round((total - p.minQuantity) / step));
  if (q > p.stock) q = onStep(Math.floor((p.stock - p.minQuantity) / step));
  return q >= p.minQuantity && q <= p.stock ? q : null;
}

/** What the caller's company pays: the price bases of the matched products and its 协议价 for candidates. */
interface CompanyPrices {
  bases: Map<number, PriceBasis>;
  contracts: Map<number, string>;
}

function rowOf(
  line: OrderLine,
  matches: Found[],
  planned: Map<number, number>,
  prices: CompanyPrices,
  similar?: ProductSummary[],
): QuickOrderRow {
  const base = { Row: line.row, Query: line.query, Quantity: line.quantity ?? 0 };
  const candidates = (list: ProductSummary[]) => list.map((c) => applyContracts({ ...c }, prices.contracts));
  if (matches.length === 0)
    return {
      ...base,
      Status: 'not-found',
      Error: line.productId !== undefined ? '商品已不存在' : '未找到该型号或商品',
      ...(similar?.length ? { Candidates: candidates(similar) } : {}),
    };
  if (matches.length > 1)
    return {
      ...base,
      Status: 'ambiguous',
      Error: '有多个商品符合，请选择一个',
      Candidates: candidates(matches.map(toSummary)),
    };
  const found = matches[0]!;
  const p = found.product;
  // The engine's unit price at the row's quantity (the minimum when the quantity is not yet valid).
  const basis = found.price === null ? undefined : prices.bases.get(p.id);
  const q = line.quantity !== null && line.quantity >= 1 ? line.quantity : p.minQuantity;
  const price = basis ? unitPrice(basis, q) : undefined;
  const named = {
    ...base,
    ProductId: p.id,
    Name: p.name,
    Model: p.model,
    Unit: p.unit,
    ...(price && p.catalogue === 'online' ? { UnitPrice: price } : {}),
    ...(basis && price && p.catalogue === 'online' && contractApplies(basis, q)
      ? { ListPrice: unitPrice({ ...basis, contract: null }, q) }
      : {}),
  };
  if (p.catalogue !== 'online') return { ...named, Status: 'consultation', Error: '咨询采购商品，请提交咨询' };
  if (!p.onSale) return { ...named, Status: 'off-sale', Error: '商品已下架' };
  if (!price) return { ...named, Status: 'off-sale', Error: '该商品在所选区域暂无报价' };

  const before = found.inCart + (planned.get(p.id) ?? 0);
  const quantity = line.quantity;
  const problem = quantity === null || quantity < 1 ? '请填写正整数数量' : quantityProblem(p, before + quantity);
  if (problem) {
    const nearest = nearestValidQuantity(p, before + Math.max(quantity ?? 0, 1));
    const suggested = nearest === null ? null : nearest - before;
    return {
      ...named,
      Status: 'quantity',
      Error: before > 0 ? `购物车中已有 ${before}${p.unit}，${problem}` : problem,
      ...(suggested !== null && suggested > 0 ? { SuggestedQuantity: suggested } : {}),
    };
  }
  planned.set(p.id, (planned.get(p.id) ?? 0) + quantity!);
  if (line.previousPrice !== undefined && !sameAmount(line.previousPrice, price))
    return {
      ...named,
      Status: 'ok',
      PreviousPrice: formatMoney(line.previousPrice),
      Error: `价格已由 ¥${formatMoney(line.previousPrice)} 变为 ¥${price}`,
    };
  return { ...named, Status: 'ok' };
}

/** The price bases of the single matches and the 协议价 of every candidate, for the caller's company. */
async function companyPrices(
  db: Db,
  userId: number,
  regionId: number,
  matches: Found[][],
  similar: Map<number, ProductSummary[]>,
  now: Date,
): Promise<CompanyPrices> {
  const [buyer] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId)).limit(1);
  const companyId = buyer?.companyId ?? null;
  const single = matches.flatMap((m) => (m.length === 1 && m[0]!.price !== null ? [m[0]!.product.id] : []));
  const others = [
    ...matches.flatMap((m) => (m.length > 1 ? m.map((f) => f.product.id) : [])),
    ...[...similar.values()].flatMap((list) => list.map((c) => c.Id)),
  ];
  const [bases, contracts] = await Promise.all([
    priceBases(db, single, regionId, companyId, now),
    companyId === null || others.length === 0
      ? new Map<number, string>()
      : contractPricesOn(db, companyId, regionId, chinaDay(now), [...new Set(others)]),
  ]);
  return { bases, contracts };
}

/** The rows of the lines, nothing written. */
export async function resolveLines(
  db: Db,
  userId: number,
  regionId: number,
  lines: OrderLine[],
  now: Date,
): Promise<QuickOrderRow[]> {
  const matches = await exactMatches(db, userId, regionId, lines);
  const unmatched = lines.flatMap((line, index) =>
    matches[index]!.length === 0 && line.productId === undefined ? [{ index, query: line.query }] : [],
  );
  const similar = unmatched.length ? await suggestions(db, regionId, unmatched) : new Map<number, ProductSummary[]>();
  const prices = await companyPrices(db, userId, regionId, matches, similar, now);
  const planned = new Map<number, number>();
  return lines.map((line, i) => rowOf(line, matches[i]!, planned, prices, similar.get(i)));
}

/**
 * Resolves the lines and, unless a dry run, adds every ok row to the region's cart in one transaction (rows of
 * one product summed into its line). Invalid rows are only reported.
 */
export async function addLines(
  db: Db,
  userId: number,
  regionId: number,
  lines: OrderLine[],
  opts: { dryRun: boolean; now: Date },
): Promise<QuickOrderResult> {
  await assertRegion(db, regionId, 'Region');
  if (opts.dryRun) return { Rows: await resolveLines(db, userId, regionId, lines, opts.now), Added: 0 };
  return db.transaction(async (tx) => {
    const rows = await resolveLines(tx, userId, regionId, lines, opts.now);
    const ok = rows.filter((r) => r.Status === 'ok');
    if (!ok.length) return { Rows: rows, Added: 0 };
    const totals = new Map<number, number>();
    for (const r of ok) totals.set(r.ProductId!, (totals.get(r.ProductId!) ?? 0) + r.Quantity);
    const written = await tx
      .insert(cartItems)
      .values(
        [...totals].map(([productId, quantity]) => ({
          userId,
          regionId,
          productId,
          quantity,
          selected: true,
          createdAt: opts.now,
          updatedAt: opts.now,
        })),
      )
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.regionId, cartItems.productId],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, selected: true, updatedAt: opts.now },
      })
      .returning({ productId: cartItems.productId, quantity: cartItems.quantity });
    // The upsert locks the lines; a total the rows did not plan for means another request added meanwhile.
    const rules = new Map(
      (
        await tx
          .select()
          .from(products)
          .where(inArray(products.id, [...totals.keys()]))
      ).map((p) => [p.id, p]),
    );
    for (const line of written) {
      const problem = quantityProblem(rules.get(line.productId)!, line.quantity);
      if (problem) throw conflict(`购物车刚被修改：${problem}，请重新检查后再加入`);
    }
    return { Rows: rows, Added: ok.length };
  });
}
