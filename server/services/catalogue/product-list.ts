/**
 * Product lists and search: the filters, the price-sorted walk, deep-page anchors and the page itself.
 */
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { ProductPage, ProductQuery } from '../../../src/contract/catalogue.js';
import type { Db } from '../../db/client.js';
import { brands, categories, productPrices, products, suppliers } from '../../db/schema.js';
import { parsePriceRange, priceCondition } from '../price-band.js';
import { matchCondition, type UnderstoodQuery } from '../search/query.js';
import { containsPattern, pageOf } from './common.js';
import { summaryColumns, toSummary } from './products.js';
import { assertRegion } from './regions.js';

export async function productFilters(
  db: Db,
  query: Omit<ProductQuery, 'page' | 'pageSize' | 'sort'>,
  reading?: KeywordReading,
): Promise<{ indexed: SQL; walked: SQL; keyword: boolean }> {
  const where: SQL[] = [eq(products.onSale, true)];
  if (query.catalogue) where.push(eq(products.catalogue, query.catalogue));
  if (query.categoryId) where.push(eq(products.categoryId, query.categoryId));
  if (query.brandId) where.push(eq(products.brandId, query.brandId));
  if (query.supplierId) where.push(eq(products.supplierId, query.supplierId));
  const price = parsePriceRange(query.price);
  if (price) where.push(priceCondition(price, query.region ?? 1));
  const words = (query.keyword?.trim() ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length === 0) {
    const plain = and(...where)!;
    return { indexed: plain, walked: plain, keyword: false };
  }
  if (reading) {
    const matched = and(...where, matchCondition(reading.understood, reading.typos))!;
    return { indexed: matched, walked: matched, keyword: true };
  }
  const named = await db.execute(
    sql.join(
      words.map(
        (word, i) => sql`select ${i}::int as w,
          array(select b.id from brands b where b.name ilike ${containsPattern(word)}) as brands,
          array(select c.id from categories c where c.name ilike ${containsPattern(word)}) as categories`,
      ),
      sql` union all `,
    ),
  );
  const ids = new Map(
    (named as unknown as { rows: { w: number; brands: number[]; categories: number[] }[] }).rows.map((r) => [
      Number(r.w),
      { brands: r.brands.map(Number), categories: r.categories.map(Number) },
    ]),
  );
  const wordTests = (pairs: boolean) =>
    words.map((word, i) => {
      // = `name ILIKE p OR model ILIKE p`, on the stored lower-cased name and model (migration *_catalogue_search_text).
      const own = sql`"products"."search_text" like lower(${containsPattern(word)})`;
      const arms: SQL[] = [
        pairs && [...word].length >= 2 ? and(sql`"products"."search_pairs" @> b2b_bigrams(${word})`, own)! : own,
      ];
      const { brands: b = [], categories: c = [] } = ids.get(i) ?? {};
      if (b.length) arms.push(inArray(products.brandId, b));
      if (c.length) arms.push(inArray(products.categoryId, c));
      return or(...arms)!;
    });
  return { indexed: and(...where, ...wordTests(true))!, walked: and(...where, ...wordTests(false))!, keyword: true };
}

/**
 * A keyword page is walked in its order (the exact test alone) when matches are at least this many times the
 * rows up to the page's end: the walk then reads at most 1/WALK_DENSITY of the products on sale before it
 * stops, fewer rows than the candidates a bitmap would read.
 */
const WALK_DENSITY = 10;

/**
 * The ids of a price-sorted page (`nulls last`: products without a price in the region come after the priced
 * ones, by id). Two index walks instead of a join of every matching product with its price and a sort:
 * - priced products: the region's prices in price order (`product_prices_sort_asc_idx` / `…_desc_idx`,
 *   migration *_catalogue_price_sort), whose rows carry copies of the product's list filters, so without a
 *   keyword the walk is index-only and stops at the page (page 2: 40 index entries, page 2,000: 40,000);
 *   with a keyword the matching products are joined to their price instead;
 * - unpriced products, only when the page reaches past the priced ones: products matching the filters
 *   without a price in the region, by id (an anti-join walking the products' id order).
 * Same rows and order as `order by price <dir> nulls last, id` over the products left-joined to their price.
 */
async function priceSortedIds(
  db: Db,
  query: ProductQuery,
  where: SQL,
  regionId: number,
  descending: boolean,
  offset: number,
  pageSize: number,
  anchors?: Anchors,
): Promise<number[]> {
  const keyword = (query.keyword?.trim() ?? '') !== '';
  const filters: SQL[] = [sql`pp.region_id = ${regionId}`, sql`pp.on_sale`];
  if (query.catalogue) filters.push(sql`pp.catalogue = ${query.catalogue}`);
  if (query.categoryId) filters.push(sql`pp.category_id = ${query.categoryId}`);
  if (query.brandId) filters.push(sql`pp.brand_id = ${query.brandId}`);
  if (query.supplierId) filters.push(sql`pp.supplier_id = ${query.supplierId}`);
  const price = parsePriceRange(query.price);
  if (price) {
    filters.push(sql`pp.catalogue = 'online'`, sql`pp.price >= ${price.min}::numeric`);
    if (price.max !== null) filters.push(sql`pp.price < ${price.max}::numeric`);
  }
  // A keyword's conditions are on products (pairs, names, brand/category ids): join them.
  const from = keyword ? sql`product_prices pp join products on products.id = pp.product_id` : sql`product_prices pp`;
  const priced = and(...filters, keyword ? where : undefined)!;
  const direction = descending ? sql`desc` : sql`asc`;
  const idsOf = (result: unknown) => (result as { rows: { id: number | string }[] }).rows.map((r) => Number(r.id));
  // A deep page without a keyword starts its walk at its anchor (the price and id of the row before it).
  const anchor =
    anchors && !keyword
      ? await anchors.find(offset, async (before) => {
          const [row] = (
            (await db.execute(
              sql`select pp.product_id as id, pp.price::text as key from ${from} where ${priced}
                  order by pp.price ${direction}, pp.product_id asc limit 1 offset ${before}`,
            )) as unknown as { rows: { id: number | string; key: string }[] }
          ).rows;
          return row ? { id: Number(row.id), key: row.key } : null;
        })
      : undefined;
  const after = anchor
    ? descending
      ? sql` and pp.price <= ${anchor.key}::numeric and (pp.price < ${anchor.key}::numeric or pp.product_id > ${anchor.id})`
      : sql` and pp.price >= ${anchor.key}::numeric and (pp.price > ${anchor.key}::numeric or pp.product_id > ${anchor.id})`
    : sql``;
  const page = idsOf(
    await db.execute(
      sql`select pp.product_id as id from ${from} where ${priced}${after}
          order by pp.price ${direction}, pp.product_id asc limit ${pageSize} offset ${offset - (anchor?.at ?? 0)}`,
    ),
  );
  if (page.length === pageSize) return page;
  // The page reaches past the priced products: how many there are (known when this page holds some).
  let pricedCount = offset + page.length;
  if (page.length === 0 && offset > 0) {
    const [row] = (
      (await db.execute(sql`select count(*)::int as n from ${from} where ${priced}`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    pricedCount = Number(row?.n ?? 0);
  }
  // From an anchor, the bound is repeated inside the anti-join: the planner does not carry `products.id > x` over
  // to `pp.product_id`, and without it the merge anti-join reads the region's prices from the first product (or
  // a parallel plan starts workers), which made deep price-sorted pages of an unpriced catalogue slow.
  const unpricedOf = (afterId: number | null) =>
    sql`select products.id as id from products
        where ${where}${afterId === null ? sql`` : sql` and products.id > ${afterId}`} and not exists (
          select 1 from product_prices pp where pp.product_id = products.id and pp.region_id = ${regionId}${
            afterId === null ? sql`` : sql` and pp.product_id > ${afterId}`
          })
        order by products.id asc`;
  // Deep in the unpriced products (a consultation catalogue has no price at all), from their own anchors.
  const skip = Math.max(0, offset - pricedCount);
  const unpricedAnchor =
    anchors && !keyword
      ? await anchors.find(
          skip,
          async (before) => {
            const [row] = idsOf(await db.execute(sql`${unpricedOf(null)} limit 1 offset ${before}`));
            return row === undefined ? null : { id: row, key: null };
          },
          'unpriced',
        )
      : undefined;
  const unpriced = idsOf(
    await db.execute(
      sql`${unpricedOf(unpricedAnchor?.id ?? null)}
          limit ${pageSize - page.length} offset ${skip - (unpricedAnchor?.at ?? 0)}`,
    ),
  );
  return [...page, ...unpriced];
}

/**
 * Where parts of a list or search answer shared by many answers may be kept between reads (the route passes
 * the catalogue cache); each runs its query when the part is not kept:
 * - `total`: the count of matching products, which depends on the filters and keyword only — not on the
 *   sort, page or region — so every page of every sort of one filter shares it;
 * - `popular`: the popular keywords of a catalogue (a search that matched nothing).
 */
export interface SharedParts {
  total(count: () => Promise<number>): Promise<number>;
  popular(list: () => Promise<string[]>): Promise<string[]>;
  /**
   * A deep page's anchor (see ANCHOR_EVERY), kept per filters, sort, region and position; dropped when the
   * order it marks can change (products, and every order for the sales sort). Without it, pages skip their
   * whole offset.
   */
  anchor?(position: string, find: () => Promise<AnchorRow | null>): Promise<AnchorRow | null>;
  /** Rows between anchors; ANCHOR_EVERY unless said (tests use a small one on the small demo catalogue). */
  anchorEvery?: number;
}

export const unshared: SharedParts = { total: (count) => count(), popular: (list) => list() };

/**
 * Deep pages start from an anchor: the sort key of the row just before every ANCHOR_EVERY-th row of a list
 * without keyword, found once (an offset walk) and kept (`SharedParts.anchor`). Page 2,000 of 20 then skips at
 * most ANCHOR_EVERY index entries after a seek to its anchor, instead of 40,000. Same rows and order as the
 * plain offset: the anchor is dropped whenever the order it marks could change.
 */
export const ANCHOR_EVERY = 1000;

/** The row before an anchor: its id and its sort key (created_at or price as text, sales; none by id). */
export interface AnchorRow {
  id: number;
  key: string | number | null;
}

/** A list's anchors for one sort and region: the anchor of a page's offset, when it has one. */
interface Anchors {
  /** `part`: a walk of its own in the same list (a price sort's unpriced products after the priced ones). */
  find(
    offset: number,
    row: (before: number) => Promise<AnchorRow | null>,
    part?: string,
  ): Promise<(AnchorRow & { at: number }) | undefined>;
}

function anchorsOf(shared: SharedParts, sort: string, regionId: number | undefined): Anchors | undefined {
  const kept = shared.anchor;
  if (!kept) return undefined;
  return {
    async find(offset, row, part = '') {
      const every = shared.anchorEvery ?? ANCHOR_EVERY;
      const at = Math.floor(offset / every) * every;
      if (at === 0) return undefined;
      const found = await kept.call(shared, `${sort}|${regionId ?? ''}|${part}${at}`, () => row(at - 1));
      return found ? { ...found, at } : undefined;
    },
  };
}

/** A search's own reading of the keyword (server/services/search), when it has one. */
export interface KeywordReading {
  understood: UnderstoodQuery;
  typos: boolean;
}

export async function listProducts(
  db: Db,
  query: ProductQuery,
  shared: SharedParts = unshared,
  reading?: KeywordReading,
): Promise<ProductPage> {
  const regionId = query.region ?? 1;
  await assertRegion(db, regionId);
  const { page, pageSize, offset } = pageOf(query);
  const filters = await productFilters(db, query, reading);
  const cols = { ...summaryColumns(regionId), price: productPrices.price };
  const order = (() => {
    switch (query.sort ?? 'default') {
      case 'newest':
        return [desc(products.createdAt), desc(products.id)];
      case 'sales':
        return [desc(products.sales), asc(products.id)];
      default:
        return [asc(products.id)];
    }
  })();
  // The page and the total are two queries (a window count built every matching row on every page). The
  // count reads products alone: keyword matches on brand and category names go through their ids.
  // The page is a deferred join: the page's ids are found first (on products alone, or on the region's
  // prices when sorting by price), so a deep page skips its offset over index entries, not over joined rows —
  // and, without a keyword, from its kept anchor on (ANCHOR_EVERY) rather than from the first row; only the
  // page's rows are then joined with brand, supplier, category and price.
  const pricesOfRegion = and(eq(productPrices.productId, products.id), eq(productPrices.regionId, regionId));
  const sort = query.sort ?? 'default';
  const byPrice = sort === 'price-asc' || sort === 'price-desc';
  const anchors = filters.keyword ? undefined : anchorsOf(shared, sort, byPrice ? regionId : undefined);
  const pageRows = async (where: SQL) => {
    const ids = byPrice
      ? await priceSortedIds(db, query, where, regionId, sort === 'price-desc', offset, pageSize, anchors)
      : await idsAfterAnchor(where);
    if (ids.length === 0) return [];
    const rows = await db
      .select(cols)
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(productPrices, pricesOfRegion)
      .where(inArray(products.id, ids))
      .orderBy(...order);
    if (!byPrice) return rows;
    // Price order: the order of the ids found.
    const rank = new Map(ids.map((id, i) => [id, i]));
    return rows.sort((a, b) => rank.get(a.product.id)! - rank.get(b.product.id)!);
  };
  // The page's ids in the list's order, from the page's anchor when it has one (default, newest, sales).
  const idsAfterAnchor = async (where: SQL): Promise<number[]> => {
    const key =
      sort === 'newest'
        ? sql<string>`${products.createdAt}::text`
        : sort === 'sales'
          ? products.sales
          : sql<null>`null`;
    const anchor = await anchors?.find(offset, async (before) => {
      const [row] = await db
        .select({ id: products.id, key })
        .from(products)
        .where(where)
        .orderBy(...order)
        .limit(1)
        .offset(before);
      return row ? { id: row.id, key: row.key } : null;
    });
    const after = !anchor
      ? undefined
      : sort === 'newest'
        ? sql`${products.createdAt} <= ${anchor.key}::timestamptz and (${products.createdAt} < ${anchor.key}::timestamptz or ${products.id} < ${anchor.id})`
        : sort === 'sales'
          ? sql`${products.sales} <= ${anchor.key} and (${products.sales} < ${anchor.key} or ${products.id} > ${anchor.id})`
          : sql`${products.id} > ${anchor.id}`;
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(after ? and(where, after) : where)
      .orderBy(...order)
      .limit(pageSize)
      .offset(offset - (anchor?.at ?? 0));
    return rows.map((r) => r.id);
  };
  const counted = shared.total(async () => {
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(filters.indexed);
    return Number(count?.n ?? 0);
  });
  // A keyword's page: walked in its order when its matches are many (the total says), else from the candidates.
  const walk = filters.keyword && (await counted) >= WALK_DENSITY * (offset + pageSize);
  const [rows, total] = await Promise.all([pageRows(walk ? filters.walked : filters.indexed), counted]);
  return { Items: rows.map(toSummary), Total: total, Page: page, PageSize: pageSize };
}

/** The summaries of these products (on sale) in the order of `ids`. */
