/**
 * Governance in the order reads: who sees which orders (采购员 their own, 审批人 those they approve, 财务 and
 * 管理员 all of the company), the list's department and approval filters, and the detail's Approval and
 * DepartmentId. Writes keep the narrower `orderScope` of services/orders.ts (seeing is not acting).
 */
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { OrderStatus } from '../../../src/contract/enums.js';
import type { OrderApproval, StepKind } from '../../../src/contract/governance.js';
import { GovernanceRole, StepKindName } from '../../../src/contract/governance.js';
import type { OrderDetail, OrderListQuery } from '../../../src/contract/orders.js';
import type { Db } from '../../db/client.js';
import { approvalSteps, orderGovernance, orders, users } from '../../db/schema.js';
import type { AuthContext } from '../../plugins/auth.js';

export const seesCompanyOrders = (auth: Pick<AuthContext, 'isAdmin' | 'roleNames'>): boolean =>
  auth.isAdmin || auth.roleNames.includes(GovernanceRole.Finance);

/** The orders a caller may read. */
export function orderReadScope(auth: Pick<AuthContext, 'companyId' | 'userId' | 'isAdmin' | 'roleNames'>): SQL {
  const company = eq(orders.companyId, auth.companyId);
  if (seesCompanyOrders(auth)) return company;
  const me = auth.userId;
  // A 负责人 sees the orders of their departments and of every department below them (the tree).
  const managed = subtreeOf(
    sql`select id from departments where company_id = ${auth.companyId} and manager_user_id = ${me}`,
  );
  const approves = sql`exists (select 1 from approval_steps s where s.order_id = "orders"."id" and (s.approver_user_id = ${me} or s.decided_by = ${me}))
    or exists (select 1 from order_governance g where g.order_id = "orders"."id" and g.department_id in (${managed}))`;
  const companyWide = auth.roleNames.includes(GovernanceRole.Approver)
    ? sql`(exists (select 1 from approval_steps s where s.order_id = "orders"."id" and s.kind = 'manager')
        and not exists (select 1 from user_governance ug where ug.user_id = ${me} and ug.department_id is not null))`
    : sql`false`;
  return and(company, or(eq(orders.userId, me), approves, companyWide))!;
}

/**
 * The ids of the departments `roots` selects and of all below them. UNION (not UNION ALL) ends the walk even on
 * a cycle the department service would have refused; uncorrelated, so it runs once per query.
 */
function subtreeOf(roots: SQL): SQL {
  return sql`with recursive sub(id) as (${roots} union select d.id from departments d join sub on d.parent_id = sub.id) select id from sub`;
}

export function governanceFilters(query: Pick<OrderListQuery, 'departmentId' | 'approval'>): SQL[] {
  const where: SQL[] = [];
  if (query.departmentId)
    where.push(
      // A department includes its sub-departments (采购部 shows 采购一组's orders too).
      sql`exists (select 1 from order_governance g where g.order_id = "orders"."id" and g.department_id in (${subtreeOf(sql`select ${query.departmentId}::int`)}))`,
    );
  const hasSteps = sql`exists (select 1 from approval_steps s where s.order_id = "orders"."id")`;
  if (query.approval === 'pending') where.push(eq(orders.status, OrderStatus.PendingApproval));
  else if (query.approval === 'rejected') where.push(eq(orders.status, OrderStatus.Rejected));
  else if (query.approval === 'none') where.push(sql`not ${hasSteps}`);
  else if (query.approval === 'approved')
    where.push(
      sql`${hasSteps} and not exists (select 1 from approval_steps s where s.order_id = "orders"."id" and s.decision is distinct from 'approved')`,
    );
  return where;
}

export type StepRow = typeof approvalSteps.$inferSelect;

export function approvalStatus(orderStatus: number, steps: StepRow[]): string {
  if (orderStatus === OrderStatus.PendingApproval) return 'pending';
  if (orderStatus === OrderStatus.Rejected || steps.some((s) => s.decision === 'rejected')) return 'rejected';
  if (steps.every((s) => s.decision === 'approved')) return 'approved';
  return 'cancelled';
}

/** The approval of each order (null when it needed none), with the names of who decides or decided. */
export async function approvalsOf(
  db: Db,
  list: Array<{ id: number; status: number }>,
): Promise<Map<number, { departmentId: number | null; approval: OrderApproval | null }>> {
  const ids = list.map((o) => o.id);
  const out = new Map<number, { departmentId: number | null; approval: OrderApproval | null }>();
  if (!ids.length) return out;
  const [gov, steps] = await Promise.all([
    db.select().from(orderGovernance).where(inArray(orderGovernance.orderId, ids)),
    db
      .select()
      .from(approvalSteps)
      .where(inArray(approvalSteps.orderId, ids))
      .orderBy(asc(approvalSteps.orderId), asc(approvalSteps.level)),
  ]);
  const userIds = [
    ...new Set(steps.flatMap((s) => [s.approverUserId, s.decidedBy]).filter((id): id is number => id !== null)),
  ];
  const names = new Map(
    userIds.length
      ? (await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds))).map((u) => [
          u.id,
          u.name,
        ])
      : [],
  );
  for (const o of list) {
    const g = gov.find((x) => x.orderId === o.id);
    const own = steps.filter((s) => s.orderId === o.id);
    out.set(o.id, {
      departmentId: g?.departmentId ?? null,
      approval: own.length
        ? {
            Status: approvalStatus(o.status, own),
            Reason: g?.reason ?? '',
            Steps: own.map((s) => ({
              Level: s.level,
              Kind: s.kind,
              Approver:
                (s.decidedBy ? names.get(s.decidedBy) : undefined) ??
                (s.approverUserId ? names.get(s.approverUserId) : undefined) ??
                StepKindName[s.kind as StepKind] ??
                '',
              Decision: s.decision,
              Comment: s.comment,
              DecidedAt: s.decidedAt?.toISOString() ?? null,
            })),
          }
        : null,
    });
  }
  return out;
}

/** The order detail with DepartmentId and Approval; an order waiting for approval can be withdrawn (CanCancel). */
export async function withGovernance(db: Db, detail: OrderDetail): Promise<OrderDetail> {
  const g = (await approvalsOf(db, [{ id: detail.Id, status: detail.Status }])).get(detail.Id);
  return {
    ...detail,
    DepartmentId: g?.departmentId ?? null,
    Approval: g?.approval ?? null,
    CanCancel: detail.CanCancel || detail.Status === OrderStatus.PendingApproval,
  };
}
