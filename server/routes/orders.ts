/** Orders (login): preview, create (Idempotency-Key), list, CSV export, detail, cancel. */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../src/contract/common.js';
import { compactDate } from '../../src/contract/dates.js';
import { authOf } from '../plugins/auth.js';
import { idempotencyKeyOf, runIdempotent, sendIdempotent } from '../plugins/idempotency.js';
import { assertRegion } from '../services/catalogue.js';
import { cancelOrder } from '../services/order-cancel.js';
import { createOrder } from '../services/order-create.js';
import { getOrderDetail } from '../services/order-detail.js';
import { AfterCommit } from '../services/order-events.js';
import { exportOrdersTable } from '../services/order-export.js';
import { listOrders } from '../services/order-list.js';
import { previewOf, priceSelectedLines } from '../services/pricing.js';
import { withQuoteRef } from '../services/quotes.js';
import { downloadHeaders, tableStream } from '../services/table-export.js';
import { route } from './route.js';

const tags = ['订单'];
const security = [{ bearerAuth: [] }];

export const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  route(
    app,
    'POST /api/Orders/preview',
    {
      schema: {
        tags,
        security,
        summary: '结算预览（所选商品与金额）',
        response: errors(400, 401, 404, 409),
      },
    },
    async (request) => {
      await assertRegion(app.db, request.body.Region, 'Region');
      return previewOf(
        await priceSelectedLines(app.db, authOf(request).userId, request.body.Region, { lock: false, now: app.now() }),
      );
    },
  );

  route(
    app,
    'POST /api/Orders',
    {
      schema: {
        tags,
        security,
        summary: '提交订单（需 Idempotency-Key）',
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
        { userId: auth.userId, scope: 'orders', key, body: request.body, now },
        async (tx) => {
          const outbox = new AfterCommit();
          // The answer is the order as GET /api/Orders/{id} shows it, its quote reference included.
          const body = await withQuoteRef(tx, await createOrder(tx, outbox, auth, request.body, now, app.config));
          committed = outbox;
          return { status: 201, body };
        },
      );
      // Committed: the stock cache drop and the metrics run from the creation's events.
      await app.orderEvents.publish(committed);
      return sendIdempotent(reply, answer);
    },
  );

  route(
    app,
    'GET /api/Orders',
    {
      schema: {
        tags,
        security,
        summary: '订单列表（管理员看企业全部，其他人看自己的）',
        response: errors(400, 401, 404, 409),
      },
    },
    (request) => listOrders(app.db, authOf(request), request.query),
  );

  route(
    app,
    'GET /api/Orders/export',
    {
      schema: {
        tags,
        security,
        summary: '导出订单（CSV，UTF-8 BOM，可用 Excel 打开）',
        response: errors(400, 401, 404, 409),
      },
    },
    async (request, reply) => {
      const { header, rows } = await exportOrdersTable(app.db, authOf(request), request.query);
      const stamp = compactDate(app.now());
      // A stream is piped as it is (Fastify skips the serializer); the route map types the body as its text.
      const file = tableStream('csv', { sheet: '订单', header, rows }) as unknown as string;
      return reply.headers(downloadHeaders('csv', `订单-${stamp}`, `orders-${stamp}`)).send(file);
    },
  );

  route(
    app,
    'GET /api/Orders/:id',
    {
      schema: {
        tags,
        security,
        summary: '订单详情',
        response: errors(400, 401, 404, 409),
      },
    },
    async (request) =>
      withQuoteRef(
        app.db,
        await getOrderDetail(app.db, authOf(request), request.params.id, app.now(), app.config.returnDays),
      ),
  );

  route(
    app,
    'POST /api/Orders/:id/cancel',
    {
      schema: {
        tags,
        security,
        summary: '取消订单（待支付 / 待确认到账），库存恢复',
        response: errors(400, 401, 404, 409),
      },
    },
    (request) => cancelOrder(app.db, app.orderEvents, authOf(request), request.params.id, app.now()),
  );
};
