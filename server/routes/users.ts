/** /api/Users…, /api/logout: captcha, login, user info, e-mail verification, XSRF, registration, reset, invitations. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors, NoContent, TokenResponse } from '../../src/contract/common.js';
import {
  ActivationBody,
  CaptchaResponse,
  EmailQuery,
  ExistsResponse,
  InvitationInfo,
  InvitationQuery,
  LoginBody,
  PasswordResetBody,
  PasswordResetCheckBody,
  PasswordResetRequestBody,
  RegisterBody,
  UserInfo,
  ValidResponse,
  VerificationCheckBody,
} from '../../src/contract/users.js';
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

const tags = ['账户'];
const minute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** Routes for any signed-in user of a company: one onRequest guard, 401 without a valid token. */
const signedInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/api/Users/Info',
    {
      schema: {
        tags,
        summary: '当前用户',
        security: [{ bearerAuth: [] }],
        response: { 200: UserInfo, ...errors(401) },
      },
    },
    async (request) => userInfo(app.db, authOf(request).userId),
  );
};

export const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = app.config.rateLimits;
  const deps = () => ({ db: app.db, config: app.config, mailer: app.mailer, now: app.now() });

  app.get(
    '/api/Users/GenerateCaptcha',
    {
      config: minute(limits.captcha),
      schema: { tags, summary: '图形验证码（5 分钟，单次有效）', response: { 200: CaptchaResponse, ...errors(429) } },
    },
    async () => generateCaptcha(app.db, app.config.jwtSecret, app.now(), app.config.captchaFixedText),
  );

  app.post(
    '/api/Users/login',
    {
      config: minute(limits.login),
      schema: {
        tags,
        summary: '登录（连续失败 3 次后需图形验证码）',
        body: LoginBody,
        response: { 200: TokenResponse, ...errors(400, 403, 429) },
      },
    },
    async (request) => ({ token: await login(deps(), app.loginFailures, request.body) }),
  );

  app.post(
    '/api/logout',
    { schema: { tags, summary: '退出登录（令牌无状态，客户端丢弃即可）' } },
    async (_request, reply) => reply.code(204).send(null),
  );

  await app.register(signedInRoutes);

  app.get(
    '/api/Users/email/existance',
    {
      // The answer tells whether an address has an account (spec): limited like the code check, so
      // that addresses cannot be enumerated at speed.
      config: minute(limits.verification * 3),
      schema: {
        tags,
        summary: '邮箱是否已注册',
        querystring: EmailQuery,
        response: { 200: ExistsResponse, ...errors(400, 429) },
      },
    },
    async (request) => ({ Exists: await emailExists(app.db, request.query.email) }),
  );

  app.post(
    '/api/Users/verification/email/send',
    {
      config: minute(limits.verification),
      schema: {
        tags,
        summary: '发送邮箱验证码（6 位，10 分钟，60 秒内不可重发）',
        querystring: EmailQuery,
        response: { 204: NoContent, ...errors(400, 429) },
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

  app.post(
    '/api/Users/verification/email/check',
    {
      config: minute(limits.verification * 3),
      schema: {
        tags,
        summary: '校验邮箱验证码（不消耗验证码）',
        body: VerificationCheckBody,
        response: { 200: ValidResponse, ...errors(400) },
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

  app.get(
    '/api/Users/get-xsrf-token',
    { schema: { tags, summary: '获取防伪令牌 Cookie (XSRF-TOKEN)' } },
    async (request, reply) => {
      reply.setCookie(XSRF_COOKIE, newXsrfToken(app.config.jwtSecret), {
        path: '/',
        sameSite: 'lax',
        httpOnly: false,
        secure: request.protocol === 'https',
        maxAge: 2 * 60 * 60,
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/Users',
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
        body: RegisterBody,
        response: { 201: TokenResponse, ...errors(400, 403, 409, 429) },
      },
    },
    async (request, reply) => reply.code(201).send({ token: await register(deps(), request.body) }),
  );

  app.post(
    '/api/Users/password/reset',
    {
      config: minute(limits.reset),
      schema: {
        tags,
        summary: '申请重置密码（总是 204，不暴露账号是否存在）',
        body: PasswordResetRequestBody,
        response: { 204: NoContent, ...errors(400, 429) },
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

  app.put(
    '/api/Users/password/reset',
    {
      config: minute(limits.reset),
      schema: {
        tags,
        summary: '重置密码（链接 30 分钟内单次有效）',
        body: PasswordResetBody,
        response: { 204: NoContent, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      await resetPassword(deps(), request.body.Token, request.body.Password);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/Users/password/reset/check',
    {
      config: minute(limits.reset),
      schema: {
        tags,
        summary: '检查重置链接是否仍可用（204；已使用或已过期 400）',
        body: PasswordResetCheckBody,
        response: { 204: NoContent, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      await checkResetToken(deps(), request.body.Token);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/Users/invitations',
    {
      schema: {
        tags,
        summary: '邀请详情',
        querystring: InvitationQuery,
        response: { 200: InvitationInfo, ...errors(400) },
      },
    },
    async (request) => getInvitation(app.db, app.config, request.query.token, app.now()),
  );

  app.post(
    '/api/Users/invitations/activations',
    {
      config: minute(limits.reset),
      schema: {
        tags,
        summary: '接受邀请并激活账号',
        body: ActivationBody,
        response: { 201: TokenResponse, ...errors(400, 409) },
      },
    },
    async (request, reply) => reply.code(201).send({ token: await activateInvitation(deps(), request.body) }),
  );
};
