/**
 * Add to cart and buy now, shared by the product card and the detail page.
 * - logged out: remember the action (core/pending-action) and go to `/login?redirect=<returnPath>`; after
 *   logging in, the login screen calls `resumeCartAction` which does it once and tells where to go;
 * - add: `POST /api/ShoppingCarts/items` with the current cart region, then `cartChanged()` (every badge on
 *   the page refetches, elements fire `b2b-cart-change`) and a success message;
 * - buy now: add, then make that line the only selected one of the region, then go to /purchase.
 * Server errors (400 quantity/consultation, 500) are already shown by `api()`; they reject here, and
 * `actionFailure` gives the control's own inline text for the failures nothing else shows (403, 409, 502…).
 */
import type { CartLine } from '../../../contract/cart';
import { $cartRegion, cartChanged } from '../../../core/cart';
import { ApiError, call, failureAnnounced } from '../../../core/http';
import { showMessage } from '../../../core/messages';
import { navigate } from '../../../core/navigation';
import { rememberCartAction, takeCartAction } from '../../../core/pending-action';
import { $isLoggedIn } from '../../../core/session';
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

/** Sends a logged-out visitor to log in, remembering what they asked for; true when that happened. */
function requireLogin(kind: 'add' | 'buy', productId: number, quantity: number, options: CartActionOptions): boolean {
  if ($isLoggedIn.get()) return false;
  rememberCartAction({ kind, productId, quantity, returnPath: options.returnPath });
  showMessage('info', t.loginFirst);
  navigate(loginPath(options.returnPath), { source: options.source ?? null });
  return true;
}

/** Adds `quantity` of a product to the cart of the current region. Null when the visitor had to log in. */
export async function addToCart(
  productId: number,
  quantity: number,
  options: CartActionOptions,
): Promise<CartLine | null> {
  if (requireLogin('add', productId, quantity, options)) return null;
  const region = $cartRegion.get();
  const line = await call('POST /api/ShoppingCarts/items', {
    body: { ProductId: productId, Quantity: quantity, Region: region },
  });
  cartChanged();
  showMessage('success', t.added);
  return line;
}

/** Adds the product, selects only that line, and goes to checkout. */
export async function buyNow(productId: number, quantity: number, options: CartActionOptions): Promise<void> {
  if (requireLogin('buy', productId, quantity, options)) return;
  const region = $cartRegion.get();
  const line = await call('POST /api/ShoppingCarts/items', {
    body: { ProductId: productId, Quantity: quantity, Region: region },
  });
  await call('PUT /api/ShoppingCarts/items/selection', { body: { Region: region, Selected: false } });
  await call('PUT /api/ShoppingCarts/items/selection', { body: { Region: region, Selected: true, Ids: [line.Id] } });
  cartChanged();
  navigate('/purchase', { source: options.source ?? null });
}

/**
 * After logging in with `redirect` = `returnPath`: does the add / buy the visitor asked for before logging in
 * (once; see core/pending-action) and answers where to go (`/purchase` after 立即购买, else `returnPath`).
 * Null when nothing was pending. A failure is shown by `api()` and the visitor still goes back to the page.
 */
export async function resumeCartAction(returnPath: string): Promise<string | null> {
  const action = takeCartAction(returnPath);
  if (!action) return null;
  try {
    if (action.kind === 'add') {
      await addToCart(action.productId, action.quantity, { returnPath });
      return returnPath;
    }
    await buyNow(action.productId, action.quantity, { returnPath });
    return '/purchase';
  } catch (error) {
    const text = actionFailure(error, action.kind);
    if (text) showMessage('warning', text);
    return returnPath;
  }
}

/**
 * The inline text a control shows when its action failed and no global message said so (the http client shows
 * nothing for 403/404/409/502/503/504…). Null when the failure is already explained (400 and 500 toasts,
 * 401 logout, network toast) or the request was cancelled.
 */
export function actionFailure(error: unknown, kind: 'add' | 'buy'): string | null {
  const base = kind === 'add' ? t.addFailedInline : t.buyFailedInline;
  if (!(error instanceof ApiError)) return `${base}，请重试`;
  if (failureAnnounced(error)) return null;
  // A refusal with its own reason (409 库存不足, 403 …) says it; a gateway error (502/503/504) has none.
  const reason = (error.data as { Error?: unknown } | undefined)?.Error;
  return typeof reason === 'string' && reason.trim() ? `${base}：${reason.trim()}` : `${base}，请重试`;
}
