/**
 * Helpers for account flows in tests. Captcha answers: a test app made with `config: FIXED_CAPTCHA` draws every
 * captcha with the text CAPTCHA_TEXT (CAPTCHA_FIXED_TEXT, refused in production), as the browser tests' server does.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export const CAPTCHA_TEXT = 'AbCd';
/** Test-app config under which every captcha reads CAPTCHA_TEXT. */
export const FIXED_CAPTCHA = { captchaFixedText: CAPTCHA_TEXT };

/** A mutable clock for `createTestApp({ now: clock.now })`. */
export function testClock(start = Date.now()) {
  let t = start;
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
    set(ms: number) {
      t = ms;
    },
  };
}

export async function newCaptcha(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/Users/GenerateCaptcha' });
  expect(res.statusCode).toBe(200);
  return (res.json() as { CaptchaId: string }).CaptchaId;
}

export interface OutboxMail {
  Id: number;
  To: string;
  Subject: string;
  Text: string;
  Html: string;
}

export async function mailsTo(app: FastifyInstance, to: string): Promise<OutboxMail[]> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  expect(res.statusCode).toBe(200);
  return res.json() as OutboxMail[];
}

export async function lastMailTo(app: FastifyInstance, to: string): Promise<OutboxMail> {
  const mails = await mailsTo(app, to);
  expect(mails.length).toBeGreaterThan(0);
  return mails[0]!;
}

export async function lastCodeFor(app: FastifyInstance, email: string): Promise<string> {
  const mail = await lastMailTo(app, email);
  const code = /(\d{6})/.exec(mail.Text)?.[1];
  expect(code).toBeDefined();
  return code!;
}

/** The token of the last link (…?token=…) mailed to that address. */
export async function lastLinkTokenFor(app: FastifyInstance, email: string): Promise<string> {
  const mail = await lastMailTo(app, email);
  const token = /[?&]token=([^\s&"<]+)/.exec(mail.Text)?.[1];
  expect(token).toBeDefined();
  return decodeURIComponent(token!);
}

/** An XSRF cookie from GET /api/Users/get-xsrf-token, as the cookie header and the matching X-XSRF-TOKEN. */
export async function xsrf(app: FastifyInstance): Promise<{ cookie: string; 'x-xsrf-token': string }> {
  const res = await app.inject({ method: 'GET', url: '/api/Users/get-xsrf-token' });
  expect(res.statusCode).toBe(204);
  const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
  expect(cookie).toBeDefined();
  return { cookie: `XSRF-TOKEN=${cookie!.value}`, 'x-xsrf-token': cookie!.value };
}

/** Every response body in a test must pass this: no hashes or secrets. */
export function expectNoSecrets(body: string): void {
  expect(body).not.toMatch(
    /passwordHash|password_hash|\$argon2|tokenHash|token_hash|secretHash|secret_hash|tokenVersion/i,
  );
}
