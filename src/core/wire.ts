/**
 * One request on the wire, as ofetch sent it: the API base and query joined to the path (ufo's withBase/withQuery),
 * JSON bodies encoded, the answer read by its content type. It never retries and never rejects on a status; the error
 * catalogue on top of it is in ./http.
 */
import { $config } from './config';
import { withBase, withQuery } from './ufo-lite';
import { yieldToMain } from './yield';

/** An answer: its status, headers and parsed body (`_data`, undefined without a body). */
export interface FetchResponse<T> {
  status: number;
  headers: Headers;
  _data: T;
}

export interface RawOptions {
  method?: string;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  responseType?: 'json' | 'text' | 'blob';
  credentials?: RequestCredentials;
}

/** A body sent as JSON (as ofetch decided): text, numbers, arrays, plain objects and objects with toJSON. */
function isJsonBody(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (typeof value !== 'object' || value === undefined) return false;
  if (Array.isArray(value)) return true;
  if ((value as { buffer?: unknown }).buffer || value instanceof FormData || value instanceof URLSearchParams)
    return false;
  return value.constructor?.name === 'Object' || typeof (value as { toJSON?: unknown }).toJSON === 'function';
}

/** How to read an answer by its content type: JSON (also without one), text, or a blob. */
function responseTypeOf(contentType: string | null): 'json' | 'text' | 'blob' {
  const type = (contentType ?? '').split(';')[0]?.trim() ?? '';
  if (!type || /^application\/(?:[\w!#$%&*.^`~-]*\+)?json$/i.test(type)) return 'json';
  if (type.startsWith('text/') || /^(image\/svg|application\/(xml|xhtml|html))$/.test(type)) return 'text';
  return 'blob';
}

/** JSON text parsed; a body that is not JSON stays text (as ofetch's destr). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One request: never retries, never throws on a status (./http handles them); rejects when the server is not reached. */
export async function raw(path: string, options: RawOptions): Promise<FetchResponse<unknown>> {
  const method = (options.method ?? 'GET').toUpperCase();
  const base = $config.get().apiBase;
  let url = base ? withBase(path, base) : path;
  if (options.query) url = withQuery(url, options.query);
  const headers = new Headers(options.headers);
  let body = options.body as BodyInit | null | undefined;
  if (body !== undefined && method !== 'GET' && method !== 'HEAD' && isJsonBody(body)) {
    if (typeof body !== 'string') body = JSON.stringify(body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  // Not in the caller's task: a request is started during a render (a store's first subscriber), and each fetch()
  // call costs main-thread time of its own; a screen that starts several queries made its first render longer by
  // each of them.
  await yieldToMain();
  const response = await fetch(url, {
    method,
    headers,
    body,
    signal: options.signal,
    credentials: options.credentials ?? 'include',
  });
  let data: unknown;
  if (response.body && ![101, 204, 205, 304].includes(response.status) && method !== 'HEAD') {
    const type = options.responseType ?? responseTypeOf(response.headers.get('content-type'));
    data = type === 'json' ? parseJson(await response.text()) : await response[type]();
  }
  return { status: response.status, headers: response.headers, _data: data };
}
