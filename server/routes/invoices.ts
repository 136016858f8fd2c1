/** Invoices (login): titles and addresses (writes: admin), invoiceable orders, 集中开票, history, detail, PDF. */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../src/contract/common.js';
import { forbidden } from '../errors.js';
import { authOf } from '../plugins/auth.js';
import { seesCompanyOrders } from '../services/governance/order-view.js';
import {
  deleteAddress,
  deleteTitle,
  getInvoice,
  getInvoicePdf,
  listAddresses,
  listInvoiceableOrders,
  listInvoices,
  listTitles,
  requestInvoice,
  saveAddress,
  saveTitle,
} from '../services/invoices.js';
import { route } from './route.js';

const tags = ['发票'];
const security = [{ bearerAuth: [] }];

/** Routes for any signed-in user of a company: one onRequest guard, 401 without a valid token. */
const signedInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  /* titles */
  route(
    app,
    'GET /api/Invoices/titles',
    {
      schema: {
        tags,
        security,
        summary: '发票抬头',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    (request) => listTitles(app.db, authOf(request).companyId),
  );

  /* addresses */
  route(
    app,
    'GET /api/Invoices/addresses',
    {
      schema: {
        tags,
        security,
        summary: '收票地址',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    (request) => listAddresses(app.db, authOf(request).companyId),
  );

  /* invoices */
  route(
    app,
    'GET /api/Invoices/invoiceable-orders',
    {
      schema: {
        tags,
        security,
        summary: '可开票订单（已支付且未开票）',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    (request) => listInvoiceableOrders(app.db, authOf(request)),
  );

  route(
    app,
    'GET /api/Invoices',
    {
      schema: {
        tags,
        security,
        summary: '开票历史',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    (request) => listInvoices(app.db, authOf(request), request.query),
  );

  route(
    app,
    'GET /api/Invoices/:id',
    {
      schema: {
        tags,
        security,
        summary: '发票详情',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    (request) => getInvoice(app.db, authOf(request), request.params.id),
  );

  route(
    app,
    'GET /api/Invoices/:id/pdf',
    // The operator's e-invoice upload, only to whoever may see the invoice's detail (never another company).
    {
      schema: {
        tags,
        security,
        summary: '下载电子发票 PDF（仅本企业可见该发票的用户）',
        produces: ['application/pdf'],
        response: errors(401, 403, 404),
      },
    },
    async (request, reply) => {
      const file = await getInvoicePdf(app.db, authOf(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('Cache-Control', 'private, no-store')
        .header(
          'Content-Disposition',
          `attachment; filename="invoice.pdf"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .send(file.content);
    },
  );
};

/** Routes for the company's 管理员 only: one onRequest guard, 401 without a valid token, 403 to other users. */
const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  /* titles */
  route(
    app,
    'POST /api/Invoices/titles',
    {
      schema: {
        tags,
        security,
        summary: '新增发票抬头（管理员）',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await saveTitle(app.db, authOf(request).companyId, null, request.body)),
  );

  route(
    app,
    'PUT /api/Invoices/titles/:id',
    {
      schema: {
        tags,
        security,
        summary: '修改发票抬头（管理员）',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    (request) => saveTitle(app.db, authOf(request).companyId, request.params.id, request.body),
  );

  route(
    app,
    'DELETE /api/Invoices/titles/:id',
    {
      schema: {
        tags,
        security,
        summary: '删除发票抬头（管理员）',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      await deleteTitle(app.db, authOf(request).companyId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  /* addresses */
  route(
    app,
    'POST /api/Invoices/addresses',
    {
      schema: {
        tags,
        security,
        summary: '新增收票地址（管理员）',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await saveAddress(app.db, authOf(request).companyId, null, request.body)),
  );

  route(
    app,
    'PUT /api/Invoices/addresses/:id',
    {
      schema: {
        tags,
        security,
        summary: '修改收票地址（管理员）',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    (request) => saveAddress(app.db, authOf(request).companyId, request.params.id, request.body),
  );

  route(
    app,
    'DELETE /api/Invoices/addresses/:id',
    {
      schema: {
        tags,
        security,
        summary: '删除收票地址（管理员）',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      await deleteAddress(app.db, authOf(request).companyId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

/**
 * Requesting invoices: the company's 管理员 or 财务 (财务 requests invoices), for any paid order of the
 * company; anyone else 403. The role check is the group's one onRequest hook after authentication.
 */
const invoiceRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', async (request) => {
    const auth = authOf(request);
    if (!seesCompanyOrders(auth)) throw forbidden('仅管理员或财务可以申请开票');
  });
  route(
    app,
    'POST /api/Invoices',
    {
      schema: {
        tags,
        security,
        summary: '申请开票（可多个订单集中开票，管理员、财务）',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await requestInvoice(app.db, authOf(request), request.body, app.now())),
  );
};

export const invoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(signedInRoutes);
  await app.register(adminRoutes);
  await app.register(invoiceRequestRoutes);
};
