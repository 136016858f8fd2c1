/** Help content (public, cached read). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HelpArticle } from '../../src/contract/help.js';
import { CachePolicy, cachedRead } from '../plugins/catalogue-cache.js';
import { listHelp } from '../services/catalogue.js';

export const helpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/Help',
    { schema: { tags: ['帮助中心'], summary: '帮助文章', response: { 200: Type.Array(HelpArticle) } } },
    (request, reply) =>
      cachedRead(request, reply, { key: 'help', tags: ['help'], cacheControl: CachePolicy.reference }, () =>
        listHelp(app.db),
      ),
  );
};
