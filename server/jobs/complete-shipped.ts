/**
 * Completes shipped orders the buyer never confirmed, config.autoCompleteDays (AUTO_COMPLETE_DAYS, default 10)
 * after their last parcel (services/operator/fulfilment.ts), every minute; unref'd, stopped when the app closes.
 */
import type { FastifyInstance } from 'fastify';
import { completeShippedOrders } from '../services/operator/fulfilment.js';
import { startPeriodic } from './periodic.js';

type JobApp = Pick<FastifyInstance, 'db' | 'mailer' | 'config' | 'now' | 'log'> &
  Partial<Pick<FastifyInstance, 'orderEvents'>>;

/** One run of the job: completes what is due under the app's configuration; returns how many. */
export async function runShippedOrderJob(app: JobApp): Promise<number> {
  const n = await completeShippedOrders({
    db: app.db,
    mailer: app.mailer,
    config: app.config,
    now: app.now(),
    events: app.orderEvents,
  });
  if (n > 0) app.log.info({ completed: n }, 'shipped orders completed');
  return n;
}

export function startShippedOrderJob(app: FastifyInstance, intervalMs = 60_000): () => void {
  return startPeriodic(app, 'shipped order', intervalMs, () => runShippedOrderJob(app));
}
