import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { type DatabaseHandle, openDatabase } from '../../server/db/client.js';
import { migrateDatabase } from '../../server/db/migrate.js';
import { badRequest } from '../../server/errors.js';
import { describeOnce, testConfig } from './helpers/app.js';

describeOnce('platform', () => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
    await migrateDatabase(handle);
    app = await buildApp({ db: handle.db, config: testConfig() });
    app.post(
      '/api/test/echo',
      {
        schema: {
          body: Type.Object(
            {
              Name: Type.String({ minLength: 1, maxLength: 8 }),
              Quantity: Type.Integer({ minimum: 1 }),
              Mobile: Type.Optional(Type.String({ pattern: '^1[3-9]\\d{9}$', 'x-message': '请输入正确的手机号' })),
            },
            { additionalProperties: false },
          ),
          querystring: Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1 })) }),
        },
      },
      async (request) => ({ ok: true, body: request.body, query: request.query }),
    );
    app.get('/api/test/boom', async () => {
      throw new Error('secret internals: password=hunter2');
    });
    app.get('/api/test/field', async () => {
      throw badRequest('统一社会信用代码不正确', 'CreditCode');
    });
    app.get('/api/test/me', { onRequest: app.authenticate }, async (request) => request.auth);
    app.get('/api/test/maybe', { onRequest: app.optionalAuth }, async (request) => ({ auth: request.auth }));
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  const post = (payload: string, contentType = 'application/json', url = '/api/test/echo') =>
    app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

  it('accepts a valid body and coerces query numbers', async () => {
    const res = await post(JSON.stringify({ Name: '张三', Quantity: 2 }), 'application/json', '/api/test/echo?page=3');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ body: { Name: '张三', Quantity: 2 }, query: { page: 3 } });
  });

  it('answers a schema failure with 400, a Chinese message and the field', async () => {
    let res = await post(JSON.stringify({ Quantity: 2 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Error: '请填写 Name', Field: 'Name' });

    res = await post(JSON.stringify({ Name: '张三', Quantity: '2' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Error: 'Quantity 的类型不正确', Field: 'Quantity' });

    res = await post(JSON.stringify({ Name: '张三', Quantity: 1, Mobile: '123' }));
    expect(res.json()).toEqual({ Error: '请输入正确的手机号', Field: 'Mobile' });

    res = await post(JSON.stringify({ Name: '张三', Quantity: 1, Extra: 1 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Error: '不支持的字段 Extra', Field: 'Extra' });

    res = await app.inject({ method: 'POST', url: '/api/test/echo?page=0', payload: { Name: 'a', Quantity: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().Field).toBe('Page');
  });

  it('answers malformed JSON, a wrong content type, an empty body and an oversized body with 400', async () => {
    for (const res of [
      await post('{"Name":'),
      await post('Name=x', 'application/x-www-form-urlencoded'),
      await post('hello', 'text/plain'),
      await post('', 'application/json'),
      await post(JSON.stringify({ Name: 'x'.repeat(2 * 1024 * 1024), Quantity: 1 })),
      await post('null'),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().Error).toBe('string');
      expect(res.json().Error).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('refuses NUL characters in bodies, queries and params with 400 (PostgreSQL text cannot hold them)', async () => {
    const body = await post(JSON.stringify({ Name: 'a\u0000b', Quantity: 1 }));
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({ Error: '请求内容包含无效字符' });
    const nested = await post(JSON.stringify({ Name: 'a', Quantity: 1, 'x\u0000': [{ y: '\u0000' }] }));
    expect(nested.statusCode).toBe(400);
    const query = await app.inject({
      method: 'POST',
      url: '/api/test/echo?page=1&q=a%00b',
      payload: { Name: 'a', Quantity: 1 },
    });
    expect(query.statusCode).toBe(400);
  });

  it('answers an ApiError with its status, message and field', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/field' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Error: '统一社会信用代码不正确', Field: 'CreditCode' });
  });

  it('hides internals of an unexpected failure behind a 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ Error: '服务器内部错误' });
    expect(res.body).not.toContain('hunter2');
  });

  it('answers unknown API routes with 404 接口不存在', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/NoSuchThing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Error: '接口不存在' });
  });

  it('refuses missing, forged and garbage tokens with 401; optionalAuth gives null', async () => {
    const forged =
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwiY2lkIjoxLCJ2ZXIiOjAsImV4cCI6OTk5OTk5OTk5OX0.c2lnbmF0dXJlLWZvcmdlZA';
    for (const headers of [
      {},
      { authorization: 'Bearer abc' },
      { authorization: `Bearer ${forged}` },
      { authorization: 'Basic x' },
    ]) {
      const res = await app.inject({ method: 'GET', url: '/api/test/me', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ Error: '登录已过期，请重新登录' });
    }
    const res = await app.inject({
      method: 'GET',
      url: '/api/test/maybe',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ auth: null });
  });

  it('sends CORS headers only to allow-listed origins, never *', async () => {
    const ok = await app.inject({
      method: 'OPTIONS',
      url: '/api/test/me',
      headers: { origin: 'https://partner.example.com', 'access-control-request-method': 'GET' },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('https://partner.example.com');
    expect(ok.headers['access-control-allow-credentials']).toBe('true');
    expect(String(ok.headers.vary)).toMatch(/Origin/i);

    const evil = await app.inject({
      method: 'GET',
      url: '/api/test/maybe',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const sub = await app.inject({
      method: 'GET',
      url: '/api/test/maybe',
      headers: { origin: 'https://partner.example.com.evil.com' },
    });
    expect(sub.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sets security headers and private, no-store on API answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/maybe' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('serves the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
    const ui = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
  });

  type Operation = { tags?: string[]; security?: Record<string, unknown>[] };
  async function operations(): Promise<[string, string, Operation][]> {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    return Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/test/'))
      .flatMap(([path, ops]) =>
        Object.entries(ops).map(([method, op]): [string, string, Operation] => [method, path, op]),
      );
  }

  it('files every API route under a Chinese tag in the OpenAPI document', async () => {
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(50);
    const untagged = ops.filter(([, , op]) => !op.tags?.length || !op.tags.every((tag) => /\p{Script=Han}/u.test(tag)));
    expect(untagged.map(([method, path, op]) => `${method} ${path} ${op.tags ?? ''}`)).toEqual([]);
  });

  it('refuses an anonymous caller of every route that needs a token before looking at the input', async () => {
    // The guard of each group of routes is an onRequest hook: no token means 401 (403 for the operator
    // console), never a 400 about the body or query that was sent along, and never a 404 about the id.
    // Public and optional-token operations (an empty requirement among them) answer anonymous callers.
    const secured = (await operations()).filter(
      ([, , op]) => (op.security?.length ?? 0) > 0 && !op.security?.some((s) => Object.keys(s).length === 0),
    );
    expect(secured.length).toBeGreaterThan(40);
    const answers: string[] = [];
    for (const [method, path] of secured) {
      const res = await app.inject({
        method: method.toUpperCase() as 'GET',
        url: `${path.replace(/\{[^}]+\}/g, '0')}?page=-1&pageSize=abc`,
        ...(method === 'get' || method === 'delete' ? {} : { payload: { Nonsense: '\u0000' } }),
      });
      const expected = path.startsWith('/api/Operator/') ? 403 : 401;
      if (res.statusCode !== expected) answers.push(`${method} ${path} → ${res.statusCode}`);
    }
    expect(answers).toEqual([]);
  });
});
