/** Showcase (yellow pages), public: a directory of supplier products addressed by GlobalId (cached reads). */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ShowcaseDetail, ShowcasePage, ShowcaseParams, ShowcaseQuery } from '../../src/contract/catalogue.js';
import { errors } from '../../src/contract/common.js';
import { CachePolicy, cachedRead } from '../plugins/catalogue-cache.js';
import { getShowcaseEntry, listShowcase } from '../services/catalogue.js';
import { normalKeyword } from './catalogue.js';

const tags = ['黄页'];
const SHOWCASE_TAGS = ['showcase', 'suppliers', 'categories', 'brands'];

export const showcaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/YellowPages/products',
    {
      schema: {
        tags,
        summary: '黄页商品列表',
        querystring: ShowcaseQuery,
        response: { 200: ShowcasePage, ...errors(400) },
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

  app.get(
    '/api/YellowPages/products/:globalId',
    {
      schema: {
        tags,
        summary: '黄页商品详情',
        params: ShowcaseParams,
        response: { 200: ShowcaseDetail, ...errors(404) },
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
