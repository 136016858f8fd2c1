/**
 * 采购清单: a buyer's named lists, shared with colleagues read-only or editable, never seen by another company; a
 * list (or chosen lines) turns into a cart; lists export and import as CSV/XLSX.
 */
import { beforeAll, expect, it } from 'vitest';
import type { PurchaseList, PurchaseListSummary, QuickOrderResult } from '../../src/contract/quick-order.js';
import { type BuyProducts, buyProducts } from './buy-fixtures.js';
import { auth, createBuyers } from './commerce-fixtures.js';
import { describeEachDatabase } from './helpers/app.js';

describeEachDatabase('purchase lists', (ctx) => {
  let p: BuyProducts;
  let owner: string;
  let colleague: string;
  let stranger: string;
  let seq = 0;
  beforeAll(async () => {
    p = await buyProducts(ctx(), 'PL');
    const company = await createBuyers(ctx(), 2, 'lists-a');
    [owner, colleague] = company.tokens as [string, string];
    stranger = (await createBuyers(ctx(), 1, 'lists-b')).tokens[0]!;
  });
  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx().app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
  const newList = async (shared: string, items = [{ ProductId: 0, Quantity: 2 }]) => {
    const res = await call(owner, 'POST', '/api/PurchaseLists', {
      Name: `月度耗材 ${++seq}`,
      Shared: shared,
      Items: items.map((i) => ({ ...i, ProductId: i.ProductId || p.plain })),
    });
    expect(res.statusCode).toBe(201);
    return res.json() as PurchaseList;
  };

  it('creates a list with its lines in order, and lists it for its owner', async () => {
    const list = await newList('private');
    const full = (
      await call(owner, 'PUT', `/api/PurchaseLists/${list.Id}`, {
        Name: list.Name,
        Items: [
          { ProductId: p.stepped, Quantity: 20, Note: '车间 B' },
          { ProductId: p.plain, Quantity: 2 },
        ],
      })
    ).json() as PurchaseList;
    expect(full.Items.map((i) => [i.ProductId, i.Quantity, i.Note])).toEqual([
      [p.stepped, 20, '车间 B'],
      [p.plain, 2, ''],
    ]);
    expect(full).toMatchObject({ Mine: true, Editable: true, Shared: 'private' });
    const mine = (await call(owner, 'GET', '/api/PurchaseLists')).json() as PurchaseListSummary[];
    expect(mine.find((l) => l.Id === list.Id)).toMatchObject({ ItemCount: 2 });
  });

  it('hides a private list from colleagues and every list from another company (404)', async () => {
    const list = await newList('private');
    expect((await call(colleague, 'GET', `/api/PurchaseLists/${list.Id}`)).statusCode).toBe(404);
    const shared = await newList('company-edit');
    for (const token of [stranger]) {
      expect((await call(token, 'GET', `/api/PurchaseLists/${shared.Id}`)).statusCode).toBe(404);
      expect((await call(token, 'PUT', `/api/PurchaseLists/${shared.Id}`, { Name: 'x' })).statusCode).toBe(404);
      expect((await call(token, 'DELETE', `/api/PurchaseLists/${shared.Id}`)).statusCode).toBe(404);
      expect((await call(token, 'POST', `/api/PurchaseLists/${shared.Id}/to-cart`, { Region: 1 })).statusCode).toBe(
        404,
      );
      expect(
        ((await call(token, 'GET', '/api/PurchaseLists')).json() as PurchaseListSummary[]).map((l) => l.Id),
      ).not.toContain(shared.Id);
    }
  });

  it('lets colleagues read a company-read list but refuses their changes (403), and lets them edit a company-edit one', async () => {
    const readOnly = await newList('company-read');
    const seen = (await call(colleague, 'GET', `/api/PurchaseLists/${readOnly.Id}`)).json() as PurchaseList;
    expect(seen).toMatchObject({ Mine: false, Editable: false });
    const add = await call(colleague, 'POST', `/api/PurchaseLists/${readOnly.Id}/items`, {
      Items: [{ ProductId: p.scarce, Quantity: 1 }],
    });
    expect(add.statusCode).toBe(403);
    expect(add.json().Error).toMatch(/只读/);
    expect((await call(colleague, 'PUT', `/api/PurchaseLists/${readOnly.Id}`, { Name: '改名' })).statusCode).toBe(403);
    expect((await call(colleague, 'DELETE', `/api/PurchaseLists/${readOnly.Id}`)).statusCode).toBe(403);
    // Nothing changed.
    expect(((await call(owner, 'GET', `/api/PurchaseLists/${readOnly.Id}`)).json() as PurchaseList).Items.length).toBe(
      1,
    );

    const editable = await newList('company-edit');
    const grown = await call(colleague, 'POST', `/api/PurchaseLists/${editable.Id}/items`, {
      Items: [
        { ProductId: p.scarce, Quantity: 1 },
        { ProductId: p.plain, Quantity: 3 },
      ],
    });
    expect(grown.statusCode).toBe(200);
    expect((grown.json() as PurchaseList).Items.map((i) => [i.ProductId, i.Quantity])).toEqual([
      [p.plain, 5],
      [p.scarce, 1],
    ]);
    // Sharing and deleting stay the owner's.
    expect(
      (await call(colleague, 'PUT', `/api/PurchaseLists/${editable.Id}`, { Name: editable.Name, Shared: 'private' }))
        .statusCode,
    ).toBe(403);
    expect((await call(colleague, 'DELETE', `/api/PurchaseLists/${editable.Id}`)).statusCode).toBe(403);
    expect((await call(owner, 'DELETE', `/api/PurchaseLists/${editable.Id}`)).statusCode).toBe(204);
    expect((await call(owner, 'GET', `/api/PurchaseLists/${editable.Id}`)).statusCode).toBe(404);
  });

  it('turns a shared list, or chosen lines, into the colleague’s own cart and reports invalid lines', async () => {
    const list = await newList('company-read', [
      { ProductId: 0, Quantity: 4 },
      { ProductId: p.offSale, Quantity: 1 },
      { ProductId: p.stepped, Quantity: 12 },
    ]);
    const dry = (
      await call(colleague, 'POST', `/api/PurchaseLists/${list.Id}/to-cart`, { Region: 1, DryRun: true })
    ).json() as QuickOrderResult;
    expect(dry.Rows.map((r) => [r.Row, r.Status])).toEqual([
      [1, 'ok'],
      [2, 'off-sale'],
      [3, 'quantity'],
    ]);
    const chosen = list.Items.filter((i) => i.ProductId === p.plain).map((i) => i.Id);
    const added = (
      await call(colleague, 'POST', `/api/PurchaseLists/${list.Id}/to-cart`, { Region: 1, ItemIds: chosen })
    ).json() as QuickOrderResult;
    expect(added.Added).toBe(1);
    const cart = (await call(colleague, 'GET', '/api/ShoppingCarts/items?region=1')).json() as {
      Items: { ProductId: number; Quantity: number }[];
    };
    expect(cart.Items.map((l) => [l.ProductId, l.Quantity])).toEqual([[p.plain, 4]]);
    const ownerCart = (await call(owner, 'GET', '/api/ShoppingCarts/items?region=1')).json() as { Items: unknown[] };
    expect(ownerCart.Items).toEqual([]);
  });

  it('refuses unknown products, repeated products and an empty name with a Chinese 400', async () => {
    const unknown = await call(owner, 'POST', '/api/PurchaseLists', {
      Name: '坏清单',
      Items: [{ ProductId: 99999999, Quantity: 1 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ Field: 'Items' });
    const twice = await call(owner, 'POST', '/api/PurchaseLists', {
      Name: '坏清单',
      Items: [
        { ProductId: p.plain, Quantity: 1 },
        { ProductId: p.plain, Quantity: 2 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect((await call(owner, 'POST', '/api/PurchaseLists', { Name: '  ' })).json()).toMatchObject({ Field: 'Name' });
  });

  it('exports a list as CSV and XLSX that imports back as the same lines', async () => {
    const list = await newList('private', [
      { ProductId: 0, Quantity: 3 },
      { ProductId: p.twinB, Quantity: 7 },
    ]);
    for (const format of ['csv', 'xlsx'] as const) {
      const file = await call(owner, 'GET', `/api/PurchaseLists/${list.Id}/export?format=${format}`);
      expect(file.statusCode).toBe(200);
      const imported = await ctx().app.inject({
        method: 'POST',
        url: `/api/PurchaseLists/import?name=${encodeURIComponent('导入的清单')}`,
        headers: { ...auth(colleague), 'content-type': format === 'csv' ? 'text/csv' : 'application/octet-stream' },
        payload: file.rawPayload,
      });
      expect(imported.statusCode).toBe(201);
      const back = imported.json() as PurchaseList;
      expect(back).toMatchObject({ Name: '导入的清单', Mine: true, Shared: 'private' });
      expect(back.Items.map((i) => [i.ProductId, i.Quantity])).toEqual([
        [p.plain, 3],
        [p.twinB, 7],
      ]);
    }
    // A sheet with a model that matches nothing creates nothing and names the row.
    const bad = await ctx().app.inject({
      method: 'POST',
      url: '/api/PurchaseLists/import?name=x',
      headers: { ...auth(owner), 'content-type': 'text/csv' },
      payload: '型号,数量\nPL-AD-H100,1\nNO-SUCH,2\n',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Error).toContain('第 3 行');
  });
});
