/**
 * The company's users and invitations. Admin actions keep at least one enabled 管理员: the company's enabled
 * admins are locked (FOR UPDATE) while a role or state change is decided, so two concurrent demotions
 * cannot both pass.
 */
import { and, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { CompanyUser, CompanyUsersPage, InviteBody } from '../../src/contract/company.js';
import { RoleName, UserState } from '../../src/contract/enums.js';
import type { ActivationBody, InvitationInfo } from '../../src/contract/users.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { companies, invitations, users } from '../db/schema.js';
import { ApiError, badRequest, conflict, dbErrorCode, forbidden, notFound } from '../errors.js';
import type { Mailer } from '../mail/mailer.js';
import { invitationMail, invitationRegisteredMail } from '../mail/templates.js';
import { checkNewPassword } from './auth.js';
import { likePattern } from './customers.js';
import { hashPassword } from './passwords.js';
import { hashSecret, randomToken } from './secrets.js';
import { issueToken } from './tokens.js';
import { emailExists } from './users.js';
import { normalizeEmail } from './verification.js';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const LAST_ADMIN = '至少保留一名管理员';

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
type UserRow = Pick<
  typeof users.$inferSelect,
  'id' | 'name' | 'email' | 'mobile' | 'roleNames' | 'enabled' | 'isRegistEntity' | 'createdAt'
>;

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  mobile: users.mobile,
  roleNames: users.roleNames,
  enabled: users.enabled,
  isRegistEntity: users.isRegistEntity,
  createdAt: users.createdAt,
};

export function toCompanyUser(u: UserRow): CompanyUser {
  return {
    Id: u.id,
    Name: u.name,
    Email: u.email,
    Mobile: u.mobile,
    UserRoleNames: u.roleNames,
    State: u.enabled ? UserState.Active : UserState.Disabled,
    IsRegistEntity: u.isRegistEntity,
    CreatedAt: u.createdAt.toISOString(),
  };
}

const invitationHash = (config: Config, token: string) => hashSecret(config.jwtSecret, 'invitation', token);
const invitationLink = (config: Config, token: string) =>
  `${config.publicUrl}/invite?token=${encodeURIComponent(token)}`;

/**
 * The invitation mail, or, when the address has an account by now, a notice to its owner instead of a link
 * that could not be activated. The admin's answer is the same either way (docs/api.md).
 */
async function sendInvitation(
  deps: InviteDeps,
  invite: { email: string; token: string; roleName: string; companyId: number; inviterId: number },
): Promise<void> {
  const { db, config, mailer } = deps;
  const registered = await emailExists(db, invite.email);
  const { companyName, inviterName } = await companyAndInviter(db, invite.companyId, invite.inviterId);
  await mailer.send(
    registered
      ? invitationRegisteredMail(invite.email, `${config.publicUrl}/login`, companyName, inviterName, invite.roleName)
      : invitationMail(invite.email, invitationLink(config, invite.token), companyName, inviterName, invite.roleName),
  );
}

/** Users first (newest first), then pending invitations; keyword on name, e-mail, mobile. */
export async function listCompanyUsers(
  db: Db,
  companyId: number,
  q: { keyword?: string | undefined; page?: number | undefined; pageSize?: number | undefined },
): Promise<CompanyUsersPage> {
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? 20;
  const keyword = q.keyword?.trim();
  const userWhere: SQL[] = [eq(users.companyId, companyId)];
  const inviteWhere: SQL[] = [
    eq(invitations.companyId, companyId),
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
  ];
  if (keyword) {
    const p = likePattern(keyword);
    userWhere.push(or(ilike(users.name, p), ilike(users.email, p), ilike(users.mobile, p))!);
    inviteWhere.push(or(ilike(invitations.name, p), ilike(invitations.email, p))!);
  }
  const [userRows, inviteRows] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .where(and(...userWhere))
      .orderBy(users.id),
    db
      .select()
      .from(invitations)
      .where(and(...inviteWhere))
      .orderBy(desc(invitations.createdAt), desc(invitations.id)),
  ]);
  const all: CompanyUser[] = [
    ...userRows.map(toCompanyUser),
    ...inviteRows.map((i) => ({
      Id: i.id,
      Name: i.name,
      Email: i.email,
      Mobile: '',
      UserRoleNames: [i.roleName],
      State: UserState.Invited,
      InvitationId: i.id,
      ExpiresAt: i.expiresAt.toISOString(),
      IsRegistEntity: false,
      CreatedAt: i.createdAt.toISOString(),
    })),
  ];
  return {
    Items: all.slice((page - 1) * pageSize, page * pageSize),
    Total: all.length,
    Page: page,
    PageSize: pageSize,
  };
}

async function companyAndInviter(db: Executor, companyId: number, inviterId: number) {
  const [row] = await db
    .select({ companyName: companies.name, inviterName: users.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, inviterId), eq(users.companyId, companyId)))
    .limit(1);
  return row ?? { companyName: '', inviterName: '' };
}

export interface InviteDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  now: Date;
}

export async function invite(
  deps: InviteDeps,
  companyId: number,
  inviterId: number,
  body: InviteBody,
): Promise<number> {
  const { db, config, now } = deps;
  const email = body.Email.trim();
  // An address with an account is invited like any other (201, a pending row the admin may withdraw): a 409
  // here told any admin which addresses are registered. Its owner gets a notice instead of a link.
  const token = randomToken();
  const id = await db.transaction(async (tx) => {
    const [pending] = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(
        and(
          eq(invitations.companyId, companyId),
          sql`lower(${invitations.email}) = ${normalizeEmail(email)}`,
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
        ),
      )
      .limit(1);
    if (pending) throw conflict('已向该邮箱发出邀请，可在列表中重新发送');
    const [row] = await tx
      .insert(invitations)
      .values({
        companyId,
        invitedBy: inviterId,
        email,
        name: body.Name.trim(),
        roleName: body.RoleName,
        tokenHash: invitationHash(config, token),
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
        createdAt: now,
      })
      .returning({ id: invitations.id });
    return row!.id;
  });
  await sendInvitation(deps, { email, token, roleName: body.RoleName, companyId, inviterId });
  return id;
}

/** A new token and a fresh 7 days; the previous link stops working. */
export async function resendInvitation(
  deps: InviteDeps,
  companyId: number,
  inviterId: number,
  id: number,
): Promise<void> {
  const { db, config, now } = deps;
  const token = randomToken();
  const [row] = await db
    .update(invitations)
    .set({
      tokenHash: invitationHash(config, token),
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
      invitedBy: inviterId,
    })
    .where(
      and(
        eq(invitations.id, id),
        eq(invitations.companyId, companyId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .returning();
  if (!row) throw notFound('邀请不存在或已失效');
  await sendInvitation(deps, { email: row.email, token, roleName: row.roleName, companyId, inviterId });
}

export async function withdrawInvitation(db: Db, companyId: number, id: number, now: Date): Promise<void> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.companyId, companyId)))
    .limit(1);
  if (!row || row.revokedAt) throw notFound('邀请不存在或已撤回');
  if (row.acceptedAt) throw conflict('该邀请已被接受，无法撤回');
  await db
    .update(invitations)
    .set({ revokedAt: now })
    .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)));
}

/** Locks the company's enabled admins and the target; refuses a change that would leave no enabled admin. */
async function changeUser(
  db: Db,
  companyId: number,
  id: number,
  change: (u: UserRow) => { roleNames?: string[]; enabled?: boolean },
): Promise<CompanyUser> {
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.companyId, companyId),
          eq(users.enabled, true),
          sql`${users.roleNames} @> ${JSON.stringify([RoleName.Admin])}::jsonb`,
        ),
      )
      .orderBy(users.id)
      .for('update');
    const [target] = await tx
      .select(userColumns)
      .from(users)
      .where(and(eq(users.id, id), eq(users.companyId, companyId)))
      .for('update');
    if (!target) throw notFound('用户不存在');
    const next = change(target);
    const willBeAdmin =
      (next.roleNames ?? target.roleNames).includes(RoleName.Admin) && (next.enabled ?? target.enabled);
    const isAdminNow = admins.some((a) => a.id === id);
    if (isAdminNow && !willBeAdmin && admins.length <= 1) throw conflict(LAST_ADMIN);
    const disabling = target.enabled && next.enabled === false;
    const [updated] = await tx
      .update(users)
      .set({
        ...(next.roleNames ? { roleNames: next.roleNames } : {}),
        ...(next.enabled !== undefined ? { enabled: next.enabled } : {}),
        // Disabling ends every session of the user at once.
        ...(disabling ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      })
      .where(eq(users.id, id))
      .returning(userColumns);
    return toCompanyUser(updated!);
  });
}

export function setUserRole(db: Db, companyId: number, id: number, roleName: string): Promise<CompanyUser> {
  return changeUser(db, companyId, id, () => ({ roleNames: [roleName] }));
}

export function setUserEnabled(db: Db, companyId: number, id: number, enabled: boolean): Promise<CompanyUser> {
  return changeUser(db, companyId, id, () => ({ enabled }));
}

/* ------------------------------------------------------------------ the invitee's side (public) */

type InvitationRow = typeof invitations.$inferSelect;

function usableInvitation(row: InvitationRow | undefined, now: Date): InvitationRow {
  if (!row) throw badRequest('邀请链接无效', 'Token');
  if (row.acceptedAt) throw badRequest('该邀请已被接受，请直接登录', 'Token');
  if (row.revokedAt) throw badRequest('该邀请已被撤回，请联系企业管理员', 'Token');
  if (row.expiresAt.getTime() <= now.getTime()) throw badRequest('邀请链接已过期，请联系企业管理员重新邀请', 'Token');
  return row;
}

export async function getInvitation(db: Db, config: Config, token: string, now: Date): Promise<InvitationInfo> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, invitationHash(config, token)))
    .limit(1);
  const inv = usableInvitation(row, now);
  const { companyName, inviterName } = await companyAndInviter(db, inv.companyId, inv.invitedBy);
  return {
    Email: inv.email,
    Name: inv.name,
    CompanyName: companyName,
    InviterName: inviterName,
    RoleName: inv.roleName,
    ExpiresAt: inv.expiresAt.toISOString(),
  };
}

/** Creates the invited user (in the inviting company, with the invited role) and logs them in. */
export async function activateInvitation(deps: InviteDeps, body: ActivationBody): Promise<string> {
  const { db, config, now } = deps;
  checkNewPassword(body.Password);
  const name = body.Name.trim();
  if (!name) throw badRequest('请填写姓名', 'Name');
  const passwordHash = await hashPassword(body.Password);
  try {
    const user = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(invitations)
        .where(eq(invitations.tokenHash, invitationHash(config, body.Token)))
        .for('update');
      const inv = usableInvitation(row, now);
      if (await emailExists(tx, inv.email)) throw conflict('该邮箱已注册账号，请直接登录');
      const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, inv.companyId));
      if (!company) throw forbidden('企业不存在');
      const [u] = await tx
        .insert(users)
        .values({
          companyId: inv.companyId,
          email: inv.email,
          name,
          mobile: body.Mobile ?? '',
          passwordHash,
          roleNames: [inv.roleName],
          regions: [1],
          isRegistEntity: false,
          createdAt: now,
        })
        .returning({ id: users.id, companyId: users.companyId, tokenVersion: users.tokenVersion });
      await tx.update(invitations).set({ acceptedAt: now }).where(eq(invitations.id, inv.id));
      return u!;
    });
    return issueToken(
      config.jwtSecret,
      { userId: user.id, companyId: user.companyId, version: user.tokenVersion },
      now,
    );
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (dbErrorCode(error) === '23505') throw conflict('该邮箱已注册账号，请直接登录');
    throw error;
  }
}
