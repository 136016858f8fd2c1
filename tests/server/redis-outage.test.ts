/**
 * Redis unreachable (REDIS_URL pointing at a port nobody listens on): credential routes fail closed with 503,
 * a Chinese message and Retry-After — the login counter and rate limits cannot be checked, so nothing is
 * guessed past them — while catalogue reads keep answering; /readyz names Redis as the dependency that is down.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeOnce, type TestContext } from './helpers/app.js';
import { freePort } from './helpers/instances.js';

describeOnce('Redis down', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      database: 'pglite',
      config: { redisUrl: `redis://127.0.0.1:${await freePort()}`, redisTimeoutMs: 100 },
    });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('answers 503 on company and operator logins, 200 on catalogue reads, and /readyz names Redis', async () => {
    for (const [url, payload] of [
      ['/api/Users/login', { Email: 'buyer@demo.cn', Password: 'Demo@123456' }],
      ['/api/Operator/login', { Email: 'ops@demo.cn', Password: 'Demo@123456' }],
    ] as const) {
      const res = await ctx.app.inject({ method: 'POST', url, payload });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(503);
      expect(res.json()).toEqual({ Error: '服务暂时不可用，请稍后重试' });
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
    }
    const read = await ctx.app.inject({ method: 'GET', url: '/api/Products?catalogue=online' });
    expect(read.statusCode).toBe(200);
    const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ Database: 'ok', Redis: 'down' });
  });
});
