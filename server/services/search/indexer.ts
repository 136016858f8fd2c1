/**
 * Keeps the search index (products.search_vector and products.search_model) in step with the catalogue.
 * Every write of a product, brand or category calls `reindexProducts` with its own transaction handle, so
 * the index commits (or rolls back) with the write; the seed indexes products that have no vector yet (a
 * database from before the index), and `npm run search:reindex` rebuilds all of it.
 */
import { and, asc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { normaliseModel } from '../../../src/contract/model-number.js';
import type { Db } from '../../db/client.js';
import { brands, categories, products } from '../../db/schema.js';
import { addCatalogueWords, termsOf, vectorText } from './terms.js';

/** Which products to index again. */
export type Reindex =
  | { ids: readonly number[] }
  | { brandId: number }
  | { categoryId: number }
  | { missing: true }
  | { all: true };

/** Products read and written per round: bounded memory on a large catalogue. */
const BATCH = 500;

function whereOf(scope: Reindex): SQL | undefined {
  if ('ids' in scope) return inArray(products.id, [...scope.ids]);
  if ('brandId' in scope) return eq(products.brandId, scope.brandId);
  if ('categoryId' in scope) return eq(products.categoryId, scope.categoryId);
  if ('missing' in scope) return isNull(products.searchVector);
  return undefined;
}

/**
 * The catalogue's own words (brand and category names) into the segmenter's dictionary, read with the
 * caller's handle (inside a write, its transaction sees the new name).
 */
export async function loadCatalogueWords(db: Db): Promise<void> {
  const [b, c] = await Promise.all([
    db.select({ name: brands.name }).from(brands),
    db.select({ name: categories.name }).from(categories),
  ]);
  addCatalogueWords([...b, ...c].map((r) => r.name));
}

/** Writes the index of the products in `scope`; answers how many were indexed. */
export async function reindexProducts(db: Db, scope: Reindex): Promise<number> {
  if ('ids' in scope && scope.ids.length === 0) return 0;
  await loadCatalogueWords(db);
  const where = whereOf(scope);
  let after = 0;
  let done = 0;
  for (;;) {
    const rows = await db
      .select({
        id: products.id,
        name: products.name,
        model: products.model,
        description: products.description,
        brand: brands.name,
        category: categories.name,
      })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(where, gt(products.id, after)))
      .orderBy(asc(products.id))
      .limit(BATCH);
    if (rows.length === 0) return done;
    // One statement per batch: the vectors and models as parallel arrays joined to the ids.
    const ids = rows.map((r) => r.id);
    const vectors = rows.map((r) => vectorText(termsOf(r)));
    const models = rows.map((r) => normaliseModel(r.model));
    await db.execute(sql`
      update products set search_vector = v.vector::tsvector, search_model = v.model
      from (select unnest(${sql.param(ids)}::int[]) as id, unnest(${sql.param(vectors)}::text[]) as vector,
                   unnest(${sql.param(models)}::text[]) as model) v
      where products.id = v.id`);
    done += rows.length;
    after = ids[ids.length - 1]!;
    // A scope that selects by the index's own state moves on by id too, so a batch is never read twice.
    if (rows.length < BATCH) return done;
  }
}
