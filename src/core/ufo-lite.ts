/**
 * The two functions of `ufo` the http client calls (`withBase` for the partner's API origin, `withQuery` for
 * `api(path, { query })`), as ofetch called them before src/core/http.ts went to the browser's fetch itself.
 * ufo's whole URL toolkit (parse/stringify of every URL part, protocol checks) cost bytes in every widget
 * for two calls. Same results as ufo for the inputs the client passes (tests/unit/core/ufo-lite.test.ts compares
 * them).
 */

const PROTOCOL = /^[\s\w\0+.-]{2,}:([/\\]{2})?/;

/** `input` under `base` (ufo.withBase): unchanged when absolute, when base is empty/"/" or already its prefix. */
export function withBase(input: string, base: string): string {
  if (!base || base === '/' || PROTOCOL.test(input)) return input;
  const root = base.endsWith('/') ? base.slice(0, -1) : base;
  if (input.startsWith(root)) {
    const next = input[root.length];
    if (!next || next === '/' || next === '?') return input;
  }
  if (!input || input === '/') return root;
  return `${root}/${input.replace(/^\.?\//, '')}`;
}

/** ufo's query encoding (encodeQueryValue): encodeURI, then what would end or split a query item escaped. */
function encodeValue(input: unknown): string {
  return encodeURI(typeof input === 'string' ? input : JSON.stringify(input))
    .replace(/%7c/gi, '|')
    .replace(/\+/g, '%2B')
    .replace(/%20/gi, '+')
    .replace(/#/g, '%23')
    .replace(/&/g, '%26')
    .replace(/%60/gi, '`')
    .replace(/%5e/gi, '^')
    .replace(/\//g, '%2F');
}

/** ufo's encodeQueryItem: numbers and booleans as text, an empty value as the bare key, arrays repeated. */
function encodeItem(key: string, value: unknown): string {
  const k = encodeValue(key).replace(/=/g, '%3D');
  const v = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
  if (!v) return k;
  if (Array.isArray(v)) return v.map((item) => `${k}=${encodeValue(item)}`).join('&');
  return `${k}=${encodeValue(v)}`;
}

/** `input` with `query` merged into its query string (ufo.withQuery): later keys replace earlier ones. */
export function withQuery(input: string, query: Record<string, unknown>): string {
  const hashAt = input.indexOf('#');
  const hash = hashAt < 0 ? '' : input.slice(hashAt);
  const beforeHash = hashAt < 0 ? input : input.slice(0, hashAt);
  const searchAt = beforeHash.indexOf('?');
  const path = searchAt < 0 ? beforeHash : beforeHash.slice(0, searchAt);
  const existing = searchAt < 0 ? '' : beforeHash.slice(searchAt + 1);
  const decode = (text: string) => {
    try {
      return decodeURIComponent(text.replace(/\+/g, ' '));
    } catch {
      return text.replace(/\+/g, ' ');
    }
  };
  const merged = new Map<string, unknown>();
  for (const part of existing.split('&')) {
    const m = /([^=]+)=?(.*)/.exec(part);
    if (!m) continue;
    const key = decode(m[1] ?? '');
    if (key === '__proto__' || key === 'constructor') continue;
    const value = decode(m[2] ?? '');
    const before = merged.get(key);
    merged.set(key, before === undefined ? value : ([] as unknown[]).concat(before, value));
  }
  for (const [key, value] of Object.entries(query)) merged.set(key, value);
  const search = [...merged]
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => encodeItem(k, v))
    .filter(Boolean)
    .join('&');
  return path + (search ? `?${search}` : '') + hash;
}
