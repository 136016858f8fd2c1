/**
 * The one http client of the page (the browser's fetch; ofetch's conventions kept: JSON bodies and answers, `baseURL`
 * and `query` through ufo's withBase/withQuery, lighter in every widget than ofetch), with the product's error
 * catalogue applied here and nowhere else:
 * - 401 → "登录已过期，请重新登录", the session is cleared (logout) and the user goes to /login (with
 *   `?redirect=` the storefront page they were on, so that logging in again brings them back; a partner page with a
 *   `<b2b-login>` of its own stays, and that form shows);
 * - 400 → the body's `Error` text is shown;
 * - 500 → "服务访问错误" is shown;
 * - any other failing status (403, 404, 409, 601 warn, …) → the promise rejects, nothing is shown.
 * Every rejection is an {@link ApiError}. Only GET is retried, once, and only on a network failure.
 *
 * A message is said once: the 400/500/network message waits for the caller's own handling (the end of the
 * current task, i.e. every promise reaction of the rejection) and is dropped when the caller shows the text
 * itself, inline by the field or in the form, by taking it with {@link ApiError.takeMessage}.
 */
import type { ApiRoute, RouteKey } from '../contract/routes';
import { REQUEST_TIMEOUT_MS } from './constants';
import { showMessage } from './messages';
import { navigate, storefrontPath } from './navigation';
import { $operatorSession, clearOperatorSession } from './operator-session-state';
import { $session, clearSession } from './session-state';
import { shared } from './shared';
import { HttpStatus } from './status';
import { withQuery } from './ufo-lite';
import { type FetchResponse, raw } from './wire';

/** Shown on a 401 (then the session is cleared and the page goes to /login). */
export const UNAUTHORIZED_MESSAGE = '登录已过期，请重新登录';
/** Shown on a 500. */
export const SERVER_ERROR_MESSAGE = '服务访问错误';
/** Shown when the server cannot be reached or the request timed out. */
export const NETWORK_ERROR_MESSAGE = '网络连接失败，请稍后重试';
/** Message of the rejection of a request cancelled through its `signal` (never shown). */
export const ABORTED_MESSAGE = '请求已取消';

/** Default Chinese messages when a failing response has no `Error` text. */
const DEFAULT_MESSAGES: Record<number, string> = {
  [HttpStatus.BadRequest]: '请求参数错误',
  [HttpStatus.Unauthorized]: UNAUTHORIZED_MESSAGE,
  [HttpStatus.Forbidden]: '没有权限执行此操作',
  [HttpStatus.NotFound]: '请求的内容不存在',
  [HttpStatus.MethodNotAllowed]: '不支持的请求方式',
  [HttpStatus.Conflict]: '数据已变化，请刷新后重试',
  [HttpStatus.UnsupportedMediaType]: '不支持的数据格式',
  429: '操作过于频繁，请稍后再试',
  [HttpStatus.InternalServerError]: SERVER_ERROR_MESSAGE,
  [HttpStatus.NotImplemented]: '功能暂未开放',
  [HttpStatus.Warn]: '操作未完成',
};

/** A failed API call. `status` 0 means the server was not reached (network failure, time-out, cancelled). */
export class ApiError extends Error {
  /** HTTP status, or 0 without a response. */
  readonly status: number;
  /** PascalCase field a 400 is about (`Field` of the error body), for forms. */
  readonly field?: string;
  /** The parsed response body, if any. */
  readonly data?: unknown;
  /** True when the caller cancelled the request through its `signal`. */
  readonly aborted: boolean;
  /** True once the caller showed the message itself ({@link takeMessage}). */
  shownInline = false;
  /**
   * True when the client itself tells the user about this failure: the toast of a 400, 500 or network failure
   * (unless the caller takes the message), the logout of a 401. A caller shows its own message only when this is
   * false ({@link announceFailure}).
   */
  announced = false;

  constructor(status: number, message: string, extra: { field?: string; data?: unknown; aborted?: boolean } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    if (extra.field !== undefined) this.field = extra.field;
    if (extra.data !== undefined) this.data = extra.data;
    this.aborted = extra.aborted ?? false;
  }

  /**
   * The message, for the caller to show in its own place (by the field, in the form): the client's global
   * message for this failure (400, 500, network) is then not shown, so the buyer reads it once.
   */
  takeMessage(): string {
    this.shownInline = true;
    return this.message;
  }
}

/**
 * Shows the message of a failed call unless the caller takes it ({@link ApiError.takeMessage}) while handling
 * the rejection: every `catch` of the await chain runs in promise reactions, before the next task.
 */
function showUnlessTaken(error: ApiError): void {
  error.announced = true;
  setTimeout(() => {
    if (!error.shownInline) showMessage('error', error.message);
  }, 0);
}

/**
 * Tells the user about a failed call the client did not announce itself (403, 404, 409, 429, 502…, or any failure
 * of a silent call): `message` (default: the server's reason) as an error toast. Nothing for a cancelled request.
 * The one place a screen decides whether to say something after a failure.
 */
export function announceFailure(error: unknown, message?: string): void {
  if (error instanceof ApiError && (error.announced || error.aborted)) return;
  showMessage('error', message ?? (error instanceof ApiError ? error.message : SERVER_ERROR_MESSAGE));
}

/** Whether the client already told the user about this failure (a toast or the logout), or it was cancelled. */
export const failureAnnounced = (error: unknown): boolean =>
  error instanceof ApiError && (error.announced || error.aborted);

/** Options of {@link api}. */
export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Query parameters; `undefined` and `null` values are left out. */
  query?: Record<string, unknown>;
  /** JSON body. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Sent as the `Idempotency-Key` header (orders, payments). */
  idempotencyKey?: string;
  /** Do not show a message for this call's failure (a 401 still logs out). */
  silent?: boolean;
  signal?: AbortSignal;
  /** How to read the answer; by default from its content type (JSON, or text for `text/csv`). */
  responseType?: 'json' | 'text' | 'blob';
  /**
   * A call of the operator console: sends the operator's token instead of the company session's, and a 401
   * ends the operator session (→ /operator/login), not the company one. Default: the path is /api/Operator/….
   */
  operator?: boolean;
}

interface HttpState {
  /** When the last 401 was handled: concurrent 401s navigate to /login once. */
  lastUnauthorizedAt: number;
}
const httpState = () => shared<HttpState>('http.state', () => ({ lastUnauthorizedAt: -Infinity }));

function cleanQuery(query: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!query) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) out[key] = value;
  }
  return out;
}

function handleUnauthorized(silent: boolean): void {
  const state = httpState();
  const now = Date.now();
  const recently = now - state.lastUnauthorizedAt < 3_000;
  state.lastUnauthorizedAt = now;
  const hadSession = $session.get().token !== '' || $session.get().user !== null;
  // The end of a session is said even when the call that found it was silent: the page goes to /login and the
  // screen that would have explained it is gone (a silent background read answered first, the screen's own
  // call was then cancelled with it, and the visitor landed on the login without a word).
  if (!silent || hadSession) showMessage('error', UNAUTHORIZED_MESSAGE);
  clearSession();
  const to = loginAgainPath();
  if (to && (hadSession || !recently)) navigate(to);
}

/**
 * /login, with `?redirect=` the page the visitor was on (storefront only; never an account page); null on the login
 * page itself, which stays as it is: a later 401 there (a call of the page the visitor was sent away from, answered
 * after the first) would otherwise replace /login?redirect=… with /login and lose the way back. Null too on a
 * partner page with a login form of its own (a `<b2b-login>` element): the session ends there, its form shows and
 * the visitor logs in again on the page they were on.
 */
function loginAgainPath(): string | null {
  const here = storefrontPath();
  if (here && /^\/login(?:[/?#]|$)/.test(here)) return null;
  if (here === null && document.querySelector('b2b-login')) return null;
  if (!here || here === '/' || /^\/(register|invite|resetpassword|resetpwd)(?:[/?#]|$)/.test(here)) return '/login';
  return `/login?redirect=${encodeURIComponent(here)}`;
}

/** A 401 of an operator call: the operator session ends and the console's login opens (once for concurrent 401s). */
function handleOperatorUnauthorized(silent: boolean): void {
  const hadSession = $operatorSession.get().token !== '';
  if (!silent && hadSession) showMessage('error', UNAUTHORIZED_MESSAGE);
  clearOperatorSession();
  if (hadSession) navigate('/operator/login');
}

function toApiError(response: FetchResponse<unknown>, silent: boolean, operator = false): ApiError {
  const status = response.status;
  const data: unknown = response._data;
  const body = data && typeof data === 'object' ? (data as { Error?: unknown; Field?: unknown }) : undefined;
  const bodyText = typeof body?.Error === 'string' && body.Error.trim() !== '' ? body.Error : undefined;
  const message =
    status === HttpStatus.InternalServerError
      ? SERVER_ERROR_MESSAGE
      : (bodyText ?? DEFAULT_MESSAGES[status] ?? '请求失败');
  const error = new ApiError(status, message, {
    field: typeof body?.Field === 'string' ? body.Field : undefined,
    data,
  });
  if (status === HttpStatus.Unauthorized) {
    error.announced = true;
    if (operator) handleOperatorUnauthorized(silent);
    else handleUnauthorized(silent);
  } else if (!silent && (status === HttpStatus.BadRequest || status === HttpStatus.InternalServerError)) {
    showUnlessTaken(error);
  }
  return error;
}

/** Links the caller's signal with the REQUEST_TIMEOUT_MS time-out; `timedOut()` tells which one fired. */
function requestSignal(callerSignal: AbortSignal | undefined) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('请求超时', 'TimeoutError'));
  }, REQUEST_TIMEOUT_MS);
  const onAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal) {
    if (callerSignal.aborted) onAbort();
    else callerSignal.addEventListener('abort', onAbort, { once: true });
  }
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onAbort);
    },
  };
}

/**
 * Calls the API: `path` under `$config.apiBase`, the bearer token when logged in, the error catalogue
 * of the error rules applied (401 logs out, 400 and 500 toast). Resolves with the parsed body (undefined for 204); rejects with {@link ApiError}.
 */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  return (await send(path, options))._data as T;
}

/**
 * Like {@link api}, with the response headers too: for downloads whose file name comes in
 * `Content-Disposition` (e.g. the order export, `responseType: 'blob'`). Same error catalogue.
 */
export async function apiResponse<T>(path: string, options: ApiOptions = {}): Promise<{ data: T; headers: Headers }> {
  const response = await send(path, options);
  return { data: response._data as T, headers: response.headers };
}

async function send(path: string, options: ApiOptions): Promise<FetchResponse<unknown>> {
  const method = options.method ?? 'GET';
  const silent = options.silent ?? false;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const operator = options.operator ?? path.startsWith('/api/Operator/');
  const token = operator ? $operatorSession.get().token : $session.get().token;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  // GET may be retried once when the server was not reached; POST/PUT/DELETE never.
  const attempts = method === 'GET' ? 2 : 1;

  for (let attempt = 1; ; attempt++) {
    const request = requestSignal(options.signal);
    let response: FetchResponse<unknown>;
    try {
      response = await raw(path, {
        method,
        query: cleanQuery(options.query),
        body: options.body as Record<string, unknown> | undefined,
        headers,
        signal: request.signal,
        ...(options.responseType ? { responseType: options.responseType } : {}),
      });
    } catch {
      if (options.signal?.aborted) throw new ApiError(0, ABORTED_MESSAGE, { aborted: true });
      if (!request.timedOut() && attempt < attempts) continue;
      const error = new ApiError(0, NETWORK_ERROR_MESSAGE);
      if (!silent) showUnlessTaken(error);
      throw error;
    } finally {
      request.done();
    }
    if (response.status >= 400) throw toApiError(response, silent, operator);
    return response;
  }
}

/* ------------------------------------------------------------------ typed calls by route key */

/** `{}` when nothing is required in `T`, so the field may be left out. */
type Field<Name extends string, T> = [T] extends [undefined]
  ? { [N in Name]?: never }
  : Record<string, never> extends T
    ? { [N in Name]?: T }
    : { [N in Name]: T };

/** What a route takes: its path params, query and body, typed by the route map (src/contract/routes.ts). */
export type RouteInput<K extends RouteKey> = Field<'params', ApiRoute<K>['params']> &
  Field<'query', ApiRoute<K>['query']> &
  Field<'body', ApiRoute<K>['body']>;

/** Options of {@link call}: the route's input and the client's own options (method and path come from the key). */
export type CallOptions<K extends RouteKey> = RouteInput<K> & Omit<ApiOptions, 'method' | 'query' | 'body'>;

/** The answer of a route as the client reads it: a binary answer (a PDF, a spreadsheet) arrives as a Blob. */
export type Answer<K extends RouteKey> = ApiRoute<K>['response'] extends Uint8Array ? Blob : ApiRoute<K>['response'];

/** The options argument, optional when the route needs nothing. */
type OptionsArg<K extends RouteKey, O> = Record<string, never> extends RouteInput<K> ? [options?: O] : [options: O];

/** The path and options of a call by key: the method from the key, its `:params` filled in (encoded). */
function routed(key: RouteKey, options: object = {}): [string, ApiOptions] {
  const space = key.indexOf(' ');
  const { params } = options as { params?: Record<string, string | number> };
  const path = key.slice(space + 1).replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params![name]!));
  return [path, { ...options, method: key.slice(0, space) as ApiOptions['method'] }];
}

/** The path of a route key with its `:params` filled in (encoded): `'GET /api/Products/:id'`, `{ id: 7 }` → `/api/Products/7`. */
export const routePath = (key: RouteKey, params?: Record<string, string | number>): string =>
  routed(key, { params })[0];

/**
 * The URL of a GET route (path params filled, query appended, `undefined`/`null` values left out): the cache key
 * of `useApiQuery` and of the fetcher stores, and what {@link call} requests for the same input.
 */
export function apiUrl<K extends RouteKey>(key: K, ...[input]: OptionsArg<K, RouteInput<K>>): string {
  const [path, { query }] = routed(key, input);
  // withQuery leaves a path without query as it is: no test for an empty query needed.
  return withQuery(path, cleanQuery(query) ?? {});
}

/**
 * Calls the route `key` of the route map (`call('GET /api/Products/:id', { params: { id } })`): method and path
 * from the key, params/query/body and the answer typed by the map; otherwise exactly {@link api}.
 */
export function call<K extends RouteKey>(key: K, ...[options]: OptionsArg<K, CallOptions<K>>): Promise<Answer<K>> {
  return api(...routed(key, options));
}

/** Like {@link call}, with the response headers too (downloads: `Content-Disposition`). */
export function callResponse<K extends RouteKey>(
  key: K,
  ...[options]: OptionsArg<K, CallOptions<K>>
): Promise<{ data: Answer<K>; headers: Headers }> {
  return apiResponse(...routed(key, options));
}

/**
 * An anonymous GET of a public endpoint answered to every origin (`Access-Control-Allow-Origin: *`): no token,
 * no cookies (a credentialed request would be refused against `*`), no messages. Null when it fails.
 */
export async function publicGet<T>(path: string): Promise<T | null> {
  try {
    const response = await raw(path, {
      credentials: 'omit',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    return response.status < 400 ? (response._data as T) : null;
  } catch {
    return null;
  }
}

/** The anti-forgery header for registration: the `XSRF-TOKEN` cookie echoed as `X-XSRF-TOKEN`. */
export function xsrfHeader(): Record<string, string> {
  if (typeof document === 'undefined') return {};
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === 'XSRF-TOKEN') return { 'X-XSRF-TOKEN': decodeURIComponent(rest.join('=')) };
  }
  return {};
}

/** A fresh `Idempotency-Key` value for one checkout or payment attempt. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
