/** GET /api/Company/budgets: each department's budget, reserved, spent and left in a period (China time). */
import { asc, eq } from 'drizzle-orm';
import type { BudgetPeriod, BudgetUse } from '../../../src/contract/governance.js';
import type { Db } from '../../db/client.js';
import { departments } from '../../db/schema.js';
import { formatMoney } from '../money.js';
import { periodKeyStart, periodOf } from './periods.js';
import { departmentUsage } from './usage.js';

type DepartmentRow = typeof departments.$inferSelect;

/** One department's use of its budget in the period containing `at` (its own period kind; month when none). */
export async function budgetUseOf(db: Db, d: DepartmentRow, at: Date): Promise<BudgetUse> {
  const kind = (d.budgetPeriod as BudgetPeriod | null) ?? null;
  const period = periodOf(kind ?? 'month', at);
  const use = await departmentUsage(db, d.id, period);
  const amount = kind && d.budgetAmount ? d.budgetAmount : null;
  return {
    DepartmentId: d.id,
    Name: d.name,
    Period: kind,
    PeriodKey: period.key,
    Amount: amount,
    Reserved: formatMoney(use.reserved),
    Spent: formatMoney(use.spent),
    Left: amount === null ? null : formatMoney(use.reserved.add(use.spent).neg().add(amount)),
  };
}

export async function listBudgets(db: Db, companyId: number, periodKey: string | undefined, now: Date) {
  const at = periodKey ? periodKeyStart(periodKey) : now;
  const rows = await db
    .select()
    .from(departments)
    .where(eq(departments.companyId, companyId))
    .orderBy(asc(departments.id));
  const out: BudgetUse[] = [];
  for (const d of rows) out.push(await budgetUseOf(db, d, at));
  return out;
}
