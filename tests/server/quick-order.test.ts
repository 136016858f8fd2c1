/**
 * 快速下单: lines of model numbers and quantities resolve to rows a buyer can fix, and a confirm adds every valid
 * row to the region's cart in one go — by JSON lines and by an uploaded CSV/XLSX file.
 */

import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { normaliseModel } from '../../src/contract/model-number.js';
import type { QuickOrderResult, QuickOrderRow } from '../../src/contract/quick-order.js';
import { type BuyProducts, buyProducts } from './buy-fixtures.js';
import { auth, createBuyers, rows } from './commerce-fixtures.js';
import { describeEachDatabase } from './helpers/app.js';

/** GB18030 bytes of a text, built from the decoder itself (Node has no GB18030 encoder; the test needs no library). */
function gb18030(text: string): Buffer {
  const decoder = new TextDecoder('gb18030');
  const table = new Map<string, number[]>();
  for (let hi = 0x81; hi <= 0xfe; hi++)
    for (let lo = 0x40; lo <= 0xfe; lo++) {
      if (lo === 0x7f) continue;
      const ch = decoder.decode(new Uint8Array([hi, lo]));
      if (ch.length === 1 && !table.has(ch)) table.set(ch, [hi, lo]);
    }
  const bytes: number[] = [];
  for (const ch of text) {
    if (ch.charCodeAt(0) < 0x80) bytes.push(ch.charCodeAt(0));
    else {
      const code = table.get(ch);
      if (!code) throw new Error(`no GB18030 code for ${ch}`);
      bytes.push(...code);
    }
  }
  return Buffer.from(bytes);
}

describeEachDatabase('quick order', (ctx) => {
  let p: BuyProducts;
  let seq = 0;
  beforeAll(async () => {
    p = await buyProducts(ctx());
  });
  /** A buyer of a fresh company, so every test starts from an empty cart. */
  const newBuyer = async () => (await createBuyers(ctx(), 1, `qo${++seq}`)).tokens[0]!;
  const quick = (token: string, payload: object) =>
    ctx().app.inject({ method: 'POST', url: '/api/ShoppingCarts/quick-order', headers: auth(token), payload });
  const upload = (token: string, body: Buffer | string, type: string, query = 'region=1') =>
    ctx().app.inject({
      method: 'POST',
      url: `/api/ShoppingCarts/quick-order/file?${query}`,
      headers: { ...auth(token), 'content-type': type },
      payload: body,
    });
  const cartOf = async (token: string, region = 1) =>
    (
      (
        await ctx().app.inject({
          method: 'GET',
          url: `/api/ShoppingCarts/items?region=${region}`,
          headers: auth(token),
        })
      ).json() as { Items: { ProductId: number; Quantity: number }[] }
    ).Items.map((l) => [l.ProductId, l.Quantity]);

  it('stores the same model key in SQL as normaliseModel computes', async () => {
    const samples = ['AD-H100', 'ad h100', 'ＡＤ－Ｈ１００', 'x_y.z', 'M6×20', 'AB‐12—3', 'a\tb', 'Ｑ　1'];
    for (const model of samples) {
      const [row] = await rows<{ model_key: string }>(
        ctx().db,
        sql`update products set model = ${model} where id = ${p.offSale} returning model_key`,
      );
      expect([model, row!.model_key]).toEqual([model, normaliseModel(model)]);
    }
    await ctx().db.execute(sql`update products set model = 'QO-OLD1' where id = ${p.offSale}`);
    // Every seeded product's stored key too.
    const stored = await rows<{ model: string; model_key: string }>(
      ctx().db,
      sql`select model, model_key from products where model <> ''`,
    );
    expect(stored.length).toBeGreaterThan(5);
    for (const s of stored) expect(s.model_key).toBe(normaliseModel(s.model));
  });

  it('matches model numbers regardless of case, spaces, hyphens and full-width forms, without adding on a dry run', async () => {
    const buyer = await newBuyer();
    const res = await quick(buyer, {
      Region: 1,
      DryRun: true,
      Lines: ['qo-ad-h100', 'QOADH100', 'QO AD H100', 'ＱＯ－ＡＤ－Ｈ１００'].map((Query) => ({ Query, Quantity: 1 })),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as QuickOrderResult;
    expect(body.Added).toBe(0);
    expect(body.Rows.map((r) => [r.Row, r.Status, r.ProductId, r.Model, r.UnitPrice])).toEqual(
      [1, 2, 3, 4].map((row) => [row, 'ok', p.plain, 'QO-AD-H100', '12.50']),
    );
    expect(await cartOf(buyer)).toEqual([]);
  });

  it('matches by product id and by exact name, and answers each problem with its fix', async () => {
    const buyer = await newBuyer();
    const body = (
      await quick(buyer, {
        Region: 1,
        DryRun: true,
        Lines: [
          { Query: String(p.plain), Quantity: 2 },
          { Query: 'qo 工业插座', Quantity: 1 },
          { Query: 'QO-CJX2', Quantity: 1 },
          { Query: 'NO-SUCH-MODEL-42', Quantity: 1 },
          { Query: 'QO-CAB9', Quantity: 1 },
          { Query: 'QO-OLD1', Quantity: 1 },
          { Query: 'QO-NEW1', Quantity: 1 },
          { Query: 'QO-M6x20', Quantity: 12 },
          { Query: 'QO-M6x20', Quantity: 3 },
          { Query: 'QO-DZ47', Quantity: 5 },
          { Query: 'QO-AD-H100', Quantity: 0 },
        ],
      })
    ).json() as QuickOrderResult;
    const by = (row: number) => body.Rows.find((r) => r.Row === row)!;
    expect(by(1)).toMatchObject({ Status: 'ok', ProductId: p.plain });
    expect(by(2)).toMatchObject({ Status: 'ok', ProductId: p.plain });
    expect(by(3).Status).toBe('ambiguous');
    expect(
      by(3)
        .Candidates!.map((c) => c.Id)
        .sort(),
    ).toEqual([p.twinA, p.twinB].sort());
    expect(by(4)).toMatchObject({ Status: 'not-found', Error: '未找到该型号或商品' });
    expect(by(5)).toMatchObject({ Status: 'consultation', ProductId: p.consultation });
    expect(by(6)).toMatchObject({ Status: 'off-sale', ProductId: p.offSale, Error: '商品已下架' });
    expect(by(7)).toMatchObject({ Status: 'off-sale', ProductId: p.unpriced });
    // Minimum 10, step 5: 12 is off the step (nearest 10); 3 is below the minimum (10).
    expect(by(8)).toMatchObject({ Status: 'quantity', SuggestedQuantity: 10 });
    expect(by(8).Error).toContain('起订量为 10个，并按 5个 递增');
    expect(by(9)).toMatchObject({ Status: 'quantity', SuggestedQuantity: 10 });
    // Only 3 in stock: the most that can be bought is offered.
    expect(by(10)).toMatchObject({ Status: 'quantity', SuggestedQuantity: 3 });
    expect(by(10).Error).toContain('库存不足');
    expect(by(11)).toMatchObject({ Status: 'quantity', SuggestedQuantity: 1 });
  });

  it('suggests similar products for a model that does not exist', async () => {
    const buyer = await newBuyer();
    const body = (
      await quick(buyer, { Region: 1, DryRun: true, Lines: [{ Query: 'qo-ad-h', Quantity: 1 }] })
    ).json() as QuickOrderResult;
    expect(body.Rows[0]!.Status).toBe('not-found');
    expect(body.Rows[0]!.Candidates!.map((c) => c.Id)).toContain(p.plain);
  });

  it('adds every valid row in one go, sums rows of one product and leaves the invalid rows to fix', async () => {
    const buyer = await newBuyer();
    const res = await quick(buyer, {
      Region: 1,
      Lines: [
        { Query: 'QO-AD-H100', Quantity: 2 },
        { Query: 'QO-M6x20', Quantity: 15 },
        { Query: 'nothing-like-this', Quantity: 1 },
        { Query: 'qoadh100', Quantity: 3 },
        { Query: 'QO-DZ47', Quantity: 9 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as QuickOrderResult;
    expect(body.Added).toBe(3);
    expect(body.Rows.map((r) => r.Status)).toEqual(['ok', 'ok', 'not-found', 'ok', 'quantity']);
    expect((await cartOf(buyer)).sort()).toEqual(
      [
        [p.plain, 5],
        [p.stepped, 15],
      ].sort(),
    );
  });

  it('checks a quantity against what the cart already holds', async () => {
    const buyer = await newBuyer();
    await quick(buyer, { Region: 1, Lines: [{ Query: 'QO-DZ47', Quantity: 2 }] });
    const body = (
      await quick(buyer, { Region: 1, Lines: [{ Query: 'QO-DZ47', Quantity: 2 }] })
    ).json() as QuickOrderResult;
    expect(body.Added).toBe(0);
    expect(body.Rows[0]).toMatchObject({ Status: 'quantity', SuggestedQuantity: 1 });
    expect(body.Rows[0]!.Error).toContain('购物车中已有 2个');
    expect(await cartOf(buyer)).toEqual([[p.scarce, 2]]);
  });

  it('never lets two quick orders at once take a cart line past the stock, and a refused one adds nothing', async () => {
    const buyer = await newBuyer();
    const lines = [
      { Query: 'QO-AD-H100', Quantity: 1 },
      { Query: 'QO-DZ47', Quantity: 2 },
    ];
    const both = await Promise.all([1, 2].map(() => quick(buyer, { Region: 1, Lines: lines })));
    // Stock 3: one adds both rows; the other is told the quantity no longer fits (a row: its other row is added) or,
    // when the two truly overlapped, 409 — and then none of its rows is in the cart.
    const added = both.filter((r) => r.statusCode === 200 && (r.json() as QuickOrderResult).Added === 2);
    expect(added.length).toBe(1);
    for (const r of both) expect([200, 409]).toContain(r.statusCode);
    const answered = both.filter((r) => r.statusCode === 200).length;
    expect((await cartOf(buyer)).sort()).toEqual(
      [
        [p.plain, answered],
        [p.scarce, 2],
      ].sort(),
    );
  });

  it('puts the lines into the chosen region only', async () => {
    const buyer = await newBuyer();
    await ctx().db.execute(
      sql`insert into product_prices (product_id, region_id, price) values (${p.plain}, 2, '13.00')`,
    );
    const body = (
      await quick(buyer, { Region: 2, Lines: [{ Query: 'QO-AD-H100', Quantity: 1 }] })
    ).json() as QuickOrderResult;
    expect(body.Rows[0]).toMatchObject({ Status: 'ok', UnitPrice: '13.00' });
    expect(await cartOf(buyer, 2)).toEqual([[p.plain, 1]]);
    expect(await cartOf(buyer, 1)).toEqual([]);
  });

  it('refuses bad requests with a Chinese reason and no token with 401', async () => {
    const buyer = await newBuyer();
    expect((await quick(buyer, { Region: 1, Lines: [] })).statusCode).toBe(400);
    const tooMany = await quick(buyer, {
      Region: 1,
      Lines: Array.from({ length: 501 }, () => ({ Query: 'QO-AD-H100', Quantity: 1 })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().Error).toMatch(/[\u4e00-\u9fa5]/);
    const region = await quick(buyer, { Region: 999, Lines: [{ Query: 'QO-AD-H100', Quantity: 1 }] });
    expect(region.statusCode).toBe(400);
    expect(region.json()).toMatchObject({ Field: 'Region' });
    const anonymous = await ctx().app.inject({
      method: 'POST',
      url: '/api/ShoppingCarts/quick-order',
      payload: { Region: 1, Lines: [{ Query: 'x', Quantity: 1 }] },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('resolves 500 lines', async () => {
    const buyer = await newBuyer();
    const body = (
      await quick(buyer, {
        Region: 1,
        DryRun: true,
        Lines: Array.from({ length: 500 }, (_, i) => ({ Query: i % 2 ? 'qo-ad-h100' : `missing-${i}`, Quantity: 1 })),
      })
    ).json() as QuickOrderResult;
    expect(body.Rows.length).toBe(500);
    expect(body.Rows.filter((r) => r.Status === 'ok').length).toBe(250);
  });

  describe('files', () => {
    it('reads a UTF-8 CSV with a BOM and a Chinese header, in any column order', async () => {
      const buyer = await newBuyer();
      const csv = '\uFEFF数量,型号,备注\r\n2,qo-ad-h100,车间A\r\n15,QO M6x20,\r\n,QO-DZ47,\r\n';
      const res = await upload(buyer, csv, 'text/csv');
      expect(res.statusCode).toBe(200);
      const body = res.json() as QuickOrderResult;
      expect(body.Rows.map((r: QuickOrderRow) => [r.Row, r.Status, r.Quantity])).toEqual([
        [2, 'ok', 2],
        [3, 'ok', 15],
        [4, 'quantity', 0],
      ]);
      expect(body.Added).toBe(2);
    });

    it('reads GB18030 as Chinese Excel saves it, tab-separated, English headers too', async () => {
      const buyer = await newBuyer();
      const gb = gb18030('型号\t数量\r\nqo-ad-h100\t4\r\nQO 工业插座\t1\r\n');
      const body = (await upload(buyer, gb, 'text/csv', 'region=1&dryRun=true')).json() as QuickOrderResult;
      expect(body.Rows.map((r) => [r.Row, r.Status, r.ProductId])).toEqual([
        [2, 'ok', p.plain],
        [3, 'ok', p.plain],
      ]);
      expect(body.Added).toBe(0);
      const english = (
        await upload(buyer, 'Model No.,Qty\nQO-AD-H100,3\n', 'application/vnd.ms-excel', 'region=1&dryRun=true')
      ).json() as QuickOrderResult;
      expect(english.Rows[0]).toMatchObject({ Row: 2, Status: 'ok', Quantity: 3 });
    });

    it('reads a file without a header row as model then quantity', async () => {
      const buyer = await newBuyer();
      const body = (
        await upload(buyer, 'QO-AD-H100,2\nQO-M6x20,10\n', 'text/plain', 'region=1&dryRun=true')
      ).json() as QuickOrderResult;
      expect(body.Rows.map((r) => [r.Row, r.Status])).toEqual([
        [1, 'ok'],
        [2, 'ok'],
      ]);
    });

    it('reads XLSX, and the cart export imports back as the same lines', async () => {
      const buyer = await newBuyer();
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('采购');
      sheet.addRow(['型号', '数量']);
      sheet.addRow(['QO-AD-H100', 6]);
      sheet.addRow(['QO-M6x20', 20]);
      const xlsx = Buffer.from(await book.xlsx.writeBuffer());
      const body = (
        await upload(buyer, xlsx, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      ).json() as QuickOrderResult;
      expect(body.Added).toBe(2);

      for (const format of ['csv', 'xlsx'] as const) {
        const exported = await ctx().app.inject({
          method: 'GET',
          url: `/api/ShoppingCarts/export?region=1&format=${format}`,
          headers: auth(buyer),
        });
        expect(exported.statusCode).toBe(200);
        expect(exported.headers['content-disposition']).toContain(`.${format}`);
        const other = await newBuyer();
        const back = (
          await upload(other, exported.rawPayload, format === 'csv' ? 'text/csv' : 'application/octet-stream')
        ).json() as QuickOrderResult;
        expect(back.Added).toBe(2);
        expect((await cartOf(other)).sort()).toEqual(
          [
            [p.plain, 6],
            [p.stepped, 20],
          ].sort(),
        );
      }
    });

    it('refuses more than 500 rows, files over 1 MB, unreadable files and a header without 型号', async () => {
      const buyer = await newBuyer();
      const many = `型号,数量\n${Array.from({ length: 501 }, () => 'QO-AD-H100,1').join('\n')}\n`;
      const tooMany = await upload(buyer, many, 'text/csv');
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().Error).toContain('500');
      const exactly = `型号,数量\n${Array.from({ length: 500 }, () => 'QO-AD-H100,1').join('\n')}\n`;
      expect((await upload(buyer, exactly, 'text/csv', 'region=1&dryRun=true')).statusCode).toBe(200);
      const big = await upload(buyer, `型号,数量\n${'x'.repeat(1024 * 1024 + 10)},1\n`, 'text/csv');
      // The app answers every refused body with 400 and its Chinese reason (server/plugins/error-handler.ts).
      expect(big.statusCode).toBe(400);
      expect(big.json()).toEqual({ Error: '请求内容过大' });
      const broken = await upload(buyer, Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'application/octet-stream');
      expect(broken.statusCode).toBe(400);
      const noModel = await upload(buyer, '名字,数量\nQO,1\n', 'text/csv');
      expect(noModel.statusCode).toBe(400);
      expect(noModel.json().Error).toContain('型号');
      expect(await cartOf(buyer)).toEqual([]);
    });
  });
});
