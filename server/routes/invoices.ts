/** Invoices (login): titles and addresses (writes: admin), invoiceable orders, 集中开票, history, detail, PDF. */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors, IdParams } from '../../src/contract/common.js';
import {
  CreateInvoiceBody,
  InvoiceAddress,
  InvoiceAddressBody,
  InvoiceableOrder,
  InvoiceDetail,
  InvoiceListQuery,
  InvoicePage,
  InvoiceTitle,
  InvoiceTitleBody,
} from '../../src/contract/invoices.js';
import { authOf } from '../plugins/auth.js';
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

const tags = ['发票'];
const security = [{ bearerAuth: [] }];

/** Routes for any signed-in user of a company: one onRequest guard, 401 without a valid token. */
const signedInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  /* titles */
  app.get(
    '/api/Invoices/titles',
    {
      schema: {
        tags,
        security,
        summary: '发票抬头',
        response: { 200: Type.Array(InvoiceTitle), ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) => listTitles(app.db, authOf(request).companyId),
  );

  /* addresses */
  app.get(
    '/api/Invoices/addresses',
    {
      schema: {
        tags,
        security,
        summary: '收票地址',
        response: { 200: Type.Array(InvoiceAddress), ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) => listAddresses(app.db, authOf(request).companyId),
  );

  /* invoices */
  app.get(
    '/api/Invoices/invoiceable-orders',
    {
      schema: {
        tags,
        security,
        summary: '可开票订单（已支付且未开票）',
        response: { 200: Type.Array(InvoiceableOrder), ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) => listInvoiceableOrders(app.db, authOf(request)),
  );

  app.get(
    '/api/Invoices',
    {
      schema: {
        tags,
        security,
        summary: '开票历史',
        querystring: InvoiceListQuery,
        response: { 200: InvoicePage, ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) => listInvoices(app.db, authOf(request), request.query),
  );

  app.get(
    '/api/Invoices/:id',
    {
      schema: {
        tags,
        security,
        summary: '发票详情',
        params: IdParams,
        response: { 200: InvoiceDetail, ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) => getInvoice(app.db, authOf(request), request.params.id),
  );

  app.get(
    '/api/Invoices/:id/pdf',
    // The operator's e-invoice upload, only to whoever may see the invoice's detail (never another company).
    {
      schema: {
        tags,
        security,
        summary: '下载电子发票 PDF（仅本企业可见该发票的用户）',
        params: IdParams,
        produces: ['application/pdf'],
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/pdf' }),
          ...errors(401, 403, 404),
        },
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
  app.post(
    '/api/Invoices/titles',
    {
      schema: {
        tags,
        security,
        summary: '新增发票抬头（管理员）',
        body: InvoiceTitleBody,
        response: { 201: InvoiceTitle, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await saveTitle(app.db, authOf(request).companyId, null, request.body)),
  );

  app.put(
    '/api/Invoices/titles/:id',
    {
      schema: {
        tags,
        security,
        summary: '修改发票抬头（管理员）',
        params: IdParams,
        body: InvoiceTitleBody,
        response: { 200: InvoiceTitle, ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) => saveTitle(app.db, authOf(request).companyId, request.params.id, request.body),
  );

  app.delete(
    '/api/Invoices/titles/:id',
    {
      schema: {
        tags,
        security,
        summary: '删除发票抬头（管理员）',
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteTitle(app.db, authOf(request).companyId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  /* addresses */
  app.post(
    '/api/Invoices/addresses',
    {
      schema: {
        tags,
        security,
        summary: '新增收票地址（管理员）',
        body: InvoiceAddressBody,
        response: { 201: InvoiceAddress, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await saveAddress(app.db, authOf(request).companyId, null, request.body)),
  );

  app.put(
    '/api/Invoices/addresses/:id',
    {
      schema: {
        tags,
        security,
        summary: '修改收票地址（管理员）',
        params: IdParams,
        body: InvoiceAddressBody,
        response: { 200: InvoiceAddress, ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) => saveAddress(app.db, authOf(request).companyId, request.params.id, request.body),
  );

  app.delete(
    '/api/Invoices/addresses/:id',
    {
      schema: {
        tags,
        security,
        summary: '删除收票地址（管理员）',
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteAddress(app.db, authOf(request).companyId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  /* invoices */
  app.post(
    '/api/Invoices',
    // The invoice is the company's (its title, its address): requesting one is the 管理员's job, as in the UI.
    {
      schema: {
        tags,
        security,
        summary: '申请开票（可多个订单集中开票，管理员）',
        body: CreateInvoiceBody,
        response: { 201: InvoiceDetail, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await requestInvoice(app.db, authOf(request), request.body, app.now())),
  );
};

export const invoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(signedInRoutes);
  await app.register(adminRoutes);
};
