/**
 * The operator (运营) console's session store alone (no actions), so that the http client can pick the
 * operator token and clear it on a 401 without importing `operator-session.ts`. Kept apart from the
 * company session (`user-info`): an operator is not a company user, and both may be logged in in one browser.
 */
import type { WritableAtom } from 'nanostores';
import type { OperatorInfo } from '../contract/operator';
import { shared } from './shared';
import { storeScopedAtom } from './store-scoped-storage';

/** localStorage name of the operator session (`b2b:<store origin>:operator-info` on a partner's page). */
export const OPERATOR_STORAGE_KEY = 'operator-info';

export interface OperatorSessionState {
  token: string;
  operator: OperatorInfo | null;
}

export const EMPTY_OPERATOR_SESSION: OperatorSessionState = Object.freeze({
  token: '',
  operator: null,
}) as OperatorSessionState;

function decode(raw: string): OperatorSessionState {
  try {
    const v = JSON.parse(raw) as Partial<OperatorSessionState> | null;
    if (!v || typeof v !== 'object') return EMPTY_OPERATOR_SESSION;
    return {
      token: typeof v.token === 'string' ? v.token : '',
      operator: v.operator && typeof v.operator === 'object' ? v.operator : null,
    };
  } catch {
    return EMPTY_OPERATOR_SESSION;
  }
}

export const $operatorSession: WritableAtom<OperatorSessionState> = shared('operatorSession', () =>
  storeScopedAtom<OperatorSessionState>(OPERATOR_STORAGE_KEY, EMPTY_OPERATOR_SESSION, JSON.stringify, decode),
);

export function clearOperatorSession(): void {
  $operatorSession.set(EMPTY_OPERATOR_SESSION);
}
