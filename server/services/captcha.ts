/** Image captchas (svg-captcha): 4 characters, 5 minutes, single use, stored hashed (case-insensitive). */
import { randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../db/client.js';
import { consumeBySubject, hashSecret, pruneSecrets, storeSecret } from './secrets.js';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

export async function generateCaptcha(db: Db, key: string, now: Date): Promise<{ CaptchaId: string; Image: string }> {
  const captcha = svgCaptcha.create({ size: 4, noise: 2, color: true, ignoreChars: '0oO1iIlL', width: 120, height: 40 });
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
