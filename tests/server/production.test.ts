/**
 * Production safety inside one process: the environment schema, production's refusals, no demo data unless
 * SEED_DEMO, secrets shared through the database, advisory-locked start-up, /healthz /readyz /metrics, atomic
 * login throttling (database and Redis). Timing of known/unknown e-mails: timing.test.ts. The same through
 * real processes: production-start.test.ts and multi-instance.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { ConfigError, loadConfig, parseEnv, productionProblems } from '../../server/config.js';
import { openDatabase } from '../../server/db/client.js';
import { migrateDatabase } from '../../server/db/migrate.js';
import { operators, users } from '../../server/db/schema.js';
import { seed } from '../../server/db/seed/index.js';
import { prepareDatabase } from '../../server/db/startup.js';
import {
  createTestApp,
  describeEachDatabase,
  describeOnce,
  postgresAvailable,
  TEST_DATABASE_URL,
  type TestContext,
  testConfig,
} from './helpers/app.js';
import { redisAvailable, TEST_REDIS_URL } from './helpers/redis.js';

const redisPrefix = () => `t_${randomBytes(5).toString('hex')}:`;

const withRedis = await redisAvailable();
const withPostgres = (await postgresAvailable()) && process.env.TEST_DATABASE !== 'pglite';

function configError(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('loadConfig accepted a malformed environment');
}

describeOnce('environment schema', () => {
  it('stops on a malformed value and names the variable', () => {
    expect(configError({ DATABASE_URL: 'postgress://db/shop' })).toContain('DATABASE_URL');
    expect(configError({ SEED_DEMO: 'ture' })).toContain('SEED_DEMO');
    expect(configError({ AUTO_COMPLETE_DAYS: '0' })).toContain('AUTO_COMPLETE_DAYS=0 超出范围');
    expect(configError({ AUTO_COMPLETE_DAYS: '400' })).toContain('AUTO_COMPLETE_DAYS');
    expect(configError({ AUTO_COMPLETE_DAYS: '7天' })).toContain('AUTO_COMPLETE_DAYS');
    expect(configError({ SANDBOX_PAYMENTS: 'enabled' })).toContain('SANDBOX_PAYMENTS');
    expect(configError({ RATE_LIMIT_LOGIN: 'twenty' })).toContain('RATE_LIMIT_LOGIN');
    expect(configError({ MAX_UNPAID_ORDERS: '5x' })).toContain('MAX_UNPAID_ORDERS');
    expect(configError({ REDIS_URL: 'localhost:6379' })).toContain('REDIS_URL');
    expect(configError({ PORT: '70000' })).toContain('PORT');
    expect(configError({ PUBLIC_URL: 'shop.example.cn' })).toContain('PUBLIC_URL');
    // A hop count: Fastify 5 ignores it, so every client would share the proxy's address and its limits.
    expect(configError({ TRUST_PROXY: '1' })).toContain('TRUST_PROXY');
    expect(configError({ TRUST_PROXY: 'proxy.internal' })).toContain('TRUST_PROXY');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    // Every problem at once, not the first only.
    const both = configError({ PORT: 'x', LOG_LEVEL: 'loud' });
    expect(both).toContain('PORT');
    expect(both).toContain('LOG_LEVEL');
  });

  it('accepts the documented spellings and keeps the development defaults without any variable', () => {
    expect(parseEnv({ SEED_DEMO: ' Yes ', OUTBOX_VISIBLE: 'OFF' })).toMatchObject({
      SEED_DEMO: 'yes',
      OUTBOX_VISIBLE: 'off',
    });
    const dev = loadConfig({});
    expect(dev).toMatchObject({ nodeEnv: 'development', port: 8080, seedDemo: true, maxUnpaidOrders: 5 });
    expect(dev.databaseUrl).toBeUndefined();
    expect(dev.redisUrl).toBeUndefined();
    expect(productionProblems(dev)).toEqual([]);
    const prod = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgresql://shop:pw@db:5432/shop',
      REDIS_URL: 'redis://cache:6379/0',
      MAX_UNPAID_ORDERS: '3',
    });
    expect(prod).toMatchObject({ seedDemo: false, maxUnpaidOrders: 3, redisUrl: 'redis://cache:6379/0' });
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('refuses production without both signing secrets of at least 32 characters', () => {
    const missing = productionProblems(loadConfig({ NODE_ENV: 'production' })).join('\n');
    expect(missing).toContain('JWT_SECRET');
    expect(missing).toContain('PAYMENT_WEBHOOK_SECRET');
    const short = productionProblems(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(31), PAYMENT_WEBHOOK_SECRET: 'y'.repeat(32) }),
    );
    expect(short).toHaveLength(1);
    expect(short[0]).toContain('JWT_SECRET');
  });
});

describeOnce('demo data', () => {
  it('is not seeded when switched off (production default): no account logs in with the demo password', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrateDatabase(handle);
      await seed(handle.db, { demo: false });
      const [row] = await handle.db.select({ n: count() }).from(users);
      expect(row!.n).toBe(0);
      const app = await buildApp({ db: handle.db, config: testConfig(), logger: false });
      const res = await app.inject({
        method: 'POST',
        url: '/api/Users/login',
        payload: { Email: 'admin@demo.cn', Password: 'Demo@123456' },
      });
      expect(res.statusCode).toBe(400);
      // The catalogue is still there.
      expect((await app.inject({ method: 'GET', url: '/api/Categories' })).statusCode).not.toBe(500);
      // No demo operator either: ops@demo.cn does not exist, so the console cannot be entered.
      expect((await handle.db.select({ n: count() }).from(operators))[0]!.n).toBe(0);
      const opsLogin = (Email: string, Password: string) =>
        app.inject({ method: 'POST', url: '/api/Operator/login', payload: { Email, Password } });
      expect((await opsLogin('ops@demo.cn', 'Demo@123456')).statusCode).toBe(400);

      // The way in for production: the operator:create CLI's function (weak passwords refused, audit-logged).
      const { createOperatorAccount } = await import('../../server/services/operator/accounts.js');
      const { parseOperatorArgs } = await import('../../server/cli/create-operator.js');
      expect(parseOperatorArgs(['--email', ' lead@shop.example.cn ', '--name=王运营'])).toEqual({
        email: 'lead@shop.example.cn',
        name: '王运营',
        roles: ['SuperAdmin'],
      });
      expect(parseOperatorArgs(['--email', 'a@b.cn', '--roles', 'Finance，仓储'])).toMatchObject({
        roles: ['Finance', 'Warehouse'],
      });
      expect(() => parseOperatorArgs(['--email', 'a@b.cn', '--roles', '老板'])).toThrow(/未知角色 老板/);
      expect(() => parseOperatorArgs(['--name', '王运营'])).toThrow(/--email/);
      expect(() => parseOperatorArgs(['--email', 'a@b.cn', '--password', 'x'])).toThrow(/未知参数 --password/);
      const weak = async (password: string) =>
        createOperatorAccount(
          handle.db,
          { email: 'lead@shop.example.cn', name: '王运营', password, roles: ['SuperAdmin'] },
          new Date(),
        ).then(
          () => 'created',
          (e: Error) => e.message,
        );
      expect(await weak('Abc12345')).toBe('运营账号的密码至少 12 位');
      expect(await weak('abcdefghijkl')).toBe('密码需同时包含字母和数字');
      expect(await weak('Password1234')).toBe('该密码是公开的演示或常见密码，请换一个');
      expect(await weak('lead2026shop99')).toBe('密码不能包含邮箱用户名');
      expect(await weak('ababab121212')).toMatch(/过于简单/);
      expect((await handle.db.select({ n: count() }).from(operators))[0]!.n).toBe(0);
      const created = await createOperatorAccount(
        handle.db,
        { email: 'lead@shop.example.cn', name: '王运营', password: 'Tq7-river-Lamp42', roles: ['SuperAdmin'] },
        new Date(),
      );
      expect(created).toMatchObject({ Email: 'lead@shop.example.cn', Name: '王运营' });
      await expect(
        createOperatorAccount(
          handle.db,
          { email: 'LEAD@shop.example.cn', name: '另一个', password: 'Another-Pass-2026', roles: ['Finance'] },
          new Date(),
        ),
      ).rejects.toThrow('运营账号 LEAD@shop.example.cn 已存在');
      const login = await opsLogin('lead@shop.example.cn', 'Tq7-river-Lamp42');
      expect(login.statusCode, login.body).toBe(200);
      const audit = await app.inject({
        method: 'GET',
        url: '/api/Operator/audit?action=operator.create',
        headers: { authorization: `Bearer ${login.json().token}` },
      });
      expect(audit.json().Items).toEqual([
        expect.objectContaining({
          Action: 'operator.create',
          EntityId: String(created.Id),
          After: expect.objectContaining({ Email: 'lead@shop.example.cn', Via: 'cli' }),
        }),
      ]);
      await app.close();
    } finally {
      await handle.close();
    }
  }, 180_000);
});

describe.skipIf(!withPostgres)('start-up on one PostgreSQL database [postgres]', () => {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  beforeAll(() => admin(`CREATE DATABASE ${name}`));
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('lets 4 instances prepare an empty database at once, and they agree on the generated secrets', async () => {
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    const handles = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ url: url.toString(), poolMax: 3 })));
    try {
      const env = { ...testConfig(), jwtSecret: '', paymentWebhookSecret: '', dataDir: 'memory://', seedDemo: true };
      const configs = await Promise.all(handles.map((h) => prepareDatabase(h, env)));
      const secrets = new Set(configs.map((c) => `${c.jwtSecret}|${c.paymentWebhookSecret}`));
      expect(secrets.size).toBe(1);
      expect(configs[0]!.jwtSecret.length).toBeGreaterThanOrEqual(32);
      const [row] = await handles[0]!.db.select({ n: count() }).from(users);
      expect(row!.n).toBe(8);
      // A token made by one instance is accepted by another.
      const [a, b] = await Promise.all(
        [0, 1].map((i) => buildApp({ db: handles[i]!.db, config: configs[i]!, logger: false })),
      );
      const login = await a!.inject({
        method: 'POST',
        url: '/api/Users/login',
        payload: { Email: 'buyer@demo.cn', Password: 'Demo@123456' },
      });
      const info = await b!.inject({
        method: 'GET',
        url: '/api/Users/Info',
        headers: { authorization: `Bearer ${login.json().token}` },
      });
      expect(info.statusCode).toBe(200);
      await Promise.all([a!.close(), b!.close()]);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
    }
  });
});

describeEachDatabase('health, readiness and metrics', (getCtx) => {
  it('/healthz and /readyz answer JSON, never the storefront', async () => {
    const { app } = getCtx();
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-type']).toContain('application/json');
    expect(health.json()).toEqual({ Status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ Status: 'ready', Database: 'ok' });
  });

  it('/metrics counts requests per route and status, logins refused by the limit and created orders', async () => {
    const { app } = getCtx();
    await app.inject({ method: 'GET', url: '/api/Users/Info' });
    const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/Users\/Info",status="401"\} \d+/);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/Users/Info"');
    expect(text).toContain('db_pool_connections');
    expect(text).toContain('orders_created_total');
    expect(text).toContain('payments_confirmed_total');
    expect(text).toContain('rate_limit_refusals_total');
  });
});

describeOnce('behind a reverse proxy (TRUST_PROXY = the proxy addresses)', () => {
  it('limits each client by the address the proxy appended, and ignores the header from anyone else', async () => {
    const base = testConfig();
    const ctx = await createTestApp({
      seed: false,
      config: { trustProxy: 'loopback', rateLimits: { ...base.rateLimits, login: 2 } },
    });
    try {
      const attempt = (remoteAddress: string, forwardedFor: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/Users/login',
          remoteAddress,
          headers: { 'x-forwarded-for': forwardedFor },
          payload: { Email: 'nobody@example.com', Password: 'x' },
        });
      // Through the proxy (127.0.0.1): two clients, each with its own limit of 2.
      const a = [];
      for (let i = 0; i < 3; i++) a.push((await attempt('127.0.0.1', 'spoofed, 203.0.113.7')).statusCode);
      expect(a).toEqual([400, 400, 429]);
      expect((await attempt('127.0.0.1', '203.0.113.8')).statusCode).toBe(400);
      // A direct client (not the proxy) cannot pick a fresh address by sending the header itself.
      const direct = [];
      for (let i = 0; i < 3; i++) direct.push((await attempt('198.51.100.9', `192.0.2.${i}`)).statusCode);
      expect(direct).toEqual([400, 400, 429]);
    } finally {
      await ctx.close();
    }
  }, 180_000);
});

describeOnce('readiness when a dependency is down', () => {
  it('answers 503 when the database does not answer', async () => {
    const handle = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/nowhere' });
    const app = await buildApp({ db: handle.db, config: testConfig(), logger: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ Status: 'unavailable', Database: 'down' });
      // Liveness is about the process, not its dependencies.
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await handle.close();
    }
  });

  it('answers 503 when the configured Redis does not answer, and while the app shuts down', async () => {
    const ctx = await createTestApp({ seed: false, config: { redisUrl: 'redis://127.0.0.1:1' } });
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ Database: 'ok', Redis: 'down' });
      ctx.app.markShuttingDown();
      const closing = await ctx.app.inject({ method: 'GET', url: '/readyz' });
      expect(closing.statusCode).toBe(503);
      expect(closing.json()).toMatchObject({ Status: 'shutting-down', Database: 'ok' });
      expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  }, 180_000);

  it('/metrics needs the METRICS_TOKEN when one is set', async () => {
    const ctx = await createTestApp({ seed: false, config: { metricsToken: 'scrape-token-1234' } });
    try {
      expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      const wrong = { authorization: 'Bearer scrape-token-9999' };
      expect((await ctx.app.inject({ method: 'GET', url: '/metrics', headers: wrong })).statusCode).toBe(401);
      const ok = await ctx.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer scrape-token-1234' },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['content-type']).toContain('text/plain');
    } finally {
      await ctx.close();
    }
  }, 180_000);
});

/** 30 wrong passwords at once for one e-mail: how many were checked (answered 邮箱或密码错误, not "captcha"). */
async function parallelGuesses(ctx: TestContext, email: string, n = 30): Promise<number> {
  const answers = await Promise.all(
    Array.from({ length: n }, (_, i) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/Users/login',
        remoteAddress: `10.9.${i}.1`,
        payload: { Email: email, Password: `Wrong-${i}` },
      }),
    ),
  );
  for (const a of answers) expect(a.statusCode).toBe(400);
  return answers.filter((a) => a.json().Error === '邮箱或密码错误').length;
}

describeEachDatabase('login throttling is atomic', (getCtx) => {
  it('checks at most 3 of 30 parallel wrong passwords before the captcha, for known and unknown e-mails', async () => {
    expect(await parallelGuesses(getCtx(), 'other-buyer@demo.cn')).toBeLessThanOrEqual(3);
    expect(await parallelGuesses(getCtx(), 'nobody-here@example.com')).toBeLessThanOrEqual(3);
  });
});

describe.skipIf(!withRedis)('failure counters and rate limits in Redis', () => {
  let a: TestContext;
  let b: TestContext;
  const prefix = redisPrefix();
  beforeAll(async () => {
    const config = { redisUrl: TEST_REDIS_URL, redisKeyPrefix: prefix };
    a = await createTestApp({
      config: { ...config, rateLimits: { login: 4, captcha: 50, verification: 50, reset: 50 } },
    });
    b = await createTestApp({
      config: { ...config, rateLimits: { login: 4, captcha: 50, verification: 50, reset: 50 } },
    });
  }, 300_000);
  afterAll(async () => {
    const r = new Redis(TEST_REDIS_URL);
    const keys = await r.keys(`${prefix}*`);
    if (keys.length) await r.del(...keys);
    r.disconnect();
    await Promise.all([a?.close(), b?.close()]);
  });

  it('holds one login limit across two apps and sends x-ratelimit headers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await (i % 2 ? b : a).app.inject({
        method: 'POST',
        url: '/api/Users/login',
        remoteAddress: '10.1.1.1',
        payload: { Email: `x${i}@example.com`, Password: 'nope' },
      });
      statuses.push(res.statusCode);
      if (i === 0) {
        expect(res.headers['x-ratelimit-limit']).toBe('4');
        expect(res.headers['x-ratelimit-remaining']).toBe('3');
      }
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
  });

  it('counts failures of an unknown e-mail across apps: the captcha comes after 3, whichever answers', async () => {
    const guess = (ctx: TestContext, i: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/Users/login',
        remoteAddress: `10.2.${i}.1`,
        payload: { Email: 'ghost-shared@example.com', Password: 'nope' },
      });
    await guess(a, 1);
    await guess(b, 2);
    const third = await guess(a, 3);
    expect(third.json()).toMatchObject({ Error: '邮箱或密码错误', CaptchaRequired: true });
    const fourth = await guess(b, 4);
    expect(fourth.json()).toMatchObject({ Field: 'CaptchaCode', CaptchaRequired: true });
  });

  it('checks at most 3 of 30 parallel wrong passwords spread over both apps', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 ? b : a).app.inject({
          method: 'POST',
          url: '/api/Users/login',
          remoteAddress: `10.3.${i}.1`,
          payload: { Email: 'buyer@demo.cn', Password: `Wrong-${i}` },
        }),
      ),
    );
    expect(answers.filter((r) => r.json().Error === '邮箱或密码错误').length).toBeLessThanOrEqual(3);
  });
});
