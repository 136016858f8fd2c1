/**
 * 财务's rights on invoices (sees every invoice of the company, requests invoices for any paid order of it; a
 * 采购员 only their own) and the spend report by department / category / month with its CSV and XLSX export
 * (管理员 and 财务; a 采购员 403; another company sees none of it).
 */
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import { orders } from '../../server/db/schema.js';
import { chinaParts } from '../../src/contract/dates.js';
import { OrderStatus } from '../../src/contract/enums.js';
import {
  api,
  type GovCompany,
  govCompany,
  newDepartment,
  onlineProducts,
  order,
  priceProduct,
  setUser,
} from './governance-fixtures.js';
import { describeEachDatabase, type TestContext } from './helpers/app.js';

describeEachDatabase('governance reports and 财务 rights', (getCtx) => {
  let ctx: TestContext;
  let c: GovCompany;
  let other: GovCompany;
  // users: 0 管理员, 1 buyer (采购部), 2 buyer (研发部), 3 财务
  let buying: number;
  let research: number;
  let productId: number;
  const ids: Record<'a' | 'b' | 'c', number> = { a: 0, b: 0, c: 0 };

  beforeAll(async () => {
    ctx = getCtx();
    c = await govCompany(ctx, 4, `govrep-${ctx.kind}`);
    other = await govCompany(ctx, 2, `govrep-other-${ctx.kind}`);
    const [p] = await onlineProducts(ctx, 1, 11);
    productId = p!.id;
    await priceProduct(ctx, productId, '250.00');
    buying = await newDepartment(ctx, c, { Name: '采购部', Budget: { Period: 'year', Amount: '100000' } });
    research = await newDepartment(ctx, c, { Name: '研发部' });
    await setUser(ctx, c, c.userIds[1]!, { DepartmentId: buying });
    await setUser(ctx, c, c.userIds[2]!, { DepartmentId: research });
    await setUser(ctx, c, c.userIds[3]!, { RoleNames: ['财务'] });
    ids.a = (await order(ctx, c.tokens[1]!, productId, 4)).json().Id; // ¥1,000 采购部, paid
    ids.b = (await order(ctx, c.tokens[2]!, productId, 2)).json().Id; // ¥500 研发部, paid
    ids.c = (await order(ctx, c.tokens[1]!, productId, 1)).json().Id; // ¥250 采购部, waiting for payment
    await ctx.db
      .update(orders)
      .set({ status: OrderStatus.Paid, paidAt: new Date() })
      .where(inArray(orders.id, [ids.a, ids.b]));
    await order(ctx, other.tokens[1]!, productId, 8);
  });

  it('财务 sees and invoices every paid order of the company; a 采购员 only their own', async () => {
    const finance = c.tokens[3]!;
    const invoiceable = (await api(ctx, finance, 'GET', '/api/Invoices/invoiceable-orders')).json() as Array<{
      Id: number;
    }>;
    expect(invoiceable.map((o) => o.Id).sort()).toEqual([ids.a, ids.b].sort());
    const buyers = (await api(ctx, c.tokens[2]!, 'GET', '/api/Invoices/invoiceable-orders')).json() as Array<{
      Id: number;
    }>;
    expect(buyers.map((o) => o.Id)).toEqual([ids.b]);

    const title = await api(ctx, c.admin, 'POST', '/api/Invoices/titles', {
      Type: 1,
      Name: '报表测试公司',
      TaxNumber: '91310115MA1K4EXK0F',
      IsDefault: true,
    });
    expect(title.statusCode).toBe(201);
    const address = await api(ctx, c.admin, 'POST', '/api/Invoices/addresses', {
      Recipient: '王工',
      Mobile: '13812345678',
      Province: '上海市',
      City: '上海市',
      District: '徐汇区',
      Detail: '漕溪北路 1 号',
      IsDefault: true,
    });
    // A 采购员 does not request invoices (管理员 and 财务 do): 403.
    const refused = await api(ctx, c.tokens[2]!, 'POST', '/api/Invoices', {
      OrderIds: [ids.a],
      TitleId: title.json().Id,
      AddressId: address.json().Id,
    });
    expect(refused.statusCode).toBe(403);
    const requested = await api(ctx, finance, 'POST', '/api/Invoices', {
      OrderIds: [ids.a, ids.b],
      TitleId: title.json().Id,
      AddressId: address.json().Id,
    });
    expect(requested.statusCode).toBe(201);
    const invoiceId = requested.json().Id as number;
    // Requested by 财务: the buyer of one of its orders sees it too; 财务 sees it in the company's history.
    const history = (await api(ctx, finance, 'GET', '/api/Invoices')).json() as { Items: Array<{ Id: number }> };
    expect(history.Items.map((i) => i.Id)).toContain(invoiceId);
    expect((await api(ctx, c.tokens[2]!, 'GET', `/api/Invoices/${invoiceId}`)).statusCode).toBe(200);
    expect((await api(ctx, other.admin, 'GET', `/api/Invoices/${invoiceId}`)).statusCode).toBe(404);
  });

  it('spend by department, category and month: Spent paid, Reserved waiting, exact totals', async () => {
    const byDepartment = await api(ctx, c.tokens[3]!, 'GET', '/api/Company/spend-report');
    expect(byDepartment.statusCode).toBe(200);
    const report = byDepartment.json();
    const p = chinaParts(new Date())!;
    expect(report).toMatchObject({ From: `${p.year}-01`, To: `${p.year}-${p.month}`, By: 'department' });
    expect(report.Rows).toEqual([
      { Key: String(buying), Name: '采购部', Orders: 2, Reserved: '250.00', Spent: '1000.00' },
      { Key: String(research), Name: '研发部', Orders: 1, Reserved: '0.00', Spent: '500.00' },
    ]);
    expect(report.Total).toEqual({ Orders: 3, Reserved: '250.00', Spent: '1500.00' });

    const byMonth = (await api(ctx, c.admin, 'GET', `/api/Company/spend-report?by=month`)).json();
    const current = byMonth.Rows.find((r: { Key: string }) => r.Key === `${p.year}-${p.month}`);
    expect(current).toEqual({
      Key: `${p.year}-${p.month}`,
      Name: `${p.year}-${p.month}`,
      Orders: 3,
      Reserved: '250.00',
      Spent: '1500.00',
    });
    expect(byMonth.Rows).toHaveLength(Number(p.month));

    const byCategory = (await api(ctx, c.admin, 'GET', '/api/Company/spend-report?by=category')).json();
    expect(byCategory.Rows).toHaveLength(1);
    expect(byCategory.Rows[0]).toMatchObject({ Orders: 3, Reserved: '250.00', Spent: '1500.00' });

    // A cancelled order no longer counts.
    await api(ctx, c.tokens[1]!, 'POST', `/api/Orders/${ids.c}/cancel`);
    const after = (await api(ctx, c.admin, 'GET', '/api/Company/spend-report')).json();
    expect(after.Total).toEqual({ Orders: 2, Reserved: '0.00', Spent: '1500.00' });
  });

  it('exports the report as CSV and XLSX; 采购员 403, another company sees only its own, bad ranges 400', async () => {
    const csv = await api(ctx, c.admin, 'GET', '/api/Company/spend-report/export?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(decodeURIComponent(String(csv.headers['content-disposition']))).toContain('采购支出-');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"部门","订单数","预占（元）","已支出（元）","合计（元）"');
    expect(lines).toContain('"采购部","1","0.00","1000.00","1000.00"');
    expect(lines.at(-1)).toBe('"合计","2","0.00","1500.00","1500.00"');

    const xlsx = await api(ctx, c.tokens[3]!, 'GET', '/api/Company/spend-report/export?format=xlsx&by=month');
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('采购支出')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('月份');

    expect((await api(ctx, c.tokens[1]!, 'GET', '/api/Company/spend-report')).statusCode).toBe(403);
    expect((await api(ctx, c.tokens[1]!, 'GET', '/api/Company/spend-report/export')).statusCode).toBe(403);
    const others = (await api(ctx, other.admin, 'GET', '/api/Company/spend-report')).json();
    expect(others.Total.Orders).toBe(1);
    expect(others.Rows).toEqual([{ Key: 'none', Name: '未分配部门', Orders: 1, Reserved: '2000.00', Spent: '0.00' }]);
    expect((await api(ctx, c.admin, 'GET', '/api/Company/spend-report?from=2026-12&to=2026-01')).statusCode).toBe(400);
    expect((await api(ctx, c.admin, 'GET', '/api/Company/spend-report?from=2026-13')).statusCode).toBe(400);
    expect((await api(ctx, c.admin, 'GET', '/api/Company/spend-report?from=2023-01&to=2026-01')).statusCode).toBe(400);
    const [row] = await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, ids.a));
    expect(row!.status).toBe(OrderStatus.Paid);
  });
});
