/**
 * Database (and Redis) faults that are the connection's, not the request's: the server restarting or refusing connections,
 * a connection dropped mid-query, the pool unable to connect in time. A request that met one is answered 503
 * with Retry-After (its transaction was rolled back by the server when the connection went); the pool drops the
 * broken connection and opens fresh ones once the database answers again, so the instance recovers by itself.
 */

/** SQLSTATEs of a lost or refused connection: class 08, admin/crash shutdown, starting up, too many clients. */
const CONNECTION_STATES = /^(08...|57P01|57P02|57P03|57P05|53300)$/;
/** Socket errors of the driver's connection. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres, pg-pool and ioredis say these in words only. */
const CONNECTION_MESSAGES =
  /Command timed out|Reached the max retries per request limit|Connection is closed|Stream isn't writeable|Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable|Cannot use a pool after calling end|the database system is (starting up|shutting down|in recovery mode)/i;

/** True when `error` (or what it wraps: drizzle's `cause`, an AggregateError's `errors`) is a connection fault. */
export function isConnectionFault(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length && seen.size < 10) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const { code, message, cause, errors } = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (CONNECTION_STATES.test(code) || SOCKET_CODES.has(code))) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return false;
}

/** How long a client is asked to wait before retrying after a 503 (seconds). */
export const RETRY_AFTER_SECONDS = 5;
