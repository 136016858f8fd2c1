/**
 * The session (logged in or out, and whether the user is 管理员): persistent `{ token, user, company }` under
 * localStorage `user-info`, derived flags, and the login / logout actions.
 */
import { computed, type ReadableAtom } from 'nanostores';
import { ADMIN_ROLE, COMPANY_REJECTED_STATUS, COMPANY_REMINDER_STATUS } from './constants';
import { ApiError, call } from './http';
import { navigate } from './navigation';
import { $session, clearSession, EMPTY_SESSION, SESSION_STORAGE_KEY, type SessionState } from './session-state';
import { shared } from './shared';
import type { CompanyInfo, LoginBody, UserInfo } from './types';

export type { CompanyInfo, SessionState, UserInfo };
export { $session, EMPTY_SESSION, SESSION_STORAGE_KEY };

/** Body of `POST /api/Users/login` (`{ Email, Password, CaptchaId?, CaptchaCode? }`). */
export type LoginCredentials = LoginBody;

/** Message of the rejection when the login answer carries no token (the login form shows it). */
export const LOGIN_FAILED_MESSAGE = '登录失败';

/** Logged in ⇔ a token is present. */
export const $isLoggedIn: ReadableAtom<boolean> = shared('session.isLoggedIn', () =>
  computed($session, (s) => s.token !== ''),
);

/** Admin ⇔ the user's role names include 管理员. */
export const $isAdmin: ReadableAtom<boolean> = shared('session.isAdmin', () =>
  computed($session, (s) => s.token !== '' && (s.user?.UserRoleNames ?? []).includes(ADMIN_ROLE)),
);

/** Show the company reminder: logged in, company loaded, and its StatusEnum missing or 20. */
export const $companyReminder: ReadableAtom<boolean> = shared('session.companyReminder', () =>
  computed(
    $session,
    (s) =>
      s.token !== '' &&
      s.company !== null &&
      (s.company.StatusEnum === null ||
        s.company.StatusEnum === undefined ||
        s.company.StatusEnum === COMPANY_REMINDER_STATUS),
  ),
);

/**
 * The operators' reason when they rejected the company's submission (StatusEnum 40), else null: the
 * reminder then shows it instead of the spec's generic text.
 */
export const $companyRejection: ReadableAtom<string | null> = shared('session.companyRejection', () =>
  computed($session, (s) =>
    s.token !== '' && s.company?.StatusEnum === COMPANY_REJECTED_STATUS ? s.company.ReviewNote || '' : null,
  ),
);

/**
 * Loads `/api/Users/Info` and `/api/Company/info` into the session (both in parallel).
 * Ignored if the token changed meanwhile (logout or another login).
 */
export async function loadProfile(): Promise<void> {
  const token = $session.get().token;
  if (!token) return;
  const [user, company] = await Promise.all([call('GET /api/Users/Info'), call('GET /api/Company/info')]);
  if ($session.get().token !== token) return;
  $session.set({ token, user, company });
}

/**
 * Accepts a login token (after register or invitation activation): stores it, then loads the profile.
 * An empty token is rejected and leaves the session as it was.
 */
export async function acceptToken(token: string): Promise<void> {
  if (typeof token !== 'string' || token === '') throw new ApiError(400, LOGIN_FAILED_MESSAGE);
  $session.set({ token, user: null, company: null });
  await loadProfile();
}

/**
 * Logs in with `POST /api/Users/login`. A result without a token is rejected (ApiError 400 '登录失败')
 * and the session stays logged out; with a token the profile is loaded into the session. The call is
 * silent: the login form shows every refusal itself, once (a toast repeated the inline 400 message).
 */
export async function login(credentials: LoginCredentials): Promise<void> {
  const result = await call('POST /api/Users/login', { body: credentials, silent: true });
  const token = result && typeof result === 'object' ? result.token : undefined;
  if (typeof token !== 'string' || token === '') throw new ApiError(400, LOGIN_FAILED_MESSAGE, { data: result });
  await acceptToken(token);
}

/** Clears token, user and company and goes to /login. */
export function logout(): void {
  clearSession();
  navigate('/login');
}
