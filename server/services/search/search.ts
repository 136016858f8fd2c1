/**
 * The storefront search (`GET /api/Search`): the product list of catalogue.ts read through the search index,
 * in relevance order unless a sort was chosen, with facets (brand, category, supplier, price band) and, when
 * nothing matched, a close reading (model typo, homophone), nearby searches and popular categories.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
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
import { PRICE_BANDS, parsePriceRange } from '../price-band.js';
import { matchCondition, relevanceOrder, type UnderstoodQuery, understand } from './query.js';

type Filters = Omit<ProductQuery, 'page' | 'pageSize' | 'sort'>;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** `grouping(brand, category, supplier, band)` of each grouping set: the set's own column is 0, the others 1. */
const SETS = { brand: 0b0111, category: 0b1011, supplier: 0b1101, band: 0b1110 };
/** Values listed per dimension (most products first). */
const FACET_LIMIT = 20;

/**
 * The facets of a search, counted in one grouped pass over the matching products. Each dimension counts with
 * every filter but its own (a brand's count is what the search finds once that brand is chosen, so the count
 * equals the total shown after clicking it): the pass reads the products that fail at most one of the chosen
 * filters, and each dimension's count takes the rows passing the others.
 */
async function facetsOf(db: Db, filters: Filters, reading: KeywordReading, regionId: number): Promise<SearchFacets> {
  const { indexed: common } = await productFilters(
    db,
    { ...filters, brandId: undefined, categoryId: undefined, supplierId: undefined, price: undefined },
    reading,
  );
  const range = parsePriceRange(filters.price);
  const online = sql`"products"."catalogue" = 'online'`;
  const own = {
    b: filters.brandId ? sql`"products"."brand_id" = ${filters.brandId}` : sql`true`,
    c: filters.categoryId ? sql`"products"."category_id" = ${filters.categoryId}` : sql`true`,
    s: filters.supplierId ? sql`"products"."supplier_id" = ${filters.supplierId}` : sql`true`,
    p: range
      ? sql`(${online} and pp.price >= ${range.min}::numeric${range.max === null ? sql`` : sql` and pp.price < ${range.max}::numeric`})`
      : sql`true`,
  };
  const rows = rowsOf<{ dim: string; id: number; name: string | null; sort: number; n: number }>(
    await db.execute(sql`with m as (
        select "products"."brand_id" as b, "products"."category_id" as c, "products"."supplier_id" as s,
          case when ${online} then width_bucket(pp.price, ${sql.param([...PRICE_BANDS])}::numeric[]) end as band,
          coalesce(${own.b}, false) as fb, coalesce(${own.c}, false) as fc,
          coalesce(${own.s}, false) as fs, coalesce(${own.p}, false) as fp
        from products
        left join product_prices pp on pp.product_id = "products"."id" and pp.region_id = ${regionId}
        where ${common}
          and coalesce(${own.b}, false)::int + coalesce(${own.c}, false)::int
            + coalesce(${own.s}, false)::int + coalesce(${own.p}, false)::int >= 3
      ), g as (
        select grouping(b, c, s, band) as gs, b, c, s, band,
          count(*) filter (where fc and fs and fp)::int as nb,
          count(*) filter (where fb and fs and fp)::int as nc,
          count(*) filter (where fb and fc and fp)::int as ns,
          count(*) filter (where fb and fc and fs)::int as np
        from m group by grouping sets ((b), (c), (s), (band))
      )
      select 'b' as dim, t.id, t.name, t.sort, g.nb as n from g join brands t on t.id = g.b
        where g.gs = ${SETS.brand} and g.nb > 0
      union all select 'c', t.id, t.name, t.sort, g.nc from g join categories t on t.id = g.c
        where g.gs = ${SETS.category} and g.nc > 0
      union all select 's', t.id, t.name, t.sort, g.ns from g join suppliers t on t.id = g.s
        where g.gs = ${SETS.supplier} and g.ns > 0
      union all select 'p', g.band, null, 0, g.np from g
        where g.gs = ${SETS.band} and g.band is not null and g.np > 0`),
  );
  const dimension = (dim: string) =>
    rows
      .filter((r) => r.dim === dim)
      .map((r) => ({ Id: Number(r.id), Name: r.name ?? '', Count: Number(r.n), sort: Number(r.sort) }))
      .sort((a, b) => b.Count - a.Count || a.sort - b.sort || a.Id - b.Id)
      .slice(0, FACET_LIMIT)
      .map(({ Id, Name, Count }) => ({ Id, Name, Count }));
  const bands = new Map(rows.filter((r) => r.dim === 'p').map((r) => [Number(r.id), Number(r.n)]));
  const Prices = PRICE_BANDS.map((min, i) => ({
    Min: `${min}.00`,
    Max: PRICE_BANDS[i + 1] ? `${PRICE_BANDS[i + 1]}.00` : null,
    Count: bands.get(i + 1) ?? 0,
  })).filter((band) => band.Count > 0);
  return { Brands: dimension('b'), Categories: dimension('c'), Suppliers: dimension('s'), Prices };
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
