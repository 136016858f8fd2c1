/**
 * A signed-in user's own account (个人资料 and 修改密码): name and mobile, the e-mail address (changed only with a
 * code mailed to the new address), and the password (the old one first; every other session ends).
 */
import { eq, sql } from 'drizzle-orm';
import type { ChangePasswordBody, EmailChangeBody, ProfileUpdateBody, UserInfo } from '../../src/contract/users.js';
import { isEmail } from '../../src/contract/validators.js';
import { users } from '../db/schema.js';
import { ApiError, badRequest, dbErrorCode, unauthorized } from '../errors.js';
import { type AuthDeps, checkNewPassword } from './auth.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { invalidateSecrets } from './secrets.js';
import { issueToken } from './tokens.js';
import { emailExists, userInfo } from './users.js';
import { checkCode, emailChangeTarget, normalizeEmail, sendCode } from './verification.js';

export const EMAIL_TAKEN = '该邮箱已被其他账号使用';

/** Updates the caller's name and mobile; answers the new `UserInfo`. */
export async function updateProfile(deps: AuthDeps, userId: number, body: ProfileUpdateBody): Promise<UserInfo> {
  const name = body.Name.trim();
  if (!name) throw badRequest('请填写姓名', 'Name');
  await deps.db.update(users).set({ name, mobile: body.Mobile }).where(eq(users.id, userId));
  return userInfo(deps.db, userId);
}

/**
 * Changes the password after checking the old one. The token version goes up in the same statement, so every
 * token issued before (other browsers, other devices) is refused with 401 from now on; the caller gets a token of
 * the new version and its session goes on.
 */
export async function changePassword(deps: AuthDeps, userId: number, body: ChangePasswordBody): Promise<string> {
  const { db, config, now } = deps;
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(user.passwordHash, body.OldPassword))) {
    throw badRequest('原密码不正确', 'OldPassword');
  }
  checkNewPassword(body.NewPassword, 'NewPassword');
  if (body.NewPassword === body.OldPassword) throw badRequest('新密码不能与原密码相同', 'NewPassword');
  const passwordHash = await hashPassword(body.NewPassword);
  const [updated] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, failedLogins: 0 })
    .where(eq(users.id, userId))
    .returning({ id: users.id, companyId: users.companyId, tokenVersion: users.tokenVersion });
  if (!updated) throw unauthorized();
  return issueToken(
    config.jwtSecret,
    { userId: updated.id, companyId: updated.companyId, version: updated.tokenVersion },
    now,
  );
}

async function currentEmail(deps: AuthDeps, userId: number): Promise<string> {
  const [row] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw unauthorized();
  return row.email;
}

/** Refuses the user's own address and one another account uses (checked again when the change is written). */
async function checkNewEmail(deps: AuthDeps, userId: number, email: string): Promise<void> {
  if (!isEmail(email.trim())) throw badRequest('请输入正确的邮箱地址', 'Email');
  if (normalizeEmail(await currentEmail(deps, userId)) === normalizeEmail(email)) {
    throw badRequest('新邮箱与当前邮箱相同', 'Email');
  }
  if (await emailExists(deps.db, email)) throw badRequest(EMAIL_TAKEN, 'Email');
}

/**
 * Mails a code to the new address: 6 digits, 10 minutes, 5 attempts, one send per user per 60 s (the rules of
 * the registration codes); the code is bound to this user and this address.
 */
export async function sendEmailChangeCode(deps: AuthDeps, userId: number, email: string): Promise<void> {
  await checkNewEmail(deps, userId, email);
  await sendCode(deps.db, deps.mailer, deps.config.jwtSecret, emailChangeTarget(userId, email), email, deps.now);
}

/**
 * Moves the account to the new address when the code matches. The code is consumed in the transaction that
 * writes the address (single use under parallel requests: only one UPDATE marks it used); the unique index on
 * lower(email) settles a race for the same address. Pending password-reset links of the old address die.
 */
export async function changeEmail(deps: AuthDeps, userId: number, body: EmailChangeBody): Promise<UserInfo> {
  const { db, config, now } = deps;
  const email = body.Email.trim();
  await checkNewEmail(deps, userId, email);
  const target = emailChangeTarget(userId, email);
  // Checked first outside the transaction: a wrong code's counted attempt must not be rolled back with it.
  await checkCode(db, config.jwtSecret, target, body.Code, now, false);
  const oldEmail = await currentEmail(deps, userId);
  try {
    await db.transaction(async (tx) => {
      await checkCode(tx, config.jwtSecret, target, body.Code, now, true);
      await tx.update(users).set({ email }).where(eq(users.id, userId));
      await invalidateSecrets(tx, 'password-reset', normalizeEmail(oldEmail), now);
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (dbErrorCode(error) === '23505') throw badRequest(EMAIL_TAKEN, 'Email');
    throw error;
  }
  return userInfo(db, userId);
}
