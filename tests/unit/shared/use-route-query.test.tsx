/**
 * Typed reads by route key: the URL from the route map (path params, query), the answer typed by the map, and the
 * same cache entry as `useApiQuery` of that URL (what prefetches, the first frame's early requests and the writes'
 * cache drops name).
 */
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { catalogueListUrl } from '../../../server/plugins/first-frame';
import type { ProductDetail } from '../../../src/contract/catalogue';
import { apiUrl } from '../../../src/core/http';
import { invalidateKeys, mutateCache, revalidateKeys } from '../../../src/core/query';
import { EMPTY_LIST_STATE, productListQuery } from '../../../src/features/shared/products/stores';
import { useApiQuery } from '../../../src/features/shared/use-api-query';
import { useRouteQuery } from '../../../src/features/shared/use-route-query';
import { emptyFilters, showcaseQuery } from '../../../src/features/showcase/filters';
import { useApiServer } from '../core/api-server';

const { server, requestsTo } = useApiServer();

let calls = 0;
beforeEach(() => {
  calls = 0;
  invalidateKeys(() => true);
  server.use(
    http.get('/api/Products/:id', ({ params, request }) => {
      calls += 1;
      const region = new URL(request.url).searchParams.get('region');
      return HttpResponse.json({ Id: Number(params.id), Name: `商品 ${params.id}`, Region: region, call: calls });
    }),
    http.get('/api/Regions', () => HttpResponse.json([{ Id: 1, Name: '华东' }])),
  );
});
afterEach(cleanup);

describe('useRouteQuery', () => {
  it('asks the route’s path with its params filled in and its query, and gives the answer the map types', async () => {
    const { result } = renderHook(() =>
      useRouteQuery('GET /api/Products/:id', { params: { id: 7 }, query: { region: 2 } }),
    );
    expectTypeOf(result.current.data).toEqualTypeOf<ProductDetail | undefined>();
    await waitFor(() => expect(result.current.data).toMatchObject({ Id: 7, Name: '商品 7', Region: '2' }));
    const [request] = requestsTo('/api/Products/7');
    expect(request?.url.search).toBe('?region=2');
  });

  it('a route that needs nothing may leave the input out', async () => {
    const { result } = renderHook(() => useRouteQuery('GET /api/Regions'));
    await waitFor(() => expect(result.current.data).toEqual([{ Id: 1, Name: '华东' }]));
  });

  it('shares one request and one answer with useApiQuery of the hand-written URL', async () => {
    const { result } = renderHook(() => ({
      typed: useRouteQuery('GET /api/Products/:id', { params: { id: 8 }, query: { region: 1 } }),
      written: useApiQuery<ProductDetail>('/api/Products/8?region=1'),
    }));
    await waitFor(() => expect(result.current.typed.data).toMatchObject({ Id: 8 }));
    expect(result.current.written.data).toBe(result.current.typed.data);
    expect(requestsTo('/api/Products/8')).toHaveLength(1);
  });

  it('a write’s cache drop and cache write of the URL reach the typed read', async () => {
    const { result } = renderHook(() =>
      useRouteQuery('GET /api/Products/:id', { params: { id: 9 }, query: { region: 1 } }),
    );
    await waitFor(() => expect(result.current.data).toMatchObject({ call: 1 }));
    act(() => void revalidateKeys('/api/Products/9?region=1'));
    await waitFor(() => expect(result.current.data).toMatchObject({ call: 2 }));
    act(() => mutateCache('/api/Products/9?region=1', { Id: 9, Name: '改名' }));
    await waitFor(() => expect(result.current.data).toMatchObject({ Name: '改名' }));
  });

  it('null: nothing is asked, nothing is loading', () => {
    const { result } = renderHook(() => useRouteQuery('GET /api/Products/:id', null));
    expect(result.current).toMatchObject({ data: undefined, loading: false, pending: false });
    expect(requestsTo('/api/Products/7')).toHaveLength(0);
  });

  it('switches to the new input’s answer', async () => {
    const { result, rerender } = renderHook(
      ({ id }) => useRouteQuery('GET /api/Products/:id', { params: { id }, query: { region: 1 } }),
      { initialProps: { id: 1 } },
    );
    await waitFor(() => expect(result.current.data?.Id).toBe(1));
    rerender({ id: 2 });
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data?.Id).toBe(2));
  });
});

describe('the keys of the migrated reads', () => {
  it('a catalogue’s first page is the first frame’s early request, so the browser hands it over', () => {
    for (const catalogue of ['online', 'consultation'] as const) {
      expect(apiUrl('GET /api/Products', { query: productListQuery(catalogue, EMPTY_LIST_STATE, 1, 20) })).toBe(
        catalogueListUrl(catalogue),
      );
    }
  });

  it('the home banners and a product’s detail are the URLs the first frame reads', () => {
    expect(apiUrl('GET /api/Banners', { query: { type: 1 } })).toBe('/api/Banners?type=1');
    expect(apiUrl('GET /api/Products/:id', { params: { id: 28 }, query: { region: 1 } })).toBe(
      '/api/Products/28?region=1',
    );
  });

  it('filters left empty are left out of the URL, the rest keep their order', () => {
    expect(
      apiUrl('GET /api/Search', {
        query: productListQuery('online', { keyword: '安全帽', brandId: 5, sort: 'sales', page: 2 }, 3, 12),
      }),
    ).toBe(
      '/api/Search?catalogue=online&brandId=5&keyword=%E5%AE%89%E5%85%A8%E5%B8%BD&sort=sales&page=2&pageSize=12&region=3',
    );
    expect(
      apiUrl('GET /api/YellowPages/products', { query: showcaseQuery({ ...emptyFilters, keyword: '  ' }, 12) }),
    ).toBe('/api/YellowPages/products?page=1&pageSize=12');
  });
});
