/**
 * /api/Operator/operators…: the 运营账号 page (超级管理员 only, per server/routes/operator-roles.ts), in its own
 * encapsulated plugin guarded by app.requireOperator; and the open route a mailed reset link's page calls.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../src/contract/common.js';
import { operatorOf } from '../plugins/operator-auth.js';
import {
  createOperator,
  listOperators,
  resetOperatorPassword,
  sendOperatorReset,
  updateOperator,
} from '../services/operator/staff.js';
import { route } from './route.js';

const tags = ['运营后台'];
const security = [{ bearerAuth: [] }];

export const operatorStaffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireOperator);

  route(
    app,
    'GET /api/Operator/operators',
    { schema: { tags, security, summary: '运营账号列表（超级管理员）', response: errors(401, 403) } },
    () => listOperators(app.db),
  );

  route(
    app,
    'POST /api/Operator/operators',
    {
      schema: {
        tags,
        security,
        summary: '新建运营账号（规则同 operator:create：邮箱唯一、强密码、至少一个角色）',
        response: errors(400, 401, 403, 409),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createOperator(app.db, operatorOf(request).operatorId, request.body, app.now())),
  );

  route(
    app,
    'PUT /api/Operator/operators/:id',
    {
      schema: {
        tags,
        security,
        summary: '修改运营账号的姓名、角色或启用状态（停用后其登录立即失效）',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    (request) => updateOperator(app.db, operatorOf(request).operatorId, request.params.id, request.body, app.now()),
  );

  route(
    app,
    'POST /api/Operator/operators/:id/reset-password',
    {
      schema: {
        tags,
        security,
        summary: '给运营账号发送设置新密码的邮件（24 小时内有效，仅可使用一次）',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      await sendOperatorReset(
        { db: app.db, mailer: app.mailer, config: app.config, now: app.now() },
        operatorOf(request).operatorId,
        request.params.id,
      );
      return reply.code(204).send(null);
    },
  );
};

/** The open route of the reset link's page (/operator/reset-password?token=…). */
export const operatorPasswordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    'POST /api/Operator/password/reset',
    {
      config: { rateLimit: { max: app.config.rateLimits.reset, timeWindow: '1 minute' } },
      schema: { tags, summary: '用邮件中的链接设置运营账号的新密码', response: errors(400, 429) },
    },
    async (request, reply) => {
      await resetOperatorPassword(
        { db: app.db, config: app.config, now: app.now() },
        request.body.Token,
        request.body.Password,
      );
      return reply.code(204).send(null);
    },
  );
};
