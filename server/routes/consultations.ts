/** Consultations: an inquiry about a consultation-only product; the token is optional. */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsultationBody, ConsultationCreated } from '../../src/contract/catalogue.js';
import { errors } from '../../src/contract/common.js';
import { compactDate } from '../../src/contract/dates.js';
import { createConsultation } from '../services/consultations.js';

export const consultationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.optionalAuth);
  app.post(
    '/api/Consultations',
    {
      // Anti-spam: a public form.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['咨询采购'],
        summary: '提交采购咨询',
        body: ConsultationBody,
        response: { 201: ConsultationCreated, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      const now = app.now();
      const id = await createConsultation(app.db, request.body, request.auth?.userId ?? null, now);
      // Not a bare id (咨询单号：1 read like a placeholder): ZX + the China date + the id, at least 4 digits.
      return reply.code(201).send({ Id: id, ConsultationNo: consultationNo(id, now) });
    },
  );
};

/** ZX202611220001: 咨询 + the day it was asked (China time) + the id, zero-padded to 4 digits. */
export function consultationNo(id: number, at: Date): string {
  return `ZX${compactDate(at)}${String(id).padStart(4, '0')}`;
}
