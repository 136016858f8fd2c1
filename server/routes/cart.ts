/** Cart (login): lines per region, priced by the server. */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AddCartItemBody,
  Cart,
  CartCount,
  CartLine,
  CartQuery,
  CartSelectionBody,
  UpdateCartItemBody,
} from '../../src/contract/cart.js';
import { errors, IdParams } from '../../src/contract/common.js';
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

const tags = ['购物车'];
const security = [{ bearerAuth: [] }];

export const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/api/ShoppingCarts/items/count',
    {
      schema: {
        tags,
        security,
        summary: '购物车商品行数（按区域）',
        querystring: CartQuery,
        response: { 200: CartCount, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const region = request.query.region ?? 1;
      await assertRegion(app.db, region);
      return { Count: await countCartLines(app.db, authOf(request).userId, region) };
    },
  );

  app.get(
    '/api/ShoppingCarts/items',
    {
      schema: {
        tags,
        security,
        summary: '购物车（按区域）',
        querystring: CartQuery,
        response: { 200: Cart, ...errors(400, 401, 404) },
      },
    },
    (request) => getCart(app.db, authOf(request).userId, request.query.region ?? 1),
  );

  app.post(
    '/api/ShoppingCarts/items',
    {
      schema: {
        tags,
        security,
        summary: '加入购物车',
        body: AddCartItemBody,
        response: { 201: CartLine, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addToCart(app.db, authOf(request).userId, request.body, app.now())),
  );

  app.put(
    '/api/ShoppingCarts/items/selection',
    {
      schema: {
        tags,
        security,
        summary: '勾选 / 取消勾选',
        body: CartSelectionBody,
        response: { 204: Type.Null(), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await selectCartLines(app.db, authOf(request).userId, request.body, app.now());
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/ShoppingCarts/items/:id',
    {
      schema: {
        tags,
        security,
        summary: '修改数量或勾选',
        params: IdParams,
        body: UpdateCartItemBody,
        response: { 200: CartLine, ...errors(400, 401, 404) },
      },
    },
    (request) => updateCartLine(app.db, authOf(request).userId, request.params.id, request.body, app.now()),
  );

  app.delete(
    '/api/ShoppingCarts/items/:id',
    {
      schema: {
        tags,
        security,
        summary: '移出购物车',
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await removeCartLine(app.db, authOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
