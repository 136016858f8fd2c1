/**
 * Approval rules (审批规则): the company's ordered list, replaced as a whole by PUT. The first rule whose
 * condition matches an order decides it (./evaluate.ts).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ApprovalRule, ApprovalRulesBody } from '../../../src/contract/governance.js';
import type { Db } from '../../db/client.js';
import { approvalRules, categories } from '../../db/schema.js';
import { badRequest } from '../../errors.js';
import { amountOf, assertApprovers } from './departments.js';

export type RuleRow = typeof approvalRules.$inferSelect;

export function companyRules(db: Db, companyId: number): Promise<RuleRow[]> {
  return db
    .select()
    .from(approvalRules)
    .where(eq(approvalRules.companyId, companyId))
    .orderBy(asc(approvalRules.position), asc(approvalRules.id));
}

function toRule(r: RuleRow): ApprovalRule {
  return {
    Id: r.id,
    Position: r.position,
    Name: r.name,
    Condition: { Kind: r.conditionKind, Amount: r.amount, CategoryId: r.categoryId },
    Action: r.action,
    Steps: r.steps.map((s, i) => ({ Level: i + 1, Kind: s.Kind, UserId: s.UserId ?? null })),
  };
}

export async function listRules(db: Db, companyId: number): Promise<ApprovalRule[]> {
  return (await companyRules(db, companyId)).map(toRule);
}

export async function replaceRules(db: Db, companyId: number, body: ApprovalRulesBody): Promise<ApprovalRule[]> {
  const list = Array.isArray(body) ? body : body.Rules;
  const values = list.map((rule, i) => {
    const field = (name: string) => `Rules[${i}].${name}`;
    const action = rule.Action ?? 'approve';
    const steps = (rule.Steps ?? []).map((s) => ({ Kind: s.Kind, UserId: s.UserId ?? null }));
    if (action === 'approve' && (steps.length < 1 || steps.length > 3)) {
      throw badRequest('需审批的规则应有 1–3 级审批', field('Steps'));
    }
    if (action === 'refuse' && steps.length) throw badRequest('拒绝下单的规则不需要审批步骤', field('Steps'));
    for (const s of steps) {
      if (s.Kind === 'approver' && !s.UserId) throw badRequest('请指定审批人', field('Steps'));
      if (s.Kind !== 'approver') s.UserId = null;
    }
    const kind = rule.Condition.Kind;
    const amount = kind === 'total' ? amountOf(rule.Condition.Amount, field('Condition.Amount')) : null;
    if (kind === 'total' && amount === null) throw badRequest('请填写金额', field('Condition.Amount'));
    const categoryId = kind === 'category' ? (rule.Condition.CategoryId ?? null) : null;
    if (kind === 'category' && !categoryId) throw badRequest('请选择商品分类', field('Condition.CategoryId'));
    return {
      companyId,
      position: i + 1,
      name: rule.Name?.trim() ?? '',
      conditionKind: kind,
      amount,
      categoryId,
      action,
      steps,
    };
  });
  return db.transaction(async (tx) => {
    await assertApprovers(tx, companyId, [
      ...new Set(values.flatMap((v) => v.steps.map((s) => s.UserId).filter((id): id is number => !!id))),
    ]);
    const categoryIds = [...new Set(values.map((v) => v.categoryId).filter((id): id is number => id !== null))];
    if (categoryIds.length) {
      const found = await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, categoryIds));
      if (found.length !== categoryIds.length) throw badRequest('商品分类不存在', 'Condition.CategoryId');
    }
    await tx.delete(approvalRules).where(and(eq(approvalRules.companyId, companyId)));
    if (values.length) await tx.insert(approvalRules).values(values);
    return (await companyRules(tx, companyId)).map(toRule);
  });
}
