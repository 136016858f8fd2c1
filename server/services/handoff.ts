/**
 * Login hand-off from a partner page to the storefront. A widget on another origin keeps its session in that
 * origin's storage, so the storefront would see a logged-out visitor. Instead of the token (which must never
 * appear in a URL: history, logs, Referer), the widget asks for a short-lived, single-use code, puts it in the
 * link, and the storefront exchanges it for a session of its own.
 *
 * Codes live in `one_time_secrets` (purpose `handoff`, subject = user id, keyed hash only): consumed atomically,
 * so a code works once even when two tabs race with it.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { badRequest } from '../errors.js';
import { consumeByHash, hashSecret, randomToken, storeSecret } from './secrets.js';
import { issueToken } from './tokens.js';

/** A code is valid this long: enough for one navigation, useless later in a history entry or a log line. */
export const HANDOFF_LIFETIME_SECONDS = 60;

const PURPOSE = 'handoff';
const invalid = () => badRequest('登录交接码无效或已过期，请重新登录', 'Code');

interface HandoffDeps {
  db: Db;
  jwtSecret: string;
  now: Date;
}

/** A new hand-off code for `userId` (the caller is authenticated). */
export async function createHandoffCode(
  { db, jwtSecret, now }: HandoffDeps,
  userId: number,
): Promise<{ Code: string; ExpiresIn: number }> {
  const code = randomToken();
  await storeSecret(db, {
    purpose: PURPOSE,
    subject: String(userId),
    secretHash: hashSecret(jwtSecret, PURPOSE, code),
    expiresAt: new Date(now.getTime() + HANDOFF_LIFETIME_SECONDS * 1000),
    createdAt: now,
  });
  return { Code: code, ExpiresIn: HANDOFF_LIFETIME_SECONDS };
}

/** Exchanges a code for a fresh login token; 400 when it is unknown, used, expired or its user is disabled. */
export async function exchangeHandoffCode({ db, jwtSecret, now }: HandoffDeps, code: string): Promise<string> {
  const subject = await consumeByHash(db, PURPOSE, hashSecret(jwtSecret, PURPOSE, code), now);
  if (subject === null) throw invalid();
  const [user] = await db
    .select({ id: users.id, companyId: users.companyId, enabled: users.enabled, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, Number(subject)))
    .limit(1);
  if (!user?.enabled) throw invalid();
  return issueToken(jwtSecret, { userId: user.id, companyId: user.companyId, version: user.tokenVersion }, now);
}
