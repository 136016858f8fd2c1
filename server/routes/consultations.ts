/** Consultations: an inquiry about a consultation-only product; the token is optional. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsultationBody, Created, ErrorBody } from '../../src/contract/catalogue.js';
import { createConsultation } from '../services/consultations.js';

export const consultationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/Consultations',
    {
      preHandler: app.optionalAuth,
      // Anti-spam: a public form.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['咨询采购'],
        summary: '提交采购咨询',
        body: ConsultationBody,
        response: { 201: Created, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const id = await createConsultation(app.db, request.body, request.auth?.userId ?? null, app.now());
      return reply.code(201).send({ Id: id });
    },
  );
};
