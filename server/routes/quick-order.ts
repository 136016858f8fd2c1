/**
 * Buying faster (login): quick order by lines or by file (with suggestions while typing), the cart's export, and
 * 再次购买 of an order. Every one answers with the rows of server/services/quick-order.ts; nothing is added on a
 * dry run.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../src/contract/common.js';
import { QUICK_ORDER_MAX_BYTES } from '../../src/contract/quick-order.js';
import { badRequest } from '../errors.js';
import { authOf } from '../plugins/auth.js';
import { CART_TABLE_HEADER, cartTable } from '../services/cart-export.js';
import { assertRegion } from '../services/catalogue.js';
import { typingSuggestions } from '../services/model-suggestions.js';
import { addLines } from '../services/quick-order.js';
import { readOrderFile } from '../services/quick-order-file.js';
import { reorder } from '../services/reorder.js';
import { downloadHeaders, tableBuffer } from '../services/table-export.js';
import { route } from './route.js';

const tags = ['购物车'];
const security = [{ bearerAuth: [] }];
/** What browsers and scripts send a spreadsheet as (Windows labels .csv application/vnd.ms-excel). */
export const SPREADSHEET_TYPES = [
  'text/csv',
  'text/plain',
  'text/tab-separated-values',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/octet-stream',
];

export const quickOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  // The file arrives as the raw body (this plugin only), at most QUICK_ORDER_MAX_BYTES (route bodyLimit).
  app.addContentTypeParser(SPREADSHEET_TYPES, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  route(
    app,
    'POST /api/ShoppingCarts/quick-order',
    {
      schema: {
        tags,
        security,
        summary: '快速下单：按型号（或商品编号、名称）与数量逐行校验，确认后有效行一次加入购物车（DryRun 仅校验）',
        response: errors(400, 401, 409),
      },
    },
    (request) =>
      addLines(
        app.db,
        authOf(request).userId,
        request.body.Region,
        request.body.Lines.map((line, i) => ({
          row: i + 1,
          query: line.Query.trim(),
          quantity: line.Quantity,
          ...(line.ProductId !== undefined ? { productId: line.ProductId } : {}),
        })),
        { dryRun: request.body.DryRun === true, now: app.now() },
      ),
  );

  route(
    app,
    'POST /api/ShoppingCarts/quick-order/file',
    {
      bodyLimit: QUICK_ORDER_MAX_BYTES,
      schema: {
        tags,
        security,
        summary:
          '快速下单（上传文件）：请求体为 CSV 或 XLSX 文件本身（UTF-8 / GB18030，逗号或制表符，≤ 1 MB、≤ 500 行；表头可选，识别“型号”“数量”列）',
        response: errors(400, 401, 409),
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw badRequest('请上传 CSV 或 XLSX 文件');
      await assertRegion(app.db, request.query.region);
      const lines = await readOrderFile(request.body);
      return addLines(app.db, authOf(request).userId, request.query.region, lines, {
        dryRun: request.query.dryRun === true,
        now: app.now(),
      });
    },
  );

  route(
    app,
    'GET /api/ShoppingCarts/quick-order/suggestions',
    {
      schema: {
        tags,
        security,
        summary:
          '快速下单输入提示：型号以所输内容开头的在售商品（不区分大小写、全半角、空格与连字符），按型号排序，至多 8 个',
        response: errors(400, 401),
      },
    },
    async (request) => {
      const region = request.query.region ?? 1;
      await assertRegion(app.db, region);
      return { Items: await typingSuggestions(app.db, region, request.query.prefix) };
    },
  );

  route(
    app,
    'GET /api/ShoppingCarts/export',
    {
      schema: {
        tags,
        security,
        summary: '导出购物车（CSV 或 XLSX；可修改后通过快速下单导回）',
        response: errors(400, 401),
      },
    },
    async (request, reply) => {
      const format = request.query.format ?? 'csv';
      const region = request.query.region ?? 1;
      const rows = await cartTable(app.db, authOf(request).userId, region, app.now());
      const file = await tableBuffer(format, { sheet: '购物车', header: CART_TABLE_HEADER, rows });
      return reply.headers(downloadHeaders(format, '购物车')).send(file);
    },
  );

  route(
    app,
    'POST /api/Orders/:id/reorder',
    {
      // A bare POST (no body) reorders as a confirm: the body is optional.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags: ['订单'],
        security,
        summary: '再次购买：订单各行按今日价格加入订单区域的购物车（DryRun 先列出下架、缺货与价格变动）',
        response: errors(400, 401, 404, 409),
      },
    },
    (request) =>
      reorder(app.db, authOf(request), request.params.id, {
        dryRun: request.body.DryRun === true,
        now: app.now(),
      }),
  );
};
