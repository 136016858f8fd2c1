/**
 * Prometheus metrics of this process (prom-client), served at GET /metrics by server/plugins/ops.ts.
 * One registry per process: counters are per instance and summed by Prometheus across instances. Services
 * count business events here (orders created, payments confirmed); the ops plugin times every request.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const ordersCreated = new Counter({
  name: 'orders_created_total',
  help: 'Orders created (checkouts committed)',
  registers: [registry],
});

export const paymentsConfirmed = new Counter({
  name: 'payments_confirmed_total',
  help: 'Payments confirmed (orders marked paid)',
  registers: [registry],
});

export const rateLimitRefusals = new Counter({
  name: 'rate_limit_refusals_total',
  help: 'Requests refused with 429 by a rate limit, by route pattern',
  labelNames: ['route'] as const,
  registers: [registry],
});

/** Connections of the database pool; `sample` is set by the app that owns the pool (PGlite: one connection). */
export const dbPool = new Gauge({
  name: 'db_pool_connections',
  help: 'Database pool connections by state (total, idle, waiting clients)',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const s = poolSampler?.();
    if (!s) return;
    this.set({ state: 'total' }, s.total);
    this.set({ state: 'idle' }, s.idle);
    this.set({ state: 'waiting' }, s.waiting);
  },
});

export interface PoolSample {
  total: number;
  idle: number;
  waiting: number;
}
let poolSampler: (() => PoolSample) | undefined;
export function samplePoolWith(sampler: (() => PoolSample) | undefined): void {
  poolSampler = sampler;
}
