/**
 * 合并转账 and 转账回单 (any signed-in user of a company; the visibility of orders): create and read a batch of
 * unpaid orders paid by one transfer, withdraw it, and upload a voucher (picture or PDF, the raw body) for an
 * order waiting for its transfer or for a batch.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../src/contract/common.js';
import { VOUCHER_MAX_BYTES, VOUCHER_TYPES } from '../../src/contract/transfers.js';
import { badRequest } from '../errors.js';
import { authOf } from '../plugins/auth.js';
import { cancelTransferBatch, createTransferBatch, getTransferBatch } from '../services/transfer-batches.js';
import { listOrderVouchers, readVoucherPdf, uploadVoucher } from '../services/transfer-vouchers.js';
import { route } from './route.js';

const tags = ['支付'];
const security = [{ bearerAuth: [] }];

/** A voucher PDF as a download (no caching: it carries account numbers). */
export function sendVoucherPdf(
  reply: Parameters<Parameters<typeof route>[3]>[1],
  file: { content: Buffer; fileName: string },
) {
  return reply
    .type('application/pdf')
    .header('Cache-Control', 'private, no-store')
    .header(
      'Content-Disposition',
      `attachment; filename="voucher.pdf"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .send(file.content);
}

export const transferBatchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  // Vouchers arrive as the raw body (this plugin only); the type is then read from the bytes, not trusted.
  app.addContentTypeParser(
    [...VOUCHER_TYPES, 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: VOUCHER_MAX_BYTES },
    (_r, body, done) => done(null, body),
  );
  const voucherBody = (body: unknown): Buffer => {
    if (!Buffer.isBuffer(body)) throw badRequest('请上传 JPG、PNG、WebP 图片或 PDF 文件作为转账回单');
    return body;
  };
  const upload = {
    bodyLimit: VOUCHER_MAX_BYTES,
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
  };

  route(
    app,
    'POST /api/TransferBatches',
    {
      schema: {
        tags,
        security,
        summary: '合并转账：为本企业 2–50 个待付款订单生成一个汇款识别码和应转总额（订单须未支付、未超时）',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      const batch = await createTransferBatch(app.db, app.orderEvents, authOf(request), request.body, app.now());
      return reply.code(201).send(batch);
    },
  );

  route(
    app,
    'GET /api/TransferBatches/:id',
    {
      schema: {
        tags,
        security,
        summary: '合并转账详情（收款账户、识别码、金额、订单与回单）',
        response: errors(400, 401, 404),
      },
    },
    (request) => getTransferBatch(app.db, authOf(request), request.params.id),
  );

  route(
    app,
    'POST /api/TransferBatches/:id/cancel',
    {
      schema: {
        tags,
        security,
        summary: '取消待转账的合并转账（订单仍待转账，可单独支付或重新合并）',
        response: errors(400, 401, 404, 409),
      },
    },
    (request) => cancelTransferBatch(app.db, authOf(request), request.params.id),
  );

  route(
    app,
    'POST /api/TransferBatches/:id/voucher',
    {
      ...upload,
      schema: {
        tags,
        security,
        summary: '上传合并转账的转账回单（请求体为 JPG、PNG、WebP 图片或 PDF 本身，≤ 5 MB，每笔最多 5 张）',
        response: errors(400, 401, 404, 409, 413, 415, 429),
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const voucher = await uploadVoucher(
        app.db,
        auth,
        { batchId: request.params.id },
        voucherBody(request.body),
        app.now(),
      );
      return reply.code(201).send(voucher);
    },
  );

  route(
    app,
    'POST /api/Orders/:id/transfer-voucher',
    {
      ...upload,
      schema: {
        tags,
        security,
        summary: '上传订单的转账回单（待付款订单；请求体为 JPG、PNG、WebP 图片或 PDF 本身，≤ 5 MB，每单最多 5 张）',
        response: errors(400, 401, 404, 409, 413, 415, 429),
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const voucher = await uploadVoucher(
        app.db,
        auth,
        { orderId: request.params.id },
        voucherBody(request.body),
        app.now(),
      );
      return reply.code(201).send(voucher);
    },
  );

  route(
    app,
    'GET /api/Orders/:id/transfer-vouchers',
    { schema: { tags, security, summary: '订单已上传的转账回单', response: errors(400, 401, 404) } },
    (request) => listOrderVouchers(app.db, authOf(request), request.params.id),
  );

  route(
    app,
    'GET /api/TransferVouchers/:id',
    {
      schema: {
        tags,
        security,
        summary: '下载 PDF 转账回单（可见其订单或合并转账的用户）',
        produces: ['application/pdf'],
        response: errors(400, 401, 404),
      },
    },
    async (request, reply) => sendVoucherPdf(reply, await readVoucherPdf(app.db, authOf(request), request.params.id)),
  );
};
