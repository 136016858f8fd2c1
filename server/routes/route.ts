/**
 * Registers one API route from its entry in the route map (src/contract/routes.ts): the method and url come
 * from the key, the params/querystring/body/headers and success answer schemas from the entry; the route adds
 * what is the server's own — tags, summary, security, the documented errors (`response: errors(400, 404)`),
 * guards' hooks, rate limits, body limits — exactly as a `app.get(url, options, handler)` would take them. The
 * handler keeps the TypeBox type provider's inference (request.params, .query, .body, reply.code(…).send(…)).
 *
 *   route(app, 'GET /api/Products/:id', { schema: { tags, summary: '商品详情', response: errors(400, 404) } },
 *     (request) => getProduct(app.db, request.params.id));
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { TSchema } from 'typebox';
import { ROUTES, type RouteKey, type RouteSchemas } from '../../src/contract/routes.js';

type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** The error answers a route documents (`errors(…)`), or none. */
type Errors = Partial<Record<number, TSchema>>;
type Entry<K extends RouteKey> = (typeof ROUTES)[K];
/** The full schema of the route: the map entry's, with its success answers and the route's errors. */
type SchemaOf<K extends RouteKey, E extends Errors> = Omit<Entry<K>, 'response'> & {
  response: (Entry<K> extends { response: infer R } ? R : unknown) & E;
};

/** The OpenAPI words and error answers of a route: everything of `schema` that is not in the map. */
export interface RouteDoc<E extends Errors> {
  tags: string[];
  summary: string;
  description?: string;
  security?: Record<string, string[]>[];
  produces?: string[];
  consumes?: string[];
  hide?: boolean;
  response?: E;
}

type Options<K extends RouteKey, E extends Errors, C> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    C,
    SchemaOf<K, E>,
    TypeBoxTypeProvider,
    FastifyBaseLogger
  >,
  'schema'
> & { schema: RouteDoc<E> };

type Handler<K extends RouteKey, E extends Errors, C> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  C,
  SchemaOf<K, E>,
  TypeBoxTypeProvider,
  FastifyBaseLogger
>;

/** Method and url of a route key (`'GET /api/Products/:id'`). */
export function methodAndUrl(key: string): { method: string; url: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space), url: key.slice(space + 1) };
}

/** Registers the route `key` of the map on `app` (see the file header). */
export function route<K extends RouteKey, E extends Errors = Record<never, never>, C = ContextConfigDefault>(
  app: App,
  key: K,
  options: Options<K, E, C>,
  handler: Handler<K, E, C>,
): void {
  const { method, url } = methodAndUrl(key);
  const entry: RouteSchemas = ROUTES[key];
  const { response: errorAnswers, ...doc } = options.schema;
  const { response: answers, ...inputs } = entry;
  const response = answers || errorAnswers ? { ...answers, ...errorAnswers } : undefined;
  const schema = { ...doc, ...inputs, ...(response ? { response } : {}) } as FastifySchema;
  app.route({ ...(options as object), method, url, schema, handler: handler as RouteHandlerMethod });
}
