/**
 * /api/embed/origin and /api/Users/handoff…: what partner pages need beyond the resources.
 * - the origin check is public to every origin (CORS `*`, no credentials) so that a widget on a page whose
 *   origin is missing from CORS_ORIGINS can still learn why its API calls fail and say so;
 * - the login hand-off (services/handoff.ts) carries a session from a partner page to the storefront.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../src/contract/common.js';
import { authOf } from '../plugins/auth.js';
import { createHandoffCode, exchangeHandoffCode } from '../services/handoff.js';
import { route } from './route.js';

const tags = ['嵌入登录'];

/** Routes for any signed-in user of a company: one onRequest guard, 401 without a valid token. */
const signedInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  route(
    app,
    'POST /api/Users/handoff',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: '生成前往商城的一次性登录交接码（60 秒内有效）',
        security: [{ bearerAuth: [] }],
        response: errors(401, 429),
      },
    },
    async (request) =>
      createHandoffCode({ db: app.db, jwtSecret: app.config.jwtSecret, now: app.now() }, authOf(request).userId),
  );
};

export const embedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const allowed = new Set(app.config.corsOrigins);

  route(
    app,
    'GET /api/embed/origin',
    {
      config: { cors: { origin: '*', credentials: false } },
      schema: {
        tags,
        summary: '调用方页面的来源是否在 CORS_ORIGINS 中（任何来源均可调用）',
      },
    },
    async (request) => {
      const origin = typeof request.headers.origin === 'string' ? request.headers.origin : '';
      return { Origin: origin, Allowed: origin === '' || allowed.has(origin) };
    },
  );

  await app.register(signedInRoutes);

  route(
    app,
    'POST /api/Users/handoff/exchange',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: '用登录交接码换取登录令牌（单次有效）',
        response: errors(400, 429),
      },
    },
    async (request) => ({
      token: await exchangeHandoffCode(
        { db: app.db, jwtSecret: app.config.jwtSecret, now: app.now() },
        request.body.Code,
      ),
    }),
  );
};
