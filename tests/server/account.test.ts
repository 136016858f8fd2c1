/** 个人资料 and 修改密码: name and mobile, the e-mail change with a code to the new address, the password change. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema.js';
import { hashPassword } from '../../server/services/passwords.js';
import { expectNoSecrets, lastCodeFor, mailsTo, testClock } from './helpers/accounts.js';
import { bearer, createTestApp, describeEachDatabase, describeOnce } from './helpers/app.js';

const clock = testClock();
const MINUTE = 60 * 1000;
const PASSWORD = 'Demo@123456';

describeEachDatabase(
  'account',
  (getCtx) => {
    const app = () => getCtx().app;
    let serial = 0;

    /** A fresh buyer of the demo company (each test changes its own account), logged in. */
    async function newBuyer() {
      serial += 1;
      const email = `acct${serial}@example.com`;
      const [admin] = await getCtx()
        .db.select({ companyId: users.companyId })
        .from(users)
        .where(eq(users.email, 'admin@demo.cn'));
      await getCtx()
        .db.insert(users)
        .values({
          companyId: admin!.companyId,
          email,
          name: `买家${serial}`,
          passwordHash: await hashPassword(PASSWORD),
          roleNames: ['采购员'],
          createdAt: clock.now(),
        });
      return { email, token: await getCtx().login(email) };
    }

    const info = (token: string) => app().inject({ method: 'GET', url: '/api/Users/Info', headers: bearer(token) });
    const put = (url: string, token: string, payload: object) =>
      app().inject({ method: 'PUT', url, headers: bearer(token), payload });
    const sendCode = (token: string, Email: string) =>
      app().inject({ method: 'POST', url: '/api/Users/email/code', headers: bearer(token), payload: { Email } });

    describe('PUT /api/Users/Info', () => {
      it('changes name and mobile, which Users/Info then shows', async () => {
        const { token } = await newBuyer();
        const res = await put('/api/Users/Info', token, { Name: '  钱七 ', Mobile: '13912345678' });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ Name: '钱七', Mobile: '13912345678' });
        expectNoSecrets(res.body);
        expect((await info(token)).json()).toMatchObject({ Name: '钱七', Mobile: '13912345678' });
      });

      it('refuses a mobile that is not a Chinese mobile number and an empty name', async () => {
        const { token } = await newBuyer();
        for (const Mobile of ['12912345678', '1391234567', '139123456789']) {
          const res = await put('/api/Users/Info', token, { Name: '钱七', Mobile });
          expect(res.statusCode).toBe(400);
          expect(res.json().Field).toBe('Mobile');
        }
        const blank = await put('/api/Users/Info', token, { Name: '   ', Mobile: '13912345678' });
        expect(blank.statusCode).toBe(400);
        expect(blank.json().Field).toBe('Name');
      });

      it('needs a login', async () => {
        const res = await app().inject({
          method: 'PUT',
          url: '/api/Users/Info',
          payload: { Name: 'x', Mobile: '13912345678' },
        });
        expect(res.statusCode).toBe(401);
      });
    });

    describe('PUT /api/Users/password', () => {
      it('refuses a wrong old password and a new password that breaks the rule', async () => {
        const { email, token } = await newBuyer();
        const wrong = await put('/api/Users/password', token, { OldPassword: 'Wrong1234', NewPassword: 'NewPass123' });
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json()).toMatchObject({ Error: '原密码不正确', Field: 'OldPassword' });
        for (const weak of ['short1', 'onlyletters', '12345678', 'has space 1']) {
          const res = await put('/api/Users/password', token, { OldPassword: PASSWORD, NewPassword: weak });
          expect(res.statusCode).toBe(400);
          expect(res.json().Field).toBe('NewPassword');
        }
        const same = await put('/api/Users/password', token, { OldPassword: PASSWORD, NewPassword: PASSWORD });
        expect(same.statusCode).toBe(400);
        // Nothing changed: the old password still logs in, the token still works.
        expect((await getCtx().login(email, PASSWORD)).length).toBeGreaterThan(20);
        expect((await info(token)).statusCode).toBe(200);
      });

      it('ends every other session; this one goes on with the answered token', async () => {
        const { email, token } = await newBuyer();
        const otherDevice = await getCtx().login(email);
        const res = await put('/api/Users/password', token, { OldPassword: PASSWORD, NewPassword: 'NewPass123' });
        expect(res.statusCode).toBe(200);
        const fresh = res.json().token as string;
        expect(fresh.length).toBeGreaterThan(20);
        expect((await info(otherDevice)).statusCode).toBe(401);
        expect((await info(token)).statusCode).toBe(401);
        expect((await info(fresh)).json()).toMatchObject({ Email: email });
        const oldLogin = await app().inject({
          method: 'POST',
          url: '/api/Users/login',
          payload: { Email: email, Password: PASSWORD },
        });
        expect(oldLogin.statusCode).toBe(400);
        expect((await getCtx().login(email, 'NewPass123')).length).toBeGreaterThan(20);
      });
    });

    describe('e-mail change', () => {
      it('mails a code to the new address and changes the address with it, once', async () => {
        const { email, token } = await newBuyer();
        const next = `new-${email}`;
        expect((await sendCode(token, next)).statusCode).toBe(204);
        expect(await mailsTo(app(), email)).toHaveLength(0);
        const code = await lastCodeFor(app(), next);
        const res = await put('/api/Users/email', token, { Email: next, Code: code });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ Email: next });
        expect((await info(token)).json()).toMatchObject({ Email: next });
        expect((await getCtx().login(next)).length).toBeGreaterThan(20);
        const oldLogin = await app().inject({
          method: 'POST',
          url: '/api/Users/login',
          payload: { Email: email, Password: PASSWORD },
        });
        expect(oldLogin.statusCode).toBe(400);
        // The code is spent (single use under parallel requests: the test below); the address is now the own one.
        const reused = await put('/api/Users/email', token, { Email: next, Code: code });
        expect(reused.statusCode).toBe(400);
      });

      it('refuses a wrong code, a code for another address and an expired code', async () => {
        const { token } = await newBuyer();
        const next = `wrong-${serial}@example.com`;
        await sendCode(token, next);
        const code = await lastCodeFor(app(), next);
        const wrong = await put('/api/Users/email', token, {
          Email: next,
          Code: code === '000000' ? '111111' : '000000',
        });
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json()).toMatchObject({ Field: 'Code' });
        expect(wrong.json().Error).toMatch(/验证码错误/);
        const elsewhere = await put('/api/Users/email', token, { Email: `else-${serial}@example.com`, Code: code });
        expect(elsewhere.statusCode).toBe(400);
        clock.advance(10 * MINUTE + 1000);
        const late = await put('/api/Users/email', token, { Email: next, Code: code });
        expect(late.statusCode).toBe(400);
        expect(late.json()).toMatchObject({ Error: '验证码已失效，请重新获取', Field: 'Code' });
        expect((await info(token)).json().Email).not.toBe(next);
      });

      it('refuses an address another account uses, and the own address', async () => {
        const { email, token } = await newBuyer();
        const taken = await sendCode(token, 'ADMIN@demo.cn');
        expect(taken.statusCode).toBe(400);
        expect(taken.json()).toMatchObject({ Error: '该邮箱已被其他账号使用', Field: 'Email' });
        expect(await mailsTo(app(), 'admin@demo.cn')).toHaveLength(0);
        expect((await sendCode(token, email)).statusCode).toBe(400);
      });

      it('refuses the change when another account took the address after the code was sent', async () => {
        const first = await newBuyer();
        const second = await newBuyer();
        const next = `race-${serial}@example.com`;
        await sendCode(first.token, next);
        const firstCode = await lastCodeFor(app(), next);
        clock.advance(61 * 1000);
        await sendCode(second.token, next);
        const secondCode = await lastCodeFor(app(), next);
        expect((await put('/api/Users/email', second.token, { Email: next, Code: secondCode })).statusCode).toBe(200);
        const late = await put('/api/Users/email', first.token, { Email: next, Code: firstCode });
        expect(late.statusCode).toBe(400);
        expect(late.json()).toMatchObject({ Field: 'Email' });
      });

      it('uses a code once under parallel requests', async () => {
        const { token } = await newBuyer();
        const next = `parallel-${serial}@example.com`;
        await sendCode(token, next);
        const code = await lastCodeFor(app(), next);
        const answers = await Promise.all(
          Array.from({ length: 4 }, () => put('/api/Users/email', token, { Email: next, Code: code })),
        );
        expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400]);
      });

      it('sends one code per 60 s (429), then again', async () => {
        const { token } = await newBuyer();
        expect((await sendCode(token, `rate-${serial}@example.com`)).statusCode).toBe(204);
        const again = await sendCode(token, `rate2-${serial}@example.com`);
        expect(again.statusCode).toBe(429);
        expect(again.json().Error).toMatch(/60 秒/);
        clock.advance(61 * 1000);
        expect((await sendCode(token, `rate2-${serial}@example.com`)).statusCode).toBe(204);
      });
    });
  },
  { now: clock.now },
);

describeOnce('account rate limits', () => {
  it('limits code mails and password guesses per client address (429)', async () => {
    const ctx = await createTestApp({ config: { rateLimits: { login: 2, captcha: 10, verification: 2, reset: 10 } } });
    try {
      const token = await ctx.login('buyer@demo.cn');
      const headers = bearer(token);
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/Users/email/code',
          headers,
          payload: { Email: `limit${i}@example.com` },
        });
        codes.push(res.statusCode);
      }
      expect(codes[2]).toBe(429);
      const guesses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await ctx.app.inject({
          method: 'PUT',
          url: '/api/Users/password',
          headers,
          payload: { OldPassword: `Guess${i}abc`, NewPassword: 'NewPass123' },
        });
        guesses.push(res.statusCode);
      }
      expect(guesses).toEqual([400, 400, 429]);
    } finally {
      await ctx.close();
    }
  });
});
