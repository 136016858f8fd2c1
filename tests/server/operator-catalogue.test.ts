/**
 * Catalogue management in the operator console (/api/Operator/products…): refusals for company users, the
 * product rules with their Chinese messages (nothing written on a refusal), audit entries, edits of a stale
 * version refused (also two operators at once), and the storefront's public reads showing every change at once
 * (the catalogue cache is dropped after each write); bulk import (CSV, XLSX) that writes nothing when one row
 * is wrong and names the row and column, its dry run, and the export that imports back.
 */
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { productPrices, products } from '../../server/db/schema.js';
import { auth, rows, tokenFor } from './commerce-fixtures.js';
import { describeEachDatabase, type TestContext } from './helpers/app.js';
import { productCsvHeader } from './helpers/product-csv.js';

type Method = 'GET' | 'POST' | 'PUT';

interface OpProduct {
  Id: number;
  Name: string;
  Catalogue: string;
  OnSale: boolean;
  Version: number;
  Prices: { RegionId: number; RegionName: string; Price: string }[];
  Specs: { Name: string; Value: string }[];
}

async function refs(ctx: TestContext) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/Operator/catalogue/options', headers: auth(ops) });
  expect(res.statusCode).toBe(200);
  const o = res.json() as Record<'Regions' | 'Brands' | 'Categories' | 'Suppliers', { Id: number }[]>;
  return { brand: o.Brands[0]!.Id, category: o.Categories[0]!.Id, supplier: o.Suppliers[0]!.Id, regions: o.Regions };
}

let ops = '';

describeEachDatabase('operator catalogue: products', (getCtx) => {
  let base: Record<string, unknown>;
  const call = (method: Method, url: string, token?: string, payload?: object) =>
    getCtx().app.inject({ method, url, headers: token ? auth(token) : {}, ...(payload ? { payload } : {}) });
  const productCount = async () =>
    Number((await rows<{ n: number }>(getCtx().db, sql`select count(*)::int as n from products`))[0]!.n);
  const publicDetail = (id: number, region = 1) => call('GET', `/api/Products/${id}?region=${region}`);
  const publicList = async (keyword: string) =>
    (await call('GET', `/api/Products?catalogue=online&keyword=${encodeURIComponent(keyword)}`)).json() as {
      Items: { Id: number; Price: string | null }[];
    };

  beforeAll(async () => {
    const login = await call('POST', '/api/Operator/login', undefined, {
      Email: 'ops@demo.cn',
      Password: 'Demo@123456',
    });
    expect(login.statusCode).toBe(200);
    ops = login.json().token;
    const r = await refs(getCtx());
    expect(r.regions.length).toBeGreaterThanOrEqual(2);
    base = {
      Catalogue: 'online',
      Name: '运营新建测试螺丝刀',
      Model: 'OP-1',
      BrandId: r.brand,
      CategoryId: r.category,
      SupplierId: r.supplier,
      Unit: '把',
      Description: '测试用',
      Specs: [{ Name: '长度', Value: '150mm' }],
      MinQuantity: 2,
      QuantityStep: 2,
      Stock: 100,
      OnSale: true,
      Prices: [
        { RegionId: r.regions[0]!.Id, Price: '12.5' },
        { RegionId: r.regions[1]!.Id, Price: '13' },
      ],
    };
  });

  it('refuses every product route to anonymous visitors, company admins and buyers, and writes nothing', async () => {
    const admin = await tokenFor(getCtx(), 'admin@demo.cn');
    const buyer = await tokenFor(getCtx(), 'buyer@demo.cn');
    const before = await productCount();
    for (const token of [undefined, admin, buyer]) {
      for (const [method, url, body] of [
        ['GET', '/api/Operator/products', undefined],
        ['GET', '/api/Operator/catalogue/options', undefined],
        ['POST', '/api/Operator/products', base],
        ['PUT', '/api/Operator/products/1', { ...base, Version: 0 }],
        ['POST', '/api/Operator/products/1/sale', { OnSale: false, Version: 0 }],
      ] as const) {
        const res = await call(method, url, token, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ Error: '仅平台运营人员可以访问' });
      }
    }
    expect(await productCount()).toBe(before);
    expect((await publicDetail(1)).json().Name).not.toBe(base.Name);
  });

  it('refuses bad products with a Chinese message naming the field, and writes nothing', async () => {
    const before = await productCount();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ Name: '   ' }, 'Name', /请填写商品名称/],
      [{ Unit: '' }, 'Unit', /请填写单位/],
      [{ Prices: [] }, 'Prices', /至少需要一个地区的价格/],
      [{ Catalogue: 'consultation' }, 'Prices', /咨询采购商品不设价格/],
      [{ Prices: [{ RegionId: 1, Price: '12.345' }] }, 'Prices', /价格格式不正确/],
      [{ Prices: [{ RegionId: 1, Price: '0' }] }, 'Prices', /价格必须大于 0/],
      [
        {
          Prices: [
            { RegionId: 1, Price: '1' },
            { RegionId: 1, Price: '2' },
          ],
        },
        'Prices',
        /价格重复/,
      ],
      [{ Prices: [{ RegionId: 999, Price: '1' }] }, 'Prices', /地区 999 不存在/],
      [{ BrandId: 999_999 }, 'BrandId', /品牌不存在/],
      [{ MinQuantity: 0 }, 'MinQuantity', /起订量/],
      [{ Stock: -1 }, 'Stock', /库存/],
      [
        {
          Specs: [
            { Name: '长度', Value: '1' },
            { Name: '宽度', Value: ' ' },
          ],
        },
        'Specs',
        /规格“宽度”请填写内容/,
      ],
      [{ Images: ['https://evil.example/x.png'] }, 'Images', /本站上传的图片/],
    ];
    for (const [patch, field, message] of cases) {
      const res = await call('POST', '/api/Operator/products', ops, { ...base, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().Field, JSON.stringify(patch)).toBe(field);
      expect(res.json().Error, JSON.stringify(patch)).toMatch(message);
    }
    expect(await productCount()).toBe(before);
  });

  it('creates an online product with regional prices that the storefront lists and prices at once, audited', async () => {
    // The public list is read (and cached) before the product exists.
    expect((await publicList('运营新建测试螺丝刀')).Items).toHaveLength(0);
    const res = await call('POST', '/api/Operator/products', ops, base);
    expect(res.statusCode).toBe(200);
    const p = res.json() as OpProduct;
    expect(p.Version).toBe(0);
    expect(p.Prices.map((x) => x.Price)).toEqual(['12.50', '13.00']);

    const listed = (await publicList('运营新建测试螺丝刀')).Items;
    expect(listed.map((x) => x.Id)).toEqual([p.Id]);
    expect(listed[0]!.Price).toBe('12.50');
    const region2 = (await publicDetail(p.Id, 2)).json();
    expect(region2.Price).toBe('13.00');
    expect(region2.Specs).toEqual([{ Name: '长度', Value: '150mm' }]);

    const audit = (await call('GET', `/api/Operator/audit?entity=product&entityId=${p.Id}`, ops)).json();
    expect(audit.Items).toHaveLength(1);
    expect(audit.Items[0]).toMatchObject({ Action: 'product.create', ActionName: '新建商品', Before: null });
    expect(audit.Items[0].After).toMatchObject({ Name: base.Name, Stock: 100 });
  });

  it('edits price and stock of the current version, refuses a stale version, and the storefront shows it at once', async () => {
    const created = (
      await call('POST', '/api/Operator/products', ops, { ...base, Name: '运营编辑测试扳手' })
    ).json() as OpProduct;
    expect((await publicDetail(created.Id)).json().Price).toBe('12.50'); // cached now
    const edit = { ...base, Name: '运营编辑测试扳手', Stock: 7, Prices: [{ RegionId: 1, Price: '99.90' }] };

    const ok = await call('PUT', `/api/Operator/products/${created.Id}`, ops, { ...edit, Version: created.Version });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().Version).toBe(created.Version + 1);
    const shown = (await publicDetail(created.Id)).json();
    expect(shown.Price).toBe('99.90');
    expect(shown.Stock).toBe(7);
    // The region-2 price was removed: no price there any more.
    expect((await publicDetail(created.Id, 2)).json().Price).toBeNull();

    // A second operator still holding the old version is refused; the first edit stays.
    const stale = await call('PUT', `/api/Operator/products/${created.Id}`, ops, {
      ...edit,
      Stock: 1,
      Version: created.Version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Error).toMatch(/已被其他运营人员修改/);
    expect((await publicDetail(created.Id)).json().Stock).toBe(7);

    const audit = (
      await call('GET', `/api/Operator/audit?entity=product&entityId=${created.Id}&action=product.update`, ops)
    ).json();
    expect(audit.Items).toHaveLength(1);
    expect(audit.Items[0].Before).toMatchObject({ Stock: 100 });
    expect(audit.Items[0].After).toMatchObject({ Stock: 7, Prices: [{ RegionId: 1, Price: '99.90' }] });
  });

  it('of two operators saving the same version at once, exactly one wins', async () => {
    const created = (
      await call('POST', '/api/Operator/products', ops, { ...base, Name: '并发编辑测试' })
    ).json() as OpProduct;
    const results = await Promise.all(
      [11, 22].map((stock) =>
        call('PUT', `/api/Operator/products/${created.Id}`, ops, {
          ...base,
          Name: '并发编辑测试',
          Stock: stock,
          Version: 0,
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json() as { Stock: number };
    const [row] = await getCtx().db.select().from(products).where(eq(products.id, created.Id));
    expect(row!.stock).toBe(winner.Stock);
    expect(row!.version).toBe(1);
  });

  it('takes a product off sale (gone from the storefront at once) and back on', async () => {
    const created = (
      await call('POST', '/api/Operator/products', ops, { ...base, Name: '上下架测试钳子' })
    ).json() as OpProduct;
    expect((await publicList('上下架测试钳子')).Items).toHaveLength(1);
    const off = await call('POST', `/api/Operator/products/${created.Id}/sale`, ops, { OnSale: false, Version: 0 });
    expect(off.statusCode).toBe(200);
    expect((await publicList('上下架测试钳子')).Items).toHaveLength(0);
    expect((await publicDetail(created.Id)).statusCode).toBe(404);
    // Still in the console (filtered as off sale).
    const listed = (await call('GET', '/api/Operator/products?onSale=false&keyword=上下架测试钳子', ops)).json();
    expect(listed.Items.map((p: OpProduct) => p.Id)).toEqual([created.Id]);
    expect(
      (await call('POST', `/api/Operator/products/${created.Id}/sale`, ops, { OnSale: false, Version: 1 })).statusCode,
    ).toBe(409);
    expect(
      (await call('POST', `/api/Operator/products/${created.Id}/sale`, ops, { OnSale: true, Version: 1 })).statusCode,
    ).toBe(200);
    expect((await publicList('上下架测试钳子')).Items).toHaveLength(1);
  });

  it('keeps consultation products without prices and lists both catalogues with filters', async () => {
    const res = await call('POST', '/api/Operator/products', ops, {
      ...base,
      Catalogue: 'consultation',
      Name: '咨询类测试设备',
      Prices: [],
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().Id as number;
    const prices = await getCtx().db.select().from(productPrices).where(eq(productPrices.productId, id));
    expect(prices).toHaveLength(0);
    const pub = (await publicDetail(id)).json();
    expect(pub.Catalogue).toBe('consultation');
    expect(pub.Price).toBeNull();
    const consult = (await call('GET', '/api/Operator/products?catalogue=consultation&pageSize=100', ops)).json();
    expect(consult.Items.every((p: OpProduct) => p.Catalogue === 'consultation')).toBe(true);
    expect(consult.Items.some((p: OpProduct) => p.Id === id)).toBe(true);
    const byId = (await call('GET', `/api/Operator/products?keyword=${id}`, ops)).json();
    expect(byId.Items.map((p: OpProduct) => p.Id)).toContain(id);
  });

  describe('import and export', () => {
    let regionNames: string[];
    let names: { brand: string; category: string; supplier: string };
    beforeAll(async () => {
      const o = (await call('GET', '/api/Operator/catalogue/options', ops)).json() as Record<
        string,
        { Id: number; Name: string }[]
      >;
      regionNames = o.Regions!.map((r) => r.Name);
      // A category name that is unique (names may repeat under different parents).
      const counts = new Map<string, number>();
      for (const c of o.Categories!) counts.set(c.Name, (counts.get(c.Name) ?? 0) + 1);
      names = {
        brand: o.Brands![0]!.Name,
        category: o.Categories!.find((c) => counts.get(c.Name) === 1)!.Name,
        supplier: o.Suppliers![0]!.Name,
      };
    });
    const upload = (body: string | Buffer, type: string, query = '') =>
      getCtx().app.inject({
        method: 'POST',
        url: `/api/Operator/products/import${query}`,
        headers: { ...auth(ops), 'content-type': type },
        payload: body,
      });
    const csvOf = (rows: string[][]) =>
      rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\n');
    const header = () => productCsvHeader(regionNames[0]!);
    const row = (name: string, price: string, over: Partial<Record<string, string>> = {}) => [
      '',
      over.类型 ?? '在线采购',
      name,
      'IMP-1',
      names.brand,
      names.category,
      names.supplier,
      '个',
      over.起订量 ?? '1',
      '1',
      '50',
      '是',
      '材质:钢; 长度:10cm',
      price,
    ];

    it('writes nothing when one row is wrong, and names every wrong row and column', async () => {
      const before = await productCount();
      const res = await upload(
        csvOf([
          header(),
          row('导入测试甲', '10.00'),
          row('导入测试乙', '12.345'),
          row('导入测试丙', '8', { 起订量: '0' }),
          row('导入测试丁', '9', { 类型: '批发' }),
        ]),
        'text/csv',
      );
      expect(res.statusCode).toBe(200);
      const result = res.json();
      expect(result.Written).toBe(false);
      expect(result.Problems).toEqual(
        expect.arrayContaining([
          { Row: 3, Column: `价格（${regionNames[0]}）`, Error: expect.stringMatching(/价格格式不正确/) },
          { Row: 4, Column: '起订量', Error: expect.stringMatching(/起订量须为/) },
          { Row: 5, Column: '类型', Error: expect.stringMatching(/在线采购.*咨询采购/) },
        ]),
      );
      expect(result.Problems.some((p: { Row: number }) => p.Row === 2)).toBe(false);
      expect(await productCount()).toBe(before);
      expect((await publicList('导入测试甲')).Items).toHaveLength(0);
    });

    it('refuses unknown columns and names, and files that are not CSV or XLSX', async () => {
      const bad = await upload(csvOf([[...header(), '颜色'], row('导入测试戊', '1')]), 'text/csv');
      expect(bad.json().Problems).toEqual([{ Row: 1, Column: '颜色', Error: expect.stringMatching(/无法识别的列/) }]);
      const unknownBrand = row('导入测试戊', '1');
      unknownBrand[4] = '不存在的品牌';
      expect((await upload(csvOf([header(), unknownBrand]), 'text/csv')).json().Problems).toEqual([
        { Row: 2, Column: '品牌', Error: '品牌“不存在的品牌”不存在' },
      ]);
      const junk = await upload(
        Buffer.from('not a zip'),
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(junk.statusCode).toBe(400);
      expect(junk.json().Error).toMatch(/无法读取 XLSX/);
    });

    it('previews a good file without writing, then imports it in one go: the storefront lists it at once, audited', async () => {
      const file = csvOf([header(), row('导入测试甲', '10'), row('导入测试乙', '12.5')]);
      const before = await productCount();
      const dry = (await upload(file, 'text/csv', '?dryRun=true')).json();
      expect(dry).toMatchObject({ Written: false, Rows: 2, Created: 2, Updated: 0, Problems: [] });
      expect(await productCount()).toBe(before);
      expect((await publicList('导入测试乙')).Items).toHaveLength(0); // cached as empty

      const done = (await upload(file, 'text/csv')).json();
      expect(done).toMatchObject({ Written: true, Rows: 2, Created: 2, Problems: [] });
      expect(await productCount()).toBe(before + 2);
      const listed = (await publicList('导入测试乙')).Items;
      expect(listed).toHaveLength(1);
      expect(listed[0]!.Price).toBe('12.50');
      const detail = (await publicDetail(listed[0]!.Id)).json();
      expect(detail.Specs).toEqual([
        { Name: '材质', Value: '钢' },
        { Name: '长度', Value: '10cm' },
      ]);
      const audit = (await call('GET', '/api/Operator/audit?action=product.import', ops)).json();
      expect(audit.Items[0].After).toMatchObject({ Rows: 2 });
      expect(audit.Items[0].After.Created).toHaveLength(2);
    });

    it('exports XLSX that imports back: an edited stock and price reach the storefront, other rows unchanged', async () => {
      const res = await call('GET', '/api/Operator/products/export?format=xlsx&catalogue=online', ops);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/attachment; filename="products-.*\.xlsx"/);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      const titles = (sheet.getRow(1).values as string[]).slice(1);
      expect(titles.slice(0, 3)).toEqual(['编号', '类型', '商品名称']);
      const col = (title: string) => titles.indexOf(title) + 1;
      // The row of the first imported product.
      let target = 0;
      sheet.eachRow((r, n) => {
        if (r.getCell(col('商品名称')).text === '导入测试甲') target = n;
      });
      expect(target).toBeGreaterThan(1);
      const id = Number(sheet.getRow(target).getCell(col('编号')).text);
      expect((await publicDetail(id)).json().Stock).toBe(50); // cached
      sheet.getRow(target).getCell(col('库存')).value = '777';
      sheet.getRow(target).getCell(col(`价格（${regionNames[0]}）`)).value = '66.60';
      const edited = Buffer.from(await book.xlsx.writeBuffer());

      const done = await upload(edited, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ Written: true, Created: 0, Problems: [] });
      expect(done.json().Updated).toBe(sheet.rowCount - 1);
      const shown = (await publicDetail(id)).json();
      expect(shown.Stock).toBe(777);
      expect(shown.Price).toBe('66.60');

      const csv = await call('GET', '/api/Operator/products/export?format=csv&catalogue=online', ops);
      expect(csv.headers['content-type']).toMatch(/text\/csv/);
      expect(csv.body.charCodeAt(0)).toBe(0xfeff);
      expect(csv.body).toContain('"导入测试甲"');
      expect(csv.body).toContain('"777"');
    });
  });
});
