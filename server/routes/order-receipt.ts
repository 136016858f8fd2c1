/** POST /api/Orders/{id}/receive: the buyer confirms receipt of a shipped order (已发货 → 已完成). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../src/contract/common.js';
import { authOf } from '../plugins/auth.js';
import { confirmReceipt } from '../services/operator/fulfilment.js';
import { route } from './route.js';

export const orderReceiptRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  route(
    app,
    'POST /api/Orders/:id/receive',
    {
      schema: {
        tags: ['订单'],
        security: [{ bearerAuth: [] }],
        summary: '确认收货（已发货的订单；管理员可确认企业的订单，采购员确认自己的）',
        response: errors(400, 401, 404, 409),
      },
    },
    async (request, reply) => {
      await confirmReceipt(
        { db: app.db, mailer: app.mailer, config: app.config, now: app.now(), events: app.orderEvents },
        authOf(request),
        request.params.id,
      );
      return reply.code(204).send(null);
    },
  );
};
