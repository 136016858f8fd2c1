/** Approvals (审批): the approver's inbox, approve / reject a level, the requester's withdrawal, checkout's notice. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../src/contract/common.js';
import { authOf } from '../plugins/auth.js';
import { assertRegion } from '../services/catalogue.js';
import { decide, listApprovals, withdraw } from '../services/governance/approvals.js';
import { approvalNotice, assessOrder } from '../services/governance/evaluate.js';
import { priceSelectedLines } from '../services/pricing.js';
import { route } from './route.js';

const tags = ['审批'];
const security = [{ bearerAuth: [] }];

export const approvalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  route(
    app,
    'GET /api/Approvals',
    {
      schema: {
        tags,
        security,
        summary: '审批箱：待我审批（pending）/ 我已审批（decided）',
        response: errors(400, 401),
      },
    },
    async (request) => listApprovals(app.db, authOf(request), request.query, app.now()),
  );
  for (const [action, decision, summary] of [
    ['approve', 'approved', '审批通过（最后一级通过后订单进入待支付）'],
    ['reject', 'rejected', '审批驳回（释放库存与预算）'],
  ] as const) {
    route(
      app,
      `POST /api/Approvals/:id/${action}`,
      { schema: { tags, security, summary, response: errors(400, 401, 403, 404, 409) } },
      async (request) =>
        decide(
          app.db,
          app.orderEvents,
          authOf(request),
          request.params.id,
          decision,
          request.body.Comment ?? '',
          app.now(),
          app.config.payWindowMinutes,
        ),
    );
  }
  route(
    app,
    'POST /api/Approvals/:id/withdraw',
    { schema: { tags, security, summary: '撤回审批申请（释放库存与预算）', response: errors(401, 404, 409) } },
    async (request) => withdraw(app.db, app.orderEvents, authOf(request), request.params.id, app.now()),
  );
  route(
    app,
    'POST /api/Approvals/preview',
    { schema: { tags, security, summary: '结算前提示：本单是否需审批、是否超预算', response: errors(400, 401, 404) } },
    async (request) => {
      const auth = authOf(request);
      await assertRegion(app.db, request.body.Region, 'Region');
      const selection = await priceSelectedLines(app.db, auth.userId, request.body.Region, {
        lock: false,
        now: app.now(),
      });
      const a = await assessOrder(
        app.db,
        auth,
        { total: selection.total, productIds: selection.lines.map((l) => l.productId) },
        app.now(),
        false,
      );
      return {
        Outcome: a.outcome,
        Notice: approvalNotice(a),
        Steps: a.steps.map((s, i) => ({ Level: i + 1, Kind: s.Kind, Approver: s.Approver })),
      };
    },
  );
};
