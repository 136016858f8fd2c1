/** The signed-in user's `GET /api/Users/Info` answer, shared by 个人资料's forms and the session. */
import type { UserInfo } from '../../../contract/users';
import { mutateCache } from '../../../core/query';
import { updateSessionUser } from '../../../core/session';

export const USER_INFO_URL = '/api/Users/Info';

/** Puts a changed user into the query cache and the session (the header's name follows at once). */
export function acceptUser(user: UserInfo): void {
  mutateCache(USER_INFO_URL, user);
  updateSessionUser(user);
}
