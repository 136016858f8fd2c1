/**
 * Errors the API answers on purpose. The error handler turns them into `{ "Error": "<中文>", "Field"? }`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly field?: string;
  /** Extra PascalCase members merged into the body, e.g. `{ CaptchaRequired: true }`. */
  readonly extra?: Record<string, unknown>;

  constructor(status: number, message: string, field?: string, extra?: Record<string, unknown>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    if (field !== undefined) this.field = field;
    if (extra !== undefined) this.extra = extra;
  }
}

export const badRequest = (message: string, field?: string, extra?: Record<string, unknown>) =>
  new ApiError(400, message, field, extra);
export const unauthorized = (message = '登录已过期，请重新登录') => new ApiError(401, message);
export const forbidden = (message = '没有权限进行此操作') => new ApiError(403, message);
export const notFound = (message = '资源不存在') => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const tooManyRequests = (message = '操作过于频繁，请稍后再试') => new ApiError(429, message);

/**
 * The PostgreSQL SQLSTATE of a database failure (both drivers; drizzle wraps it in `cause`), e.g.
 * '23505' unique violation, '23503' foreign key violation, '40001' serialization failure.
 */
export function dbErrorCode(error: unknown): string | undefined {
  let e: unknown = error;
  for (let depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
