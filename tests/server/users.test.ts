/** E-mail existence and verification codes, the XSRF check, registration and password reset. */
import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_TEXT,
  expectNoSecrets,
  FIXED_CAPTCHA,
  lastCodeFor,
  lastLinkTokenFor,
  mailsTo,
  newCaptcha,
  registrationEvidence,
  testClock,
  xsrf,
} from './helpers/accounts.js';
import { bearer, describeEachDatabase } from './helpers/app.js';

const clock = testClock();
const MINUTE = 60 * 1000;

describeEachDatabase(
  'users',
  (getCtx) => {
    const app = () => getCtx().app;
    const send = (email: string) =>
      app().inject({ method: 'POST', url: `/api/Users/verification/email/send?email=${encodeURIComponent(email)}` });
    const check = (Email: string, Code: string) =>
      app().inject({ method: 'POST', url: '/api/Users/verification/email/check', payload: { Email, Code } });

    async function registerBody(email: string, overrides: Record<string, unknown> = {}) {
      return {
        Email: email,
        Code: await lastCodeFor(app(), email),
        Password: 'Secret123',
        ConfirmPassword: 'Secret123',
        Name: '赵六',
        Mobile: '13612345678',
        CompanyName: '杭州新注册贸易有限公司',
        CaptchaId: await newCaptcha(app()),
        CaptchaCode: CAPTCHA_TEXT,
        Agree: true,
        ...(await registrationEvidence(app())),
        ...overrides,
      };
    }

    describe('GET /api/Users/email/existance', () => {
      it('answers Exists for registered and unregistered addresses', async () => {
        const yes = await app().inject({ method: 'GET', url: '/api/Users/email/existance?email=ADMIN@demo.cn' });
        expect(yes.json()).toEqual({ Exists: true });
        const no = await app().inject({ method: 'GET', url: '/api/Users/email/existance?email=new@demo.cn' });
        expect(no.json()).toEqual({ Exists: false });
        const bad = await app().inject({ method: 'GET', url: '/api/Users/email/existance?email=not-an-email' });
        expect(bad.statusCode).toBe(400);
      });
    });

    describe('verification codes', () => {
      it('mails a 6-digit code; check says Valid without consuming it', async () => {
        expect((await send('code1@example.com')).statusCode).toBe(204);
        const code = await lastCodeFor(app(), 'code1@example.com');
        expect(code).toMatch(/^\d{6}$/);
        expect((await check('code1@example.com', code)).json()).toEqual({ Valid: true });
        expect((await check('code1@example.com', code)).json()).toEqual({ Valid: true });
      });

      it('refuses a resend within 60 s (429) and allows it after', async () => {
        await send('code2@example.com');
        const again = await send('code2@example.com');
        expect(again.statusCode).toBe(429);
        expect(again.json().Error).toMatch(/60 秒/);
        clock.advance(61 * 1000);
        expect((await send('code2@example.com')).statusCode).toBe(204);
        expect(await mailsTo(app(), 'code2@example.com')).toHaveLength(2);
      });

      it('allows 5 wrong attempts, then the code is dead even when right', async () => {
        await send('code3@example.com');
        const code = await lastCodeFor(app(), 'code3@example.com');
        const wrong = code === '000000' ? '111111' : '000000';
        for (let i = 0; i < 5; i++) {
          const res = await check('code3@example.com', wrong);
          expect(res.statusCode).toBe(400);
          expect(res.json().Field).toBe('Code');
        }
        const res = await check('code3@example.com', code);
        expect(res.statusCode).toBe(400);
        expect(res.json().Error).toBe('验证码错误次数过多，请重新获取');
      });

      it('expires a code after 10 minutes', async () => {
        await send('code4@example.com');
        const code = await lastCodeFor(app(), 'code4@example.com');
        clock.advance(10 * MINUTE + 1000);
        const res = await check('code4@example.com', code);
        expect(res.json()).toEqual({ Error: '验证码已失效，请重新获取', Field: 'Code' });
      });

      it('refuses to send to a registered address and a malformed one', async () => {
        expect((await send('admin@demo.cn')).json()).toMatchObject({ Field: 'Email' });
        expect((await send('nope')).statusCode).toBe(400);
      });
    });

    describe('registration (POST /api/Users)', () => {
      it('refuses without the XSRF cookie and header, or when they differ (403)', async () => {
        await send('reg0@example.com');
        const body = await registerBody('reg0@example.com');
        const token = await xsrf(app());
        for (const headers of [
          {},
          { cookie: token.cookie },
          { 'x-xsrf-token': token['x-xsrf-token'] },
          { cookie: token.cookie, 'x-xsrf-token': `${token['x-xsrf-token']}x` },
          // A self-made pair that matches but lacks the server's signature.
          { cookie: 'XSRF-TOKEN=abc.def', 'x-xsrf-token': 'abc.def' },
        ]) {
          const res = await app().inject({ method: 'POST', url: '/api/Users', headers, payload: body });
          expect(res.statusCode).toBe(403);
          expect(res.json()).toEqual({ Error: '请求校验失败，请刷新页面后重试' });
        }
        const exists = await app().inject({ method: 'GET', url: '/api/Users/email/existance?email=reg0@example.com' });
        expect(exists.json()).toEqual({ Exists: false });
      });

      it('creates a company (StatusEnum 10) and its 管理员, consuming code and captcha', async () => {
        await send('reg1@example.com');
        const body = await registerBody('reg1@example.com');
        const headers = await xsrf(app());
        const res = await app().inject({ method: 'POST', url: '/api/Users', headers, payload: body });
        expect(res.statusCode).toBe(201);
        expectNoSecrets(res.body);
        const { token } = res.json();
        const info = await app().inject({ method: 'GET', url: '/api/Users/Info', headers: bearer(token) });
        expect(info.json()).toMatchObject({
          Email: 'reg1@example.com',
          UserRoleNames: ['管理员'],
          IsRegistEntity: true,
          Regions: [1],
        });
        const company = await app().inject({ method: 'GET', url: '/api/Company/info', headers: bearer(token) });
        expect(company.json()).toMatchObject({ Name: '杭州新注册贸易有限公司', StatusEnum: 10 });
        // The code was consumed.
        expect((await check('reg1@example.com', body.Code)).statusCode).toBe(400);
        // The same e-mail cannot register twice.
        const again = await app().inject({
          method: 'POST',
          url: '/api/Users',
          headers,
          payload: { ...body, CaptchaId: await newCaptcha(app()) },
        });
        expect(again.statusCode).toBe(409);
        // The new account logs in.
        expect((await getCtx().login('reg1@example.com', 'Secret123')).length).toBeGreaterThan(20);
      });

      it('refuses a wrong code, a wrong captcha, mismatched or weak passwords and no agreement, creating nothing', async () => {
        await send('reg2@example.com');
        const headers = await xsrf(app());
        const cases: [Record<string, unknown>, string][] = [
          [{ Code: '999999' }, 'Code'],
          [{ CaptchaCode: 'zzzz' }, 'CaptchaCode'],
          [{ ConfirmPassword: 'Secret124' }, 'ConfirmPassword'],
          [{ Password: 'onlyletters', ConfirmPassword: 'onlyletters' }, 'Password'],
          [{ Password: 'Ab1', ConfirmPassword: 'Ab1' }, 'Password'],
          [{ Mobile: '12345' }, 'Mobile'],
          [{ Agree: false }, 'Agree'],
        ];
        for (const [override, field] of cases) {
          const body = await registerBody('reg2@example.com', override);
          if (override.Code === '999999' && body.Code === '999999') continue;
          const res = await app().inject({ method: 'POST', url: '/api/Users', headers, payload: body });
          expect(res.statusCode, JSON.stringify(override)).toBe(400);
          expect(res.json().Field).toBe(field);
        }
        const exists = await app().inject({ method: 'GET', url: '/api/Users/email/existance?email=reg2@example.com' });
        expect(exists.json()).toEqual({ Exists: false });
      });
    });

    describe('password reset', () => {
      it('answers 204 for unknown addresses and mails nothing', async () => {
        const res = await app().inject({
          method: 'POST',
          url: '/api/Users/password/reset',
          payload: { Email: 'ghost@example.com' },
        });
        expect(res.statusCode).toBe(204);
        expect(await mailsTo(app(), 'ghost@example.com')).toHaveLength(0);
      });

      it('resets once with the mailed link, logs out old tokens, and the link is single use', async () => {
        const email = 'other-buyer@demo.cn';
        const oldToken = await getCtx().login(email);
        expect(
          (await app().inject({ method: 'POST', url: '/api/Users/password/reset', payload: { Email: email } }))
            .statusCode,
        ).toBe(204);
        const mail = (await mailsTo(app(), email))[0]!;
        expect(mail.Text).toContain('http://storefront.test/resetpwd?token=');
        const token = await lastLinkTokenFor(app(), email);
        const check = (Token: string) =>
          app().inject({ method: 'POST', url: '/api/Users/password/reset/check', payload: { Token } });
        // Opening the page checks the link without using it.
        expect((await check(token)).statusCode).toBe(204);
        expect((await check(token)).statusCode).toBe(204);

        const weak = await app().inject({
          method: 'PUT',
          url: '/api/Users/password/reset',
          payload: { Token: token, Password: 'short' },
        });
        expect(weak.json().Field).toBe('Password');

        const ok = await app().inject({
          method: 'PUT',
          url: '/api/Users/password/reset',
          payload: { Token: token, Password: 'NewPass123' },
        });
        expect(ok.statusCode).toBe(204);
        expect(
          (await app().inject({ method: 'GET', url: '/api/Users/Info', headers: bearer(oldToken) })).statusCode,
        ).toBe(401);
        expect((await getCtx().login(email, 'NewPass123')).length).toBeGreaterThan(20);
        const old = await app().inject({
          method: 'POST',
          url: '/api/Users/login',
          payload: { Email: email, Password: 'Demo@123456' },
        });
        expect(old.statusCode).toBe(400);

        const reuse = await app().inject({
          method: 'PUT',
          url: '/api/Users/password/reset',
          payload: { Token: token, Password: 'Other1234' },
        });
        expect(reuse.statusCode).toBe(400);
        expect(reuse.json()).toMatchObject({ Field: 'Token' });
        // The used link is recognised when the page opens, before any form is filled in.
        const used = await check(token);
        expect(used.statusCode).toBe(400);
        expect(used.json()).toMatchObject({ Error: '此链接已使用或已过期，请重新申请', Field: 'Token' });
        expect((await check('not-a-token')).statusCode).toBe(400);
      });

      it('expires the link after 30 minutes, and a newer link replaces the older', async () => {
        const email = 'buyer@demo.cn';
        await app().inject({ method: 'POST', url: '/api/Users/password/reset', payload: { Email: email } });
        const first = await lastLinkTokenFor(app(), email);
        await app().inject({ method: 'POST', url: '/api/Users/password/reset', payload: { Email: email } });
        const second = await lastLinkTokenFor(app(), email);
        expect(second).not.toBe(first);
        const firstRes = await app().inject({
          method: 'PUT',
          url: '/api/Users/password/reset',
          payload: { Token: first, Password: 'NewPass123' },
        });
        expect(firstRes.statusCode).toBe(400);
        clock.advance(30 * MINUTE + 1000);
        const late = await app().inject({
          method: 'PUT',
          url: '/api/Users/password/reset',
          payload: { Token: second, Password: 'NewPass123' },
        });
        expect(late.statusCode).toBe(400);
        expect((await getCtx().login(email)).length).toBeGreaterThan(20);
      });
    });
  },
  { now: clock.now, config: FIXED_CAPTCHA },
);
