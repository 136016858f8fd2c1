/**
 * The OpenAPI document at /api/docs/json (@fastify/swagger), so that a client can be generated from it:
 * - `servers` from PUBLIC_URL; an `operationId` per operation (method + path, stable: `getApiProductsById`);
 * - `security` on every operation, read from the guard each route really runs (the encapsulated plugins' one
 *   `onRequest` guard, CONTRIBUTING.md): `bearerAuth` (a buyer's token), `operatorAuth` (the console's), both or none
 *   for `optionalAuth`, `[]` for public operations;
 * - every error answer refers to the one named `ErrorResponse` schema, every other answer and request body to the
 *   named schema of its shape (`ProductDetail`, …: the contract's exported TypeBox schemas, server/openapi-schemas.ts),
 *   and every answer says what it means;
 * - the `Idempotency-Key` header is required where the server refuses a request without it (server/plugins/idempotency.ts);
 * - development-only routes (the demo outbox, the sandbox cashier) are left out when they are switched off, as in
 *   production.
 * `npm test` lints the document with Redocly (scripts/check-openapi.ts).
 */

import { isDeepStrictEqual } from 'node:util';
import type { SwaggerOptions } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { ErrorResponse } from '../src/contract/common.js';
import type { Config } from './config.js';
import { nameSchemas } from './openapi-schemas.js';

/** What each documented answer means (Fastify's swagger writes "Default Response" for every one). */
const ANSWER_TEXT: Record<string, string> = {
  '200': '成功',
  '201': '已创建',
  '204': '成功，无内容',
  '303': '跳转',
  '400': '请求有误（Error 说明原因，Field 指出字段）',
  '401': '未登录或登录已失效',
  '403': '无权访问',
  '404': '不存在',
  '409': '与当前状态冲突',
  '413': '内容过大',
  '415': '不支持的内容类型',
  '422': '无法处理',
  '429': '请求过于频繁',
  '503': '服务暂不可用',
};

/** The one error body, as a named component every error answer refers to. */
const ERROR_SCHEMA = JSON.parse(JSON.stringify(ErrorResponse)) as Record<string, unknown>;

/** `GET /api/Products/{id}` → `getApiProductsById`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const param = /^[:{](\w+)\}?$/.exec(part);
      return param
        ? `By${capitalise(param[1]!)}`
        : part.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string) => (c ?? '').toUpperCase());
    })
    .map(capitalise);
  return `${method.toLowerCase()}${words.join('')}`;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Guard hook (its function name, server/plugins/*auth.ts) → the operation's security requirement. */
const SECURITY_OF_GUARD: Record<string, Array<Record<string, string[]>>> = {
  authenticate: [{ bearerAuth: [] }],
  requireAdmin: [{ bearerAuth: [] }],
  requireOperator: [{ operatorAuth: [] }],
  optionalAuth: [{}, { bearerAuth: [] }],
};

/**
 * Each route's guard, `METHOD /path/{param}` → guard name, from Fastify's own route listing with hooks (the guards are
 * hooks of the encapsulated plugins, not options of the routes, so the route options do not show them).
 */
export function routeGuards(app: FastifyInstance): Map<string, string> {
  const guards = new Map<string, string>();
  let current: { path: string; methods: string[] } | null = null;
  for (const line of app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n')) {
    const routeLine = /(\/\S*) \(([A-Z, ]+)\)\s*$/.exec(line);
    if (routeLine) {
      current = { path: routeLine[1]!.replace(/:(\w+)/g, '{$1}'), methods: routeLine[2]!.split(', ') };
      continue;
    }
    const hook = /• \(onRequest\) \[(.*)\]/.exec(line);
    if (!hook || !current) continue;
    const guard = Object.keys(SECURITY_OF_GUARD).find((name) => hook[1]!.includes(`"${name}()"`));
    if (guard) for (const method of current.methods) guards.set(`${method} ${current.path}`, guard);
  }
  return guards;
}

type Answer = { description?: string; content?: Record<string, { schema?: unknown }> };
type Operation = {
  responses?: Record<string, Answer>;
  operationId?: string;
  security?: unknown;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  parameters?: Array<{ in: string; name: string; required?: boolean; description?: string }>;
};

export function openapiOptions(app: FastifyInstance, config: Config): SwaggerOptions {
  const devOnly = (url: string) =>
    (!config.outboxVisible && url.startsWith('/api/dev/')) ||
    (!config.sandboxPayments && url.startsWith('/api/Payments/sandbox/'));
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'B2B 采购商城 API',
        description: '参考服务端接口（见 docs/api.md）。错误统一为 { "Error": "<中文信息>", "Field"?: "<字段>" }。',
        version: '0.1.0',
        license: { name: 'MIT' },
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: '采购用户的令牌（登录所得）',
          },
          operatorAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: '运营后台的令牌' },
        },
      },
    },
    transform: ({ schema, url, route }) => {
      const method = Array.isArray(route.method) ? route.method[0]! : route.method;
      const doc = { ...(schema as Record<string, unknown>) };
      if (devOnly(url)) doc.hide = true;
      doc.operationId ??= operationIdOf(method, url);
      return { schema: doc as typeof schema, url };
    },
    transformObject: (documentObject) => {
      const document = (
        'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject
      ) as { paths?: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, unknown> } };
      document.components ??= {};
      const bodies: Array<{ schema?: unknown }> = [];
      const guards = routeGuards(app);
      for (const [path, operations] of Object.entries(document.paths ?? {})) {
        for (const [method, operation] of Object.entries(operations)) {
          const guard = guards.get(`${method.toUpperCase()} ${path}`);
          // The guard the route runs wins over a hand-written requirement (the console's routes named bearerAuth).
          operation.security = guard ? SECURITY_OF_GUARD[guard] : (operation.security ?? []);
          for (const [status, answer] of Object.entries(operation.responses ?? {})) {
            if (answer.description === 'Default Response')
              answer.description = ANSWER_TEXT[status] ?? answer.description;
            for (const body of Object.values(answer.content ?? {}))
              if (isDeepStrictEqual(body.schema, ERROR_SCHEMA))
                body.schema = { $ref: '#/components/schemas/ErrorResponse' };
              else bodies.push(body);
          }
          for (const body of Object.values(operation.requestBody?.content ?? {})) bodies.push(body);
          for (const parameter of operation.parameters ?? []) {
            if (parameter.in === 'header' && parameter.name.toLowerCase() === 'idempotency-key') {
              parameter.required = true;
              parameter.description = '每次新的创建请求一个新值；重试时原样重发，服务端只执行一次。';
            }
          }
        }
      }
      document.components.schemas = {
        ...document.components.schemas,
        ...nameSchemas(bodies),
        ErrorResponse: ERROR_SCHEMA,
      };
      return document as never;
    },
  };
}
