/**
 * A large generated catalogue for the bench and the query-plan checks (docs/performance.md): `count` more
 * products spread over the demo's brands, suppliers and categories, 4 in 5 online (priced in every region),
 * 1 in 50 off sale, creation dates a minute apart, varied sales and stock. Names read like a catalogue's (a grade,
 * a product word, a size: 工业级电缆 25mm 批量型号 123), model numbers are unique (`BK-0000123`). Generated in SQL
 * (generate_series) in batches of BATCH rows, every product of ids and mixing primes in bigint, so a count of
 * 1,000,000 fits (such products pass the int4 range). The demo seed stays small.
 *
 *   npx tsx bench/api.ts --products 100000        (the whole bench on the large catalogue)
 *   npx tsx bench/explain.ts --products 100000    (EXPLAIN ANALYZE of the catalogue's queries)
 */
import { sql } from 'drizzle-orm';
import { reindexAll } from '../server/cli/search-reindex.js';
import type { Db } from '../server/db/client.js';

/** The words of the generated names (bench/cold.ts searches them). */
export const WORDS = [
  '电缆',
  '断路器',
  '接触器',
  '传感器',
  '变频器',
  '电机',
  '阀门',
  '轴承',
  '水泵',
  '开关',
  '继电器',
  '插座',
];

/** Grades and sizes of the generated names (bench/cold.ts searches the words, not these). */
const GRADES = ['工业级', '加厚', '防爆', '不锈钢', '耐高温', '高精度', '商用', '便携式', '智能', '重型'];
const SIZES = ['6mm', '10mm', '25mm', '50mm', '1.5米', '3米', '220V', '380V', '小号', '大号'];
/** Rows per insert: a million rows in one statement would hold them all in memory at once. */
const BATCH = 100_000;

const textArray = (list: readonly string[]) => `array[${list.map((w) => `'${w}'`).join(',')}]`;

export async function seedLargeCatalogue(db: Db, count: number): Promise<void> {
  const words = textArray(WORDS);
  for (let from = 1; from <= count; from += BATCH)
    await insertBatch(db, words, from, Math.min(count, from + BATCH - 1));
  await db.execute(
    sql.raw(`
    insert into product_prices (product_id, region_id, price)
    select p.id, r.id, round((1 + (p.id::bigint * 7919 % 100000) / 10.0) * (1 + r.sort * 0.02), 2)
      from products p cross join regions r
     where p.catalogue = 'online' and p.model like 'BK-%'`),
  );
  // The search index of the generated products (the SQL above writes rows, not their words).
  await reindexAll(db);
  await db.execute(sql.raw('analyze'));
}

async function insertBatch(db: Db, words: string, from: number, to: number): Promise<void> {
  await db.execute(
    sql.raw(`
    with b as (select array_agg(id order by id) a from brands),
         s as (select array_agg(id order by id) a from suppliers),
         c as (select array_agg(id order by id) a from categories where parent_id is not null or true)
    insert into products (catalogue, name, model, brand_id, supplier_id, category_id, unit, image_url, description,
                          min_quantity, quantity_step, stock, sales, on_sale, created_at)
    select case when g % 5 = 0 then 'consultation' else 'online' end,
           (${textArray(GRADES)})[1 + (g / 13) % ${GRADES.length}] || (${words})[1 + g % ${WORDS.length}] || ' '
             || (${textArray(SIZES)})[1 + (g / 7) % ${SIZES.length}] || ' 批量型号 ' || g,
           'BK-' || lpad(g::text, 7, '0'),
           b.a[1 + g % array_length(b.a, 1)],
           s.a[1 + (g / 7) % array_length(s.a, 1)],
           c.a[1 + (g / 3) % array_length(c.a, 1)],
           '件', '/media/placeholder.svg', '生成的压测商品',
           1, 1, (g::bigint * 7919) % 1000, (g::bigint * 104729) % 5000, g % 50 <> 0,
           timestamptz '2025-01-01 00:00:00+08' + g * interval '1 minute'
      from generate_series(${Number(from)}, ${Number(to)}) g, b, s, c`),
  );
}
