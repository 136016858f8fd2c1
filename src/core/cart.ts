/**
 * Cart region and cart count (the header's badge): the count is fetched only once a token exists, and again
 * whenever the region changes; `cartChanged()` refreshes every badge on the page.
 */

import type { FetcherStore } from '@nanostores/query';
import { atom, computed, type ReadableAtom, type WritableAtom } from 'nanostores';
import { DEFAULT_CART_REGION } from './constants';
import { api } from './http';
import { createFetcherStore, invalidateKeys } from './query';
import { $session } from './session-state';
import { shared } from './shared';
import type { CartCount } from './types';

export { DEFAULT_CART_REGION };

/** Key prefix of every cart call; `cartChanged()` invalidates all cached keys starting with it. */
export const CART_KEY_PREFIX = '/api/ShoppingCarts';
const COUNT_PATH = '/api/ShoppingCarts/items/count?region=';

interface RegionChoice {
  /** Whose choice it is: a different user (or logout) falls back to the default. */
  userId: number | null;
  region: number;
}

const $regionChoice: WritableAtom<RegionChoice | null> = shared('cart.regionChoice', () =>
  atom<RegionChoice | null>(null),
);

/** The cart region: the user's choice, else the first of `user.Regions`, else 1. Resets when the user changes. */
export const $cartRegion: ReadableAtom<number> = shared('cart.region', () =>
  computed([$session, $regionChoice], (session, choice) => {
    const userId = session.user?.Id ?? null;
    const offered = session.user?.Regions ?? [];
    // A choice the company no longer delivers to (its administrator removed the region) falls back.
    if (choice && choice.userId === userId && (offered.length === 0 || offered.includes(choice.region)))
      return choice.region;
    return offered[0] ?? DEFAULT_CART_REGION;
  }),
);

/** Chooses the cart region (the region switcher). */
export function setCartRegion(id: number): void {
  $regionChoice.set({ userId: $session.get().user?.Id ?? null, region: id });
}

/**
 * Key parts of the count: null (no call) until a token exists and the user is loaded (so the first
 * call already uses the user's region); the token is part of the key so another login never sees
 * the previous user's cached count.
 */
const $countRegion: ReadableAtom<number | null> = shared('cart.countRegion', () =>
  computed([$session, $cartRegion], (session, region) => (session.token && session.user ? region : null)),
);
const $countOwner: ReadableAtom<string | null> = shared('cart.countOwner', () =>
  computed($session, (session) => (session.token ? `#${session.token}` : null)),
);

/** Number of cart lines in the current region (`GET /api/ShoppingCarts/items/count?region=` → `Count`). */
export const $cartCount: FetcherStore<number> = shared('cart.count', () =>
  createFetcherStore<number>([COUNT_PATH, $countRegion, $countOwner], {
    fetcher: async (prefix, region) => (await api<CartCount>(`${prefix}${region}`)).Count,
  }),
);

/** Incremented by every `cartChanged()`: cart views on the page reload. */
export const $cartChanges: WritableAtom<number> = shared('cart.changes', () => atom(0));
/** Incremented only when lines or quantities changed: elements watch it to fire `b2b-cart-change`. */
export const $cartContentChanges: WritableAtom<number> = shared('cart.contentChanges', () => atom(0));

/**
 * Call after any write to the cart: refetches every cart key (every badge on the page updates). `contents` false for
 * a write that left the lines and quantities as they were (a selection, a refused change): the page hears nothing.
 */
export function cartChanged(contents = true): void {
  invalidateKeys((key) => key.startsWith(CART_KEY_PREFIX));
  $cartChanges.set($cartChanges.get() + 1);
  if (contents) $cartContentChanges.set($cartContentChanges.get() + 1);
}
