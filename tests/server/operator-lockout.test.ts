/**
 * Brute force on operator logins: after 3 failures for an address a captcha is required (as for company
 * logins), counted atomically so parallel guesses cannot slip past it; after 10 the account is locked — the
 * right password is refused too — and the operator gets one mail saying so; another operator is unaffected.
 * On PGlite and PostgreSQL (the counter lives in the database without Redis).
 */
import { expect, it } from 'vitest';
import { OPERATOR_LOCK_AFTER } from '../../server/services/operator/accounts.js';
import { CAPTCHA_TEXT, FIXED_CAPTCHA, mailsTo, newCaptcha } from './helpers/accounts.js';
import { describeEachDatabase } from './helpers/app.js';

describeEachDatabase(
  'operator login: captcha after 3 failures, lockout with a mailed notice',
  (getCtx) => {
    const login = (Email: string, Password: string, extra: Record<string, string> = {}) =>
      getCtx().app.inject({ method: 'POST', url: '/api/Operator/login', payload: { Email, Password, ...extra } });

    it('checks at most 3 parallel wrong guesses without a captcha, then asks for one', async () => {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => login('finance@demo.cn', `Wrong-guess-${i}`)),
      );
      expect(answers.every((a) => a.statusCode === 400)).toBe(true);
      const withoutCaptcha = answers.filter((a) => a.json().Error === '邮箱或密码错误').length;
      expect(withoutCaptcha).toBe(3);
      expect(answers.filter((a) => a.json().Field === 'CaptchaCode')).toHaveLength(5);
    });

    it('locks the account after 10 failures: the right password is refused, one notice is mailed', async () => {
      const email = 'ops@demo.cn';
      const before = (await mailsTo(getCtx().app, email)).length;
      for (let i = 1; i <= 3; i++) expect((await login(email, `Wrong-pass-${i}`)).statusCode).toBe(400);
      expect((await login(email, 'Demo@123456')).json()).toMatchObject({ CaptchaRequired: true, Field: 'CaptchaCode' });
      // With a solved captcha the right password still works before the lock (and clears the count).
      const ok = await login(email, 'Demo@123456', {
        CaptchaId: await newCaptcha(getCtx().app),
        CaptchaCode: CAPTCHA_TEXT,
      });
      expect(ok.statusCode, ok.body).toBe(200);

      for (let i = 1; i <= OPERATOR_LOCK_AFTER; i++) {
        const extra: Record<string, string> =
          i > 3 ? { CaptchaId: await newCaptcha(getCtx().app), CaptchaCode: CAPTCHA_TEXT } : {};
        const res = await login(email, `Wrong-pass-${i}`, extra);
        expect(res.statusCode, `attempt ${i}`).toBe(400);
      }
      const locked = await login(email, 'Demo@123456', {
        CaptchaId: await newCaptcha(getCtx().app),
        CaptchaCode: CAPTCHA_TEXT,
      });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().Error).toContain('账号已锁定');
      const mails = await mailsTo(getCtx().app, email);
      expect(mails.length).toBe(before + 1);
      expect(mails[0]!.Subject).toContain('已临时锁定');
      // Further attempts while locked send no more mail.
      await login(email, 'Wrong-again-1');
      expect((await mailsTo(getCtx().app, email)).length).toBe(before + 1);
    });
  },
  { config: FIXED_CAPTCHA },
);
