/**
 * Procurement governance on both databases: departments and budgets, roles and limits, each rule kind,
 * two-level approval to payment, rejection / withdrawal / time-out releasing stock and budget, role rights.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { orders } from '../../server/db/schema.js';
import { cancelExpiredApprovals } from '../../server/jobs/approval-timeout.js';
import { createBuyers, tokenFor } from './commerce-fixtures.js';
import {
  api,
  budgetOf,
  fillCart,
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

interface Detail {
  Id: number;
  Status: number;
  StatusName: string;
  CanPay: boolean;
  CanCancel: boolean;
  PayBefore: string;
  DepartmentId: number | null;
  Approval: {
    Status: string;
    Steps: Array<{ Level: number; Approver: string; Decision: string | null; Comment: string }>;
  } | null;
}

describeEachDatabase('procurement governance', (getCtx) => {
  let ctx: TestContext;
  let c: GovCompany;
  // users: 0 管理员, 1 buyer (采购), 2 manager of 采购部, 3 财务, 4 buyer (研发), 5 审批人 of 研发部
  let buying: number;
  let research: number;
  let productId: number;
  let categoryProduct: { id: number; categoryId: number | null };

  beforeAll(async () => {
    ctx = getCtx();
    c = await govCompany(ctx, 6, `gov-${ctx.kind}`);
    const candidates = await onlineProducts(ctx, 40, 3);
    const p = candidates[0]!;
    productId = p.id;
    // A product of another category than the first one's (the category rule must not match the first).
    categoryProduct = candidates.find((q) => q.categoryId !== p.categoryId)!;
    await priceProduct(ctx, productId, '1000.00');
    await priceProduct(ctx, categoryProduct.id, '10.00');
    buying = await newDepartment(ctx, c, {
      Name: '采购部',
      ManagerUserId: c.userIds[2],
      Budget: { Period: 'month', Amount: '20000.5' },
    });
    research = await newDepartment(ctx, c, { Name: '研发部', ManagerUserId: c.userIds[5] });
    await setUser(ctx, c, c.userIds[1]!, { DepartmentId: buying });
    await setUser(ctx, c, c.userIds[2]!, { DepartmentId: buying, RoleNames: ['采购员', '审批人'] });
    await setUser(ctx, c, c.userIds[3]!, { RoleNames: ['财务'] });
    await setUser(ctx, c, c.userIds[4]!, { DepartmentId: research });
    await setUser(ctx, c, c.userIds[5]!, { DepartmentId: research, RoleNames: ['审批人'] });
  });

  it('keeps the department tree with its 负责人 and an exact budget; refuses cycles and non-admins', async () => {
    const list = await api(ctx, c.admin, 'GET', '/api/Company/departments');
    expect(list.statusCode).toBe(200);
    const dep = (
      list.json() as Array<{ Id: number; Name: string; ManagerName: string; Budget: unknown; UserCount: number }>
    ).find((d) => d.Id === buying);
    expect(dep).toMatchObject({
      Name: '采购部',
      ManagerName: '买家2',
      Budget: { Period: 'month', Amount: '20000.50' },
      UserCount: 2,
    });
    const child = await newDepartment(ctx, c, { Name: '采购一组', ParentId: buying });
    const cycle = await api(ctx, c.admin, 'PUT', `/api/Company/departments/${buying}`, {
      Name: '采购部',
      ParentId: child,
    });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json()).toMatchObject({ Field: 'ParentId' });
    const bad = await api(ctx, c.admin, 'POST', '/api/Company/departments', {
      Name: 'x',
      Budget: { Period: 'month', Amount: '1.234' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await api(ctx, c.tokens[1]!, 'GET', '/api/Company/departments')).statusCode).toBe(403);
    expect((await api(ctx, c.admin, 'DELETE', `/api/Company/departments/${child}`)).statusCode).toBe(204);
    expect((await api(ctx, c.admin, 'DELETE', `/api/Company/departments/${buying}`)).statusCode).toBe(409);
  });

  it('sets roles and limits on a user, and keeps the last 管理员', async () => {
    const res = await api(ctx, c.admin, 'PUT', `/api/Company/users/${c.userIds[0]}`, { RoleNames: ['财务'] });
    expect(res.statusCode).toBe(409);
    const bad = await api(ctx, c.admin, 'PUT', `/api/Company/users/${c.userIds[1]}`, { RoleNames: ['老板'] });
    expect(bad.statusCode).toBe(400);
    const other = await createBuyers(ctx, 1, `gov-other-${ctx.kind}`);
    const foreign = await api(ctx, c.admin, 'PUT', `/api/Company/users/${other.userIds[0]}`, { DepartmentId: buying });
    expect(foreign.statusCode).toBe(404);
  });

  it('≥ amount → 负责人 then 财务: pending cannot be paid; 采购员, other 审批人 and other companies refused; then payable', async () => {
    await setRules(ctx, c, [
      { Name: '大额', Condition: { Kind: 'total', Amount: '5000' }, Steps: [{ Kind: 'manager' }, { Kind: 'finance' }] },
    ]);
    const stockBefore = await stockOf(ctx, productId);
    const created = await order(ctx, c.tokens[1]!, productId, 6);
    expect(created.statusCode).toBe(201);
    const o = created.json() as Detail;
    expect(o).toMatchObject({ Status: 5, StatusName: '待审批', CanPay: false, CanCancel: true, DepartmentId: buying });
    expect(o.Approval).toMatchObject({
      Status: 'pending',
      Steps: [
        { Level: 1, Approver: '买家2', Decision: null },
        { Level: 2, Decision: null },
      ],
    });
    expect(await stockOf(ctx, productId)).toBe(stockBefore - 6);
    expect(await budgetOf(ctx, c.admin, buying)).toMatchObject({ Reserved: '6000.00', Left: '14000.50' });

    const pay = await api(ctx, c.tokens[1]!, 'POST', '/api/Payments', { OrderId: o.Id, Method: 'sandbox' });
    expect(pay.statusCode).toBeGreaterThanOrEqual(400);
    expect((await mailsTo(ctx.app, c.emails[2]!)).some((m) => m.Subject.includes('待您审批'))).toBe(true);

    // A 采购员, the 审批人 of another department, finance before its level, another company: refused.
    expect((await api(ctx, c.tokens[4]!, 'POST', `/api/Approvals/${o.Id}/approve`, {})).statusCode).toBe(403);
    expect((await api(ctx, c.tokens[5]!, 'POST', `/api/Approvals/${o.Id}/approve`, {})).statusCode).toBe(403);
    expect((await api(ctx, c.tokens[3]!, 'POST', `/api/Approvals/${o.Id}/approve`, {})).statusCode).toBe(403);
    expect((await api(ctx, c.tokens[1]!, 'POST', `/api/Approvals/${o.Id}/approve`, {})).statusCode).toBe(403);
    const stranger = await createBuyers(ctx, 1, `gov-stranger-${ctx.kind}`);
    expect((await api(ctx, stranger.tokens[0]!, 'POST', `/api/Approvals/${o.Id}/approve`, {})).statusCode).toBe(404);
    expect((await api(ctx, stranger.tokens[0]!, 'GET', `/api/Orders/${o.Id}`)).statusCode).toBe(404);

    const inbox = await api(ctx, c.tokens[2]!, 'GET', '/api/Approvals?state=pending');
    const items = (inbox.json() as { Items: Array<{ Id: number; RequesterName: string; Budget: { Left: string } }> })
      .Items;
    expect(items.find((i) => i.Id === o.Id)).toMatchObject({ RequesterName: '买家1', Budget: { Left: '14000.50' } });
    expect((await api(ctx, c.tokens[5]!, 'GET', '/api/Approvals?state=pending')).json().Items).toEqual([]);

    const first = await api(ctx, c.tokens[2]!, 'POST', `/api/Approvals/${o.Id}/approve`, { Comment: '同意' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      Status: 5,
      Approval: { Steps: [{ Decision: 'approved', Comment: '同意' }, { Decision: null }] },
    });
    expect((await api(ctx, c.tokens[2]!, 'POST', `/api/Approvals/${o.Id}/approve`, {})).statusCode).toBe(403);
    expect((await mailsTo(ctx.app, c.emails[3]!)).some((m) => m.Subject.includes('待您审批'))).toBe(true);

    const last = await api(ctx, c.tokens[3]!, 'POST', `/api/Approvals/${o.Id}/approve`, { Comment: '财务通过' });
    expect(last.statusCode).toBe(200);
    const approved = last.json() as Detail;
    expect(approved).toMatchObject({ Status: 10, CanPay: true, Approval: { Status: 'approved' } });
    // The last approval opens a fresh payment window (PAY_WINDOW_MINUTES, a day by default).
    expect(new Date(approved.PayBefore).getTime()).toBeGreaterThan(Date.now() + 1430 * 60_000);
    expect(
      (await api(ctx, c.tokens[3]!, 'GET', '/api/Approvals?state=decided'))
        .json()
        .Items.map((i: { Id: number }) => i.Id),
    ).toContain(o.Id);
    expect((await mailsTo(ctx.app, c.emails[1]!)).some((m) => m.Subject.includes('审批通过'))).toBe(true);
    // 财务 sees every order of the company; the 采购员 of another department does not see it.
    expect((await api(ctx, c.tokens[3]!, 'GET', `/api/Orders/${o.Id}`)).statusCode).toBe(200);
    expect((await api(ctx, c.tokens[4]!, 'GET', `/api/Orders/${o.Id}`)).statusCode).toBe(404);
    const pending = await api(ctx, c.admin, 'GET', `/api/Orders?departmentId=${buying}&approval=approved`);
    expect(pending.json().Items.map((i: { Id: number }) => i.Id)).toContain(o.Id);
    await api(ctx, c.tokens[1]!, 'POST', `/api/Orders/${o.Id}/cancel`);
  });

  it('a rejection releases stock and budget and shows the comment; a withdrawal too', async () => {
    await setRules(ctx, c, [{ Condition: { Kind: 'total', Amount: '5000' }, Steps: [{ Kind: 'manager' }] }]);
    const stockBefore = await stockOf(ctx, productId);
    const before = await budgetOf(ctx, c.admin, buying);
    const o = (await order(ctx, c.tokens[1]!, productId, 5)).json() as Detail;
    expect(o.Status).toBe(5);
    const rejected = await api(ctx, c.tokens[2]!, 'POST', `/api/Approvals/${o.Id}/reject`, { Comment: '超出采购计划' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      Status: 95,
      StatusName: '已驳回',
      Approval: { Status: 'rejected', Steps: [{ Decision: 'rejected', Comment: '超出采购计划' }] },
    });
    // Decided: approving it afterwards is refused by its state, not answered as if it had never had an approval.
    const late = await api(ctx, c.tokens[2]!, 'POST', `/api/Approvals/${o.Id}/approve`, {});
    expect(late.statusCode).toBe(409);
    expect(late.json().Error).toContain('已驳回');
    expect(await stockOf(ctx, productId)).toBe(stockBefore);
    expect((await budgetOf(ctx, c.admin, buying)).Reserved).toBe(before.Reserved);
    expect((await mailsTo(ctx.app, c.emails[1]!)).some((m) => m.Text.includes('超出采购计划'))).toBe(true);

    const w = (await order(ctx, c.tokens[1]!, productId, 5)).json() as Detail;
    const withdrawn = await api(ctx, c.tokens[1]!, 'POST', `/api/Approvals/${w.Id}/withdraw`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ Status: 90, Approval: { Status: 'cancelled' } });
    expect(await stockOf(ctx, productId)).toBe(stockBefore);
    expect((await budgetOf(ctx, c.admin, buying)).Reserved).toBe(before.Reserved);
    expect((await api(ctx, c.tokens[2]!, 'POST', `/api/Approvals/${w.Id}/approve`, {})).statusCode).toBe(409);
  });

  it('cancels an order not decided within APPROVAL_HOURS and releases stock and budget', async () => {
    const stockBefore = await stockOf(ctx, productId);
    const o = (await order(ctx, c.tokens[1]!, productId, 5)).json() as Detail;
    expect(new Date(o.PayBefore).getTime() - Date.now()).toBeGreaterThan(47 * 3_600_000);
    expect(await cancelExpiredApprovals(ctx.db, new Date(Date.now() + 47 * 3_600_000))).toBe(0);
    expect(await cancelExpiredApprovals(ctx.db, new Date(Date.now() + 49 * 3_600_000))).toBeGreaterThanOrEqual(1);
    const [row] = await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, o.Id));
    expect(row!.status).toBe(90);
    expect(await stockOf(ctx, productId)).toBe(stockBefore);
    expect((await budgetOf(ctx, c.admin, buying)).Reserved).toBe('0.00');
  });

  it('over budget: refused when the rule says so, to approval when the rule says that, to the 负责人 with no rule', async () => {
    await setRules(ctx, c, [{ Condition: { Kind: 'budget' }, Action: 'refuse' }]);
    const refused = await order(ctx, c.tokens[1]!, productId, 21);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Error).toContain('超出本月预算 ¥999.50');
    const preview = await api(ctx, c.tokens[1]!, 'POST', '/api/Approvals/preview', { Region: 1 });
    expect(preview.json()).toMatchObject({ Outcome: 'refused', Notice: '超出本月预算 ¥999.50' });

    await setRules(ctx, c, [{ Condition: { Kind: 'budget' }, Steps: [{ Kind: 'manager' }, { Kind: 'finance' }] }]);
    const notice = await api(ctx, c.tokens[1]!, 'POST', '/api/Approvals/preview', { Region: 1 });
    expect(notice.json().Notice).toBe('本单需审批：部门负责人 买家2 → 财务（超出本月预算 ¥999.50）');
    const pending = await order(ctx, c.tokens[1]!, productId, 21);
    expect(pending.json()).toMatchObject({ Status: 5 });
    await api(ctx, c.tokens[1]!, 'POST', `/api/Approvals/${pending.json().Id}/withdraw`);

    // No rule about it: the budget still holds — the crossing order waits for the department's 负责人.
    await setRules(ctx, c, []);
    await fillCart(ctx, c.tokens[1]!, productId, 21);
    const noRule = await api(ctx, c.tokens[1]!, 'POST', '/api/Approvals/preview', { Region: 1 });
    expect(noRule.json()).toMatchObject({
      Outcome: 'approval',
      Notice: '本单需审批：部门负责人 买家2（超出本月预算 ¥999.50）',
    });
    const crossing = await order(ctx, c.tokens[1]!, productId, 21);
    expect(crossing.json()).toMatchObject({ Status: 5, Approval: { Steps: [{ Level: 1, Approver: '买家2' }] } });
    await api(ctx, c.tokens[1]!, 'POST', `/api/Approvals/${crossing.json().Id}/withdraw`);
    const fits = await order(ctx, c.tokens[1]!, productId, 1);
    expect(fits.json()).toMatchObject({ Status: 10, Approval: null, DepartmentId: buying });
    await api(ctx, c.tokens[1]!, 'POST', `/api/Orders/${fits.json().Id}/cancel`);
  });

  it('a user over their limit and a product category go to their approvers', async () => {
    await setUser(ctx, c, c.userIds[4]!, { Limits: { PerOrder: '1500', PerPeriod: null, Period: null } });
    await setRules(ctx, c, [
      { Condition: { Kind: 'limit' }, Steps: [{ Kind: 'approver', UserId: c.userIds[5] }] },
      { Condition: { Kind: 'category', CategoryId: categoryProduct.categoryId }, Steps: [{ Kind: 'finance' }] },
    ]);
    const over = await order(ctx, c.tokens[4]!, productId, 2);
    expect(over.json()).toMatchObject({ Status: 5, Approval: { Steps: [{ Approver: '买家5' }] } });
    const byName = await api(ctx, c.tokens[5]!, 'POST', `/api/Approvals/${over.json().Id}/approve`, {});
    expect(byName.json()).toMatchObject({ Status: 10 });
    const within = await order(ctx, c.tokens[4]!, productId, 1);
    expect(within.json()).toMatchObject({ Status: 10 });
    const category = await order(ctx, c.tokens[4]!, categoryProduct.id, 1);
    expect(category.json()).toMatchObject({ Status: 5, Approval: { Steps: [{ Approver: '财务' }] } });
    const rules = await api(ctx, c.admin, 'GET', '/api/Company/approval-rules');
    expect(rules.json().map((r: { Condition: { Kind: string } }) => r.Condition.Kind)).toEqual(['limit', 'category']);
  });

  it('demo company: purchaser@demo.cn ≥ ¥5,000 waits for approver@demo.cn; ≥ ¥50,000 also for finance@demo.cn', async () => {
    const purchaser = await tokenFor(ctx, 'purchaser@demo.cn');
    const approver = await tokenFor(ctx, 'approver@demo.cn');
    const finance = await tokenFor(ctx, 'finance@demo.cn');
    const small = (await order(ctx, purchaser, productId, 6)).json() as Detail;
    expect(small).toMatchObject({ Status: 5, Approval: { Steps: [{ Level: 1, Approver: '王强' }] } });
    const big = (await order(ctx, purchaser, productId, 60)).json() as Detail;
    expect(big.Approval?.Steps).toHaveLength(2);
    const inbox = (await api(ctx, approver, 'GET', '/api/Approvals?state=pending'))
      .json()
      .Items.map((i: { Id: number }) => i.Id);
    expect(inbox).toEqual(expect.arrayContaining([small.Id, big.Id]));
    expect((await api(ctx, approver, 'POST', `/api/Approvals/${big.Id}/approve`, {})).json()).toMatchObject({
      Status: 5,
    });
    expect((await api(ctx, finance, 'POST', `/api/Approvals/${big.Id}/approve`, {})).json()).toMatchObject({
      Status: 10,
    });
  });
});
