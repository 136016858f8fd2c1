/** Help content (public, cached read) and the operator's contact details (configuration, public). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { SiteContact } from '../../src/contract/help.js';
import { CachePolicy, cachedRead } from '../plugins/catalogue-cache.js';
import { listHelp } from '../services/catalogue.js';
import { route } from './route.js';

export const helpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, 'GET /api/Help', { schema: { tags: ['帮助中心'], summary: '帮助文章' } }, (request, reply) =>
    cachedRead(request, reply, { key: 'help', tags: ['help'], cacheControl: CachePolicy.reference }, () =>
      listHelp(app.db),
    ),
  );

  const { contact } = app.config;
  const body: SiteContact = {
    Hotline: contact.hotline,
    ServiceHours: contact.hours,
    ServiceEmail: contact.email,
    PrivacyEmail: contact.privacyEmail,
    Address: contact.address,
    Postcode: contact.postcode,
    Company: contact.company,
    Icp: contact.icp,
    Licence: contact.licence,
  };
  route(
    app,
    'GET /api/Help/contact',
    {
      schema: {
        tags: ['帮助中心'],
        summary: '客服热线、服务时间、邮箱、通信地址、运营主体与备案信息（CONTACT_* 配置）',
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CachePolicy.reference);
      return body;
    },
  );
};
