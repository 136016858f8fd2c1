/**
 * /api/Operator/search/…: the search's synonyms (运营 → 搜索词管理) and the report of what buyers searched.
 * Registered inside operatorRoutes behind app.requireOperator. A synonym write drops every kept search answer
 * after its commit (the catalogue cache's product lists and searches), so the storefront uses it at once.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../src/contract/common.js';
import { catalogueChanged } from '../plugins/catalogue-cache.js';
import { operatorOf } from '../plugins/operator-auth.js';
import { createSynonym, deleteSynonym, listSynonyms, updateSynonym } from '../services/search/synonyms.js';
import { route } from './route.js';

const tags = ['运营后台'];
const security = [{ bearerAuth: [] }];

export const operatorSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireOperator);
  const deps = (request: Parameters<typeof operatorOf>[0]) => ({
    db: app.db,
    operatorId: operatorOf(request).operatorId,
    now: app.now(),
  });
  // Synonyms change which products a search finds: every kept search and list answer goes.
  const changed = () => catalogueChanged(app, { products: 'all' });

  route(
    app,
    'GET /api/Operator/search/synonyms',
    { schema: { tags, security, summary: '搜索同义词列表', response: errors(401, 403) } },
    async () => listSynonyms(app.db),
  );

  route(
    app,
    'POST /api/Operator/search/synonyms',
    {
      schema: {
        tags,
        security,
        summary: '新增搜索同义词（双向：互相可搜到；单向：只从搜索词找到同义词）',
        response: errors(400, 401, 403, 409),
      },
    },
    async (request, reply) => {
      const created = await createSynonym(deps(request), request.body);
      await changed();
      return reply.code(201).send(created);
    },
  );

  route(
    app,
    'PUT /api/Operator/search/synonyms/:id',
    {
      schema: {
        tags,
        security,
        summary: '编辑搜索同义词（带上读取时的 Version；期间被他人修改则 409）',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const updated = await updateSynonym(deps(request), request.params.id, request.body);
      await changed();
      return updated;
    },
  );

  route(
    app,
    'DELETE /api/Operator/search/synonyms/:id',
    {
      schema: {
        tags,
        security,
        summary: '删除搜索同义词（?version=；期间被修改则 409）',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      await deleteSynonym(deps(request), request.params.id, request.query.version);
      await changed();
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    'GET /api/Operator/search/report',
    {
      schema: {
        tags,
        security,
        summary: '搜索统计：热门搜索与无结果搜索（最近 N 天，北京时间）',
        response: errors(400, 401, 403),
      },
    },
    async (request) => app.searchLog.report(request.query.days ?? 7),
  );
};
