/**
 * /api/Divisions (public: China's provinces → cities → districts, from the server so widgets never bundle the
 * data set) and /api/Company/delivery-addresses… (login: the company's delivery address book).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../src/contract/common.js';
import { notFound } from '../errors.js';
import { authOf } from '../plugins/auth.js';
import { deleteDeliveryAddress, listDeliveryAddresses, saveDeliveryAddress } from '../services/delivery-addresses.js';
import { divisionsUnder } from '../services/divisions.js';
import { route } from './route.js';

const tags = ['收货地址'];
const security = [{ bearerAuth: [] }];

/** Routes for any signed-in user of a company: one onRequest guard, 401 without a valid token. */
const signedInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  route(
    app,
    'GET /api/Company/delivery-addresses',
    {
      schema: {
        tags,
        security,
        summary: '收货地址（默认地址在前）',
        response: errors(401),
      },
    },
    async (request) => listDeliveryAddresses(app.db, authOf(request).companyId),
  );

  route(
    app,
    'POST /api/Company/delivery-addresses',
    {
      schema: {
        tags,
        security,
        summary: '新增收货地址（收货单位默认为本企业）',
        response: errors(400, 401),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await saveDeliveryAddress(app.db, authOf(request).companyId, null, request.body)),
  );

  route(
    app,
    'PUT /api/Company/delivery-addresses/:id',
    {
      schema: {
        tags,
        security,
        summary: '修改收货地址 / 设为默认',
        response: errors(400, 401, 404),
      },
    },
    async (request) => saveDeliveryAddress(app.db, authOf(request).companyId, request.params.id, request.body),
  );

  route(
    app,
    'DELETE /api/Company/delivery-addresses/:id',
    {
      schema: {
        tags,
        security,
        summary: '删除收货地址',
        response: errors(401, 404),
      },
    },
    async (request, reply) => {
      await deleteDeliveryAddress(app.db, authOf(request).companyId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export const deliveryAddressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    'GET /api/Divisions',
    {
      schema: {
        tags,
        summary: '行政区划：省份；?parent= 省份代码 → 城市，城市代码 → 区县',
        response: errors(400, 404),
      },
    },
    async (request, reply) => {
      const list = divisionsUnder(request.query.parent);
      if (!list) throw notFound('行政区划不存在');
      // The data set changes with a package upgrade only.
      reply.header('cache-control', 'public, max-age=86400');
      return list;
    },
  );

  await app.register(signedInRoutes);
};
