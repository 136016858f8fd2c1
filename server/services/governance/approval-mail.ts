/**
 * Approval mail, heard after commit on the order bus (./../order-events.ts): each level that opens mails the
 * users who may decide it and the requester; the end (approved → 待支付, rejected, cancelled by the time-out)
 * mails the requester.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { OrderStatus } from '../../../src/contract/enums.js';
import { GovernanceRole, type StepKind, StepKindName } from '../../../src/contract/governance.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { approvalSteps, orderGovernance, orders, userGovernance, users } from '../../db/schema.js';
import type { Mail, Mailer } from '../../mail/mailer.js';
import type { OrderEventBus } from '../order-events.js';
import { departmentChain } from './evaluate.js';

export interface ApprovalMailDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
}

/** The addresses of whoever may decide `step` (see mayDecide in ./approvals.ts), the requester left out. */
async function decidersOf(db: Db, companyId: number, requesterId: number, step: typeof approvalSteps.$inferSelect) {
  const people = db
    .select({ id: users.id, email: users.email, departmentId: userGovernance.departmentId })
    .from(users)
    .leftJoin(userGovernance, eq(userGovernance.userId, users.id))
    .$dynamic();
  let rows: Array<{ id: number; email: string; departmentId: number | null }> = [];
  if (step.kind === 'finance') {
    rows = await people.where(
      and(
        eq(users.companyId, companyId),
        eq(users.enabled, true),
        sql`${users.roleNames} @> ${JSON.stringify([GovernanceRole.Finance])}::jsonb`,
      ),
    );
  } else if (step.kind === 'approver' && step.approverUserId) {
    rows = await people.where(eq(users.id, step.approverUserId));
  } else if (step.kind === 'manager') {
    const [g] = await db.select().from(orderGovernance).where(eq(orderGovernance.orderId, step.orderId));
    const chain = await departmentChain(db, companyId, g?.departmentId ?? null);
    const managerId = chain.find((d) => d.managerUserId !== null)?.managerUserId;
    rows = managerId
      ? await people.where(eq(users.id, managerId))
      : (
          await people.where(
            and(
              eq(users.companyId, companyId),
              eq(users.enabled, true),
              sql`${users.roleNames} @> ${JSON.stringify([GovernanceRole.Approver])}::jsonb`,
            ),
          )
        ).filter((u) => u.departmentId === null);
  }
  return rows.filter((r) => r.id !== requesterId).map((r) => r.email);
}

const mail = (to: string, subject: string, text: string): Mail => ({ to, subject: `【B2B 采购商城】${subject}`, text });

export function subscribeApprovalMail(bus: OrderEventBus, deps: ApprovalMailDeps): OrderEventBus {
  bus.subscribe(async (event) => {
    if (event.kind !== 'order') return;
    const opened = event.timelineStatus === OrderStatus.PendingApproval && event.to === OrderStatus.PendingApproval;
    const ended = event.from === OrderStatus.PendingApproval && event.to !== OrderStatus.PendingApproval;
    if (!opened && !ended) return;
    const { db } = deps;
    const [order] = await db
      .select({ companyId: orders.companyId, email: users.email })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, event.orderId));
    if (!order) return;
    const link = `${deps.config.publicUrl}/order/detail?id=${event.orderId}`;
    const out: Mail[] = [];
    if (opened) {
      const steps = await db
        .select()
        .from(approvalSteps)
        .where(eq(approvalSteps.orderId, event.orderId))
        .orderBy(asc(approvalSteps.level));
      const step = steps.find((s) => s.decision === null);
      if (!step) return;
      const level = `第 ${step.level} 级（${StepKindName[step.kind as StepKind] ?? step.kind}）`;
      for (const to of await decidersOf(db, order.companyId, event.userId, step)) {
        out.push(
          mail(
            to,
            `待您审批：订单 ${event.orderNo}`,
            `订单 ${event.orderNo} 等待您${level}审批。\n${deps.config.publicUrl}/enterprise/approvals`,
          ),
        );
      }
      out.push(mail(order.email, `订单 ${event.orderNo} 等待审批`, `${event.note}\n当前：${level}审批。\n${link}`));
    } else if (event.to === OrderStatus.PendingPayment) {
      out.push(mail(order.email, `订单 ${event.orderNo} 审批通过`, `${event.note}\n${link}`));
    } else if (event.to === OrderStatus.Rejected) {
      out.push(mail(order.email, `订单 ${event.orderNo} 审批被驳回`, `${event.note}\n${link}`));
    } else if (event.to === OrderStatus.Cancelled && event.by === 'system') {
      // The time-out: nobody decided in time. A withdrawal is the requester's own act and mails nobody.
      out.push(mail(order.email, `订单 ${event.orderNo} 审批超时已取消`, `${event.note}，库存与预算已释放。\n${link}`));
    }
    for (const m of out) await (deps.mailer.queue ? deps.mailer.queue(m) : deps.mailer.send(m));
  });
  return bus;
}
