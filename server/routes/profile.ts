/** PUT /api/Users/Info, /password, /email and POST /api/Users/email/code: a signed-in user's 个人资料 and 修改密码. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../src/contract/common.js';
import { authOf } from '../plugins/auth.js';
import { changeEmail, changePassword, sendEmailChangeCode, updateProfile } from '../services/account.js';
import { route } from './route.js';

const tags = ['账户'];
const security = [{ bearerAuth: [] }];
const minute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const limits = app.config.rateLimits;
  const deps = () => ({ db: app.db, config: app.config, mailer: app.mailer, now: app.now() });

  route(
    app,
    'PUT /api/Users/Info',
    { schema: { tags, summary: '修改个人资料（姓名、手机号）', security, response: errors(400, 401) } },
    async (request) => updateProfile(deps(), authOf(request).userId, request.body),
  );

  route(
    app,
    'PUT /api/Users/password',
    {
      // The old password can be guessed only as fast as a login.
      config: minute(limits.login),
      schema: {
        tags,
        summary: '修改密码（校验原密码；其他登录全部失效，返回本次会话的新令牌）',
        security,
        response: errors(400, 401, 429),
      },
    },
    async (request) => ({ token: await changePassword(deps(), authOf(request).userId, request.body) }),
  );

  route(
    app,
    'POST /api/Users/email/code',
    {
      config: minute(limits.verification),
      schema: {
        tags,
        summary: '向新邮箱发送验证码（6 位，10 分钟，60 秒内不可重发；已被使用的邮箱 400）',
        security,
        response: errors(400, 401, 429),
      },
    },
    async (request, reply) => {
      await sendEmailChangeCode(deps(), authOf(request).userId, request.body.Email);
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    'PUT /api/Users/email',
    {
      config: minute(limits.verification * 3),
      schema: {
        tags,
        summary: '更换邮箱（新邮箱的验证码，单次有效）',
        security,
        response: errors(400, 401, 429),
      },
    },
    async (request) => changeEmail(deps(), authOf(request).userId, request.body),
  );
};
