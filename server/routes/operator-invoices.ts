/**
 * /api/Operator/invoices…: the operator console's invoice queue (issue → 已开具, e-invoice PDF, post → 已寄出).
 * Reject (→ 已驳回, with a reason the buyer sees) frees the orders for a new request.
 * Its own encapsulated plugin (registered by operator.ts) with the same single onRequest guard as every other
 * operator route, and its own `application/pdf` body parser so raw PDF uploads stay out of the JSON routes.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../src/contract/common.js';
import { INVOICE_PDF_MAX_BYTES } from '../../src/contract/invoices.js';
import { operatorOf } from '../plugins/operator-auth.js';
import {
  getInvoiceForOperator,
  issueInvoice,
  listInvoicesForOperator,
  postInvoice,
  rejectInvoice,
  uploadInvoicePdf,
} from '../services/operator/invoices.js';
import { route } from './route.js';

const tags = ['运营后台'];
const security = [{ bearerAuth: [] }];

export const operatorInvoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireOperator);
  // A little above the limit, so a slightly larger file gets the service's own message rather than a bare 413.
  const pdfBodyLimit = INVOICE_PDF_MAX_BYTES + 64 * 1024;
  app.addContentTypeParser('application/pdf', { parseAs: 'buffer', bodyLimit: pdfBodyLimit }, (_req, body, done) =>
    done(null, body),
  );
  const deps = () => ({ db: app.db, mailer: app.mailer, config: app.config, now: app.now() });

  route(
    app,
    'GET /api/Operator/invoices',
    {
      schema: {
        tags,
        security,
        summary: '发票队列（默认申请中，先申请先开；可按状态、申请单号、发票号码或企业名称查找）',
        response: errors(400, 401, 403),
      },
    },
    async (request) => listInvoicesForOperator(app.db, request.query),
  );

  route(
    app,
    'GET /api/Operator/invoices/:id',
    {
      schema: {
        tags,
        security,
        summary: '发票申请详情（抬头、收票地址、所含订单、电子发票）',
        response: errors(400, 401, 403, 404),
      },
    },
    async (request) => getInvoiceForOperator(app.db, request.params.id),
  );

  route(
    app,
    'POST /api/Operator/invoices/:id/issue',
    {
      schema: {
        tags,
        security,
        summary: '开具发票（发票号码、开票日期、价税合计须与所含订单合计一致）→ 已开具；邮件通知企业',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    async (request) => issueInvoice(deps(), operatorOf(request).operatorId, request.params.id, request.body),
  );

  route(
    app,
    'PUT /api/Operator/invoices/:id/pdf',
    {
      bodyLimit: pdfBodyLimit,
      schema: {
        tags,
        security,
        summary: '上传电子发票 PDF（Content-Type: application/pdf，≤ 5 MB；已开具或已寄出的发票，再次上传即替换）',
        consumes: ['application/pdf'],
        response: errors(400, 401, 403, 404, 409, 413, 415),
      },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return uploadInvoicePdf(deps(), operatorOf(request).operatorId, request.params.id, body);
    },
  );

  route(
    app,
    'POST /api/Operator/invoices/:id/post',
    {
      schema: {
        tags,
        security,
        summary: '寄出纸质发票（承运商、运单号）→ 已寄出；邮件通知企业',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    async (request) => postInvoice(deps(), operatorOf(request).operatorId, request.params.id, request.body),
  );

  route(
    app,
    'POST /api/Operator/invoices/:id/reject',
    {
      schema: {
        tags,
        security,
        summary: '驳回发票申请（原因显示在企业的发票记录与详情中；所含订单可重新申请开票）→ 已驳回；邮件通知企业',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    async (request) => rejectInvoice(deps(), operatorOf(request).operatorId, request.params.id, request.body),
  );
};
