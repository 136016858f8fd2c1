/**
 * The one guard of every /api/Operator… route: `app.requireOperator` (onRequest).
 * - no token, a company user's token, a forged token → 403 {Error:"仅平台运营人员可以访问"};
 * - an operator token past its lifetime, or of an operator disabled / whose tokens were revoked since → 401
 *   (the console asks to log in again).
 * Routes read the caller with `operatorOf(request)`.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { operators } from '../db/schema.js';
import { forbidden, unauthorized } from '../errors.js';
import { verifyOperatorToken } from '../services/tokens.js';
import { global } from './global.js';

export interface OperatorContext {
  operatorId: number;
  name: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by app.requireOperator (never null after it). */
    operator: OperatorContext | null;
  }
  interface FastifyInstance {
    requireOperator: onRequestAsyncHookHandler;
  }
}

export const OPERATOR_ONLY_MESSAGE = '仅平台运营人员可以访问';

/** The operator calling; for handlers behind app.requireOperator. */
export function operatorOf(request: FastifyRequest): OperatorContext {
  if (!request.operator) throw forbidden(OPERATOR_ONLY_MESSAGE);
  return request.operator;
}

export const operatorAuthPlugin = global(async (app: FastifyInstance) => {
  app.decorateRequest('operator', null);

  app.decorate('requireOperator', async function requireOperator(request: FastifyRequest, _reply: FastifyReply) {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    const token = match?.[1];
    if (!token || token.length > 4096) throw forbidden(OPERATOR_ONLY_MESSAGE);
    const claims = await verifyOperatorToken(app.config.jwtSecret, token, app.now());
    if (claims === 'expired') throw unauthorized();
    if (!claims) throw forbidden(OPERATOR_ONLY_MESSAGE);
    const [row] = await app.db
      .select({ id: operators.id, name: operators.name, enabled: operators.enabled, version: operators.tokenVersion })
      .from(operators)
      .where(eq(operators.id, claims.operatorId))
      .limit(1);
    if (!row) throw forbidden(OPERATOR_ONLY_MESSAGE);
    if (!row.enabled || row.version !== claims.version) throw unauthorized();
    request.operator = { operatorId: row.id, name: row.name };
  });
}, 'operator-auth');
