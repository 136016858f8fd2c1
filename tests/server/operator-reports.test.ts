/**
 * 经营报表: paid orders by day/week/month and by company, product, category, brand and region, with the previous
 * period; new companies and their first orders; inquiry → quote → order conversion; the CSV/XLSX export; the roles.
 * Every figure is checked against the orders it covers, summed here in JS from the rows themselves (China days by
 * the dates module), on both databases. The fixture's orders are paid in 2031 (no demo data there) at China-midnight
 * edges, so the exact figures are known too.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import { companies, consultations, orderItems, orders, products, quotes } from '../../server/db/schema.js';
import { Dec } from '../../server/services/money.js';
import { formatDate } from '../../src/contract/dates.js';
import type { SalesReport } from '../../src/contract/operator-reports.js';
import { auth, createBuyers, orderFromCart, rows, tokenFor } from './commerce-fixtures.js';
import { describeEachDatabase, type TestContext } from './helpers/app.js';

async function opToken(ctx: TestContext, email = 'ops@demo.cn'): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Operator/login',
    payload: { Email: email, Password: 'Demo@123456' },
  });
  return res.json().token as string;
}

/** The period of the fixture: 7 China days; the previous is 2031-02-22 … 2031-02-28. */
const FROM = '2031-03-01';
const TO = '2031-03-07';

describeEachDatabase('operator reports', (getCtx) => {
  let ops: string;
  const ids: number[] = [];
  let companyA: number;
  let companyB: number;
  const get = async <T>(url: string, token = ops): Promise<T> => {
    const res = await getCtx().app.inject({ method: 'GET', url, headers: auth(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const sales = (by: string, from = FROM, to = TO) =>
    get<SalesReport>(`/api/Operator/reports/sales?by=${by}&from=${from}&to=${to}`);

  beforeAll(async () => {
    const ctx = getCtx();
    ops = await opToken(ctx);
    const buyer = await tokenFor(ctx, 'buyer@demo.cn');
    const a = await createBuyers(ctx, 1, `rep-a-${ctx.kind}`);
    const b = await createBuyers(ctx, 1, `rep-b-${ctx.kind}`);
    companyA = a.companyId;
    companyB = b.companyId;
    const placed = [
      await orderFromCart(ctx, a.tokens[0]!, [
        [25, 2],
        [26, 1],
      ]),
      await orderFromCart(ctx, a.tokens[0]!, [[25, 1]]),
      await orderFromCart(ctx, b.tokens[0]!, [[5, 3]], { region: 2 }),
      await orderFromCart(ctx, b.tokens[0]!, [[26, 1]]),
      await orderFromCart(ctx, buyer, [[5, 1]]),
      await orderFromCart(ctx, buyer, [[25, 1]]),
    ];
    for (const res of placed) {
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().Id as number);
    }
    // Paid at the edges of China days (UTC+8): 2031-03-01 00:00, 03-01 23:59:59, 03-07 23:59:59.999, and in
    // the previous period 02-28 23:59:59; the fifth on 03-08 00:00 (outside both); the sixth is never paid.
    const paidAt = [
      '2031-02-28T16:00:00.000Z',
      '2031-03-01T15:59:59.000Z',
      '2031-03-07T15:59:59.999Z',
      '2031-02-28T15:59:59.000Z',
      '2031-03-07T16:00:00.000Z',
    ];
    for (const [i, at] of paidAt.entries()) {
      await ctx.db
        .update(orders)
        .set({ paidAt: new Date(at), status: 30 })
        .where(eq(orders.id, ids[i]!));
    }
    // Both fixture companies registered in the period; A's first order is its first above.
    await ctx.db
      .update(companies)
      .set({ createdAt: new Date('2031-03-02T04:00:00Z') })
      .where(inArray(companies.id, [companyA, companyB]));
    await ctx.db
      .update(orders)
      .set({ createdAt: new Date('2031-03-03T04:00:00Z') })
      .where(eq(orders.id, ids[0]!));
    await ctx.db
      .update(orders)
      .set({ createdAt: new Date('2031-03-04T04:00:00Z') })
      .where(eq(orders.id, ids[1]!));
  });

  it('sums paid orders by China day, with the previous period laid beside, and equals the orders', async () => {
    const r = await sales('day');
    expect(r).toMatchObject({ From: FROM, To: TO, PreviousFrom: '2031-02-22', PreviousTo: '2031-02-28', By: 'day' });
    expect(r.Rows.map((row) => row.Key)).toEqual([1, 2, 3, 4, 5, 6, 7].map((d) => `2031-03-0${d}`));
    const fixture = await getCtx()
      .db.select({ id: orders.id, total: orders.totalAmount })
      .from(orders)
      .where(inArray(orders.id, ids));
    const total = (n: number) => fixture.find((o) => o.id === ids[n])!.total;
    expect(r.Rows[0]).toMatchObject({
      Label: '03-01',
      Orders: 2,
      Amount: new Dec(total(0)).plus(total(1)).toFixed(2),
      PreviousOrders: 0,
    });
    expect(r.Rows[6]).toMatchObject({ Orders: 1, Amount: total(2), PreviousOrders: 1, PreviousAmount: total(3) });
    expect(r.Total).toEqual({ Orders: 3, Amount: new Dec(total(0)).plus(total(1)).plus(total(2)).toFixed(2) });
    expect(r.Previous).toEqual({ Orders: 1, Amount: total(3) });
    const sum = (key: 'Amount' | 'PreviousAmount') =>
      r.Rows.reduce((s, row) => s.plus(row[key]), new Dec(0)).toFixed(2);
    expect(sum('Amount')).toBe(r.Total.Amount);
    expect(sum('PreviousAmount')).toBe(r.Previous.Amount);
  });

  it('groups by week (from Monday) and month, every bucket equal to its days', async () => {
    const week = await sales('week', '2031-02-24', '2031-03-09');
    // 2031-02-24 is a Monday: two weeks.
    expect(week.Rows.map((row) => row.Key)).toEqual(['2031-02-24', '2031-03-03']);
    const days = await sales('day', '2031-02-24', '2031-03-09');
    const inWeek = (start: string) =>
      days.Rows.filter((row) => row.Key >= start && row.Key < (start === '2031-02-24' ? '2031-03-03' : '2031-03-10'));
    for (const w of week.Rows) {
      const ds = inWeek(w.Key);
      expect(w.Orders).toBe(ds.reduce((n, d) => n + d.Orders, 0));
      expect(w.Amount).toBe(ds.reduce((s, d) => s.plus(d.Amount), new Dec(0)).toFixed(2));
    }
    expect(week.Rows[0]!.Orders).toBe(3); // 02-28 23:59:59, 03-01 00:00, 03-01 23:59:59
    const month = await sales('month', '2031-02-01', '2031-03-31');
    expect(month.Rows.map((row) => [row.Key, row.Orders])).toEqual([
      ['2031-02', 1],
      ['2031-03', 4],
    ]);
  });

  it('breaks the period down by company, region, product, category and brand, summing to the lines', async () => {
    const ctx = getCtx();
    const paidIds = ids.slice(0, 3);
    const lines = await ctx.db
      .select({
        orderId: orderItems.orderId,
        productId: orderItems.productId,
        quantity: orderItems.quantity,
        subtotal: orderItems.subtotal,
        brandId: products.brandId,
        categoryId: products.categoryId,
      })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(inArray(orderItems.orderId, paidIds));
    const byCompany = await sales('company');
    expect(byCompany.Rows.map((row) => row.Key).sort()).toEqual([String(companyA), String(companyB)].sort());
    expect(byCompany.Rows.find((row) => row.Key === String(companyA))).toMatchObject({ Orders: 2, Quantity: null });
    expect(byCompany.Rows.find((row) => row.Key === String(companyB))).toMatchObject({
      Orders: 1,
      PreviousOrders: 1,
      Label: `rep-b-${ctx.kind} 测试公司`,
    });
    const byRegion = await sales('region');
    expect(byRegion.Rows.find((row) => row.Key === '2')).toMatchObject({ Orders: 1 });
    for (const [by, keyOf] of [
      ['product', (l: (typeof lines)[number]) => l.productId],
      ['category', (l: (typeof lines)[number]) => l.categoryId],
      ['brand', (l: (typeof lines)[number]) => l.brandId],
    ] as const) {
      const r = await sales(by);
      const expected = new Map<string, { amount: Dec; quantity: number; orders: Set<number> }>();
      for (const l of lines) {
        const k = String(keyOf(l));
        const e = expected.get(k) ?? { amount: new Dec(0), quantity: 0, orders: new Set<number>() };
        e.amount = e.amount.plus(l.subtotal);
        e.quantity += l.quantity;
        e.orders.add(l.orderId);
        expected.set(k, e);
      }
      const current = r.Rows.filter((row) => row.Orders > 0);
      expect(current.map((row) => row.Key).sort(), by).toEqual([...expected.keys()].sort());
      for (const row of current) {
        const e = expected.get(row.Key)!;
        expect([row.Amount, row.Quantity, row.Orders], `${by} ${row.Key}`).toEqual([
          e.amount.toFixed(2),
          e.quantity,
          e.orders.size,
        ]);
      }
      // Largest amount first.
      const amounts = current.map((row) => Number(row.Amount));
      expect([...amounts].sort((x, y) => y - x)).toEqual(amounts);
    }
  });

  it('equals the orders over the default period too (the last 30 China days, demo data included)', async () => {
    const ctx = getCtx();
    const r = await get<SalesReport>('/api/Operator/reports/sales');
    const today = formatDate(ctx.app.now());
    expect(r.To).toBe(today);
    expect(r.Rows).toHaveLength(30);
    const paid = await ctx.db
      .select({ paidAt: orders.paidAt, total: orders.totalAmount })
      .from(orders)
      .where(sql`${orders.paidAt} is not null`);
    const expected = new Map<string, { n: number; amount: Dec }>();
    for (const o of paid) {
      const day = formatDate(o.paidAt!);
      const e = expected.get(day) ?? { n: 0, amount: new Dec(0) };
      e.n += 1;
      e.amount = e.amount.plus(o.total);
      expected.set(day, e);
    }
    for (const row of r.Rows) {
      const e = expected.get(row.Key);
      expect([row.Key, row.Orders, row.Amount]).toEqual([row.Key, e?.n ?? 0, (e?.amount ?? new Dec(0)).toFixed(2)]);
    }
  });

  it('counts new companies and their first orders, with the previous period', async () => {
    const r = await get<{
      NewCompanies: number;
      NewCompaniesOrdered: number;
      FirstOrders: number;
      Previous: { NewCompanies: number };
      Rows: { CompanyId: number; FirstOrderId: number | null; FirstOrderNo: string | null }[];
    }>(`/api/Operator/reports/companies?from=${FROM}&to=${TO}`);
    expect(r.NewCompanies).toBe(2);
    expect(r.NewCompaniesOrdered).toBe(2);
    expect(r.Previous.NewCompanies).toBe(0);
    expect(r.FirstOrders).toBe(1); // A's first order, placed 03-03 (B's were placed today)
    expect(r.Rows.find((row) => row.CompanyId === companyA)?.FirstOrderId).toBe(ids[0]);
  });

  it('follows inquiries to quotes and orders', async () => {
    const ctx = getCtx();
    const [op] = await rows<{ id: number }>(ctx.db, sql`select id from operators order by id limit 1`);
    const [user] = await rows<{ id: number; company_id: number }>(
      ctx.db,
      sql`select id, company_id from users where email = 'buyer@demo.cn'`,
    );
    const made = await ctx.db
      .insert(consultations)
      .values(
        [0, 1, 2].map((i) => ({
          productId: 25,
          userId: user!.id,
          contactName: '张三',
          mobile: '13800000000',
          companyName: '测试',
          quantity: 1,
          requirement: `r${i}`,
          createdAt: new Date('2031-03-05T02:00:00Z'),
        })),
      )
      .returning({ id: consultations.id });
    const quoted = await ctx.db
      .insert(quotes)
      .values(
        made.slice(0, 2).map((c) => ({
          consultationId: c.id,
          companyId: Number(user!.company_id),
          userId: user!.id,
          regionId: 1,
          status: 20,
          totalAmount: '100.00',
          validUntil: '2031-03-20',
          operatorId: Number(op!.id),
        })),
      )
      .returning({ id: quotes.id });
    await ctx.db.update(orders).set({ quoteId: quoted[0]!.id }).where(eq(orders.id, ids[5]!));
    const r = await get<Record<string, unknown>>(`/api/Operator/reports/conversion?from=${FROM}&to=${TO}`);
    expect(r).toMatchObject({ Inquiries: 3, Quoted: 2, Ordered: 1, QuoteRate: '66.7', OrderRate: '50.0' });
    expect(r.Previous).toEqual({ Inquiries: 0, Quoted: 0, Ordered: 0, QuoteRate: '0.0', OrderRate: '0.0' });
  });

  it('exports each report as CSV and XLSX with the figures the screen shows', async () => {
    const ctx = getCtx();
    const r = await sales('day');
    const csv = await ctx.app.inject({
      method: 'GET',
      url: `/api/Operator/reports/export?report=sales&by=day&from=${FROM}&to=${TO}`,
      headers: auth(ops),
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`report-sales-day-${FROM}-${TO}.csv`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"日期","付款订单数","付款金额","上期订单数","上期金额"');
    expect(lines[1]).toBe(`"2031-03-01","2","${r.Rows[0]!.Amount}","0","0.00"`);
    expect(lines.at(-1)).toBe(`"合计","3","${r.Total.Amount}","1","${r.Previous.Amount}"`);
    const xlsx = await ctx.app.inject({
      method: 'GET',
      url: `/api/Operator/reports/export?report=conversion&from=${FROM}&to=${TO}&format=xlsx`,
      headers: auth(ops),
    });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('询价转化');
    expect(sheet.getRow(2).values).toEqual([undefined, '询价数', 3, 0]);
  });

  it('refuses bad periods with 400 and other roles with 403', async () => {
    const ctx = getCtx();
    const call = async (url: string, token = ops) =>
      ctx.app.inject({ method: 'GET', url, headers: auth(token) }).then((res) => [res.statusCode, res.json()]);
    expect(await call('/api/Operator/reports/sales?from=2031-03-08&to=2031-03-01')).toEqual([
      400,
      { Error: '开始日期不能晚于结束日期', Field: 'from' },
    ]);
    expect((await call('/api/Operator/reports/sales?from=2031-02-30'))[0]).toBe(400);
    expect((await call('/api/Operator/reports/sales?from=2029-01-01&to=2031-01-01'))[0]).toBe(400);
    expect((await call('/api/Operator/reports/sales?by=year'))[0]).toBe(400);
    const warehouse = await opToken(ctx, 'warehouse@demo.cn');
    expect((await call('/api/Operator/reports/sales', warehouse))[0]).toBe(403);
    const finance = await opToken(ctx, 'finance-ops@demo.cn');
    expect((await call('/api/Operator/reports/sales', finance))[0]).toBe(200);
  });
});
