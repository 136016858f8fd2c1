/**
 * The signed-in user's account in the page: the `GET /api/Users/Info` answer shared by 个人资料's forms, and the
 * session (token and user under `user-info`), kept here rather than in src/core so that no widget's first load
 * carries these two actions.
 */
import type { UserInfo } from '../../../contract/users';
import { mutateCache } from '../../../core/query';
import { $session } from '../../../core/session';

export const USER_INFO_URL = '/api/Users/Info';

/** Puts a changed user into the query cache and the session (the header's name follows at once). */
export function acceptUser(user: UserInfo): void {
  mutateCache(USER_INFO_URL, user);
  const current = $session.get();
  if (current.token) $session.set({ ...current, user });
}

/**
 * Keeps this session going with the token `PUT /api/Users/password` answered (the change ended every older
 * token, this tab's too); other tabs of the page follow through the storage event.
 */
export function renewToken(token: string): void {
  const current = $session.get();
  if (current.token && token) $session.set({ ...current, token });
}
