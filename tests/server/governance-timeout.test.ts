/**
 * The approval time-out on both databases, on the app's own clock (the `now` option) instead of waiting: a
 * decision after APPROVAL_HOURS is refused (409, in Chinese) even before the job ran; the job then cancels the
 * order, releases stock and budget, and mails the requester. A decision within the window still counts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orders } from '../../server/db/schema.js';
import { cancelExpiredApprovals } from '../../server/jobs/approval-timeout.js';
import { issueToken } from '../../server/services/tokens.js';
import {
  api,
  budgetOf,
  type GovCompany,
  govCompany,
  newDepartment,
  onlineProducts,
  order,
  priceProduct,
  setRules,
  setUser,
  stockOf,
} from './governance-fixtures.js';
import { mailsTo } from './helpers/accounts.js';
import { describeEachDatabase, type TestContext } from './helpers/app.js';

const HOUR = 3_600_000;
let clock = Date.now();

describeEachDatabase(
  'approval time-out',
  (getCtx) => {
    let ctx: TestContext;
    let c: GovCompany;
    let dep: number;
    let productId: number;

    /** Tokens live 12 hours: after moving the clock, everyone signs in again (at the app's time). */
    const signInAgain = async () => {
      c.tokens = await Promise.all(
        c.userIds.map((userId) =>
          issueToken(ctx.config.jwtSecret, { userId, companyId: c.companyId, version: 0 }, ctx.app.now()),
        ),
      );
      c.admin = c.tokens[0]!;
    };

    beforeAll(async () => {
      ctx = getCtx();
      clock = Date.now();
      // users: 0 管理员, 1 buyer, 2 负责人 of the department
      c = await govCompany(ctx, 3, `gov-timeout-${ctx.kind}`);
      const [p] = await onlineProducts(ctx, 1, 11);
      productId = p!.id;
      await priceProduct(ctx, productId, '1000.00');
      dep = await newDepartment(ctx, c, {
        Name: '行政部',
        ManagerUserId: c.userIds[2],
        Budget: { Period: 'year', Amount: '100000' },
      });
      await setUser(ctx, c, c.userIds[1]!, { DepartmentId: dep });
      await setUser(ctx, c, c.userIds[2]!, { DepartmentId: dep, RoleNames: ['采购员', '审批人'] });
      await setRules(ctx, c, [{ Condition: { Kind: 'total', Amount: '1000' }, Steps: [{ Kind: 'manager' }] }]);
    });

    // The next database's app starts on the real time again.
    afterAll(() => {
      clock = Date.now();
    });

    it('approves within the window; refuses a late decision with 409; the job cancels and mails the requester', async () => {
      const stockBefore = await stockOf(ctx, productId);
      const early = (await order(ctx, c.tokens[1]!, productId, 2)).json() as { Id: number; Status: number };
      const late = (await order(ctx, c.tokens[1]!, productId, 3)).json() as { Id: number; Status: number };
      expect([early.Status, late.Status]).toEqual([5, 5]);
      expect(await stockOf(ctx, productId)).toBe(stockBefore - 5);
      expect((await budgetOf(ctx, c.admin, dep)).Reserved).toBe('5000.00');

      // 47 hours later: still within APPROVAL_HOURS (48), the 负责人 may decide.
      clock += 47 * HOUR;
      await signInAgain();
      expect(await cancelExpiredApprovals(ctx.db, ctx.app.now(), 200, ctx.app.orderEvents)).toBe(0);
      const approved = await api(ctx, c.tokens[2]!, 'POST', `/api/Approvals/${early.Id}/approve`, { Comment: '同意' });
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toMatchObject({ Status: 10, CanPay: true });

      // 48 hours and a minute after submission: the job has not run yet, but the decision is refused all the same
      // and the order has left 待我审批.
      clock += HOUR + 60_000;
      await signInAgain();
      for (const action of ['approve', 'reject'] as const) {
        const refused = await api(ctx, c.tokens[2]!, 'POST', `/api/Approvals/${late.Id}/${action}`, {
          Comment: '迟了',
        });
        expect(refused.statusCode).toBe(409);
        expect(refused.json().Error).toContain('已超过审批时限');
      }
      const inbox = await api(ctx, c.tokens[2]!, 'GET', '/api/Approvals?state=pending');
      expect((inbox.json() as { Items: Array<{ Id: number }> }).Items.map((i) => i.Id)).not.toContain(late.Id);
      const [still] = await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, late.Id));
      expect(still!.status).toBe(5);

      // The job cancels it: stock and budget back, the requester told why; no approver mail about it.
      expect(await cancelExpiredApprovals(ctx.db, ctx.app.now(), 200, ctx.app.orderEvents)).toBe(1);
      const detail = await api(ctx, c.tokens[1]!, 'GET', `/api/Orders/${late.Id}`);
      expect(detail.json()).toMatchObject({ Status: 90, Approval: { Status: 'cancelled' } });
      expect(await stockOf(ctx, productId)).toBe(stockBefore - 2);
      expect((await budgetOf(ctx, c.admin, dep)).Reserved).toBe('2000.00');
      const mails = await mailsTo(ctx.app, c.emails[1]!);
      const timedOut = mails.find((m) => m.Subject.includes('审批超时已取消'));
      expect(timedOut?.Subject).toContain((detail.json() as { OrderNo: string }).OrderNo);
      expect(timedOut?.Text).toContain('超过审批时限未处理');
      expect(timedOut?.Text).toContain('库存与预算已释放');

      // Decided now by status: the refusal names it.
      const after = await api(ctx, c.tokens[2]!, 'POST', `/api/Approvals/${late.Id}/approve`, {});
      expect(after.statusCode).toBe(409);
      expect(after.json().Error).toContain('已取消');
      expect(await cancelExpiredApprovals(ctx.db, ctx.app.now(), 200, ctx.app.orderEvents)).toBe(0);
    });

    it('a withdrawal mails no time-out notice', async () => {
      const o = (await order(ctx, c.tokens[1]!, productId, 1)).json() as { Id: number; OrderNo: string };
      const before = (await mailsTo(ctx.app, c.emails[1]!)).filter((m) => m.Subject.includes('审批超时')).length;
      expect((await api(ctx, c.tokens[1]!, 'POST', `/api/Approvals/${o.Id}/withdraw`)).statusCode).toBe(200);
      const afterMails = (await mailsTo(ctx.app, c.emails[1]!)).filter((m) => m.Subject.includes('审批超时'));
      expect(afterMails).toHaveLength(before);
    });
  },
  { now: () => new Date(clock) },
);
