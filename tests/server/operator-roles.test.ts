/**
 * Operator roles: every registered operator route declares its roles (server/routes/operator-roles.ts), each
 * demo role is refused (403) every route outside its rights before anything runs, and the 运营账号 page's
 * rules — creating, changing roles (effective at the next request), disabling (tokens stop at once, also after
 * enabling again), the last 超级管理员 kept, and the mailed password reset.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { operators } from '../../server/db/schema.js';
import { DEMO_OPERATORS } from '../../server/db/seed/operators.js';
import { ROLE_REFUSED_MESSAGE } from '../../server/plugins/operator-auth.js';
import { OPEN_OPERATOR_ROUTES, OPERATOR_ROUTE_ROLES } from '../../server/routes/operator-roles.js';
import { OPERATOR_ROLES, type OperatorRole } from '../../src/contract/operator-roles.js';
import { lastLinkTokenFor } from './helpers/accounts.js';
import { bearer, describeEachDatabase, type TestContext } from './helpers/app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function opToken(ctx: TestContext, email: string, password = 'Demo@123456'): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Operator/login',
    payload: { Email: email, Password: password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

/** The registered operator routes (HEAD twins dropped) as map keys. */
function registeredOperatorKeys(ctx: TestContext): string[] {
  const keys = ctx.app.routeList
    .filter((r) => r.url.startsWith('/api/Operator/') && r.method !== 'HEAD')
    .map((r) => `${r.method} ${r.url}`);
  return [...new Set(keys)].sort();
}

const fill = (key: string): [Method, string] => {
  const [method, url] = key.split(' ') as [Method, string];
  return [method, url.replace(/:\w+/g, '1')];
};

describeEachDatabase('operator roles', (getCtx) => {
  const tokens = {} as Record<OperatorRole, string>;
  beforeAll(async () => {
    for (const op of DEMO_OPERATORS) tokens[op.roles[0]!] = await opToken(getCtx(), op.email);
  });
  const call = (method: Method, url: string, token: string, payload?: object) =>
    getCtx().app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('declares roles for every registered operator route, and only for registered ones', () => {
    const registered = registeredOperatorKeys(getCtx()).filter(
      (k) => !(OPEN_OPERATOR_ROUTES as readonly string[]).includes(k),
    );
    expect(registered.length).toBeGreaterThan(60);
    const declared = Object.keys(OPERATOR_ROUTE_ROLES).sort();
    expect(
      registered.filter((k) => !declared.includes(k)),
      'routes without roles',
    ).toEqual([]);
    expect(
      declared.filter((k) => !registered.includes(k)),
      'roles of routes that do not exist',
    ).toEqual([]);
  });

  it('refuses each role every route outside its rights with 403, before reading the body', async () => {
    for (const role of OPERATOR_ROLES.filter((r) => r !== 'SuperAdmin')) {
      const outside = Object.entries(OPERATOR_ROUTE_ROLES).filter(([, roles]) => !roles.includes(role));
      expect(outside.length, role).toBeGreaterThan(5);
      for (const [key] of outside) {
        const [method, url] = fill(key);
        const res = await call(method, url, tokens[role], method === 'GET' ? undefined : {});
        expect(res.statusCode, `${role} ${key}`).toBe(403);
        expect(res.json(), `${role} ${key}`).toEqual({ Error: ROLE_REFUSED_MESSAGE });
      }
      // …and lets it read what is its own.
      for (const [key] of Object.entries(OPERATOR_ROUTE_ROLES).filter(
        ([k, roles]) => roles.includes(role) && k.startsWith('GET ') && !k.includes(':'),
      )) {
        const [method, url] = fill(key);
        expect((await call(method, url, tokens[role])).statusCode, `${role} ${key}`).toBe(200);
      }
    }
  });

  it('shows the concrete refusals a team would notice', async () => {
    // The warehouse clerk cannot confirm a transfer; the finance clerk cannot edit a product.
    const transfer = await call('POST', '/api/Operator/transfers/confirm', tokens.Warehouse, {
      RemittanceCode: 'X',
      Amount: '1.00',
    });
    expect(transfer.statusCode).toBe(403);
    expect((await call('PUT', '/api/Operator/products/1', tokens.Finance, {})).statusCode).toBe(403);
    expect((await call('GET', '/api/Operator/products', tokens.Finance)).statusCode).toBe(403);
    expect((await call('GET', '/api/Operator/operators', tokens.Service)).statusCode).toBe(403);
    // The 超级管理员 reads everything.
    for (const key of Object.keys(OPERATOR_ROUTE_ROLES).filter((k) => k.startsWith('GET ') && !k.includes(':'))) {
      const [method, url] = fill(key);
      expect((await call(method, url, tokens.SuperAdmin)).statusCode, key).toBe(200);
    }
    const me = (await call('GET', '/api/Operator/me', tokens.Finance)).json();
    expect(me).toMatchObject({ Email: 'finance-ops@demo.cn', Roles: ['Finance'] });
  });

  describe('运营账号', () => {
    const password = 'Harbor-lamp-7319';

    it('creates an operator by the rules of operator:create', async () => {
      const create = (body: object) => call('POST', '/api/Operator/operators', tokens.SuperAdmin, body);
      const base = { Email: 'zhao@ops.example.cn', Name: '赵仓管', Password: password, Roles: ['Warehouse'] };
      expect((await create({ ...base, Password: 'Abc12345' })).json()).toEqual({
        Error: '运营账号的密码至少 12 位',
        Field: 'Password',
      });
      expect((await create({ ...base, Email: 'not-an-email' })).json()).toMatchObject({ Field: 'Email' });
      expect((await create({ ...base, Roles: [] })).statusCode).toBe(400);
      expect((await create({ ...base, Roles: ['Boss'] })).statusCode).toBe(400);
      const ok = await create(base);
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json()).toMatchObject({ Email: base.Email, Name: '赵仓管', Roles: ['Warehouse'], Enabled: true });
      expect(ok.body).not.toMatch(/password/i);
      expect((await create({ ...base, Email: 'ZHAO@ops.example.cn' })).statusCode).toBe(409);
      const token = await opToken(getCtx(), base.Email, password);
      expect((await call('GET', '/api/Operator/fulfilment', token)).statusCode).toBe(200);
      expect((await call('GET', '/api/Operator/transfers', token)).statusCode).toBe(403);
      const list = (await call('GET', '/api/Operator/operators', tokens.SuperAdmin)).json() as { Email: string }[];
      expect(list.map((o) => o.Email)).toContain(base.Email);
    });

    it('applies a change of roles at the next request and stops a disabled operator at once, for good', async () => {
      const created = (
        await call('POST', '/api/Operator/operators', tokens.SuperAdmin, {
          Email: 'qian@ops.example.cn',
          Name: '钱财务',
          Password: password,
          Roles: ['Finance'],
        })
      ).json() as { Id: number };
      const token = await opToken(getCtx(), 'qian@ops.example.cn', password);
      expect((await call('GET', '/api/Operator/products', token)).statusCode).toBe(403);
      const edit = (body: object) => call('PUT', `/api/Operator/operators/${created.Id}`, tokens.SuperAdmin, body);
      expect((await edit({ Roles: ['Finance', 'Content'] })).json()).toMatchObject({ Roles: ['Finance', 'Content'] });
      expect((await call('GET', '/api/Operator/products', token)).statusCode).toBe(200);

      expect((await edit({ Enabled: false })).json()).toMatchObject({ Enabled: false });
      expect((await call('GET', '/api/Operator/me', token)).statusCode).toBe(401);
      const login = await getCtx().app.inject({
        method: 'POST',
        url: '/api/Operator/login',
        payload: { Email: 'qian@ops.example.cn', Password: password },
      });
      expect(login.statusCode).toBe(403);
      // Enabled again: the old token stays dead, a new login works.
      await edit({ Enabled: true });
      expect((await call('GET', '/api/Operator/me', token)).statusCode).toBe(401);
      expect(
        (await call('GET', '/api/Operator/me', await opToken(getCtx(), 'qian@ops.example.cn', password))).statusCode,
      ).toBe(200);
    });

    it('keeps an enabled 超级管理员 and refuses to lock oneself out', async () => {
      const [me] = await getCtx().db.select().from(operators).where(eq(operators.email, 'ops@demo.cn'));
      const self = (body: object) => call('PUT', `/api/Operator/operators/${me!.id}`, tokens.SuperAdmin, body);
      expect((await self({ Enabled: false })).json()).toEqual({ Error: '不能停用自己的账号', Field: 'Enabled' });
      expect((await self({ Roles: ['Finance'] })).json()).toMatchObject({ Field: 'Roles' });
      expect((await self({ Name: '   ' })).statusCode).toBe(400);
      const [after] = await getCtx().db.select().from(operators).where(eq(operators.id, me!.id));
      expect(after).toMatchObject({ enabled: true, roles: ['SuperAdmin'], name: me!.name });
    });

    it('mails a reset link that sets a new password once and ends the old sessions', async () => {
      const [op] = await getCtx().db.select().from(operators).where(eq(operators.email, 'content@demo.cn'));
      const oldToken = tokens.Content;
      const sent = await call('POST', `/api/Operator/operators/${op!.id}/reset-password`, tokens.SuperAdmin);
      expect(sent.statusCode, sent.body).toBe(204);
      const link = await lastLinkTokenFor(getCtx().app, 'content@demo.cn');
      const reset = (Token: string, Password: string) =>
        getCtx().app.inject({ method: 'POST', url: '/api/Operator/password/reset', payload: { Token, Password } });
      // A weak password is refused and the link still works.
      expect((await reset(link, 'short1')).json()).toMatchObject({ Field: 'Password' });
      expect((await reset(link, 'River-stone-2046')).statusCode).toBe(204);
      expect((await reset(link, 'River-stone-2047')).json()).toMatchObject({ Field: 'Token' });
      expect((await call('GET', '/api/Operator/me', oldToken)).statusCode).toBe(401);
      tokens.Content = await opToken(getCtx(), 'content@demo.cn', 'River-stone-2046');
      const bad = await getCtx().app.inject({
        method: 'POST',
        url: '/api/Operator/login',
        payload: { Email: 'content@demo.cn', Password: 'Demo@123456' },
      });
      expect(bad.statusCode).toBe(400);
    });
  });
});
