/**
 * Authentication decorators, shared by every resource:
 * - `app.authenticate`  401 {Error:"登录已过期，请重新登录"} unless a valid, current token of an enabled user;
 * - `app.optionalAuth`  sets `request.auth` when a valid token is present, else null (never 401);
 * - `app.requireAdmin`  authenticate, then 403 {Error:"仅管理员可以进行此操作"} unless 管理员.
 * Each is the one onRequest hook of a group of routes: an encapsulated plugin per group,
 * `app.addHook('onRequest', app.authenticate)` once, never per route (see CONTRIBUTING.md "Add an endpoint").
 * Being onRequest, the guard answers before the body is read or validated: 401/403 before 400.
 */

import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { RoleName } from '../../src/contract/enums.js';
import { users } from '../db/schema.js';
import { forbidden, unauthorized } from '../errors.js';
import { verifyToken } from '../services/tokens.js';
import { global } from './global.js';

export interface AuthContext {
  userId: number;
  companyId: number;
  roleNames: string[];
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by app.authenticate / app.requireAdmin (never null after them) and app.optionalAuth. */
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    authenticate: onRequestAsyncHookHandler;
    optionalAuth: onRequestAsyncHookHandler;
    requireAdmin: onRequestAsyncHookHandler;
  }
}

/** The authenticated caller; for handlers behind app.authenticate / app.requireAdmin. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

export const authPlugin = global(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);

  async function resolve(request: FastifyRequest): Promise<AuthContext | null> {
    const token = bearer(request);
    if (!token || token.length > 4096) return null;
    const claims = await verifyToken(app.config.jwtSecret, token, app.now());
    if (!claims) return null;
    const [user] = await app.db
      .select({
        id: users.id,
        companyId: users.companyId,
        roleNames: users.roleNames,
        enabled: users.enabled,
        tokenVersion: users.tokenVersion,
      })
      .from(users)
      .where(eq(users.id, claims.userId))
      .limit(1);
    if (!user?.enabled || user.tokenVersion !== claims.version || user.companyId !== claims.companyId) {
      return null;
    }
    return {
      userId: user.id,
      companyId: user.companyId,
      roleNames: user.roleNames,
      isAdmin: user.roleNames.includes(RoleName.Admin),
    };
  }

  app.decorate('authenticate', async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
    const auth = await resolve(request);
    if (!auth) throw unauthorized();
    request.auth = auth;
  });

  app.decorate('optionalAuth', async function optionalAuth(request: FastifyRequest, _reply: FastifyReply) {
    request.auth = await resolve(request);
  });

  app.decorate('requireAdmin', async function requireAdmin(request: FastifyRequest, _reply: FastifyReply) {
    const auth = await resolve(request);
    if (!auth) throw unauthorized();
    request.auth = auth;
    if (!auth.isAdmin) throw forbidden('仅管理员可以进行此操作');
  });
}, 'auth');
