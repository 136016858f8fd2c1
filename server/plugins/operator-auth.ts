/**
 * The one guard of every /api/Operator… route: `app.requireOperator` (onRequest).
 * - no token, a company user's token, a forged token → 403 {Error:"仅平台运营人员可以访问"};
 * - an operator token past its lifetime, or of an operator disabled / whose tokens were revoked since → 401
 *   (the console asks to log in again).
 * - an operator whose roles do not include one the route allows (server/routes/operator-roles.ts) → 403
 *   {Error:"当前角色无权…"}; a route missing from that map is open to 超级管理员 only.
 * The operator row is read on every request, so disabling an account or changing its roles takes effect on its
 * next request, on every instance.
 * Routes read the caller with `operatorOf(request)`.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { type OperatorRole, rolesAllow } from '../../src/contract/operator-roles.js';
import { operators } from '../db/schema.js';
import { forbidden, unauthorized } from '../errors.js';
import { rolesOfRoute } from '../routes/operator-roles.js';
import { verifyOperatorToken } from '../services/tokens.js';
import { global } from './global.js';

export interface OperatorContext {
  operatorId: number;
  name: string;
  roles: OperatorRole[];
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
export const ROLE_REFUSED_MESSAGE = '当前角色无权执行此操作，请联系超级管理员分配权限';

/** The route-map key of the request ('GET /api/Operator/orders'); HEAD is answered by the GET route. */
function routeKeyOf(request: FastifyRequest): string {
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  return `${method} ${request.routeOptions.url ?? ''}`;
}

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
      .select({
        id: operators.id,
        name: operators.name,
        enabled: operators.enabled,
        version: operators.tokenVersion,
        roles: operators.roles,
      })
      .from(operators)
      .where(eq(operators.id, claims.operatorId))
      .limit(1);
    if (!row) throw forbidden(OPERATOR_ONLY_MESSAGE);
    if (!row.enabled || row.version !== claims.version) throw unauthorized();
    const roles = row.roles as OperatorRole[];
    if (!rolesAllow(roles, rolesOfRoute(routeKeyOf(request)) ?? [])) throw forbidden(ROLE_REFUSED_MESSAGE);
    request.operator = { operatorId: row.id, name: row.name, roles };
  });
}, 'operator-auth');
