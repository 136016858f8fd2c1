/**
 * /api/Operator/…: the operator (运营) console. Login is open; every other route sits in one encapsulated
 * plugin whose single onRequest hook is app.requireOperator, so no operator route can be added without the
 * guard (403 to company users and anonymous visitors; tests/server/operator-access.test.ts checks each one).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../src/contract/common.js';
import { badRequest } from '../errors.js';
import { operatorAuthPlugin, operatorOf } from '../plugins/operator-auth.js';
import { licenseImageUrl } from '../services/company-evidence.js';
import { operatorInfo, operatorLogin } from '../services/operator/accounts.js';
import { listAudit } from '../services/operator/audit.js';
import { decideCompany, getCompanyForReview, listCompaniesForReview } from '../services/operator/companies.js';
import { dashboard } from '../services/operator/dashboard.js';
import { listFulfilment, shipOrder } from '../services/operator/fulfilment.js';
import { confirmTransfer, listPendingTransfers, listRefunds, markRefunded } from '../services/operator/payments.js';
import { listPendingBatches } from '../services/operator/transfer-batches.js';
import { readVoucherPdf } from '../services/transfer-vouchers.js';
import { operatorAfterSaleRoutes } from './after-sales.js';
import { operatorCatalogueRoutes } from './operator-catalogue.js';
import { operatorContentRoutes } from './operator-content.js';
import { operatorCreditRoutes } from './operator-credit.js';
import { operatorInvoiceRoutes } from './operator-invoices.js';
import { operatorOrderRoutes } from './operator-orders.js';
import { operatorPriceRoutes } from './operator-prices.js';
import { operatorQuoteRoutes } from './operator-quotes.js';
import { operatorReportRoutes } from './operator-reports.js';
import { operatorSearchRoutes } from './operator-search.js';
import { operatorPasswordRoutes, operatorStaffRoutes } from './operator-staff.js';
import { route } from './route.js';
import { sendVoucherPdf } from './transfer-batches.js';

const tags = ['运营后台'];
const security = [{ bearerAuth: [] }];

const guarded: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireOperator);
  const licenseLink = (stored: string | null) => licenseImageUrl(app.config.jwtSecret, stored, app.now());
  const reviewDeps = (operatorId: number) => ({
    licenseLink,
    db: app.db,
    mailer: app.mailer,
    config: app.config,
    now: app.now(),
    operatorId,
  });

  route(
    app,
    'GET /api/Operator/me',
    { schema: { tags, security, summary: '当前运营账号', response: errors(401, 403) } },
    async (request) => operatorInfo(app.db, operatorOf(request).operatorId),
  );

  route(
    app,
    'GET /api/Operator/dashboard',
    {
      schema: {
        tags,
        security,
        summary: '工作台：今日与本月订单、各队列待办数',
        response: errors(401, 403),
      },
    },
    async () => dashboard(app.db, app.now()),
  );

  route(
    app,
    'GET /api/Operator/audit',
    {
      schema: {
        tags,
        security,
        summary: '操作日志（按对象、操作、运营人员、日期筛选）',
        response: errors(400, 401, 403),
      },
    },
    async (request) => {
      const { from, to } = request.query;
      if (from && to && from > to) throw badRequest('开始日期不能晚于结束日期', 'from');
      return listAudit(app.db, request.query);
    },
  );

  /* ---------------------------------------------------------------- company review */

  route(
    app,
    'GET /api/Operator/companies',
    {
      schema: {
        tags,
        security,
        summary: '企业审核队列（默认待审核，先提交先审）',
        response: errors(400, 401, 403),
      },
    },
    async (request) => listCompaniesForReview(app.db, request.query, licenseLink),
  );

  route(
    app,
    'GET /api/Operator/companies/:id',
    {
      schema: {
        tags,
        security,
        summary: '企业提交的资料',
        response: errors(400, 401, 403, 404),
      },
    },
    async (request) => getCompanyForReview(app.db, request.params.id, licenseLink),
  );

  route(
    app,
    'POST /api/Operator/companies/:id/approve',
    {
      schema: {
        tags,
        security,
        summary: '审核通过（已认证；邮件通知企业管理员）',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    async (request) => decideCompany(reviewDeps(operatorOf(request).operatorId), request.params.id, null),
  );

  route(
    app,
    'POST /api/Operator/companies/:id/reject',
    {
      schema: {
        tags,
        security,
        summary: '审核驳回（原因显示在企业提醒中；邮件通知企业管理员）',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const reason = request.body.Reason.trim();
      if (!reason) throw badRequest('请填写驳回原因', 'Reason');
      return decideCompany(reviewDeps(operatorOf(request).operatorId), request.params.id, reason);
    },
  );

  /* ---------------------------------------------------------------- payments */

  route(
    app,
    'GET /api/Operator/transfers',
    {
      schema: {
        tags,
        security,
        summary: '待确认到账的对公转账订单',
        response: errors(400, 401, 403),
      },
    },
    async (request) => listPendingTransfers(app.db, request.query),
  );

  route(
    app,
    'GET /api/Operator/transfer-batches',
    {
      schema: {
        tags,
        security,
        summary: '待确认到账的合并转账（一个识别码对应多个订单，含采购方上传的回单）',
        response: errors(401, 403),
      },
    },
    async () => listPendingBatches(app.db),
  );

  route(
    app,
    'GET /api/Operator/transfer-vouchers/:id',
    {
      schema: {
        tags,
        security,
        summary: '下载采购方上传的 PDF 转账回单',
        produces: ['application/pdf'],
        response: errors(400, 401, 403, 404),
      },
    },
    async (request, reply) => sendVoucherPdf(reply, await readVoucherPdf(app.db, null, request.params.id)),
  );

  route(
    app,
    'POST /api/Operator/transfers/confirm',
    {
      schema: {
        tags,
        security,
        summary:
          '按汇款识别码与到账金额确认转账（金额须一致，或少收不超过 TRANSFER_TOLERANCE 并填写原因；一笔流水只确认一次）',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      confirmTransfer(
        app.db,
        app.orderEvents,
        operatorOf(request).operatorId,
        request.body,
        app.now(),
        app.config.transferTolerance,
      ),
  );

  route(
    app,
    'GET /api/Operator/refunds',
    {
      schema: {
        tags,
        security,
        summary: '待退款（订单已支付或已取消后到账的款项）与已退款记录',
        response: errors(400, 401, 403),
      },
    },
    async (request) => listRefunds(app.db, request.query),
  );

  route(
    app,
    'POST /api/Operator/refunds/:id',
    {
      schema: {
        tags,
        security,
        summary: '标记已退款（填写退款流水号）',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    async (request) => markRefunded(app.db, operatorOf(request).operatorId, request.params.id, request.body, app.now()),
  );
};

const fulfilment: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireOperator);

  route(
    app,
    'GET /api/Operator/fulfilment',
    {
      schema: {
        tags,
        security,
        summary: '发货队列（待发货：已支付未全部发出；已发货：等待确认收货）',
        response: errors(400, 401, 403),
      },
    },
    async (request) => listFulfilment(app.db, request.query, app.config.autoCompleteDays),
  );

  route(
    app,
    'POST /api/Operator/orders/:id/ship',
    {
      schema: {
        tags,
        security,
        summary: '发货一个包裹（承运商、运单号、各行数量；可分多次发货）',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      shipOrder(
        { db: app.db, mailer: app.mailer, config: app.config, now: app.now(), events: app.orderEvents },
        operatorOf(request).operatorId,
        request.params.id,
        request.body,
      ),
  );
};

export const operatorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(operatorAuthPlugin);

  route(
    app,
    'POST /api/Operator/login',
    {
      config: { rateLimit: { max: app.config.rateLimits.login, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: '运营人员登录（与企业账号分开）',
        response: errors(400, 403, 429, 503),
      },
    },
    async (request) => ({
      token: await operatorLogin(
        {
          db: app.db,
          secret: app.config.jwtSecret,
          now: app.now(),
          failures: app.operatorLoginFailures,
          mailer: app.mailer,
        },
        request.body,
      ),
    }),
  );

  await app.register(guarded);
  await app.register(fulfilment);
  await app.register(operatorCatalogueRoutes);
  await app.register(operatorPriceRoutes);
  await app.register(operatorContentRoutes);
  await app.register(operatorQuoteRoutes);
  await app.register(operatorInvoiceRoutes);
  await app.register(operatorAfterSaleRoutes);
  await app.register(operatorStaffRoutes);
  await app.register(operatorOrderRoutes);
  await app.register(operatorReportRoutes);
  await app.register(operatorPasswordRoutes);
  await app.register(operatorSearchRoutes);
  await app.register(operatorCreditRoutes);
};
