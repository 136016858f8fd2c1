/**
 * Completes shipped orders the buyer never confirmed, AUTO_COMPLETE_DAYS after their last parcel
 * (services/operator/fulfilment.ts), every minute; unref'd, stopped when the app closes.
 */
import type { FastifyInstance } from 'fastify';
import { completeShippedOrders } from '../services/operator/fulfilment.js';

export function startShippedOrderJob(app: FastifyInstance, intervalMs = 60_000): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const n = await completeShippedOrders({ db: app.db, mailer: app.mailer, config: app.config, now: app.now() });
      if (n > 0) app.log.info({ completed: n }, 'shipped orders completed');
    } catch (error) {
      app.log.error({ err: error }, 'shipped order job failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  const stop = () => clearInterval(timer);
  app.addHook('onClose', async () => stop());
  return stop;
}
