/**
 * Helpers for account flows in tests. Captcha answers: a test app made with `config: FIXED_CAPTCHA` draws every
 * captcha with the text CAPTCHA_TEXT (CAPTCHA_FIXED_TEXT, refused in production), as the browser tests' server does.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { creditCodeCheckChar } from '../../../src/contract/validators.js';

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

const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** A fresh checksum-valid 统一社会信用代码 (企业 91, a random 6-digit area and 9-character organisation code). */
export function newCreditCode(): string {
  const pick = (alphabet: string, n: number) =>
    Array.from(randomBytes(n), (b) => alphabet[b % alphabet.length]!).join('');
  const first17 = `91${pick('0123456789', 6)}${pick(CREDIT_CODE_CHARS, 9)}`;
  return first17 + creditCodeCheckChar(first17)!;
}

/** A 营业执照 picture uploaded the way the registration form does it; answers its LicenseImageId. */
export async function uploadLicense(app: FastifyInstance, width = 640, height = 480): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: '#d9e4f5' } })
    .png()
    .toBuffer();
  const res = await app.inject({
    method: 'POST',
    url: '/api/Users/license-images',
    headers: { ...(await xsrf(app)), 'content-type': 'image/png' },
    payload: png,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { Id: string }).Id;
}

/** The evidence fields a registration carries: a fresh valid code and an uploaded licence. */
export async function registrationEvidence(
  app: FastifyInstance,
): Promise<{ CreditCode: string; LicenseImageId: string }> {
  return { CreditCode: newCreditCode(), LicenseImageId: await uploadLicense(app) };
}
