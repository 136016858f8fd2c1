/**
 * /api/Operator/… 账期与对账单 (财务): credit lines per company, statements with their disputes, and recording a
 * repayment received outside the bank callback. Its own plugin with the one operator guard.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../src/contract/common.js';
import { operatorOf } from '../plugins/operator-auth.js';
import { getCreditLine, listCreditLines, setCreditLine } from '../services/credit/credit-lines.js';
import { listStatements, statementDetail } from '../services/credit/statement-views.js';
import { recordRepayment } from '../services/credit/statements.js';
import { route } from './route.js';

const tags = ['运营后台'];
const security = [{ bearerAuth: [] }];

export const operatorCreditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireOperator);

  route(
    app,
    'GET /api/Operator/credit',
    { schema: { tags, security, summary: '已开通账期的企业（额度、已用、可用、逾期）', response: errors(401, 403) } },
    async () => listCreditLines(app.db, app.now()),
  );

  route(
    app,
    'GET /api/Operator/companies/:id/credit',
    { schema: { tags, security, summary: '企业的账期', response: errors(400, 401, 403, 404) } },
    async (request) => getCreditLine(app.db, request.params.id, app.now()),
  );

  route(
    app,
    'PUT /api/Operator/companies/:id/credit',
    {
      schema: {
        tags,
        security,
        summary: '设置企业账期（额度、月结天数、开通 / 暂停；仅已认证企业可开通）',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      setCreditLine(app.db, operatorOf(request).operatorId, request.params.id, request.body, app.now()),
  );

  route(
    app,
    'GET /api/Operator/statements',
    {
      schema: {
        tags,
        security,
        summary: '对账单（可按企业、状态、确认情况筛选；confirmation=disputed 为有异议的）',
        response: errors(400, 401, 403),
      },
    },
    async (request) => listStatements(app.db, request.query, app.now()),
  );

  route(
    app,
    'GET /api/Operator/statements/:id',
    { schema: { tags, security, summary: '对账单详情', response: errors(400, 401, 403, 404) } },
    async (request) => statementDetail(app.db, request.params.id, undefined, app.now()),
  );

  route(
    app,
    'POST /api/Operator/statements/:id/repayments',
    {
      schema: {
        tags,
        security,
        summary: '登记还款（金额不超过未还金额；银行流水号只能使用一次）',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      await recordRepayment(app.db, operatorOf(request).operatorId, request.params.id, request.body, app.now());
      return reply.code(201).send(await statementDetail(app.db, request.params.id, undefined, app.now()));
    },
  );
};
