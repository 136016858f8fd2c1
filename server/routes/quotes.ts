/**
 * Quotes (login): the company's quotes — list, detail, accept (creates the order at the quoted prices;
 * Idempotency-Key required, as for POST /api/Orders; only the newest version), decline, a revision request
 * (the operator answers with a new version) and the quote PDF. See docs/api.md "Quotes".
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { errors } from '../../src/contract/common.js';
import type { Quote } from '../../src/contract/quotes.js';
import { authOf } from '../plugins/auth.js';
import { idempotencyKeyOf, runIdempotent, sendIdempotent } from '../plugins/idempotency.js';
import { AfterCommit } from '../services/order-events.js';
import { pdfVersion, quotePdf } from '../services/quote-pdf.js';
import { acceptQuote, declineQuote, getQuote, listQuotes, requestRevision, withQuoteRef } from '../services/quotes.js';
import { route } from './route.js';

const tags = ['报价'];
const security = [{ bearerAuth: [] }];

export const quoteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  route(
    app,
    'GET /api/Quotes',
    {
      schema: {
        tags,
        security,
        summary: '报价列表（管理员看企业全部，其他人看自己的；可按状态、商品筛选）',
        response: errors(400, 401, 404, 409),
      },
    },
    (request) => listQuotes(app.db, authOf(request), request.query, app.now()),
  );

  route(
    app,
    'GET /api/Quotes/:id',
    {
      schema: {
        tags,
        security,
        summary: '报价详情',
        response: errors(400, 401, 404, 409),
      },
    },
    (request) => getQuote(app.db, authOf(request), request.params.id, app.now()),
  );

  route(
    app,
    'POST /api/Quotes/:id/accept',
    {
      schema: {
        tags,
        security,
        summary: '接受报价并按报价生成订单（需 Idempotency-Key；行、数量、单价与合计须与报价一致）',
        response: errors(400, 401, 404, 409),
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const key = idempotencyKeyOf(request);
      const now = app.now();
      // The outbox of the order's creation, kept only when it succeeded (a refusal rolls its savepoint back).
      let committed = new AfterCommit();
      const answer = await runIdempotent(
        app.db,
        { userId: auth.userId, scope: 'quote-accept', key, body: { Id: request.params.id, ...request.body }, now },
        async (tx) => {
          const outbox = new AfterCommit();
          const body = await acceptQuote(tx, outbox, auth, request.params.id, request.body, now, app.config);
          committed = outbox;
          return { status: 201, body: await withQuoteRef(tx, body) };
        },
      );
      await app.orderEvents.publish(committed);
      return sendIdempotent(reply, answer);
    },
  );

  route(
    app,
    'POST /api/Quotes/:id/decline',
    {
      schema: {
        tags,
        security,
        summary: '拒绝报价（可填写原因）',
        response: errors(400, 401, 404, 409),
      },
    },
    (request) => declineQuote(app.db, authOf(request), request.params.id, request.body, app.now()),
  );

  route(
    app,
    'POST /api/Quotes/:id/revision',
    {
      schema: {
        tags,
        security,
        summary: '申请修改报价（填写修改要求；运营以新版本答复，旧版本保留只读）',
        response: errors(400, 401, 404, 409),
      },
    },
    (request) => requestRevision(app.db, authOf(request), request.params.id, request.body, app.now()),
  );

  route(
    app,
    'GET /api/Quotes/:id/pdf',
    {
      schema: {
        tags,
        security,
        summary: '下载报价单 PDF（?version=N 为历史版本；仅本企业可见该报价的用户）',
        produces: ['application/pdf'],
        response: errors(400, 401, 404),
      },
    },
    async (request, reply) => {
      const quote = await getQuote(app.db, authOf(request), request.params.id, app.now());
      return sendQuotePdf(reply, quote, request.query.version);
    },
  );
};

/** The PDF of a version, named after the quote (报价单-BJ….pdf). */
export async function sendQuotePdf(reply: FastifyReply, quote: Quote, version?: number) {
  const v = pdfVersion(quote, version);
  const pdf = await quotePdf(quote, v);
  const name = `报价单-${quote.QuoteNo}-v${v.Version}.pdf`;
  return reply
    .type('application/pdf')
    .header('Cache-Control', 'private, no-store')
    .header(
      'Content-Disposition',
      `attachment; filename="${quote.QuoteNo}-v${v.Version}.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .send(pdf as never);
}
