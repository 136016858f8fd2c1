/**
 * Smaller holes, each as a buyer, an operator or an attacker would meet it:
 * impossible calendar dates are a 400 naming the field (never a 500), the operator password rule splits the
 * e-mail's name on its separators, content pictures are uploads only (what the CSP shows), site links never
 * lead to another host, the XSRF cookie is Secure behind a TLS proxy, an operator token cannot file a
 * visitor's inquiry, /metrics and /api/docs are closed in production by default, and a reset request does the
 * same database work for a known and an unknown address (PGlite's one connection showed the difference).
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { operatorPasswordProblem } from '../../server/services/operator/accounts.js';
import { auth, rows } from './commerce-fixtures.js';
import { createTestApp, describeEachDatabase, describeOnce, type TestContext } from './helpers/app.js';

async function operatorToken(ctx: TestContext): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Operator/login',
    payload: { Email: 'ops@demo.cn', Password: 'Demo@123456' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().token;
}

describeEachDatabase('impossible calendar dates', (getCtx) => {
  it('answers 400 naming the field for 2026-12-32, 2026-13-45 and 2026-02-30, never 500', async () => {
    const { app } = getCtx();
    const ops = await operatorToken(getCtx());
    const quote = await app.inject({
      method: 'POST',
      url: '/api/Operator/inquiries/1/quote',
      headers: auth(ops),
      payload: { Region: 1, ValidUntil: '2026-12-32', Items: [{ ProductId: 1, Quantity: 1, UnitPrice: '1.00' }] },
    });
    expect(quote.statusCode).toBe(400);
    expect(quote.json().Field).toBe('ValidUntil');
    for (const url of [
      '/api/Operator/audit?from=2026-13-45',
      '/api/Operator/audit?to=2026-02-30',
      '/api/Operator/orders?from=2026-04-31',
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: auth(ops) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().Error, url).toMatch(/日期/);
    }
    const buyer = await getCtx().login('buyer@demo.cn');
    const orders = await app.inject({ method: 'GET', url: '/api/Orders?from=2025-02-29', headers: auth(buyer) });
    expect(orders.statusCode).toBe(400);
    // A real day still works (2028 is a leap year).
    const leap = await app.inject({ method: 'GET', url: '/api/Orders?from=2028-02-29', headers: auth(buyer) });
    expect(leap.statusCode).toBe(200);
  });
});

describeOnce('the operator password rule', () => {
  it('refuses a password holding a part of the e-mail name split on dots and other separators', () => {
    expect(operatorPasswordProblem('liwei12345678', 'li.wei@shop.example.cn')).toBe('密码不能包含邮箱用户名');
    expect(operatorPasswordProblem('Xwei-98765432', 'li.wei@shop.example.cn')).toBe('密码不能包含邮箱用户名');
    expect(operatorPasswordProblem('zhang2026abcd', 'san_zhang+ops@shop.example.cn')).toBe('密码不能包含邮箱用户名');
    expect(operatorPasswordProblem('Qx7mPz2Lk9Rt', 'li.wei@shop.example.cn')).toBeNull();
  });
});

describeOnce('content pictures, site links, inquiries, XSRF cookie', () => {
  let ctx: TestContext;
  let ops: string;
  beforeAll(async () => {
    ctx = await createTestApp({ config: { publicUrl: 'https://shop.example.cn' } });
    ops = await operatorToken(ctx);
  });
  afterAll(() => ctx?.close());

  const banner = (body: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/Operator/content/banners',
      headers: auth(ops),
      payload: { Title: '横幅', ImageUrl: '/media/banners/a.jpg', ...body },
    });

  it('accepts only uploaded pictures, which the storefront CSP (img-src self) can show', async () => {
    const csp = String(
      (await ctx.app.inject({ method: 'GET', url: '/api/Brands' })).headers['content-security-policy'],
    );
    expect(csp).toContain("img-src 'self' data: blob:");
    const outside = await banner({ ImageUrl: 'https://img.example.com/a.jpg' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toEqual({ Error: '图片须为本站上传的图片，请重新上传', Field: 'ImageUrl' });
  });

  it('refuses links that browsers read as another host (/\\host, //host), keeps site paths', async () => {
    for (const LinkUrl of ['/\\evil.example.com', '//evil.example.com', '/\\/evil.example.com', '/a\\b']) {
      const res = await banner({ LinkUrl });
      expect(res.statusCode, LinkUrl).toBe(400);
      expect(res.json().Field).toBe('LinkUrl');
    }
    expect((await banner({ LinkUrl: '/vnetzone/online?brand=1' })).statusCode).toBeLessThan(300);
  });

  it('refuses an inquiry sent with an operator token instead of storing it as a visitor’s', async () => {
    const [product] = await rows<{ id: number }>(
      ctx.db,
      sql`select id from products where catalogue = 'consultation' order by id limit 1`,
    );
    const count = async () =>
      (await rows<{ n: number }>(ctx.db, sql`select count(*)::int as n from consultations`))[0]!.n;
    const before = await count();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Consultations',
      headers: auth(ops),
      payload: {
        ProductId: product!.id,
        ContactName: '王工',
        Mobile: '13812345678',
        CompanyName: '测试公司',
        Quantity: 2,
        Requirement: '需要上门勘测',
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().Error).toMatch(/运营账号/);
    expect(await count()).toBe(before);
  });

  it('sets the XSRF cookie Secure when the public address is https, even without TRUST_PROXY', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/Users/get-xsrf-token',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'XSRF-TOKEN')?.secure).toBe(true);
  });
});

describeOnce('/metrics and /api/docs in production', () => {
  it('are closed by default and opened by METRICS_TOKEN and API_DOCS', async () => {
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).apiDocs).toBe(true);
    const ctx = await createTestApp({ seed: false, config: { nodeEnv: 'production', apiDocs: false } });
    try {
      const metrics = await ctx.app.inject({ method: 'GET', url: '/metrics' });
      expect(metrics.statusCode).toBe(401);
      expect(metrics.json().Error).toMatch(/METRICS_TOKEN/);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
    const open = await createTestApp({ seed: false, config: { nodeEnv: 'production', metricsToken: 't'.repeat(32) } });
    try {
      const metrics = await open.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${'t'.repeat(32)}` },
      });
      expect(metrics.statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });
});

describeOnce('password-reset requests on PGlite', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx?.close());

  /** The statements the database ran for one reset request (its after-answer work included), in order. */
  async function statementsOf(email: string): Promise<string[]> {
    const client = (ctx.db as unknown as { $client: PGlite }).$client;
    const seen: string[] = [];
    const note = (text: unknown) => {
      const s = String(text).trim().toLowerCase();
      if (!/^(begin|commit|rollback|savepoint|release)/.test(s)) seen.push(s.replace(/\$\d+/g, '?'));
    };
    const wrap = <T extends object>(target: T) => {
      for (const name of ['query', 'exec'] as const) {
        const original = (target as Record<string, unknown>)[name] as ((...a: unknown[]) => unknown) | undefined;
        if (!original) continue;
        (target as Record<string, unknown>)[name] = (text: unknown, ...rest: unknown[]) => {
          note(text);
          return original.call(target, text, ...rest);
        };
      }
    };
    const originals = { query: client.query, exec: client.exec, transaction: client.transaction };
    wrap(client);
    const transaction = originals.transaction;
    client.transaction = ((fn: (tx: object) => Promise<unknown>) =>
      transaction.call(client, (tx: object) => {
        wrap(tx);
        return fn(tx);
      })) as typeof client.transaction;
    try {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/Users/password/reset', payload: { Email: email } });
      expect(res.statusCode).toBe(204);
      await ctx.app.settleAfterAnswer();
    } finally {
      Object.assign(client, originals);
    }
    return seen;
  }

  it('runs the same statements for a known and an unknown address, and mails only the known one', async () => {
    const known = await statementsOf('buyer@demo.cn');
    const unknown = await statementsOf('nobody-here@example.com');
    expect(known.length).toBeGreaterThanOrEqual(3);
    expect(unknown).toEqual(known);
    const mails = await rows<{ to: string }>(
      ctx.db,
      sql`select "to" from outbox where "to" in ('buyer@demo.cn', 'nobody-here@example.com')`,
    );
    expect(mails.map((m) => m.to)).toEqual(['buyer@demo.cn']);
  });
});
