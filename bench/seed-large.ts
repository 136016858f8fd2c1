/**
 * A large generated catalogue for the bench and the query-plan checks (docs/performance.md): `count` more
 * products spread over the demo's brands, suppliers and categories, 4 in 5 online (priced in every region),
 * 1 in 50 off sale, creation dates a minute apart, varied sales and stock. Generated in SQL
 * (generate_series), so 100,000 rows take seconds on PostgreSQL and PGlite alike. The demo seed stays small.
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

export async function seedLargeCatalogue(db: Db, count: number): Promise<void> {
  const words = `array[${WORDS.map((w) => `'${w}'`).join(',')}]`;
  await db.execute(
    sql.raw(`
    with b as (select array_agg(id order by id) a from brands),
         s as (select array_agg(id order by id) a from suppliers),
         c as (select array_agg(id order by id) a from categories where parent_id is not null or true)
    insert into products (catalogue, name, model, brand_id, supplier_id, category_id, unit, image_url, description,
                          min_quantity, quantity_step, stock, sales, on_sale, created_at)
    select case when g % 5 = 0 then 'consultation' else 'online' end,
           (${words})[1 + g % ${WORDS.length}] || ' 批量型号 ' || g,
           'BK-' || lpad(g::text, 6, '0'),
           b.a[1 + g % array_length(b.a, 1)],
           s.a[1 + (g / 7) % array_length(s.a, 1)],
           c.a[1 + (g / 3) % array_length(c.a, 1)],
           '件', '/media/placeholder.svg', '生成的压测商品',
           1, 1, (g::bigint * 7919) % 1000, (g::bigint * 104729) % 5000, g % 50 <> 0,
           timestamptz '2025-01-01 00:00:00+08' + g * interval '1 minute'
      from generate_series(1, ${Number(count)}) g, b, s, c`),
  );
  await db.execute(
    sql.raw(`
    insert into product_prices (product_id, region_id, price)
    select p.id, r.id, round((1 + (p.id * 7919 % 100000) / 10.0) * (1 + r.sort * 0.02), 2)
      from products p cross join regions r
     where p.catalogue = 'online' and p.model like 'BK-%'`),
  );
  // The search index of the generated products (the SQL above writes rows, not their words).
  await reindexAll(db);
  await db.execute(sql.raw('analyze'));
}
