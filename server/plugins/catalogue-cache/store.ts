/**
 * The store of the catalogue cache: serialised answers by key, each with the tags of the data it was built from,
 * dropped by tag. A read that started before a drop is not stored after it (per-tag generations), and a request
 * arriving after a drop never joins a computation started before it.
 */
import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { LRUCache } from 'lru-cache';

export interface Entry {
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

export class AnswerStore {
  private readonly entries: LRUCache<string, Entry>;
  private readonly byTag = new Map<string, Set<string>>();
  private readonly generations = new Map<string, number>();
  private readonly inflight = new Map<string, { tags: readonly string[]; promise: Promise<Entry> }>();
  private epoch = 0;
  private isSuspended = false;

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
    this.isSuspended = true;
    this.drop(['*']);
  }

  resume(): void {
    this.drop(['*']);
    this.isSuspended = false;
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
    if (this.isSuspended) {
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
      if (this.snapshot(tags) === before && !this.isSuspended) {
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

  /** Whether nothing is served from memory now (`suspend()`). */
  get suspended(): boolean {
    return this.isSuspended;
  }

  /** The live entry of `key`, if any (no computing). */
  peek(key: string): Entry | undefined {
    return this.entries.get(key);
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }
}
