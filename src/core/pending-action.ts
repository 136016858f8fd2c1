/**
 * The one action a logged-out visitor asked for (加入购物车 / 立即购买) before being sent to /login, kept in
 * sessionStorage (this tab only) so that the login screen can do it once the visitor is back — exactly once:
 * it is removed before it is done. Stale after 30 minutes, and only done for the page it was asked on.
 */

/** sessionStorage key of the remembered action. */
export const PENDING_ACTION_KEY = 'b2b-pending-action';
/** How long a remembered action stays valid (a login abandoned for longer than this forgets it). */
export const PENDING_ACTION_TTL_MS = 30 * 60_000;

export interface PendingCartAction {
  kind: 'add' | 'buy';
  productId: number;
  quantity: number;
  /** Storefront path the visitor was on (the login's `redirect`). */
  returnPath: string;
  /** Epoch ms when it was asked for. */
  at: number;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled (privacy mode, sandboxed frame)
  }
}

/** Remembers the action (replacing an earlier one: only the last intention counts). */
export function rememberCartAction(action: Omit<PendingCartAction, 'at'>, now = Date.now()): void {
  try {
    storage()?.setItem(PENDING_ACTION_KEY, JSON.stringify({ ...action, at: now }));
  } catch {
    // Quota or disabled storage: the visitor just repeats the click after logging in.
  }
}

function valid(v: unknown): v is PendingCartAction {
  if (!v || typeof v !== 'object') return false;
  const a = v as Record<string, unknown>;
  return (
    (a.kind === 'add' || a.kind === 'buy') &&
    Number.isInteger(a.productId) &&
    Number.isInteger(a.quantity) &&
    (a.quantity as number) > 0 &&
    typeof a.returnPath === 'string' &&
    typeof a.at === 'number'
  );
}

/** Whether an action is remembered at all (its page and age are checked by {@link takeCartAction}). */
export function hasCartAction(): boolean {
  try {
    return storage()?.getItem(PENDING_ACTION_KEY) != null;
  } catch {
    return false;
  }
}

/**
 * Takes (reads and removes) the remembered action when it was asked on `returnPath` within the last 30
 * minutes; null otherwise. A second call returns null: the action is done once.
 */
export function takeCartAction(returnPath: string, now = Date.now()): PendingCartAction | null {
  const store = storage();
  const raw = store?.getItem(PENDING_ACTION_KEY);
  if (!store || raw == null) return null;
  store.removeItem(PENDING_ACTION_KEY);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!valid(value)) return null;
  if (now - value.at > PENDING_ACTION_TTL_MS || value.at > now + 60_000) return null;
  if (value.returnPath !== returnPath) return null;
  return value;
}
