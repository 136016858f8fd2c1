import { beforeAll, expect, it } from 'vitest';
import { auth, tokenFor } from './commerce-fixtures.js';
import { describeEachDatabase, describeOnce } from './helpers/app.js';

type Line = {
  Id: number;
  ProductId: number;
  Quantity: number;
  UnitPrice: string | null;
  Selected: boolean;
  Available: boolean;
  Stock: number;
};

describeEachDatabase('cart', (ctx) => {
  let buyer: string;
  let other: string;
  beforeAll(async () => {
    buyer = await tokenFor(ctx(), 'buyer@demo.cn');
    other = await tokenFor(ctx(), 'other@demo.cn');
  });
  const inject = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx().app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

  it('requires a token', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/ShoppingCarts/items/count?region=1' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ Error: '登录已过期，请重新登录' });
    expect(
      (
        await ctx().app.inject({
          method: 'GET',
          url: '/api/ShoppingCarts/items/count',
          headers: auth('forged.token.value'),
        })
      ).statusCode,
    ).toBe(401);
  });

  it('adds lines per region, sums repeated adds and counts lines', async () => {
    expect((await inject(buyer, 'GET', '/api/ShoppingCarts/items/count?region=3')).json()).toEqual({ Count: 0 });
    const first = await inject(buyer, 'POST', '/api/ShoppingCarts/items', { ProductId: 1, Quantity: 1, Region: 3 });
    expect(first.statusCode).toBe(201);
    const line = first.json() as Line;
    expect(line).toMatchObject({ ProductId: 1, Quantity: 1, Selected: true, Available: true });
    const again = await inject(buyer, 'POST', '/api/ShoppingCarts/items', { ProductId: 1, Quantity: 2, Region: 3 });
    expect(again.statusCode).toBe(201);
    expect((again.json() as Line).Id).toBe(line.Id);
    expect((again.json() as Line).Quantity).toBe(3);
    await inject(buyer, 'POST', '/api/ShoppingCarts/items', { ProductId: 16, Quantity: 20, Region: 3 });
    expect((await inject(buyer, 'GET', '/api/ShoppingCarts/items/count?region=3')).json()).toEqual({ Count: 2 });
    expect((await inject(buyer, 'GET', '/api/ShoppingCarts/items/count?region=4')).json()).toEqual({ Count: 0 });
  });

  it('prices the cart from the region and ignores client prices', async () => {
    const cart = (await inject(buyer, 'GET', '/api/ShoppingCarts/items?region=3')).json() as {
      Region: number;
      Items: Line[];
    };
    expect(cart.Region).toBe(3);
    const product = (await ctx().app.inject({ method: 'GET', url: '/api/Products/1?region=3' })).json() as {
      Price: string;
    };
    expect(cart.Items.find((l) => l.ProductId === 1)!.UnitPrice).toBe(product.Price);
    const tampered = await inject(buyer, 'POST', '/api/ShoppingCarts/items', {
      ProductId: 1,
      Quantity: 1,
      Region: 3,
      UnitPrice: '0.01',
    });
    expect(tampered.statusCode).toBe(400);
  });

  it('refuses consultation products, quantities off the minimum or step, more than the stock, unknown products and regions', async () => {
    const consultation = await inject(buyer, 'POST', '/api/ShoppingCarts/items', {
      ProductId: 76,
      Quantity: 1,
      Region: 1,
    });
    expect(consultation.statusCode).toBe(400);
    expect(consultation.json()).toMatchObject({ Field: 'ProductId' });
    expect((consultation.json() as { Error: string }).Error).toContain('咨询');
    const belowMin = await inject(buyer, 'POST', '/api/ShoppingCarts/items', { ProductId: 16, Quantity: 5, Region: 1 });
    expect(belowMin.statusCode).toBe(400);
    expect(belowMin.json()).toMatchObject({ Field: 'Quantity' });
    expect((belowMin.json() as { Error: string }).Error).toContain('起订量为 10顶');
    const offStep = await inject(buyer, 'POST', '/api/ShoppingCarts/items', { ProductId: 16, Quantity: 15, Region: 1 });
    expect(offStep.statusCode).toBe(400);
    const product = (await ctx().app.inject({ method: 'GET', url: '/api/Products/2' })).json() as { Stock: number };
    const tooMany = await inject(buyer, 'POST', '/api/ShoppingCarts/items', {
      ProductId: 2,
      Quantity: product.Stock + 1,
      Region: 1,
    });
    expect(tooMany.statusCode).toBe(400);
    expect((tooMany.json() as { Error: string }).Error).toContain('库存不足');
    expect(
      (await inject(buyer, 'POST', '/api/ShoppingCarts/items', { ProductId: 999999, Quantity: 1, Region: 1 }))
        .statusCode,
    ).toBe(400);
    const badRegion = await inject(buyer, 'POST', '/api/ShoppingCarts/items', {
      ProductId: 1,
      Quantity: 1,
      Region: 999,
    });
    expect(badRegion.statusCode).toBe(400);
    expect(badRegion.json()).toMatchObject({ Field: 'Region' });
    expect(
      (await inject(buyer, 'POST', '/api/ShoppingCarts/items', { ProductId: 1, Quantity: 0, Region: 1 })).statusCode,
    ).toBe(400);
    expect(
      (await inject(buyer, 'POST', '/api/ShoppingCarts/items', { ProductId: 1, Quantity: '2', Region: 1 })).statusCode,
    ).toBe(400);
    // Nothing of the refused requests was stored.
    expect((await inject(buyer, 'GET', '/api/ShoppingCarts/items/count?region=1')).json()).toEqual({ Count: 0 });
  });

  it('changes quantity and selection of a line, and removes it', async () => {
    const line = (
      await inject(buyer, 'POST', '/api/ShoppingCarts/items', { ProductId: 31, Quantity: 6, Region: 5 })
    ).json() as Line;
    const updated = await inject(buyer, 'PUT', `/api/ShoppingCarts/items/${line.Id}`, {
      Quantity: 12,
      Selected: false,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ Quantity: 12, Selected: false });
    const bad = await inject(buyer, 'PUT', `/api/ShoppingCarts/items/${line.Id}`, { Quantity: 13 });
    expect(bad.statusCode).toBe(400);
    expect((await inject(buyer, 'PUT', `/api/ShoppingCarts/items/${line.Id}`, {})).statusCode).toBe(400);
    const removed = await inject(buyer, 'DELETE', `/api/ShoppingCarts/items/${line.Id}`);
    expect(removed.statusCode).toBe(204);
    expect((await inject(buyer, 'DELETE', `/api/ShoppingCarts/items/${line.Id}`)).statusCode).toBe(404);
  });

  it('selects all lines of a region or some of them', async () => {
    const a = (
      await inject(buyer, 'POST', '/api/ShoppingCarts/items', { ProductId: 46, Quantity: 1, Region: 6 })
    ).json() as Line;
    const b = (
      await inject(buyer, 'POST', '/api/ShoppingCarts/items', { ProductId: 47, Quantity: 1, Region: 6 })
    ).json() as Line;
    expect(
      (await inject(buyer, 'PUT', '/api/ShoppingCarts/items/selection', { Region: 6, Selected: false })).statusCode,
    ).toBe(204);
    let cart = (await inject(buyer, 'GET', '/api/ShoppingCarts/items?region=6')).json() as { Items: Line[] };
    expect(cart.Items.every((l) => !l.Selected)).toBe(true);
    expect(
      (await inject(buyer, 'PUT', '/api/ShoppingCarts/items/selection', { Region: 6, Selected: true, Ids: [b.Id] }))
        .statusCode,
    ).toBe(204);
    cart = (await inject(buyer, 'GET', '/api/ShoppingCarts/items?region=6')).json() as { Items: Line[] };
    expect(cart.Items.find((l) => l.Id === a.Id)!.Selected).toBe(false);
    expect(cart.Items.find((l) => l.Id === b.Id)!.Selected).toBe(true);
  });

  it("never shows or changes another user's lines (404)", async () => {
    const mine = (
      await inject(buyer, 'POST', '/api/ShoppingCarts/items', { ProductId: 3, Quantity: 1, Region: 7 })
    ).json() as Line;
    expect((await inject(other, 'PUT', `/api/ShoppingCarts/items/${mine.Id}`, { Quantity: 2 })).statusCode).toBe(404);
    expect((await inject(other, 'DELETE', `/api/ShoppingCarts/items/${mine.Id}`)).statusCode).toBe(404);
    await inject(other, 'PUT', '/api/ShoppingCarts/items/selection', { Region: 7, Selected: false, Ids: [mine.Id] });
    const cart = (await inject(buyer, 'GET', '/api/ShoppingCarts/items?region=7')).json() as { Items: Line[] };
    expect(cart.Items.find((l) => l.Id === mine.Id)).toMatchObject({ Quantity: 1, Selected: true });
    expect(
      ((await inject(other, 'GET', '/api/ShoppingCarts/items?region=7')).json() as { Items: Line[] }).Items,
    ).toEqual([]);
  });
});

describeOnce('quantity rules', () => {
  it('accepts the minimum and whole steps above it, within stock', async () => {
    const { quantityProblem } = await import('../../server/services/cart.js');
    const p = { name: '安全帽', unit: '顶', minQuantity: 10, quantityStep: 10, stock: 100 };
    expect(quantityProblem(p, 10)).toBeNull();
    expect(quantityProblem(p, 100)).toBeNull();
    expect(quantityProblem(p, 9)).toContain('起订量');
    expect(quantityProblem(p, 25)).toContain('递增');
    expect(quantityProblem(p, 110)).toContain('库存不足');
    expect(quantityProblem({ ...p, minQuantity: 4, quantityStep: 2 }, 6)).toBeNull();
    expect(quantityProblem({ ...p, minQuantity: 4, quantityStep: 2 }, 7)).not.toBeNull();
  });
});
