/**
 * The public catalogue read cache: answers of public catalogue reads kept in memory, already serialised,
 * with a strong ETag and their brotli/gzip forms, keyed by the normalised query (region included), and
 * dropped exactly when their data changes.
 *
 * - Every cached answer carries tags naming the data it was built from (`products`, `stock`, `product:<id>`,
 *   `brands`, …). Code that writes catalogue data calls `catalogueChanged(app, change)` AFTER its transaction
 *   committed; the tags of the change are dropped here at once and, across instances, over Redis pub/sub
 *   (config.redisUrl) or else PostgreSQL LISTEN/NOTIFY. On PGlite (one process) the local drop is all.
 * - Stock and sales change on every order. They are part of the cached answers and are invalidated on change
 *   (tag `stock` for lists, `product:<id>` for the detail) rather than served apart: a buyer must never see
 *   a stock the server would refuse, catalogue reads outnumber orders by far, and one answer with one ETag
 *   keeps 304s and CDNs simple. Brand product counts do not depend on stock and stay cached through orders.
 * - A read that started before a drop is not stored after it (per-tag generations), and a request arriving
 *   after a drop never joins a computation started before it: answers are never stale on this instance.
 * - On a lost Redis/LISTEN connection everything is dropped once it is back (messages may have been missed).
 *
 * The parts: `catalogue-cache/tags.ts` (what changes drop), `store.ts` (answers by key and tag), `http.ts`
 * (codings, ETags, `cachedRead`), `fast-path.ts` (answers ahead of Fastify), `transports.ts` (drops across
 * instances). This file puts them together as the app's plugin.
 */
import type { FastifyInstance } from 'fastify';
import { httpDuration, httpRequests } from '../metrics.js';
import { FastPath } from './catalogue-cache/fast-path.js';
import { AnswerStore } from './catalogue-cache/store.js';
import { type CatalogueChange, tagsOf } from './catalogue-cache/tags.js';
import { connectTransport } from './catalogue-cache/transports.js';
import { global } from './global.js';

export { cachedRead } from './catalogue-cache/http.js';
export {
  type CachedRead,
  CachePolicy,
  type CatalogueChange,
  type CatalogueTable,
  tagsOf,
} from './catalogue-cache/tags.js';

/** The app's cache: the store, and the fast path that answers from it. */
export class CatalogueCache extends AnswerStore {
  readonly fast = new FastPath(this);
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: CatalogueCache;
    /** Publishes a drop to the other instances (set by the transport). */
    catalogueBroadcast(tags: string[]): Promise<void>;
  }
}

/**
 * To call after any catalogue write has committed (catalogue management, imports, order creation and
 * cancellation, anything changing stock, price, on-sale, names): drops the affected answers here at once and
 * tells the other instances. Never throws: a failed broadcast is logged (the other instances drop all on
 * reconnect).
 */
export async function catalogueChanged(app: FastifyInstance, change: CatalogueChange): Promise<void> {
  const tags = tagsOf(change);
  if (tags.length === 0) return;
  app.catalogueCache.drop(tags);
  try {
    await app.catalogueBroadcast(tags);
  } catch (error) {
    app.log.error({ err: error }, 'catalogue cache: broadcast of a change failed');
  }
}

/** The cache of the app, its fast path's metrics and its cross-instance transport. */
export const catalogueCachePlugin = global(async (app: FastifyInstance) => {
  const cache = new CatalogueCache();
  app.decorate('catalogueCache', cache);
  // The metric children of each route and status, resolved once (labels are hashed on every plain inc()).
  const children = new Map<
    string,
    { count: ReturnType<typeof httpRequests.labels>; duration: ReturnType<typeof httpDuration.labels> }
  >();
  cache.fast.onAnswer = (route, status, seconds) => {
    const key = `${status} ${route}`;
    let child = children.get(key);
    if (!child) {
      const labels = { method: 'GET', route, status: String(status) };
      child = { count: httpRequests.labels(labels), duration: httpDuration.labels(labels) };
      children.set(key, child);
    }
    child.count.inc();
    child.duration.observe(seconds);
  };
  app.addHook('preClose', async () => {
    cache.fast.closing = true;
  });
  await connectTransport(app, cache);
}, 'catalogue-cache');
