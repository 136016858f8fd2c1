/**
 * After-sales (售后): the buyer's requests (/api/AfterSales, any signed-in user; the same visibility as orders)
 * and the operator's queue (/api/Operator/after-sales, registered inside the console's plugin).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../src/contract/common.js';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '../../src/contract/operator-content.js';
import { badRequest } from '../errors.js';
import { authOf } from '../plugins/auth.js';
import { operatorOf } from '../plugins/operator-auth.js';
import {
  createAfterSale,
  getAfterSale,
  listAfterSales,
  submitReturnParcel,
  withdrawAfterSale,
} from '../services/after-sales.js';
import {
  approveAfterSale,
  getAfterSaleForOperator,
  listAfterSaleQueue,
  receiveReturn,
  rejectAfterSale,
} from '../services/operator/after-sales.js';
import { uploadImage } from '../services/operator/media.js';
import { route } from './route.js';

const security = [{ bearerAuth: [] }];

export const afterSaleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['售后'];
  // Photos arrive as the raw body (this plugin only); the type is then read from the bytes, not trusted.
  app.addContentTypeParser([...UPLOAD_TYPES, 'application/octet-stream'], { parseAs: 'buffer' }, (_r, body, done) =>
    done(null, body),
  );

  route(
    app,
    'POST /api/AfterSales/images',
    {
      bodyLimit: UPLOAD_MAX_BYTES,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        security,
        summary:
          '上传售后图片（请求体为图片本身：JPG、PNG 或 WebP，≤ 5 MB，与商品图片同样的规则；存为 WebP，返回地址，填入 Images）',
        response: errors(400, 401, 413, 415, 429),
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw badRequest('请上传 JPG、PNG 或 WebP 格式的图片');
      return uploadImage({ db: app.db, now: app.now(), userId: authOf(request).userId }, 'after-sale', request.body);
    },
  );

  route(
    app,
    'POST /api/AfterSales',
    {
      schema: {
        tags,
        security,
        summary: '申请售后（仅退款：已支付未发货的商品；退货退款：确认收货后 RETURN_DAYS 天内）',
        response: errors(400, 401, 404, 409),
      },
    },
    async (request, reply) => {
      const sale = await createAfterSale(
        app.db,
        app.orderEvents,
        authOf(request),
        request.body,
        app.now(),
        app.config.returnDays,
      );
      return reply.code(201).send(sale);
    },
  );

  route(
    app,
    'GET /api/AfterSales',
    {
      schema: {
        tags,
        security,
        summary: '售后申请列表（管理员看企业全部，其他人看自己订单的）',
        response: errors(400, 401),
      },
    },
    (request) => listAfterSales(app.db, authOf(request), request.query),
  );

  route(
    app,
    'GET /api/AfterSales/:id',
    { schema: { tags, security, summary: '售后申请详情（含进度）', response: errors(400, 401, 404) } },
    (request) => getAfterSale(app.db, authOf(request), request.params.id),
  );

  route(
    app,
    'POST /api/AfterSales/:id/return-parcel',
    {
      schema: {
        tags,
        security,
        summary: '填写退货物流（退货退款审核通过后：待寄回 → 待收货）',
        response: errors(400, 401, 404, 409),
      },
    },
    (request) =>
      submitReturnParcel(app.db, app.orderEvents, authOf(request), request.params.id, request.body, app.now()),
  );

  route(
    app,
    'POST /api/AfterSales/:id/withdraw',
    {
      schema: {
        tags,
        security,
        summary: '撤销售后申请（待审核 / 待寄回）',
        response: errors(400, 401, 404, 409),
      },
    },
    (request) => withdrawAfterSale(app.db, app.orderEvents, authOf(request), request.params.id, app.now()),
  );
};

/** The console's 售后管理 queue; registered inside operatorRoutes, whose guard it shares. */
export const operatorAfterSaleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireOperator);
  // approve / receive take an optional body (RefundRef, for 对公转账 only): a POST without one reads as {}.
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && (request.body === undefined || request.body === null)) request.body = {};
  });
  const tags = ['运营后台'];

  route(
    app,
    'GET /api/Operator/after-sales',
    {
      schema: {
        tags,
        security,
        summary: '售后队列（按状态、类型筛选；按状态筛选时最早的在前）',
        response: errors(400, 401, 403),
      },
    },
    (request) => listAfterSaleQueue(app.db, request.query),
  );

  route(
    app,
    'GET /api/Operator/after-sales/:id',
    { schema: { tags, security, summary: '售后申请详情', response: errors(400, 401, 403, 404) } },
    (request) => getAfterSaleForOperator(app.db, request.params.id),
  );

  route(
    app,
    'POST /api/Operator/after-sales/:id/approve',
    {
      schema: {
        tags,
        security,
        summary: '审核通过（仅退款：原路退款、库存恢复；退货退款：等待采购人寄回；对公转账需填写 RefundRef）',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    (request) =>
      approveAfterSale(
        app.db,
        app.orderEvents,
        operatorOf(request).operatorId,
        request.params.id,
        request.body,
        app.now(),
      ),
  );

  route(
    app,
    'POST /api/Operator/after-sales/:id/reject',
    {
      schema: { tags, security, summary: '驳回售后申请（填写原因）', response: errors(400, 401, 403, 404, 409) },
    },
    (request) =>
      rejectAfterSale(
        app.db,
        app.orderEvents,
        operatorOf(request).operatorId,
        request.params.id,
        request.body,
        app.now(),
      ),
  );

  route(
    app,
    'POST /api/Operator/after-sales/:id/receive',
    {
      schema: {
        tags,
        security,
        summary: '确认退货已收到：原路退款、库存恢复（对公转账需填写 RefundRef）',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    (request) =>
      receiveReturn(
        app.db,
        app.orderEvents,
        operatorOf(request).operatorId,
        request.params.id,
        request.body,
        app.now(),
      ),
  );
};
