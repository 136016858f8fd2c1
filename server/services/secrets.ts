/**
 * Single-use, expiring secrets in `one_time_secrets` (captchas, e-mail codes, password-reset tokens) and the
 * keyed hashes used for every bearer secret we store (invitation tokens too). Times come from the caller
 * (the app clock), never from SQL now(), so tests can move time.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { oneTimeSecrets } from '../db/schema.js';

export type SecretPurpose = 'captcha' | 'email-code' | 'email-change' | 'password-reset' | 'operator-reset' | 'handoff';

/** HMAC-SHA256 (hex, 64 chars) keyed with the server secret: a database dump does not reveal codes. */
export function hashSecret(key: string, purpose: string, secret: string, subject = ''): string {
  return createHmac('sha256', key).update(`${purpose}\u0000${subject}\u0000${secret}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export const randomToken = () => randomBytes(32).toString('base64url');
export const randomDigits = (n: number) => String(randomInt(0, 10 ** n)).padStart(n, '0');

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

export async function storeSecret(
  db: Executor,
  row: { purpose: SecretPurpose; subject: string; secretHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(oneTimeSecrets).values(row);
}

/** Marks every still-usable secret of that purpose and subject as used (a new one replaces them). */
export async function invalidateSecrets(
  db: Executor,
  purpose: SecretPurpose,
  subject: string,
  now: Date,
): Promise<void> {
  await db
    .update(oneTimeSecrets)
    .set({ usedAt: now })
    .where(
      and(eq(oneTimeSecrets.purpose, purpose), eq(oneTimeSecrets.subject, subject), isNull(oneTimeSecrets.usedAt)),
    );
}

/**
 * Consumes the unused, unexpired secret of that purpose and subject atomically, whatever the guess
 * (a captcha is single use: a wrong answer burns it too). Returns whether `secretHash` matched.
 */
export async function consumeBySubject(
  db: Executor,
  purpose: SecretPurpose,
  subject: string,
  secretHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(oneTimeSecrets)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeSecrets.purpose, purpose),
        eq(oneTimeSecrets.subject, subject),
        isNull(oneTimeSecrets.usedAt),
        gt(oneTimeSecrets.expiresAt, now),
      ),
    )
    .returning({ secretHash: oneTimeSecrets.secretHash });
  return rows.some((r) => sameHash(r.secretHash, secretHash));
}

/** Consumes the unused, unexpired secret with that hash; returns its subject, or null. */
export async function consumeByHash(
  db: Executor,
  purpose: SecretPurpose,
  secretHash: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .update(oneTimeSecrets)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeSecrets.purpose, purpose),
        eq(oneTimeSecrets.secretHash, secretHash),
        isNull(oneTimeSecrets.usedAt),
        gt(oneTimeSecrets.expiresAt, now),
      ),
    )
    .returning({ subject: oneTimeSecrets.subject });
  return row?.subject ?? null;
}

/** True while a secret of that purpose can still be consumed (not used, not expired); changes nothing. */
export async function usableByHash(
  db: Executor,
  purpose: SecretPurpose,
  secretHash: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: oneTimeSecrets.id })
    .from(oneTimeSecrets)
    .where(
      and(
        eq(oneTimeSecrets.purpose, purpose),
        eq(oneTimeSecrets.secretHash, secretHash),
        isNull(oneTimeSecrets.usedAt),
        gt(oneTimeSecrets.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The newest secret of that purpose and subject (used or not), for resend limits and code checks. */
export async function latestSecret(db: Executor, purpose: SecretPurpose, subject: string) {
  const [row] = await db
    .select()
    .from(oneTimeSecrets)
    .where(and(eq(oneTimeSecrets.purpose, purpose), eq(oneTimeSecrets.subject, subject)))
    .orderBy(desc(oneTimeSecrets.createdAt), desc(oneTimeSecrets.id))
    .limit(1);
  return row;
}

/** Deletes secrets that expired or were used more than a day ago (housekeeping, cheap). */
export async function pruneSecrets(db: Executor, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  await db
    .delete(oneTimeSecrets)
    .where(
      or(
        lt(oneTimeSecrets.expiresAt, dayAgo),
        and(sql`${oneTimeSecrets.usedAt} is not null`, lt(oneTimeSecrets.usedAt, dayAgo)),
      ),
    );
}
