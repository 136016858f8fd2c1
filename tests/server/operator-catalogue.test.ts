/**
 * Catalogue management in the operator console (/api/Operator/products…): refusals for company users, the
 * product rules with their Chinese messages (nothing written on a refusal), audit entries, edits of a stale
 * version refused (also two operators at once), and the storefront's public reads showing every change at once
 * (the catalogue cache is dropped after each write).
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { productPrices, products } from '../../server/db/schema.js';
import { auth, rows, tokenFor } from './commerce-fixtures.js';
import { describeEachDatabase, type TestContext } from './helpers/app.js';

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
            { Name: '长度', Value: '2' },
          ],
        },
        'Specs',
        /规格“长度”重复/,
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
});
