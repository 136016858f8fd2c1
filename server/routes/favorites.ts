/** 收藏 and 常购商品 (login): the user's favourite products and the company's most bought of the last 90 days. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../src/contract/common.js';
import { authOf } from '../plugins/auth.js';
import { assertRegion } from '../services/catalogue.js';
import {
  addFavorite,
  favoriteIds,
  favoriteState,
  frequentProducts,
  listFavorites,
  removeFavorite,
} from '../services/favorites.js';
import { route } from './route.js';

const tags = ['收藏'];
const security = [{ bearerAuth: [] }];

export const favoriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  route(
    app,
    'GET /api/Favorites',
    { schema: { tags, security, summary: '我的收藏（按区域报价）', response: errors(400, 401) } },
    async (request) => {
      const region = request.query.region ?? 1;
      await assertRegion(app.db, region);
      return { Items: await listFavorites(app.db, authOf(request), region, app.now()) };
    },
  );

  route(
    app,
    'GET /api/Favorites/ids',
    { schema: { tags, security, summary: '我的收藏的商品编号（商品列表的收藏标记）', response: errors(401) } },
    async (request) => ({ ProductIds: await favoriteIds(app.db, authOf(request).userId) }),
  );

  route(
    app,
    'GET /api/Favorites/:productId',
    { schema: { tags, security, summary: '是否已收藏', response: errors(400, 401) } },
    (request) => favoriteState(app.db, authOf(request).userId, request.params.productId),
  );

  route(
    app,
    'PUT /api/Favorites/:productId',
    { schema: { tags, security, summary: '收藏商品', response: errors(400, 401, 404) } },
    (request) => addFavorite(app.db, authOf(request).userId, request.params.productId, app.now()),
  );

  route(
    app,
    'DELETE /api/Favorites/:productId',
    { schema: { tags, security, summary: '取消收藏', response: errors(400, 401) } },
    (request) => removeFavorite(app.db, authOf(request).userId, request.params.productId),
  );

  route(
    app,
    'GET /api/Products/frequent',
    {
      schema: {
        tags,
        security,
        summary: '常购商品：本公司近 90 天购买最多的商品，含最近成交价与日期',
        response: errors(400, 401),
      },
    },
    async (request) => {
      const region = request.query.region ?? 1;
      await assertRegion(app.db, region);
      return { Items: await frequentProducts(app.db, authOf(request).companyId, region, app.now()) };
    },
  );
};
