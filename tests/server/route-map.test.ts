/**
 * The route map (src/contract/routes.ts) is the API: every /api route the server registers is a key of the map
 * and every key is registered, so a route added beside the map (its types unknown to the client) or an entry
 * left without its route (a client call that would 404) fails here. The routes that are not the JSON API are
 * listed below with why.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { route } from '../../server/routes/route.js';
import { errors } from '../../src/contract/common.js';
import { ROUTES } from '../../src/contract/routes.js';
import { createTestApp, describeOnce, type TestContext } from './helpers/app.js';

/** Registered routes that are not API calls of the map. */
const NOT_IN_MAP = [
  /^OPTIONS \*$/, // CORS pre-flight (@fastify/cors)
  /^GET \/(healthz|readyz|metrics)$/, // operations: liveness, readiness, Prometheus
  /^GET \/api\/docs(\/.*)?$/, // the OpenAPI document and its UI (@fastify/swagger-ui)
  /^GET \/media\/(\*|uploads\/:name)$/, // pictures: static files and the operator's uploads
];

describeOnce('route map', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  });
  afterAll(() => ctx.close());

  const registered = () =>
    (ctx.app as unknown as { routeList: { method: string; url: string }[] }).routeList
      // Fastify adds a HEAD route to every GET route by itself.
      .filter((r) => r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`);

  it('registers exactly the routes of the map, each once', () => {
    const routes = registered();
    const api = routes.filter((r) => !NOT_IN_MAP.some((pattern) => pattern.test(r)));
    expect(new Set(api).size).toBe(api.length);
    expect([...api].sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it('registers nothing but the map and the listed non-API routes', () => {
    const keys = new Set(Object.keys(ROUTES));
    const others = registered().filter((r) => !keys.has(r));
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter((r) => !NOT_IN_MAP.some((pattern) => pattern.test(r)))).toEqual([]);
    // The map holds the whole API (the console's content routes included), not a sample of it.
    expect(keys.size).toBeGreaterThan(150);
  });

  it('serves each route with the schemas of its map entry (validation and answer)', async () => {
    // The map's EmailQuery requires `email`: the server refuses the call without it.
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/Users/email/existance' });
    expect(missing.statusCode).toBe(400);
    const ok = await ctx.app.inject({ method: 'GET', url: '/api/Users/email/existance?email=nobody%40example.cn' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ Exists: false });
  });
});

/**
 * Never registered: `npm run typecheck` proves that a route outside the map, or a handler reading a field its map
 * entry does not have or answering the wrong type, does not compile (each `@ts-expect-error` must be an error).
 */
const typeChecks: FastifyPluginAsyncTypebox = async (app) => {
  // @ts-expect-error a path that is not in the map
  route(app, 'GET /api/Product/:id', { schema: { tags: ['商品目录'], summary: '' } }, async () => null);
  route(
    app,
    'GET /api/Products/:id',
    { schema: { tags: ['商品目录'], summary: '', response: errors(404) } },
    (request) => {
      // @ts-expect-error the params are { id }, not { productId }
      void request.params.productId;
      // @ts-expect-error the query of GET /api/Products/:id is { region? }
      void request.query.keyword;
      return { Nonsense: true } as never;
    },
  );
  // @ts-expect-error the answer of GET /api/Regions is a list of regions, not a text
  route(app, 'GET /api/Regions', { schema: { tags: ['商品目录'], summary: '' } }, async () => 'regions');
};

describeOnce('route map types', () => {
  it('are checked by `npm run typecheck` (the plugin above is compiled, never registered)', () => {
    expect(typeChecks).toBeTypeOf('function');
  });
});
