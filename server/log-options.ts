/**
 * What the app's log may hold: request URLs without secret query values, errors without the bound values of a
 * failed query, and every credential header or body field censored (the pino options of buildApp).
 */
/** Query parameters whose values are secrets (invitation/reset tokens, cashier signatures, codes): never logged. */
const SECRET_QUERY = /([?&](?:token|access_token|sig|code|password)=)[^&#]*/gi;
export const redactUrl = (url: string) => url.replace(SECRET_QUERY, '$1[REDACTED]');

/** "params: …" of a failed query (drizzle puts the bound values in the message and stack): never logged. */
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n\s+at |$)/;
const scrub = (text: unknown) =>
  typeof text === 'string' ? text.replace(QUERY_PARAMS, '\nparams: [REDACTED]') : undefined;

/** An error for the log: type, message, stack, code, failed query and cause — without bound values. */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const e = error as Error & { code?: unknown; query?: unknown; statusCode?: unknown; detail?: unknown };
  return {
    type: e.constructor?.name ?? 'Error',
    message: scrub(e.message),
    stack: scrub(e.stack),
    ...(e.code !== undefined ? { code: e.code } : {}),
    ...(e.statusCode !== undefined ? { statusCode: e.statusCode } : {}),
    ...(typeof e.query === 'string' ? { query: e.query } : {}),
    ...(e.cause !== undefined && depth < 3 ? { cause: serializeError(e.cause, depth + 1) } : {}),
  };
}

/**
 * The pino options of the app: requests are logged without secret query values, and any header or body
 * field that carries a credential is censored should a log line ever include it.
 */
export function loggerOptions(logger: boolean | object | undefined): false | Record<string, unknown> {
  if (!logger) return false;
  const base = (logger === true ? {} : logger) as Record<string, unknown>;
  return {
    ...base,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-xsrf-token"]',
        'req.headers["x-sandbox-signature"]',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
        '*.Password',
        '*.ConfirmPassword',
        '*.Token',
        '*.Code',
        '*.passwordHash',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      req: (req: { method: string; url: string; host?: string; ip?: string; hostname?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host ?? req.hostname,
        remoteAddress: req.ip,
      }),
      err: (error: unknown) => serializeError(error),
      ...((base.serializers as object | undefined) ?? {}),
    },
  };
}
