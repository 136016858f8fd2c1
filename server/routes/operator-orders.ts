/**
 * /api/Operator/orders…: 订单管理 — the list of every company's orders, its streamed export and one order's
 * detail. Its own encapsulated plugin guarded by app.requireOperator (roles: server/routes/operator-roles.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../src/contract/common.js';
import {
  listOperatorOrders,
  ORDER_EXPORT_HEADER,
  operatorOrderDetail,
  orderExportRows,
  orderFilter,
} from '../services/operator/orders.js';
import { downloadHeaders, tableStream } from '../services/table-export.js';
import { route } from './route.js';

const tags = ['运营后台'];
const security = [{ bearerAuth: [] }];

export const operatorOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireOperator);

  route(
    app,
    'GET /api/Operator/orders',
    {
      schema: {
        tags,
        security,
        summary:
          '订单管理：全部企业的订单（按状态、企业、采购人、日期、支付方式、区域、金额筛选；按订单号、汇款识别码、运单号、型号搜索）',
        response: errors(400, 401, 403),
      },
    },
    (request) => listOperatorOrders(app.db, request.query),
  );

  route(
    app,
    'GET /api/Operator/orders/export',
    {
      schema: {
        tags,
        security,
        summary: '导出筛选出的订单（CSV 或 XLSX，边查边写）',
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: errors(400, 401, 403),
      },
    },
    async (request, reply) => {
      const { format = 'csv', ...filters } = request.query;
      orderFilter(filters); // a bad range is refused with 400 before the download starts
      const day = app.now().toISOString().slice(0, 10);
      const rows = orderExportRows(app.db, filters);
      const stream = tableStream(format, { sheet: '订单', header: ORDER_EXPORT_HEADER, rows });
      // The map declares no JSON answer for a download (its typed send takes only the errors); Fastify streams it.
      return reply.headers(downloadHeaders(format, `orders-${day}`)).send(stream as never);
    },
  );

  route(
    app,
    'GET /api/Operator/orders/:id',
    {
      schema: {
        tags,
        security,
        summary: '订单详情（明细与发货数量、收货地址、付款与退款、包裹、发票、报价、时间线、操作日志）',
        response: errors(400, 401, 403, 404),
      },
    },
    (request) => operatorOrderDetail(app.db, request.params.id),
  );
};
