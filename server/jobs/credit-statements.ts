/**
 * Closes each month into 对账单 (server/services/credit/statements.ts) and keeps trying every few minutes, so
 * the first run after a month ended in China time (00:00 on the 1st) creates them. Every instance runs it:
 * a company's period is closed by whichever instance holds its advisory lock first, and a run that finds
 * nothing left to close creates nothing (idempotent). An advisory lock rather than pg-boss / graphile-worker:
 * the work is one idempotent query loop a month, the unique (company, period) index already rules out a
 * second statement, and a queue would add its own tables, polling and dependency for no gain here.
 */
import type { FastifyInstance } from 'fastify';
import { generateStatements } from '../services/credit/statements.js';
import { startPeriodic } from './periodic.js';

export const STATEMENT_JOB_INTERVAL_MS = 5 * 60_000;

export function startStatementJob(app: FastifyInstance, intervalMs = STATEMENT_JOB_INTERVAL_MS): () => void {
  return startPeriodic(app, 'credit statement', intervalMs, async () => {
    const n = await generateStatements(app.db, app.now());
    if (n > 0) app.log.info({ created: n }, 'credit statements created');
  });
}
