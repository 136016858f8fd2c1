/** E-mail verification codes: 6 digits, 10 minutes, 5 attempts, one send per 60 s per address. */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { oneTimeSecrets } from '../db/schema.js';
import { badRequest, tooManyRequests } from '../errors.js';
import type { Mailer } from '../mail/mailer.js';
import { verificationCodeMail } from '../mail/templates.js';
import { hashSecret, invalidateSecrets, latestSecret, randomDigits, sameHash, storeSecret } from './secrets.js';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_MS = 60 * 1000;

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function sendVerificationCode(
  db: Db,
  mailer: Mailer,
  key: string,
  email: string,
  now: Date,
): Promise<void> {
  const subject = normalizeEmail(email);
  const last = await latestSecret(db, 'email-code', subject);
  if (last && now.getTime() - last.createdAt.getTime() < CODE_RESEND_MS) {
    throw tooManyRequests('验证码发送过于频繁，请 60 秒后再试');
  }
  const code = randomDigits(6);
  await db.transaction(async (tx) => {
    await invalidateSecrets(tx, 'email-code', subject, now);
    await storeSecret(tx, {
      purpose: 'email-code',
      subject,
      secretHash: hashSecret(key, 'email-code', code, subject),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      createdAt: now,
    });
  });
  await mailer.send(verificationCodeMail(email.trim(), code));
}

/**
 * Checks a code against the address's current one; a wrong guess counts an attempt (5 at most).
 * Run it outside a transaction that a refusal rolls back (else the counted attempt is undone).
 * With `consume`, a right code is marked used (registration). Throws 400 with Field "Code" otherwise.
 */
export async function checkVerificationCode(
  db: Executor,
  key: string,
  email: string,
  code: string,
  now: Date,
  consume: boolean,
): Promise<void> {
  const subject = normalizeEmail(email);
  const [current] = await db
    .select()
    .from(oneTimeSecrets)
    .where(
      and(
        eq(oneTimeSecrets.purpose, 'email-code'),
        eq(oneTimeSecrets.subject, subject),
        isNull(oneTimeSecrets.usedAt),
        gt(oneTimeSecrets.expiresAt, now),
      ),
    )
    .orderBy(sql`${oneTimeSecrets.createdAt} desc`)
    .limit(1);
  if (!current) throw badRequest('验证码已失效，请重新获取', 'Code');
  // An attempt is reserved before comparing (atomically, under the row lock of the UPDATE): concurrent
  // guesses cannot all read the same count and be compared; a right code gives its attempt back.
  const [reserved] = await db
    .update(oneTimeSecrets)
    .set({ attempts: sql`${oneTimeSecrets.attempts} + 1` })
    .where(and(eq(oneTimeSecrets.id, current.id), lt(oneTimeSecrets.attempts, CODE_MAX_ATTEMPTS)))
    .returning({ attempts: oneTimeSecrets.attempts });
  if (!reserved) throw badRequest('验证码错误次数过多，请重新获取', 'Code');
  if (!sameHash(current.secretHash, hashSecret(key, 'email-code', code, subject))) {
    const left = CODE_MAX_ATTEMPTS - reserved.attempts;
    throw badRequest(left > 0 ? `验证码错误，还可尝试 ${left} 次` : '验证码错误次数过多，请重新获取', 'Code');
  }
  await db
    .update(oneTimeSecrets)
    .set({ attempts: sql`greatest(${oneTimeSecrets.attempts} - 1, 0)` })
    .where(eq(oneTimeSecrets.id, current.id));
  if (consume) {
    const used = await db
      .update(oneTimeSecrets)
      .set({ usedAt: now })
      .where(and(eq(oneTimeSecrets.id, current.id), isNull(oneTimeSecrets.usedAt)))
      .returning({ id: oneTimeSecrets.id });
    if (used.length === 0) throw badRequest('验证码已失效，请重新获取', 'Code');
  }
}
