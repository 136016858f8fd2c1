/**
 * Operator (运营) accounts: login, the caller's profile, and creating one (the CLI server/cli/create-operator.ts).
 * Operators are not company users.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { OperatorInfo, OperatorLoginBody } from '../../../src/contract/operator.js';
import { isOperatorRole, type OperatorRole } from '../../../src/contract/operator-roles.js';
import { isEmail, passwordProblem } from '../../../src/contract/validators.js';
import type { Db } from '../../db/client.js';
import { operators } from '../../db/schema.js';
import { ApiError, badRequest, conflict, dbErrorCode, forbidden, notFound } from '../../errors.js';
import type { Mailer } from '../../mail/mailer.js';
import { operatorLockedMail } from '../../mail/templates.js';
import { CAPTCHA_AFTER_FAILURES } from '../auth.js';
import { checkCaptcha } from '../captcha.js';
import { dummyHash, hashPassword, verifyPassword } from '../passwords.js';
import type { FailureCounter } from '../throttle.js';
import { issueOperatorToken } from '../tokens.js';
import { normalizeEmail } from '../verification.js';
import { recordAudit } from './audit.js';

export const operatorEmailMatches = (email: string) => sql`lower(${operators.email}) = ${normalizeEmail(email)}`;

/**
 * Brute force on operator accounts (who can approve companies and mark money received): failed attempts per
 * address are counted before the password is checked, atomically in Redis or the database, so parallel guesses
 * on any instance each get their own number. After CAPTCHA_AFTER_FAILURES a captcha is required (as for company
 * logins); at OPERATOR_LOCK_AFTER the account is locked — even the right password is refused — until
 * OPERATOR_LOCK_MINUTES pass without an attempt, and the operator is mailed a notice once.
 */
export const OPERATOR_LOCK_AFTER = 10;
export const OPERATOR_LOCK_MINUTES = 30;

export interface OperatorLoginDeps {
  db: Db;
  secret: string;
  now: Date;
  failures: FailureCounter;
  mailer: Mailer;
}

/** The counter's key: a hash, so any address the schema accepts fits the store's column. */
const failureKey = (email: string) => createHash('sha256').update(normalizeEmail(email)).digest('hex').slice(0, 40);

/** A token for a correct e-mail and password of an enabled operator; one message for every failure. */
export async function operatorLogin(deps: OperatorLoginDeps, body: OperatorLoginBody): Promise<string> {
  const { db, secret, now } = deps;
  const [op] = await db.select().from(operators).where(operatorEmailMatches(body.Email)).limit(1);
  const key = failureKey(body.Email);
  const attempt = await deps.failures.reserve(key, now);
  if (attempt > OPERATOR_LOCK_AFTER)
    throw new ApiError(429, `登录失败次数过多，账号已锁定，请 ${OPERATOR_LOCK_MINUTES} 分钟后再试`);
  if (attempt > CAPTCHA_AFTER_FAILURES) {
    if (!body.CaptchaId || !body.CaptchaCode)
      throw badRequest('请输入图形验证码', 'CaptchaCode', { CaptchaRequired: true });
    if (!(await checkCaptcha(db, secret, body.CaptchaId, body.CaptchaCode, now)))
      throw badRequest('图形验证码错误或已过期', 'CaptchaCode', { CaptchaRequired: true });
  }
  // An unknown address costs a hash check too: the answer's timing does not tell whether it exists.
  let ok = false;
  if (op) ok = await verifyPassword(op.passwordHash, body.Password);
  else await verifyPassword(await dummyHash(), body.Password);
  if (!op || !ok) {
    if (op) {
      await db
        .update(operators)
        .set({ failedLogins: sql`${operators.failedLogins} + 1` })
        .where(eq(operators.id, op.id));
      if (attempt === OPERATOR_LOCK_AFTER) await deps.mailer.send(operatorLockedMail(op.email, OPERATOR_LOCK_MINUTES));
    }
    throw badRequest(
      '邮箱或密码错误',
      undefined,
      attempt >= CAPTCHA_AFTER_FAILURES ? { CaptchaRequired: true } : undefined,
    );
  }
  await deps.failures.clear(key);
  if (!op.enabled) throw forbidden('运营账号已停用');
  if (op.failedLogins !== 0) await db.update(operators).set({ failedLogins: 0 }).where(eq(operators.id, op.id));
  return issueOperatorToken(secret, { operatorId: op.id, version: op.tokenVersion }, now);
}

export async function operatorInfo(db: Db, operatorId: number): Promise<OperatorInfo> {
  const [op] = await db
    .select({ id: operators.id, name: operators.name, email: operators.email, roles: operators.roles })
    .from(operators)
    .where(eq(operators.id, operatorId))
    .limit(1);
  if (!op) throw notFound('运营账号不存在');
  return { Id: op.id, Name: op.name, Email: op.email, Roles: op.roles as OperatorRole[] };
}

/** Passwords seen in demos and breach lists: never an operator's, whatever their shape. */
const KNOWN_PASSWORDS = new Set(
  ['demo@123456', 'admin123456', 'password1234', 'passw0rd1234', 'qwerty123456', 'abc123456789', 'a1234567890'].map(
    (p) => p.toLowerCase(),
  ),
);
export const OPERATOR_PASSWORD_MIN = 12;

/**
 * What makes a password too weak for an operator (who can approve companies and mark money received), or null:
 * the storefront's rules (letters and digits, no spaces, ≤ 32) and at least 12 characters, not a known demo or
 * breached password, not containing the e-mail's name, not one character repeated.
 */
export function operatorPasswordProblem(password: string, email: string): string | null {
  const basic = passwordProblem(password);
  if (basic) return basic;
  if (password.length < OPERATOR_PASSWORD_MIN) return `运营账号的密码至少 ${OPERATOR_PASSWORD_MIN} 位`;
  const lower = password.toLowerCase();
  if (KNOWN_PASSWORDS.has(lower)) return '该密码是公开的演示或常见密码，请换一个';
  // The e-mail's name whole, without its separators (li.wei → liwei) and each part of 3+ letters (wei).
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  const parts = local.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const names = [local, parts.join(''), ...parts].filter((n) => n.length >= 3);
  if (names.some((n) => lower.includes(n))) return '密码不能包含邮箱用户名';
  if (new Set(lower).size < 5) return '密码过于简单：请使用更多不同的字符';
  return null;
}

/**
 * Creates an enabled operator with its roles; refuses a malformed or taken e-mail, a weak password and an empty
 * or unknown role. The account and its audit entry (operator.create, recorded as the creator's — the new
 * operator's own from the CLI, which has no operator session) are one transaction; the unique index on
 * lower(email) settles two creations at once.
 */
export async function createOperatorAccount(
  db: Db,
  input: { email: string; name: string; password: string; roles: readonly string[] },
  now: Date,
  createdBy?: number,
): Promise<OperatorInfo> {
  const email = input.email.trim();
  const name = input.name.trim();
  if (!isEmail(email)) throw badRequest('邮箱格式不正确', 'Email');
  if (!name || name.length > 32) throw badRequest('姓名应为 1–32 个字符', 'Name');
  const roles = [...new Set(input.roles)];
  if (roles.length === 0) throw badRequest('请至少选择一个角色', 'Roles');
  if (!roles.every(isOperatorRole)) throw badRequest('未知的角色', 'Roles');
  const problem = operatorPasswordProblem(input.password, email);
  if (problem) throw badRequest(problem, 'Password');
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: operators.id }).from(operators).where(operatorEmailMatches(email)).limit(1);
      if (taken) throw conflict(`运营账号 ${email} 已存在`);
      const [op] = await tx.insert(operators).values({ email, name, passwordHash, roles, createdAt: now }).returning();
      await recordAudit(tx, {
        operatorId: createdBy ?? op!.id,
        action: 'operator.create',
        entity: 'operator',
        entityId: op!.id,
        before: null,
        after: { Email: email, Name: name, Roles: roles, Via: createdBy ? 'console' : 'cli' },
        at: now,
      });
      return { Id: op!.id, Name: op!.name, Email: op!.email, Roles: roles };
    });
  } catch (error) {
    if (dbErrorCode(error) === '23505') {
      throw conflict(`运营账号 ${email} 已存在`);
    }
    throw error;
  }
}
