/**
 * The Redis the server tests use (TEST_REDIS_URL, default redis://127.0.0.1:6379) and whether it answers.
 * Like PostgreSQL: when it does not answer the Redis-backed tests are skipped loudly, or, when CI is set
 * (`.ci/run` installs and starts redis-server), the test file fails instead of skipping.
 */
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let probe: Promise<boolean> | undefined;

async function ping(): Promise<boolean> {
  const r = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    retryStrategy: () => null,
  });
  r.on('error', () => {});
  try {
    await r.connect();
    return (await r.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

/** Whether Redis answers; throws when it does not and CI is set (a missing Redis must not pass as green). */
export async function redisAvailable(): Promise<boolean> {
  probe ??= ping();
  const up = await probe;
  if (!up) {
    const line = `Redis 不可用 (${TEST_REDIS_URL} unreachable; set TEST_REDIS_URL or start redis-server)`;
    if (process.env.CI) throw new Error(`${line}: CI is set, failing instead of skipping`);
    console.warn(`\n*** ${line}: Redis tests SKIPPED ***\n`);
  }
  return up;
}
