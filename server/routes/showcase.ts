/** Showcase (yellow pages), public: a directory of supplier products addressed by GlobalId (cached reads). */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../src/contract/common.js';
import { CachePolicy, cachedRead } from '../plugins/catalogue-cache.js';
import { getShowcaseEntry, listShowcase } from '../services/catalogue.js';
import { normalKeyword } from './catalogue.js';
import { route } from './route.js';

const tags = ['黄页'];
const SHOWCASE_TAGS = ['showcase', 'suppliers', 'categories', 'brands'];

export const showcaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    'GET /api/YellowPages/products',
    {
      schema: {
        tags,
        summary: '黄页商品列表',
        response: errors(400),
      },
    },
    (request, reply) => {
      const q = request.query;
      const key = [
        'showcase',
        q.categoryId ?? '',
        q.supplierId ?? '',
        normalKeyword(q.keyword),
        q.page ?? 1,
        q.pageSize ?? 20,
      ];
      return cachedRead(
        request,
        reply,
        { key: key.join('|'), tags: SHOWCASE_TAGS, cacheControl: CachePolicy.reference },
        () => listShowcase(app.db, q),
      );
    },
  );

  route(
    app,
    'GET /api/YellowPages/products/:globalId',
    {
      schema: {
        tags,
        summary: '黄页商品详情',
        response: errors(404),
      },
    },
    (request, reply) =>
      cachedRead(
        request,
        reply,
        { key: `showcase|${request.params.globalId}`, tags: SHOWCASE_TAGS, cacheControl: CachePolicy.reference },
        () => getShowcaseEntry(app.db, request.params.globalId),
      ),
  );
};
