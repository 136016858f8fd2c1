/** /api/Company/customers…: the company's customers (read: any user; write: 管理员). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../src/contract/common.js';
import { authOf } from '../plugins/auth.js';
import { createCustomer, deleteCustomer, getCustomer, listCustomers, updateCustomer } from '../services/customers.js';
import { route } from './route.js';

const tags = ['客户'];
const security = [{ bearerAuth: [] }];

/** Routes for any signed-in user of a company: one onRequest guard, 401 without a valid token. */
const signedInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  route(
    app,
    'GET /api/Company/customers',
    {
      schema: {
        tags,
        security,
        summary: '客户列表',
        response: errors(400, 401),
      },
    },
    async (request) => listCustomers(app.db, authOf(request).companyId, request.query),
  );

  route(
    app,
    'GET /api/Company/customers/:id',
    {
      schema: {
        tags,
        security,
        summary: '客户详情',
        response: errors(400, 401, 404),
      },
    },
    async (request) => getCustomer(app.db, authOf(request).companyId, request.params.id),
  );
};

/** Routes for the company's 管理员 only: one onRequest guard, 401 without a valid token, 403 to other users. */
const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  route(
    app,
    'POST /api/Company/customers',
    {
      schema: {
        tags,
        security,
        summary: '新增客户',
        response: errors(400, 401, 403),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCustomer(app.db, authOf(request).companyId, request.body, app.now())),
  );

  route(
    app,
    'PUT /api/Company/customers/:id',
    {
      schema: {
        tags,
        security,
        summary: '修改客户',
        response: errors(400, 401, 403, 404),
      },
    },
    async (request) => updateCustomer(app.db, authOf(request).companyId, request.params.id, request.body, app.now()),
  );

  route(
    app,
    'DELETE /api/Company/customers/:id',
    {
      schema: {
        tags,
        security,
        summary: '删除客户（已关联订单的不可删除）',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      await deleteCustomer(app.db, authOf(request).companyId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export const customersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(signedInRoutes);
  await app.register(adminRoutes);
};
