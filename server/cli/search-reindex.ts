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
import { pathToFileURL } from 'node:url';
import { asc, gt } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config.js';
import { type Db, openDatabase } from '../db/client.js';
import { DataDirLockedError } from '../db/lock.js';
import { migrateDatabase } from '../db/migrate.js';
import { products } from '../db/schema.js';
import { withStartupLock } from '../db/startup.js';
import { reindexProducts } from '../services/search/indexer.js';

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

async function main(): Promise<number> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    return 1;
  }
  let handle: Awaited<ReturnType<typeof openDatabase>>;
  try {
    handle = await openDatabase(
      config.databaseUrl ? { url: config.databaseUrl, poolMax: 2 } : { dataDir: config.dataDir },
    );
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`${error.message}\n内置数据库正被服务占用：请先停止服务再重建搜索索引，或使用 DATABASE_URL。`);
      return 1;
    }
    throw error;
  }
  try {
    await withStartupLock(handle, () => migrateDatabase(handle));
    const n = await reindexAll(handle.db, (done) => {
      if (done % 10_000 === 0) console.log(`已索引 ${done} 个商品…`);
    });
    console.log(`搜索索引已重建：${n} 个商品。`);
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  } finally {
    await handle.close().catch(() => {});
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error('重建搜索索引失败 (failed):', error);
      process.exit(1);
    },
  );
}
