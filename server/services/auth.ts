/**
 * Authentication flows: login (captcha after repeated failures), registration, password reset, and the
 * XSRF double-submit token of registration.
 */
import { createHmac } from 'node:crypto';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { CompanyStatus, RoleName } from '../../src/contract/enums.js';
import type { RegisterBody } from '../../src/contract/users.js';
import { passwordProblem } from '../../src/contract/validators.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { companies, outbox, users } from '../db/schema.js';
import { ApiError, badRequest, conflict, dbErrorCode, forbidden } from '../errors.js';
import type { Mailer } from '../mail/mailer.js';
import { passwordResetMail } from '../mail/templates.js';
import { checkCaptcha } from './captcha.js';
import { assertCreditCodeFree, checkedCreditCode, claimableLicense, evidenceConflict } from './company-evidence.js';
import { dummyHash, hashPassword, verifyPassword } from './passwords.js';
import {
  consumeByHash,
  hashSecret,
  invalidateSecrets,
  randomToken,
  sameHash,
  storeSecret,
  usableByHash,
} from './secrets.js';
import type { FailureCounter } from './throttle.js';
import { issueToken } from './tokens.js';
import { emailExists, emailMatches, findUserByEmail } from './users.js';
import { checkVerificationCode, normalizeEmail } from './verification.js';

/** Failures after which the login form needs a captcha for that e-mail. */
export const CAPTCHA_AFTER_FAILURES = 3;
export const RESET_TTL_MS = 30 * 60 * 1000;

export interface AuthDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  now: Date;
}

/**
 * Login. The attempt is counted before the password is checked (atomically, in the shared FailureCounter),
 * so however many guesses arrive at once, on however many instances, at most CAPTCHA_AFTER_FAILURES are
 * checked before a captcha is required. Known and unknown e-mails take the same path: one counter per
 * address, one Argon2 verification (of a dummy hash when there is no account), the same answers.
 */
export async function login(
  deps: AuthDeps,
  failures: FailureCounter,
  body: { Email: string; Password: string; CaptchaId?: string | undefined; CaptchaCode?: string | undefined },
): Promise<string> {
  const { db, config, now } = deps;
  const email = normalizeEmail(body.Email);
  const user = await findUserByEmail(db, email);
  const attempt = await failures.reserve(email, now);

  if (attempt > CAPTCHA_AFTER_FAILURES) {
    if (!body.CaptchaId || !body.CaptchaCode) {
      throw badRequest('请输入图形验证码', 'CaptchaCode', { CaptchaRequired: true });
    }
    if (!(await checkCaptcha(db, config.jwtSecret, body.CaptchaId, body.CaptchaCode, now))) {
      throw badRequest('图形验证码错误或已过期', 'CaptchaCode', { CaptchaRequired: true });
    }
  }

  // An unknown e-mail costs one hash check too, so the answer's timing does not tell which e-mails exist.
  let ok = false;
  if (user) ok = await verifyPassword(user.passwordHash, body.Password);
  else await verifyPassword(await dummyHash(), body.Password);
  if (!user || !ok) {
    throw badRequest(
      '邮箱或密码错误',
      undefined,
      attempt >= CAPTCHA_AFTER_FAILURES ? { CaptchaRequired: true } : undefined,
    );
  }
  await failures.clear(email);
  if (!user.enabled) throw forbidden('账号已停用，请联系企业管理员');
  return issueToken(config.jwtSecret, { userId: user.id, companyId: user.companyId, version: user.tokenVersion }, now);
}

export function checkNewPassword(password: string, field = 'Password'): void {
  const problem = passwordProblem(password);
  if (problem) throw badRequest(problem, field);
}

/** A new company (StatusEnum 10) and its first user (管理员, IsRegistEntity), in one transaction. */
export async function register(deps: AuthDeps, body: RegisterBody): Promise<string> {
  const { db, config, now } = deps;
  if (body.Password !== body.ConfirmPassword) throw badRequest('两次输入的密码不一致', 'ConfirmPassword');
  checkNewPassword(body.Password);
  const name = body.Name.trim();
  const companyName = body.CompanyName.trim();
  if (!name) throw badRequest('请填写姓名', 'Name');
  if (companyName.length < 2) throw badRequest('请填写企业名称', 'CompanyName');
  const creditCode = checkedCreditCode(body.CreditCode);
  await claimableLicense(db, body.LicenseImageId, null);
  await assertCreditCodeFree(db, creditCode, null);
  if (await emailExists(db, body.Email)) throw conflict('该邮箱已注册，请直接登录');
  if (!(await checkCaptcha(db, config.jwtSecret, body.CaptchaId, body.CaptchaCode, now))) {
    throw badRequest('图形验证码错误或已过期', 'CaptchaCode');
  }
  // Checked first outside the transaction: a wrong code's counted attempt must not be rolled back with it.
  await checkVerificationCode(db, config.jwtSecret, body.Email, body.Code, now, false);
  const passwordHash = await hashPassword(body.Password);
  try {
    const user = await db.transaction(async (tx) => {
      await checkVerificationCode(tx, config.jwtSecret, body.Email, body.Code, now, true);
      const licenseImage = await claimableLicense(tx, body.LicenseImageId, null);
      // The evidence is submitted with the registration: the console's 企业审核 shows it with this time.
      const [company] = await tx
        .insert(companies)
        .values({
          name: companyName,
          creditCode,
          licenseImage,
          statusEnum: CompanyStatus.Incomplete,
          submittedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: companies.id });
      const [row] = await tx
        .insert(users)
        .values({
          companyId: company!.id,
          email: body.Email.trim(),
          name,
          mobile: body.Mobile,
          passwordHash,
          roleNames: [RoleName.Admin],
          regions: [1],
          isRegistEntity: true,
          createdAt: now,
        })
        .returning({ id: users.id, companyId: users.companyId, tokenVersion: users.tokenVersion });
      return row!;
    });
    return issueToken(
      config.jwtSecret,
      { userId: user.id, companyId: user.companyId, version: user.tokenVersion },
      now,
    );
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const evidence = evidenceConflict(error);
    if (evidence) throw evidence;
    if (dbErrorCode(error) === '23505') throw conflict('该邮箱已注册，请直接登录');
    throw error;
  }
}

/**
 * Mails a reset link to an enabled account; says nothing either way (no account enumeration). The route
 * calls it after answering 204, so neither the answer nor its timing depends on the address.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  const { db, config, mailer, now } = deps;
  const user = await findUserByEmail(db, email);
  const known = user?.enabled === true;
  const subject = normalizeEmail(user?.email ?? email);
  const token = randomToken();
  const mail = passwordResetMail(
    user?.email ?? email,
    `${config.publicUrl}/resetpwd?token=${encodeURIComponent(token)}`,
  );
  // The route runs this after its answer (app.afterAnswer), but on PGlite (one connection) its database work
  // delays the next request: an unknown address does the same statements — the link and the mail's outbox
  // row — in a transaction that is rolled back, so what follows cannot tell the two apart.
  try {
    await db.transaction(async (tx) => {
      await invalidateSecrets(tx, 'password-reset', subject, now);
      await storeSecret(tx, {
        purpose: 'password-reset',
        subject,
        secretHash: hashSecret(config.jwtSecret, 'password-reset', token),
        expiresAt: new Date(now.getTime() + RESET_TTL_MS),
        createdAt: now,
      });
      if (known) return;
      await tx
        .insert(outbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? '' })
        .returning({ id: outbox.id });
      tx.rollback();
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError) return;
    throw error;
  }
  await (mailer.queue ? mailer.queue(mail) : mailer.send(mail));
}

/** Sets a new password with a reset token (single use, 30 min) and invalidates every older login token. */
/** What a used or expired reset link says (the page shows it instead of the form). */
export const RESET_LINK_INVALID = '此链接已使用或已过期，请重新申请';

/** Whether a reset link can still be used, checked when the page opens (the form is shown only then). */
export async function checkResetToken(deps: Pick<AuthDeps, 'db' | 'config' | 'now'>, token: string): Promise<void> {
  const usable = await usableByHash(
    deps.db,
    'password-reset',
    hashSecret(deps.config.jwtSecret, 'password-reset', token),
    deps.now,
  );
  if (!usable) throw badRequest(RESET_LINK_INVALID, 'Token');
}

export async function resetPassword(deps: AuthDeps, token: string, password: string): Promise<void> {
  const { db, config, now } = deps;
  checkNewPassword(password);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const subject = await consumeByHash(
      tx,
      'password-reset',
      hashSecret(config.jwtSecret, 'password-reset', token),
      now,
    );
    if (!subject) throw badRequest(RESET_LINK_INVALID, 'Token');
    const updated = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, failedLogins: 0 })
      .where(emailMatches(subject))
      .returning({ id: users.id });
    if (updated.length === 0) throw badRequest(RESET_LINK_INVALID, 'Token');
  });
}

/* ------------------------------------------------------------------ XSRF double submit (registration) */

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

const xsrfSignature = (key: string, nonce: string) =>
  createHmac('sha256', key).update(`xsrf\u0000${nonce}`).digest('base64url');

/** `<nonce>.<signature>`: the cookie value, which the client echoes in the X-XSRF-TOKEN header. */
export function newXsrfToken(key: string): string {
  const nonce = randomToken();
  return `${nonce}.${xsrfSignature(key, nonce)}`;
}

/** True when the header equals the cookie and the cookie carries our signature. */
export function xsrfValid(key: string, cookie: string | undefined, header: string | string[] | undefined): boolean {
  if (typeof cookie !== 'string' || typeof header !== 'string' || cookie.length > 200) return false;
  if (!sameHash(cookie, header)) return false;
  const dot = cookie.indexOf('.');
  if (dot <= 0) return false;
  return sameHash(cookie.slice(dot + 1), xsrfSignature(key, cookie.slice(0, dot)));
}
