/**
 * `call`, `callResponse`, `apiUrl` and `routePath`: the client's calls by route-map key (src/contract/routes.ts).
 * The key gives the method and the path; params fill the path, the query and the JSON body go as `api` sends
 * them. `npm run typecheck` checks the `@ts-expect-error` lines: a path, param, query or body field that is not
 * the map's does not compile.
 */
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { configure } from '../../../src/core/config';
import { apiUrl, call, callResponse, routePath } from '../../../src/core/http';
import { $session, EMPTY_SESSION } from '../../../src/core/session';
import { useApiServer } from './api-server';

const { server, seen } = useApiServer();

beforeEach(() => {
  $session.set(EMPTY_SESSION);
  configure({ apiBase: '', storeUrl: '' });
});

describe('calls by route key', () => {
  it('sends the method of the key to the path with its params filled in, and the query', async () => {
    server.use(http.get('*/api/Products/:id', ({ params }) => HttpResponse.json({ Id: Number(params.id) })));
    const product = await call('GET /api/Products/:id', { params: { id: 7 }, query: { region: 2 } });
    expect(product).toEqual({ Id: 7 });
    expect(seen.map((r) => `${r.method} ${r.url.pathname}${r.url.search}`)).toEqual(['GET /api/Products/7?region=2']);
  });

  it('sends a write with its JSON body and the method of the key', async () => {
    let body: unknown;
    server.use(
      http.put('*/api/Company/users/:id/role', async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const answer = await call('PUT /api/Company/users/:id/role', { params: { id: 12 }, body: { RoleName: '管理员' } });
    expect(answer).toBeUndefined();
    expect(seen.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['PUT /api/Company/users/12/role']);
    expect(body).toEqual({ RoleName: '管理员' });
  });

  it('encodes a text param (a showcase GlobalId) as one path segment', () => {
    expect(routePath('GET /api/YellowPages/products/:globalId', { globalId: 'a/b c' })).toBe(
      '/api/YellowPages/products/a%2Fb%20c',
    );
  });

  it('builds the URL of a read (the cache key): params filled, empty query values left out', () => {
    expect(apiUrl('GET /api/Products', { query: { brandId: 3, keyword: undefined, page: 2 } })).toBe(
      '/api/Products?brandId=3&page=2',
    );
    expect(apiUrl('GET /api/Brands/:id', { params: { id: 5 } })).toBe('/api/Brands/5');
    expect(apiUrl('GET /api/Regions')).toBe('/api/Regions');
  });

  it('gives the headers with the answer (callResponse)', async () => {
    server.use(
      http.get('*/api/Orders/export', () =>
        HttpResponse.text('a,b', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment' } }),
      ),
    );
    const { data, headers } = await callResponse('GET /api/Orders/export', { query: {} });
    expect(data).toBe('a,b');
    expect(headers.get('content-disposition')).toBe('attachment');
  });
});

/** Compiled by `npm run typecheck`, never run. */
function typeChecks() {
  // @ts-expect-error a path that is not in the map
  void call('GET /api/Product/:id', { params: { id: 1 } });
  // @ts-expect-error the method is part of the key: there is no DELETE /api/Products/:id
  void call('DELETE /api/Products/:id', { params: { id: 1 } });
  // @ts-expect-error the param is `id`
  void call('GET /api/Products/:id', { params: { productId: 1 } });
  // @ts-expect-error the params are required
  void call('GET /api/Products/:id');
  // @ts-expect-error no `regionId` in the query of GET /api/Products/:id
  void call('GET /api/Products/:id', { params: { id: 1 }, query: { regionId: 2 } });
  // @ts-expect-error the body of a role change is { RoleName: '管理员' | '采购员' }
  void call('PUT /api/Company/users/:id/role', { params: { id: 1 }, body: { RoleName: '老板' } });
  void call('GET /api/Products/:id', { params: { id: 1 } }).then((product) => {
    // @ts-expect-error the answer is a ProductDetail: it has Name, not Title
    void product.Title;
    return product.Name;
  });
}

describe('route map types', () => {
  it('are checked by `npm run typecheck` (typeChecks above is compiled, never called)', () => {
    expect(typeChecks).toBeTypeOf('function');
  });
});
