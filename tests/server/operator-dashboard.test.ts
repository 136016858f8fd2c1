/**
 * 工作台: today's and this month's orders against yesterday up to the same time and last month up to the same
 * day, and the 7-day trend — each equal to the orders it covers (computed here from the rows, China days by the
 * dates module), on both databases.
 */
import { eq, ne } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { orders } from '../../server/db/schema.js';
import { Dec } from '../../server/services/money.js';
import { chinaDayStart, formatDate } from '../../src/contract/dates.js';
import type { Dashboard } from '../../src/contract/operator.js';
import { auth, createBuyers, orderFromCart } from './commerce-fixtures.js';
import { describeEachDatabase } from './helpers/app.js';

const DAY = 24 * 60 * 60 * 1000;

describeEachDatabase('operator dashboard', (getCtx) => {
  let ops: string;
  let now: Date;

  beforeAll(async () => {
    const ctx = getCtx();
    ops = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/Operator/login',
        payload: { Email: 'ops@demo.cn', Password: 'Demo@123456' },
      })
    ).json().token;
    const buyers = await createBuyers(ctx, 1, `dash-${ctx.kind}`);
    const placed = [];
    for (let i = 0; i < 4; i++) placed.push((await orderFromCart(ctx, buyers.tokens[0]!, [[25, 1]])).json().Id);
    now = ctx.app.now();
    // Yesterday an hour before this time (counts), yesterday an hour after (not yet), three days ago (trend only).
    const moves = [now.getTime() - DAY - 3600_000, now.getTime() - DAY + 3600_000, now.getTime() - 3 * DAY];
    for (const [i, at] of moves.entries()) {
      await ctx.db
        .update(orders)
        .set({ createdAt: new Date(at) })
        .where(eq(orders.id, placed[i]!));
    }
  });

  it('compares today with yesterday up to now and draws the 7 days from the orders', async () => {
    const ctx = getCtx();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/Operator/dashboard', headers: auth(ops) });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json() as Dashboard;
    const live = await ctx.db
      .select({ at: orders.createdAt, total: orders.totalAmount })
      .from(orders)
      .where(ne(orders.status, 90));
    const sum = (from: number, to: number) => {
      const hit = live.filter((o) => o.at.getTime() >= from && o.at.getTime() <= to);
      return { Orders: hit.length, Amount: hit.reduce((s, o) => s.plus(o.total), new Dec(0)).toFixed(2) };
    };
    const seen = Date.now();
    const todayStart = chinaDayStart(formatDate(now)).getTime();
    expect(d.Today).toEqual(sum(todayStart, seen));
    expect(d.Yesterday).toEqual(sum(todayStart - DAY, now.getTime() - DAY + 1000));
    expect(d.Yesterday.Orders).toBeGreaterThanOrEqual(1);
    expect(d.Trend).toHaveLength(7);
    expect(d.Trend.at(-1)!.Day).toBe(formatDate(now));
    for (const day of d.Trend) {
      const start = chinaDayStart(day.Day).getTime();
      expect([day.Day, day.Orders, day.Amount]).toEqual([
        day.Day,
        ...Object.values(sum(start, Math.min(start + DAY - 1, seen))),
      ]);
    }
    expect(d.LastMonth.Orders).toBeGreaterThanOrEqual(0);
  });
});
