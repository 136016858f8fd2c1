import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { type Config, withEphemeralSecrets } from './config.js';
import type { Db } from './db/client.js';
import { badRequest, tooManyRequests } from './errors.js';
import { loggerOptions } from './log-options.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { openapiOptions } from './openapi.js';
import { authPlugin } from './plugins/auth.js';
import { catalogueCachePlugin, catalogueChanged } from './plugins/catalogue-cache.js';
import { errorHandler } from './plugins/error-handler.js';
import { opsPlugin } from './plugins/ops.js';
import { searchLogPlugin } from './plugins/search-log.js';
import { validatorCompiler } from './plugins/validation.js';
import { routes } from './routes/index.js';
import { subscribeCreditRefunds } from './services/credit/ledger.js';
import { subscribeApprovalMail } from './services/governance/approval-mail.js';
import { OPERATOR_LOCK_MINUTES } from './services/operator/accounts.js';
import type { OrderEventBus } from './services/order-events.js';
import { orderEventBusFor } from './services/order-subscribers.js';
import {
  databaseFailureCounter,
  type FailureCounter,
  memoryWindowCounter,
  redisFailureCounter,
  redisWindowCounter,
  type WindowCounter,
} from './services/throttle.js';
import { registerStaticFiles } from './static-files.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    mailer: Mailer;
    /** Shared Redis (REDIS_URL) for rate limits and counters, or null (then they live in this process / the database). */
    redis: Redis | null;
    /** Failed logins per e-mail, shared by every instance (Redis, else the database). */
    loginFailures: FailureCounter;
    /** Failed operator logins per e-mail (captcha, then lockout), forgotten OPERATOR_LOCK_MINUTES after the last. */
    operatorLoginFailures: FailureCounter;
    /** Limits keyed by something other than the client address (invited e-mails), shared like the rate limits. */
    windowCounter: WindowCounter;
    /** The clock of the app (injectable in tests): expiry of tokens, codes, orders. */
    now(): Date;
    /**
     * Every route registered (method and URL pattern, HEAD included), collected by an onRoute hook: the access
     * tests enumerate the operator routes from it, so a route hidden from the OpenAPI document is checked too.
     */
    routeList: { method: string; url: string }[];
    /** The order lifecycle's after-commit events (services/order-events.ts): mail, cache drops, metrics. */
    orderEvents: OrderEventBus;
  }
}

export interface BuildAppOptions {
  db: Db;
  config: Config;
  mailer?: Mailer;
  /** A Redis client to use (tests: with a key prefix of their own); default one from `config.redisUrl`, closed with the app. */
  redis?: Redis;
  now?: () => Date;
  logger?: boolean | object;
}

/** Whether a parsed input (JSON value, query or params object) contains a NUL character anywhere. */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  for (const [k, v] of Object.entries(value)) if (k.includes('\u0000') || hasNul(v, depth + 1)) return true;
  return false;
}

/** Content types of answers that are never a document (the page they load in keeps its own policies). */
const SUBRESOURCE_TYPE = /^(?:(?:application|text)\/javascript|text\/css|font\/|image\/(?:png|jpeg|webp|avif|gif))/i;
/** Helmet's headers that only a document (or a worker, which the elements never start) reads. */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-xss-protection',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-dns-prefetch-control',
] as const;

/** Element scripts (any version) and media: fetched by partner pages of any origin, never personal. */
export function isPublicAsset(url: string): boolean {
  return url.startsWith('/elements/') || url.startsWith('/media/');
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const config = withEphemeralSecrets(options.config);
  // Cache hits of public catalogue reads are answered ahead of Fastify (FastPath.answer, same
  // headers and bytes as the normal path); everything else goes to Fastify's handler as usual.
  const timeouts = {
    requestTimeout: config.requestTimeout,
    connectionTimeout: config.requestTimeout + 5_000,
    keepAliveTimeout: 10_000,
  };
  let fastAnswer: (req: IncomingMessage, res: ServerResponse) => boolean = () => false;
  const app = Fastify({
    serverFactory: (handler) => {
      const server = createServer((req, res) => {
        if (!fastAnswer(req, res)) handler(req, res);
      });
      // What Fastify sets on the server it creates itself.
      server.keepAliveTimeout = timeouts.keepAliveTimeout;
      server.requestTimeout = timeouts.requestTimeout;
      server.setTimeout(timeouts.connectionTimeout);
      return server;
    },
    logger: loggerOptions(options.logger) as boolean,
    bodyLimit: config.bodyLimit,
    ...timeouts,
    routerOptions: { maxParamLength: 200 },
    return503OnClosing: true,
    // Behind a reverse proxy, rate limits and logs need the client's address (TRUST_PROXY).
    trustProxy: config.trustProxy as boolean, // (an address list string is accepted at runtime as well)
    forceCloseConnections: 'idle',
    ajv: { customOptions: { strict: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);

  app.decorate('db', options.db);
  app.decorate('config', config);
  app.decorate('mailer', options.mailer ?? createMailer(options.db, config, app.log));
  // Mails still being delivered in the background are finished before the app closes.
  app.addHook('onClose', async () => {
    await app.mailer.flush?.();
  });
  const clock = options.now ?? (() => new Date());
  app.decorate('now', () => clock());
  const routeList: { method: string; url: string }[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url });
  });

  const redis =
    options.redis ??
    (config.redisUrl
      ? new Redis(config.redisUrl, {
          keyPrefix: config.redisKeyPrefix,
          maxRetriesPerRequest: 1,
          connectTimeout: 2_000,
          // Every command fails after this long (503 on the routes that need Redis), never holds a request.
          commandTimeout: config.redisTimeoutMs,
        })
      : null);
  if (redis && !options.redis) {
    // Connection trouble shows in /readyz and in the failing requests; the event must not crash the process.
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
    app.addHook('onClose', async () => {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    });
  }
  app.decorate('redis', redis);
  app.decorate('loginFailures', redis ? redisFailureCounter(redis) : databaseFailureCounter(options.db));
  const lockSeconds = OPERATOR_LOCK_MINUTES * 60;
  app.decorate(
    'operatorLoginFailures',
    redis
      ? redisFailureCounter(redis, 'operator-login-failures:', lockSeconds)
      : databaseFailureCounter(options.db, 'op:', lockSeconds),
  );
  app.decorate('windowCounter', redis ? redisWindowCounter(redis) : memoryWindowCounter());

  await app.register(errorHandler);

  await app.register(helmet, {
    // The storefront loads its own scripts and styles; styled-components injects <style> elements, and
    // widgets embedded on partner pages load scripts and images from this origin (hence cross-origin CORP).
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'"],
        // Payment pages post forms that redirect to the caller's ReturnUrl.
        'form-action': null,
        // Plain http on localhost must keep working.
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  const allowed = new Set(config.corsOrigins);
  const apiCors = {
    // Exact match against the configured partner origins; anything else gets no CORS headers at all.
    origin: (origin: string | undefined, cb: (error: Error | null, allow: boolean) => void) =>
      cb(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-XSRF-TOKEN', 'X-Requested-With'],
    exposedHeaders: ['Content-Disposition', 'Retry-After', 'Idempotent-Replayed'],
    maxAge: 600,
  };
  // Element scripts and media are public: any page may load them (module scripts are fetched in CORS mode,
  // so without `*` a partner missing from CORS_ORIGINS would not even get loader.js and could not be told
  // why). They carry no credentials and nothing personal. The API stays behind CORS_ORIGINS.
  const publicCors = { origin: '*', credentials: false, methods: ['GET', 'HEAD'], maxAge: 86_400 };
  await app.register(cors, {
    delegator: (request, cb) => cb(null, isPublicAsset(request.url ?? '') ? publicCors : apiCors),
  });

  await app.register(cookie, { secret: config.jwtSecret, parseOptions: {} });

  // Limits per client address; in Redis when configured, so they hold for the whole deployment.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => tooManyRequests(),
    ...(redis ? { redis, nameSpace: 'rate-limit:' } : {}),
  });

  await app.register(opsPlugin);

  // The OpenAPI document: servers, operationIds, security per operation (server/openapi.ts).
  await app.register(swagger, openapiOptions(app, config));
  // Swagger UI loads its own scripts from /api/docs/static; the app's CSP (inline styles allowed) fits it.
  // Off in production unless API_DOCS says otherwise (the document names every route an attacker could try).
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(authPlugin);
  // Public catalogue reads answered from memory, dropped exactly on change (catalogueChanged).
  await app.register(catalogueCachePlugin);
  app.decorate(
    'orderEvents',
    subscribeCreditRefunds(
      subscribeApprovalMail(
        orderEventBusFor({
          db: options.db,
          mailer: app.mailer,
          config,
          catalogueChanged: (change) => catalogueChanged(app, change),
          log: app.log,
        }),
        { db: options.db, mailer: app.mailer, config },
      ),
      options.db,
    ),
  );
  fastAnswer = (req, res) => app.catalogueCache.fast.answer(req, res);
  await app.register(searchLogPlugin);

  // PostgreSQL text cannot hold U+0000: refuse it in any input up front (else the query fails with a 500).
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.query) || hasNul(request.params) || hasNul(request.body)) {
      throw badRequest('请求内容包含无效字符');
    }
  });

  // API answers are personal or change often: never stored unless a route says otherwise (public catalogue reads do).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'private, no-store');
    return payload;
  });

  // Helmet's document headers (CSP, COOP, X-Frame-Options, …) mean nothing on a script, style sheet, font or raster
  // picture, and on HTTP/1.1 they went out again with each of the many small files a widget loads. Those
  // answers keep nosniff, CORP, HSTS and Referrer-Policy; pages, SVG, JSON and the rest keep every header.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (SUBRESOURCE_TYPE.test(String(reply.getHeader('content-type') ?? '')))
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    return payload;
  });

  // API answers (JSON, CSV exports) are compressed above 1 KiB, brotli or gzip; cached catalogue reads come
  // precompressed (content-encoding set, so compress leaves them alone). Scoped to the API: static files are
  // the static plugin's business (precompressed on disk).
  await app.register(async (api) => {
    await api.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      customTypes: /^(application\/json|text\/csv)\b/,
    });
    await api.register(routes);
  });

  await registerStaticFiles(app, config);

  return app;
}
