/** /api/Users…, /api/logout: captcha, login, user info, e-mail verification, XSRF, registration, reset, invitations. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../src/contract/common.js';
import { isEmail } from '../../src/contract/validators.js';
import { badRequest, forbidden } from '../errors.js';
import { authOf } from '../plugins/auth.js';
import {
  checkResetToken,
  login,
  newXsrfToken,
  register,
  requestPasswordReset,
  resetPassword,
  XSRF_COOKIE,
  XSRF_HEADER,
  xsrfValid,
} from '../services/auth.js';
import { generateCaptcha } from '../services/captcha.js';
import { activateInvitation, getInvitation } from '../services/company-users.js';
import { emailExists, userInfo } from '../services/users.js';
import { checkVerificationCode, sendVerificationCode } from '../services/verification.js';
import { route } from './route.js';

const tags = ['账户'];
const minute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** Routes for any signed-in user of a company: one onRequest guard, 401 without a valid token. */
const signedInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  route(
    app,
    'GET /api/Users/Info',
    {
      schema: {
        tags,
        summary: '当前用户',
        security: [{ bearerAuth: [] }],
        response: errors(401),
      },
    },
    async (request) => userInfo(app.db, authOf(request).userId),
  );
};

export const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = app.config.rateLimits;
  const deps = () => ({ db: app.db, config: app.config, mailer: app.mailer, now: app.now() });

  route(
    app,
    'GET /api/Users/GenerateCaptcha',
    {
      config: minute(limits.captcha),
      schema: { tags, summary: '图形验证码（5 分钟，单次有效）', response: errors(429) },
    },
    async () => generateCaptcha(app.db, app.config.jwtSecret, app.now(), app.config.captchaFixedText),
  );

  route(
    app,
    'POST /api/Users/login',
    {
      config: minute(limits.login),
      schema: {
        tags,
        summary: '登录（连续失败 3 次后需图形验证码）',
        response: errors(400, 403, 429),
      },
    },
    async (request) => ({ token: await login(deps(), app.loginFailures, request.body) }),
  );

  route(
    app,
    'POST /api/logout',
    { schema: { tags, summary: '退出登录（令牌无状态，客户端丢弃即可）' } },
    async (_request, reply) => reply.code(204).send(null),
  );

  await app.register(signedInRoutes);

  route(
    app,
    'GET /api/Users/email/existance',
    {
      // The answer tells whether an address has an account (spec): limited like the code check, so
      // that addresses cannot be enumerated at speed.
      config: minute(limits.verification * 3),
      schema: {
        tags,
        summary: '邮箱是否已注册',
        response: errors(400, 429),
      },
    },
    async (request) => ({ Exists: await emailExists(app.db, request.query.email) }),
  );

  route(
    app,
    'POST /api/Users/verification/email/send',
    {
      config: minute(limits.verification),
      schema: {
        tags,
        summary: '发送邮箱验证码（6 位，10 分钟，60 秒内不可重发）',
        response: errors(400, 429),
      },
    },
    async (request, reply) => {
      const email = request.query.email;
      if (!isEmail(email)) throw badRequest('请输入正确的邮箱地址', 'Email');
      if (await emailExists(app.db, email)) throw badRequest('该邮箱已注册，请直接登录', 'Email');
      await sendVerificationCode(app.db, app.mailer, app.config.jwtSecret, email, app.now());
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    'POST /api/Users/verification/email/check',
    {
      config: minute(limits.verification * 3),
      schema: {
        tags,
        summary: '校验邮箱验证码（不消耗验证码）',
        response: errors(400),
      },
    },
    async (request) => {
      await checkVerificationCode(
        app.db,
        app.config.jwtSecret,
        request.body.Email,
        request.body.Code,
        app.now(),
        false,
      );
      return { Valid: true as const };
    },
  );

  route(
    app,
    'GET /api/Users/get-xsrf-token',
    { schema: { tags, summary: '获取防伪令牌 Cookie (XSRF-TOKEN)' } },
    async (request, reply) => {
      reply.setCookie(XSRF_COOKIE, newXsrfToken(app.config.jwtSecret), {
        path: '/',
        sameSite: 'lax',
        httpOnly: false,
        // Behind a TLS proxy without TRUST_PROXY the request looks like http: the public address decides too.
        secure: request.protocol === 'https' || app.config.publicUrl.startsWith('https:'),
        maxAge: 2 * 60 * 60,
      });
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    'POST /api/Users',
    {
      // The anti-forgery check comes before anything else, even before the body is validated.
      preValidation: async (request) => {
        if (!xsrfValid(app.config.jwtSecret, request.cookies[XSRF_COOKIE], request.headers[XSRF_HEADER])) {
          throw forbidden('请求校验失败，请刷新页面后重试');
        }
      },
      config: minute(limits.verification),
      schema: {
        tags,
        summary: '注册（新企业及其管理员），需 X-XSRF-TOKEN 请求头与 Cookie 一致',
        response: errors(400, 403, 409, 429),
      },
    },
    async (request, reply) => reply.code(201).send({ token: await register(deps(), request.body) }),
  );

  route(
    app,
    'POST /api/Users/password/reset',
    {
      config: minute(limits.reset),
      schema: {
        tags,
        summary: '申请重置密码（总是 204，不暴露账号是否存在）',
        response: errors(400, 429),
      },
    },
    async (request, reply) => {
      // Answered first, the same for every address; the link is made and mailed afterwards.
      const { Email } = request.body;
      const context = deps();
      app.afterAnswer(() => requestPasswordReset(context, Email));
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    'PUT /api/Users/password/reset',
    {
      config: minute(limits.reset),
      schema: {
        tags,
        summary: '重置密码（链接 30 分钟内单次有效）',
        response: errors(400, 429),
      },
    },
    async (request, reply) => {
      await resetPassword(deps(), request.body.Token, request.body.Password);
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    'POST /api/Users/password/reset/check',
    {
      config: minute(limits.reset),
      schema: {
        tags,
        summary: '检查重置链接是否仍可用（204；已使用或已过期 400）',
        response: errors(400, 429),
      },
    },
    async (request, reply) => {
      await checkResetToken(deps(), request.body.Token);
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    'GET /api/Users/invitations',
    {
      schema: {
        tags,
        summary: '邀请详情',
        response: errors(400),
      },
    },
    async (request) => getInvitation(app.db, app.config, request.query.token, app.now()),
  );

  route(
    app,
    'POST /api/Users/invitations/activations',
    {
      config: minute(limits.reset),
      schema: {
        tags,
        summary: '接受邀请并激活账号',
        response: errors(400, 409),
      },
    },
    async (request, reply) => reply.code(201).send({ token: await activateInvitation(deps(), request.body) }),
  );
};
