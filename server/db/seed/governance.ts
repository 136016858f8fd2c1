/**
 * Demo procurement governance (SEED_DEMO): a company of its own — so the other demo companies' orders keep going
 * straight to payment — with three departments, budgets, the rule "≥ ¥50,000 → 负责人 then 财务; ≥ ¥5,000 →
 * 负责人", and the accounts approver@demo.cn (管理员 + 审批人, 负责人 of 采购部), finance@demo.cn (财务) and
 * purchaser@demo.cn (采购员 in 采购部), all with the demo password. Idempotent.
 */
import { sql } from 'drizzle-orm';
import { CompanyStatus } from '../../../src/contract/enums.js';
import { hashPassword } from '../../services/passwords.js';
import type { Db } from '../client.js';
import { approvalRules, companies, departments, userGovernance, users } from '../schema.js';
import { DEMO_PASSWORD } from './accounts.js';

export const GOVERNANCE_DEMO = {
  company: '苏州智联精密制造有限公司',
  approver: 'approver@demo.cn',
  finance: 'finance@demo.cn',
  purchaser: 'purchaser@demo.cn',
} as const;

export async function seedGovernance(db: Db): Promise<void> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${GOVERNANCE_DEMO.approver}`)
    .limit(1);
  if (existing) return;
  const hash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({
        name: GOVERNANCE_DEMO.company,
        creditCode: '91320594MA1XG2W05U',
        statusEnum: CompanyStatus.Verified,
        registeredAddress: '江苏省苏州市工业园区星湖街 218 号',
        contactName: '王强',
        contactPhone: '0512-62880000',
        industry: '装备制造',
        size: '100-499 人',
        regions: [1],
      })
      .returning({ id: companies.id });
    const companyId = company!.id;
    const person = (email: string, name: string, mobile: string, roleNames: string[], isRegistEntity = false) => ({
      companyId,
      email,
      name,
      mobile,
      passwordHash: hash,
      roleNames,
      regions: [1],
      isRegistEntity,
    });
    const [approver, finance, purchaser] = await tx
      .insert(users)
      .values([
        person(GOVERNANCE_DEMO.approver, '王强', '13700137000', ['管理员', '审批人'], true),
        person(GOVERNANCE_DEMO.finance, '陈静', '13600136000', ['财务']),
        person(GOVERNANCE_DEMO.purchaser, '赵磊', '13500135000', ['采购员']),
      ])
      .returning({ id: users.id });
    const [buying] = await tx
      .insert(departments)
      .values([
        { companyId, name: '采购部', managerUserId: approver!.id, budgetPeriod: 'month', budgetAmount: '200000.00' },
        { companyId, name: '生产部', managerUserId: approver!.id, budgetPeriod: 'quarter', budgetAmount: '500000.00' },
        { companyId, name: '研发部', budgetPeriod: 'year', budgetAmount: '1000000.00' },
      ])
      .returning({ id: departments.id });
    await tx.insert(userGovernance).values([
      { userId: approver!.id, companyId, departmentId: buying!.id },
      { userId: finance!.id, companyId, departmentId: null },
      { userId: purchaser!.id, companyId, departmentId: buying!.id, perOrderLimit: '100000.00' },
    ]);
    // Tried in order, the first match decides: the larger amount first.
    await tx.insert(approvalRules).values([
      {
        companyId,
        position: 1,
        name: '大额采购',
        conditionKind: 'total',
        amount: '50000.00',
        action: 'approve',
        steps: [{ Kind: 'manager' }, { Kind: 'finance' }],
      },
      {
        companyId,
        position: 2,
        name: '常规采购',
        conditionKind: 'total',
        amount: '5000.00',
        action: 'approve',
        steps: [{ Kind: 'manager' }],
      },
      {
        companyId,
        position: 3,
        name: '超预算',
        conditionKind: 'budget',
        action: 'approve',
        steps: [{ Kind: 'finance' }],
      },
    ]);
  });
}
