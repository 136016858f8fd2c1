/**
 * 订单管理: the operator's list of every company's orders with each filter and search, the order's whole story
 * (lines with shipped quantities, parcels with tracking links, payments, audit), the CSV/XLSX export of the same
 * filter, and the export of 100,000 orders read page by page (never all in memory).
 */
import { count, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client.js';
import { orders, users } from '../../server/db/schema.js';
import { EXPORT_BATCH, orderExportRows } from '../../server/services/operator/orders.js';
import { type Cell, tableStream } from '../../server/services/table-export.js';
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

interface Listed {
  Items: { Id: number; OrderNo: string; CompanyName: string; PaymentMethods: string[]; StatusName: string }[];
  Total: number;
}

describeEachDatabase('operator orders', (getCtx) => {
  let ops: string;
  let warehouse: string;
  let a: { Id: number; OrderNo: string; RemittanceCode: string; TotalAmount: string };
  let b: { Id: number; OrderNo: string; RemittanceCode: string; TotalAmount: string };
  let companyB: number;
  const label = () => `oo-${getCtx().kind}`;
  const list = async (query: string, token = ops): Promise<Listed> => {
    const res = await getCtx().app.inject({
      method: 'GET',
      url: `/api/Operator/orders?${query}`,
      headers: auth(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Listed;
  };
  const ids = async (query: string) => (await list(`pageSize=100&${query}`)).Items.map((o) => o.Id).sort();

  beforeAll(async () => {
    const ctx = getCtx();
    ops = await opToken(ctx);
    warehouse = await opToken(ctx, 'warehouse@demo.cn');
    const buyer = await tokenFor(ctx, 'buyer@demo.cn');
    a = (
      await orderFromCart(
        ctx,
        buyer,
        [
          [25, 2],
          [26, 1],
        ],
        { body: { Note: '请工作日送达', PurchaseOrderNo: 'PO-7788' } },
      )
    ).json();
    const other = await createBuyers(ctx, 1, label());
    companyB = other.companyId;
    b = (await orderFromCart(ctx, other.tokens[0]!, [[5, 1]], { region: 2 })).json();
    // Order a is paid by transfer and one line shipped by the warehouse.
    const paid = await ctx.app.inject({
      method: 'POST',
      url: '/api/Operator/transfers/confirm',
      headers: auth(ops),
      payload: { RemittanceCode: a.RemittanceCode, Amount: a.TotalAmount, BankRef: `${label()}-bank` },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const detail = (
      await ctx.app.inject({ method: 'GET', url: `/api/Operator/orders/${a.Id}`, headers: auth(warehouse) })
    ).json();
    const ship = await ctx.app.inject({
      method: 'POST',
      url: `/api/Operator/orders/${a.Id}/ship`,
      headers: auth(warehouse),
      payload: {
        Carrier: '顺丰速运',
        TrackingNo: 'SF1234567890123',
        Lines: [{ OrderItemId: detail.Items[0].Id, Quantity: 1 }],
      },
    });
    expect(ship.statusCode, ship.body).toBe(200);
  });

  it('searches by order number, remittance code, tracking number and product model', async () => {
    expect(await ids(`keyword=${a.OrderNo}`)).toEqual([a.Id]);
    expect(await ids(`keyword=${b.RemittanceCode.toLowerCase()}`)).toEqual([b.Id]);
    expect(await ids('keyword=SF1234567890123')).toEqual([a.Id]);
    const [model] = await rows<{ model: string }>(
      getCtx().db,
      sql`select model from order_items where order_id = ${b.Id} and model <> '' limit 1`,
    );
    expect(model?.model).toBeTruthy();
    expect(await ids(`keyword=${encodeURIComponent(model!.model)}`)).toContain(b.Id);
    expect(await ids('keyword=无此订单zz')).toEqual([]);
  });

  it('filters by company, buyer, status, payment method, region and amount', async () => {
    expect(await ids(`companyId=${companyB}`)).toEqual([b.Id]);
    expect(await ids(`buyer=${label()}-0`)).toEqual([b.Id]);
    const paid = await list('status=30&pageSize=100');
    expect(paid.Items.map((o) => o.Id)).toContain(a.Id);
    expect(paid.Items.map((o) => o.Id)).not.toContain(b.Id);
    expect(paid.Items.find((o) => o.Id === a.Id)).toMatchObject({
      StatusName: '部分发货',
      PaymentMethods: ['bank-transfer'],
    });
    expect(await ids(`paymentMethod=bank-transfer&companyId=${companyB}`)).toEqual([]);
    expect((await ids('paymentMethod=bank-transfer')).includes(a.Id)).toBe(true);
    expect(await ids(`region=2&companyId=${companyB}`)).toEqual([b.Id]);
    expect(await ids(`region=1&companyId=${companyB}`)).toEqual([]);
    // Inclusive bounds on exact decimals.
    expect(await ids(`keyword=${a.OrderNo}&minAmount=${a.TotalAmount}&maxAmount=${a.TotalAmount}`)).toEqual([a.Id]);
    const above = (Number(a.TotalAmount) + 0.01).toFixed(2);
    expect(await ids(`keyword=${a.OrderNo}&minAmount=${above}`)).toEqual([]);
    const bad = await getCtx().app.inject({
      method: 'GET',
      url: '/api/Operator/orders?minAmount=10&maxAmount=9',
      headers: auth(ops),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ Error: '最低金额不能高于最高金额', Field: 'minAmount' });
    expect(
      (await getCtx().app.inject({ method: 'GET', url: '/api/Operator/orders?minAmount=abc', headers: auth(ops) }))
        .statusCode,
    ).toBe(400);
  });

  it('reads the date range as China-time days', async () => {
    // 23:30 on 1 March in Beijing is still 1 March; 00:10 on 2 March is not, though both are 1 March in UTC.
    await getCtx()
      .db.update(orders)
      .set({ createdAt: new Date('2026-03-01T23:30:00+08:00') })
      .where(eq(orders.id, a.Id));
    await getCtx()
      .db.update(orders)
      .set({ createdAt: new Date('2026-03-02T00:10:00+08:00') })
      .where(eq(orders.id, b.Id));
    expect(await ids('from=2026-03-01&to=2026-03-01')).toEqual([a.Id]);
    expect(await ids('from=2026-03-02&to=2026-03-02')).toEqual([b.Id]);
    const reversed = await getCtx().app.inject({
      method: 'GET',
      url: '/api/Operator/orders?from=2026-03-02&to=2026-03-01',
      headers: auth(ops),
    });
    expect(reversed.json()).toMatchObject({ Field: 'from' });
  });

  it("shows an order's whole story", async () => {
    const res = await getCtx().app.inject({
      method: 'GET',
      url: `/api/Operator/orders/${a.Id}`,
      headers: auth(warehouse),
    });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({
      OrderNo: a.OrderNo,
      StatusName: '部分发货',
      Note: '请工作日送达',
      PurchaseOrderNo: 'PO-7788',
      Buyer: { Email: 'buyer@demo.cn' },
      Payments: [{ Method: 'bank-transfer', MethodName: '对公转账', Amount: a.TotalAmount }],
      Parcels: [
        {
          Carrier: '顺丰速运',
          TrackingNo: 'SF1234567890123',
          TrackingUrl: expect.stringContaining('SF1234567890123'),
          Items: [{ Quantity: 1 }],
        },
      ],
    });
    expect(d.Items.map((i: { Quantity: number; ShippedQuantity: number }) => [i.Quantity, i.ShippedQuantity])).toEqual([
      [2, 1],
      [1, 0],
    ]);
    expect(d.Audit.map((e: { Action: string }) => e.Action)).toEqual(['payment.confirm-transfer', 'order.ship']);
    expect(d.Audit[1]).toMatchObject({ OperatorName: '仓储小吴' });
    expect(d.Timeline.length).toBeGreaterThanOrEqual(3);
    expect(
      (await getCtx().app.inject({ method: 'GET', url: '/api/Operator/orders/999999', headers: auth(ops) })).statusCode,
    ).toBe(404);
  });

  it('checks the tracking number against the carrier, and the buyer sees each parcel with its link', async () => {
    const ship = (payload: object) =>
      getCtx().app.inject({
        method: 'POST',
        url: `/api/Operator/orders/${a.Id}/ship`,
        headers: auth(warehouse),
        payload,
      });
    const wrong = await ship({ Carrier: '顺丰速运', TrackingNo: 'YT1234567890123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ Error: '顺丰速运的运单号格式不正确（例如 SF1234567890123）', Field: 'TrackingNo' });
    expect((await ship({ Carrier: '其他', TrackingNo: 'X-12345' })).json()).toMatchObject({ Field: 'Carrier' });
    // The rest goes by another carrier, named: the order is fully shipped.
    const rest = await ship({ Carrier: '安能物流', TrackingNo: 'AN-20260301' });
    expect(rest.statusCode, rest.body).toBe(200);
    const buyer = await tokenFor(getCtx(), 'buyer@demo.cn');
    const detail = (
      await getCtx().app.inject({ method: 'GET', url: `/api/Orders/${a.Id}`, headers: auth(buyer) })
    ).json();
    expect(detail.Parcels).toEqual([
      expect.objectContaining({
        Carrier: '顺丰速运',
        TrackingNo: 'SF1234567890123',
        TrackingUrl: 'https://www.kuaidi100.com/chaxun?com=shunfeng&nu=SF1234567890123',
        Items: [expect.objectContaining({ Quantity: 1 })],
      }),
      expect.objectContaining({ Carrier: '安能物流', TrackingUrl: null, Items: expect.any(Array) }),
    ]);
    expect(detail.Parcels[1].Items.map((i: { Quantity: number }) => i.Quantity)).toEqual([1, 1]);
    const notes = detail.Timeline.map((t: { Note: string }) => t.Note);
    expect(notes).toContain(`部分发货：顺丰速运 SF1234567890123，${detail.Items[0].Name} ×1`);
  });

  it('exports the filtered list as CSV and XLSX', async () => {
    const csv = await getCtx().app.inject({
      method: 'GET',
      url: `/api/Operator/orders/export?companyId=${companyB}`,
      headers: auth(ops),
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="orders-/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('"订单号"');
    expect(lines[1]).toContain(`"${b.OrderNo}"`);
    expect(lines[1]).toContain(`"${label()} 测试公司"`);
    const xlsx = await getCtx().app.inject({
      method: 'GET',
      url: `/api/Operator/orders/export?format=xlsx&keyword=${a.OrderNo}`,
      headers: auth(ops),
    });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe(a.OrderNo);
    // The warehouse may find and read orders but not export them.
    expect(
      (await getCtx().app.inject({ method: 'GET', url: '/api/Operator/orders/export', headers: auth(warehouse) }))
        .statusCode,
    ).toBe(403);
  });

  describe('100,000 orders', () => {
    const N = 100_000;
    let companyId: number;
    beforeAll(async () => {
      const ctx = getCtx();
      const many = await createBuyers(ctx, 1, `${label()}-bulk`);
      companyId = many.companyId;
      const [buyer] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, many.userIds[0]!));
      await ctx.db.execute(sql`
        insert into orders (order_no, company_id, user_id, region_id, status, total_amount, remittance_code, pay_before, created_at)
        select 'BULK' || g, ${companyId}, ${buyer!.id}, 1, 30, ((g % 1000) || '.50')::numeric, 'B' || lpad(g::text, 9, '0'),
               now(), timestamptz '2025-01-01 00:00+08' + g * interval '1 minute'
        from generate_series(1, ${N}) g`);
      const [n] = await ctx.db.select({ n: count() }).from(orders).where(eq(orders.companyId, companyId));
      expect(Number(n!.n)).toBe(N);
    }, 120_000);

    it('streams them page by page: the first bytes leave after one page is read, and every row arrives once', async () => {
      let selects = 0;
      const db = getCtx().db;
      const counting = new Proxy(db, {
        get(target, prop) {
          if (prop === 'select') selects++;
          const value = Reflect.get(target, prop);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      }) as Db;
      // Rows taken from the database so far: the stream may read only a little ahead of what it has written.
      let pulled = 0;
      let ahead = 0;
      async function* counted(source: AsyncIterable<Cell[]>) {
        for await (const row of source) {
          pulled++;
          yield row;
        }
      }
      const stream = tableStream('csv', {
        sheet: 's',
        header: ['订单号'],
        rows: counted(orderExportRows(counting, { companyId })),
      });
      const chunks = stream[Symbol.asyncIterator]();
      const first = await chunks.next();
      expect(first.done).toBe(false);
      // Lazy: the first 64 KB left after one or two pages, not after reading all 100 pages.
      expect(selects).toBeLessThanOrEqual(2);
      const heapStart = process.memoryUsage().heapUsed;
      let peak = 0;
      let rows = -1; // the header line is not a row
      let tail = '';
      const seen = new Set<string>();
      for (let chunk: IteratorResult<unknown> = first; !chunk.done; chunk = await chunks.next()) {
        const parts = (tail + String(chunk.value)).split('\r\n');
        tail = parts.pop()!;
        rows += parts.length;
        for (const p of parts) seen.add(p);
        ahead = Math.max(ahead, pulled - rows);
        peak = Math.max(peak, process.memoryUsage().heapUsed - heapStart);
      }
      expect(rows).toBe(N);
      // Every order exactly once (the header line aside), in the pages of EXPORT_BATCH rows (+ the empty last read).
      expect(seen.size).toBe(N + 1);
      expect(selects).toBe(Math.ceil(N / EXPORT_BATCH) + 1);
      // Bounded: never more than about two pages read and not yet written, whatever the total (the stream pulls).
      expect(ahead).toBeLessThanOrEqual(3 * EXPORT_BATCH);
      // Far below what 100,000 rows held at once would take (each row object is several hundred bytes).
      expect(peak).toBeLessThan(256 * 1024 * 1024);
    }, 300_000);
  });
});
