/**
 * Cold reads for bench/api.ts (with `--products N`): what a buyer meets when nobody asked for the same URL
 * before. Each row is a list of distinct URLs (keywords of one, two and three Chinese characters, model
 * numbers, Latin letters, keyword + category, keyword + price sort; pages spread over the whole catalogue
 * for every sort, both catalogues, two regions), each requested exactly once at `connections` at once, the
 * app's cache emptied before the row: every request misses the answer cache. Then the floor answers the
 * same URLs (the server's captured answers from memory), the list repeated until it has run a while.
 *
 * The client runs in a worker thread (keep-alive sockets, one request in flight per connection, each taking
 * the next URL of the list), so its work does not sit on the event loop of the server it measures.
 */
import { Worker } from 'node:worker_threads';
import { WORDS } from './seed-large.js';

export interface ColdRow {
  name: string;
  paths: string[];
}

export interface ColdMeasure {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { base, paths, connections, repeat } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const total = paths.length * repeat;
const latencies = new Float64Array(total);
let next = 0;
let errors = 0;
const get = (path) =>
  new Promise((resolve) => {
    const t0 = performance.now();
    const req = http.get(base + path, { agent }, (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode !== 200) errors++;
        resolve(performance.now() - t0);
      });
    });
    req.on('error', () => {
      errors++;
      resolve(performance.now() - t0);
    });
  });
const loop = async () => {
  while (next < total) {
    const i = next++;
    latencies[i] = await get(paths[i % paths.length]);
  }
};
const started = performance.now();
Promise.all(Array.from({ length: connections }, loop)).then(() => {
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  parentPort.postMessage({ latencies, errors, seconds });
});
`;

/** Requests every path `repeat` times over `connections` keep-alive connections; latencies in ms. */
export function hammerList(base: string, paths: string[], connections: number, repeat = 1): Promise<ColdMeasure> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CLIENT, { eval: true, workerData: { base, paths, connections, repeat } });
    worker.once('error', reject);
    worker.once('message', (m: { latencies: Float64Array; errors: number; seconds: number }) => {
      const sorted = [...m.latencies].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
      resolve({
        requests: sorted.length,
        seconds: m.seconds,
        rps: Math.round(sorted.length / m.seconds),
        p50: Math.round(at(0.5) * 10) / 10,
        p99: Math.round(at(0.99) * 10) / 10,
        errors: m.errors,
      });
      void worker.terminate();
    });
  });
}

/** A small deterministic generator (mulberry32): the same URLs on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CATALOGUES = ['online', 'consultation'] as const;
const REGIONS = [1, 2];
const enc = encodeURIComponent;

/** Every distinct run of `n` characters inside the generated names' words. */
function pieces(n: number): string[] {
  const out = new Set<string>();
  for (const word of [...WORDS, '批量型号']) {
    const chars = [...word];
    for (let i = 0; i + n <= chars.length; i++) out.add(chars.slice(i, i + n).join(''));
  }
  return [...out];
}

/** `count` distinct URLs: each base URL on page 1, then each on page 2, … */
function paged(bases: string[], count: number): string[] {
  const out: string[] = [];
  if (bases.length === 0) return out;
  for (let page = 1; out.length < count; page++)
    for (const b of bases) {
      if (out.length === count) break;
      out.push(page === 1 ? b : `${b}&page=${page}`);
    }
  return out;
}

/** For each base (a query string) every catalogue and region: the search URLs of a keyword row. */
function searches(queries: string[]): string[] {
  return queries.flatMap((q) =>
    CATALOGUES.flatMap((c) => REGIONS.map((r) => `/api/Search?catalogue=${c}&region=${r}&${q}`)),
  );
}

/**
 * The cold rows on a generated catalogue: ids and page counts are read from the running server.
 * `count` URLs per row (fewer when a row has fewer distinct URLs).
 */
export async function coldRows(base: string, count: number): Promise<ColdRow[]> {
  const get = async <T>(p: string) => (await (await fetch(base + p)).json()) as T;
  const lastPage: Record<string, number> = {};
  for (const c of CATALOGUES)
    lastPage[c] = Math.ceil((await get<{ Total: number }>(`/api/Products?catalogue=${c}&pageSize=1`)).Total / 20);
  const categories = (await get<{ Id: number }[]>('/api/Categories')).map((c) => c.Id);
  // Generated model numbers run from BK-0000001 to the generated count (at most the products listed).
  const models = (await get<{ Total: number }>('/api/Products?pageSize=1')).Total;
  const bands = ['0-100', '100-500', '500-1000', '1000-5000', '5000-'];
  const rand = random(10);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const distinct = (make: () => string) => {
    const out = new Set<string>();
    for (let i = 0; out.size < count && i < count * 20; i++) out.add(make());
    return [...out];
  };
  const deep = (sort: string) =>
    distinct(() => {
      const c = pick(CATALOGUES);
      const page = 1 + Math.floor(rand() * lastPage[c]!);
      return `/api/Products?catalogue=${c}&region=${pick(REGIONS)}${sort ? `&sort=${sort}` : ''}&page=${page}`;
    });
  const letters = [...'abcdefghijklmnopqrstuvwxyz'];
  return [
    { name: 'cold search, 1 character', paths: paged(searches(pieces(1).map((w) => `keyword=${enc(w)}`)), count) },
    { name: 'cold search, 2 characters', paths: paged(searches(pieces(2).map((w) => `keyword=${enc(w)}`)), count) },
    { name: 'cold search, 3 characters', paths: paged(searches(pieces(3).map((w) => `keyword=${enc(w)}`)), count) },
    {
      name: 'cold search, model number',
      paths: distinct(
        () =>
          `/api/Search?keyword=BK-${String(1 + Math.floor(rand() * models)).padStart(7, '0')}&region=${pick(REGIONS)}`,
      ),
    },
    {
      name: 'cold search, Latin letter',
      paths: paged(searches([...letters, ...letters.map((l) => l.toUpperCase())].map((l) => `keyword=${l}`)), count),
    },
    {
      name: 'cold search, keyword + category',
      paths: paged(searches(WORDS.flatMap((w) => categories.map((c) => `keyword=${enc(w)}&categoryId=${c}`))), count),
    },
    {
      name: 'cold search, keyword + price band',
      paths: paged(
        WORDS.flatMap((w) =>
          bands.flatMap((b) =>
            REGIONS.map((r) => `/api/Search?catalogue=online&region=${r}&keyword=${enc(w)}&price=${b}`),
          ),
        ),
        count,
      ),
    },
    {
      name: 'cold search, keyword + price sort',
      paths: paged(
        searches(WORDS.flatMap((w) => ['price-asc', 'price-desc'].map((s) => `keyword=${enc(w)}&sort=${s}`))),
        count,
      ),
    },
    { name: 'cold pages, default order', paths: deep('') },
    { name: 'cold pages, sales', paths: deep('sales') },
    { name: 'cold pages, newest', paths: deep('newest') },
    { name: 'cold pages, price-asc', paths: deep('price-asc') },
    { name: 'cold pages, price-desc', paths: deep('price-desc') },
  ];
}
