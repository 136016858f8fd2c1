/**
 * /api/Operator/reports…: 经营报表 — sales by day/week/month/company/product/category/brand/region, new companies and
 * their first orders, the inquiry → quote → order conversion, each with the previous period, and the export of any
 * of them. Its own encapsulated plugin guarded by app.requireOperator (roles: server/routes/operator-roles.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../src/contract/common.js';
import { reportTable } from '../services/operator/report-export.js';
import { companyReport, conversionReport, salesReport } from '../services/operator/reports.js';
import { downloadHeaders, tableStream } from '../services/table-export.js';
import { route } from './route.js';

const tags = ['运营后台'];
const security = [{ bearerAuth: [] }];

export const operatorReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireOperator);

  route(
    app,
    'GET /api/Operator/reports/sales',
    {
      schema: {
        tags,
        security,
        summary: '经营报表：付款订单数与金额（按日/周/月、企业、商品、分类、品牌、区域），附上期对比',
        response: errors(400, 401, 403),
      },
    },
    (request) => salesReport(app.db, request.query, app.now()),
  );

  route(
    app,
    'GET /api/Operator/reports/companies',
    {
      schema: {
        tags,
        security,
        summary: '经营报表：新注册企业及其首单，附上期对比',
        response: errors(400, 401, 403),
      },
    },
    (request) => companyReport(app.db, request.query, app.now()),
  );

  route(
    app,
    'GET /api/Operator/reports/conversion',
    {
      schema: {
        tags,
        security,
        summary: '经营报表：询价 → 报价 → 下单转化，附上期对比',
        response: errors(400, 401, 403),
      },
    },
    (request) => conversionReport(app.db, request.query, app.now()),
  );

  route(
    app,
    'GET /api/Operator/reports/export',
    {
      schema: {
        tags,
        security,
        summary: '导出经营报表（CSV 或 XLSX）',
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: errors(400, 401, 403),
      },
    },
    async (request, reply) => {
      const { format = 'csv' } = request.query;
      const { spec, name } = await reportTable(app.db, request.query, app.now());
      return reply.headers(downloadHeaders(format, name)).send(tableStream(format, spec) as never);
    },
  );
};
