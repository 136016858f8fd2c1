/** Company users: list with invitations, invite → mail → activate, resend, withdraw, roles, states, last admin. */
import { describe, expect, it } from 'vitest';
import { expectNoSecrets, lastLinkTokenFor, mailsTo, testClock } from './helpers/accounts.js';
import { bearer, describeEachDatabase } from './helpers/app.js';

const clock = testClock();
const DAY = 24 * 60 * 60 * 1000;

describeEachDatabase(
  'company users',
  (getCtx) => {
    const app = () => getCtx().app;
    const as = async (email: string) => bearer(await getCtx().login(email));
    const list = async (email = 'admin@demo.cn', query = '') =>
      app().inject({ method: 'GET', url: `/api/Company/users${query}`, headers: await as(email) });
    const inviteAs = async (email: string, payload: Record<string, unknown>) =>
      app().inject({ method: 'POST', url: '/api/Company/users/invitations', headers: await as(email), payload });

    describe('GET /api/Company/users', () => {
      it('lists the company’s users (and only theirs) with State and roles, no secrets', async () => {
        const res = await list();
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body).toMatchObject({ Page: 1, PageSize: 20 });
        const emails = body.Items.map((u: { Email: string }) => u.Email);
        expect(emails).toEqual(expect.arrayContaining(['admin@demo.cn', 'buyer@demo.cn']));
        expect(emails).not.toContain('other@demo.cn');
        expect(body.Items.find((u: { Email: string }) => u.Email === 'buyer@demo.cn')).toMatchObject({
          UserRoleNames: ['采购员'],
          State: 'active',
        });
        expectNoSecrets(res.body);
      });

      it('filters by keyword and pages', async () => {
        const res = await list('admin@demo.cn', '?keyword=李娜&pageSize=1');
        expect(res.json()).toMatchObject({ Total: 1, PageSize: 1, Items: [{ Email: 'buyer@demo.cn' }] });
      });
    });

    describe('invitations', () => {
      it('invites by e-mail, lists the pending invitation, and the link activates a 采购员 of this company', async () => {
        const res = await inviteAs('admin@demo.cn', {
          Email: 'new.buyer@example.com',
          Name: '新同事',
          RoleName: '采购员',
        });
        expect(res.statusCode).toBe(201);
        const { Id } = res.json();
        const pending = (await list()).json().Items.find((u: { State: string }) => u.State === 'invited');
        expect(pending).toMatchObject({
          Id,
          InvitationId: Id,
          Email: 'new.buyer@example.com',
          UserRoleNames: ['采购员'],
        });

        const mail = (await mailsTo(app(), 'new.buyer@example.com'))[0]!;
        expect(mail.Text).toContain('http://storefront.test/invite?token=');
        expect(mail.Subject).toContain('上海华东精工设备有限公司');
        const token = await lastLinkTokenFor(app(), 'new.buyer@example.com');

        const info = await app().inject({
          method: 'GET',
          url: `/api/Users/invitations?token=${encodeURIComponent(token)}`,
        });
        expect(info.statusCode).toBe(200);
        expect(info.json()).toMatchObject({
          Email: 'new.buyer@example.com',
          Name: '新同事',
          CompanyName: '上海华东精工设备有限公司',
          InviterName: '张明',
          RoleName: '采购员',
        });

        const weak = await app().inject({
          method: 'POST',
          url: '/api/Users/invitations/activations',
          payload: { Token: token, Name: '新同事', Password: 'weak' },
        });
        expect(weak.json().Field).toBe('Password');

        const act = await app().inject({
          method: 'POST',
          url: '/api/Users/invitations/activations',
          payload: { Token: token, Name: '钱七', Password: 'Welcome123', Mobile: '13711112222' },
        });
        expect(act.statusCode).toBe(201);
        const me = await app().inject({ method: 'GET', url: '/api/Users/Info', headers: bearer(act.json().token) });
        const admin = await app().inject({ method: 'GET', url: '/api/Users/Info', headers: await as('admin@demo.cn') });
        expect(me.json()).toMatchObject({
          Email: 'new.buyer@example.com',
          Name: '钱七',
          UserRoleNames: ['采购员'],
          IsRegistEntity: false,
        });
        expect(me.json().CompanyId).toBe(admin.json().CompanyId);

        // Single use.
        const again = await app().inject({
          method: 'POST',
          url: '/api/Users/invitations/activations',
          payload: { Token: token, Name: '钱七', Password: 'Welcome123' },
        });
        expect(again.statusCode).toBe(400);
        const used = await app().inject({
          method: 'GET',
          url: `/api/Users/invitations?token=${encodeURIComponent(token)}`,
        });
        expect(used.json()).toMatchObject({ Error: '该邀请已被接受，请直接登录' });
      });

      it('answers a registered address like a new one (no probing) and tells its owner instead of mailing a link', async () => {
        const registered = await inviteAs('admin@demo.cn', { Email: 'Pending@demo.cn', Name: '', RoleName: '采购员' });
        const fresh = await inviteAs('admin@demo.cn', {
          Email: 'fresh-probe@example.com',
          Name: '',
          RoleName: '采购员',
        });
        expect(registered.statusCode).toBe(201);
        expect(fresh.statusCode).toBe(201);
        expect(Object.keys(registered.json())).toEqual(Object.keys(fresh.json()));
        // The owner of the account learns of it; the mail carries no activation link.
        const [notice] = await mailsTo(app(), 'pending@demo.cn');
        expect(notice!.Text).toContain('该邮箱已注册');
        expect(notice!.Text).not.toContain('token=');
        // A resend sends the notice again, never a link that could not be activated.
        const resend = await app().inject({
          method: 'POST',
          url: `/api/Company/users/invitations/${registered.json().Id}/resend`,
          headers: await as('admin@demo.cn'),
        });
        expect(resend.statusCode).toBe(204);
        const mails = await mailsTo(app(), 'pending@demo.cn');
        expect(mails).toHaveLength(2);
        expect(mails[0]!.Text).not.toContain('token=');
        // The new address got a real invitation.
        expect((await mailsTo(app(), 'fresh-probe@example.com'))[0]!.Text).toContain('/invite?token=');
      });

      it('refuses a second pending invitation of this company to one address (409)', async () => {
        expect(
          (await inviteAs('admin@demo.cn', { Email: 'dup@example.com', Name: '', RoleName: '采购员' })).statusCode,
        ).toBe(201);
        expect(
          (await inviteAs('admin@demo.cn', { Email: 'DUP@example.com', Name: '', RoleName: '采购员' })).statusCode,
        ).toBe(409);
      });

      it('refuses an unknown role (400)', async () => {
        const res = await inviteAs('admin@demo.cn', { Email: 'x@example.com', Name: '', RoleName: '超级管理员' });
        expect(res.statusCode).toBe(400);
        expect(res.json().Field).toBe('RoleName');
      });

      it('resend issues a new link and the old one stops working; withdraw kills the link', async () => {
        const { Id } = (
          await inviteAs('admin@demo.cn', { Email: 'resend@example.com', Name: '', RoleName: '管理员' })
        ).json();
        const first = await lastLinkTokenFor(app(), 'resend@example.com');
        const resend = await app().inject({
          method: 'POST',
          url: `/api/Company/users/invitations/${Id}/resend`,
          headers: await as('admin@demo.cn'),
        });
        expect(resend.statusCode).toBe(204);
        const second = await lastLinkTokenFor(app(), 'resend@example.com');
        expect(second).not.toBe(first);
        expect((await app().inject({ method: 'GET', url: `/api/Users/invitations?token=${first}` })).statusCode).toBe(
          400,
        );
        expect((await app().inject({ method: 'GET', url: `/api/Users/invitations?token=${second}` })).statusCode).toBe(
          200,
        );

        const del = await app().inject({
          method: 'DELETE',
          url: `/api/Company/users/invitations/${Id}`,
          headers: await as('admin@demo.cn'),
        });
        expect(del.statusCode).toBe(204);
        const gone = await app().inject({ method: 'GET', url: `/api/Users/invitations?token=${second}` });
        expect(gone.json()).toMatchObject({ Error: '该邀请已被撤回，请联系企业管理员' });
        const pending = (await list()).json().Items.filter((u: { Email: string }) => u.Email === 'resend@example.com');
        expect(pending).toHaveLength(0);
      });

      it('expires the link after 7 days', async () => {
        await inviteAs('admin@demo.cn', { Email: 'late@example.com', Name: '', RoleName: '采购员' });
        const token = await lastLinkTokenFor(app(), 'late@example.com');
        clock.advance(7 * DAY + 1000);
        const res = await app().inject({
          method: 'POST',
          url: '/api/Users/invitations/activations',
          payload: { Token: token, Name: '迟到', Password: 'Welcome123' },
        });
        expect(res.json()).toMatchObject({ Error: '邀请链接已过期，请联系企业管理员重新邀请' });
      });

      it('another company’s admin cannot resend or withdraw this company’s invitation (404)', async () => {
        const { Id } = (
          await inviteAs('admin@demo.cn', { Email: 'mine@example.com', Name: '', RoleName: '采购员' })
        ).json();
        const h = await as('other@demo.cn');
        expect(
          (await app().inject({ method: 'POST', url: `/api/Company/users/invitations/${Id}/resend`, headers: h }))
            .statusCode,
        ).toBe(404);
        expect(
          (await app().inject({ method: 'DELETE', url: `/api/Company/users/invitations/${Id}`, headers: h }))
            .statusCode,
        ).toBe(404);
      });
    });

    describe('roles and states', () => {
      async function idOf(email: string, admin = 'admin@demo.cn') {
        return (await list(admin))
          .json()
          .Items.find((u: { Email: string; State: string }) => u.Email === email && u.State !== 'invited').Id as number;
      }

      it('keeps at least one enabled admin (409 至少保留一名管理员)', async () => {
        const adminId = await idOf('other@demo.cn', 'other@demo.cn');
        const h = await as('other@demo.cn');
        const demote = await app().inject({
          method: 'PUT',
          url: `/api/Company/users/${adminId}/role`,
          headers: h,
          payload: { RoleName: '采购员' },
        });
        expect(demote.statusCode).toBe(409);
        expect(demote.json()).toEqual({ Error: '至少保留一名管理员' });
        const disable = await app().inject({
          method: 'PUT',
          url: `/api/Company/users/${adminId}/state`,
          headers: h,
          payload: { Enabled: false },
        });
        expect(disable.statusCode).toBe(409);
      });

      it('promotes and demotes; disabling ends the user’s sessions and login', async () => {
        const h = await as('other@demo.cn');
        const buyerId = await idOf('other-buyer@demo.cn', 'other@demo.cn');
        const buyerToken = await getCtx().login('other-buyer@demo.cn');

        const promote = await app().inject({
          method: 'PUT',
          url: `/api/Company/users/${buyerId}/role`,
          headers: h,
          payload: { RoleName: '管理员' },
        });
        expect(promote.statusCode).toBe(200);
        expect(promote.json()).toMatchObject({ Id: buyerId, UserRoleNames: ['管理员'], State: 'active' });
        // Now the first admin may step down.
        const adminId = await idOf('other@demo.cn', 'other@demo.cn');
        const down = await app().inject({
          method: 'PUT',
          url: `/api/Company/users/${adminId}/role`,
          headers: h,
          payload: { RoleName: '采购员' },
        });
        expect(down.statusCode).toBe(200);
        // …and can no longer act as admin.
        expect((await app().inject({ method: 'GET', url: '/api/Company/users', headers: h })).statusCode).toBe(403);

        const h2 = bearer(buyerToken);
        const disable = await app().inject({
          method: 'PUT',
          url: `/api/Company/users/${adminId}/state`,
          headers: h2,
          payload: { Enabled: false },
        });
        expect(disable.json()).toMatchObject({ State: 'disabled' });
        expect((await app().inject({ method: 'GET', url: '/api/Users/Info', headers: h })).statusCode).toBe(401);
        const login = await app().inject({
          method: 'POST',
          url: '/api/Users/login',
          payload: { Email: 'other@demo.cn', Password: 'Demo@123456' },
        });
        expect(login.statusCode).toBe(403);
        expect(login.json()).toEqual({ Error: '账号已停用，请联系企业管理员' });

        // Restore for other suites' expectations.
        const enable = await app().inject({
          method: 'PUT',
          url: `/api/Company/users/${adminId}/state`,
          headers: h2,
          payload: { Enabled: true },
        });
        expect(enable.json()).toMatchObject({ State: 'active' });
        await app().inject({
          method: 'PUT',
          url: `/api/Company/users/${adminId}/role`,
          headers: h2,
          payload: { RoleName: '管理员' },
        });
        expect((await getCtx().login('other@demo.cn')).length).toBeGreaterThan(20);
      });

      it('another company’s user ids answer 404', async () => {
        const foreign = await idOf('buyer@demo.cn');
        const h = await as('other@demo.cn');
        const res = await app().inject({
          method: 'PUT',
          url: `/api/Company/users/${foreign}/state`,
          headers: h,
          payload: { Enabled: false },
        });
        expect(res.statusCode).toBe(404);
        expect((await getCtx().login('buyer@demo.cn')).length).toBeGreaterThan(20);
      });
    });
  },
  { now: clock.now },
);
