/** E-mail verification codes (registration, e-mail change): 6 digits, 10 minutes, 5 attempts, one send per 60 s per address. */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { oneTimeSecrets } from '../db/schema.js';
import { badRequest, tooManyRequests } from '../errors.js';
import type { Mailer } from '../mail/mailer.js';
import { verificationCodeMail } from '../mail/templates.js';
import {
  hashSecret,
  invalidateSecrets,
  latestSecret,
  randomDigits,
  type SecretPurpose,
  sameHash,
  storeSecret,
} from './secrets.js';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_MS = 60 * 1000;

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Where a code is kept and what it is bound to: the registration code is the address's own (subject and hash
 * subject: the address); an e-mail change code belongs to the user (one pending code per user, one send per 60 s)
 * and is bound to the new address in its hash, so a code mailed to one address cannot change to another.
 */
export interface CodeTarget {
  purpose: Extract<SecretPurpose, 'email-code' | 'email-change'>;
  subject: string;
  hashSubject: string;
}

const registrationTarget = (email: string): CodeTarget => {
  const subject = normalizeEmail(email);
  return { purpose: 'email-code', subject, hashSubject: subject };
};

/** The code a signed-in user asks for to move their account to `email`. */
export const emailChangeTarget = (userId: number, email: string): CodeTarget => ({
  purpose: 'email-change',
  subject: `user:${userId}`,
  hashSubject: `${userId}:${normalizeEmail(email)}`,
});

export function sendVerificationCode(db: Db, mailer: Mailer, key: string, email: string, now: Date): Promise<void> {
  return sendCode(db, mailer, key, registrationTarget(email), email, now);
}

/** Mails a new 6-digit code for `target` to `email` (the earlier one dies); 429 within 60 s of the last. */
export async function sendCode(
  db: Db,
  mailer: Mailer,
  key: string,
  target: CodeTarget,
  email: string,
  now: Date,
): Promise<void> {
  const { purpose, subject } = target;
  const last = await latestSecret(db, purpose, subject);
  if (last && now.getTime() - last.createdAt.getTime() < CODE_RESEND_MS) {
    throw tooManyRequests('验证码发送过于频繁，请 60 秒后再试');
  }
  const code = randomDigits(6);
  await db.transaction(async (tx) => {
    await invalidateSecrets(tx, purpose, subject, now);
    await storeSecret(tx, {
      purpose,
      subject,
      secretHash: hashSecret(key, purpose, code, target.hashSubject),
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
export function checkVerificationCode(
  db: Executor,
  key: string,
  email: string,
  code: string,
  now: Date,
  consume: boolean,
): Promise<void> {
  return checkCode(db, key, registrationTarget(email), code, now, consume);
}

/** {@link checkVerificationCode} for any {@link CodeTarget}. */
export async function checkCode(
  db: Executor,
  key: string,
  target: CodeTarget,
  code: string,
  now: Date,
  consume: boolean,
): Promise<void> {
  const { purpose, subject } = target;
  const [current] = await db
    .select()
    .from(oneTimeSecrets)
    .where(
      and(
        eq(oneTimeSecrets.purpose, purpose),
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
  if (!sameHash(current.secretHash, hashSecret(key, purpose, code, target.hashSubject))) {
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
