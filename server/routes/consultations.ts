/**
 * Consultations: an inquiry about a consultation-only product (the token is optional), and the logged-in
 * buyer's own inquiries (the product page's 已咨询 state after a reload).
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../src/contract/common.js';
import { compactDate, formatDate } from '../../src/contract/dates.js';
import { forbidden, unauthorized } from '../errors.js';
import { createConsultation, listMyConsultations } from '../services/consultations.js';
import { verifyOperatorToken } from '../services/tokens.js';
import { route } from './route.js';

export const consultationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.optionalAuth);
  route(
    app,
    'POST /api/Consultations',
    {
      // Anti-spam: a public form.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['咨询采购'],
        summary: '提交采购咨询',
        response: errors(400, 403, 429),
      },
    },
    async (request, reply) => {
      const now = app.now();
      // An operator's token is no buyer's: refused rather than stored as a visitor's inquiry.
      const bearer = /^Bearer\s+(\S{1,4096})$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!request.auth && bearer && (await verifyOperatorToken(app.config.jwtSecret, bearer, now)))
        throw forbidden(OPERATOR_INQUIRY);
      const id = await createConsultation(app.db, request.body, request.auth?.userId ?? null, now);
      // Not a bare id (咨询单号：1 read like a placeholder): ZX + the China date + the id, at least 4 digits.
      return reply.code(201).send({ Id: id, ConsultationNo: consultationNo(id, now) });
    },
  );

  route(
    app,
    'GET /api/Consultations',
    {
      schema: {
        tags: ['咨询采购'],
        security: [{ bearerAuth: [] }],
        summary: '我的咨询（管理员看企业全部，其他人看自己的；可按商品筛选）',
        response: errors(400, 401),
      },
    },
    async (request) => {
      if (!request.auth) throw unauthorized('请先登录');
      const rows = await listMyConsultations(app.db, request.auth, request.query.productId);
      return {
        Items: rows.map((r) => ({
          Id: r.id,
          ConsultationNo: consultationNo(r.id, r.createdAt),
          ProductId: r.productId,
          Quantity: r.quantity,
          CreatedAt: r.createdAt.toISOString(),
          AskedOn: formatDate(r.createdAt),
          QuoteId: r.quoteId,
        })),
      };
    },
  );
};

/** What an operator token gets from the buyers' inquiry form. */
export const OPERATOR_INQUIRY = '运营账号不能提交采购咨询，请使用企业账号或以访客身份提交';

/** ZX202611220001: 咨询 + the day it was asked (China time) + the id, zero-padded to 4 digits. */
export function consultationNo(id: number, at: Date): string {
  return `ZX${compactDate(at)}${String(id).padStart(4, '0')}`;
}
