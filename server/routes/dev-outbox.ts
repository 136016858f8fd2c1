/** /api/dev/outbox: the mails the server sent, for the demo (only when OUTBOX_VISIBLE; off in production). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { desc, sql } from 'drizzle-orm';
import { errors } from '../../src/contract/common.js';
import { outbox } from '../db/schema.js';
import { notFound } from '../errors.js';
import { route } from './route.js';

export const devOutboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    'GET /api/dev/outbox',
    {
      schema: {
        tags: ['演示'],
        summary: '演示用发件箱（最近 50 封）',
        response: errors(404),
      },
    },
    async (request) => {
      if (!app.config.outboxVisible) throw notFound('接口不存在');
      // Mail made after an answer (reset links) is listed once it exists.
      await app.settleAfterAnswer();
      const to = request.query.to?.trim().toLowerCase();
      const rows = await app.db
        .select()
        .from(outbox)
        .where(to ? sql`lower(${outbox.to}) = ${to}` : undefined)
        .orderBy(desc(outbox.id))
        .limit(50);
      return rows.map((m) => ({
        Id: m.id,
        To: m.to,
        Subject: m.subject,
        Text: m.text,
        Html: m.html,
        CreatedAt: m.createdAt.toISOString(),
      }));
    },
  );
};
