/**
 * The storefront search (`GET /api/Search`): the product list of catalogue.ts read through the search index,
 * in relevance order unless a sort was chosen, with facets (brand, category, supplier, price band) and, when
 * nothing matched, a close reading (model typo, homophone), nearby searches and popular categories.
 */
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ProductQuery, SearchResult } from '../../../src/contract/catalogue.js';
import type { SearchAlternative, SearchFacets } from '../../../src/contract/search.js';
import type { Db } from '../../db/client.js';
import { categories, products } from '../../db/schema.js';
import {
  assertRegion,
  type KeywordReading,
  listProducts,
  pageOf,
  productFilters,
  type SharedParts,
  summariesByIds,
  unshared,
} from '../catalogue.js';
import { PRICE_BANDS } from '../price-band.js';
import { matchCondition, relevanceOrder, type UnderstoodQuery, understand } from './query.js';

type Filters = Omit<ProductQuery, 'page' | 'pageSize' | 'sort'>;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The facets of a search. Each dimension counts with every filter but its own (a brand's count is what the
 * search finds once that brand is chosen, so the count equals the total shown after clicking it).
 */
async function facetsOf(db: Db, filters: Filters, reading: KeywordReading, regionId: number): Promise<SearchFacets> {
  const where = async (without: keyof Filters) =>
    (await productFilters(db, { ...filters, [without]: undefined }, reading)).indexed;
  const counted = async (column: SQL, table: SQL, without: keyof Filters) =>
    rowsOf<{ id: number; name: string; n: number }>(
      await db.execute(sql`select t.id, t.name, count(*)::int as n from products join ${table} t on t.id = ${column}
        where ${await where(without)} group by t.id, t.name, t.sort order by count(*) desc, t.sort, t.id limit 20`),
    ).map((r) => ({ Id: Number(r.id), Name: r.name, Count: Number(r.n) }));
  const [b, c, s, p] = await Promise.all([
    counted(sql`products.brand_id`, sql`brands`, 'brandId'),
    counted(sql`products.category_id`, sql`categories`, 'categoryId'),
    counted(sql`products.supplier_id`, sql`suppliers`, 'supplierId'),
    where('price').then(async (all) =>
      rowsOf<{ band: number; n: number }>(
        await db.execute(sql`select width_bucket(pp.price, ${sql.param([...PRICE_BANDS])}::numeric[]) as band,
            count(*)::int as n
          from products join product_prices pp on pp.product_id = products.id and pp.region_id = ${regionId}
          where ${all} and products.catalogue = 'online' group by 1 order by 1`),
      ),
    ),
  ]);
  const bands = new Map(p.map((r) => [Number(r.band), Number(r.n)]));
  const Prices = PRICE_BANDS.map((min, i) => ({
    Min: `${min}.00`,
    Max: PRICE_BANDS[i + 1] ? `${PRICE_BANDS[i + 1]}.00` : null,
    Count: bands.get(i + 1) ?? 0,
  })).filter((band) => band.Count > 0);
  return { Brands: b, Categories: c, Suppliers: s, Prices };
}

/** A relevance-ordered page: the page's ids by relevance, then their summaries. */
async function relevantPage(
  db: Db,
  query: ProductQuery,
  reading: KeywordReading,
  shared: SharedParts,
): Promise<{ Items: SearchResult['Items']; Total: number }> {
  const regionId = query.region ?? 1;
  await assertRegion(db, regionId);
  const { pageSize, offset } = pageOf(query);
  const { indexed } = await productFilters(db, query, reading);
  const [ids, total] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(indexed)
      .orderBy(...relevanceOrder(reading.understood))
      .limit(pageSize)
      .offset(offset),
    shared.total(async () => {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(indexed);
      return Number(row?.n ?? 0);
    }),
  ]);
  return {
    Items: await summariesByIds(
      db,
      ids.map((r) => r.id),
      regionId,
    ),
    Total: total,
  };
}

/** Searches with the keyword read one way (exact, or with typos allowed). */
async function searchWith(db: Db, query: ProductQuery, reading: KeywordReading, shared: SharedParts) {
  const relevance = (query.sort ?? 'default') === 'default';
  const page = relevance
    ? await relevantPage(db, query, reading, shared)
    : await listProducts(db, query, shared, reading);
  return page;
}

/** Nearby searches: the keyword without one of its words, each that finds something (at most 3). */
async function alternativesOf(db: Db, query: Filters, understood: UnderstoodQuery): Promise<SearchAlternative[]> {
  if (understood.words.length < 2) return [];
  const found: SearchAlternative[] = [];
  for (const dropped of understood.words) {
    const rest = { ...understood, words: understood.words.filter((w) => w !== dropped) };
    const keyword = rest.words.map((w) => w.text).join(' ');
    const { indexed } = await productFilters(db, { ...query, keyword }, { understood: rest, typos: false });
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(indexed);
    const n = Number(row?.n ?? 0);
    if (n > 0) found.push({ Keyword: keyword, Total: n });
  }
  return found.sort((a, b) => b.Total - a.Total).slice(0, 3);
}

/** The model numbers closest to the keyword's (one character wrong), as searches to offer. */
async function modelAlternatives(db: Db, query: Filters, understood: UnderstoodQuery): Promise<SearchAlternative[]> {
  const rows = await db
    .selectDistinct({
      model: products.model,
      score: sql<number>`similarity("products"."search_model", ${understood.model})`,
    })
    .from(products)
    .where(
      and(
        eq(products.onSale, true),
        query.catalogue ? eq(products.catalogue, query.catalogue) : undefined,
        matchCondition(understood, true),
      ),
    )
    .orderBy(desc(sql`2`), asc(products.model))
    .limit(3);
  const found: SearchAlternative[] = [];
  for (const { model } of rows.filter((r) => r.model)) {
    const reading = { understood: await understand(db, model), typos: false };
    const { indexed } = await productFilters(db, { ...query, keyword: model }, reading);
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(indexed);
    if (Number(row?.n)) found.push({ Keyword: model, Total: Number(row?.n) });
  }
  return found;
}

/** Popular keywords of a catalogue (category names by sales), offered when nothing matched. */
function popularOf(db: Db, query: Filters, shared: SharedParts) {
  return shared.popular(async () => {
    const rows = await db
      .select({ name: categories.name, sales: sql<number>`sum(${products.sales})::int` })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.onSale, true), query.catalogue ? eq(products.catalogue, query.catalogue) : undefined))
      .groupBy(categories.name)
      .orderBy(desc(sql`sum(${products.sales})`), asc(categories.name))
      .limit(8);
    return rows.map((r) => r.name);
  });
}

export async function searchProducts(
  db: Db,
  query: ProductQuery,
  shared: SharedParts = unshared,
): Promise<SearchResult> {
  const keyword = query.keyword?.trim() ?? '';
  const { page, pageSize } = pageOf(query);
  const regionId = query.region ?? 1;
  if (keyword === '') {
    const list = await listProducts(db, query, shared);
    const none: KeywordReading = { understood: { words: [], model: '' }, typos: false };
    return { ...list, Suggestions: [], Facets: await facetsOf(db, query, none, regionId) };
  }
  const exact: KeywordReading = { understood: await understand(db, keyword), typos: false };
  const found = await searchWith(db, query, exact, shared);
  if (found.Total > 0) {
    return {
      ...found,
      Page: page,
      PageSize: pageSize,
      Suggestions: [],
      Facets: await facetsOf(db, query, exact, regionId),
    };
  }
  // Nothing matched exactly: a close reading (a model number one character off, a homophone), its own total.
  const close: KeywordReading = { understood: await understand(db, keyword, true), typos: true };
  const near = await searchWith(db, query, close, unshared);
  const [alternatives, models, popular] = await Promise.all([
    alternativesOf(db, query, exact.understood),
    near.Total > 0 && exact.understood.model ? modelAlternatives(db, query, exact.understood) : Promise.resolve([]),
    popularOf(db, query, shared),
  ]);
  return {
    ...near,
    Page: page,
    PageSize: pageSize,
    Suggestions: popular,
    Alternatives: [...models, ...alternatives].slice(0, 5),
    Approximate: near.Total > 0,
    Facets: await facetsOf(db, query, near.Total > 0 ? close : exact, regionId),
  };
}
