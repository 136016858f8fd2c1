/**
 * /api/Operator/…: the operator (运营) console. Login is open; every other route sits in one encapsulated
 * plugin whose single onRequest hook is app.requireOperator, so no operator route can be added without the
 * guard (403 to company users and anonymous visitors; tests/server/operator-access.test.ts checks each one).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors, IdParams, TokenResponse } from '../../src/contract/common.js';
import {
  AuditPage,
  AuditQuery,
  CompanyReviewQuery,
  ConfirmTransferBody,
  ConfirmTransferResult,
  Dashboard,
  FulfilmentOrder,
  FulfilmentPage,
  FulfilmentQuery,
  OperatorInfo,
  OperatorLoginBody,
  PendingTransferPage,
  Refund,
  RefundBody,
  RefundPage,
  RefundQuery,
  RejectCompanyBody,
  ReviewCompany,
  ReviewCompanyPage,
  ShipBody,
  TransferQuery,
} from '../../src/contract/operator.js';
import { badRequest } from '../errors.js';
import { operatorAuthPlugin, operatorOf } from '../plugins/operator-auth.js';
import { operatorInfo, operatorLogin } from '../services/operator/accounts.js';
import { listAudit } from '../services/operator/audit.js';
import { decideCompany, getCompanyForReview, listCompaniesForReview } from '../services/operator/companies.js';
import { dashboard } from '../services/operator/dashboard.js';
import { listFulfilment, shipOrder } from '../services/operator/fulfilment.js';
import { confirmTransfer, listPendingTransfers, listRefunds, markRefunded } from '../services/operator/payments.js';
import { operatorCatalogueRoutes } from './operator-catalogue.js';
import { operatorContentRoutes } from './operator-content.js';
import { operatorInvoiceRoutes } from './operator-invoices.js';
import { operatorQuoteRoutes } from './operator-quotes.js';

const tags = ['运营后台'];
const security = [{ bearerAuth: [] }];

const guarded: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireOperator);
  const reviewDeps = (operatorId: number) => ({
    db: app.db,
    mailer: app.mailer,
    config: app.config,
    now: app.now(),
    operatorId,
  });

  app.get(
    '/api/Operator/me',
    { schema: { tags, security, summary: '当前运营账号', response: { 200: OperatorInfo, ...errors(401, 403) } } },
    async (request) => operatorInfo(app.db, operatorOf(request).operatorId),
  );

  app.get(
    '/api/Operator/dashboard',
    {
      schema: {
        tags,
        security,
        summary: '工作台：今日与本月订单、各队列待办数',
        response: { 200: Dashboard, ...errors(401, 403) },
      },
    },
    async () => dashboard(app.db, app.now()),
  );

  app.get(
    '/api/Operator/audit',
    {
      schema: {
        tags,
        security,
        summary: '操作日志（按对象、操作、运营人员、日期筛选）',
        querystring: AuditQuery,
        response: { 200: AuditPage, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      if (from && to && from > to) throw badRequest('开始日期不能晚于结束日期', 'from');
      return listAudit(app.db, request.query);
    },
  );

  /* ---------------------------------------------------------------- company review */

  app.get(
    '/api/Operator/companies',
    {
      schema: {
        tags,
        security,
        summary: '企业审核队列（默认待审核，先提交先审）',
        querystring: CompanyReviewQuery,
        response: { 200: ReviewCompanyPage, ...errors(400, 401, 403) },
      },
    },
    async (request) => listCompaniesForReview(app.db, request.query),
  );

  app.get(
    '/api/Operator/companies/:id',
    {
      schema: {
        tags,
        security,
        summary: '企业提交的资料',
        params: IdParams,
        response: { 200: ReviewCompany, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => getCompanyForReview(app.db, request.params.id),
  );

  app.post(
    '/api/Operator/companies/:id/approve',
    {
      schema: {
        tags,
        security,
        summary: '审核通过（已认证；邮件通知企业管理员）',
        params: IdParams,
        response: { 200: ReviewCompany, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => decideCompany(reviewDeps(operatorOf(request).operatorId), request.params.id, null),
  );

  app.post(
    '/api/Operator/companies/:id/reject',
    {
      schema: {
        tags,
        security,
        summary: '审核驳回（原因显示在企业提醒中；邮件通知企业管理员）',
        params: IdParams,
        body: RejectCompanyBody,
        response: { 200: ReviewCompany, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const reason = request.body.Reason.trim();
      if (!reason) throw badRequest('请填写驳回原因', 'Reason');
      return decideCompany(reviewDeps(operatorOf(request).operatorId), request.params.id, reason);
    },
  );

  /* ---------------------------------------------------------------- payments */

  app.get(
    '/api/Operator/transfers',
    {
      schema: {
        tags,
        security,
        summary: '待确认到账的对公转账订单',
        querystring: TransferQuery,
        response: { 200: PendingTransferPage, ...errors(400, 401, 403) },
      },
    },
    async (request) => listPendingTransfers(app.db, request.query),
  );

  app.post(
    '/api/Operator/transfers/confirm',
    {
      schema: {
        tags,
        security,
        summary: '按汇款识别码与到账金额确认转账（金额须完全一致，一笔流水只确认一次）',
        body: ConfirmTransferBody,
        response: { 200: ConfirmTransferResult, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => confirmTransfer(app.db, operatorOf(request).operatorId, request.body, app.now()),
  );

  app.get(
    '/api/Operator/refunds',
    {
      schema: {
        tags,
        security,
        summary: '待退款（订单已支付或已取消后到账的款项）与已退款记录',
        querystring: RefundQuery,
        response: { 200: RefundPage, ...errors(400, 401, 403) },
      },
    },
    async (request) => listRefunds(app.db, request.query),
  );

  app.post(
    '/api/Operator/refunds/:id',
    {
      schema: {
        tags,
        security,
        summary: '标记已退款（填写退款流水号）',
        params: IdParams,
        body: RefundBody,
        response: { 200: Refund, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => markRefunded(app.db, operatorOf(request).operatorId, request.params.id, request.body, app.now()),
  );
};

const fulfilment: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireOperator);

  app.get(
    '/api/Operator/fulfilment',
    {
      schema: {
        tags,
        security,
        summary: '发货队列（待发货：已支付未全部发出；已发货：等待确认收货）',
        querystring: FulfilmentQuery,
        response: { 200: FulfilmentPage, ...errors(400, 401, 403) },
      },
    },
    async (request) => listFulfilment(app.db, request.query, app.config.autoCompleteDays),
  );

  app.post(
    '/api/Operator/orders/:id/ship',
    {
      schema: {
        tags,
        security,
        summary: '发货一个包裹（承运商、运单号、各行数量；可分多次发货）',
        params: IdParams,
        body: ShipBody,
        response: { 200: FulfilmentOrder, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      shipOrder(
        { db: app.db, mailer: app.mailer, config: app.config, now: app.now() },
        operatorOf(request).operatorId,
        request.params.id,
        request.body,
      ),
  );
};

export const operatorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(operatorAuthPlugin);

  app.post(
    '/api/Operator/login',
    {
      config: { rateLimit: { max: app.config.rateLimits.login, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: '运营人员登录（与企业账号分开）',
        body: OperatorLoginBody,
        response: { 200: TokenResponse, ...errors(400, 403, 429) },
      },
    },
    async (request) => ({ token: await operatorLogin(app.db, app.config.jwtSecret, request.body, app.now()) }),
  );

  await app.register(guarded);
  await app.register(fulfilment);
  await app.register(operatorCatalogueRoutes);
  await app.register(operatorContentRoutes);
  await app.register(operatorQuoteRoutes);
  await app.register(operatorInvoiceRoutes);
};
