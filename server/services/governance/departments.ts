/**
 * Departments (部门) of a company: a tree with a 负责人 and an optional budget per 月 / 季 / 年, and each user's
 * department, roles and spending limits. 管理员 only (the routes' guard); every row is scoped by company.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { RoleName } from '../../../src/contract/enums.js';
import type {
  Department,
  DepartmentBody,
  GovernanceUser,
  GovernanceUserBody,
} from '../../../src/contract/governance.js';
import { GovernanceRole } from '../../../src/contract/governance.js';
import type { Db } from '../../db/client.js';
import { departments, orderGovernance, userGovernance, users } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { Dec, formatMoney, MAX_AMOUNT } from '../money.js';

type DepartmentRow = typeof departments.$inferSelect;

/** An amount as typed (string or number) as an exact two-place decimal string; null stays null. */
export function amountOf(value: string | number | null | undefined, field: string): string | null {
  if (value === null || value === undefined) return null;
  const d = new Dec(String(value));
  if (d.isNeg() || d.gt(MAX_AMOUNT) || d.decimalPlaces() > 2) throw badRequest('金额格式不正确（最多两位小数）', field);
  return formatMoney(d);
}

async function companyDepartments(db: Db, companyId: number): Promise<DepartmentRow[]> {
  return db.select().from(departments).where(eq(departments.companyId, companyId)).orderBy(asc(departments.id));
}

export async function listDepartments(db: Db, companyId: number): Promise<Department[]> {
  const rows = await companyDepartments(db, companyId);
  const managerIds = [...new Set(rows.map((r) => r.managerUserId).filter((id): id is number => id !== null))];
  const [managers, counts] = await Promise.all([
    managerIds.length
      ? db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, managerIds))
      : Promise.resolve([]),
    db
      .select({ departmentId: userGovernance.departmentId, n: sql<number>`count(*)::int` })
      .from(userGovernance)
      .where(eq(userGovernance.companyId, companyId))
      .groupBy(userGovernance.departmentId),
  ]);
  const names = new Map(managers.map((m) => [m.id, m.name]));
  const count = new Map(counts.map((c) => [c.departmentId, Number(c.n)]));
  return rows.map((r) => toDepartment(r, names, count));
}

function toDepartment(r: DepartmentRow, names: Map<number, string>, count: Map<number | null, number>): Department {
  return {
    Id: r.id,
    Name: r.name,
    ParentId: r.parentId,
    ManagerUserId: r.managerUserId,
    ManagerName: r.managerUserId ? (names.get(r.managerUserId) ?? null) : null,
    Budget:
      r.budgetPeriod && r.budgetAmount
        ? { Period: r.budgetPeriod as 'month' | 'quarter' | 'year', Amount: r.budgetAmount }
        : null,
    UserCount: count.get(r.id) ?? 0,
  };
}

async function checkedValues(tx: Db, companyId: number, body: DepartmentBody, selfId: number | null) {
  const all = await companyDepartments(tx, companyId);
  const parentId = body.ParentId ?? null;
  if (parentId !== null) {
    if (!all.some((d) => d.id === parentId)) throw badRequest('上级部门不存在', 'ParentId');
    // Walking up from the new parent must never reach the department itself (no cycles).
    const byId = new Map(all.map((d) => [d.id, d]));
    for (let at: number | null = parentId; at !== null; at = byId.get(at)?.parentId ?? null) {
      if (at === selfId) throw badRequest('不能把部门移到它自己或它的下级部门之下', 'ParentId');
    }
  }
  const managerUserId = body.ManagerUserId ?? null;
  if (managerUserId !== null) {
    const [u] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, managerUserId), eq(users.companyId, companyId)))
      .limit(1);
    if (!u) throw badRequest('负责人不存在', 'ManagerUserId');
  }
  const name = body.Name.trim();
  if (!name) throw badRequest('请填写部门名称', 'Name');
  if (all.some((d) => d.id !== selfId && d.parentId === parentId && d.name === name)) {
    throw badRequest('同一上级下已有同名部门', 'Name');
  }
  const budget = body.Budget ?? null;
  return {
    name,
    parentId,
    managerUserId,
    budgetPeriod: budget ? budget.Period : null,
    budgetAmount: budget ? amountOf(budget.Amount, 'Budget.Amount') : null,
  };
}

async function answer(db: Db, companyId: number, id: number): Promise<Department> {
  const found = (await listDepartments(db, companyId)).find((d) => d.Id === id);
  if (!found) throw notFound('部门不存在');
  return found;
}

export async function createDepartment(db: Db, companyId: number, body: DepartmentBody): Promise<Department> {
  return db.transaction(async (tx) => {
    const values = await checkedValues(tx, companyId, body, null);
    const [row] = await tx
      .insert(departments)
      .values({ companyId, ...values })
      .returning({ id: departments.id });
    return answer(tx, companyId, row!.id);
  });
}

export async function updateDepartment(
  db: Db,
  companyId: number,
  id: number,
  body: DepartmentBody,
): Promise<Department> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.id, id), eq(departments.companyId, companyId)))
      .for('update');
    if (!row) throw notFound('部门不存在');
    const values = await checkedValues(tx, companyId, body, id);
    await tx.update(departments).set(values).where(eq(departments.id, id));
    return answer(tx, companyId, id);
  });
}

/** Only an empty department goes: no sub-departments, no users, no orders counted against it. */
export async function deleteDepartment(db: Db, companyId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.id, id), eq(departments.companyId, companyId)))
      .for('update');
    if (!row) throw notFound('部门不存在');
    const [child] = await tx
      .select({ id: departments.id })
      .from(departments)
      .where(eq(departments.parentId, id))
      .limit(1);
    if (child) throw conflict('请先删除或移走下级部门');
    const [member] = await tx
      .select({ id: userGovernance.userId })
      .from(userGovernance)
      .where(eq(userGovernance.departmentId, id))
      .limit(1);
    if (member) throw conflict('部门下还有用户，请先把他们调到其他部门');
    const [order] = await tx
      .select({ id: orderGovernance.orderId })
      .from(orderGovernance)
      .where(eq(orderGovernance.departmentId, id))
      .limit(1);
    if (order) throw conflict('部门已有订单记录，不能删除（可改名或取消预算）');
    await tx.delete(departments).where(eq(departments.id, id));
  });
}

/* ------------------------------------------------------------------ users */

type UserRow = { user: typeof users.$inferSelect; g: typeof userGovernance.$inferSelect | null };

function toGovernanceUser(row: UserRow): GovernanceUser {
  return {
    Id: row.user.id,
    Name: row.user.name,
    Email: row.user.email,
    RoleNames: row.user.roleNames,
    DepartmentId: row.g?.departmentId ?? null,
    Limits: {
      PerOrder: row.g?.perOrderLimit ?? null,
      PerPeriod: row.g?.perPeriodLimit ?? null,
      Period: (row.g?.limitPeriod as 'month' | 'quarter' | 'year' | null) ?? null,
    },
  };
}

export async function governanceUser(db: Db, companyId: number, id: number): Promise<GovernanceUser> {
  const [row] = await db
    .select({ user: users, g: userGovernance })
    .from(users)
    .leftJoin(userGovernance, eq(userGovernance.userId, users.id))
    .where(and(eq(users.id, id), eq(users.companyId, companyId)))
    .limit(1);
  if (!row) throw notFound('用户不存在');
  return toGovernanceUser(row);
}

/** Every user of the company with department, roles and limits (the users page, the department and rule pickers). */
export async function listGovernanceUsers(db: Db, companyId: number): Promise<GovernanceUser[]> {
  const rows = await db
    .select({ user: users, g: userGovernance })
    .from(users)
    .leftJoin(userGovernance, eq(userGovernance.userId, users.id))
    .where(eq(users.companyId, companyId))
    .orderBy(asc(users.id))
    .limit(2000);
  return rows.map(toGovernanceUser);
}

/**
 * Sets a user's department, roles and limits (each only when given). The last enabled 管理员 keeps the role
 * (the same rule as PUT /api/Company/users/{id}/role).
 */
export async function updateGovernanceUser(
  db: Db,
  companyId: number,
  id: number,
  body: GovernanceUserBody,
): Promise<GovernanceUser> {
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
      .select({ id: users.id, enabled: users.enabled })
      .from(users)
      .where(and(eq(users.id, id), eq(users.companyId, companyId)))
      .for('update');
    if (!target) throw notFound('用户不存在');
    if (body.RoleNames) {
      const losesAdmin = admins.some((a) => a.id === id) && !body.RoleNames.includes(RoleName.Admin);
      if (losesAdmin && admins.length <= 1) throw conflict('企业至少需要保留一名管理员');
      await tx.update(users).set({ roleNames: body.RoleNames }).where(eq(users.id, id));
    }
    if (body.DepartmentId !== undefined || body.Limits !== undefined) {
      const set: Partial<typeof userGovernance.$inferInsert> = {};
      if (body.DepartmentId !== undefined) {
        if (body.DepartmentId !== null) {
          const [d] = await tx
            .select({ id: departments.id })
            .from(departments)
            .where(and(eq(departments.id, body.DepartmentId), eq(departments.companyId, companyId)))
            .limit(1);
          if (!d) throw badRequest('部门不存在', 'DepartmentId');
        }
        set.departmentId = body.DepartmentId;
      }
      if (body.Limits !== undefined) {
        const limits = body.Limits ?? {};
        set.perOrderLimit = amountOf(limits.PerOrder, 'Limits.PerOrder');
        set.perPeriodLimit = amountOf(limits.PerPeriod, 'Limits.PerPeriod');
        set.limitPeriod = set.perPeriodLimit ? (limits.Period ?? null) : null;
        if (set.perPeriodLimit && !set.limitPeriod) throw badRequest('请选择限额周期（月 / 季 / 年）', 'Limits.Period');
      }
      await tx
        .insert(userGovernance)
        .values({ userId: id, companyId, ...set })
        .onConflictDoUpdate({ target: userGovernance.userId, set });
    }
    return governanceUser(tx, companyId, id);
  });
}

/** Named 审批人 of rules must be users of the company holding the role. */
export async function assertApprovers(db: Db, companyId: number, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const rows = await db
    .select({ id: users.id, roles: users.roleNames })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, ids)));
  for (const id of ids) {
    const u = rows.find((r) => r.id === id);
    if (!u?.roles.includes(GovernanceRole.Approver)) throw badRequest('指定的审批人不存在或不是审批人', 'Steps');
  }
}
