/**
 * What a department's budget or a user's limit has used in a period: Reserved (orders waiting for approval or
 * payment) and Spent (paid, less what after-sales refunded). Derived from the orders' statuses, so a
 * cancellation, rejection or refund releases its amount in the same transaction that changes the status.
 */
import { and, type SQL, sql } from 'drizzle-orm';
import { OrderStatus } from '../../../src/contract/enums.js';
import type { Db } from '../../db/client.js';
import { Dec } from '../money.js';
import type { PeriodBounds } from './periods.js';

const RESERVED = [OrderStatus.PendingApproval, OrderStatus.PendingPayment, OrderStatus.AwaitingTransfer];
const SPENT = [OrderStatus.Paid, OrderStatus.Shipped, OrderStatus.Completed, OrderStatus.Refunded];

export interface Usage {
  reserved: Dec;
  spent: Dec;
}

async function usageWhere(db: Db, where: SQL): Promise<Usage> {
  const result = await db.execute(sql`
    select
      coalesce(sum(case when o.status in (${sql.join(RESERVED, sql`, `)}) then g.amount else 0 end), 0)::text as reserved,
      coalesce(sum(case when o.status in (${sql.join(SPENT, sql`, `)}) then g.amount - coalesce(
        (select sum(oi.refunded_amount) from order_items oi where oi.order_id = o.id), 0) else 0 end), 0)::text as spent
    from order_governance g join orders o on o.id = g.order_id
    where ${where}`);
  const row = (result as unknown as { rows: Array<{ reserved: string; spent: string }> }).rows[0];
  return { reserved: new Dec(row?.reserved ?? 0), spent: new Dec(row?.spent ?? 0) };
}

export function departmentUsage(db: Db, departmentId: number, period: PeriodBounds): Promise<Usage> {
  return usageWhere(
    db,
    and(
      sql`g.department_id = ${departmentId}`,
      sql`g.submitted_at >= ${period.start.toISOString()}`,
      sql`g.submitted_at < ${period.end.toISOString()}`,
    )!,
  );
}

export function userUsage(db: Db, userId: number, period: PeriodBounds): Promise<Usage> {
  return usageWhere(
    db,
    and(
      sql`g.user_id = ${userId}`,
      sql`g.submitted_at >= ${period.start.toISOString()}`,
      sql`g.submitted_at < ${period.end.toISOString()}`,
    )!,
  );
}
