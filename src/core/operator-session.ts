/**
 * The operator console's session: log in with `POST /api/Operator/login`, the profile from
 * `/api/Operator/me`, log out. `api()` sends the operator token on every /api/Operator/… call (a 401 there
 * clears this session and goes to /operator/login, never touching the company session).
 */
import { computed, type ReadableAtom } from 'nanostores';
import type { OperatorLoginBody } from '../contract/operator';
import { ApiError, call } from './http';
import { navigate } from './navigation';
import {
  $operatorSession,
  clearOperatorSession,
  EMPTY_OPERATOR_SESSION,
  OPERATOR_STORAGE_KEY,
} from './operator-session-state';
import { invalidateKeys } from './query';
import { shared } from './shared';

export { $operatorSession, EMPTY_OPERATOR_SESSION, OPERATOR_STORAGE_KEY };

/** Where the console starts and where a logged-out operator is sent. */
export const OPERATOR_HOME = '/operator';
export const OPERATOR_LOGIN = '/operator/login';

export const $isOperator: ReadableAtom<boolean> = shared('operatorSession.isOperator', () => {
  const flag = computed($operatorSession, (s) => s.token !== '');
  // Another operator (or none): the console's cached answers belong to the previous one.
  let last = $operatorSession.get().token;
  $operatorSession.listen((s) => {
    if (s.token === last) return;
    last = s.token;
    void invalidateKeys((key) => key.startsWith('/api/Operator/'));
  });
  return flag;
});

export async function loadOperator(): Promise<void> {
  const token = $operatorSession.get().token;
  if (!token) return;
  const operator = await call('GET /api/Operator/me', { operator: true });
  if ($operatorSession.get().token === token) $operatorSession.set({ token, operator });
}

export async function operatorLogin(credentials: OperatorLoginBody): Promise<void> {
  const result = await call('POST /api/Operator/login', { body: credentials, operator: true, silent: true });
  const token = result?.token;
  if (typeof token !== 'string' || token === '') throw new ApiError(400, '登录失败');
  $operatorSession.set({ token, operator: null });
  await loadOperator();
}

export function operatorLogout(): void {
  clearOperatorSession();
  navigate(OPERATOR_LOGIN);
}
