/**
 * 采购清单 (login): a user's named lists, optionally shared with the company (read-only or editable), their lines,
 * their CSV/XLSX export and import, and turning a list (or chosen lines) into a cart. Rights: see
 * server/services/purchase-lists.ts (another company's list 404, a read-only shared list refuses changes 403).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../src/contract/common.js';
import { QUICK_ORDER_MAX_BYTES } from '../../src/contract/quick-order.js';
import { badRequest } from '../errors.js';
import { authOf } from '../plugins/auth.js';
import { assertRegion } from '../services/catalogue.js';
import { importPurchaseList, LIST_TABLE_HEADER, purchaseListTable } from '../services/purchase-list-files.js';
import {
  addPurchaseListItems,
  createPurchaseList,
  deletePurchaseList,
  getPurchaseList,
  listPurchaseLists,
  purchaseListToCart,
  updatePurchaseList,
} from '../services/purchase-lists.js';
import { downloadHeaders, tableBuffer } from '../services/table-export.js';
import { SPREADSHEET_TYPES } from './quick-order.js';
import { route } from './route.js';

const tags = ['采购清单'];
const security = [{ bearerAuth: [] }];

export const purchaseListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  // The import's file arrives as the raw body (this plugin only).
  app.addContentTypeParser(SPREADSHEET_TYPES, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  route(
    app,
    'GET /api/PurchaseLists',
    { schema: { tags, security, summary: '我的与公司共享的采购清单', response: errors(401) } },
    (request) => listPurchaseLists(app.db, authOf(request)),
  );

  route(
    app,
    'POST /api/PurchaseLists',
    { schema: { tags, security, summary: '新建采购清单', response: errors(400, 401) } },
    async (request, reply) =>
      reply.code(201).send(await createPurchaseList(app.db, authOf(request), request.body, app.now())),
  );

  route(
    app,
    'POST /api/PurchaseLists/import',
    {
      bodyLimit: QUICK_ORDER_MAX_BYTES,
      schema: {
        tags,
        security,
        summary:
          '从 CSV / XLSX 文件新建采购清单（请求体为文件本身；“型号”或“商品编号”与“数量”列；有无法识别的行则不创建）',
        response: errors(400, 401),
      },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) throw badRequest('请上传 CSV 或 XLSX 文件');
      const list = await importPurchaseList(app.db, authOf(request), request.body, {
        name: request.query.name.trim(),
        shared: request.query.shared ?? 'private',
        now: app.now(),
      });
      return reply.code(201).send(list);
    },
  );

  route(
    app,
    'GET /api/PurchaseLists/:id',
    {
      schema: {
        tags,
        security,
        summary: '采购清单详情（给出 region 时含各行按本公司价格的单价）',
        response: errors(400, 401, 404),
      },
    },
    async (request) => {
      const region = request.query.region;
      if (region !== undefined) await assertRegion(app.db, region);
      return getPurchaseList(
        app.db,
        authOf(request),
        request.params.id,
        region === undefined ? undefined : { regionId: region, now: app.now() },
      );
    },
  );

  route(
    app,
    'PUT /api/PurchaseLists/:id',
    {
      schema: {
        tags,
        security,
        summary: '修改采购清单（名称、共享方式；Items 给出时整体替换清单行及其顺序）',
        response: errors(400, 401, 403, 404),
      },
    },
    (request) => updatePurchaseList(app.db, authOf(request), request.params.id, request.body, app.now()),
  );

  route(
    app,
    'DELETE /api/PurchaseLists/:id',
    { schema: { tags, security, summary: '删除采购清单（仅创建人）', response: errors(401, 403, 404) } },
    async (request, reply) => {
      await deletePurchaseList(app.db, authOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    'POST /api/PurchaseLists/:id/items',
    {
      schema: {
        tags,
        security,
        summary: '向采购清单添加商品（已在清单中的商品累加数量）',
        response: errors(400, 401, 403, 404),
      },
    },
    (request) => addPurchaseListItems(app.db, authOf(request), request.params.id, request.body.Items, app.now()),
  );

  route(
    app,
    'POST /api/PurchaseLists/:id/to-cart',
    {
      schema: {
        tags,
        security,
        summary: '采购清单加入购物车（全部或所选行；逐行校验，有效行一次加入，DryRun 仅校验）',
        response: errors(400, 401, 404, 409),
      },
    },
    (request) => purchaseListToCart(app.db, authOf(request), request.params.id, request.body, app.now()),
  );

  route(
    app,
    'GET /api/PurchaseLists/:id/export',
    { schema: { tags, security, summary: '导出采购清单（CSV 或 XLSX，可导回）', response: errors(401, 404) } },
    async (request, reply) => {
      const format = request.query.format ?? 'csv';
      const { name, rows } = await purchaseListTable(app.db, authOf(request), request.params.id);
      const file = await tableBuffer(format, { sheet: '采购清单', header: LIST_TABLE_HEADER, rows });
      return reply.headers(downloadHeaders(format, `采购清单-${name}`)).send(file);
    },
  );
};
