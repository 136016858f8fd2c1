/**
 * The Fastify application: platform plugins (errors, security headers, CORS, cookies, rate limits, auth,
 * OpenAPI), every resource (server/routes/index.ts) and the static storefront. Listening is main.ts's job.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Config, withEphemeralSecrets } from './config.js';
import type { Db } from './db/client.js';
import { badRequest, tooManyRequests } from './errors.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { authPlugin } from './plugins/auth.js';
import { errorHandler } from './plugins/error-handler.js';
import { validatorCompiler } from './plugins/validation.js';
import { routes } from './routes/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    mailer: Mailer;
    /** The clock of the app (injectable in tests): expiry of tokens, codes, orders. */
    now(): Date;
  }
}

export interface BuildAppOptions {
  db: Db;
  config: Config;
  mailer?: Mailer;
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

/** Query parameters whose values are secrets (invitation/reset tokens, cashier signatures, codes): never logged. */
const SECRET_QUERY = /([?&](?:token|access_token|sig|code|password)=)[^&#]*/gi;
export const redactUrl = (url: string) => url.replace(SECRET_QUERY, '$1[REDACTED]');

/** "params: …" of a failed query (drizzle puts the bound values in the message and stack): never logged. */
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n\s+at |$)/;
const scrub = (text: unknown) => (typeof text === 'string' ? text.replace(QUERY_PARAMS, '\nparams: [REDACTED]') : undefined);

/** An error for the log: type, message, stack, code, failed query and cause — without bound values. */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const e = error as Error & { code?: unknown; query?: unknown; statusCode?: unknown; detail?: unknown };
  return {
    type: e.constructor?.name ?? 'Error',
    message: scrub(e.message),
    stack: scrub(e.stack),
    ...(e.code !== undefined ? { code: e.code } : {}),
    ...(e.statusCode !== undefined ? { statusCode: e.statusCode } : {}),
    ...(typeof e.query === 'string' ? { query: e.query } : {}),
    ...(e.cause !== undefined && depth < 3 ? { cause: serializeError(e.cause, depth + 1) } : {}),
  };
}

/**
 * The pino options of the app: requests are logged without secret query values, and any header or body
 * field that carries a credential is censored should a log line ever include it.
 */
export function loggerOptions(logger: boolean | object | undefined): false | Record<string, unknown> {
  if (!logger) return false;
  const base = (logger === true ? {} : logger) as Record<string, unknown>;
  return {
    ...base,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-xsrf-token"]',
        'req.headers["x-sandbox-signature"]',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
        '*.Password',
        '*.ConfirmPassword',
        '*.Token',
        '*.Code',
        '*.passwordHash',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      req: (req: { method: string; url: string; host?: string; ip?: string; hostname?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host ?? req.hostname,
        remoteAddress: req.ip,
      }),
      err: (error: unknown) => serializeError(error),
      ...((base.serializers as object | undefined) ?? {}),
    },
  };
}

export const mediaDir = fileURLToPath(new URL('./media', import.meta.url));

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const config = withEphemeralSecrets(options.config);
  const app = Fastify({
    logger: loggerOptions(options.logger) as boolean,
    bodyLimit: config.bodyLimit,
    requestTimeout: config.requestTimeout,
    connectionTimeout: config.requestTimeout + 5_000,
    keepAliveTimeout: 10_000,
    routerOptions: { maxParamLength: 200 },
    return503OnClosing: true,
    // Behind a reverse proxy, rate limits and logs need the client's address (TRUST_PROXY).
    trustProxy: config.trustProxy as boolean, // (number | string accepted at runtime as well)
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
  await app.register(cors, {
    // Exact match against the configured partner origins; anything else gets no CORS headers at all.
    origin: (origin, cb) => cb(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-XSRF-TOKEN', 'X-Requested-With'],
    exposedHeaders: ['Content-Disposition', 'Retry-After', 'Idempotent-Replayed'],
    maxAge: 600,
  });

  await app.register(cookie, { secret: config.jwtSecret, parseOptions: {} });

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => tooManyRequests(),
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'B2B 采购商城 API',
        description: '参考服务端接口（见 docs/api.md）。错误统一为 { "Error": "<中文信息>" }。',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  // Swagger UI loads its own scripts from /api/docs/static; the app's CSP (inline styles allowed) fits it.
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(authPlugin);

  // PostgreSQL text cannot hold U+0000: refuse it in any input up front (else the query fails with a 500).
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.query) || hasNul(request.params) || hasNul(request.body)) {
      throw badRequest('请求内容包含无效字符');
    }
  });

  // API answers are personal or change often: not cached unless a route says otherwise.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });

  await app.register(routes);

  // Seed images (and any other media) at /media/.
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '1h',
  });

  // The built storefront at /, when present.
  const indexFile = path.join(config.staticDir, 'index.html');
  const hasStorefront = existsSync(indexFile);
  if (hasStorefront) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      prefix: '/',
      decorateReply: false,
      wildcard: true,
      index: ['index.html'],
      setHeaders: (res, filePath) => {
        // Only content-hashed build output (under chunks/ or assets/) is immutable. Stable entry names that
        // partners reference (elements/b2b-cart-badge.js, loader.js) and the HTML are revalidated each time.
        if (/[\\/](chunks|assets)[\\/][^\\/]+-[A-Za-z0-9_-]{8}\.(js|css|woff2?|png|jpe?g|svg|webp)$/.test(filePath)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/')) {
      return reply.code(404).type('application/json; charset=utf-8').send({ Error: '接口不存在' });
    }
    // SPA fallback: any other GET that is not a file (no extension) is a storefront route.
    if (hasStorefront && (request.method === 'GET' || request.method === 'HEAD') && !path.extname(url)) {
      return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(readFileSync(indexFile));
    }
    return reply.code(404).type('application/json; charset=utf-8').send({ Error: '资源不存在' });
  });

  return app;
}
