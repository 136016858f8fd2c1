/**
 * Failure counters shared by every instance: failed logins per e-mail (known or not, stored alike so the
 * answers and their timing cannot tell them apart). In Redis when REDIS_URL is set, else in PostgreSQL/PGlite
 * (`login_failures`). Both raise the counter atomically BEFORE the password is checked: N parallel guesses
 * get N distinct attempt numbers, so at most CAPTCHA_AFTER_FAILURES of them run without a captcha.
 */
import { eq, lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client.js';
import { loginFailures } from '../db/schema.js';

/** How long failures are remembered after the last one (a forgotten counter only lifts the captcha rule). */
export const FAILURE_TTL_SECONDS = 24 * 60 * 60;

export interface FailureCounter {
  /** Counts one more attempt for `key` and returns the count including it. */
  reserve(key: string, now: Date): Promise<number>;
  /** Forgets the attempts of `key` (successful login, password reset). */
  clear(key: string): Promise<void>;
}

export function redisFailureCounter(
  redis: Redis,
  prefix = 'login-failures:',
  ttlSeconds = FAILURE_TTL_SECONDS,
): FailureCounter {
  return {
    async reserve(key) {
      const result = await redis.multi().incr(`${prefix}${key}`).expire(`${prefix}${key}`, ttlSeconds).exec();
      const [error, count] = result?.[0] ?? [new Error('redis: empty MULTI result'), 0];
      if (error) throw error;
      return Number(count);
    },
    async clear(key) {
      await redis.del(`${prefix}${key}`);
    },
  };
}

export function databaseFailureCounter(db: Db, prefix = '', ttlSeconds = FAILURE_TTL_SECONDS): FailureCounter {
  return {
    async reserve(rawKey, now) {
      const key = `${prefix}${rawKey}`;
      const stale = new Date(now.getTime() - ttlSeconds * 1000);
      // One statement: the row is locked by the upsert, so parallel attempts (any instance) count one by one.
      const [row] = await db
        .insert(loginFailures)
        .values({ email: key, count: 1, updatedAt: now })
        .onConflictDoUpdate({
          target: loginFailures.email,
          set: {
            count: sql`case when ${loginFailures.updatedAt} < ${stale.toISOString()} then 1 else ${loginFailures.count} + 1 end`,
            updatedAt: now,
          },
        })
        .returning({ count: loginFailures.count });
      return row?.count ?? 1;
    },
    async clear(rawKey) {
      await db.delete(loginFailures).where(eq(loginFailures.email, `${prefix}${rawKey}`));
    },
  };
}

/** Deletes counters older than the TTL (housekeeping of the database store). */
export async function pruneLoginFailures(db: Db, now: Date): Promise<void> {
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.updatedAt, new Date(now.getTime() - FAILURE_TTL_SECONDS * 1000)));
}

/** Fixed-window counters for limits keyed by something other than the client address (e.g. an invited e-mail). */
export interface WindowCounter {
  /** Counts one hit of `key` in the current window of `windowSeconds`; returns the hits so far in it. */
  hit(key: string, windowSeconds: number): Promise<number>;
}

export function redisWindowCounter(redis: Redis, prefix = 'window:'): WindowCounter {
  return {
    async hit(key, windowSeconds) {
      const k = `${prefix}${key}`;
      // EXPIRE NX: the window starts with the first hit and is not extended by later ones.
      const result = await redis.multi().incr(k).expire(k, windowSeconds, 'NX').exec();
      const [error, n] = result?.[0] ?? [new Error('redis: empty MULTI result'), 0];
      if (error) throw error;
      return Number(n);
    },
  };
}

/** Per-process windows (no REDIS_URL): bounded, oldest forgotten first. */
export function memoryWindowCounter(clock: () => number = Date.now, max = 10_000): WindowCounter {
  const windows = new Map<string, { n: number; until: number }>();
  return {
    async hit(key, windowSeconds) {
      const now = clock();
      let w = windows.get(key);
      if (!w || w.until <= now) {
        windows.delete(key);
        w = { n: 0, until: now + windowSeconds * 1000 };
        windows.set(key, w);
        if (windows.size > max) windows.delete(windows.keys().next().value!);
      }
      w.n += 1;
      return w.n;
    },
  };
}
