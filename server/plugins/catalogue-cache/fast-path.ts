/**
 * The fast path, ahead of Fastify (the app's server factory): a GET of a URL the normal path answered from a
 * live entry is answered here with the same status, headers and bytes — no routing, hooks, validation, logging
 * lines or serialisation; counted in the request metrics.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { COMPRESS_THRESHOLD, codedEtag, encoded, negotiate, notModified } from './http.js';
import type { AnswerStore } from './store.js';

/** A URL the app answered from an entry: which entry, which route (metrics label), which Cache-Control. */
export interface KnownUrl {
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

export class FastPath {
  /** Raw request URLs already answered from an entry (the fast path's index; the entry itself decides). */
  private readonly urls = new LRUCache<string, KnownUrl>({ max: 20_000 });
  private readonly bases = new Map<string, BaseHeaders>();
  /** Requests answered here so far (tests, diagnostics). */
  answers = 0;
  /** Set when the app starts closing: the fast path stops and Fastify answers (503). */
  closing = false;
  /** Counts an answer in the request metrics (set by the plugin). */
  onAnswer: (route: string, status: number, seconds: number) => void = () => {};
  /** Told the route and URL of every answer (the search log counts searches answered here too). */
  onUrl: (route: string, url: string) => void = () => {};

  constructor(private readonly store: AnswerStore) {}

  /**
   * Called by the normal path once it answered `url` from the entry `key`: from then on the fast path may
   * answer the same URL (while the entry lives) with the same headers. `base` are the headers the request
   * carried before the cached read set its own (helmet, CORS for this Origin).
   */
  remember(url: string, known: KnownUrl, origin: string, base: Record<string, unknown>): void {
    if (!this.store.has(known.key)) return; // not stored (suspended, or changed while computing)
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
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || this.store.suspended || this.closing) return false;
    const known = this.urls.get(req.url ?? '');
    if (!known) return false;
    // A signed-in caller of a priced answer may be owed its company's 协议价: the normal path decides.
    if (known.priced && req.headers.authorization) return false;
    const entry = this.store.peek(known.key);
    if (!entry) return false;
    const base = this.bases.get(req.headers.origin ?? '');
    if (!base) return false;
    const started = performance.now();
    const coding = entry.raw.length >= COMPRESS_THRESHOLD ? negotiate(req.headers['accept-encoding']) : undefined;
    const status = notModified(req.headers['if-none-match'], entry.etag) ? 304 : 200;
    const payload = status === 304 ? undefined : coding ? encoded(entry, coding) : entry.raw;
    entry.heads ??= new Map();
    const headKey = `${req.headers.origin ?? ''}\n${coding ?? ''}\n${status}\n${known.cacheControl}`;
    let headers = entry.heads.get(headKey);
    if (!headers) {
      headers = {
        ...base.headers,
        'cache-control': known.cacheControl,
        vary: base.vary,
        etag: codedEtag(entry.etag, coding),
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
    this.answers++;
    this.onAnswer(known.route, status, (performance.now() - started) / 1000);
    this.onUrl(known.route, req.url ?? '');
    return true;
  }
}
