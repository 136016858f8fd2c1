/**
 * The cart of one region as a small controller (no React): load, change quantity, select, select all,
 * remove. Every change is applied at once (optimistic) and rolled back when the server refuses it;
 * after each change `cartChanged()` refreshes every badge of the page (elements fire `b2b-cart-change`).
 * Changes made elsewhere on the page (a product widget adding a line) reload the list quietly.
 */
import { atom, type WritableAtom } from 'nanostores';
import type { Cart, CartLine } from '../../contract/cart';
import { $cartChanges, cartChanged } from '../../core/cart';
import { api, call } from '../../core/http';
import { cartTotal } from '../../core/money';

export interface CartState {
  items: CartLine[];
  /** First load under way (no items known yet). */
  loading: boolean;
  /** The first load failed. */
  error: unknown;
  /** The items have been loaded at least once. */
  loaded: boolean;
}

export const EMPTY_CART_STATE: CartState = { items: [], loading: true, error: null, loaded: false };

/** `GET /api/ShoppingCarts/items?region=…` */
export function cartItemsPath(region: number): string {
  return `/api/ShoppingCarts/items?region=${region}`;
}

/** Lines that can be ordered: available and priced. */
export function isOrderable(line: CartLine): boolean {
  return line.Available && line.UnitPrice !== null;
}

/** The selected lines that count towards the total (selected, available, priced). */
export function selectedLines(items: readonly CartLine[]): CartLine[] {
  return items.filter((line) => line.Selected && isOrderable(line));
}

/** Exact total of the selected lines, a decimal string (0.10 × 3 + 19.99 × 3 = 60.27). */
export function selectedTotal(items: readonly CartLine[]): string {
  return cartTotal(selectedLines(items).map((l) => ({ UnitPrice: l.UnitPrice as string, Quantity: l.Quantity })));
}

/** Number of pieces over the selected lines. */
export function selectedPieces(items: readonly CartLine[]): number {
  return selectedLines(items).reduce((n, l) => n + l.Quantity, 0);
}

/** Select-all checkbox state: every orderable line selected / some / none. */
export function selectAllState(items: readonly CartLine[]): 'all' | 'some' | 'none' {
  const orderable = items.filter(isOrderable);
  const selected = orderable.filter((l) => l.Selected).length;
  if (orderable.length === 0 || selected === 0) return 'none';
  return selected === orderable.length ? 'all' : 'some';
}

export interface CartController {
  $state: WritableAtom<CartState>;
  region: number;
  /** Loads the items (quietly when already loaded). */
  load(): Promise<void>;
  setQuantity(id: number, quantity: number): Promise<void>;
  setSelected(id: number, selected: boolean): Promise<void>;
  /** Selects or clears every line of the region (`PUT …/selection` without Ids). */
  selectAll(selected: boolean): Promise<void>;
  remove(id: number): Promise<void>;
  /** Stops following page-wide cart changes. */
  dispose(): void;
}

/** Creates the controller of one region's cart. `follow` reloads on cart changes made elsewhere on the page. */
export function createCartController(region: number, options: { follow?: boolean } = {}): CartController {
  const $state = atom<CartState>(EMPTY_CART_STATE);
  /** Changes in flight: a reload answer that started before a change is not applied over it. */
  let version = 0;
  let pending = 0;
  let ownChanges = 0;

  const patch = (partial: Partial<CartState>) => $state.set({ ...$state.get(), ...partial });
  const setItems = (items: CartLine[]) => patch({ items });

  async function load(): Promise<void> {
    const quiet = $state.get().loaded;
    if (!quiet) patch({ loading: true, error: null });
    const started = version;
    try {
      const cart = await api<Cart>(cartItemsPath(region), { silent: quiet });
      if (started !== version || pending > 0) return;
      patch({ items: cart.Items, loading: false, loaded: true, error: null });
    } catch (error) {
      if (!quiet) patch({ loading: false, error });
    }
  }

  /**
   * Applies `next` now, runs `call`; restores the previous items when it fails. `contents`: whether it changes lines or
   * quantities (the page hears `b2b-cart-change` only then, and only when the server took it).
   */
  async function optimistic(
    next: (items: CartLine[]) => CartLine[],
    call: () => Promise<unknown>,
    contents = false,
  ): Promise<void> {
    const before = $state.get().items;
    const changed = next(before);
    let took = false;
    version++;
    pending++;
    setItems(changed);
    try {
      await call();
      took = contents;
    } catch (error) {
      // Roll back only what this change did: lines changed again since keep their newer values.
      const now = $state.get().items;
      if (now === changed) setItems(before);
      else {
        const restored = before
          .map((was) => {
            const current = now.find((l) => l.Id === was.Id);
            const mine = changed.find((l) => l.Id === was.Id);
            if (!mine) return was; // removed by this change: put it back
            return current && current !== mine ? current : was;
          })
          .filter((line) => now.some((l) => l.Id === line.Id) || !changed.some((c) => c.Id === line.Id));
        setItems(restored);
      }
      throw error;
    } finally {
      pending--;
      ownChanges++;
      cartChanged(took);
    }
  }

  const mapLine = (id: number, change: Partial<CartLine>) => (items: CartLine[]) =>
    items.map((l) => (l.Id === id ? { ...l, ...change } : l));

  const controller: CartController = {
    $state,
    region,
    load,
    setQuantity: (id, quantity) =>
      optimistic(
        mapLine(id, { Quantity: quantity }),
        async () => {
          const line = await call('PUT /api/ShoppingCarts/items/:id', {
            params: { id },
            body: { Quantity: quantity },
          });
          // The unit price follows the quantity (阶梯价): take the server's price of the quantity it answered for.
          const { UnitPrice, ListPrice, NextBreak } = line;
          setItems(
            $state
              .get()
              .items.map((l) =>
                l.Id === id && l.Quantity === line.Quantity ? { ...l, UnitPrice, ListPrice, NextBreak } : l,
              ),
          );
        },
        // The quantity it had: the same number again changes nothing.
        $state.get().items.find((l) => l.Id === id)?.Quantity !== quantity,
      ),
    setSelected: (id, selected) =>
      optimistic(mapLine(id, { Selected: selected }), () =>
        call('PUT /api/ShoppingCarts/items/:id', { params: { id }, body: { Selected: selected } }),
      ),
    selectAll: (selected) =>
      optimistic(
        (items) => items.map((l) => (l.Selected === selected ? l : { ...l, Selected: selected })),
        () => call('PUT /api/ShoppingCarts/items/selection', { body: { Region: region, Selected: selected } }),
      ),
    remove: (id) =>
      optimistic(
        (items) => items.filter((l) => l.Id !== id),
        () => call('DELETE /api/ShoppingCarts/items/:id', { params: { id } }),
        true,
      ),
    dispose: () => undefined,
  };

  if (options.follow) {
    const off = $cartChanges.listen(() => {
      if (ownChanges > 0) {
        ownChanges--;
        // Our own change: refresh from the server (prices, availability) once nothing is in flight.
        if (pending === 0) void load();
        return;
      }
      void load();
    });
    controller.dispose = off;
  }
  return controller;
}
