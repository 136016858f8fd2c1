/**
 * 账期与对账单, the company's side: its credit line (any signed-in user: the payment page shows it), its
 * statements (list, detail, CSV / XLSX / PDF) and the 财务 / 管理员's confirm or dispute.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../src/contract/common.js';
import { authOf } from '../plugins/auth.js';
import { creditSummary } from '../services/credit/ledger.js';
import { statementPdf, statementTable } from '../services/credit/statement-files.js';
import { findStatement, listStatements, statementDetail, statementView } from '../services/credit/statement-views.js';
import { confirmStatement, disputeStatement } from '../services/credit/statements.js';
import { downloadHeaders } from '../services/table-export.js';
import { route } from './route.js';

const tags = ['企业'];
const security = [{ bearerAuth: [] }];

export const creditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  route(
    app,
    'GET /api/Company/credit',
    {
      schema: { tags, security, summary: '账期额度：额度、已用、可用、逾期金额、下一个还款日', response: errors(401) },
    },
    async (request) => creditSummary(app.db, authOf(request).companyId, app.now()),
  );

  route(
    app,
    'GET /api/Company/statements',
    { schema: { tags, security, summary: '对账单列表（新的在前；可按状态筛选）', response: errors(400, 401) } },
    async (request) => listStatements(app.db, { ...request.query, companyId: authOf(request).companyId }, app.now()),
  );

  route(
    app,
    'GET /api/Company/statements/:id',
    {
      schema: {
        tags,
        security,
        summary: '对账单详情（明细行；?format=csv|xlsx|pdf 下载）',
        response: errors(400, 401, 404),
      },
    },
    async (request, reply) => {
      const detail = await statementDetail(app.db, request.params.id, authOf(request).companyId, app.now());
      const format = request.query.format;
      if (!format) return detail;
      const name = `对账单-${detail.StatementNo}`;
      if (format === 'pdf') {
        const pdf = await statementPdf(detail);
        return reply
          .headers({
            'content-type': 'application/pdf',
            'content-disposition': `inline; filename="${detail.StatementNo}.pdf"; filename*=UTF-8''${encodeURIComponent(`${name}.pdf`)}`,
            'cache-control': 'no-store',
          })
          .send(pdf as never);
      }
      return reply
        .headers(downloadHeaders(format, name, detail.StatementNo))
        .send((await statementTable(format, detail)) as never);
    },
  );

  route(
    app,
    'POST /api/Company/statements/:id/confirm',
    {
      schema: { tags, security, summary: '确认对账单（企业财务或管理员）', response: errors(401, 403, 404, 409) },
    },
    async (request) => {
      const auth = authOf(request);
      await confirmStatement(app.db, auth, request.params.id, app.now());
      const row = await findStatement(app.db, request.params.id, auth.companyId);
      return statementView(row.s, row.name, app.now());
    },
  );

  route(
    app,
    'POST /api/Company/statements/:id/dispute',
    {
      schema: {
        tags,
        security,
        summary: '对对账单提出异议（企业财务或管理员，附说明；运营可见）',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const auth = authOf(request);
      await disputeStatement(app.db, auth, request.params.id, request.body.Note, app.now());
      const row = await findStatement(app.db, request.params.id, auth.companyId);
      return statementView(row.s, row.name, app.now());
    },
  );
};
