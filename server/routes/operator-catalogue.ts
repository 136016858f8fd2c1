/**
 * /api/Operator/products…, /api/Operator/catalogue/…: catalogue management in the operator console. Registered
 * inside operatorRoutes behind app.requireOperator (403 to anyone but an operator). Every write calls
 * catalogueChanged after its transaction committed, so the storefront shows it at once on every instance.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../src/contract/common.js';
import { badRequest } from '../errors.js';
import { catalogueChanged } from '../plugins/catalogue-cache.js';
import { operatorOf } from '../plugins/operator-auth.js';
import { importProducts } from '../services/operator/product-import.js';
import { exportTable, IMPORT_MAX_BYTES, type ImportFormat, readTable } from '../services/operator/product-table.js';
import {
  catalogueOptions,
  createProduct,
  getOpProduct,
  listOpProducts,
  setProductOnSale,
  updateProduct,
} from '../services/operator/products.js';
import { downloadHeaders, tableStream } from '../services/table-export.js';
import { route } from './route.js';

const tags = ['运营后台'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The import's file arrives as the raw request body; its type says how to read it. */
const FILE_TYPES: Record<string, ImportFormat> = { 'text/csv': 'csv', [XLSX_TYPE]: 'xlsx' };
const security = [{ bearerAuth: [] }];

export const operatorCatalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireOperator);
  // Files for the import (this plugin only): kept as bytes, at most IMPORT_MAX_BYTES (route bodyLimit).
  app.addContentTypeParser(['text/csv', XLSX_TYPE], { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  const deps = (request: Parameters<typeof operatorOf>[0]) => ({
    db: app.db,
    operatorId: operatorOf(request).operatorId,
    now: app.now(),
  });

  route(
    app,
    'GET /api/Operator/catalogue/options',
    {
      schema: {
        tags,
        security,
        summary: '商品表单可选的地区、品牌、分类、供应商（含未展示的）',
        response: errors(401, 403),
      },
    },
    async () => catalogueOptions(app.db),
  );

  route(
    app,
    'GET /api/Operator/products',
    {
      schema: {
        tags,
        security,
        summary: '商品列表（两个目录，含已下架；按名称、型号或编号搜索，按类型、品牌、分类、供应商、上下架筛选）',
        response: errors(400, 401, 403),
      },
    },
    async (request) => listOpProducts(app.db, request.query),
  );

  route(
    app,
    'GET /api/Operator/products/:id',
    {
      schema: {
        tags,
        security,
        summary: '商品详情（含各地区价格与版本号）',
        response: errors(400, 401, 403, 404),
      },
    },
    async (request) => getOpProduct(app.db, request.params.id),
  );

  route(
    app,
    'POST /api/Operator/products',
    {
      schema: {
        tags,
        security,
        summary: '新建商品（在线采购须至少一个地区的价格；咨询采购不设价格）',
        response: errors(400, 401, 403),
      },
    },
    async (request) => {
      const product = await createProduct(deps(request), request.body);
      await catalogueChanged(app, { products: [product.Id] });
      return product;
    },
  );

  route(
    app,
    'PUT /api/Operator/products/:id',
    {
      schema: {
        tags,
        security,
        summary: '编辑商品（带上读取时的 Version；期间被他人修改则 409）',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const product = await updateProduct(deps(request), request.params.id, request.body);
      await catalogueChanged(app, { products: [product.Id] });
      return product;
    },
  );

  route(
    app,
    'POST /api/Operator/products/:id/sale',
    {
      schema: {
        tags,
        security,
        summary: '上架或下架商品（带上 Version）',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const product = await setProductOnSale(deps(request), request.params.id, request.body);
      await catalogueChanged(app, { products: [product.Id] });
      return product;
    },
  );

  route(
    app,
    'GET /api/Operator/products/export',
    {
      schema: {
        tags,
        security,
        summary: '导出商品与各地区价格（CSV 或 XLSX；表头与导入相同，可修改后导回）',
        response: errors(400, 401, 403),
      },
    },
    async (request, reply) => {
      const format = request.query.format ?? 'csv';
      const [header = [], ...rows] = await exportTable(app.db, request.query.catalogue);
      const name = `products-${app.now().toISOString().slice(0, 10)}`;
      // A stream is piped as it is (Fastify skips the serializer); the route map types the body as its bytes.
      const file = tableStream(format, { sheet: '商品', header, rows }) as unknown as Uint8Array;
      return reply.headers(downloadHeaders(format, name)).send(file);
    },
  );

  route(
    app,
    'POST /api/Operator/products/import',
    {
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        tags,
        security,
        summary:
          '批量导入商品与价格（请求体为文件本身：text/csv 或 XLSX；逐行校验，有任何错误则不写入；dryRun=true 仅预览）',
        response: errors(400, 401, 403, 413, 415),
      },
    },
    async (request) => {
      const type = String(request.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim()
        .toLowerCase();
      const format = FILE_TYPES[type];
      if (!format || !Buffer.isBuffer(request.body)) throw badRequest('请上传 CSV 或 XLSX 文件');
      const table = await readTable(format, request.body);
      const fileName = String(request.headers['x-file-name'] ?? '').slice(0, 200);
      const { ids, ...result } = await importProducts(
        { db: app.db, operatorId: operatorOf(request).operatorId, now: app.now() },
        table,
        { dryRun: request.query.dryRun === true, fileName: decodeURIComponentSafe(fileName) },
      );
      if (ids.length) await catalogueChanged(app, { products: ids.length > 200 ? 'all' : ids });
      return result;
    },
  );
};

/** The X-File-Name header is percent-encoded by the console (Chinese file names). */
function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
