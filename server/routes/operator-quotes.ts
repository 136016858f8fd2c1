/**
 * /api/Operator/inquiries…: the operator's inquiry queue and quoting (询价 → 报价). Its own encapsulated plugin
 * whose single onRequest hook is app.requireOperator, like the rest of the console (403 to anyone else).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../src/contract/common.js';
import { operatorOf } from '../plugins/operator-auth.js';
import { closeInquiry } from '../services/operator/inquiry-close.js';
import { reviseQuote } from '../services/operator/quote-versions.js';
import { createQuote, getInquiry, listInquiries } from '../services/operator/quotes.js';
import { operatorQuote } from '../services/quotes.js';
import { sendQuotePdf } from './quotes.js';
import { route } from './route.js';

const tags = ['运营后台'];
const security = [{ bearerAuth: [] }];

export const operatorQuoteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireOperator);

  route(
    app,
    'GET /api/Operator/inquiries',
    {
      schema: {
        tags,
        security,
        summary: '询价队列（咨询及其报价；按状态筛选，待报价在前）',
        response: errors(400, 401, 403),
      },
    },
    (request) => listInquiries(app.db, request.query, app.now()),
  );

  route(
    app,
    'GET /api/Operator/inquiries/:id',
    {
      schema: {
        tags,
        security,
        summary: '询价详情（咨询内容、提问账号与企业、报价）',
        response: errors(400, 401, 403, 404),
      },
    },
    (request) => getInquiry(app.db, request.params.id, app.now()),
  );

  route(
    app,
    'POST /api/Operator/inquiries/:id/quote',
    {
      schema: {
        tags,
        security,
        summary: '报价（商品行、数量、区域单价、有效期、备注；每个咨询只报价一次；邮件通知询价人）',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      const inquiry = await createQuote(
        {
          db: app.db,
          mailer: app.mailer,
          config: app.config,
          now: app.now(),
          operatorId: operatorOf(request).operatorId,
        },
        request.params.id,
        request.body,
      );
      return reply.code(201).send(inquiry);
    },
  );

  route(
    app,
    'POST /api/Operator/inquiries/:id/close',
    {
      schema: {
        tags,
        security,
        summary: '关闭咨询（已联系 / 已关闭：原因；离开待报价队列与工作台计数；已报价的不能关闭）',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    (request) => closeInquiry(app.db, operatorOf(request).operatorId, request.params.id, request.body, app.now()),
  );

  route(
    app,
    'POST /api/Operator/inquiries/:id/quote/versions',
    {
      schema: {
        tags,
        security,
        summary: '发送报价新版本（答复客户的修改请求；旧版本保留只读，只有最新版本可被接受；邮件通知询价人）',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      const inquiry = await reviseQuote(
        {
          db: app.db,
          mailer: app.mailer,
          config: app.config,
          now: app.now(),
          operatorId: operatorOf(request).operatorId,
        },
        request.params.id,
        request.body,
      );
      return reply.code(201).send(inquiry);
    },
  );

  route(
    app,
    'GET /api/Operator/quotes/:id/pdf',
    {
      schema: {
        tags,
        security,
        summary: '下载报价单 PDF（?version=N 为历史版本）',
        produces: ['application/pdf'],
        response: errors(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const quote = await operatorQuote(app.db, request.params.id, app.now());
      return sendQuotePdf(reply, quote, request.query.version);
    },
  );
};
