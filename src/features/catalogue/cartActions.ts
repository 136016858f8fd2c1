/**
 * Add to cart and buy now, shared by the product card and the detail page.
 * - logged out: go to `/login?redirect=<returnPath>` (the login screen brings the visitor back);
 * - add: `POST /api/ShoppingCarts/items` with the current cart region, then `cartChanged()` (every badge on
 *   the page refetches, elements fire `b2b-cart-change`) and a success message;
 * - buy now: add, then make that line the only selected one of the region, then go to /purchase.
 * Server errors (400 quantity/consultation, 500) are already shown by `api()`; they reject here.
 */
import type { CartLine } from '../../contract/cart';
import { $cartRegion, cartChanged } from '../../core/cart';
import { api } from '../../core/http';
import { showMessage } from '../../core/messages';
import { navigate } from '../../core/navigation';
import { $isLoggedIn } from '../../core/session';
import { t } from './strings';

export interface CartActionOptions {
  /** Storefront path to come back to after logging in. */
  returnPath: string;
  /** The element asking (a standalone widget's host: its `b2b-navigate` fires there). */
  source?: Element | null;
}

/** The login address that comes back to `returnPath`. */
export function loginPath(returnPath: string): string {
  return `/login?redirect=${encodeURIComponent(returnPath)}`;
}

/** Sends a logged-out visitor to log in; true when that happened. */
function requireLogin(options: CartActionOptions): boolean {
  if ($isLoggedIn.get()) return false;
  showMessage('info', t.loginFirst);
  navigate(loginPath(options.returnPath), { source: options.source ?? null });
  return true;
}

/** Adds `quantity` of a product to the cart of the current region. Null when the visitor had to log in. */
export async function addToCart(productId: number, quantity: number, options: CartActionOptions): Promise<CartLine | null> {
  if (requireLogin(options)) return null;
  const region = $cartRegion.get();
  const line = await api<CartLine>('/api/ShoppingCarts/items', {
    method: 'POST',
    body: { ProductId: productId, Quantity: quantity, Region: region },
  });
  cartChanged();
  showMessage('success', t.added);
  return line;
}

/** Adds the product, selects only that line, and goes to checkout. */
export async function buyNow(productId: number, quantity: number, options: CartActionOptions): Promise<void> {
  if (requireLogin(options)) return;
  const region = $cartRegion.get();
  const line = await api<CartLine>('/api/ShoppingCarts/items', {
    method: 'POST',
    body: { ProductId: productId, Quantity: quantity, Region: region },
  });
  await api('/api/ShoppingCarts/items/selection', { method: 'PUT', body: { Region: region, Selected: false } });
  await api('/api/ShoppingCarts/items/selection', { method: 'PUT', body: { Region: region, Selected: true, Ids: [line.Id] } });
  cartChanged();
  navigate('/purchase', { source: options.source ?? null });
}
