/**
 * The cart controller: exact total of the selected lines, select-all, optimistic changes rolled back when
 * the server refuses them, and every change announced (cartChanged) so the badges follow.
 */
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CartLine } from '../../../src/contract/cart';
import { $cartChanges, $cartContentChanges } from '../../../src/core/cart';
import { formatMoney } from '../../../src/core/money';
import { $session, EMPTY_SESSION } from '../../../src/core/session';
import { createCartController, selectAllState, selectedTotal } from '../../../src/features/cart/cartStore';
import { useApiServer } from '../core/api-server';

const { server, requestsTo } = useApiServer();

function line(id: number, UnitPrice: string | null, Quantity: number, extra: Partial<CartLine> = {}): CartLine {
  return {
    Id: id,
    ProductId: 100 + id,
    Name: `商品${id}`,
    Model: `M-${id}`,
    ImageUrl: '',
    Unit: '个',
    UnitPrice,
    Quantity,
    MinQuantity: 1,
    QuantityStep: 1,
    Stock: 100,
    Selected: true,
    Available: UnitPrice !== null,
    ...extra,
  };
}

let items: CartLine[] = [];
const bodies: unknown[] = [];

beforeEach(() => {
  bodies.length = 0;
  $session.set({ token: 'tok', user: null, company: null });
  items = [line(1, '0.10', 3), line(2, '19.99', 3)];
  server.use(
    http.get('*/api/ShoppingCarts/items', () => HttpResponse.json({ Region: 2, Items: items })),
    http.get('*/api/ShoppingCarts/items/count', () => HttpResponse.json({ Count: items.length })),
  );
});
afterEach(() => $session.set(EMPTY_SESSION));

describe('total of the selected lines', () => {
  it('is exact in decimal: 0.10 × 3 + 19.99 × 3 = ¥60.27', () => {
    expect(formatMoney(selectedTotal(items))).toBe('¥60.27');
    // float arithmetic would give 60.269999…
    expect(0.1 * 3 + 19.99 * 3).not.toBe(60.27);
  });
  it('leaves out unselected and unavailable lines', () => {
    const list = [
      line(1, '0.10', 3),
      line(2, '19.99', 3, { Selected: false }),
      line(3, null, 5),
      line(4, '5.00', 1, { Available: false }),
    ];
    expect(formatMoney(selectedTotal(list))).toBe('¥0.30');
    expect(selectAllState(list)).toBe('some');
  });
});

describe('controller', () => {
  it('loads the region’s lines', async () => {
    const c = createCartController(2);
    await c.load();
    expect(c.$state.get().items.map((l) => l.Id)).toEqual([1, 2]);
    expect(requestsTo('/api/ShoppingCarts/items')[0]!.url.searchParams.get('region')).toBe('2');
  });

  it('select-all clears and selects every line of the region in one call', async () => {
    server.use(
      http.put('*/api/ShoppingCarts/items/selection', async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const c = createCartController(2);
    await c.load();
    const changes = $cartChanges.get();
    await c.selectAll(false);
    expect(c.$state.get().items.every((l) => !l.Selected)).toBe(true);
    expect(selectAllState(c.$state.get().items)).toBe('none');
    expect(formatMoney(selectedTotal(c.$state.get().items))).toBe('¥0.00');
    await c.selectAll(true);
    expect(selectAllState(c.$state.get().items)).toBe('all');
    expect(bodies).toEqual([
      { Region: 2, Selected: false },
      { Region: 2, Selected: true },
    ]);
    expect($cartChanges.get()).toBe(changes + 2);
  });

  it('shows a quantity change at once and rolls it back when the server refuses it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      http.put('*/api/ShoppingCarts/items/:id', async () => {
        await gate;
        return HttpResponse.json({ Error: '库存不足' }, { status: 409 });
      }),
    );
    const c = createCartController(2);
    await c.load();
    const pending = c.setQuantity(2, 5);
    // optimistic: the new quantity and total show before the answer
    expect(c.$state.get().items.find((l) => l.Id === 2)!.Quantity).toBe(5);
    expect(formatMoney(selectedTotal(c.$state.get().items))).toBe('¥100.25');
    release();
    await expect(pending).rejects.toMatchObject({ status: 409 });
    expect(c.$state.get().items.find((l) => l.Id === 2)!.Quantity).toBe(3);
    expect(formatMoney(selectedTotal(c.$state.get().items))).toBe('¥60.27');
  });

  it('puts a removed line back when the delete fails', async () => {
    server.use(
      http.delete('*/api/ShoppingCarts/items/:id', () => HttpResponse.json({ Error: '服务访问错误' }, { status: 500 })),
    );
    const c = createCartController(2);
    await c.load();
    const pending = c.remove(1);
    expect(c.$state.get().items.map((l) => l.Id)).toEqual([2]);
    await expect(pending).rejects.toMatchObject({ status: 500 });
    expect(c.$state.get().items.map((l) => l.Id)).toEqual([1, 2]);
  });

  it('keeps a deselection when the server accepts it', async () => {
    server.use(http.put('*/api/ShoppingCarts/items/:id', () => HttpResponse.json({})));
    const c = createCartController(2);
    await c.load();
    await c.setSelected(1, false);
    expect(formatMoney(selectedTotal(c.$state.get().items))).toBe('¥59.97');
  });

  // The page's b2b-cart-change follows $cartContentChanges (elements/session-events.ts): lines or quantities only.
  it('tells the page of a change only when lines or quantities changed: not a selection, the same quantity or a refused write', async () => {
    let refuse = false;
    server.use(
      http.put('*/api/ShoppingCarts/items/selection', () => new HttpResponse(null, { status: 204 })),
      http.put('*/api/ShoppingCarts/items/:id', async ({ request }) => {
        if (refuse) return HttpResponse.json({ Error: '库存不足' }, { status: 409 });
        const body = (await request.json()) as { Quantity?: number };
        return HttpResponse.json({ ...line(2, '19.99', body.Quantity ?? 3), NextBreak: null });
      }),
      http.delete('*/api/ShoppingCarts/items/:id', () => new HttpResponse(null, { status: 204 })),
    );
    const c = createCartController(2);
    await c.load();
    const start = $cartContentChanges.get();
    const heard = () => $cartContentChanges.get() - start;
    await c.setSelected(1, false);
    await c.selectAll(true);
    await c.setQuantity(2, 3);
    expect(heard()).toBe(0);
    // The badges still refresh after every write.
    expect($cartChanges.get()).toBeGreaterThan(0);
    await c.setQuantity(2, 4);
    expect(heard()).toBe(1);
    refuse = true;
    await expect(c.setQuantity(2, 9)).rejects.toMatchObject({ status: 409 });
    expect(heard()).toBe(1);
    await c.remove(1);
    expect(heard()).toBe(2);
  });
});
