/** Image captchas (svg-captcha): 4 characters, 5 minutes, single use, stored hashed (case-insensitive). */
import { randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../db/client.js';
import { consumeBySubject, hashSecret, pruneSecrets, storeSecret } from './secrets.js';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

const drawing = { noise: 2, color: true, width: 120, height: 40 };

/**
 * `fixedText` (CAPTCHA_FIXED_TEXT, honoured only outside production) makes every captcha read that text,
 * so that browser tests against the real server can pass it; the image is still drawn.
 */
export async function generateCaptcha(
  db: Db,
  key: string,
  now: Date,
  fixedText?: string,
): Promise<{ CaptchaId: string; Image: string }> {
  const captcha = fixedText
    ? {
        text: fixedText,
        data: (svgCaptcha as unknown as (text: string, options: object) => string)(fixedText, drawing),
      }
    : svgCaptcha.create({ size: 4, ignoreChars: '0oO1iIlL', ...drawing });
  const id = randomUUID();
  // Housekeeping now and then, so the table does not grow with abandoned captchas.
  if (Math.random() < 0.05) await pruneSecrets(db, now);
  await storeSecret(db, {
    purpose: 'captcha',
    subject: id,
    secretHash: hashSecret(key, 'captcha', captcha.text.toLowerCase(), id),
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
    createdAt: now,
  });
  return { CaptchaId: id, Image: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}` };
}

/** Checks and burns a captcha: true only for the right answer of an unused, unexpired captcha. */
export async function checkCaptcha(
  db: Pick<Db, 'select' | 'insert' | 'update' | 'delete'>,
  key: string,
  id: string | undefined,
  code: string | undefined,
  now: Date,
): Promise<boolean> {
  if (!id || !code) return false;
  return consumeBySubject(db, 'captcha', id, hashSecret(key, 'captcha', code.trim().toLowerCase(), id), now);
}
