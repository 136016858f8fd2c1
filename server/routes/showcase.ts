/** Showcase (yellow pages), public: a directory of supplier products addressed by GlobalId. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, ShowcaseDetail, ShowcasePage, ShowcaseParams, ShowcaseQuery } from '../../src/contract/catalogue.js';
import { getShowcaseEntry, listShowcase } from '../services/catalogue.js';

const tags = ['黄页'];

export const showcaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/YellowPages/products',
    { schema: { tags, summary: '黄页商品列表', querystring: ShowcaseQuery, response: { 200: ShowcasePage, 400: ErrorBody } } },
    (request) => listShowcase(app.db, request.query),
  );

  app.get(
    '/api/YellowPages/products/:globalId',
    { schema: { tags, summary: '黄页商品详情', params: ShowcaseParams, response: { 200: ShowcaseDetail, 404: ErrorBody } } },
    (request) => getShowcaseEntry(app.db, request.params.globalId),
  );
};
