/**
 * The credit limit holds across instances: two server processes on one PostgreSQL (started like
 * multi-instance.test.ts does), 30 parallel payments on account of ¥1,000 each against a ¥20,000 line, sent
 * alternately to both → at most 20 succeed, the rest are told the credit is not enough, and Used is their sum.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyCredit } from '../../server/db/schema-credit.js';
import { rows } from './commerce-fixtures.js';
import { twoInstances, twoInstancesAvailable } from './helpers/two-instances.js';

const available = await twoInstancesAvailable('credit multi-instance');

describe.skipIf(!available)('账期 across two instances on one PostgreSQL', () => {
  const pair = twoInstances();
  const call = pair.call;

  it('lets at most 20 of 30 parallel ¥1,000 payments on a ¥20,000 line through, and Used is their sum', async () => {
    const { companyId, productId, tokens } = await pair.company({
      company: '账期并发测试公司',
      product: { name: '账期并发测试商品', model: 'CREDIT-1000', price: '1000.00' },
      people: Array.from({ length: 30 }, (_, i) => ({
        email: `credit-burst-${i}@test.cn`,
        name: `买家${i}`,
        role: '采购员' as const,
      })),
    });
    const orderIds: number[] = [];
    for (const [i, token] of tokens.entries()) {
      const put = await call(i, 'POST', '/api/ShoppingCarts/items', token, {
        ProductId: productId,
        Quantity: 1,
        Region: 1,
      });
      expect(put.status).toBe(201);
      const order = await call(i, 'POST', '/api/Orders', token, { Region: 1, InvoiceType: 0 }, `credit-order-${i}`);
      expect(order.status, JSON.stringify(order.json)).toBe(201);
      expect(order.json.TotalAmount).toBe('1000.00');
      orderIds.push(order.json.Id!);
    }
    await pair.db().insert(companyCredit).values({ companyId, limit: '20000.00', termDays: 30, enabled: true });

    const answers = await Promise.all(
      tokens.map((token, i) =>
        call(i, 'POST', '/api/Payments', token, { OrderId: orderIds[i], Method: 'credit' }, `credit-pay-${i}`),
      ),
    );
    const paid = answers.filter((a) => a.status === 201);
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.length).toBeLessThanOrEqual(20);
    // Every other answer is the limit's refusal, not an error.
    for (const a of answers.filter((x) => x.status !== 201)) {
      expect(a.status).toBe(409);
      expect(a.json.Error).toContain('可用额度不足');
    }
    const summary = await call(0, 'GET', '/api/Company/credit', tokens[0]!);
    expect(summary.json.Used).toBe(`${paid.length * 1000}.00`);
    expect(summary.json.Available).toBe(`${20000 - paid.length * 1000}.00`);
    const [ledger] = await rows<{ charged: string; orders: number }>(
      pair.db(),
      sql`select coalesce(sum(amount), 0)::text as charged,
            (select count(*)::int from orders where company_id = ${companyId} and status = 30) as orders
          from credit_entries where company_id = ${companyId} and kind = 'charge'`,
    );
    expect(ledger!.orders).toBe(paid.length);
    expect(Number(ledger!.charged)).toBe(paid.length * 1000);
  }, 120_000);
});
