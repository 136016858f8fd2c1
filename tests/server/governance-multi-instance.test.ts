/**
 * A department budget across two server processes on one PostgreSQL (started like credit-multi-instance.test.ts):
 * 40 different buyers of one department with a ¥10,000 monthly budget and the rule "over budget → refused" each
 * submit a ¥1,000 order at once, sent alternately to both processes → exactly 10 are accepted, 30 refused with
 * the budget's reason, and the budget's Reserved equals the sum of the accepted orders.
 *
 * What serialises them: checkout locks the company row (the unpaid-order cap) and then, in assessOrder, the
 * buyer's governance row and the department row FOR UPDATE, in one transaction with the budget sum and the
 * insert; row locks of the one database hold whichever process took them. The department lock holds on its own
 * (governance-department-lock.test.ts); the buyers are all different, so no user's own row serialises them.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../server/db/schema.js';
import { rows } from './commerce-fixtures.js';
import { twoInstances, twoInstancesAvailable } from './helpers/two-instances.js';

const available = await twoInstancesAvailable('governance multi-instance');

describe.skipIf(!available)('department budget across two instances on one PostgreSQL', () => {
  const pair = twoInstances();
  const call = pair.call;

  it('40 parallel ¥1,000 orders of 40 buyers against ¥10,000: exactly 10 accepted, Reserved their sum', async () => {
    const { companyId, productId, userIds, tokens } = await pair.company({
      company: '预算并发测试公司',
      product: { name: '预算并发测试商品', model: 'BUDGET-1000', price: '1000.00' },
      people: Array.from({ length: 41 }, (_, i) => ({
        email: `budget-burst-${i}@test.cn`,
        name: i === 0 ? '管理员' : `买家${i}`,
        role: i === 0 ? ('管理员' as const) : ('采购员' as const),
      })),
    });
    const adminToken = tokens[0]!;
    const buyers = tokens.slice(1);

    // Set up through the API of both processes: the department, the rule, the buyers' department, their carts.
    const dep = await call(0, 'POST', '/api/Company/departments', adminToken, {
      Name: '市场部',
      Budget: { Period: 'month', Amount: '10000' },
    });
    expect(dep.status, JSON.stringify(dep.json)).toBe(201);
    const departmentId = dep.json.Id!;
    const rules = await call(1, 'PUT', '/api/Company/approval-rules', adminToken, [
      { Name: '超预算拒绝', Condition: { Kind: 'budget' }, Action: 'refuse' },
    ]);
    expect(rules.status, JSON.stringify(rules.json)).toBe(200);
    for (const [i, userId] of userIds.slice(1).entries()) {
      const put = await call(i, 'PUT', `/api/Company/users/${userId}`, adminToken, { DepartmentId: departmentId });
      expect(put.status, JSON.stringify(put.json)).toBe(200);
      const line = await call(i, 'POST', '/api/ShoppingCarts/items', buyers[i]!, {
        ProductId: productId,
        Quantity: 1,
        Region: 1,
      });
      expect(line.status).toBe(201);
    }

    const answers = await Promise.all(
      buyers.map((token, i) =>
        call(i, 'POST', '/api/Orders', token, { Region: 1, InvoiceType: 0 }, `budget-order-${i}`),
      ),
    );
    const accepted = answers.filter((a) => a.status === 201);
    expect(accepted).toHaveLength(10);
    for (const a of answers.filter((x) => x.status !== 201)) {
      expect(a.status).toBe(409);
      expect(a.json.Error).toContain('超出本月预算');
    }
    for (const a of accepted) expect(a.json).toMatchObject({ Status: 10, TotalAmount: '1000.00' });

    const sum = accepted.reduce((s, a) => s + Number(a.json.TotalAmount) * 100, 0) / 100;
    const budgets = await call(1, 'GET', '/api/Company/budgets', adminToken);
    const budget = (budgets.json as unknown as Array<Record<string, unknown>>).find(
      (b) => b.DepartmentId === departmentId,
    );
    expect(budget).toMatchObject({ Amount: '10000.00', Reserved: `${sum}.00`, Spent: '0.00', Left: '0.00' });
    expect(budget!.Reserved).toBe('10000.00');

    // The database agrees: ten orders of the company, stock moved by exactly ten.
    const [count] = await rows<{ n: number; total: string }>(
      pair.db(),
      sql`select count(*)::int as n, coalesce(sum(total_amount), 0)::text as total
          from orders where company_id = ${companyId}`,
    );
    expect(count!.n).toBe(10);
    expect(Number(count!.total)).toBe(10000);
    const [left] = await pair.db().select({ stock: products.stock }).from(products).where(eq(products.id, productId));
    expect(left!.stock).toBe(90);
  }, 180_000);
});
