/**
 * Product summaries (the card's columns, one row to one card) and the product detail.
 */
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { ProductDetail, ProductSummary } from '../../../src/contract/catalogue.js';
import type { Catalogue } from '../../../src/contract/enums.js';
import type { Db } from '../../db/client.js';
import { brands, categories, productPrices, products, regions, suppliers } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import { type PriceTier, tierTable } from '../pricing/engine.js';
import { breaksColumn, readBreaks } from '../pricing/reads.js';
import { assertRegion } from './regions.js';

export function summaryColumns(regionId: number) {
  return {
    product: products,
    brandName: brands.name,
    supplierName: suppliers.name,
    categoryName: categories.name,
    price: sql<
      string | null
    >`(select pp.price from product_prices pp where pp.product_id = "products"."id" and pp.region_id = ${regionId})`,
    breaks: breaksColumn(regionId),
  };
}

/**
 * The product columns a summary reads (toSummary), without the text a card never shows (description, specs,
 * images, the search vector): for reads of many products at once (快速下单 resolves up to 500 rows).
 */
export const summaryProductColumns = {
  id: products.id,
  catalogue: products.catalogue,
  name: products.name,
  model: products.model,
  brandId: products.brandId,
  supplierId: products.supplierId,
  categoryId: products.categoryId,
  unit: products.unit,
  imageUrl: products.imageUrl,
  minQuantity: products.minQuantity,
  quantityStep: products.quantityStep,
  stock: products.stock,
  sales: products.sales,
  onSale: products.onSale,
};

/** The summary's columns with the lean product columns (`summaryProductColumns`). */
export const leanSummaryColumns = (regionId: number) => ({
  ...summaryColumns(regionId),
  product: summaryProductColumns,
});

export type SummaryProduct = Pick<typeof products.$inferSelect, keyof typeof summaryProductColumns>;

export type SummaryRow = {
  product: SummaryProduct;
  brandName: string;
  supplierName: string;
  categoryName: string;
  price: string | null;
  breaks: PriceTier[] | string | null;
};

export function toSummary(r: SummaryRow): ProductSummary {
  const p = r.product;
  return {
    Id: p.id,
    Catalogue: p.catalogue as Catalogue,
    Name: p.name,
    Model: p.model,
    ImageUrl: p.imageUrl,
    Unit: p.unit,
    BrandId: p.brandId,
    BrandName: r.brandName,
    SupplierId: p.supplierId,
    SupplierName: r.supplierName,
    CategoryId: p.categoryId,
    CategoryName: r.categoryName,
    Price: p.catalogue === 'online' && r.price !== null ? r.price : null,
    PriceTiers: p.catalogue === 'online' && r.price !== null ? tierTable(r.price, readBreaks(r.breaks)) : [],
    MinQuantity: p.minQuantity,
    QuantityStep: p.quantityStep,
    Stock: p.stock,
    Sales: p.sales,
  };
}

/**
 * The WHERE of a product list or search. Every keyword word must match the name, model, brand or category;
 * written so that each arm of the OR can use an index (a BitmapOr), totals included, at 100,000 products:
 * - name/model: the word's character pairs all among the product's (`search_pairs`, a generated column with
 *   a GIN index, migration *_catalogue_bigrams) — a necessary condition that also serves two-character
 *   Chinese words, which have no trigram — then the exact test, a LIKE on the stored lower-cased name and
 *   model (`search_text`, the same as ILIKE on each, without lower-casing every row again); a one-character
 *   word has no pair and is matched by that LIKE alone (a scan);
 * - brand/category: the ids of the (few) brands and categories whose names match, looked up first (one small
 *   query), so the product side is an indexed `brand_id in (…)` the planner can estimate, rather than an OR
 *   over joined names.
 * Two equivalent forms (the pairs are a necessary condition of the LIKE): `indexed` carries the pairs, for
 * counts and for words with few matches (a bitmap of the candidates); `walked` is the exact test alone, for
 * a page of a word with many matches: the page's order is walked (`products_search_idx`, migration
 * *_catalogue_search_index, holds the lower-cased text and the filters in id order) and stops at the page,
 * instead of reading every candidate's row to sort them.
 * A search (`reading`: server/services/search) tests the keyword on the search index instead: words,
 * pinyin, model numbers and synonyms, every word matching in any order.
 */
export async function summariesByIds(db: Db, ids: number[], regionId: number): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(summaryColumns(regionId))
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, ids));
  const rank = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => rank.get(a.product.id)! - rank.get(b.product.id)!).map(toSummary);
}

export async function productSummaries(db: Db, where: SQL, regionId: number, limit: number): Promise<ProductSummary[]> {
  const rows = await db
    .select(summaryColumns(regionId))
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.onSale, true), where))
    .orderBy(desc(products.sales), asc(products.id))
    .limit(limit);
  return rows.map(toSummary);
}

export async function getProduct(db: Db, id: number, regionId: number): Promise<ProductDetail> {
  await assertRegion(db, regionId);
  const [row] = await db
    .select(summaryColumns(regionId))
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, id), eq(products.onSale, true)))
    .limit(1);
  if (!row) throw notFound('商品不存在或已下架');
  const prices =
    row.product.catalogue === 'online'
      ? await db
          .select({ RegionId: regions.id, RegionName: regions.name, Price: productPrices.price })
          .from(productPrices)
          .innerJoin(regions, eq(regions.id, productPrices.regionId))
          .where(eq(productPrices.productId, id))
          .orderBy(asc(regions.sort), asc(regions.id))
      : [];
  return {
    ...toSummary(row),
    Images: row.product.images.length ? row.product.images : [row.product.imageUrl],
    Specs: row.product.specs,
    Description: row.product.description,
    Prices: prices,
  };
}

/* ------------------------------------------------------------------ solutions */
