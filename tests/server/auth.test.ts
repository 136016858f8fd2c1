/** Login, captcha after failures, tokens (expiry, forgery, version), logout, Users/Info. */
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_TEXT, expectNoSecrets, FIXED_CAPTCHA, newCaptcha, testClock } from './helpers/accounts.js';
import { bearer, describeEachDatabase } from './helpers/app.js';

const clock = testClock();

describeEachDatabase(
  'auth',
  (getCtx) => {
    const login = (Email: string, Password: string, extra: Record<string, string> = {}) =>
      getCtx().app.inject({ method: 'POST', url: '/api/Users/login', payload: { Email, Password, ...extra } });

    describe('given the demo accounts', () => {
      it('logs in with the right password and answers { token }; Users/Info shows the spec fields', async () => {
        const res = await login('admin@demo.cn', 'Demo@123456');
        expect(res.statusCode).toBe(200);
        const { token } = res.json();
        expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
        const info = await getCtx().app.inject({ method: 'GET', url: '/api/Users/Info', headers: bearer(token) });
        expect(info.statusCode).toBe(200);
        expect(info.json()).toMatchObject({
          Email: 'admin@demo.cn',
          Name: '张明',
          Regions: [1, 2],
          UserRoleNames: ['管理员'],
          IsRegistEntity: true,
        });
        expectNoSecrets(info.body);
      });

      it('treats the e-mail case-insensitively', async () => {
        expect((await login('Buyer@Demo.CN', 'Demo@123456')).statusCode).toBe(200);
      });

      it('answers 400 邮箱或密码错误 for a wrong password or an unknown e-mail, alike', async () => {
        const wrong = await login('buyer@demo.cn', 'Wrong@123456');
        const unknown = await login('nobody@demo.cn', 'Wrong@123456');
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json()).toEqual({ Error: '邮箱或密码错误' });
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json()).toEqual({ Error: '邮箱或密码错误' });
        // A good login resets the counter.
        expect((await login('buyer@demo.cn', 'Demo@123456')).statusCode).toBe(200);
      });

      it('requires a captcha after 3 failures for that e-mail, single use, and accepts it case-insensitively', async () => {
        const email = 'pending@demo.cn';
        await login(email, 'bad1pass');
        await login(email, 'bad2pass');
        const third = await login(email, 'bad3pass');
        expect(third.json()).toEqual({ Error: '邮箱或密码错误', CaptchaRequired: true });

        const noCaptcha = await login(email, 'Demo@123456');
        expect(noCaptcha.statusCode).toBe(400);
        expect(noCaptcha.json()).toMatchObject({ Field: 'CaptchaCode', CaptchaRequired: true });

        const id = await newCaptcha(getCtx().app);
        const wrongCaptcha = await login(email, 'Demo@123456', { CaptchaId: id, CaptchaCode: 'zzzz' });
        expect(wrongCaptcha.json()).toMatchObject({ Error: '图形验证码错误或已过期', CaptchaRequired: true });
        // The wrong guess burnt that captcha: the right answer no longer works with it.
        const burnt = await login(email, 'Demo@123456', { CaptchaId: id, CaptchaCode: CAPTCHA_TEXT });
        expect(burnt.statusCode).toBe(400);

        const id2 = await newCaptcha(getCtx().app);
        const ok = await login(email, 'Demo@123456', { CaptchaId: id2, CaptchaCode: CAPTCHA_TEXT.toLowerCase() });
        expect(ok.statusCode).toBe(200);
        // Reusing the consumed captcha is refused; after success no captcha is needed.
        expect((await login(email, 'Demo@123456')).statusCode).toBe(200);
      });

      it('also requires the captcha for an unknown e-mail after 3 failures (no account enumeration)', async () => {
        for (let i = 0; i < 3; i++) await login('ghost@demo.cn', 'whatever1');
        const res = await login('ghost@demo.cn', 'whatever1');
        expect(res.json()).toMatchObject({ CaptchaRequired: true, Field: 'CaptchaCode' });
      });

      it('expires captchas after 5 minutes', async () => {
        const email = 'other-buyer@demo.cn';
        for (let i = 0; i < 3; i++) await login(email, 'bad-pass1');
        const id = await newCaptcha(getCtx().app);
        clock.advance(5 * 60 * 1000 + 1000);
        const res = await login(email, 'Demo@123456', { CaptchaId: id, CaptchaCode: CAPTCHA_TEXT });
        expect(res.json()).toMatchObject({ Error: '图形验证码错误或已过期' });
        const fresh = await newCaptcha(getCtx().app);
        expect((await login(email, 'Demo@123456', { CaptchaId: fresh, CaptchaCode: CAPTCHA_TEXT })).statusCode).toBe(
          200,
        );
      });

      it('serves a captcha as an SVG data URL', async () => {
        const res = await getCtx().app.inject({ method: 'GET', url: '/api/Users/GenerateCaptcha' });
        expect(res.json().Image).toMatch(/^data:image\/svg\+xml;base64,/);
      });

      it('refuses a body with missing fields or the wrong types with 400 and the field', async () => {
        const res = await getCtx().app.inject({
          method: 'POST',
          url: '/api/Users/login',
          payload: { Email: 'admin@demo.cn' },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ Field: 'Password' });
      });
    });

    describe('tokens', () => {
      it('expire after 12 hours (401 登录已过期，请重新登录)', async () => {
        const token = await getCtx().login('buyer@demo.cn');
        clock.advance(11 * 60 * 60 * 1000);
        expect(
          (await getCtx().app.inject({ method: 'GET', url: '/api/Users/Info', headers: bearer(token) })).statusCode,
        ).toBe(200);
        clock.advance(60 * 60 * 1000 + 1000);
        const res = await getCtx().app.inject({ method: 'GET', url: '/api/Users/Info', headers: bearer(token) });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ Error: '登录已过期，请重新登录' });
      });

      it('refuses a token signed with another secret, a tampered one and a missing one', async () => {
        const other = await new SignJWT({ cid: 1, ver: 0 })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject('1')
          .setIssuedAt(Math.floor(clock.now().getTime() / 1000))
          .setExpirationTime(Math.floor(clock.now().getTime() / 1000) + 3600)
          .sign(new TextEncoder().encode('not-the-server-secret'));
        const real = await getCtx().login('buyer@demo.cn');
        const [h, p, s] = real.split('.');
        const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
        const tampered = `${h}.${Buffer.from(JSON.stringify({ ...payload, sub: '1' })).toString('base64url')}.${s}`;
        const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`;
        for (const token of [other, tampered, none, 'garbage']) {
          const res = await getCtx().app.inject({ method: 'GET', url: '/api/Users/Info', headers: bearer(token) });
          expect(res.statusCode).toBe(401);
        }
        expect((await getCtx().app.inject({ method: 'GET', url: '/api/Users/Info' })).statusCode).toBe(401);
      });

      it('logout answers 204', async () => {
        const res = await getCtx().app.inject({ method: 'POST', url: '/api/logout' });
        expect(res.statusCode).toBe(204);
      });
    });
  },
  { now: clock.now, config: FIXED_CAPTCHA },
);
