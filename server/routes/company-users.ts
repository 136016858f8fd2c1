/** /api/Company/users…: the company's users and invitations (管理员 only). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors, NoContent, IdParams, IdResponse } from '../../src/contract/common.js';
import { CompanyUser, CompanyUsersPage, CompanyUsersQuery, InviteBody, RoleBody, StateBody } from '../../src/contract/company.js';
import { authOf } from '../plugins/auth.js';
import {
  invite,
  listCompanyUsers,
  resendInvitation,
  setUserEnabled,
  setUserRole,
  withdrawInvitation,
} from '../services/company-users.js';

const tags = ['Company users'];
const security = [{ bearerAuth: [] }];

export const companyUsersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = () => ({ db: app.db, config: app.config, mailer: app.mailer, now: app.now() });

  app.get(
    '/api/Company/users',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: '企业用户（含待接受的邀请）',
        querystring: CompanyUsersQuery,
        response: { 200: CompanyUsersPage, ...errors(400, 401, 403) },
      },
    },
    async (request) => listCompanyUsers(app.db, authOf(request).companyId, request.query),
  );

  app.post(
    '/api/Company/users/invitations',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: '邀请用户（邮件链接 7 天有效）',
        body: InviteBody,
        response: { 201: IdResponse, ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      return reply.code(201).send({ Id: await invite(deps(), auth.companyId, auth.userId, request.body) });
    },
  );

  app.post(
    '/api/Company/users/invitations/:id/resend',
    {
      onRequest: app.requireAdmin,
      schema: { tags, security, summary: '重新发送邀请（旧链接失效）', params: IdParams, response: { 204: NoContent, ...errors(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      const auth = authOf(request);
      await resendInvitation(deps(), auth.companyId, auth.userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/Company/users/invitations/:id',
    {
      onRequest: app.requireAdmin,
      schema: { tags, security, summary: '撤回邀请', params: IdParams, response: { 204: NoContent, ...errors(400, 401, 403, 404, 409) } },
    },
    async (request, reply) => {
      await withdrawInvitation(app.db, authOf(request).companyId, request.params.id, app.now());
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/Company/users/:id/role',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: '修改角色（至少保留一名管理员）',
        params: IdParams,
        body: RoleBody,
        response: { 200: CompanyUser, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => setUserRole(app.db, authOf(request).companyId, request.params.id, request.body.RoleName),
  );

  app.put(
    '/api/Company/users/:id/state',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: '启用 / 停用用户（停用立即使其登录失效）',
        params: IdParams,
        body: StateBody,
        response: { 200: CompanyUser, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => setUserEnabled(app.db, authOf(request).companyId, request.params.id, request.body.Enabled),
  );
};
