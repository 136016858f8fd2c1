/**
 * The 运营账号 page's work (超级管理员 only): list operators, create one, change its name, roles or whether it is
 * enabled, and mail it a link to set a new password; plus setting that password from the link (an open route).
 * Disabling bumps the token version as well, so enabling the account again does not revive its old tokens; the
 * guard reads the operator row on every request, so a change applies at the operator's next request everywhere.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type {
  CreateOperatorBody,
  OperatorAccount,
  UpdateOperatorBody,
} from '../../../src/contract/operator-accounts.js';
import type { OperatorRole } from '../../../src/contract/operator-roles.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { operators } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import type { Mailer } from '../../mail/mailer.js';
import { operatorPasswordResetMail } from '../../mail/templates.js';
import { hashPassword } from '../passwords.js';
import { consumeByHash, hashSecret, invalidateSecrets, randomToken, storeSecret } from '../secrets.js';
import { normalizeEmail } from '../verification.js';
import { createOperatorAccount, operatorEmailMatches, operatorPasswordProblem } from './accounts.js';
import { recordAudit } from './audit.js';

/** A reset link is mailed by someone else and may be opened the next morning: one day, single use. */
export const OPERATOR_RESET_TTL_MS = 24 * 60 * 60 * 1000;
export const OPERATOR_RESET_INVALID = '此链接已使用或已过期，请联系超级管理员重新发送';

type Row = typeof operators.$inferSelect;
const account = (op: Row): OperatorAccount => ({
  Id: op.id,
  Name: op.name,
  Email: op.email,
  Roles: op.roles as OperatorRole[],
  Enabled: op.enabled,
  CreatedAt: op.createdAt.toISOString(),
});

export async function listOperators(db: Db): Promise<OperatorAccount[]> {
  const rows = await db.select().from(operators).orderBy(asc(operators.id));
  return rows.map(account);
}

export async function createOperator(
  db: Db,
  actorId: number,
  body: CreateOperatorBody,
  now: Date,
): Promise<OperatorAccount> {
  const created = await createOperatorAccount(
    db,
    { email: body.Email, name: body.Name, password: body.Password, roles: body.Roles },
    now,
    actorId,
  );
  const [row] = await db.select().from(operators).where(eq(operators.id, created.Id));
  return account(row!);
}

const isSuper = (roles: readonly string[]) => roles.includes('SuperAdmin');

/**
 * Changes an operator's name, roles or enabled state. Refuses to leave the platform without an enabled
 * 超级管理员 (the enabled 超级管理员 rows are locked first, so two of them demoting each other at once cannot both
 * succeed) and refuses an operator disabling or demoting itself (it would lock itself out mid-session).
 */
export async function updateOperator(
  db: Db,
  actorId: number,
  id: number,
  body: UpdateOperatorBody,
  now: Date,
): Promise<OperatorAccount> {
  const name = body.Name?.trim();
  if (body.Name !== undefined && (!name || name.length > 32)) throw badRequest('姓名应为 1–32 个字符', 'Name');
  const roles = body.Roles ? [...new Set(body.Roles)] : undefined;
  return db.transaction(async (tx) => {
    const supers = await tx
      .select({ id: operators.id })
      .from(operators)
      .where(sql`${operators.enabled} and 'SuperAdmin' = any(${operators.roles})`)
      .orderBy(asc(operators.id))
      .for('update');
    const [before] = await tx.select().from(operators).where(eq(operators.id, id)).for('update');
    if (!before) throw notFound('运营账号不存在');
    const enabled = body.Enabled ?? before.enabled;
    const nextRoles = roles ?? (before.roles as OperatorRole[]);
    if (id === actorId && !enabled) throw badRequest('不能停用自己的账号', 'Enabled');
    if (id === actorId && !isSuper(nextRoles)) throw badRequest('不能移除自己的超级管理员角色', 'Roles');
    const stillSuper = enabled && isSuper(nextRoles);
    if (!stillSuper && supers.every((s) => s.id === id)) throw conflict('至少需要保留一个启用的超级管理员');
    const [after] = await tx
      .update(operators)
      .set({
        name: name ?? before.name,
        roles: nextRoles,
        enabled,
        // A disabled account's tokens must never work again, even after it is enabled once more.
        tokenVersion: before.enabled && !enabled ? before.tokenVersion + 1 : before.tokenVersion,
      })
      .where(eq(operators.id, id))
      .returning();
    await recordAudit(tx, {
      operatorId: actorId,
      action: 'operator.update',
      entity: 'operator',
      entityId: id,
      before: { Name: before.name, Roles: before.roles, Enabled: before.enabled },
      after: { Name: after!.name, Roles: after!.roles, Enabled: after!.enabled },
      at: now,
    });
    return account(after!);
  });
}

export interface StaffMailDeps {
  db: Db;
  mailer: Mailer;
  config: Config;
  now: Date;
}

/** Mails the operator a single-use link to set a new password; the old password works until it is used. */
export async function sendOperatorReset(deps: StaffMailDeps, actorId: number, id: number): Promise<void> {
  const { db, mailer, config, now } = deps;
  const [op] = await db.select().from(operators).where(eq(operators.id, id));
  if (!op) throw notFound('运营账号不存在');
  if (!op.enabled) throw conflict('该账号已停用，请先启用再重置密码');
  const subject = normalizeEmail(op.email);
  const token = randomToken();
  await db.transaction(async (tx) => {
    await invalidateSecrets(tx, 'operator-reset', subject, now);
    await storeSecret(tx, {
      purpose: 'operator-reset',
      subject,
      secretHash: hashSecret(config.jwtSecret, 'operator-reset', token),
      expiresAt: new Date(now.getTime() + OPERATOR_RESET_TTL_MS),
      createdAt: now,
    });
    await recordAudit(tx, {
      operatorId: actorId,
      action: 'operator.reset-password',
      entity: 'operator',
      entityId: id,
      before: null,
      after: { Email: op.email },
      at: now,
    });
  });
  const mail = operatorPasswordResetMail(
    op.email,
    `${config.publicUrl}/operator/reset-password?token=${encodeURIComponent(token)}`,
  );
  await (mailer.queue ? mailer.queue(mail) : mailer.send(mail));
}

/**
 * Sets the new password from a mailed link: the operator password rules apply, the link is used up, and every
 * token of the account stops (token version + 1). A refused password leaves the link usable (one transaction).
 */
export async function resetOperatorPassword(
  deps: Pick<StaffMailDeps, 'db' | 'config' | 'now'>,
  token: string,
  password: string,
): Promise<void> {
  const { db, config, now } = deps;
  await db.transaction(async (tx) => {
    const subject = await consumeByHash(
      tx,
      'operator-reset',
      hashSecret(config.jwtSecret, 'operator-reset', token),
      now,
    );
    if (!subject) throw badRequest(OPERATOR_RESET_INVALID, 'Token');
    const [op] = await tx.select().from(operators).where(operatorEmailMatches(subject)).for('update');
    if (!op?.enabled) throw badRequest(OPERATOR_RESET_INVALID, 'Token');
    const problem = operatorPasswordProblem(password, op.email);
    if (problem) throw badRequest(problem, 'Password');
    await tx
      .update(operators)
      .set({ passwordHash: await hashPassword(password), tokenVersion: op.tokenVersion + 1, failedLogins: 0 })
      .where(eq(operators.id, op.id));
    await recordAudit(tx, {
      operatorId: op.id,
      action: 'operator.password-set',
      entity: 'operator',
      entityId: op.id,
      before: null,
      after: null,
      at: now,
    });
  });
}
