/**
 * /api/Operator/content/<resource>…: brands, categories, suppliers, banners, solutions, showcase entries and
 * help articles in the operator console (list, create, edit, delete), the same four routes per resource from
 * one description (src/contract/operator-content.ts); /api/Operator/media: picture upload, resized on the
 * server. Registered inside operatorRoutes behind app.requireOperator (403 to anyone but an operator). Every
 * write calls catalogueChanged after its transaction committed, so the storefront shows it at once.
 *
 * /media/uploads/<name> (public, not under /api): the uploaded pictures, from the database, cached a year
 * (their names never change: they carry a hash of the content).
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../../src/contract/common.js';
import {
  CONTENT,
  type ContentBody,
  ContentResources,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES,
} from '../../src/contract/operator-content.js';
import { badRequest } from '../errors.js';
import { catalogueChanged } from '../plugins/catalogue-cache.js';
import { operatorOf } from '../plugins/operator-auth.js';
import { contentId, getContent, listContent } from '../services/operator/content-read.js';
import { contentCacheTable } from '../services/operator/content-tables.js';
import { createContent, deleteContent, updateContent } from '../services/operator/content-writes.js';
import { readMedia, uploadImage } from '../services/operator/media.js';
import { route } from './route.js';

const tags = ['运营后台'];
const security = [{ bearerAuth: [] }];

export const operatorContentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireOperator);
  // Pictures arrive as the raw body (this plugin only); the type is then read from the bytes, not trusted.
  app.addContentTypeParser([...UPLOAD_TYPES, 'application/octet-stream'], { parseAs: 'buffer' }, (_r, body, done) =>
    done(null, body),
  );
  const deps = (request: Parameters<typeof operatorOf>[0]) => ({
    db: app.db,
    operatorId: operatorOf(request).operatorId,
    now: app.now(),
  });

  for (const resource of ContentResources) {
    const { label } = CONTENT[resource];
    const base = `/api/Operator/content/${resource}` as const;
    const changed = () => catalogueChanged(app, { tables: [contentCacheTable(resource)] });

    route(
      app,
      `GET ${base}`,
      {
        schema: {
          tags,
          security,
          summary: `${label}列表（含未展示的；按名称搜索）`,
          response: errors(400, 401, 403),
        },
      },
      async (request) => listContent(app.db, resource, request.query),
    );

    route(
      app,
      `GET ${base}/:id`,
      {
        schema: {
          tags,
          security,
          summary: `${label}详情（含版本号）`,
          response: errors(401, 403, 404),
        },
      },
      async (request) => getContent(app.db, resource, contentId(resource, request.params.id)),
    );

    route(
      app,
      `POST ${base}`,
      {
        schema: {
          tags,
          security,
          summary: `新建${label}`,
          response: errors(400, 401, 403, 409),
        },
      },
      async (request) => {
        const item = await createContent(deps(request), resource, request.body as ContentBody);
        await changed();
        return item;
      },
    );

    route(
      app,
      `PUT ${base}/:id`,
      {
        schema: {
          tags,
          security,
          summary: `编辑${label}（带上读取时的 Version；期间被他人修改则 409）`,
          response: errors(400, 401, 403, 404, 409),
        },
      },
      async (request) => {
        const id = contentId(resource, request.params.id);
        const item = await updateContent(deps(request), resource, id, request.body as ContentBody);
        await changed();
        return item;
      },
    );

    route(
      app,
      `DELETE ${base}/:id`,
      {
        schema: {
          tags,
          security,
          summary: `删除${label}（?version=；仍被引用或期间被修改则 409）`,
          response: errors(400, 401, 403, 404, 409),
        },
      },
      async (request, reply) => {
        const id = contentId(resource, request.params.id);
        await deleteContent(deps(request), resource, id, request.query.version);
        await changed();
        return reply.code(204).send(null);
      },
    );
  }

  route(
    app,
    'POST /api/Operator/media',
    {
      bodyLimit: UPLOAD_MAX_BYTES,
      schema: {
        tags,
        security,
        summary:
          '上传图片（请求体为图片本身：JPG、PNG 或 WebP，≤ 5 MB；按 kind 缩放为店铺展示的尺寸，存为 WebP，返回地址）',
        response: errors(400, 401, 403, 413, 415),
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw badRequest('请上传 JPG、PNG 或 WebP 格式的图片');
      return uploadImage(deps(request), request.query.kind, request.body);
    },
  );
};

/** Public: the uploaded pictures, for the storefront and partner pages. */
export const uploadedMediaRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { name: string } }>('/media/uploads/:name', { schema: { hide: true } }, async (request, reply) => {
    const file = await readMedia(app.db, request.params.name);
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('图片不存在');
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .type(file.contentType)
      .send(file.content);
  });
};
