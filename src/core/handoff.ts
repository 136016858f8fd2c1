/**
 * Keeping the visitor logged in from a partner page to the storefront on another origin. Sessions live in each
 * origin's own localStorage, so the storefront would not know the visitor. The token itself must never be put
 * in a URL (history, server logs, Referer); instead:
 *   partner widget  POST /api/Users/handoff → { Code } (single use, 60 s) → store-url + path?b2b_handoff=Code
 *   storefront      takes the code out of the address bar first, POST /api/Users/handoff/exchange → its own token
 * elements/define.ts installs the navigation leave hook that loads this module when a logged-in visitor leaves for
 * another origin; the storefront imports it to redeem codes.
 */
import { call } from './http';
import { acceptToken } from './session';
import { $session } from './session-state';

/** Query parameter carrying the code. */
export const HANDOFF_PARAM = 'b2b_handoff';

function originOf(url: string): string | null {
  try {
    return new URL(url, location.href).origin;
  } catch {
    return null;
  }
}

/**
 * `url` with a fresh hand-off code when the visitor is logged in and `url` is on another origin than this page;
 * `url` unchanged (synchronously) otherwise, or when the code cannot be had (the visitor then logs in again).
 */
export function withHandoff(url: string): string | Promise<string> {
  if (typeof location === 'undefined' || $session.get().token === '') return url;
  const target = originOf(url);
  if (target === null || target === location.origin) return url;
  return call('POST /api/Users/handoff', { silent: true }).then(
    ({ Code }) => {
      const next = new URL(url, location.href);
      next.searchParams.set(HANDOFF_PARAM, Code);
      return next.href;
    },
    () => url,
  );
}

/** Removes a hand-off code from the address bar (without a history entry) and returns it, or null. */
export function takeHandoffCode(): string | null {
  if (typeof location === 'undefined' || typeof history === 'undefined') return null;
  const url = new URL(location.href);
  const code = url.searchParams.get(HANDOFF_PARAM);
  if (code === null) return null;
  url.searchParams.delete(HANDOFF_PARAM);
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  return code || null;
}

/**
 * Exchanges a code for a session of this origin. Never throws: an expired or used code leaves the session as it
 * was (the visitor logs in as usual), with no toast, since the code came from a link and not from the visitor.
 */
export async function redeemHandoff(code: string): Promise<boolean> {
  try {
    const { token } = await call('POST /api/Users/handoff/exchange', { body: { Code: code }, silent: true });
    await acceptToken(token);
    return true;
  } catch {
    return false;
  }
}
