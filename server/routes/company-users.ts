/** /api/Company/users…: the company's users and invitations (管理员 only). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../../src/contract/common.js';
import { invitations } from '../db/schema.js';
import { tooManyRequests } from '../errors.js';
import { rateLimitRefusals } from '../metrics.js';
import { authOf } from '../plugins/auth.js';
import {
  invite,
  listCompanyUsers,
  resendInvitation,
  setUserEnabled,
  setUserRole,
  withdrawInvitation,
} from '../services/company-users.js';
import { normalizeEmail } from '../services/verification.js';
import { route } from './route.js';

const tags = ['企业用户'];
const security = [{ bearerAuth: [] }];
const HOUR = 60 * 60;

export const companyUsersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const deps = () => ({ db: app.db, config: app.config, mailer: app.mailer, now: app.now() });
  const perHour = app.config.invitationsPerHour;

  /**
   * Invitation mail carries text the admin chose: creating and resending are bounded per inviting admin and
   * per invited address (RATE_LIMIT_INVITATION an hour, in Redis when configured), so the server is no spam
   * relay and cannot probe addresses at speed. The admin's budget shows in x-ratelimit-* headers.
   */
  async function limitInvitation(request: FastifyRequest, reply: FastifyReply, email: string | undefined) {
    const byAdmin = await app.windowCounter.hit(`invite-admin:${authOf(request).userId}`, HOUR);
    reply.header('x-ratelimit-limit', perHour).header('x-ratelimit-remaining', Math.max(0, perHour - byAdmin));
    const byAddress = email ? await app.windowCounter.hit(`invite-to:${normalizeEmail(email)}`, HOUR) : 0;
    if (byAdmin > perHour || byAddress > perHour) {
      rateLimitRefusals.inc({ route: request.routeOptions.url ?? 'invitations' });
      throw tooManyRequests(byAdmin > perHour ? undefined : '该邮箱收到的邀请过多，请稍后再试');
    }
  }

  route(
    app,
    'GET /api/Company/users',
    {
      schema: {
        tags,
        security,
        summary: '企业用户（含待接受的邀请）',
        response: errors(400, 401, 403),
      },
    },
    async (request) => listCompanyUsers(app.db, authOf(request).companyId, request.query),
  );

  route(
    app,
    'POST /api/Company/users/invitations',
    {
      schema: {
        tags,
        security,
        summary: '邀请用户（邮件链接 7 天有效）',
        response: errors(400, 401, 403, 409, 429),
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      await limitInvitation(request, reply, request.body.Email);
      return reply.code(201).send({ Id: await invite(deps(), auth.companyId, auth.userId, request.body) });
    },
  );

  route(
    app,
    'POST /api/Company/users/invitations/:id/resend',
    {
      schema: {
        tags,
        security,
        summary: '重新发送邀请（旧链接失效）',
        response: errors(400, 401, 403, 404, 429),
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const [row] = await app.db
        .select({ email: invitations.email })
        .from(invitations)
        .where(and(eq(invitations.id, request.params.id), eq(invitations.companyId, auth.companyId)))
        .limit(1);
      await limitInvitation(request, reply, row?.email);
      await resendInvitation(deps(), auth.companyId, auth.userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    'DELETE /api/Company/users/invitations/:id',
    {
      schema: {
        tags,
        security,
        summary: '撤回邀请',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      await withdrawInvitation(app.db, authOf(request).companyId, request.params.id, app.now());
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    'PUT /api/Company/users/:id/role',
    {
      schema: {
        tags,
        security,
        summary: '修改角色（至少保留一名管理员）',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    async (request) => setUserRole(app.db, authOf(request).companyId, request.params.id, request.body.RoleName),
  );

  route(
    app,
    'PUT /api/Company/users/:id/state',
    {
      schema: {
        tags,
        security,
        summary: '启用 / 停用用户（停用立即使其登录失效）',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    async (request) => setUserEnabled(app.db, authOf(request).companyId, request.params.id, request.body.Enabled),
  );
};
