/**
 * Company terms, prices: 协议价 set by the operator (GET/PUT /api/Operator/companies/{id}/prices, file
 * import and export), 阶梯价, and the one price engine behind the catalogue (lists, search, detail), the cart,
 * the order preview and order creation — in exact decimals, with validity in China days, and never leaking a
 * company's price to a visitor or another company, through the API or the catalogue cache and its fast path.
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { productPriceTiers, products } from '../../server/db/schema.js';
import { formatDate } from '../../src/contract/dates.js';
import { auth, createBuyers, rows } from './commerce-fixtures.js';
import { describeEachDatabase } from './helpers/app.js';

type Summary = { Id: number; Price: string | null; ContractPrice?: string; ListPrice?: string; PriceTiers?: unknown[] };
type CartLine = {
  Id: number;
  ProductId: number;
  UnitPrice: string | null;
  ListPrice?: string;
  NextBreak?: { MinQuantity: number; Price: string } | null;
};

const day = (offsetDays: number) => formatDate(new Date(Date.now() + offsetDays * 86_400_000));

describeEachDatabase('company prices: 协议价 and 阶梯价', (ctx) => {
  let ops = '';
  let a: { companyId: number; tokens: string[] };
  let b: { companyId: number; tokens: string[] };
  /** Online products with a region-1 price, min 1, step 1, plenty of stock: [contract, tiered, expired, future]. */
  let p: { id: number; list: string; name: string }[] = [];

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: unknown) =>
    ctx().app.inject({
      method,
      url,
      headers: token ? auth(token) : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const setPrices = (companyId: number, list: unknown[], token = ops) =>
    call('PUT', `/api/Operator/companies/${companyId}/prices`, token, list);
  const detail = async (id: number, token?: string, region = 1) => {
    const res = await call('GET', `/api/Products/${id}?region=${region}`, token);
    expect(res.statusCode).toBe(200);
    return res.json() as Summary;
  };

  beforeAll(async () => {
    const login = await call('POST', '/api/Operator/login', undefined, {
      Email: 'ops@demo.cn',
      Password: 'Demo@123456',
    });
    ops = login.json().token;
    a = await createBuyers(ctx(), 2, 'prices-a');
    b = await createBuyers(ctx(), 1, 'prices-b');
    p = await rows<{ id: number; list: string; name: string }>(
      ctx().db,
      sql`select p.id, pp.price::text as list, p.name from products p join product_prices pp on pp.product_id = p.id and pp.region_id = 1
          where p.catalogue = 'online' and p.on_sale and p.min_quantity = 1 and p.quantity_step = 1 and p.stock >= 2000
          order by p.id limit 4`,
    );
    expect(p).toHaveLength(4);
    // Breaks on the second product: list, then list − 1.30 from 100, list − 2.80 from 500.
    const list = Number(p[1]!.list);
    await ctx()
      .db.insert(productPriceTiers)
      .values([
        { productId: p[1]!.id, regionId: 1, minQuantity: 100, price: (list - 1.3).toFixed(2) },
        { productId: p[1]!.id, regionId: 1, minQuantity: 500, price: (list - 2.8).toFixed(2) },
      ]);
    await ctx().app.catalogueCache.drop(['*']);
  });

  it('is refused to company users and visitors, and 404 for an unknown company', async () => {
    expect((await call('GET', `/api/Operator/companies/${a.companyId}/prices`)).statusCode).toBe(403);
    expect((await call('GET', `/api/Operator/companies/${a.companyId}/prices`, a.tokens[0])).statusCode).toBe(403);
    expect((await setPrices(a.companyId, [], a.tokens[0])).statusCode).toBe(403);
    expect((await call('GET', '/api/Operator/companies/999999/prices', ops)).statusCode).toBe(404);
  });

  it('refuses bad lists with the reason and writes nothing', async () => {
    const ok = { ProductId: p[0]!.id, Region: 1, Price: '1.00' };
    const consultation = await rows<{ id: number }>(
      ctx().db,
      sql`select id from products where catalogue = 'consultation' limit 1`,
    );
    const cases: [unknown[], RegExp][] = [
      [[{ ...ok, Price: '-1' }], /价格/],
      [[{ ...ok, Price: '0' }], /大于 0/],
      [[{ ...ok, ProductId: 999999 }], /不存在/],
      [[{ ...ok, ProductId: consultation[0]!.id }], /咨询采购/],
      [[{ ...ok, Region: 999 }], /地区/],
      [[{ ...ok, ValidFrom: '2026-02-30' }], /有效日期/],
      [[{ ...ok, ValidFrom: '2026-05-01', ValidUntil: '2026-04-30' }], /早于/],
      [
        [
          { ...ok, ValidUntil: '2026-06-30' },
          { ...ok, ValidFrom: '2026-06-30' },
        ],
        /重叠/,
      ],
    ];
    for (const [list, message] of cases) {
      const res = await setPrices(a.companyId, list);
      expect(res.statusCode, JSON.stringify(list)).toBe(400);
      expect(res.json().Error).toMatch(message);
    }
    expect((await call('GET', `/api/Operator/companies/${a.companyId}/prices`, ops)).json()).toEqual([]);
  });

  it('sets a company list with validity and tells which prices apply today (China time)', async () => {
    const res = await setPrices(a.companyId, [
      { ProductId: p[0]!.id, Region: 1, Price: '1.5' },
      { ProductId: p[0]!.id, Region: 2, Price: '2.00', ValidFrom: day(0), ValidUntil: day(0) },
      { ProductId: p[1]!.id, Region: 1, Price: '1.00', ValidFrom: day(-30), ValidUntil: day(30) },
      { ProductId: p[2]!.id, Region: 1, Price: '1.00', ValidFrom: day(-30), ValidUntil: day(-1) },
      { ProductId: p[3]!.id, Region: 1, Price: '1.00', ValidFrom: day(1) },
    ]);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { ProductId: number; Region: number; Price: string; State: string; ListPrice: string }[];
    expect(list.map((c) => [c.ProductId, c.Region, c.Price, c.State])).toEqual([
      [p[0]!.id, 1, '1.50', 'active'],
      [p[0]!.id, 2, '2.00', 'active'],
      [p[1]!.id, 1, '1.00', 'active'],
      [p[2]!.id, 1, '1.00', 'expired'],
      [p[3]!.id, 1, '1.00', 'pending'],
    ]);
    expect(list[0]!.ListPrice).toBe(p[0]!.list);
    expect((await call('GET', `/api/Operator/companies/${a.companyId}/prices`, ops)).json()).toEqual(list);
  });

  it('shows the company its 协议价 with the list price, in valid periods and regions only', async () => {
    const [buyer] = a.tokens;
    expect(await detail(p[0]!.id, buyer)).toMatchObject({
      Price: '1.50',
      ContractPrice: '1.50',
      ListPrice: p[0]!.list,
    });
    expect(await detail(p[0]!.id, buyer, 2)).toMatchObject({ ContractPrice: '2.00' });
    // Expired yesterday, starting tomorrow: the list price, no contract fields.
    for (const id of [p[2]!.id, p[3]!.id]) {
      const d = await detail(id, buyer);
      expect(d.Price).toBe(p.find((x) => x.id === id)!.list);
      expect(d).not.toHaveProperty('ContractPrice');
      expect(d).not.toHaveProperty('ListPrice');
    }
    const list = (await call('GET', '/api/Products?catalogue=online&pageSize=100', buyer)).json() as {
      Items: Summary[];
    };
    expect(list.Items.find((i) => i.Id === p[0]!.id)).toMatchObject({ ContractPrice: '1.50', ListPrice: p[0]!.list });
  });

  it('never shows it to visitors or another company, whatever the order of requests (API and cache)', async () => {
    const urls = [
      `/api/Products/${p[0]!.id}?region=1`,
      '/api/Products?catalogue=online&pageSize=100',
      `/api/Search?catalogue=online&keyword=${encodeURIComponent(p[0]!.name)}`,
    ];
    for (const url of urls) {
      // Company first, then a visitor (twice: the second one may take the fast path), another company, then again.
      const order: (string | undefined)[] = [
        a.tokens[0],
        undefined,
        undefined,
        b.tokens[0],
        a.tokens[1],
        undefined,
        b.tokens[0],
      ];
      for (const token of order) {
        const res = await call('GET', url, token);
        expect(res.statusCode).toBe(200);
        const own = token === a.tokens[0] || token === a.tokens[1];
        expect(
          res.body.includes('ContractPrice'),
          `${url} ${own ? 'company A' : token ? 'company B' : 'visitor'}`,
        ).toBe(own);
        if (own) expect(res.headers['cache-control']).toBe('private, no-cache');
      }
    }
    // The visitor's ETag never revalidates the company's view, nor the other way round.
    const visitor = await call('GET', urls[0]!);
    const company = await call('GET', urls[0]!, a.tokens[0]);
    expect(company.headers.etag).not.toBe(visitor.headers.etag);
    const cross = await ctx().app.inject({
      method: 'GET',
      url: urls[0]!,
      headers: { ...auth(a.tokens[0]!), 'if-none-match': String(visitor.headers.etag) },
    });
    expect(cross.statusCode).toBe(200);
    expect(cross.json()).toMatchObject({ ContractPrice: '1.50' });
    const back = await ctx().app.inject({
      method: 'GET',
      url: urls[0]!,
      headers: { 'if-none-match': String(company.headers.etag) },
    });
    expect(back.statusCode).toBe(200);
    expect(back.body).not.toContain('ContractPrice');
    // The operator's list of company A is not company B's.
    expect((await call('GET', `/api/Operator/companies/${b.companyId}/prices`, ops)).json()).toEqual([]);
  });

  it('over HTTP: visitors take the fast path, a signed-in company never does and gets its own view', async () => {
    const { app } = ctx();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const url = `/api/Products/${p[0]!.id}?region=1&pageSize=20`;
    const get = async (token?: string) => {
      const res = await fetch(base + url, { headers: token ? auth(token) : {} });
      return { body: await res.text(), cacheControl: res.headers.get('cache-control') };
    };
    const cache = app.catalogueCache;
    expect((await get()).body).not.toContain('ContractPrice');
    const fast = cache.fast.answers;
    expect((await get()).body).not.toContain('ContractPrice');
    expect(cache.fast.answers, 'a visitor repeat is answered ahead of Fastify').toBe(fast + 1);
    for (const token of [a.tokens[0], a.tokens[1], a.tokens[0]]) {
      const own = await get(token);
      expect(JSON.parse(own.body)).toMatchObject({ ContractPrice: '1.50', ListPrice: p[0]!.list });
      expect(own.cacheControl).toBe('private, no-cache');
    }
    expect((await get(b.tokens[0])).body).not.toContain('ContractPrice');
    expect(cache.fast.answers, 'no signed-in read took the fast path').toBe(fast + 1);
    expect((await get()).body).not.toContain('ContractPrice');
    expect(cache.fast.answers).toBe(fast + 2);
  });

  it('shows 阶梯价 to everyone and prices cart lines by quantity, with the next break', async () => {
    const list = Number(p[1]!.list);
    const low = (list - 1.3).toFixed(2);
    const lower = (list - 2.8).toFixed(2);
    const visitor = await detail(p[1]!.id);
    expect(visitor.PriceTiers).toEqual([
      { MinQuantity: 1, Price: p[1]!.list },
      { MinQuantity: 100, Price: low },
      { MinQuantity: 500, Price: lower },
    ]);
    // Company B (no contract) buys 80 of the tiered product: list price, next break at 100.
    const [buyerB] = b.tokens;
    const add = await call('POST', '/api/ShoppingCarts/items', buyerB, {
      ProductId: p[1]!.id,
      Quantity: 80,
      Region: 1,
    });
    expect(add.statusCode).toBe(201);
    const line = add.json() as CartLine;
    expect(line).toMatchObject({ UnitPrice: p[1]!.list, NextBreak: { MinQuantity: 100, Price: low } });
    expect(line).not.toHaveProperty('ListPrice');
    const more = (
      await call('PUT', `/api/ShoppingCarts/items/${line.Id}`, buyerB, { Quantity: 120 })
    ).json() as CartLine;
    expect(more).toMatchObject({ UnitPrice: low, NextBreak: { MinQuantity: 500, Price: lower } });
    const preview = await call('POST', '/api/Orders/preview', buyerB, { Region: 1 });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      Items: [{ UnitPrice: low, Quantity: 120 }],
      TotalAmount: ((Math.round(Number(low) * 100) * 120) / 100).toFixed(2),
    });
  });

  it('charges the company its 协议价 in the cart, the preview and the order, exactly', async () => {
    const [buyer] = a.tokens;
    await call('POST', '/api/ShoppingCarts/items', buyer, { ProductId: p[0]!.id, Quantity: 3, Region: 1 });
    await call('POST', '/api/ShoppingCarts/items', buyer, { ProductId: p[1]!.id, Quantity: 7, Region: 1 });
    await call('POST', '/api/ShoppingCarts/items', buyer, { ProductId: p[2]!.id, Quantity: 1, Region: 1 });
    const cart = (await call('GET', '/api/ShoppingCarts/items?region=1', buyer)).json() as { Items: CartLine[] };
    const of = (id: number) => cart.Items.find((l) => l.ProductId === id)!;
    expect(of(p[0]!.id)).toMatchObject({ UnitPrice: '1.50', ListPrice: p[0]!.list });
    expect(of(p[1]!.id)).toMatchObject({ UnitPrice: '1.00', ListPrice: p[1]!.list, NextBreak: null });
    expect(of(p[2]!.id)).toMatchObject({ UnitPrice: p[2]!.list });
    expect(of(p[2]!.id)).not.toHaveProperty('ListPrice');
    // 3 × 1.50 + 7 × 1.00 + 1 × list(p2), in cents.
    const cents = 450 + 700 + Math.round(Number(p[2]!.list) * 100);
    const total = (cents / 100).toFixed(2);
    const preview = (await call('POST', '/api/Orders/preview', buyer, { Region: 1 })).json();
    expect(preview.TotalAmount).toBe(total);
    const created = await ctx().app.inject({
      method: 'POST',
      url: '/api/Orders',
      headers: { ...auth(buyer!), 'idempotency-key': `prices-${Date.now()}` },
      payload: { Region: 1, InvoiceType: 0 },
    });
    expect(created.statusCode).toBe(201);
    const order = created.json() as {
      Id: number;
      TotalAmount: string;
      Items: { ProductId: number; UnitPrice: string; ListPrice?: string }[];
    };
    expect(order.TotalAmount).toBe(total);
    expect(order.Items.find((i) => i.ProductId === p[0]!.id)).toMatchObject({
      UnitPrice: '1.50',
      ListPrice: p[0]!.list,
    });
    const again = (await call('GET', `/api/Orders/${order.Id}`, buyer)).json() as typeof order;
    expect(again.Items.find((i) => i.ProductId === p[1]!.id)).toMatchObject({
      UnitPrice: '1.00',
      ListPrice: p[1]!.list,
    });
    expect(again.Items.find((i) => i.ProductId === p[2]!.id)).not.toHaveProperty('ListPrice');
  });

  it('drops the company view at once when the operator changes the list', async () => {
    const [buyer] = a.tokens;
    expect(await detail(p[0]!.id, buyer)).toMatchObject({ ContractPrice: '1.50' });
    expect((await setPrices(a.companyId, [{ ProductId: p[0]!.id, Region: 1, Price: '1.25' }])).statusCode).toBe(200);
    expect(await detail(p[0]!.id, buyer)).toMatchObject({ ContractPrice: '1.25', Price: '1.25' });
    expect((await setPrices(a.companyId, [])).statusCode).toBe(200);
    expect(await detail(p[0]!.id, buyer)).not.toHaveProperty('ContractPrice');
  });

  it('imports a CSV (nothing written when a row is wrong) and exports it back', async () => {
    const url = `/api/Operator/companies/${a.companyId}/prices/import`;
    const upload = (csv: string, query = '') =>
      ctx().app.inject({
        method: 'POST',
        url: `${url}${query}`,
        headers: { ...auth(ops), 'content-type': 'text/csv' },
        payload: csv,
      });
    const header = '商品编号,型号,商品名称,地区,协议价,生效日期,失效日期';
    const bad = await upload(`${header}\n${p[0]!.id},,,华东,1.10,,\n999999,,,华东,1,,\n${p[1]!.id},,,火星,1,,\n`);
    expect(bad.statusCode).toBe(200);
    const badBody = bad.json() as { Written: boolean; Problems: { Row: number; Column: string }[] };
    expect(badBody.Written).toBe(false);
    expect(badBody.Problems.map((x) => [x.Row, x.Column])).toEqual([
      [3, '商品编号'],
      [4, '地区'],
    ]);
    const regions = await rows<{ name: string }>(ctx().db, sql`select name from regions where id = 1`);
    const csv = `${header}\n${p[0]!.id},,,${regions[0]!.name},1.10,${day(-1).replaceAll('-', '/')},\n${p[1]!.id},,,1,0.9,,${day(5)}\n`;
    const dry = (await upload(csv, '?dryRun=true')).json() as { Written: boolean; Items: unknown[] };
    expect(dry).toMatchObject({ Written: false, Items: [] });
    const ok = (await upload(csv)).json() as { Written: boolean; Items: { Price: string; ValidFrom: string | null }[] };
    expect(ok.Written).toBe(true);
    expect(ok.Items.map((i) => [i.Price, i.ValidFrom])).toEqual([
      ['1.10', day(-1)],
      ['0.90', null],
    ]);
    expect(await detail(p[0]!.id, a.tokens[0])).toMatchObject({ ContractPrice: '1.10' });
    const exported = await call('GET', `/api/Operator/companies/${a.companyId}/prices/export`, ops);
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('商品编号');
    expect(exported.body).toContain('1.10');
    const roundTrip = (await upload(exported.body.replace(/^\uFEFF/, ''))).json() as {
      Written: boolean;
      Problems: unknown[];
    };
    expect(roundTrip).toMatchObject({ Written: true, Problems: [] });
    const audit = await rows<{ action: string }>(
      ctx().db,
      sql`select action from audit_log where entity = 'company' and entity_id = ${String(a.companyId)} order by id`,
    );
    expect(audit.map((r) => r.action)).toContain('company.prices-import');
  });

  it('edits 阶梯价 in the product form and refuses tiers that do not fall', async () => {
    const id = p[3]!.id;
    const current = (await call('GET', `/api/Operator/products/${id}`, ops)).json() as Record<string, unknown> & {
      Prices: { RegionId: number; Price: string; Tiers?: unknown[] }[];
      Version: number;
    };
    const body = {
      Catalogue: current.Catalogue,
      Name: current.Name,
      Model: current.Model,
      BrandId: current.BrandId,
      CategoryId: current.CategoryId,
      SupplierId: current.SupplierId,
      Unit: current.Unit,
      Description: current.Description,
      Specs: current.Specs,
      MinQuantity: current.MinQuantity,
      QuantityStep: current.QuantityStep,
      Stock: current.Stock,
      OnSale: current.OnSale,
      Images: current.Images,
      Version: current.Version,
    };
    const prices = current.Prices.map((x) => ({ RegionId: x.RegionId, Price: x.Price }));
    const withTiers = (tiers: unknown[]) => [{ ...prices[0]!, Tiers: tiers }, ...prices.slice(1)];
    const wrong = await call('PUT', `/api/Operator/products/${id}`, ops, {
      ...body,
      Prices: withTiers([{ MinQuantity: 10, Price: String(Number(prices[0]!.Price) + 1) }]),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ Field: 'Prices' });
    expect(wrong.json().Error).toMatch(/低于上一档/);
    const ok = await call('PUT', `/api/Operator/products/${id}`, ops, {
      ...body,
      Prices: withTiers([{ MinQuantity: 10, Price: '0.5' }]),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().Prices[0].Tiers).toEqual([{ MinQuantity: 10, Price: '0.50' }]);
    expect((await detail(id, undefined, prices[0]!.RegionId)).PriceTiers).toContainEqual({
      MinQuantity: 10,
      Price: '0.50',
    });
    const stored = await ctx()
      .db.select()
      .from(productPriceTiers)
      .where(and(eq(productPriceTiers.productId, id), eq(productPriceTiers.regionId, prices[0]!.RegionId)));
    expect(stored).toHaveLength(1);
    // Kept on sale with its stock: the product row itself is untouched apart from its version.
    const [row] = await ctx().db.select().from(products).where(eq(products.id, id));
    expect(row!.version).toBe(current.Version + 1);
  });
});

/** The server's clock in the test below, two days ahead of the wall clock (the app reads it through `now`). */
const clock = new Date(Date.now() + 2 * 86_400_000);

describeEachDatabase(
  'company prices follow the server clock',
  (ctx) => {
    it('prices the cart and the preview by the server day, not the wall clock', async () => {
      const { app, db } = ctx();
      const ops = (
        await app.inject({
          method: 'POST',
          url: '/api/Operator/login',
          payload: { Email: 'ops@demo.cn', Password: 'Demo@123456' },
        })
      ).json().token as string;
      const { companyId, tokens } = await createBuyers(ctx(), 1, 'prices-clock');
      const [product] = await rows<{ id: number; list: string }>(
        db,
        sql`select p.id, pp.price::text as list from products p join product_prices pp on pp.product_id = p.id and pp.region_id = 1
            where p.catalogue = 'online' and p.on_sale and p.min_quantity = 1 and p.quantity_step = 1 and p.stock >= 100
            order by p.id limit 1`,
      );
      const buyer = tokens[0]!;
      await app.inject({
        method: 'POST',
        url: '/api/ShoppingCarts/items',
        headers: auth(buyer),
        payload: { ProductId: product!.id, Quantity: 2, Region: 1 },
      });
      const contractOn = async (day: Date) => {
        const set = await app.inject({
          method: 'PUT',
          url: `/api/Operator/companies/${companyId}/prices`,
          headers: auth(ops),
          payload: [
            {
              ProductId: product!.id,
              Region: 1,
              Price: '1.00',
              ValidFrom: formatDate(day),
              ValidUntil: formatDate(day),
            },
          ],
        });
        expect(set.statusCode).toBe(200);
      };
      const priced = async () => {
        const cart = await app.inject({
          method: 'GET',
          url: '/api/ShoppingCarts/items?region=1',
          headers: auth(buyer),
        });
        const preview = await app.inject({
          method: 'POST',
          url: '/api/Orders/preview',
          headers: auth(buyer),
          payload: { Region: 1 },
        });
        return [(cart.json() as { Items: CartLine[] }).Items[0]!.UnitPrice, preview.json().TotalAmount];
      };
      // A 协议价 of the wall clock's day has ended by the server's day: neither the cart nor the preview charges it.
      await contractOn(new Date());
      const list2 = ((Math.round(Number(product!.list) * 100) * 2) / 100).toFixed(2);
      expect(await priced()).toEqual([product!.list, list2]);
      // One of the server's day applies in both.
      await contractOn(clock);
      expect(await priced()).toEqual(['1.00', '2.00']);
    });
  },
  { now: () => clock },
);
