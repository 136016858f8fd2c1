/**
 * A department budget under parallel submissions across two app instances on one PostgreSQL database: 40 orders
 * of ¥1,000 against ¥10,000 with "over budget → refused" → exactly 10 accepted, Reserved = their sum.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { auth, newKey } from './commerce-fixtures.js';
import {
  budgetOf,
  fillCart,
  govCompany,
  newDepartment,
  onlineProducts,
  priceProduct,
  setRules,
  setUser,
} from './governance-fixtures.js';
import { createTestApp, databaseSelected, postgresAvailable, type TestContext } from './helpers/app.js';

const selected = databaseSelected('postgres');
const available = selected && (await postgresAvailable());
if (selected && !available && process.env.CI) throw new Error('PostgreSQL 不可用 and CI is set');

describe.skipIf(!available)('budget concurrency [postgres]', () => {
  let ctx: TestContext;
  let second: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ database: 'postgres' });
    second = await buildApp({ db: ctx.db, config: ctx.config, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await ctx?.close();
  });

  it('40 parallel ¥1,000 orders against a ¥10,000 budget: exactly 10 accepted, Reserved their sum', async () => {
    const c = await govCompany(ctx, 41, 'budget-race');
    const [p] = await onlineProducts(ctx, 1, 7);
    await priceProduct(ctx, p!.id, '1000.00');
    const dep = await newDepartment(ctx, c, { Name: '市场部', Budget: { Period: 'month', Amount: '10000' } });
    await setRules(ctx, c, [{ Condition: { Kind: 'budget' }, Action: 'refuse' }]);
    const buyers = c.tokens.slice(1);
    for (const id of c.userIds.slice(1)) await setUser(ctx, c, id, { DepartmentId: dep });
    for (const token of buyers) await fillCart(ctx, token, p!.id, 1);

    const answers = await Promise.all(
      buyers.map((token, i) =>
        (i % 2 ? second : ctx.app).inject({
          method: 'POST',
          url: '/api/Orders',
          headers: { ...auth(token), 'idempotency-key': newKey('race') },
          payload: { Region: 1, InvoiceType: 0 },
        }),
      ),
    );
    const accepted = answers.filter((a) => a.statusCode === 201);
    expect(accepted).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(30);
    expect(answers.find((a) => a.statusCode === 409)!.json().Error).toContain('超出本月预算');
    const budget = await budgetOf(ctx, c.admin, dep);
    expect(budget).toMatchObject({ Amount: '10000.00', Reserved: '10000.00', Spent: '0.00', Left: '0.00' });
  });
});
