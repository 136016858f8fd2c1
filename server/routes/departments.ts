/**
 * Procurement governance of the company (企业): departments and budgets, users' departments, roles and limits,
 * approval rules (管理员 only), and the budget report (管理员 and 财务).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { errors } from '../../src/contract/common.js';
import { GovernanceRole } from '../../src/contract/governance.js';
import { forbidden } from '../errors.js';
import { authOf } from '../plugins/auth.js';
import { listBudgets } from '../services/governance/budgets.js';
import {
  createDepartment,
  deleteDepartment,
  listDepartments,
  listGovernanceUsers,
  updateDepartment,
  updateGovernanceUser,
} from '../services/governance/departments.js';
import { listRules, replaceRules } from '../services/governance/rules.js';
import { spendReport, spendTable } from '../services/governance/spend-report.js';
import { downloadHeaders, tableStream } from '../services/table-export.js';
import { route } from './route.js';

const tags = ['企业'];
const security = [{ bearerAuth: [] }];

const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  route(
    app,
    'GET /api/Company/departments',
    { schema: { tags, security, summary: '部门（树，含负责人与预算）', response: errors(401, 403) } },
    async (request) => listDepartments(app.db, authOf(request).companyId),
  );
  route(
    app,
    'POST /api/Company/departments',
    { schema: { tags, security, summary: '新建部门', response: errors(400, 401, 403) } },
    async (request, reply) =>
      reply.code(201).send(await createDepartment(app.db, authOf(request).companyId, request.body)),
  );
  route(
    app,
    'PUT /api/Company/departments/:id',
    {
      schema: { tags, security, summary: '修改部门（名称、上级、负责人、预算）', response: errors(400, 401, 403, 404) },
    },
    async (request) => updateDepartment(app.db, authOf(request).companyId, request.params.id, request.body),
  );
  route(
    app,
    'DELETE /api/Company/departments/:id',
    { schema: { tags, security, summary: '删除部门（无下级、无用户、无订单）', response: errors(401, 403, 404, 409) } },
    async (request, reply) => {
      await deleteDepartment(app.db, authOf(request).companyId, request.params.id);
      return reply.code(204).send(null);
    },
  );
  route(
    app,
    'GET /api/Company/users/governance',
    {
      schema: {
        tags: ['企业用户'],
        security,
        summary: '用户的部门、角色与限额（全部用户）',
        response: errors(401, 403),
      },
    },
    async (request) => listGovernanceUsers(app.db, authOf(request).companyId),
  );
  route(
    app,
    'PUT /api/Company/users/:id',
    {
      schema: {
        tags: ['企业用户'],
        security,
        summary: '设置用户的部门、角色与限额（至少保留一名管理员）',
        response: errors(400, 401, 403, 404, 409),
      },
    },
    async (request) => updateGovernanceUser(app.db, authOf(request).companyId, request.params.id, request.body),
  );
  route(
    app,
    'GET /api/Company/approval-rules',
    { schema: { tags, security, summary: '审批规则（按顺序，首条匹配的规则生效）', response: errors(401, 403) } },
    async (request) => listRules(app.db, authOf(request).companyId),
  );
  route(
    app,
    'PUT /api/Company/approval-rules',
    { schema: { tags, security, summary: '保存审批规则（整体替换）', response: errors(400, 401, 403) } },
    async (request) => replaceRules(app.db, authOf(request).companyId, request.body),
  );
};

/** 管理员 or 财务 (a role check inside the authenticated group: the guard hooks know only 管理员). */
function adminOrFinance(request: FastifyRequest, what: string) {
  const auth = authOf(request);
  if (!auth.isAdmin && !auth.roleNames.includes(GovernanceRole.Finance))
    throw forbidden(`仅管理员或财务可以查看${what}`);
  return auth;
}

const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  route(
    app,
    'GET /api/Company/budgets',
    { schema: { tags, security, summary: '各部门预算使用（管理员、财务）', response: errors(400, 401, 403) } },
    async (request) => {
      const auth = adminOrFinance(request, '预算');
      return listBudgets(app.db, auth.companyId, request.query.period, app.now());
    },
  );
  route(
    app,
    'GET /api/Company/spend-report',
    {
      schema: {
        tags,
        security,
        summary: '采购支出报表：按部门、商品分类或月份（管理员、财务）',
        response: errors(400, 401, 403),
      },
    },
    async (request) => spendReport(app.db, adminOrFinance(request, '支出报表').companyId, request.query, app.now()),
  );
  route(
    app,
    'GET /api/Company/spend-report/export',
    {
      schema: { tags, security, summary: '导出采购支出报表（CSV 或 XLSX）', response: errors(400, 401, 403) },
    },
    async (request, reply) => {
      const auth = adminOrFinance(request, '支出报表');
      const report = await spendReport(app.db, auth.companyId, request.query, app.now());
      const format = request.query.format ?? 'csv';
      const { header, rows } = spendTable(report);
      const file = tableStream(format, { sheet: '采购支出', header, rows }) as unknown as Uint8Array;
      const stamp = `${report.From}_${report.To}`;
      return reply.headers(downloadHeaders(format, `采购支出-${stamp}`, `spend-${stamp}`)).send(file);
    },
  );
};

export const departmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(adminRoutes);
  await app.register(reportRoutes);
};
