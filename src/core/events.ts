/**
 * The typed `b2b-*` events of every element: `CustomEvent`s with `bubbles: true, composed: true`,
 * dispatched from the element (the host), so a page listens on the element or on `document`.
 * Kept in core (DOM only, no React) so the elements and the features' widget context share one module.
 *
 *   el.addEventListener('b2b-cart-change', (e) => e.detail.count);        // typed via the map below
 *   <b2b-cart-badge onb2b-navigate={(e) => …} />                          // React 19
 */
import type { NavigateEventDetail } from './navigation';
import type { UserInfo } from './types';

export interface B2BEventMap {
  /** The cart changed (added, removed, quantity, ordered) or the region changed. */
  'b2b-cart-change': { count: number; region: number };
  /** A user logged in (in this tab or another). */
  'b2b-login': { userId: number };
  /** The session ended (logout, expired token, another tab). */
  'b2b-logout': Record<string, never>;
  /**
   * The session as the host page should show it changed: after a login once the user and the cart count are known,
   * after the session ended, and when the logged-in user's cart count changed.
   */
  'b2b-session-change': SessionChangeDetail;
  /** A standalone widget is about to go to the storefront; cancelable: `preventDefault()` keeps the page. */
  'b2b-navigate': NavigateEventDetail;
  /** An order was placed. */
  'b2b-order-created': { orderId: number; orderNo: string };
  /**
   * The widget failed. `reason` says what a partner's developer can act on: `origin-not-allowed` (add the page's
   * origin to the server's CORS_ORIGINS), `api-base-missing` (set api-base), `load-failed` (the element's script
   * could not be loaded), `crashed` (a bug: report it with `message`).
   */
  'b2b-error': { message: string; reason?: B2BErrorReason };
}

/** `b2b-session-change`: logged in or not, who, and how many items their cart holds (0 when logged out). */
export interface SessionChangeDetail {
  loggedIn: boolean;
  user: UserInfo | null;
  cartCount: number;
}

/** Why a widget fired `b2b-error`. */
export type B2BErrorReason = 'origin-not-allowed' | 'api-base-missing' | 'load-failed' | 'crashed';

export type B2BEventName = keyof B2BEventMap;

/** The event object of a `b2b-*` event. */
export type B2BEvent<K extends B2BEventName> = CustomEvent<B2BEventMap[K]>;

/** Events that the page may cancel with preventDefault(). */
const CANCELABLE: ReadonlySet<B2BEventName> = new Set(['b2b-navigate']);

/**
 * Dispatches a `b2b-*` event from `host` (bubbles, composed). Returns false when a listener
 * cancelled a cancelable event.
 */
export function emitEvent<K extends B2BEventName>(host: EventTarget, name: K, detail: B2BEventMap[K]): boolean {
  return host.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: CANCELABLE.has(name) }),
  );
}

declare global {
  // Declaration merging: `addEventListener('b2b-…')` on any element gets the event's detail type.
  interface GlobalEventHandlersEventMap extends _B2BGlobalEvents {}
}

type _B2BGlobalEvents = { [K in B2BEventName]: CustomEvent<B2BEventMap[K]> };
