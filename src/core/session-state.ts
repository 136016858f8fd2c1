/**
 * The persistent session store alone, without actions, so that the http client can read the token
 * and clear the session on a 401 without importing `session.ts` (which itself calls the http client).
 * Use `session.ts` everywhere else.
 */
import { persistentAtom } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';
import { shared } from './shared';
import type { CompanyInfo, UserInfo } from './types';

/** localStorage key of the session (`user-info`: token, user and company). */
export const SESSION_STORAGE_KEY = 'user-info';

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

/** The session, kept in localStorage under `user-info`; other tabs follow through the storage event. */
export const $session: WritableAtom<SessionState> = shared('session', () =>
  persistentAtom<SessionState>(SESSION_STORAGE_KEY, EMPTY_SESSION, {
    encode: JSON.stringify,
    decode: decodeSession,
    listen: true,
  }),
);

/** Clears token, user and company (no navigation). */
export function clearSession(): void {
  $session.set(EMPTY_SESSION);
}
