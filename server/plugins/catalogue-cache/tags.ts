/**
 * What the catalogue cache keys and tags answers by: the tables and changes a write names, the tags a change
 * drops, the Cache-Control policies, and what a route tells the cache about one read.
 */

/** Reference tables of the catalogue, each one tag. */
export type CatalogueTable =
  | 'brands'
  | 'suppliers'
  | 'categories'
  | 'banners'
  | 'solutions'
  | 'showcase'
  | 'help'
  | 'regions'
  /** 协议价 of any company (the companies' own views of priced answers, server/routes/catalogue-priced.ts). */
  | 'contracts';

/**
 * What changed, for `catalogueChanged`:
 * - `stock`: stock or sales of these products only (order created or cancelled);
 * - `products`: anything else about these products (price, on/off sale, name, images, category, new
 *   product…), or `'all'` for a bulk import;
 * - `tables`: reference data.
 */
export interface CatalogueChange {
  stock?: readonly number[];
  products?: readonly number[] | 'all';
  tables?: readonly CatalogueTable[];
}

/** How long browsers and CDNs may keep an answer (the server cache itself is exact). */
export const CachePolicy = {
  /** Price and stock: stored but revalidated every time (a 304 from this cache when unchanged). */
  live: 'public, no-cache',
  /** Brands: the spec's client cache of 60 s. */
  brands: 'public, max-age=60, stale-while-revalidate=60',
  /** Reference data an operator edits now and then. */
  reference: 'public, max-age=60, stale-while-revalidate=300',
} as const;

export interface CachedRead {
  /** The normalised query: route plus every parameter that changes the answer, defaults applied. */
  key: string;
  tags: readonly string[];
  cacheControl: string;
  /**
   * The answer shows prices: a request carrying a token never takes the fast path for it (its company may have
   * 协议价, so the normal path decides which entry it gets).
   */
  priced?: boolean;
  /** A signed-in company's own view (its key names the company): never answered by URL on the fast path. */
  personal?: boolean;
}

/** More product ids than this in one message: all products are dropped instead (NOTIFY payloads ≤ 8000 B). */
const MAX_IDS = 200;

/** The tags a change drops. */
export function tagsOf(change: CatalogueChange): string[] {
  const tags = new Set<string>();
  if (change.products === 'all') {
    tags.add('products').add('stock').add('product:*');
  } else if (change.products?.length) {
    tags.add('products').add('stock');
    if (change.products.length > MAX_IDS) tags.add('product:*');
    else for (const id of change.products) tags.add(`product:${id}`);
  }
  if (change.stock?.length) {
    tags.add('stock');
    if (change.stock.length > MAX_IDS) tags.add('product:*');
    else for (const id of change.stock) tags.add(`product:${id}`);
  }
  for (const t of change.tables ?? []) tags.add(t);
  return [...tags];
}
