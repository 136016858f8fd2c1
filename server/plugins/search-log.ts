/**
 * `app.searchLog` (server/services/search/search-log.ts): the searches buyers make, counted on the normal path
 * (the /api/Search route) and on the catalogue cache's fast path, written in batches and once more on close.
 */
import type { FastifyInstance } from 'fastify';
import { SearchLog } from '../services/search/search-log.js';
import { global } from './global.js';

declare module 'fastify' {
  interface FastifyInstance {
    searchLog: SearchLog;
  }
}

/** The route label the fast path reports for searches (Fastify's route URL). */
const SEARCH_ROUTE = '/api/Search';

export const searchLogPlugin = global(async (app: FastifyInstance) => {
  const log = new SearchLog(app.db, () => app.now());
  app.decorate('searchLog', log);
  app.catalogueCache.fast.onUrl = (route, url) => {
    if (route !== SEARCH_ROUTE) return;
    const params = new URL(url, 'http://search.local').searchParams;
    const number = (name: string) => (params.has(name) ? Number(params.get(name)) : undefined);
    log.record({
      keyword: params.get('keyword') ?? undefined,
      catalogue: params.get('catalogue') ?? undefined,
      page: number('page'),
      sort: params.get('sort') ?? undefined,
      brandId: number('brandId'),
      categoryId: number('categoryId'),
      supplierId: number('supplierId'),
      price: params.get('price') ?? undefined,
    });
  };
  app.addHook('onClose', async () => {
    await log.flush().catch((error) => app.log.warn({ err: error }, 'search log: last batch not written'));
  });
}, 'search-log');
