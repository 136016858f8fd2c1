/**
 * The timer every background job runs on: one run at a time (a tick that finds the last run still going is
 * skipped), unref'd so it never keeps the process alive, a failure logged and tried again at the next tick, and
 * stopped when the app closes. Returns the stop function.
 */
import type { FastifyInstance } from 'fastify';

export function startPeriodic(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  run: () => Promise<unknown>,
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await run();
    } catch (error) {
      app.log.error({ err: error }, `${name} job failed`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  const stop = () => clearInterval(timer);
  try {
    app.addHook('onClose', async () => stop());
  } catch {
    // Already started: the caller stops it with the returned function.
  }
  return stop;
}
