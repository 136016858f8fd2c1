/**
 * Deciding orders that wait for approval (待审批): the inbox (待我审批 / 我已审批), approve and reject level by
 * level, and the requester's withdrawal. Who decides a level: the department's 负责人 (nearest up the tree) or
 * a company-wide 审批人 (one without a department) for 部门负责人; the named 审批人; any 财务 for 财务. Never the
 * requester. The last approval opens a fresh payment window; a rejection or withdrawal releases stock and
 * budget (cancelLockedOrder: the budget is derived from the status, ./usage.ts).
 */
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { OrderStatus, OrderStatusName } from '../../../src/contract/enums.js';
import {
  type ApprovalItem,
  type ApprovalPage,
  type ApprovalQuery,
  GovernanceRole,
} from '../../../src/contract/governance.js';
import type { OrderDetail } from '../../../src/contract/orders.js';
import type { Db } from '../../db/client.js';
import { approvalSteps, departments, orderGovernance, orders, userGovernance, users } from '../../db/schema.js';
import { conflict, forbidden, notFound } from '../../errors.js';
import type { AuthContext } from '../../plugins/auth.js';
import { pageOf } from '../catalogue.js';
import { cancelLockedOrder } from '../order-cancel.js';
import { getOrderDetail } from '../order-detail.js';
import { inOrderTransaction, type OrderEventBus } from '../order-events.js';
import { changeOrderStatus, recordOrderStep } from '../order-lifecycle.js';
import { payBeforeNote, payDeadline } from '../orders.js';
import { budgetUseOf } from './budgets.js';
import { departmentChain } from './evaluate.js';
import { approvalsOf, type StepRow } from './order-view.js';

type Auth = Pick<AuthContext, 'userId' | 'companyId' | 'roleNames' | 'isAdmin'>;
type OrderRow = typeof orders.$inferSelect;

/** Whether `auth` may decide `step` of an order of `requesterId` counted against `departmentId`. */
export async function mayDecide(
  db: Db,
  auth: Auth,
  step: Pick<StepRow, 'kind' | 'approverUserId'>,
  order: { userId: number; departmentId: number | null },
): Promise<boolean> {
  if (order.userId === auth.userId) return false;
  if (step.kind === 'finance') return auth.roleNames.includes(GovernanceRole.Finance);
  if (step.kind === 'approver') return step.approverUserId === auth.userId;
  const chain = await departmentChain(db, auth.companyId, order.departmentId);
  if (chain.some((d) => d.managerUserId === auth.userId)) return true;
  if (!auth.roleNames.includes(GovernanceRole.Approver)) return false;
  const [own] = await db
    .select({ departmentId: userGovernance.departmentId })
    .from(userGovernance)
    .where(eq(userGovernance.userId, auth.userId));
  return (own?.departmentId ?? null) === null;
}

async function currentStep(db: Db, orderId: number): Promise<StepRow | undefined> {
  const steps = await db
    .select()
    .from(approvalSteps)
    .where(eq(approvalSteps.orderId, orderId))
    .orderBy(asc(approvalSteps.level));
  return steps.find((s) => s.decision === null);
}

async function hasApproval(db: Db, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: approvalSteps.id })
    .from(approvalSteps)
    .where(eq(approvalSteps.orderId, orderId))
    .limit(1);
  return row !== undefined;
}

const notPending = (status: number) => conflict(`订单当前状态为「${OrderStatusName[status] ?? status}」，不能审批`);

async function departmentOf(db: Db, orderId: number): Promise<number | null> {
  const [g] = await db
    .select({ departmentId: orderGovernance.departmentId })
    .from(orderGovernance)
    .where(eq(orderGovernance.orderId, orderId));
  return g?.departmentId ?? null;
}

/** The order locked FOR UPDATE in the caller's company (404 otherwise: another company never learns it exists). */
async function lockCompanyOrder(tx: Db, auth: Auth, id: number): Promise<OrderRow> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.companyId, auth.companyId)))
    .for('update')
    .limit(1);
  if (!order) throw notFound('订单不存在');
  return order;
}

export async function decide(
  db: Db,
  events: OrderEventBus,
  auth: AuthContext,
  id: number,
  decision: 'approved' | 'rejected',
  comment: string,
  now: Date,
  /** PAY_WINDOW_MINUTES: the payment window opens when the last level approves. */
  payWindowMinutes?: number,
): Promise<OrderDetail> {
  return inOrderTransaction(db, events, async (tx, outbox) => {
    const order = await lockCompanyOrder(tx, auth, id);
    const step = await currentStep(tx, id);
    if (!step) {
      // Every level decided (驳回, or approved to the end): no longer pending, like any other state.
      if (await hasApproval(tx, id)) throw notPending(order.status);
      // Not an order with approval at all: as unknown to an approver as to anyone without rights on it.
      throw notFound('审批单不存在');
    }
    const departmentId = await departmentOf(tx, id);
    if (!(await mayDecide(tx, auth, step, { userId: order.userId, departmentId }))) {
      throw forbidden(order.userId === auth.userId ? '不能审批自己提交的订单' : '您不是此订单当前级别的审批人');
    }
    if (order.status !== OrderStatus.PendingApproval) throw notPending(order.status);
    // Past its deadline the order belongs to the time-out job (which cancels it and mails the requester), even
    // if that job has not run yet: a late approval must not revive an order whose stock and budget are due back.
    if (order.payBefore.getTime() <= now.getTime()) {
      throw conflict('已超过审批时限，订单将被系统自动取消，不能再审批；如仍需采购，请采购人重新下单');
    }
    const [me] = await tx.select({ name: users.name }).from(users).where(eq(users.id, auth.userId));
    const text = comment.trim();
    await tx
      .update(approvalSteps)
      .set({ decision, comment: text, decidedBy: auth.userId, decidedAt: now })
      .where(and(eq(approvalSteps.id, step.id), sql`${approvalSteps.decision} is null`));
    const who = `第 ${step.level} 级审批（${me?.name ?? ''}）`;
    if (decision === 'rejected') {
      await cancelLockedOrder(tx, outbox, order, {
        by: 'approver',
        note: `${who}驳回${text ? `：${text}` : ''}`,
        at: now,
        to: OrderStatus.Rejected,
      });
    } else if (await currentStep(tx, id)) {
      await recordOrderStep(tx, outbox, order, {
        timelineStatus: OrderStatus.PendingApproval,
        by: 'approver',
        note: `${who}通过${text ? `：${text}` : ''}`,
        at: now,
      });
    } else {
      const payBefore = payDeadline(now, payWindowMinutes);
      await changeOrderStatus(tx, outbox, order, {
        to: OrderStatus.PendingPayment,
        by: 'approver',
        note: `${who}通过，审批完成，${payBeforeNote(payBefore)}`,
        at: now,
        set: { payBefore },
      });
    }
    return getOrderDetail(tx, auth, id, now);
  });
}

/** The requester (or the company's 管理员) withdraws an order still waiting for approval: stock and budget back. */
export async function withdraw(
  db: Db,
  events: OrderEventBus,
  auth: AuthContext,
  id: number,
  now: Date,
): Promise<OrderDetail> {
  return inOrderTransaction(db, events, async (tx, outbox) => {
    const order = await lockCompanyOrder(tx, auth, id);
    if (order.userId !== auth.userId && !auth.isAdmin) throw notFound('订单不存在');
    if (order.status !== OrderStatus.PendingApproval) throw conflict('只有待审批的订单可以撤回');
    await cancelLockedOrder(tx, outbox, order, {
      by: order.userId === auth.userId ? 'buyer' : 'admin',
      note: '采购人撤回了审批申请',
      at: now,
    });
    return getOrderDetail(tx, auth, id, now);
  });
}

/** 待我审批 (pending: orders whose current level the caller may decide) or 我已审批 (decided by the caller). */
export async function listApprovals(db: Db, auth: AuthContext, query: ApprovalQuery, now: Date): Promise<ApprovalPage> {
  const { page, pageSize, offset } = pageOf(query);
  let ids: number[];
  if (query.state === 'decided') {
    const rows = await db
      .selectDistinct({ id: approvalSteps.orderId, at: orders.createdAt })
      .from(approvalSteps)
      .innerJoin(orders, eq(orders.id, approvalSteps.orderId))
      .where(and(eq(approvalSteps.decidedBy, auth.userId), eq(orders.companyId, auth.companyId)))
      .orderBy(desc(orders.createdAt));
    ids = rows.map((r) => r.id);
  } else {
    // Pending orders of the company are few (each expires within APPROVAL_HOURS): the rights are checked per order.
    const rows = await db
      .select({ id: orders.id, userId: orders.userId, departmentId: orderGovernance.departmentId })
      .from(orders)
      .leftJoin(orderGovernance, eq(orderGovernance.orderId, orders.id))
      .where(
        and(
          eq(orders.companyId, auth.companyId),
          eq(orders.status, OrderStatus.PendingApproval),
          // Past its deadline it can no longer be decided (the time-out job is about to cancel it).
          gt(orders.payBefore, now),
        ),
      )
      .orderBy(asc(orders.payBefore));
    ids = [];
    for (const r of rows) {
      const step = await currentStep(db, r.id);
      if (step && (await mayDecide(db, auth, step, { userId: r.userId, departmentId: r.departmentId ?? null })))
        ids.push(r.id);
    }
  }
  const pageIds = ids.slice(offset, offset + pageSize);
  return { Items: await approvalItems(db, pageIds, now), Total: ids.length, Page: page, PageSize: pageSize };
}

async function approvalItems(db: Db, ids: number[], now: Date): Promise<ApprovalItem[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ order: orders, requester: users.name, g: orderGovernance, department: departments })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(orderGovernance, eq(orderGovernance.orderId, orders.id))
    .leftJoin(departments, eq(departments.id, orderGovernance.departmentId))
    .where(inArray(orders.id, ids));
  const approvals = await approvalsOf(
    db,
    rows.map((r) => ({ id: r.order.id, status: r.order.status })),
  );
  const items: ApprovalItem[] = [];
  for (const id of ids) {
    const r = rows.find((x) => x.order.id === id);
    if (!r) continue;
    const pending = r.order.status === OrderStatus.PendingApproval;
    items.push({
      Id: r.order.id,
      OrderId: r.order.id,
      OrderNo: r.order.orderNo,
      Status: r.order.status,
      StatusName: OrderStatusName[r.order.status] ?? '',
      TotalAmount: r.order.totalAmount,
      RequesterName: r.requester,
      DepartmentId: r.department?.id ?? null,
      DepartmentName: r.department?.name ?? null,
      CreatedAt: r.order.createdAt.toISOString(),
      ApproveBefore: pending ? r.order.payBefore.toISOString() : null,
      Approval: approvals.get(id)?.approval ?? { Status: 'pending', Reason: '', Steps: [] },
      Budget: r.department ? await budgetUseOf(db, r.department, r.g?.submittedAt ?? now) : null,
    });
  }
  return items;
}
