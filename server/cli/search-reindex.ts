/**
 * `npm run search:reindex`: writes the search index (products.search_vector, search_model) of every product
 * again, e.g. after a change of how words are cut (server/services/search/terms.ts). New databases and
 * products written through the API need no run: every write keeps the index, and the seed indexes products
 * that have none yet. Batches of 500 products, each batch its own transaction: the storefront keeps
 * answering meanwhile, and an interrupted run is simply started again.
 *
 * Uses the server's configuration (DATABASE_URL, or the embedded database under DATA_DIR while the server is
 * stopped) and runs the migrations first. Production runs the compiled build/server/cli/search-reindex.js
 * (scripts/search-reindex.js chooses, like `npm start`). Exit code 0 on success, 1 with a message otherwise.
 */
import { asc, gt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { products } from '../db/schema.js';
import { reindexProducts } from '../services/search/indexer.js';
import { runAsCommand, withServerDatabase } from './run.js';

/** Indexes every product again, one transaction per batch of ids; answers how many were indexed. */
export async function reindexAll(db: Db, onProgress?: (done: number) => void): Promise<number> {
  let after = 0;
  let done = 0;
  for (;;) {
    const ids = (
      await db
        .select({ id: products.id })
        .from(products)
        .where(gt(products.id, after))
        .orderBy(asc(products.id))
        .limit(500)
    ).map((r) => r.id);
    if (ids.length === 0) return done;
    done += await db.transaction((tx) => reindexProducts(tx, { ids }));
    after = ids[ids.length - 1]!;
    onProgress?.(done);
  }
}

const TASK = '重建搜索索引';

runAsCommand(import.meta.url, TASK, () =>
  withServerDatabase(TASK, async (db) => {
    const n = await reindexAll(db, (done) => {
      if (done % 10_000 === 0) console.log(`已索引 ${done} 个商品…`);
    });
    console.log(`搜索索引已重建：${n} 个商品。`);
  }),
);
