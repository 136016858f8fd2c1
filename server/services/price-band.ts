/**
 * The price filter of product lists and searches (`price=100-500`, `price=5000-`): the region's list price from
 * the lower bound (included) to the upper bound (excluded, none for an open band), online products only —
 * the same reading as the price-band facets (server/services/search/search.ts), so a band's count is the total
 * its click shows. Bounds are compared as exact numerics, never floats.
 */
import { type SQL, sql } from 'drizzle-orm';

/** Lower bounds of the price-band facets (yuan); each band runs to the next bound, the last one is open. */
export const PRICE_BANDS = ['0', '100', '500', '1000', '5000'] as const;

export interface PriceRange {
  min: string;
  /** null: no upper bound. */
  max: string | null;
}

/** Folds a bound to two decimals (`100` and `100.0` are `100.00`): one cache key per band. */
function bound(text: string): string {
  const [whole = '0', fraction = ''] = text.split('.');
  return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0')}`;
}

/** Reads a `price` parameter already checked by its schema (`min-max` or `min-`); undefined when absent. */
export function parsePriceRange(price: string | undefined): PriceRange | undefined {
  if (!price) return undefined;
  const [min = '0', max = ''] = price.split('-');
  return { min: bound(min), max: max === '' ? null : bound(max) };
}

/** The normalised `price` parameter (`100.00-500.00`, `5000.00-`), '' without one: part of cache keys. */
export function priceKey(price: string | undefined): string {
  const range = parsePriceRange(price);
  return range ? `${range.min}-${range.max ?? ''}` : '';
}

/** The filter on `products`: an online product whose price in the region lies in the range. */
export function priceCondition(range: PriceRange, regionId: number): SQL {
  const below = range.max === null ? sql`` : sql` and pp.price < ${range.max}::numeric`;
  return sql`("products"."catalogue" = 'online' and exists (select 1 from product_prices pp
    where pp.product_id = "products"."id" and pp.region_id = ${regionId} and pp.price >= ${range.min}::numeric${below}))`;
}
