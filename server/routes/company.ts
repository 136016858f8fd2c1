/** /api/Company/info and /api/Company/regions: the caller's company and its delivery regions. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../src/contract/common.js';
import { authOf } from '../plugins/auth.js';
import { getCompanyInfo, getCompanyRegions, setCompanyRegions, updateCompanyInfo } from '../services/company.js';
import { route } from './route.js';

const tags = ['企业'];
const security = [{ bearerAuth: [] }];

/** Routes for any signed-in user of a company: one onRequest guard, 401 without a valid token. */
const signedInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  route(
    app,
    'GET /api/Company/info',
    {
      schema: { tags, security, summary: '企业信息', response: errors(401) },
    },
    async (request) => getCompanyInfo(app.db, authOf(request).companyId),
  );

  route(
    app,
    'GET /api/Company/regions',
    {
      schema: {
        tags,
        security,
        summary: '企业收货区域（第一个为默认购物车区域）',
        response: errors(401),
      },
    },
    async (request) => getCompanyRegions(app.db, authOf(request).companyId),
  );
};

/** Routes for the company's 管理员 only: one onRequest guard, 401 without a valid token, 403 to other users. */
const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  route(
    app,
    'PUT /api/Company/info',
    {
      schema: {
        tags,
        security,
        summary: '修改企业信息（管理员；信息完整即认证通过）',
        response: errors(400, 401, 403, 409),
      },
    },
    async (request) => updateCompanyInfo(app.db, authOf(request).companyId, request.body, app.now()),
  );

  route(
    app,
    'PUT /api/Company/regions',
    {
      schema: {
        tags,
        security,
        summary: '设置企业收货区域（管理员；按顺序，第一个为默认）',
        response: errors(400, 401, 403),
      },
    },
    async (request) => setCompanyRegions(app.db, authOf(request).companyId, request.body.Regions, app.now()),
  );
};

export const companyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(signedInRoutes);
  await app.register(adminRoutes);
};
