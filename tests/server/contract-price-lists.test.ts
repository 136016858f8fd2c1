/**
 * A company's 协议价 wherever its buyers see a price beyond the catalogue and the cart: favourites, 常购商品,
 * quick-order rows (and their candidates), reorder rows and purchase-list lines. Another company's token gets the
 * list price on every one of them, without the contract fields.
 */
import { inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { orders } from '../../server/db/schema.js';
import { OrderStatus } from '../../src/contract/enums.js';
import { type BuyProducts, buyProducts } from './buy-fixtures.js';
import { auth, createBuyers, orderFromCart } from './commerce-fixtures.js';
import { describeEachDatabase } from './helpers/app.js';

type Summary = { Id: number; Price: string | null; ContractPrice?: string; ListPrice?: string };
type Row = { Status: string; ProductId?: number; UnitPrice?: string; ListPrice?: string; PreviousPrice?: string };
type Rows = { Rows: (Row & { Candidates?: Summary[] })[] };

describeEachDatabase('协议价 on favourites, frequent products, quick order, reorder and purchase lists', (ctx) => {
  let p: BuyProducts;
  let a: { companyId: number; tokens: string[] };
  let b: { companyId: number; tokens: string[] };
  const orderIds: { a: number; b: number } = { a: 0, b: 0 };

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
    ctx().app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
  const json = async <T>(method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) => {
    const res = await call(method, url, token, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as T;
  };

  beforeAll(async () => {
    p = await buyProducts(ctx(), 'CTL');
    a = await createBuyers(ctx(), 2, 'ctl-a');
    b = await createBuyers(ctx(), 1, 'ctl-b');
    const login = await ctx().app.inject({
      method: 'POST',
      url: '/api/Operator/login',
      payload: { Email: 'ops@demo.cn', Password: 'Demo@123456' },
    });
    const ops = login.json().token as string;
    const set = await call('PUT', `/api/Operator/companies/${a.companyId}/prices`, ops, [
      { ProductId: p.plain, Region: 1, Price: '10.80' },
      { ProductId: p.twinA, Region: 1, Price: '35.00' },
    ]);
    expect(set.statusCode, set.body).toBe(200);
    // One paid order each: company a bought at its contract price, company b at the list price.
    for (const [key, token] of [
      ['a', a.tokens[0]!],
      ['b', b.tokens[0]!],
    ] as const) {
      const res = await orderFromCart(ctx(), token, [[p.plain, 2]]);
      expect(res.statusCode, res.body).toBe(201);
      orderIds[key] = (res.json() as { Id: number }).Id;
    }
    await ctx()
      .db.update(orders)
      .set({ status: OrderStatus.Completed })
      .where(inArray(orders.id, [orderIds.a, orderIds.b]));
  });

  const contractSummary = { Price: '10.80', ContractPrice: '10.80', ListPrice: '12.50' };
  const expectList = (s: Summary | undefined) => {
    expect(s).toMatchObject({ Price: '12.50' });
    expect(s).not.toHaveProperty('ContractPrice');
    expect(s).not.toHaveProperty('ListPrice');
  };

  it('favourites', async () => {
    for (const token of [a.tokens[0]!, b.tokens[0]!]) await json('PUT', `/api/Favorites/${p.plain}`, token);
    const mine = await json<{ Items: Summary[] }>('GET', '/api/Favorites?region=1', a.tokens[0]!);
    expect(mine.Items.find((i) => i.Id === p.plain)).toMatchObject(contractSummary);
    const other = await json<{ Items: Summary[] }>('GET', '/api/Favorites?region=1', b.tokens[0]!);
    expectList(other.Items.find((i) => i.Id === p.plain));
  });

  it('常购商品, with the price last paid', async () => {
    type Frequent = { Items: (Summary & { LastPrice: string })[] };
    const mine = await json<Frequent>('GET', '/api/Products/frequent?region=1', a.tokens[1]!);
    expect(mine.Items.find((i) => i.Id === p.plain)).toMatchObject({ ...contractSummary, LastPrice: '10.80' });
    const other = await json<Frequent>('GET', '/api/Products/frequent?region=1', b.tokens[0]!);
    const row = other.Items.find((i) => i.Id === p.plain);
    expectList(row);
    expect(row?.LastPrice).toBe('12.50');
  });

  it('quick-order rows and the candidates of an ambiguous model', async () => {
    const body = {
      Region: 1,
      DryRun: true,
      Lines: [
        { Query: 'CTL-AD-H100', Quantity: 3 },
        { Query: 'CTL-CJX2', Quantity: 1 },
      ],
    };
    const mine = await json<Rows>('POST', '/api/ShoppingCarts/quick-order', a.tokens[0]!, body);
    expect(mine.Rows[0]).toMatchObject({ Status: 'ok', ProductId: p.plain, UnitPrice: '10.80', ListPrice: '12.50' });
    expect(mine.Rows[1]!.Status).toBe('ambiguous');
    expect(mine.Rows[1]!.Candidates?.find((c) => c.Id === p.twinA)).toMatchObject({
      Price: '35.00',
      ContractPrice: '35.00',
      ListPrice: '40.00',
    });
    const other = await json<Rows>('POST', '/api/ShoppingCarts/quick-order', b.tokens[0]!, body);
    expect(other.Rows[0]).toMatchObject({ Status: 'ok', UnitPrice: '12.50' });
    expect(other.Rows[0]).not.toHaveProperty('ListPrice');
    const twin = other.Rows[1]!.Candidates?.find((c) => c.Id === p.twinA);
    expect(twin?.Price).toBe('40.00');
    expect(twin).not.toHaveProperty('ContractPrice');
  });

  it('reorder rows: the contract price bought is today’s price, no change reported', async () => {
    const mine = await json<Rows>('POST', `/api/Orders/${orderIds.a}/reorder`, a.tokens[0]!, { DryRun: true });
    expect(mine.Rows[0]).toMatchObject({ Status: 'ok', UnitPrice: '10.80', ListPrice: '12.50' });
    expect(mine.Rows[0]).not.toHaveProperty('PreviousPrice');
    const other = await json<Rows>('POST', `/api/Orders/${orderIds.b}/reorder`, b.tokens[0]!, { DryRun: true });
    expect(other.Rows[0]).toMatchObject({ Status: 'ok', UnitPrice: '12.50' });
    expect(other.Rows[0]).not.toHaveProperty('ListPrice');
  });

  it('purchase-list lines and their rows into the cart', async () => {
    type List = { Id: number; Items: { ProductId: number; UnitPrice?: string; ListPrice?: string }[] };
    const make = (token: string) =>
      json<List>('POST', '/api/PurchaseLists', token, { Name: '常用', Items: [{ ProductId: p.plain, Quantity: 3 }] });
    const mine = await make(a.tokens[0]!);
    // Without a region the lines carry no price.
    expect(mine.Items[0]).not.toHaveProperty('UnitPrice');
    const priced = await json<List>('GET', `/api/PurchaseLists/${mine.Id}?region=1`, a.tokens[0]!);
    expect(priced.Items[0]).toMatchObject({ ProductId: p.plain, UnitPrice: '10.80', ListPrice: '12.50' });
    const rows = await json<Rows>('POST', `/api/PurchaseLists/${mine.Id}/to-cart`, a.tokens[0]!, {
      Region: 1,
      DryRun: true,
    });
    expect(rows.Rows[0]).toMatchObject({ UnitPrice: '10.80', ListPrice: '12.50' });

    const theirs = await make(b.tokens[0]!);
    const listPriced = await json<List>('GET', `/api/PurchaseLists/${theirs.Id}?region=1`, b.tokens[0]!);
    expect(listPriced.Items[0]).toMatchObject({ UnitPrice: '12.50' });
    expect(listPriced.Items[0]).not.toHaveProperty('ListPrice');
    const theirRows = await json<Rows>('POST', `/api/PurchaseLists/${theirs.Id}/to-cart`, b.tokens[0]!, {
      Region: 1,
      DryRun: true,
    });
    expect(theirRows.Rows[0]).toMatchObject({ UnitPrice: '12.50' });
    expect(theirRows.Rows[0]).not.toHaveProperty('ListPrice');
    expect((await call('GET', `/api/PurchaseLists/${mine.Id}?region=999`, a.tokens[0]!)).statusCode).toBe(400);
  });
});
