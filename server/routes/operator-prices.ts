/**
 * 协议价 in the console: /api/Operator/companies/{id}/prices — read, replace (JSON list), import and export a
 * company's contract prices (roles: server/routes/operator-roles.ts). After each write the catalogue cache drops
 * every company's priced views (tag `contracts`), on every instance, so the company sees its prices at once.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../src/contract/common.js';
import { badRequest } from '../errors.js';
import { catalogueChanged } from '../plugins/catalogue-cache.js';
import { operatorOf } from '../plugins/operator-auth.js';
import { contractFileTable, readContractFile } from '../services/pricing/contract-file.js';
import { listContractPrices, replaceContractPrices } from '../services/pricing/contracts.js';
import { downloadHeaders, tableStream } from '../services/table-export.js';
import { route } from './route.js';

const tags = ['运营后台'];
const security = [{ bearerAuth: [] }];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FILE_TYPES: Record<string, 'csv' | 'xlsx'> = { 'text/csv': 'csv', [XLSX_TYPE]: 'xlsx' };
/** A contract-price file: at most 2 MiB (5000 rows of seven short columns fit many times over). */
const FILE_MAX_BYTES = 2 * 1024 * 1024;

export const operatorPriceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireOperator);
  app.addContentTypeParser(['text/csv', XLSX_TYPE], { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  const deps = (request: Parameters<typeof operatorOf>[0]) => ({
    db: app.db,
    operatorId: operatorOf(request).operatorId,
    now: app.now(),
  });
  const changed = () => catalogueChanged(app, { tables: ['contracts'] });

  route(
    app,
    'GET /api/Operator/companies/:id/prices',
    { schema: { tags, security, summary: '企业的协议价（含有效期与当前状态）', response: errors(401, 403, 404) } },
    async (request) => listContractPrices(app.db, request.params.id, app.now()),
  );

  route(
    app,
    'PUT /api/Operator/companies/:id/prices',
    {
      schema: {
        tags,
        security,
        summary: '设置企业的协议价（整表替换；同一商品与地区的有效期不能重叠）',
        response: errors(400, 401, 403, 404),
      },
    },
    async (request) => {
      const list = await replaceContractPrices(deps(request), request.params.id, request.body);
      await changed();
      return list;
    },
  );

  route(
    app,
    'POST /api/Operator/companies/:id/prices/import',
    {
      bodyLimit: FILE_MAX_BYTES,
      schema: {
        tags,
        security,
        summary:
          '导入企业的协议价（请求体为文件本身：text/csv 或 XLSX；整表替换；有任何错误则不写入；dryRun=true 仅预览）',
        response: errors(400, 401, 403, 404, 413, 415),
      },
    },
    async (request) => {
      const type = String(request.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim()
        .toLowerCase();
      const format = FILE_TYPES[type];
      if (!format || !Buffer.isBuffer(request.body)) throw badRequest('请上传 CSV 或 XLSX 文件');
      const d = deps(request);
      const current = await listContractPrices(app.db, request.params.id, d.now);
      const { items, problems, rows } = await readContractFile(app.db, format, request.body);
      if (problems.length || request.query.dryRun === true)
        return { Written: false, Rows: rows, Problems: problems, Items: current };
      const list = await replaceContractPrices(d, request.params.id, items, 'company.prices-import');
      await changed();
      return { Written: true, Rows: rows, Problems: [], Items: list };
    },
  );

  route(
    app,
    'GET /api/Operator/companies/:id/prices/export',
    {
      schema: {
        tags,
        security,
        summary: '导出企业的协议价（CSV 或 XLSX，可修改后导回）',
        response: errors(401, 403, 404),
      },
    },
    async (request, reply) => {
      const format = request.query.format ?? 'csv';
      const [header = [], ...rows] = await contractFileTable(app.db, request.params.id, app.now());
      const file = tableStream(format, { sheet: '协议价', header, rows }) as unknown as Uint8Array;
      return reply.headers(downloadHeaders(format, `contract-prices-${request.params.id}`)).send(file);
    },
  );
};
