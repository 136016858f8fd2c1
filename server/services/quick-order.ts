/**
 * Quick order (快速下单), reorder and list-to-cart share one step: turn lines (a model number, product id or name
 * and a quantity) into rows that say what each line is and whether it can go into the region's cart as it is,
 * and — when the buyer confirms — add every valid row in one transaction, leaving the invalid ones to fix.
 *
 * Matching reads all lines at once: one query for exact matches (the stored model key `products.model_key`, the
 * id, the lower-cased name: all indexed, migration *_quick_order_model_key) that also carries what pricing and
 * checking a row need (the region's list price and breaks, the company's 协议价 of the day, the cart's quantity), and,
 * only for lines nothing matched, one query for similar products to suggest (a range of the model-key index per
 * line: ./model-suggestions.ts). A quantity is checked with the cart's own rule (`quantityProblem`), on the total
 * the cart line would reach: what is already in the cart plus this line plus earlier rows of the same product.
 * Adding is one more statement (the upsert of every product's total, returning each line's new total with its
 * product's rules): 500 rows cost a handful of round trips (docs/performance.md, bench/quick-order.ts).
 */
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { ProductSummary } from '../../src/contract/catalogue.js';
import { normaliseModel } from '../../src/contract/model-number.js';
import type { QuickOrderResult, QuickOrderRow } from '../../src/contract/quick-order.js';
import type { Db } from '../db/client.js';
import { brands, categories, contractPrices, products, suppliers } from '../db/schema.js';
import { conflict } from '../errors.js';
import { type QuantityRules, quantityProblem } from './cart.js';
import { assertRegion, leanSummaryColumns, type SummaryRow, toSummary } from './catalogue.js';
import { prefixSuggestions } from './model-suggestions.js';
import { formatMoney, sameAmount } from './money.js';
import { contractApplies, type PriceBasis, unitPrice } from './pricing/engine.js';
import { applyContracts } from './pricing/personal.js';
import { chinaDay, readBreaks, validOn } from './pricing/reads.js';

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

type Found = SummaryRow & { inCart: number; modelKey: string; contract: string | null };

const CANDIDATES = 5;
/** Shorter keys match too much to be worth suggesting from. */
const SUGGEST_MIN_LENGTH = 3;

/* ------------------------------------------------------------------ matching */

/** The caller's company (none: null), as a scalar subquery. */
const companyOf = (userId: number) => sql`(select u.company_id from users u where u.id = ${userId})`;

/**
 * A matched product's columns: its summary (lean), what the caller's cart holds of it in the region, its model key
 * and the company's 协议价 valid on `day` (periods never overlap: at most one; no day, none).
 */
function foundColumns(userId: number, regionId: number, day: string | undefined) {
  return {
    ...leanSummaryColumns(regionId),
    inCart: sql<number>`coalesce((select ci.quantity from cart_items ci where ci.user_id = ${userId} and ci.region_id = ${regionId} and ci.product_id = "products"."id"), 0)::int`,
    modelKey: sql<string>`"products"."model_key"`,
    contract:
      day === undefined
        ? sql<string | null>`null::text`
        : sql<string | null>`(select cp.price::text from contract_prices cp
            where cp.company_id = ${companyOf(userId)} and cp.region_id = ${regionId} and cp.product_id = "products"."id"
              and (cp.valid_from is null or cp.valid_from <= ${day}::date)
              and (cp.valid_until is null or cp.valid_until >= ${day}::date)
            limit 1)`,
  };
}

async function findProducts(
  db: Db,
  userId: number,
  regionId: number,
  day: string | undefined,
  where: SQL,
): Promise<Found[]> {
  const rows = await db
    .select(foundColumns(userId, regionId, day))
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where);
  return rows.map((r) => ({ ...r, inCart: Number(r.inCart) }));
}

const isId = (text: string) => /^\d{1,9}$/.test(text);
const nameKey = (text: string) => text.trim().toLowerCase();

/**
 * Every line's exact matches, from one query (the price is the region's; region 0: none; the 协议价 of the China
 * day `day`, when given).
 */
export async function exactMatches(
  db: Db,
  userId: number,
  regionId: number,
  lines: OrderLine[],
  day?: string,
): Promise<Found[][]> {
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
  // Each set as one array parameter (not one parameter per value): 500 rows are a short statement to send and parse.
  if (keys.size) tests.push(sql`"products"."model_key" = any(${sql.param([...keys])}::text[])`);
  if (ids.size) tests.push(sql`${products.id} = any(${sql.param([...ids])}::int[])`);
  if (names.size) tests.push(sql`lower(${products.name}) = any(${sql.param([...names])}::text[])`);
  const found = tests.length ? await findProducts(db, userId, regionId, day, or(...tests)!) : [];

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

/** A matched product's price basis, from the columns of its match (none: no list price in the region). */
function basisOf(found: Found): PriceBasis | undefined {
  if (found.price === null) return undefined;
  return { list: found.price, breaks: readBreaks(found.breaks), contract: found.contract };
}

/**
 * The price bases of the matches (from their own columns) and the 协议价 of every candidate: those of several
 * matches came with them; only suggested products, if any, take one more read.
 */
async function companyPrices(
  db: Db,
  userId: number,
  regionId: number,
  matches: Found[][],
  similar: Map<number, ProductSummary[]>,
  day: string,
): Promise<CompanyPrices> {
  const bases = new Map<number, PriceBasis>();
  const contracts = new Map<number, string>();
  for (const list of matches)
    for (const found of list) {
      const basis = basisOf(found);
      if (basis && list.length === 1) bases.set(found.product.id, basis);
      if (found.contract !== null && list.length > 1) contracts.set(found.product.id, found.contract);
    }
  const suggested = [...new Set([...similar.values()].flatMap((list) => list.map((c) => c.Id)))];
  if (suggested.length) {
    const rows = await db
      .select({ productId: contractPrices.productId, price: contractPrices.price })
      .from(contractPrices)
      .where(
        and(
          sql`${contractPrices.companyId} = ${companyOf(userId)}`,
          eq(contractPrices.regionId, regionId),
          inArray(contractPrices.productId, suggested),
          validOn(day),
        ),
      );
    for (const r of rows) contracts.set(r.productId, r.price);
  }
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
  const day = chinaDay(now);
  const matches = await exactMatches(db, userId, regionId, lines, day);
  const unmatched = lines.flatMap((line, index) =>
    matches[index]!.length === 0 && line.productId === undefined ? [{ index, query: line.query }] : [],
  );
  const similar = unmatched.length ? await suggestions(db, regionId, unmatched) : new Map<number, ProductSummary[]>();
  const prices = await companyPrices(db, userId, regionId, matches, similar, day);
  const planned = new Map<number, number>();
  return lines.map((line, i) => rowOf(line, matches[i]!, planned, prices, similar.get(i)));
}

/** A cart line as the upsert returns it, with its product's quantity rules. */
interface WrittenLine {
  name: string;
  unit: string;
  min_quantity: number;
  quantity_step: number;
  stock: number;
  quantity: number;
}

const rulesOf = (line: WrittenLine): QuantityRules => ({
  name: line.name,
  unit: line.unit,
  minQuantity: Number(line.min_quantity),
  quantityStep: Number(line.quantity_step),
  stock: Number(line.stock),
});

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
    // One statement: every product's total upserted into its line (the upsert locks the lines, so concurrent adds
    // sum up), returning each line's new total with its product's rules as they stand now.
    const written = (await tx.execute(sql`
      with written as (
        insert into cart_items (user_id, region_id, product_id, quantity, selected, created_at, updated_at)
        select ${userId}::int, ${regionId}::int, l.product_id, l.quantity, true, ${opts.now.toISOString()}::timestamptz,
          ${opts.now.toISOString()}::timestamptz
        from unnest(${sql.param([...totals.keys()])}::int[], ${sql.param([...totals.values()])}::int[])
          with ordinality as l(product_id, quantity, n)
        order by l.n
        on conflict (user_id, region_id, product_id) do update
          set quantity = cart_items.quantity + excluded.quantity, selected = true, updated_at = excluded.updated_at
        returning product_id, quantity)
      select p.name, p.unit, p.min_quantity, p.quantity_step, p.stock, w.quantity
      from written w join products p on p.id = w.product_id`)) as unknown as { rows: WrittenLine[] };
    // A total the rows did not plan for means another request added meanwhile: nothing is added.
    for (const line of written.rows) {
      const problem = quantityProblem(rulesOf(line), Number(line.quantity));
      if (problem) throw conflict(`购物车刚被修改：${problem}，请重新检查后再加入`);
    }
    return { Rows: rows, Added: ok.length };
  });
}
