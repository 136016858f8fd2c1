/**
 * Products suggested by model number: while a buyer types a row of 快速下单, and for a row whose model matched
 * nothing. Both read ranges of the model-key index (`products_model_key_idx`, text_pattern_ops, migration
 * *_quick_order_model_key), never the table: the keys that start with a prefix p are exactly the range
 * [p, p⁺) of the index's byte order, where p⁺ is p with its last character raised by one code point (UTF-8 byte
 * order is code point order). The range is walked in index order (`using ~<~`, the index's own order) and stops at
 * the limit, so a prefix costs a few index pages whatever the size of the catalogue. (`model_key like $1` with a
 * bound pattern is planned without knowing the prefix, and inside a lateral join it filters every product.)
 * tests/server/quick-order.test.ts checks both plans with EXPLAIN on PostgreSQL.
 */
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { ProductSummary } from '../../src/contract/catalogue.js';
import { normaliseModel } from '../../src/contract/model-number.js';
import type { Db } from '../db/client.js';
import { brands, categories, products, suppliers } from '../db/schema.js';
import { leanSummaryColumns, toSummary } from './catalogue.js';

/** Most suggestions while typing. */
export const TYPING_SUGGESTIONS = 8;

/** The index range of the keys that start with `prefix`, or null when there is none to read. */
export function prefixRange(prefix: string): { from: string; to: string } | null {
  const chars = [...prefix];
  const last = chars.pop()?.codePointAt(0);
  if (last === undefined || last >= 0x10ffff) return null;
  // The surrogate block holds no characters: the next one after U+D7FF is U+E000.
  const next = last + 1 === 0xd800 ? 0xe000 : last + 1;
  return { from: prefix, to: chars.join('') + String.fromCodePoint(next) };
}

/** The ids of the on-sale products whose model key lies in the range, in key order (an index range scan). */
export function prefixIdsQuery(range: { from: string; to: string }, limit: number): SQL {
  return sql`select id from products
    where model_key ~>=~ ${range.from}::text and model_key ~<~ ${range.to}::text and on_sale
    order by model_key using ~<~ limit ${limit}`;
}

/** For each line (n, its key's range), the ids of up to `limit` on-sale products whose key starts with it. */
export function prefixIdsPerLineQuery(lines: { n: number; range: { from: string; to: string } }[], limit: number): SQL {
  const values = sql.join(
    lines.map((l) => sql`(${l.n}::int, ${l.range.from}::text, ${l.range.to}::text)`),
    sql`, `,
  );
  return sql`select q.n, p.id from (values ${values}) as q(n, key_from, key_to)
    cross join lateral (
      select id from products
      where model_key ~>=~ q.key_from and model_key ~<~ q.key_to and on_sale
      order by model_key using ~<~ limit ${limit}
    ) p`;
}

async function summaries(db: Db, regionId: number, ids: number[]): Promise<Map<number, ProductSummary>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select(leanSummaryColumns(regionId))
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.product.id, toSummary(r)]));
}

const idRows = (result: unknown) =>
  (result as { rows: Record<string, number | string>[] }).rows.map((r) => ({ n: Number(r.n), id: Number(r.id) }));

/** What a row being typed may be: the on-sale products whose model number starts with the text, in model order. */
export async function typingSuggestions(db: Db, regionId: number, text: string): Promise<ProductSummary[]> {
  const range = prefixRange(normaliseModel(text));
  if (!range) return [];
  const ids = idRows(await db.execute(prefixIdsQuery(range, TYPING_SUGGESTIONS))).map((r) => r.id);
  const byId = await summaries(db, regionId, ids);
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** For each unmatched line (its index and model key), the on-sale products whose model key starts with it. */
export async function prefixSuggestions(
  db: Db,
  regionId: number,
  lines: { index: number; key: string }[],
  limit: number,
): Promise<Map<number, ProductSummary[]>> {
  const wanted = lines.flatMap(({ index, key }) => {
    const range = prefixRange(key);
    return range ? [{ n: index, range }] : [];
  });
  const out = new Map<number, ProductSummary[]>();
  if (!wanted.length) return out;
  const hits = idRows(await db.execute(prefixIdsPerLineQuery(wanted, limit)));
  const byId = await summaries(db, regionId, [...new Set(hits.map((h) => h.id))]);
  for (const h of hits) {
    const summary = byId.get(h.id);
    if (summary) out.set(h.n, [...(out.get(h.n) ?? []), summary]);
  }
  return out;
}
