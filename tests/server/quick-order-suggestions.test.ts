/**
 * 快速下单's suggestions: while a row is typed, the on-sale products whose model number starts with it (written
 * loosely: case, width, spaces and hyphens aside); for a row that matched nothing, the same as its candidates. Both
 * are read as ranges of the model-key index, walked in its order: the plans PostgreSQL (and PGlite) choose say so, with
 * the table's scans turned off so that the small test catalogue cannot hide a query that could not use the index.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  prefixIdsPerLineQuery,
  prefixIdsQuery,
  prefixRange,
  TYPING_SUGGESTIONS,
} from '../../server/services/model-suggestions.js';
import type { QuickOrderResult, QuickOrderSuggestions } from '../../src/contract/quick-order.js';
import { type BuyProducts, buyProducts } from './buy-fixtures.js';
import { auth, createBuyers } from './commerce-fixtures.js';
import { describeEachDatabase } from './helpers/app.js';

describe('prefixRange', () => {
  it('bounds exactly the keys that start with the prefix', () => {
    expect(prefixRange('adh1')).toEqual({ from: 'adh1', to: 'adh2' });
    expect(prefixRange('qo%')).toEqual({ from: 'qo%', to: 'qo&' });
    expect(prefixRange('型号')).toEqual({ from: '型号', to: `型${String.fromCodePoint('号'.codePointAt(0)! + 1)}` });
    expect(prefixRange('a\uD7FF')).toEqual({ from: 'a\uD7FF', to: 'a\uE000' });
    expect(prefixRange('')).toBeNull();
  });
});

describeEachDatabase('quick order suggestions', (ctx) => {
  let p: BuyProducts;
  let buyer = '';
  beforeAll(async () => {
    p = await buyProducts(ctx(), 'QS');
    buyer = (await createBuyers(ctx(), 1, 'qs')).tokens[0]!;
  });
  const suggest = (query: string, token = buyer) =>
    ctx().app.inject({
      method: 'GET',
      url: `/api/ShoppingCarts/quick-order/suggestions?${query}`,
      headers: token ? auth(token) : {},
    });
  const ids = async (prefix: string) => {
    const res = await suggest(`prefix=${encodeURIComponent(prefix)}&region=1`);
    expect(res.statusCode).toBe(200);
    return (res.json() as QuickOrderSuggestions).Items.map((i) => i.Id);
  };

  it('suggests the on-sale products whose model starts with what is typed, however it is written, in model order', async () => {
    expect(await ids('qs ad')).toEqual([p.plain]);
    expect(await ids('ＱＳ－ＡＤ－Ｈ１')).toEqual([p.plain]);
    // In model order (both products of one model side by side); never the product taken off sale.
    const all = await ids('QS-');
    expect(all.slice(0, 2)).toEqual([p.plain, p.consultation]);
    expect(all.slice(2, 4).sort()).toEqual([p.twinA, p.twinB].sort());
    expect(all.slice(4)).toEqual([p.scarce, p.stepped, p.unpriced]);
    const body = (await suggest('prefix=qs-ad&region=1')).json() as QuickOrderSuggestions;
    expect(body.Items[0]).toMatchObject({ Id: p.plain, Model: 'QS-AD-H100', Name: 'QS 工业插座', Price: '12.50' });
    // Past the model, or a pattern character: nothing (the text is a prefix, not a LIKE pattern).
    expect(await ids('qs-ad-h100x')).toEqual([]);
    expect(await ids('qs%')).toEqual([]);
  });

  it('refuses a visitor, an empty prefix and an unknown region', async () => {
    expect((await suggest('prefix=qs', '')).statusCode).toBe(401);
    expect((await suggest('prefix=')).statusCode).toBe(400);
    expect((await suggest('prefix=qs&region=999')).statusCode).toBe(400);
  });

  it('offers the products a not-found row’s model begins', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/ShoppingCarts/quick-order',
      headers: auth(buyer),
      payload: { Region: 1, DryRun: true, Lines: [{ Query: 'qs cjx', Quantity: 1 }] },
    });
    const row = (res.json() as QuickOrderResult).Rows[0]!;
    expect(row.Status).toBe('not-found');
    expect(row.Candidates!.map((c) => c.Id).sort()).toEqual([p.twinA, p.twinB].sort());
  });

  /**
   * The plan of a query with the table's scans priced out (as on a catalogue of 100,000 products): a plain index
   * scan is left, which the planner can only choose when the query is a range of the index, and walks it in order.
   */
  const plan = (query: ReturnType<typeof sql>) =>
    ctx().db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return result.rows.map((r) => r['QUERY PLAN']).join('\n');
    });

  it('reads a typed prefix as one range of the model-key index, in its order (EXPLAIN)', async () => {
    const text = await plan(prefixIdsQuery(prefixRange('qsad')!, TYPING_SUGGESTIONS));
    expect(text).toMatch(/Index Scan using products_model_key_idx on products/);
    expect(text).toMatch(/Index Cond: \(\(model_key ~>=~ 'qsad'::text\) AND \(model_key ~<~ 'qsae'::text\)\)/);
    expect(text).not.toMatch(/Seq Scan|Sort/);
  });

  it('reads each unmatched row’s prefix as a range of the model-key index (EXPLAIN)', async () => {
    const text = await plan(
      prefixIdsPerLineQuery(
        [
          { n: 1, range: prefixRange('qscjx')! },
          { n: 2, range: prefixRange('zz9')! },
        ],
        5,
      ),
    );
    expect(text).toMatch(/Index Scan using products_model_key_idx on products/);
    expect(text).toMatch(
      /Index Cond: \(\(model_key ~>=~ "\*VALUES\*"\.column2\) AND \(model_key ~<~ "\*VALUES\*"\.column3\)\)/,
    );
    expect(text).not.toMatch(/Seq Scan on products|Sort/);
  });
});
