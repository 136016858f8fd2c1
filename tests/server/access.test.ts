/**
 * Access rules across the account resources: admin-only actions refused to 采购员 (403), other companies'
 * ids answer 404, no login → 401, and no answer carries a password hash, token hash or secret.
 */
import { describe, expect, it } from 'vitest';
import { expectNoSecrets } from './helpers/accounts.js';
import { bearer, describeEachDatabase } from './helpers/app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describeEachDatabase('access', (getCtx) => {
  const app = () => getCtx().app;
  const tokens = new Map<string, string>();
  const as = async (email: string) => {
    if (!tokens.has(email)) tokens.set(email, await getCtx().login(email));
    return bearer(tokens.get(email)!);
  };

  let invites = 0;
  async function ids() {
    const admin = await as('admin@demo.cn');
    const users = (await app().inject({ method: 'GET', url: '/api/Company/users', headers: admin })).json().Items;
    const customers = (await app().inject({ method: 'GET', url: '/api/Company/customers', headers: admin })).json()
      .Items;
    const invite = await app().inject({
      method: 'POST',
      url: '/api/Company/users/invitations',
      headers: admin,
      payload: { Email: `acc-${++invites}@example.com`, Name: '', RoleName: '采购员' },
    });
    return {
      buyerId: users.find((u: { Email: string }) => u.Email === 'buyer@demo.cn').Id as number,
      customerId: customers[0].Id as number,
      invitationId: invite.json().Id as number,
    };
  }

  /** Every admin-only action of the account resources, with a body that would succeed for an admin. */
  const adminActions = (x: {
    buyerId: number;
    customerId: number;
    invitationId: number;
  }): [Method, string, object?][] => [
    [
      'PUT',
      '/api/Company/info',
      { Name: '上海华东精工设备有限公司', CreditCode: '', RegisteredAddress: '', ContactName: '', ContactPhone: '' },
    ],
    ['GET', '/api/Company/users'],
    ['POST', '/api/Company/users/invitations', { Email: 'never@example.com', Name: '', RoleName: '采购员' }],
    ['POST', `/api/Company/users/invitations/${x.invitationId}/resend`],
    ['DELETE', `/api/Company/users/invitations/${x.invitationId}`],
    ['PUT', `/api/Company/users/${x.buyerId}/role`, { RoleName: '管理员' }],
    ['PUT', `/api/Company/users/${x.buyerId}/state`, { Enabled: false }],
    ['POST', '/api/Company/customers', { Name: '不该出现' }],
    ['PUT', `/api/Company/customers/${x.customerId}`, { Name: '不该出现' }],
    ['DELETE', `/api/Company/customers/${x.customerId}`],
  ];

  describe('admin-only actions', () => {
    it('are refused to buyer@demo.cn with 403 仅管理员可以进行此操作, changing nothing', async () => {
      const x = await ids();
      const buyer = await as('buyer@demo.cn');
      const admin = await as('admin@demo.cn');
      const snapshot = async () =>
        JSON.stringify([
          (await app().inject({ method: 'GET', url: '/api/Company/info', headers: admin })).json(),
          (await app().inject({ method: 'GET', url: '/api/Company/users?pageSize=100', headers: admin })).json(),
          (await app().inject({ method: 'GET', url: '/api/Company/customers?pageSize=100', headers: admin })).json(),
        ]);
      const before = await snapshot();
      for (const [method, url, payload] of adminActions(x)) {
        const res = await app().inject({ method, url, headers: buyer, ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ Error: '仅管理员可以进行此操作' });
      }
      expect(await snapshot()).toBe(before);
    });

    it('answer 401 without a token, even with bad input', async () => {
      const x = await ids();
      const bad: [Method, string, object?][] = [
        ['PUT', '/api/Company/customers/abc', { Nope: 1 }],
        ['POST', '/api/Company/customers', {}],
      ];
      for (const [method, url, payload] of [...adminActions(x), ...bad]) {
        const res = await app().inject({ method, url, ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
    });
  });

  describe('company scoping', () => {
    it('answers 404 to company B’s admin for company A’s user, invitation and customer ids', async () => {
      const x = await ids();
      const other = await as('other@demo.cn');
      for (const [method, url, payload] of adminActions(x).filter(([, url]) => /\d/.test(url))) {
        const res = await app().inject({ method, url, headers: other, ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
      const res = await app().inject({ method: 'GET', url: `/api/Company/customers/${x.customerId}`, headers: other });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('secrets', () => {
    it('no account answer contains a password hash, token hash or secret', async () => {
      const admin = await as('admin@demo.cn');
      const bodies: string[] = [];
      for (const url of [
        '/api/Users/Info',
        '/api/Company/info',
        '/api/Company/users?pageSize=100',
        '/api/Company/customers',
        '/api/dev/outbox',
      ]) {
        bodies.push((await app().inject({ method: 'GET', url, headers: admin })).body);
      }
      bodies.push(
        (await app().inject({ method: 'GET', url: '/api/docs/json' })).body.replace(
          /"(Password|ConfirmPassword)"/g,
          '',
        ),
      );
      for (const body of bodies) expectNoSecrets(body);
    });
  });
});
