/**
 * The HTTP side of cached answers: content coding (brotli or gzip when accepted and large enough), ETags per
 * coding, 304s, and `cachedRead`, through which a public catalogue route answers from the cache.
 */
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Entry } from './store.js';
import type { CachedRead } from './tags.js';

/** Answers at or above this size are sent compressed when the client accepts it (as @fastify/compress). */
export const COMPRESS_THRESHOLD = 1024;

/** The content coding to answer with, from Accept-Encoding: br, else gzip, else none. */
export function negotiate(accept: string | undefined): 'br' | 'gzip' | undefined {
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
export function notModified(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const base = etag.slice(0, -1);
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === etag || tag === `${base}-br"` || tag === `${base}-gz"`;
  });
}

/** The ETag of an entry in one coding (the codings are different representations of one answer). */
export function codedEtag(etag: string, coding: 'br' | 'gzip' | undefined): string {
  return coding ? `${etag.slice(0, -1)}-${coding === 'br' ? 'br' : 'gz'}"` : etag;
}

/** The body in the coding the client accepts (compressed once per entry, then kept). */
export function encoded(entry: Entry, coding: 'br' | 'gzip'): Buffer {
  if (coding === 'br') {
    entry.br ??= brotliCompressSync(entry.body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
    });
    return entry.br;
  }
  entry.gzip ??= gzipSync(entry.body, { level: 9 });
  return entry.gzip;
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
    cache.fast.remember(
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
  const etag = codedEtag(entry.etag, coding);
  reply.header('etag', etag);
  // Resolves once the answer is sent: returning the (thenable) reply waits for the response to finish. An
  // async handler resolving to `undefined` while onSend hooks (compress, the HEAD route's) still run makes
  // Fastify send a second time, which logged ERR_HTTP_HEADERS_SENT and counted a 500 in /metrics for an
  // answer the client got as 200 (tests/server/honest-metrics.test.ts).
  if (notModified(request.headers['if-none-match'], entry.etag)) reply.code(304).send();
  else if (!coding) reply.type('application/json; charset=utf-8').send(entry.body);
  else reply.type('application/json; charset=utf-8').header('content-encoding', coding).send(encoded(entry, coding));
  return reply;
}
