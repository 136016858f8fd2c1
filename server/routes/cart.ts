/** Cart (login): lines per region, priced by the server. */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../src/contract/common.js';
import { authOf } from '../plugins/auth.js';
import {
  addToCart,
  countCartLines,
  getCart,
  removeCartLine,
  selectCartLines,
  updateCartLine,
} from '../services/cart.js';
import { assertRegion } from '../services/catalogue.js';
import { route } from './route.js';

const tags = ['购物车'];
const security = [{ bearerAuth: [] }];

export const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  route(
    app,
    'GET /api/ShoppingCarts/items/count',
    {
      schema: {
        tags,
        security,
        summary: '购物车商品行数（按区域）',
        response: errors(400, 401, 404),
      },
    },
    async (request) => {
      const region = request.query.region ?? 1;
      await assertRegion(app.db, region);
      return { Count: await countCartLines(app.db, authOf(request).userId, region) };
    },
  );

  route(
    app,
    'GET /api/ShoppingCarts/items',
    {
      schema: {
        tags,
        security,
        summary: '购物车（按区域）',
        response: errors(400, 401, 404),
      },
    },
    (request) => getCart(app.db, authOf(request).userId, request.query.region ?? 1, app.now()),
  );

  route(
    app,
    'POST /api/ShoppingCarts/items',
    {
      schema: {
        tags,
        security,
        summary: '加入购物车',
        response: errors(400, 401, 404),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addToCart(app.db, authOf(request).userId, request.body, app.now())),
  );

  route(
    app,
    'PUT /api/ShoppingCarts/items/selection',
    {
      schema: {
        tags,
        security,
        summary: '勾选 / 取消勾选',
        response: errors(400, 401, 404),
      },
    },
    async (request, reply) => {
      await selectCartLines(app.db, authOf(request).userId, request.body, app.now());
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    'PUT /api/ShoppingCarts/items/:id',
    {
      schema: {
        tags,
        security,
        summary: '修改数量或勾选',
        response: errors(400, 401, 404),
      },
    },
    (request) => updateCartLine(app.db, authOf(request).userId, request.params.id, request.body, app.now()),
  );

  route(
    app,
    'DELETE /api/ShoppingCarts/items/:id',
    {
      schema: {
        tags,
        security,
        summary: '移出购物车',
        response: errors(400, 401, 404),
      },
    },
    async (request, reply) => {
      await removeCartLine(app.db, authOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
