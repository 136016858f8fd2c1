/**
 * The search index follows the catalogue at once (a product created, renamed, taken off sale, imported; a brand
 * renamed) and is rebuilt by the reindex command; operators manage synonyms (two-way, one-way, refusals,
 * stale versions) and see what buyers searched (top and zero-result queries, no personal data); suggestions
 * while typing come as products, brands, categories and popular searches, at most 10.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { reindexAll } from '../../server/cli/search-reindex.js';
import { auth, rows } from './commerce-fixtures.js';
import { describeEachDatabase } from './helpers/app.js';
import { productCsvHeader } from './helpers/product-csv.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describeEachDatabase('search index and operators', (getCtx) => {
  let ops = '';
  let refs: {
    brand: number;
    brandName: string;
    category: number;
    supplier: number;
    supplierName: string;
    region: number;
    regionName: string;
  };
  const call = (method: Method, url: string, payload?: object) =>
    getCtx().app.inject({ method, url, headers: auth(ops), ...(payload ? { payload } : {}) });
  const search = async (keyword: string) => {
    const res = await getCtx().app.inject({ method: 'GET', url: `/api/Search?keyword=${encodeURIComponent(keyword)}` });
    expect(res.statusCode, keyword).toBe(200);
    return res.json() as { Items: { Id: number; Name: string; Model: string }[]; Total: number };
  };
  const found = async (keyword: string, id: number) => (await search(keyword)).Items.some((p) => p.Id === id);

  beforeAll(async () => {
    const login = await getCtx().app.inject({
      method: 'POST',
      url: '/api/Operator/login',
      payload: { Email: 'ops@demo.cn', Password: 'Demo@123456' },
    });
    ops = login.json().token;
    const o = (await call('GET', '/api/Operator/catalogue/options')).json() as Record<
      'Regions' | 'Brands' | 'Categories' | 'Suppliers',
      { Id: number; Name: string }[]
    >;
    refs = {
      brand: o.Brands[0]!.Id,
      brandName: o.Brands[0]!.Name,
      category: o.Categories[0]!.Id,
      supplier: o.Suppliers[0]!.Id,
      supplierName: o.Suppliers[0]!.Name,
      region: o.Regions[0]!.Id,
      regionName: o.Regions[0]!.Name,
    };
  });

  const productBody = (name: string, model: string) => ({
    Catalogue: 'online',
    Name: name,
    Model: model,
    BrandId: refs.brand,
    CategoryId: refs.category,
    SupplierId: refs.supplier,
    Unit: '个',
    Description: '索引测试',
    Specs: [],
    MinQuantity: 1,
    QuantityStep: 1,
    Stock: 10,
    OnSale: true,
    Prices: [{ RegionId: refs.region, Price: '9.90' }],
  });

  it('finds a product as soon as it is created, by its new name after an edit, and no more once off sale', async () => {
    const created = await call('POST', '/api/Operator/products', productBody('防爆手电筒', 'SD-9001'));
    expect(created.statusCode, created.body).toBe(200);
    const p = created.json() as { Id: number; Version: number };
    expect(await found('手电筒 防爆', p.Id)).toBe(true);
    expect(await found('sd9001', p.Id)).toBe(true);
    expect(await found('shoudiantong', p.Id)).toBe(true);
    const edited = await call('PUT', `/api/Operator/products/${p.Id}`, {
      ...productBody('强光头灯', 'TD-77'),
      Version: p.Version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await found('头灯', p.Id)).toBe(true);
    expect(await found('td77', p.Id)).toBe(true);
    expect(await found('手电筒', p.Id)).toBe(false);
    expect(await found('sd9001', p.Id)).toBe(false);
    const off = await call('POST', `/api/Operator/products/${p.Id}/sale`, {
      OnSale: false,
      Version: (edited.json() as { Version: number }).Version,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await found('头灯', p.Id)).toBe(false);
  });

  it('finds imported products at once, and products by their brand’s new name after a rename', async () => {
    const line = [
      '',
      '在线采购',
      '工业吸尘器',
      'XC-300',
      refs.brandName,
      '办公设备',
      refs.supplierName,
      '台',
      '1',
      '1',
      '5',
      '是',
      '',
      '899',
    ];
    const res = await getCtx().app.inject({
      method: 'POST',
      url: '/api/Operator/products/import',
      headers: { ...auth(ops), 'content-type': 'text/csv' },
      payload: [productCsvHeader(refs.regionName), line].map((r) => r.map((c) => `"${c}"`).join(',')).join('\n'),
    });
    expect(res.json(), res.body).toMatchObject({ Written: true });
    const imported = (await search('吸尘器 xc300')).Items.find((p) => p.Model === 'XC-300');
    expect(imported).toBeDefined();

    const brand = (await call('GET', `/api/Operator/content/brands/${refs.brand}`)).json() as Record<string, unknown>;
    const { Id: _id, ...fields } = brand;
    const renamed = await call('PUT', `/api/Operator/content/brands/${refs.brand}`, { ...fields, Name: '钛锋' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await found('钛锋 吸尘器', imported!.Id)).toBe(true);
    expect(await found('taifeng xichenqi', imported!.Id)).toBe(true);
    expect(await found(`${refs.brandName} 吸尘器`, imported!.Id)).toBe(false);
    await call('PUT', `/api/Operator/content/brands/${refs.brand}`, { ...fields, Version: renamed.json().Version });
    expect(await found(`${refs.brandName} 吸尘器`, imported!.Id)).toBe(true);
  });

  it('rebuilds the index of an existing database with the reindex command', async () => {
    const db = getCtx().db;
    await db.execute(sql`update products set search_vector = null, search_model = ''`);
    const n = await reindexAll(db);
    const [left] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from products where search_vector is null`,
    );
    expect(Number(left!.n)).toBe(0);
    expect(n).toBeGreaterThan(200);
    expect((await search('adh100')).Items[0]?.Model).toBe('AD-H100');
  });

  it('lets operators add synonyms, two-way and one-way, refuses bad ones and stale edits', async () => {
    expect((await search('护腿')).Total).toBe(0);
    const twoWay = await call('POST', '/api/Operator/search/synonyms', {
      Term: '护腿',
      Synonyms: ['反光背心'],
      TwoWay: true,
    });
    expect(twoWay.statusCode, twoWay.body).toBe(201);
    expect((await search('护腿')).Items.some((p) => p.Name.includes('反光背心'))).toBe(true);
    // One-way: 墨水 finds 碎纸机, 碎纸机 does not bring anything named 墨水 (the check: its total stays).
    const shredders = (await search('碎纸机')).Total;
    const oneWay = await call('POST', '/api/Operator/search/synonyms', {
      Term: '墨水',
      Synonyms: ['碎纸机'],
      TwoWay: false,
    });
    expect(oneWay.statusCode, oneWay.body).toBe(201);
    expect((await search('墨水')).Total).toBe(shredders);
    const created = await call('POST', '/api/Operator/products', productBody('彩色墨水', 'MS-1'));
    expect((await search('墨水')).Items.some((p) => p.Id === created.json().Id)).toBe(true);
    expect((await search('碎纸机')).Total).toBe(shredders);
    // Refusals, with the field.
    for (const [body, field] of [
      [{ Term: '！！', Synonyms: ['x'], TwoWay: true }, 'Term'],
      [{ Term: '甲', Synonyms: ['甲'], TwoWay: true }, 'Synonyms'],
      [{ Term: '乙', Synonyms: ['丙', '丙'], TwoWay: true }, 'Synonyms'],
    ] as const) {
      const res = await call('POST', '/api/Operator/search/synonyms', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().Field).toBe(field);
    }
    const again = await call('POST', '/api/Operator/search/synonyms', { Term: '护腿', Synonyms: ['a'], TwoWay: true });
    expect(again.statusCode).toBe(409);
    const id = twoWay.json().Id as number;
    const edited = await call('PUT', `/api/Operator/search/synonyms/${id}`, {
      Term: '护腿',
      Synonyms: ['安全鞋'],
      TwoWay: true,
      Version: 0,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await search('护腿')).Items.some((p) => p.Name.includes('安全鞋'))).toBe(true);
    expect((await search('护腿')).Items.some((p) => p.Name.includes('反光背心'))).toBe(false);
    const stale = await call('PUT', `/api/Operator/search/synonyms/${id}`, {
      Term: '护腿',
      Synonyms: ['x'],
      TwoWay: true,
      Version: 0,
    });
    expect(stale.statusCode).toBe(409);
    expect((await call('DELETE', `/api/Operator/search/synonyms/${id}?version=1`)).statusCode).toBe(204);
    expect((await search('护腿')).Total).toBe(0);
    const list = (await call('GET', '/api/Operator/search/synonyms')).json() as { Term: string }[];
    expect(list.some((s) => s.Term === '安全帽')).toBe(true);
    // Company users and visitors cannot manage synonyms.
    const anonymous = await getCtx().app.inject({ method: 'GET', url: '/api/Operator/search/synonyms' });
    expect([401, 403]).toContain(anonymous.statusCode);
  });

  it('shows operators the top searches and the ones that found nothing, without personal data', async () => {
    for (const keyword of [
      '安全帽',
      '安全帽',
      '安全帽',
      '打印机',
      '不存在的货品',
      '不存在的货品',
      '13812345678',
      'a@b.cn',
    ])
      await search(keyword);
    // Paging the same search does not count it again.
    await getCtx().app.inject({ method: 'GET', url: `/api/Search?keyword=${encodeURIComponent('打印机')}&page=2` });
    const report = await call('GET', '/api/Operator/search/report?days=7');
    expect(report.statusCode, report.body).toBe(200);
    const r = report.json() as {
      Top: { Query: string; Count: number; Total: number }[];
      NoResult: { Query: string; Count: number }[];
    };
    expect(r.Top.find((t) => t.Query === '安全帽')).toMatchObject({ Count: 3 });
    expect(r.Top.find((t) => t.Query === '打印机')?.Count).toBe(1);
    expect(r.Top.find((t) => t.Query === '安全帽')!.Total).toBeGreaterThan(0);
    expect(r.NoResult.find((t) => t.Query === '不存在的货品')).toMatchObject({ Count: 2 });
    expect(r.NoResult.some((t) => t.Query === '安全帽')).toBe(false);
    expect(JSON.stringify(r)).not.toContain('13812345678');
    expect(JSON.stringify(r)).not.toContain('a@b.cn');
    expect((await call('GET', '/api/Operator/search/report?days=0')).statusCode).toBe(400);
  });

  it('suggests products, brands, categories and popular searches while typing, at most 10', async () => {
    const res = await getCtx().app.inject({
      method: 'GET',
      url: `/api/Search/suggest?keyword=${encodeURIComponent('安全')}`,
    });
    expect(res.statusCode).toBe(200);
    const s = res.json() as {
      Products: { Name: string }[];
      Brands: unknown[];
      Categories: { Name: string }[];
      Queries: string[];
    };
    expect(s.Products.length).toBeGreaterThan(0);
    expect(s.Categories.some((c) => c.Name.includes('安全'))).toBe(true);
    expect(s.Queries).toContain('安全帽');
    expect(s.Products.length + s.Brands.length + s.Categories.length + s.Queries.length).toBeLessThanOrEqual(10);
    const pinyin = (
      await getCtx().app.inject({ method: 'GET', url: '/api/Search/suggest?keyword=dayin' })
    ).json() as typeof s;
    expect(pinyin.Products.some((p) => p.Name.includes('打印'))).toBe(true);
    for (const keyword of ['', '!!!', "' or 1=1 --", '😀'])
      expect([200, 400]).toContain(
        (
          await getCtx().app.inject({
            method: 'GET',
            url: `/api/Search/suggest?keyword=${encodeURIComponent(keyword)}`,
          })
        ).statusCode,
      );
  });
});
