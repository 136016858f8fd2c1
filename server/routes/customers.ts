/** /api/Company/customers…: the company's customers (read: any user; write: 管理员). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors, IdParams, NoContent } from '../../src/contract/common.js';
import { Customer, CustomerBody, CustomersPage, CustomersQuery } from '../../src/contract/company.js';
import { authOf } from '../plugins/auth.js';
import { createCustomer, deleteCustomer, getCustomer, listCustomers, updateCustomer } from '../services/customers.js';

const tags = ['客户'];
const security = [{ bearerAuth: [] }];

/** Routes for any signed-in user of a company: one onRequest guard, 401 without a valid token. */
const signedInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/api/Company/customers',
    {
      schema: {
        tags,
        security,
        summary: '客户列表',
        querystring: CustomersQuery,
        response: { 200: CustomersPage, ...errors(400, 401) },
      },
    },
    async (request) => listCustomers(app.db, authOf(request).companyId, request.query),
  );

  app.get(
    '/api/Company/customers/:id',
    {
      schema: {
        tags,
        security,
        summary: '客户详情',
        params: IdParams,
        response: { 200: Customer, ...errors(400, 401, 404) },
      },
    },
    async (request) => getCustomer(app.db, authOf(request).companyId, request.params.id),
  );
};

/** Routes for the company's 管理员 only: one onRequest guard, 401 without a valid token, 403 to other users. */
const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  app.post(
    '/api/Company/customers',
    {
      schema: {
        tags,
        security,
        summary: '新增客户',
        body: CustomerBody,
        response: { 201: Customer, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCustomer(app.db, authOf(request).companyId, request.body, app.now())),
  );

  app.put(
    '/api/Company/customers/:id',
    {
      schema: {
        tags,
        security,
        summary: '修改客户',
        params: IdParams,
        body: CustomerBody,
        response: { 200: Customer, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => updateCustomer(app.db, authOf(request).companyId, request.params.id, request.body, app.now()),
  );

  app.delete(
    '/api/Company/customers/:id',
    {
      schema: {
        tags,
        security,
        summary: '删除客户（已关联订单的不可删除）',
        params: IdParams,
        response: { 204: NoContent, ...errors(400, 401, 403, 404, 409) },
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
