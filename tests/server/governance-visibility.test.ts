/**
 * Who sees and decides which orders, on both databases, along the department tree: the 负责人 of 采购部 sees
 * and approves the orders of its sub-department 采购一组 (inbox 待我审批, order list and detail, the department
 * filter, which takes the sub-departments in), whether or not 采购一组 has a 负责人 of its own. A 采购员 of the
 * same department cannot approve (403) nor read the order; the 审批人 of another department cannot (403);
 * another company learns nothing (404).
 */
import { beforeAll, expect, it } from 'vitest';
import { createBuyers } from './commerce-fixtures.js';
import {
  api,
  type GovCompany,
  govCompany,
  newDepartment,
  onlineProducts,
  order,
  priceProduct,
  setRules,
  setUser,
} from './governance-fixtures.js';
import { describeEachDatabase, type TestContext } from './helpers/app.js';

interface Detail {
  Id: number;
  Status: number;
  DepartmentId: number | null;
  Approval: { Status: string; Steps: Array<{ Level: number; Approver: string; Decision: string | null }> } | null;
}
type Listed = { Items: Array<{ Id: number }>; Total: number };

describeEachDatabase('approval visibility along the department tree', (getCtx) => {
  let ctx: TestContext;
  let c: GovCompany;
  let stranger: { tokens: string[] };
  // users: 0 管理员, 1 buyer of 采购一组, 2 负责人 of 采购部 (审批人), 3 审批人 负责人 of 研发部,
  // 4 采购员 of 采购部, 5 (later) 负责人 of 采购一组
  let parent: number;
  let child: number;
  let research: number;
  let productId: number;

  const inbox = async (token: string) =>
    ((await api(ctx, token, 'GET', '/api/Approvals?state=pending')).json() as Listed).Items.map((i) => i.Id);
  const listed = async (token: string, query = '') =>
    ((await api(ctx, token, 'GET', `/api/Orders?pageSize=50${query}`)).json() as Listed).Items.map((i) => i.Id);

  beforeAll(async () => {
    ctx = getCtx();
    c = await govCompany(ctx, 6, `gov-vis-${ctx.kind}`);
    stranger = await createBuyers(ctx, 1, `gov-vis-stranger-${ctx.kind}`);
    const [p] = await onlineProducts(ctx, 1, 13);
    productId = p!.id;
    await priceProduct(ctx, productId, '1000.00');
    parent = await newDepartment(ctx, c, { Name: '采购部', ManagerUserId: c.userIds[2] });
    child = await newDepartment(ctx, c, { Name: '采购一组', ParentId: parent });
    research = await newDepartment(ctx, c, { Name: '研发部', ManagerUserId: c.userIds[3] });
    await setUser(ctx, c, c.userIds[1]!, { DepartmentId: child });
    await setUser(ctx, c, c.userIds[2]!, { DepartmentId: parent, RoleNames: ['采购员', '审批人'] });
    await setUser(ctx, c, c.userIds[3]!, { DepartmentId: research, RoleNames: ['采购员', '审批人'] });
    await setUser(ctx, c, c.userIds[4]!, { DepartmentId: parent });
    await setUser(ctx, c, c.userIds[5]!, { DepartmentId: child });
    await setRules(ctx, c, [{ Condition: { Kind: 'total', Amount: '1000' }, Steps: [{ Kind: 'manager' }] }]);
  });

  it('the 负责人 of the parent department sees and approves a sub-department order; others are refused', async () => {
    const created = await order(ctx, c.tokens[1]!, productId, 2);
    expect(created.statusCode).toBe(201);
    const o = created.json() as Detail;
    expect(o).toMatchObject({
      Status: 5,
      DepartmentId: child,
      Approval: { Status: 'pending', Steps: [{ Level: 1, Approver: '买家2', Decision: null }] },
    });

    // The parent's 负责人: inbox, list, detail, and the department filter with or without the sub-department.
    expect(await inbox(c.tokens[2]!)).toContain(o.Id);
    expect(await listed(c.tokens[2]!)).toContain(o.Id);
    expect((await api(ctx, c.tokens[2]!, 'GET', `/api/Orders/${o.Id}`)).statusCode).toBe(200);
    expect(await listed(c.tokens[2]!, `&departmentId=${parent}&approval=pending`)).toContain(o.Id);
    expect(await listed(c.tokens[2]!, `&departmentId=${child}`)).toContain(o.Id);
    expect(await listed(c.tokens[2]!, `&departmentId=${research}`)).not.toContain(o.Id);
    expect(await listed(c.admin, `&departmentId=${parent}`)).toContain(o.Id);
    expect(await listed(c.admin, `&departmentId=${research}`)).not.toContain(o.Id);

    // A 采购员 of the same department: neither decides nor reads it.
    const buyer = await api(ctx, c.tokens[4]!, 'POST', `/api/Approvals/${o.Id}/approve`, {});
    expect(buyer.statusCode).toBe(403);
    expect(buyer.json().Error).toBe('您不是此订单当前级别的审批人');
    expect(await inbox(c.tokens[4]!)).toEqual([]);
    expect((await api(ctx, c.tokens[4]!, 'GET', `/api/Orders/${o.Id}`)).statusCode).toBe(404);
    expect(await listed(c.tokens[4]!)).not.toContain(o.Id);

    // The 审批人 and 负责人 of another department: refused, and it is not in their inbox or list.
    const other = await api(ctx, c.tokens[3]!, 'POST', `/api/Approvals/${o.Id}/reject`, { Comment: '不行' });
    expect(other.statusCode).toBe(403);
    expect(await inbox(c.tokens[3]!)).not.toContain(o.Id);
    expect(await listed(c.tokens[3]!)).not.toContain(o.Id);
    expect((await api(ctx, c.tokens[3]!, 'GET', `/api/Orders/${o.Id}`)).statusCode).toBe(404);

    // Another company: 404 everywhere, whatever its rights at home.
    const s = stranger.tokens[0]!;
    expect((await api(ctx, s, 'POST', `/api/Approvals/${o.Id}/approve`, {})).statusCode).toBe(404);
    expect((await api(ctx, s, 'POST', `/api/Approvals/${o.Id}/reject`, {})).statusCode).toBe(404);
    expect((await api(ctx, s, 'POST', `/api/Approvals/${o.Id}/withdraw`)).statusCode).toBe(404);
    expect((await api(ctx, s, 'GET', `/api/Orders/${o.Id}`)).statusCode).toBe(404);
    expect(await inbox(s)).toEqual([]);

    const approved = await api(ctx, c.tokens[2]!, 'POST', `/api/Approvals/${o.Id}/approve`, { Comment: '同意' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ Status: 10, Approval: { Status: 'approved' } });
    expect(await inbox(c.tokens[2]!)).not.toContain(o.Id);
    expect(await listed(c.tokens[2]!, `&departmentId=${parent}&approval=approved`)).toContain(o.Id);
    await api(ctx, c.tokens[1]!, 'POST', `/api/Orders/${o.Id}/cancel`);
  });

  it('with a 负责人 of its own, the sub-department order waits for them, and the parent 负责人 may decide it too', async () => {
    const res = await api(ctx, c.admin, 'PUT', `/api/Company/departments/${child}`, {
      Name: '采购一组',
      ParentId: parent,
      ManagerUserId: c.userIds[5],
    });
    expect(res.statusCode).toBe(200);
    const first = (await order(ctx, c.tokens[1]!, productId, 1)).json() as Detail;
    const second = (await order(ctx, c.tokens[1]!, productId, 1)).json() as Detail;
    expect(first.Approval?.Steps[0]?.Approver).toBe('买家5');
    for (const token of [c.tokens[5]!, c.tokens[2]!]) {
      expect(await inbox(token)).toEqual(expect.arrayContaining([first.Id, second.Id]));
    }
    // The sub-department's 负责人 sees its orders, not the parent department's own.
    const parentOwn = (await order(ctx, c.tokens[4]!, productId, 1)).json() as Detail;
    expect(parentOwn).toMatchObject({ Status: 5, DepartmentId: parent });
    expect(await inbox(c.tokens[5]!)).not.toContain(parentOwn.Id);
    expect(await listed(c.tokens[5]!)).not.toContain(parentOwn.Id);
    expect(await inbox(c.tokens[2]!)).toContain(parentOwn.Id);
    expect((await api(ctx, c.tokens[5]!, 'POST', `/api/Approvals/${parentOwn.Id}/approve`, {})).statusCode).toBe(403);

    expect((await api(ctx, c.tokens[2]!, 'POST', `/api/Approvals/${first.Id}/approve`, {})).json()).toMatchObject({
      Status: 10,
    });
    expect(
      (await api(ctx, c.tokens[5]!, 'POST', `/api/Approvals/${second.Id}/reject`, { Comment: '重复' })).json(),
    ).toMatchObject({ Status: 95 });
    // Decided by one, gone from both inboxes.
    for (const token of [c.tokens[5]!, c.tokens[2]!]) {
      expect(await inbox(token)).not.toEqual(expect.arrayContaining([first.Id]));
      expect(await inbox(token)).not.toContain(second.Id);
    }
    await api(ctx, c.tokens[4]!, 'POST', `/api/Approvals/${parentOwn.Id}/withdraw`);
  });
});
