/**
 * The catalogue's product queries (server/services/catalogue.ts listProducts) against a plain oracle: every
 * sort, filter and keyword shape gives, page after page, exactly the rows and the total that a plain filter
 * and sort of all products would — price sorts with products unpriced in the region (they come last, by id),
 * equal prices (by id), both directions and two regions, products taken off sale or moved to another
 * category, keywords of one character (Chinese, Latin in either case) and keywords with filters. Then every
 * operator write path (create, edit, off/on sale, CSV import) keeps the price sort's copies of the product's
 * filters (migration *_catalogue_price_sort) right in the same transaction, seen through the public API.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { type AnchorRow, listProducts, type SharedParts } from '../../server/services/catalogue.js';
import type { ProductQuery } from '../../src/contract/catalogue.js';
import { auth, rows } from './commerce-fixtures.js';
import { describeEachDatabase, type TestContext } from './helpers/app.js';
import { productCsvHeader } from './helpers/product-csv.js';

interface Row {
  id: number;
  catalogue: string;
  name: string;
  model: string;
  brand_id: number;
  category_id: number;
  supplier_id: number;
  on_sale: boolean;
  sales: number;
  created: string;
  brand: string;
  category: string;
  price: string | null;
}

/** Every product with its price in the region, straight from the tables. */
async function everything(ctx: TestContext, region: number): Promise<Row[]> {
  return (
    await rows<Row>(
      ctx.db,
      sql`select p.id, p.catalogue, p.name, p.model, p.brand_id, p.category_id, p.supplier_id, p.on_sale, p.sales,
                 to_char(p.created_at, 'YYYY-MM-DD"T"HH24:MI:SS.US') as created, b.name as brand, c.name as category,
                 (select pp.price::text from product_prices pp where pp.product_id = p.id and pp.region_id = ${region}) as price
            from products p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id`,
    )
  ).map((r) => ({ ...r, id: Number(r.id) }));
}

/** The oracle: a plain filter and sort of all products, as the contract describes them. */
function expected(all: Row[], q: ProductQuery): number[] {
  const words = (q.keyword ?? '').trim().split(/\s+/).filter(Boolean);
  const hits = all.filter(
    (p) =>
      p.on_sale &&
      (!q.catalogue || p.catalogue === q.catalogue) &&
      (!q.categoryId || p.category_id === q.categoryId) &&
      (!q.brandId || p.brand_id === q.brandId) &&
      (!q.supplierId || p.supplier_id === q.supplierId) &&
      words.every((w) => [p.name, p.model, p.brand, p.category].some((t) => t.toLowerCase().includes(w.toLowerCase()))),
  );
  const byPrice = (dir: 1 | -1) => (a: Row, b: Row) => {
    if (a.price === null || b.price === null)
      return (a.price === null ? 1 : 0) - (b.price === null ? 1 : 0) || a.id - b.id;
    return dir * (Number(a.price) - Number(b.price)) || a.id - b.id;
  };
  const compare: Record<string, (a: Row, b: Row) => number> = {
    default: (a, b) => a.id - b.id,
    'price-asc': byPrice(1),
    'price-desc': byPrice(-1),
    newest: (a, b) => (a.created < b.created ? 1 : a.created > b.created ? -1 : b.id - a.id),
    sales: (a, b) => b.sales - a.sales || a.id - b.id,
  };
  return hits.sort(compare[q.sort ?? 'default']).map((p) => p.id);
}

/** All pages of a query put together, and the total each page announced. */
async function collect(ctx: TestContext, q: ProductQuery, pageSize: number) {
  const ids: number[] = [];
  const totals = new Set<number>();
  for (let page = 1; page < 200; page++) {
    const res = await listProducts(ctx.db, { ...q, page, pageSize });
    totals.add(res.Total);
    ids.push(...res.Items.map((i) => i.Id));
    if (res.Items.length < pageSize) break;
  }
  return { ids, totals: [...totals] };
}

/** Price-sort copies on product_prices that differ from their product (must be none). */
async function staleCopies(ctx: TestContext): Promise<number> {
  const [row] = await rows<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from product_prices pp join products p on p.id = pp.product_id
         where (pp.catalogue, pp.on_sale, pp.category_id, pp.brand_id, pp.supplier_id)
               is distinct from (p.catalogue, p.on_sale, p.category_id, p.brand_id, p.supplier_id)`,
  );
  return Number(row!.n);
}

/** An on-sale online product for the operator's create call: the first brand and supplier, one price in `region`. */
function testProduct(
  options: Record<string, { Id: number }[]>,
  categoryId: number,
  region: number,
  { Name, Model, Price }: { Name: string; Model: string; Price: string },
) {
  return {
    Catalogue: 'online',
    Name,
    Model,
    BrandId: options.Brands![0]!.Id,
    CategoryId: categoryId,
    SupplierId: options.Suppliers![0]!.Id,
    Unit: '个',
    Description: '测试用',
    Specs: [],
    MinQuantity: 1,
    QuantityStep: 1,
    Stock: 10,
    OnSale: true,
    Prices: [{ RegionId: region, Price }],
  };
}

describeEachDatabase('catalogue queries against a plain filter and sort', (getCtx) => {
  beforeAll(async () => {
    const { db } = getCtx();
    // Unpriced products in region 2 (online ones without a price there), equal prices in region 1, products
    // taken off sale and moved to another category with plain SQL (the triggers keep the copies).
    await db.execute(sql`delete from product_prices where region_id = 2 and product_id % 4 = 0`);
    await db.execute(
      sql`update product_prices set price = 100 where region_id = 1 and product_id in (select id from products where id % 5 = 1)`,
    );
    await db.execute(sql`update products set on_sale = false where id % 9 = 0`);
    await db.execute(
      sql`update products set category_id = (select min(id) from categories) where id % 11 = 0 and catalogue = 'online'`,
    );
  });

  it('keeps the price-sort copies equal to their products after plain SQL writes', async () => {
    expect(await staleCopies(getCtx())).toBe(0);
    const [offSale] = await rows<{ n: number }>(
      getCtx().db,
      sql`select count(*)::int as n from product_prices where not on_sale`,
    );
    expect(Number(offSale!.n)).toBeGreaterThan(0);
  });

  it('price sorts: every filter, both directions, two regions, unpriced last, ties by id — pages of 7 = the plain sort', async () => {
    const ctx = getCtx();
    const [some] = await rows<{ category_id: number; brand_id: number; supplier_id: number }>(
      ctx.db,
      sql`select category_id, brand_id, supplier_id from products where on_sale and catalogue = 'online' and id % 4 = 0 limit 1`,
    );
    const filters: ProductQuery[] = [
      {},
      { catalogue: 'online' },
      { catalogue: 'consultation' },
      { categoryId: Number(some!.category_id) },
      { catalogue: 'online', brandId: Number(some!.brand_id) },
      { supplierId: Number(some!.supplier_id) },
    ];
    let unpricedSeen = 0;
    for (const region of [1, 2]) {
      const all = await everything(ctx, region);
      for (const sort of ['price-asc', 'price-desc'] as const) {
        for (const f of filters) {
          const q: ProductQuery = { ...f, sort, region };
          const want = expected(all, q);
          const got = await collect(ctx, q, 7);
          const label = JSON.stringify(q);
          expect(got.ids, label).toEqual(want);
          expect(got.totals, label).toEqual([want.length]);
          const prices = new Map(all.map((p) => [p.id, p.price]));
          unpricedSeen += want.filter((id) => prices.get(id) === null).length;
        }
      }
      // A page that starts past the last priced product (its offset needs the priced count).
      const all2 = await everything(ctx, region);
      const q: ProductQuery = { catalogue: 'online', sort: 'price-asc', region };
      const want = expected(all2, q);
      const firstUnpriced = want.findIndex((id) => all2.find((p) => p.id === id)!.price === null);
      if (firstUnpriced > 0) {
        const page = Math.floor(firstUnpriced / 5) + 2;
        const res = await listProducts(ctx.db, { ...q, page, pageSize: 5 });
        expect(res.Items.map((i) => i.Id)).toEqual(want.slice((page - 1) * 5, page * 5));
        expect(res.Items.every((i) => i.Price === null)).toBe(true);
      }
    }
    // The data did exercise products without a price in the region.
    expect(unpricedSeen).toBeGreaterThan(0);
  });

  it('keywords of one, two and more characters, Latin in either case, with filters and every sort = the plain substring filter', async () => {
    const ctx = getCtx();
    const all = await everything(ctx, 1);
    const sample = all.find((p) => p.on_sale && p.catalogue === 'consultation' && [...p.name].length >= 4)!;
    const online = all.find((p) => p.on_sale && p.catalogue === 'online' && /[a-z]/i.test(p.model))!;
    const latin = online.model.match(/[a-z]/i)![0]!;
    const keywords: [string, ProductQuery][] = [
      ['器', {}],
      [latin.toLowerCase(), { catalogue: 'online' }],
      [latin.toUpperCase(), { catalogue: 'online' }],
      [[...sample.name].slice(1, 4).join(''), { catalogue: 'consultation' }],
      [[...sample.name].slice(0, 2).join(''), { categoryId: sample.category_id }],
      [online.brand, { catalogue: 'online', sort: 'price-asc' }],
      [[...online.name].slice(0, 2).join(''), { catalogue: 'online', sort: 'price-desc', region: 2 }],
      [`${latin} ${[...online.name][0]}`, { sort: 'sales' }],
      [[...online.name][1]!, { sort: 'newest', brandId: online.brand_id }],
      ['不存在的词', {}],
    ];
    for (const [keyword, f] of keywords) {
      const q: ProductQuery = { ...f, keyword };
      const want = expected(q.region === 2 ? await everything(ctx, 2) : all, q);
      const got = await collect(ctx, q, 9);
      expect(got.ids, keyword).toEqual(want);
      expect(got.totals, keyword).toEqual([want.length]);
    }
  });

  it('deep pages from kept anchors (every 10 rows here): every sort, filter and region, in order and jumped to = the plain sort', async () => {
    const ctx = getCtx();
    const [some] = await rows<{ category_id: number; brand_id: number }>(
      ctx.db,
      sql`select category_id, brand_id from products where on_sale and catalogue = 'online' limit 1`,
    );
    const filters: ProductQuery[] = [
      {},
      { catalogue: 'online' },
      { catalogue: 'consultation' },
      { categoryId: Number(some!.category_id) },
      { catalogue: 'online', brandId: Number(some!.brand_id) },
    ];
    const sorts = ['default', 'newest', 'sales', 'price-asc', 'price-desc'] as const;
    let anchored = 0;
    for (const region of [1, 2]) {
      const all = await everything(ctx, region);
      for (const sort of sorts) {
        for (const f of filters) {
          const q: ProductQuery = { ...f, sort, region };
          const label = JSON.stringify(q);
          const want = expected(all, q);
          const kept = new Map<string, AnchorRow | null>();
          const shared: SharedParts = {
            total: (count) => count(),
            popular: (list) => list(),
            anchorEvery: 10,
            anchor: async (position, find) => {
              if (!kept.has(position)) kept.set(position, await find());
              return kept.get(position)!;
            },
          };
          // Page after page (anchors found on the way), then each page again straight from the kept anchors.
          const ids: number[] = [];
          for (let page = 1; page < 100; page++) {
            const res = await listProducts(ctx.db, { ...q, page, pageSize: 7 }, shared);
            ids.push(...res.Items.map((i) => i.Id));
            if (res.Items.length < 7) break;
          }
          expect(ids, label).toEqual(want);
          const last = Math.ceil(want.length / 7);
          for (const page of [last, Math.ceil(last / 2), 2]) {
            const res = await listProducts(ctx.db, { ...q, page, pageSize: 7 }, shared);
            expect(
              res.Items.map((i) => i.Id),
              `${label} page ${page}`,
            ).toEqual(want.slice((page - 1) * 7, page * 7));
          }
          anchored += [...kept.values()].filter(Boolean).length;
        }
      }
    }
    // The data did reach past anchors (the demo catalogue has products enough for several).
    expect(anchored).toBeGreaterThan(50);
  });
});

describeEachDatabase('price sort after operator writes', (getCtx) => {
  let ops = '';
  let refs: {
    regions: number[];
    regionNames: string[];
    categories: { Id: number; Name: string }[];
    brand: string;
    supplier: string;
  };
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    getCtx().app.inject({ method, url, headers: auth(ops), ...(payload ? { payload } : {}) });
  /** The storefront's price-sorted list of a category, through the public API (cache included). */
  const publicIds = async (categoryId: number, region: number, sort = 'price-asc') =>
    (
      (
        await getCtx().app.inject({
          method: 'GET',
          url: `/api/Products?categoryId=${categoryId}&sort=${sort}&region=${region}&pageSize=100`,
        })
      ).json() as { Items: { Id: number }[] }
    ).Items.map((i) => i.Id);
  const check = async (categoryId: number) => {
    expect(await staleCopies(getCtx())).toBe(0);
    for (const region of refs.regions.slice(0, 2))
      for (const sort of ['price-asc', 'price-desc'] as const)
        expect(await publicIds(categoryId, region, sort), `${sort} region ${region}`).toEqual(
          expected(await everything(getCtx(), region), { categoryId, sort, region }).slice(0, 100),
        );
  };

  /** Imports products from CSV rows (the import's columns, the price of the first region last). */
  const importCsv = (lines: string[][]) =>
    getCtx().app.inject({
      method: 'POST',
      url: '/api/Operator/products/import',
      headers: { ...auth(ops), 'content-type': 'text/csv' },
      payload: [productCsvHeader(refs.regionNames[0]!), ...lines]
        .map((r) => r.map((c) => `"${c}"`).join(','))
        .join('\n'),
    });

  /**
   * One online product line of the import sheet (columns of productCsvHeader): the test brand and supplier, 个,
   * minimum 1, step 1, stock 10, on sale, no description, a price in the first region. `id` '' creates one.
   */
  const csvLine = (id: string, name: string, model: string, category: string, price: string) => [
    id,
    '在线采购',
    name,
    model,
    refs.brand,
    category,
    refs.supplier,
    '个',
    '1',
    '1',
    '10',
    '是',
    '',
    price,
  ];

  beforeAll(async () => {
    const login = await getCtx().app.inject({
      method: 'POST',
      url: '/api/Operator/login',
      payload: { Email: 'ops@demo.cn', Password: 'Demo@123456' },
    });
    ops = login.json().token;
    const o = (await call('GET', '/api/Operator/catalogue/options')).json() as Record<
      string,
      { Id: number; Name: string }[]
    >;
    const counts = new Map<string, number>();
    for (const c of o.Categories!) counts.set(c.Name, (counts.get(c.Name) ?? 0) + 1);
    refs = {
      regions: o.Regions!.map((r) => r.Id),
      regionNames: o.Regions!.map((r) => r.Name),
      categories: o.Categories!.filter((c) => counts.get(c.Name) === 1),
      brand: o.Brands![0]!.Name,
      supplier: o.Suppliers![0]!.Name,
    };
  });

  it('create, edit (category and prices), off sale, on sale and CSV import: the next price-sorted read is exact', async () => {
    const [catA, catB] = refs.categories;
    const o = (await call('GET', '/api/Operator/catalogue/options')).json() as Record<string, { Id: number }[]>;
    // Cheapest of category A in region 1; no price in region 2 (comes last there).
    const base = testProduct(o, catA!.Id, refs.regions[0]!, { Name: '价格排序测试阀门', Model: 'PS-1', Price: '0.01' });
    await check(catA!.Id); // read (and cached) before the writes
    const created = await call('POST', '/api/Operator/products', base);
    expect(created.statusCode).toBe(200);
    const id = created.json().Id as number;
    expect((await publicIds(catA!.Id, refs.regions[0]!))[0]).toBe(id);
    await check(catA!.Id);

    // Moved to category B, priced in region 2, dearest in region 1.
    const edited = await call('PUT', `/api/Operator/products/${id}`, {
      ...base,
      CategoryId: catB!.Id,
      Prices: [
        { RegionId: refs.regions[0]!, Price: '999999.99' },
        { RegionId: refs.regions[1]!, Price: '0.02' },
      ],
      Version: 0,
    });
    expect(edited.statusCode).toBe(200);
    expect(await publicIds(catA!.Id, refs.regions[0]!)).not.toContain(id);
    expect((await publicIds(catB!.Id, refs.regions[1]!))[0]).toBe(id);
    expect((await publicIds(catB!.Id, refs.regions[0]!, 'price-desc'))[0]).toBe(id);
    await check(catA!.Id);
    await check(catB!.Id);

    expect((await call('POST', `/api/Operator/products/${id}/sale`, { OnSale: false, Version: 1 })).statusCode).toBe(
      200,
    );
    expect(await publicIds(catB!.Id, refs.regions[1]!)).not.toContain(id);
    await check(catB!.Id);
    expect((await call('POST', `/api/Operator/products/${id}/sale`, { OnSale: true, Version: 2 })).statusCode).toBe(
      200,
    );
    expect((await publicIds(catB!.Id, refs.regions[1]!))[0]).toBe(id);
    await check(catB!.Id);

    // CSV import: the same product back to category A (by its id) at a new price, and a new product.
    const imported = await importCsv([
      csvLine(String(id), '价格排序测试阀门', 'PS-1', catA!.Name, '0.03'),
      csvLine('', '价格排序导入新品', 'PS-2', catA!.Name, '0.02'),
    ]);
    expect(imported.json()).toMatchObject({ Written: true, Problems: [] });
    const first = await publicIds(catA!.Id, refs.regions[0]!);
    expect(first[1]).toBe(id); // 0.02 (the new one), then 0.03
    expect(await publicIds(catB!.Id, refs.regions[1]!)).not.toContain(id);
    await check(catA!.Id);
    await check(catB!.Id);
  });
  it('a keyword total, shared by pages, sorts and regions, stays exact after create, rename, off sale, CSV import and a category rename', async () => {
    const keyword = '总数测试';
    const [catA] = refs.categories;
    const o = (await call('GET', '/api/Operator/catalogue/options')).json() as Record<string, { Id: number }[]>;
    /** The totals of one keyword read through the public API (cache included) on other pages, sorts and regions. */
    const check = async () => {
      const want = expected(await everything(getCtx(), 1), { keyword }).length;
      const totals = new Set<number>();
      for (const query of ['', '&page=2&sort=price-asc&region=2', '&sort=sales&pageSize=7'])
        for (const path of ['/api/Search', '/api/Products'])
          totals.add(
            (
              await getCtx().app.inject({
                method: 'GET',
                url: `${path}?keyword=${encodeURIComponent(keyword)}${query}`,
              })
            ).json().Total,
          );
      expect([...totals]).toEqual([want]);
      return want;
    };
    expect(await check()).toBe(0);
    const product = testProduct(o, catA!.Id, refs.regions[0]!, {
      Name: `${keyword}阀门`,
      Model: 'ZS-1',
      Price: '5.00',
    });
    const created = await call('POST', '/api/Operator/products', product);
    expect(created.statusCode).toBe(200);
    const id = created.json().Id as number;
    expect(await check()).toBe(1);
    const renamed = await call('PUT', `/api/Operator/products/${id}`, { ...product, Name: '改名阀门', Version: 0 });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await check()).toBe(0);
    await call('PUT', `/api/Operator/products/${id}`, { ...product, Version: 1 });
    expect(await check()).toBe(1);
    await call('POST', `/api/Operator/products/${id}/sale`, { OnSale: false, Version: 2 });
    expect(await check()).toBe(0);
    await call('POST', `/api/Operator/products/${id}/sale`, { OnSale: true, Version: 3 });
    expect(await check()).toBe(1);
    const imported = await importCsv([csvLine('', `导入${keyword}`, 'ZS-2', catA!.Name, '6')]);
    expect(imported.json()).toMatchObject({ Written: true, Problems: [] });
    expect(await check()).toBe(2);
    // Every product of a category whose name takes the keyword matches it, then none of them again.
    const category = (await call('GET', `/api/Operator/content/categories/${catA!.Id}`)).json() as Record<
      string,
      unknown
    >;
    const { Id: _id, ParentName: _parent, ...fields } = category;
    const named = await call('PUT', `/api/Operator/content/categories/${catA!.Id}`, {
      ...fields,
      Name: `${catA!.Name}${keyword}`,
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(await check()).toBeGreaterThan(2);
    await call('PUT', `/api/Operator/content/categories/${catA!.Id}`, { ...fields, Version: named.json().Version });
    expect(await check()).toBe(2);
  });
});
