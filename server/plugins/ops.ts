/**
 * Operations endpoints and the work around every request:
 * - GET /healthz   liveness: 200 JSON while the process serves;
 * - GET /readyz    readiness: 200 only when the database (and Redis, when configured) answer; 503 otherwise
 *                  and from the moment shutdown begins (main.ts waits a moment before closing, so a
 *                  load balancer polling /readyz stops sending traffic first);
 * - GET /metrics   Prometheus text (server/metrics.ts); `Authorization: Bearer <METRICS_TOKEN>` when set;
 * - request count and latency per route pattern and status; 429 answers counted as rate-limit refusals;
 * - `app.afterAnswer(task)`: work started after a reply (e.g. mail whose timing must not show in the
 *   answer), logged on failure, awaited by `app.settleAfterAnswer()` and before the app closes.
 */
import type { FastifyInstance } from 'fastify';
import { databaseAnswers } from '../db/startup.js';
import { httpDuration, httpRequests, rateLimitRefusals, registry } from '../metrics.js';
import { sameHash } from '../services/secrets.js';
import { global } from './global.js';

declare module 'fastify' {
  interface FastifyInstance {
    afterAnswer(task: () => Promise<unknown>): void;
    /** From now on /readyz answers 503 (called on SIGTERM before closing, and by close itself). */
    markShuttingDown(): void;
    settleAfterAnswer(): Promise<void>;
  }
}

/** How long a readiness check waits for the database or Redis before calling it down. */
const PROBE_TIMEOUT_MS = 2_000;

function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.catch(() => fallback),
    new Promise<T>((resolve) => {
      timer = setTimeout(() => resolve(fallback), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** What /metrics answers in production when METRICS_TOKEN is unset (closed by default). */
export const METRICS_CLOSED = '生产环境未设置 METRICS_TOKEN，监控指标不公开';

const OPS_ROUTES = new Set(['/healthz', '/readyz', '/metrics']);

export const opsPlugin = global(async (app: FastifyInstance) => {
  let closing = false;
  app.decorate('markShuttingDown', () => {
    closing = true;
  });
  app.addHook('preClose', async () => {
    closing = true;
  });

  const pending = new Set<Promise<unknown>>();
  app.decorate('afterAnswer', (task: () => Promise<unknown>) => {
    const run: Promise<unknown> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => app.log.error({ err: error }, 'background task failed'))
      .finally(() => pending.delete(run));
    pending.add(run);
  });
  app.decorate('settleAfterAnswer', async () => {
    while (pending.size > 0) await Promise.all([...pending]);
  });
  app.addHook('onClose', async () => {
    await app.settleAfterAnswer();
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (OPS_ROUTES.has(route)) return;
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    httpRequests.inc(labels);
    httpDuration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) rateLimitRefusals.inc({ route });
  });

  const json = 'application/json; charset=utf-8';
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) =>
    reply.type(json).header('cache-control', 'no-store').send({ Status: 'ok' }),
  );

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const [database, redis] = await Promise.all([
      within(databaseAnswers(app.db), PROBE_TIMEOUT_MS, false),
      app.redis
        ? within(
            app.redis.ping().then((r) => r === 'PONG'),
            PROBE_TIMEOUT_MS,
            false,
          )
        : Promise.resolve(null),
    ]);
    const ready = !closing && database && redis !== false;
    return reply
      .code(ready ? 200 : 503)
      .type(json)
      .header('cache-control', 'no-store')
      .send({
        Status: ready ? 'ready' : closing ? 'shutting-down' : 'unavailable',
        Database: database ? 'ok' : 'down',
        ...(redis === null ? {} : { Redis: redis ? 'ok' : 'down' }),
      });
  });

  if (!app.config.metricsToken && app.config.nodeEnv === 'production')
    app.log.warn('METRICS_TOKEN is not set: GET /metrics answers 401 until it is (监控指标未开放)');
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const token = app.config.metricsToken;
    if (!token && app.config.nodeEnv === 'production')
      return reply.code(401).type(json).header('cache-control', 'no-store').send({ Error: METRICS_CLOSED });
    if (token) {
      const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameHash(given, token)) {
        return reply.code(401).type(json).header('www-authenticate', 'Bearer').send({ Error: '需要监控令牌' });
      }
    }
    return reply
      .type(registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}, 'ops');
