/**
 * The reads that feed the price engine (./engine.ts): a product's quantity breaks as a column of any product
 * query, the company's contract prices valid on a China-time day, and whole price bases for priced lines.
 */
import { and, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { formatDate } from '../../../src/contract/dates.js';
import type { Db } from '../../db/client.js';
import { contractPrices, productPrices, productPriceTiers } from '../../db/schema.js';
import type { PriceBasis, PriceTier } from './engine.js';

/** The breaks of `"products"."id"` in a region, as a JSON array column ([] without breaks). */
export const breaksColumn = (regionId: number) =>
  sql<PriceTier[] | string>`(select coalesce(json_agg(json_build_object('MinQuantity', t.min_quantity,
    'Price', t.price::text) order by t.min_quantity), '[]'::json) from product_price_tiers t
    where t.product_id = "products"."id" and t.region_id = ${regionId})`;

/** A breaks column as read (node-postgres and PGlite parse json; a string is parsed here to be sure). */
export function readBreaks(value: PriceTier[] | string | null | undefined): PriceTier[] {
  if (!value) return [];
  return typeof value === 'string' ? (JSON.parse(value) as PriceTier[]) : value;
}

/** The China-time day of an instant, the day contract validity is counted in. */
export const chinaDay = (now: Date) => formatDate(now);

/** Contract rows valid on `day` (validity days inclusive, either end open). */
export const validOn = (day: string) =>
  and(
    or(isNull(contractPrices.validFrom), lte(contractPrices.validFrom, day)),
    or(isNull(contractPrices.validUntil), gte(contractPrices.validUntil, day)),
  );

/** The company's contract prices in a region valid on `day`, by product (all products when `productIds` absent). */
export async function contractPricesOn(
  db: Db,
  companyId: number,
  regionId: number,
  day: string,
  productIds?: readonly number[],
): Promise<Map<number, string>> {
  if (productIds?.length === 0) return new Map();
  const rows = await db
    .select({ productId: contractPrices.productId, price: contractPrices.price })
    .from(contractPrices)
    .where(
      and(
        eq(contractPrices.companyId, companyId),
        eq(contractPrices.regionId, regionId),
        productIds ? inArray(contractPrices.productId, [...productIds]) : undefined,
        validOn(day),
      ),
    );
  return new Map(rows.map((r) => [r.productId, r.price]));
}

/**
 * The price bases of products in a region for a company (null: a visitor or no company terms), on the China
 * day of `now`. Products without a regional price are missing from the map.
 */
export async function priceBases(
  db: Db,
  productIds: readonly number[],
  regionId: number,
  companyId: number | null,
  now: Date,
): Promise<Map<number, PriceBasis>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map();
  const [lists, breaks, contracts] = await Promise.all([
    db
      .select({ productId: productPrices.productId, price: productPrices.price })
      .from(productPrices)
      .where(and(inArray(productPrices.productId, ids), eq(productPrices.regionId, regionId))),
    db
      .select({
        productId: productPriceTiers.productId,
        min: productPriceTiers.minQuantity,
        price: productPriceTiers.price,
      })
      .from(productPriceTiers)
      .where(and(inArray(productPriceTiers.productId, ids), eq(productPriceTiers.regionId, regionId))),
    companyId === null ? new Map<number, string>() : contractPricesOn(db, companyId, regionId, chinaDay(now), ids),
  ]);
  const out = new Map<number, PriceBasis>();
  for (const l of lists)
    out.set(l.productId, { list: l.price, breaks: [], contract: contracts.get(l.productId) ?? null });
  for (const b of breaks) {
    const basis = out.get(b.productId);
    if (basis) (basis.breaks as PriceTier[]).push({ MinQuantity: b.min, Price: b.price });
  }
  return out;
}
