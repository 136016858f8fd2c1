/**
 * The department budget holds on its own, without the company lock of checkout (MAX_UNPAID_ORDERS): 40
 * transactions on two connection pools (as two instances hold) submit ¥1,000 each for 40 different users of one
 * department with a ¥10,000 budget and "over budget → refused" straight through `evaluateApproval`. Exactly 10
 * are accepted. Without the department row's FOR UPDATE in assessOrder the users' own locks do not serialise
 * them and more than 10 get through (checked by removing it: 21 of 40 accepted).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../server/db/client.js';
import { orders } from '../../server/db/schema.js';
import { ApiError } from '../../server/errors.js';
import { evaluateApproval } from '../../server/services/governance/evaluate.js';
import { Dec } from '../../server/services/money.js';
import { newOrderNo, newRemittanceCode } from '../../server/services/orders.js';
import { budgetOf, govCompany, newDepartment, setRules, setUser } from './governance-fixtures.js';
import {
  createTestApp,
  databaseSelected,
  postgresAvailable,
  TEST_DATABASE_URL,
  type TestContext,
} from './helpers/app.js';

const selected = databaseSelected('postgres');
const available = selected && (await postgresAvailable());
if (selected && !available && process.env.CI) throw new Error('PostgreSQL 不可用 and CI is set');

describe.skipIf(!available)('department budget without the company lock [postgres]', () => {
  let ctx: TestContext;
  let second: DatabaseHandle;
  beforeAll(async () => {
    ctx = await createTestApp({ database: 'postgres' });
    // The test app's own database (a copy of the template), opened again as a second instance would.
    const answer = (await ctx.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: Array<{ name: string }>;
    };
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${answer.rows[0]!.name}`;
    second = await openDatabase({ url: url.toString(), poolMax: 10 });
  });
  afterAll(async () => {
    await second?.close();
    await ctx?.close();
  });

  it('40 parallel ¥1,000 submissions of 40 users against ¥10,000: exactly 10 accepted, Reserved 10000.00', async () => {
    const c = await govCompany(ctx, 41, 'dept-lock');
    const dep = await newDepartment(ctx, c, { Name: '研发部', Budget: { Period: 'month', Amount: '10000' } });
    await setRules(ctx, c, [{ Condition: { Kind: 'budget' }, Action: 'refuse' }]);
    const buyers = c.userIds.slice(1);
    for (const id of buyers) await setUser(ctx, c, id, { DepartmentId: dep });

    const now = new Date();
    const submit = (userId: number, i: number) =>
      (i % 2 ? second.db : ctx.db).transaction(async (tx) => {
        const decision = await evaluateApproval(
          tx,
          { userId, companyId: c.companyId },
          { total: new Dec('1000.00'), lines: [] },
          now,
        );
        const [order] = await tx
          .insert(orders)
          .values({
            orderNo: newOrderNo(now),
            companyId: c.companyId,
            userId,
            regionId: 1,
            status: decision.status,
            totalAmount: '1000.00',
            remittanceCode: newRemittanceCode(),
            payBefore: new Date(now.getTime() + 30 * 60_000),
            createdAt: now,
          })
          .returning({ id: orders.id });
        await decision.record(tx, order!.id);
        return decision.status;
      });
    const results = await Promise.allSettled(buyers.map(submit));
    const accepted = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter(
      (r): r is PromiseRejectedResult => r.status === 'rejected' && r.reason instanceof ApiError,
    );
    expect(accepted).toHaveLength(10);
    expect(refused).toHaveLength(30);
    expect(refused[0]!.reason.status).toBe(409);
    expect(await budgetOf(ctx, c.admin, dep)).toMatchObject({ Reserved: '10000.00', Left: '0.00' });
  });
});
