/**
 * What governance decides about an order at submission (createOrder's one call) and what checkout shows before
 * it (the preview): the department's budget and the user's limits in the current period, then the company's
 * rules in order — the first match asks for approval (its steps) or refuses. A budget or limit crossed with no
 * rule about it is refused: limits hold unless a rule sends the exception to an approver.
 *
 * Atomic across instances: the department row and the user's governance row are locked FOR UPDATE before
 * their use is summed, so parallel submissions against one budget are counted one after another.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { OrderStatus } from '../../../src/contract/enums.js';
import { type BudgetPeriod, type StepKind, StepKindName } from '../../../src/contract/governance.js';
import type { Db } from '../../db/client.js';
import {
  approvalSteps,
  categories,
  departments,
  orderGovernance,
  products,
  userGovernance,
  users,
} from '../../db/schema.js';
import { conflict } from '../../errors.js';
import type { AuthContext } from '../../plugins/auth.js';
import { type Dec, formatMoney } from '../money.js';
import { PERIOD_WORD, periodOf, yuan } from './periods.js';
import { companyRules } from './rules.js';
import { departmentUsage, userUsage } from './usage.js';

export const DEFAULT_APPROVAL_HOURS = 48;

export interface PlannedStep {
  Kind: StepKind;
  /** The named 审批人, or the department's 负责人 found at submission. */
  UserId: number | null;
  Approver: string;
}

export interface Assessment {
  outcome: 'none' | 'approval' | 'refused';
  reason: string;
  ruleId: number | null;
  departmentId: number | null;
  steps: PlannedStep[];
}

type DepartmentRow = typeof departments.$inferSelect;

/** The department and its ancestors, nearest first (the 负责人 of a step is the nearest one set). */
export async function departmentChain(
  db: Db,
  companyId: number,
  departmentId: number | null,
): Promise<DepartmentRow[]> {
  if (departmentId === null) return [];
  const all = await db.select().from(departments).where(eq(departments.companyId, companyId));
  const byId = new Map(all.map((d) => [d.id, d]));
  const chain: DepartmentRow[] = [];
  for (let at = byId.get(departmentId); at && !chain.includes(at); at = at.parentId ? byId.get(at.parentId) : undefined)
    chain.push(at);
  return chain;
}

async function categoryMatcher(db: Db, productIds: number[]): Promise<(categoryId: number) => string | null> {
  if (!productIds.length) return () => null;
  const [rows, all] = await Promise.all([
    db.select({ categoryId: products.categoryId }).from(products).where(inArray(products.id, productIds)),
    db.select({ id: categories.id, parentId: categories.parentId, name: categories.name }).from(categories),
  ]);
  const byId = new Map(all.map((c) => [c.id, c]));
  const held = new Set<number>();
  for (const r of rows)
    for (
      let at = r.categoryId ? byId.get(r.categoryId) : undefined;
      at && !held.has(at.id);
      at = at.parentId ? byId.get(at.parentId) : undefined
    )
      held.add(at.id);
  return (categoryId) => (held.has(categoryId) ? (byId.get(categoryId)?.name ?? '') : null);
}

/**
 * The assessment of an order of `total` with these products by the caller now. `lock` (submission) takes the
 * department and user rows FOR UPDATE first; the preview reads without locks.
 */
export async function assessOrder(
  tx: Db,
  auth: Pick<AuthContext, 'userId' | 'companyId'>,
  order: { total: Dec; productIds: number[] },
  now: Date,
  lock: boolean,
): Promise<Assessment> {
  const total = order.total;
  const gQuery = tx.select().from(userGovernance).where(eq(userGovernance.userId, auth.userId));
  const [g] = lock ? await gQuery.for('update') : await gQuery;
  const departmentId = g?.departmentId ?? null;
  let department: DepartmentRow | undefined;
  if (departmentId !== null) {
    const dQuery = tx
      .select()
      .from(departments)
      .where(and(eq(departments.id, departmentId), eq(departments.companyId, auth.companyId)));
    [department] = lock ? await dQuery.for('update') : await dQuery;
  }

  let overBudget: string | null = null;
  if (department?.budgetPeriod && department.budgetAmount) {
    const kind = department.budgetPeriod as BudgetPeriod;
    const use = await departmentUsage(tx, department.id, periodOf(kind, now));
    const over = use.reserved.add(use.spent).add(total).sub(department.budgetAmount);
    if (over.gt(0)) overBudget = `超出${PERIOD_WORD[kind]}预算 ${yuan(over)}`;
  }
  let overLimit: string | null = null;
  if (g?.perOrderLimit && total.gt(g.perOrderLimit)) {
    overLimit = `超出单笔限额 ${yuan(total.sub(g.perOrderLimit))}`;
  } else if (g?.perPeriodLimit && g.limitPeriod) {
    const kind = g.limitPeriod as BudgetPeriod;
    const use = await userUsage(tx, auth.userId, periodOf(kind, now));
    const over = use.reserved.add(use.spent).add(total).sub(g.perPeriodLimit);
    if (over.gt(0)) overLimit = `超出${PERIOD_WORD[kind]}个人限额 ${yuan(over)}`;
  }

  const rules = await companyRules(tx, auth.companyId);
  const inCategory = rules.some((r) => r.conditionKind === 'category')
    ? await categoryMatcher(tx, order.productIds)
    : () => null;
  for (const rule of rules) {
    let reason: string | null = null;
    if (rule.conditionKind === 'total' && rule.amount && total.gte(rule.amount))
      reason = `本单金额 ≥ ${yuan(rule.amount)}`;
    else if (rule.conditionKind === 'limit') reason = overLimit;
    else if (rule.conditionKind === 'budget') reason = overBudget;
    else if (rule.conditionKind === 'category' && rule.categoryId) {
      const name = inCategory(rule.categoryId);
      reason = name === null ? null : `含「${name}」类商品`;
    }
    if (reason === null) continue;
    if (rule.action === 'refuse') return { outcome: 'refused', reason, ruleId: rule.id, departmentId, steps: [] };
    const chain = await departmentChain(tx, auth.companyId, departmentId);
    return {
      outcome: 'approval',
      reason,
      ruleId: rule.id,
      departmentId,
      steps: await planSteps(tx, rule.steps, chain),
    };
  }
  const crossed = overBudget ?? overLimit;
  if (crossed) {
    const chain = await departmentChain(tx, auth.companyId, departmentId);
    const step = chain.some((d) => d.managerUserId !== null) ? 'manager' : 'finance';
    return {
      outcome: 'approval',
      reason: crossed,
      ruleId: null,
      departmentId,
      steps: await planSteps(tx, [{ Kind: step }], chain),
    };
  }
  return { outcome: 'none', reason: '', ruleId: null, departmentId, steps: [] };
}

async function planSteps(
  db: Db,
  steps: Array<{ Kind: string; UserId?: number | null }>,
  chain: DepartmentRow[],
): Promise<PlannedStep[]> {
  const managerId = chain.find((d) => d.managerUserId !== null)?.managerUserId ?? null;
  const planned = steps.map((s) => ({
    Kind: s.Kind as StepKind,
    UserId: s.Kind === 'approver' ? (s.UserId ?? null) : s.Kind === 'manager' ? managerId : null,
  }));
  const ids = [...new Set(planned.map((p) => p.UserId).filter((id): id is number => id !== null))];
  const names = new Map(
    ids.length
      ? (await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids))).map((u) => [
          u.id,
          u.name,
        ])
      : [],
  );
  return planned.map((p) => ({ ...p, Approver: p.UserId ? (names.get(p.UserId) ?? '') : '' }));
}

/** 本单需审批：部门负责人 张三 → 财务 */
export function approvalNotice(a: Assessment): string {
  if (a.outcome === 'refused') return a.reason;
  if (a.outcome === 'none') return '';
  const path = a.steps
    .map((s) =>
      s.Kind === 'finance' ? StepKindName.finance : `${StepKindName[s.Kind]}${s.Approver ? ` ${s.Approver}` : ''}`,
    )
    .join(' → ');
  return `本单需审批：${path}（${a.reason}）`;
}

export interface ApprovalAtSubmission {
  /** The order's first status: 待审批 or 待支付. */
  status: number;
  /** The approval deadline while 待审批 (kept in payBefore), else null (the usual payment window). */
  approveBefore: Date | null;
  note: string | null;
  /** Writes what governance keeps of the order (its department, amount, steps) once the order row exists. */
  record: (tx: Db, orderId: number) => Promise<void>;
}

/**
 * createOrder's one call, after stock was taken: refuses (409) an order a rule or a limit refuses, else says
 * whether it waits for approval. Its budget and limits count from here (reserved) until it ends.
 */
export async function evaluateApproval(
  tx: Db,
  auth: Pick<AuthContext, 'userId' | 'companyId'>,
  order: { total: Dec; lines: Array<{ productId: number }> },
  now: Date,
  approvalHours = DEFAULT_APPROVAL_HOURS,
): Promise<ApprovalAtSubmission> {
  const a = await assessOrder(
    tx,
    auth,
    { total: order.total, productIds: order.lines.map((l) => l.productId) },
    now,
    true,
  );
  if (a.outcome === 'refused') throw conflict(`无法提交订单：${a.reason}`);
  const pending = a.outcome === 'approval';
  return {
    status: pending ? OrderStatus.PendingApproval : OrderStatus.PendingPayment,
    approveBefore: pending ? new Date(now.getTime() + approvalHours * 3_600_000) : null,
    note: pending ? `订单已提交，等待审批：${approvalNotice(a).replace(/^本单需审批：/, '')}` : null,
    record: async (db, orderId) => {
      await db.insert(orderGovernance).values({
        orderId,
        companyId: auth.companyId,
        userId: auth.userId,
        departmentId: a.departmentId,
        amount: formatMoney(order.total),
        ruleId: a.ruleId,
        reason: a.reason,
        submittedAt: now,
      });
      if (a.steps.length)
        await db
          .insert(approvalSteps)
          .values(a.steps.map((s, i) => ({ orderId, level: i + 1, kind: s.Kind, approverUserId: s.UserId })));
    },
  };
}
