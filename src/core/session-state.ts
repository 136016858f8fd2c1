/**
 * The persistent session store alone, without actions, so that the http client can read the token
 * and clear the session on a 401 without importing `session.ts` (which itself calls the http client).
 * Use `session.ts` everywhere else.
 */
import type { WritableAtom } from 'nanostores';
import { shared } from './shared';
import { storeScopedAtom, storeScopedKey } from './store-scoped-storage';
import type { CompanyInfo, UserInfo } from './types';

/**
 * localStorage name of the session (`user-info`: token, user and company) on the storefront's own origin; on a
 * partner's page it is kept under `b2b:<store origin>:user-info` (sessionStorageKey(), store-scoped-storage.ts).
 */
export const SESSION_STORAGE_KEY = 'user-info';

/** The key the session is kept under on this page. */
export const sessionStorageKey = (): string => storeScopedKey(SESSION_STORAGE_KEY);

/** What the session keeps: logged in ⇔ `token` is not empty. */
export interface SessionState {
  token: string;
  user: UserInfo | null;
  company: CompanyInfo | null;
}

/** The logged-out session. */
export const EMPTY_SESSION: SessionState = Object.freeze({ token: '', user: null, company: null }) as SessionState;

function decodeSession(raw: string): SessionState {
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return EMPTY_SESSION;
    const v = value as Partial<SessionState>;
    return {
      token: typeof v.token === 'string' ? v.token : '',
      user: v.user && typeof v.user === 'object' ? v.user : null,
      company: v.company && typeof v.company === 'object' ? v.company : null,
    };
  } catch {
    return EMPTY_SESSION;
  }
}

/** The session, kept in localStorage under sessionStorageKey(); other tabs follow through the storage event. */
export const $session: WritableAtom<SessionState> = shared('session', () =>
  storeScopedAtom<SessionState>(SESSION_STORAGE_KEY, EMPTY_SESSION, JSON.stringify, decodeSession),
);

/** Clears token, user and company (no navigation). */
export function clearSession(): void {
  $session.set(EMPTY_SESSION);
}
