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
 */
import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import { httpDuration, httpRequests } from '../metrics.js';
import { global } from './global.js';

/** Reference tables of the catalogue, each one tag. */
export type CatalogueTable =
  | 'brands'
  | 'suppliers'
  | 'categories'
  | 'banners'
  | 'solutions'
  | 'showcase'
  | 'help'
  | 'regions'
  /** 协议价 of any company (the companies' own views of priced answers, server/routes/catalogue-priced.ts). */
  | 'contracts';

/**
 * What changed, for `catalogueChanged`:
 * - `stock`: stock or sales of these products only (order created or cancelled);
 * - `products`: anything else about these products (price, on/off sale, name, images, category, new
 *   product…), or `'all'` for a bulk import;
 * - `tables`: reference data.
 */
export interface CatalogueChange {
  stock?: readonly number[];
  products?: readonly number[] | 'all';
  tables?: readonly CatalogueTable[];
}

/** How long browsers and CDNs may keep an answer (the server cache itself is exact). */
export const CachePolicy = {
  /** Price and stock: stored but revalidated every time (a 304 from this cache when unchanged). */
  live: 'public, no-cache',
  /** Brands: the spec's client cache of 60 s. */
  brands: 'public, max-age=60, stale-while-revalidate=60',
  /** Reference data an operator edits now and then. */
  reference: 'public, max-age=60, stale-while-revalidate=300',
} as const;

interface Entry {
  body: string;
  /** The body as bytes, what the fast path writes (encoded once). */
  raw: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
  tags: readonly string[];
  /** The fast path's complete response headers, built once per Origin, coding, status and policy. */
  heads?: Map<string, OutgoingHttpHeaders>;
}

export interface CachedRead {
  /** The normalised query: route plus every parameter that changes the answer, defaults applied. */
  key: string;
  tags: readonly string[];
  cacheControl: string;
  /**
   * The answer shows prices: a request carrying a token never takes the fast path for it (its company may have
   * 协议价, so the normal path decides which entry it gets).
   */
  priced?: boolean;
  /** A signed-in company's own view (its key names the company): never answered by URL on the fast path. */
  personal?: boolean;
}

/** A URL the app answered from an entry: which entry, which route (metrics label), which Cache-Control. */
interface KnownUrl {
  key: string;
  route: string;
  cacheControl: string;
  priced?: boolean | undefined;
}

/**
 * The headers every answer of the API carries for one request Origin (helmet's, CORS's, anything a hook
 * set before the route's handler), as the normal path set them: replayed by the fast path.
 */
interface BaseHeaders {
  headers: Record<string, string | number | string[]>;
  /** CORS's Vary (Origin) followed by Accept-Encoding. */
  vary: string;
}

/**
 * Headers the cached read sets itself, per answer: not part of the base. (A hook that ever sets a header
 * that differs per request — a request id — must have it computed here per fast answer instead, or the
 * fast path would replay the captured value.)
 */
const OWN_HEADERS = new Set(['cache-control', 'vary', 'etag', 'content-type', 'content-encoding', 'content-length']);
/** Distinct request Origins whose base headers are kept (partner origins and none; others go the normal path). */
const MAX_ORIGINS = 64;

const CHANNEL = 'b2b_catalogue_changed';
/** Answers at or above this size are sent compressed when the client accepts it (as @fastify/compress). */
const COMPRESS_THRESHOLD = 1024;
/** More product ids than this in one message: all products are dropped instead (NOTIFY payloads ≤ 8000 B). */
const MAX_IDS = 200;

/** The tags a change drops. */
export function tagsOf(change: CatalogueChange): string[] {
  const tags = new Set<string>();
  if (change.products === 'all') {
    tags.add('products').add('stock').add('product:*');
  } else if (change.products?.length) {
    tags.add('products').add('stock');
    if (change.products.length > MAX_IDS) tags.add('product:*');
    else for (const id of change.products) tags.add(`product:${id}`);
  }
  if (change.stock?.length) {
    tags.add('stock');
    if (change.stock.length > MAX_IDS) tags.add('product:*');
    else for (const id of change.stock) tags.add(`product:${id}`);
  }
  for (const t of change.tables ?? []) tags.add(t);
  return [...tags];
}

/** The content coding to answer with, from Accept-Encoding: br, else gzip, else none. */
function negotiate(accept: string | undefined): 'br' | 'gzip' | undefined {
  if (!accept) return undefined;
  let gzip = false;
  for (const part of accept.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.find((p) => p.trim().startsWith('q='));
    if (q && Number(q.trim().slice(2)) === 0) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip' || name === '*') gzip = true;
  }
  return gzip ? 'gzip' : undefined;
}

/** Whether If-None-Match names the answer (any of its codings: the representations differ only in encoding). */
function notModified(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const base = etag.slice(0, -1);
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === etag || tag === `${base}-br"` || tag === `${base}-gz"`;
  });
}

export class CatalogueCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly byTag = new Map<string, Set<string>>();
  private readonly generations = new Map<string, number>();
  private readonly inflight = new Map<string, { tags: readonly string[]; promise: Promise<Entry> }>();
  /** Raw request URLs already answered from an entry (the fast path's index; the entry itself decides). */
  private readonly urls = new LRUCache<string, KnownUrl>({ max: 20_000 });
  private readonly bases = new Map<string, BaseHeaders>();
  private epoch = 0;
  private suspended = false;
  /** Requests answered by the fast path so far (tests, diagnostics). */
  fastAnswers = 0;
  /** Set when the app starts closing: the fast path stops and Fastify answers (503). */
  closing = false;
  /** Counts a fast-path answer in the request metrics (set by the plugin). */
  onFastAnswer: (route: string, status: number, seconds: number) => void = () => {};
  /** Told the route and URL of every fast-path answer (the search log counts searches answered here too). */
  onFastUrl: (route: string, url: string) => void = () => {};

  constructor(opts: { maxEntries?: number; maxBytes?: number } = {}) {
    this.entries = new LRUCache<string, Entry>({
      max: opts.maxEntries ?? 5_000,
      maxSize: opts.maxBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (e) => e.body.length * 2 + e.raw.length + (e.br?.length ?? 0) + (e.gzip?.length ?? 0) + 256,
      dispose: (entry, key) => {
        for (const tag of entry.tags) {
          const keys = this.byTag.get(tag);
          keys?.delete(key);
          if (keys?.size === 0) this.byTag.delete(tag);
        }
      },
    });
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * While the cross-instance channel is down, drops could be missed: nothing is served from memory or stored
   * (every read goes to the database) until `resume()`.
   */
  suspend(): void {
    this.suspended = true;
    this.drop(['*']);
  }

  resume(): void {
    this.drop(['*']);
    this.suspended = false;
  }

  /** Drops every answer carrying one of `tags` (`product:*` drops every product detail). */
  drop(tags: readonly string[]): void {
    const all = tags.includes('*');
    if (all) this.epoch++;
    for (const tag of tags) this.generations.set(tag, (this.generations.get(tag) ?? 0) + 1);
    const hit = (entryTags: readonly string[]) =>
      all || entryTags.some((t) => tags.includes(t) || (t.startsWith('product:') && tags.includes('product:*')));
    for (const [key, flight] of this.inflight) if (hit(flight.tags)) this.inflight.delete(key);
    if (all) {
      this.entries.clear();
      return;
    }
    for (const tag of tags) {
      if (tag === 'product:*') {
        for (const [t, keys] of this.byTag)
          if (t.startsWith('product:')) for (const k of [...keys]) this.entries.delete(k);
        continue;
      }
      const keys = this.byTag.get(tag);
      if (keys) for (const k of [...keys]) this.entries.delete(k);
    }
  }

  private snapshot(tags: readonly string[]): string {
    const product = tags.some((t) => t.startsWith('product:'));
    return [
      this.epoch,
      ...tags.map((t) => this.generations.get(t) ?? 0),
      product ? (this.generations.get('product:*') ?? 0) : 0,
    ].join(',');
  }

  /** The cached answer of `key`, computing (once for concurrent callers) and storing it when missing. */
  async get(key: string, tags: readonly string[], compute: () => Promise<string>): Promise<Entry> {
    if (this.suspended) {
      const body = await compute();
      return { body, raw: Buffer.from(body), etag: `"${createHash('sha1').update(body).digest('base64url')}"`, tags };
    }
    const hit = this.entries.get(key);
    if (hit) return hit;
    const flying = this.inflight.get(key);
    if (flying) return flying.promise;
    const before = this.snapshot(tags);
    const promise = compute().then((body) => {
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      const entry: Entry = { body, raw: Buffer.from(body), etag, tags };
      // Stored only when nothing it was built from changed meanwhile.
      if (this.snapshot(tags) === before && !this.suspended) {
        this.entries.set(key, entry);
        for (const tag of tags) {
          const keys = this.byTag.get(tag) ?? new Set<string>();
          this.byTag.set(tag, keys);
          keys.add(key);
        }
      }
      return entry;
    });
    const flight = { tags, promise };
    this.inflight.set(key, flight);
    const clear = () => {
      if (this.inflight.get(key) === flight) this.inflight.delete(key);
    };
    promise.then(clear, clear);
    return promise;
  }

  /**
   * A part of answers computed from catalogue data (a product list's total, popular keywords), kept like an
   * answer — same tags, generations, single flight and drops — and shared by every answer that needs it.
   */
  async part<T>(key: string, tags: readonly string[], compute: () => Promise<T>): Promise<T> {
    return JSON.parse((await this.get(`part|${key}`, tags, async () => JSON.stringify(await compute()))).body) as T;
  }

  /**
   * Called by the normal path once it answered `url` from the entry `key`: from then on the fast path may
   * answer the same URL (while the entry lives) with the same headers. `base` are the headers the request
   * carried before the cached read set its own (helmet, CORS for this Origin).
   */
  remember(url: string, known: KnownUrl, origin: string, base: Record<string, unknown>): void {
    if (!this.entries.has(known.key)) return; // not stored (suspended, or changed while computing)
    if (!this.bases.has(origin)) {
      // No Origin, or a partner origin CORS allowed; any other Origin always takes the normal path.
      if (origin !== '' && base['access-control-allow-origin'] !== origin) return;
      if (this.bases.size >= MAX_ORIGINS) return;
      const headers: BaseHeaders['headers'] = {};
      for (const [name, value] of Object.entries(base)) {
        if (value === undefined || OWN_HEADERS.has(name)) continue;
        headers[name] = value as string | number | string[];
      }
      this.bases.set(origin, {
        headers,
        vary: base.vary ? `${String(base.vary)}, Accept-Encoding` : 'Accept-Encoding',
      });
    }
    this.urls.set(url, known);
  }

  /**
   * The fast path, ahead of Fastify (the app's server factory): a GET of a URL the normal path answered
   * from a live entry is answered here with the same status, headers and bytes — no routing, hooks,
   * validation, logging lines or serialisation; counted in the request metrics. Anything else (first
   * request of a URL, entry dropped, unknown Origin, HEAD, closing, suspended) returns false for Fastify.
   */
  fastAnswer(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || this.suspended || this.closing) return false;
    const known = this.urls.get(req.url ?? '');
    if (!known) return false;
    // A signed-in caller of a priced answer may be owed its company's 协议价: the normal path decides.
    if (known.priced && req.headers.authorization) return false;
    const entry = this.entries.get(known.key);
    if (!entry) return false;
    const base = this.bases.get(req.headers.origin ?? '');
    if (!base) return false;
    const started = performance.now();
    const coding = entry.raw.length >= COMPRESS_THRESHOLD ? negotiate(req.headers['accept-encoding']) : undefined;
    const status = notModified(req.headers['if-none-match'], entry.etag) ? 304 : 200;
    const payload = status === 304 ? undefined : coding ? this.encoded(entry, coding) : entry.raw;
    entry.heads ??= new Map();
    const headKey = `${req.headers.origin ?? ''}\n${coding ?? ''}\n${status}\n${known.cacheControl}`;
    let headers = entry.heads.get(headKey);
    if (!headers) {
      headers = {
        ...base.headers,
        'cache-control': known.cacheControl,
        vary: base.vary,
        etag: coding ? `${entry.etag.slice(0, -1)}-${coding === 'br' ? 'br' : 'gz'}"` : entry.etag,
      };
      if (payload) {
        headers['content-type'] = 'application/json; charset=utf-8';
        if (coding) headers['content-encoding'] = coding;
        headers['content-length'] = payload.length;
      }
      entry.heads.set(headKey, headers);
    }
    res.writeHead(status, headers);
    res.end(payload);
    this.fastAnswers++;
    this.onFastAnswer(known.route, status, (performance.now() - started) / 1000);
    this.onFastUrl(known.route, req.url ?? '');
    return true;
  }

  /** The body in the coding the client accepts (compressed once per entry, then kept). */
  encoded(entry: Entry, coding: 'br' | 'gzip'): Buffer {
    if (coding === 'br') {
      entry.br ??= brotliCompressSync(entry.body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
      });
      return entry.br;
    }
    entry.gzip ??= gzipSync(entry.body, { level: 9 });
    return entry.gzip;
  }
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

/**
 * Answers a public catalogue read from the cache: 304 when If-None-Match names it, else the serialised
 * body (brotli or gzip when accepted and large enough), with its ETag and Cache-Control.
 * `produce` runs on a miss; its result goes through the route's response schema like any answer.
 */
export async function cachedRead(
  request: FastifyRequest,
  reply: FastifyReply,
  read: CachedRead,
  produce: () => Promise<unknown>,
): Promise<void> {
  const cache = request.server.catalogueCache;
  // What helmet, CORS and other onRequest hooks set, before this read sets its own headers (fast path's base).
  const base = request.method === 'GET' ? reply.getHeaders() : undefined;
  const entry = await cache.get(read.key, read.tags, async () => String(reply.serialize(await produce())));
  if (base && !read.personal)
    cache.remember(
      request.url,
      {
        key: read.key,
        route: request.routeOptions.url ?? 'unmatched',
        cacheControl: read.cacheControl,
        priced: read.priced,
      },
      request.headers.origin ?? '',
      base,
    );
  // Added to the Vary the CORS hook may have set (Origin), never replacing it.
  const vary = reply.getHeader('vary');
  reply
    .header('cache-control', read.cacheControl)
    .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  const coding = entry.body.length >= COMPRESS_THRESHOLD ? negotiate(request.headers['accept-encoding']) : undefined;
  const etag = coding ? `${entry.etag.slice(0, -1)}-${coding === 'br' ? 'br' : 'gz'}"` : entry.etag;
  reply.header('etag', etag);
  // Resolves once the answer is sent: returning the (thenable) reply waits for the response to finish. An
  // async handler resolving to `undefined` while onSend hooks (compress, the HEAD route's) still run makes
  // Fastify send a second time, which logged ERR_HTTP_HEADERS_SENT and counted a 500 in /metrics for an
  // answer the client got as 200 (tests/server/honest-metrics.test.ts).
  if (notModified(request.headers['if-none-match'], entry.etag)) reply.code(304).send();
  else if (!coding) reply.type('application/json; charset=utf-8').send(entry.body);
  else
    reply.type('application/json; charset=utf-8').header('content-encoding', coding).send(cache.encoded(entry, coding));
  return reply;
}

interface Message {
  from: string;
  tags: string[];
}

/**
 * The cache of the app and its cross-instance transport: Redis pub/sub when config.redisUrl is set, else
 * PostgreSQL LISTEN/NOTIFY when the database is PostgreSQL, else (PGlite, one process) none.
 */
export const catalogueCachePlugin = global(async (app: FastifyInstance) => {
  const cache = new CatalogueCache();
  const instance = randomUUID();
  app.decorate('catalogueCache', cache);
  // The metric children of each route and status, resolved once (labels are hashed on every plain inc()).
  const children = new Map<
    string,
    { count: ReturnType<typeof httpRequests.labels>; duration: ReturnType<typeof httpDuration.labels> }
  >();
  cache.onFastAnswer = (route, status, seconds) => {
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
    cache.closing = true;
  });
  app.decorate('catalogueBroadcast', async (_tags: string[]) => {});

  const receive = (raw: string) => {
    try {
      const message = JSON.parse(raw) as Message;
      if (message.from !== instance && Array.isArray(message.tags)) cache.drop(message.tags.map(String));
    } catch {
      app.log.warn('catalogue cache: unreadable invalidation message ignored');
    }
  };
  const encode = (tags: string[]) => JSON.stringify({ from: instance, tags } satisfies Message);

  if (app.config.redisUrl) {
    const { Redis } = await import('ioredis');
    const publisher = new Redis(app.config.redisUrl, {
      maxRetriesPerRequest: 1,
      commandTimeout: app.config.redisTimeoutMs,
    });
    const subscriber = new Redis(app.config.redisUrl);
    for (const client of [publisher, subscriber])
      client.on('error', (error) => app.log.warn({ err: error }, 'catalogue cache: redis error'));
    // Redis may be down at start (the app still starts; /readyz says so): until the subscription stands, drops
    // from other instances could be missed, so nothing is served from memory before then, nor while it is lost.
    cache.suspend();
    let subscribed = false;
    subscriber.on('message', (_channel: string, raw: string) => receive(raw));
    subscriber.on('close', () => cache.suspend());
    subscriber.on('ready', () => {
      if (subscribed) cache.resume(); // ioredis re-subscribes on reconnect
    });
    subscriber.subscribe(CHANNEL).then(
      () => {
        subscribed = true;
        cache.resume();
      },
      (error: unknown) => app.log.warn({ err: error }, 'catalogue cache: subscription failed'),
    );
    app.catalogueBroadcast = async (tags) => {
      await publisher.publish(CHANNEL, encode(tags));
    };
    app.addHook('onClose', async () => {
      subscriber.disconnect();
      if (publisher.status === 'ready') await publisher.quit().catch(() => publisher.disconnect());
      else publisher.disconnect();
    });
    return;
  }

  const client = (app.db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return; // PGlite: one process, the local drop is enough.
  const pool = client;
  // Its own connection (not one of the pool's), so request queries keep every pooled connection.
  const options = (pool as unknown as { options: pg.ClientConfig }).options;
  let listener: pg.Client | undefined;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;
  const listen = async () => {
    const c = new pg.Client(options);
    try {
      c.on('notification', (n) => {
        if (n.channel === CHANNEL && n.payload) receive(n.payload);
      });
      c.on('error', (error) => {
        // Disconnected, drops may be missed: no cached answers until LISTEN is back.
        app.log.warn({ err: error }, 'catalogue cache: LISTEN connection lost, retrying');
        cache.suspend();
        void c.end().catch(() => {});
        if (listener === c) listener = undefined;
        if (!closing) retry = setTimeout(() => void listen(), 1_000);
      });
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
      listener = c;
      cache.resume();
    } catch (error) {
      app.log.warn({ err: error }, 'catalogue cache: LISTEN failed, retrying');
      cache.suspend();
      void c.end().catch(() => {});
      if (!closing) retry = setTimeout(() => void listen(), 1_000);
    }
  };
  await listen();
  app.catalogueBroadcast = async (tags) => {
    await pool.query('select pg_notify($1, $2)', [CHANNEL, encode(tags)]);
  };
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(retry);
    if (listener) {
      const c = listener;
      listener = undefined;
      await c.end().catch(() => {});
    }
  });
}, 'catalogue-cache');
