/** Invoices (login): titles and addresses (writes: admin), invoiceable orders, 集中开票, history, detail, PDF. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, IdParams } from '../../src/contract/catalogue.js';
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
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const invoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /* titles */
  app.get(
    '/api/Invoices/titles',
    {
      preHandler: app.authenticate,
      schema: { tags, security, summary: '发票抬头', response: { 200: Type.Array(InvoiceTitle), ...errors } },
    },
    (request) => listTitles(app.db, authOf(request).companyId),
  );
  app.post(
    '/api/Invoices/titles',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: '新增发票抬头（管理员）',
        body: InvoiceTitleBody,
        response: { 201: InvoiceTitle, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await saveTitle(app.db, authOf(request).companyId, null, request.body)),
  );
  app.put(
    '/api/Invoices/titles/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: '修改发票抬头（管理员）',
        params: IdParams,
        body: InvoiceTitleBody,
        response: { 200: InvoiceTitle, ...errors },
      },
    },
    (request) => saveTitle(app.db, authOf(request).companyId, request.params.id, request.body),
  );
  app.delete(
    '/api/Invoices/titles/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: '删除发票抬头（管理员）',
        params: IdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteTitle(app.db, authOf(request).companyId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  /* addresses */
  app.get(
    '/api/Invoices/addresses',
    {
      preHandler: app.authenticate,
      schema: { tags, security, summary: '收票地址', response: { 200: Type.Array(InvoiceAddress), ...errors } },
    },
    (request) => listAddresses(app.db, authOf(request).companyId),
  );
  app.post(
    '/api/Invoices/addresses',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: '新增收票地址（管理员）',
        body: InvoiceAddressBody,
        response: { 201: InvoiceAddress, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await saveAddress(app.db, authOf(request).companyId, null, request.body)),
  );
  app.put(
    '/api/Invoices/addresses/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: '修改收票地址（管理员）',
        params: IdParams,
        body: InvoiceAddressBody,
        response: { 200: InvoiceAddress, ...errors },
      },
    },
    (request) => saveAddress(app.db, authOf(request).companyId, request.params.id, request.body),
  );
  app.delete(
    '/api/Invoices/addresses/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: '删除收票地址（管理员）',
        params: IdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteAddress(app.db, authOf(request).companyId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  /* invoices */
  app.get(
    '/api/Invoices/invoiceable-orders',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: '可开票订单（已支付且未开票）',
        response: { 200: Type.Array(InvoiceableOrder), ...errors },
      },
    },
    (request) => listInvoiceableOrders(app.db, authOf(request)),
  );
  app.post(
    '/api/Invoices',
    // The invoice is the company's (its title, its address): requesting one is the 管理员's job, as in the UI.
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: '申请开票（可多个订单集中开票，管理员）',
        body: CreateInvoiceBody,
        response: { 201: InvoiceDetail, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await requestInvoice(app.db, authOf(request), request.body, app.now())),
  );
  app.get(
    '/api/Invoices',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: '开票历史',
        querystring: InvoiceListQuery,
        response: { 200: InvoicePage, ...errors },
      },
    },
    (request) => listInvoices(app.db, authOf(request), request.query),
  );
  app.get(
    '/api/Invoices/:id',
    {
      preHandler: app.authenticate,
      schema: { tags, security, summary: '发票详情', params: IdParams, response: { 200: InvoiceDetail, ...errors } },
    },
    (request) => getInvoice(app.db, authOf(request), request.params.id),
  );
  app.get(
    '/api/Invoices/:id/pdf',
    // The operator's e-invoice upload, only to whoever may see the invoice's detail (never another company).
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: '下载电子发票 PDF（仅本企业可见该发票的用户）',
        params: IdParams,
        produces: ['application/pdf'],
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/pdf' }),
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
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
