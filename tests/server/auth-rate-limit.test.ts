/** Rate limits on login, captcha, verification and reset: 429 with a Chinese message, per client address. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeOnce, type TestContext } from './helpers/app.js';

describeOnce('rate limits', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      seed: false,
      config: { rateLimits: { login: 3, captcha: 2, verification: 2, reset: 2 } },
    });
  });
  afterAll(() => ctx?.close());

  async function hit(times: number, request: () => Promise<{ statusCode: number; json(): unknown }>) {
    const statuses: number[] = [];
    let last: unknown;
    for (let i = 0; i < times; i++) {
      const res = await request();
      statuses.push(res.statusCode);
      last = res.statusCode === 204 ? null : res.json();
    }
    return { statuses, last };
  }

  it('limits login attempts per address', async () => {
    const { statuses, last } = await hit(4, () =>
      ctx.app.inject({ method: 'POST', url: '/api/Users/login', payload: { Email: 'a@b.cn', Password: 'x' } }),
    );
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect(last).toEqual({ Error: '操作过于频繁，请稍后再试' });
    // Another client address is not affected.
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/Users/login',
      remoteAddress: '10.0.0.9',
      payload: { Email: 'a@b.cn', Password: 'x' },
    });
    expect(other.statusCode).toBe(400);
  });

  it('limits captchas, verification mails and reset requests', async () => {
    expect((await hit(3, () => ctx.app.inject({ method: 'GET', url: '/api/Users/GenerateCaptcha' }))).statuses).toEqual(
      [200, 200, 429],
    );
    expect(
      (
        await hit(3, () =>
          ctx.app.inject({ method: 'POST', url: '/api/Users/password/reset', payload: { Email: 'x@y.cn' } }),
        )
      ).statuses,
    ).toEqual([204, 204, 429]);
    const send = await hit(3, () =>
      ctx.app.inject({ method: 'POST', url: '/api/Users/verification/email/send?email=rl@example.com' }),
    );
    expect(send.statuses[2]).toBe(429);
  });
});
