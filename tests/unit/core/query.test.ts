import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRANDS_STALE_MS } from '../../../src/core/constants';
import { setNavigator } from '../../../src/core/navigation';
import { $brands, createFetcherStore, invalidateKeys } from '../../../src/core/query';
import { $session, EMPTY_SESSION, logout } from '../../../src/core/session';
import { useApiServer } from './api-server';

const { server, requestsTo } = useApiServer();

let version = 0;
beforeEach(() => {
  version = 0;
  invalidateKeys(() => true);
  server.use(http.get('/api/Brands', () => HttpResponse.json([{ Id: ++version, Name: `品牌${version}` }])));
});
afterEach(() => vi.useRealTimers());

/** Mounts the store like a widget would, waits for data, unmounts. */
async function showBrands() {
  const unbind = $brands.subscribe(() => {});
  await vi.waitFor(() => expect($brands.get().loading).toBe(false));
  const data = $brands.get().data;
  unbind();
  return data;
}

describe('brand cache (cached for 1 minute)', () => {
  it('one request within 60 s, a new one after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect(BRANDS_STALE_MS).toBe(60_000);
    expect(await showBrands()).toEqual([{ Id: 1, Name: '品牌1' }]);
    expect(requestsTo('/api/Brands')).toHaveLength(1);

    vi.advanceTimersByTime(30_000);
    expect(await showBrands()).toEqual([{ Id: 1, Name: '品牌1' }]);
    vi.advanceTimersByTime(29_000); // 59 s after the first load
    expect(await showBrands()).toEqual([{ Id: 1, Name: '品牌1' }]);
    expect(requestsTo('/api/Brands')).toHaveLength(1);

    vi.advanceTimersByTime(1_500); // 60.5 s
    const unbind = $brands.subscribe(() => {});
    await vi.waitFor(() => expect($brands.get().data).toEqual([{ Id: 2, Name: '品牌2' }]));
    unbind();
    expect(requestsTo('/api/Brands')).toHaveLength(2);
  });

  it('several widgets mounting together make one request', async () => {
    const a = $brands.subscribe(() => {});
    const b = $brands.subscribe(() => {});
    await vi.waitFor(() => expect($brands.get().data).toBeDefined());
    expect(requestsTo('/api/Brands')).toHaveLength(1);
    a();
    b();
  });
});

describe('fetcher stores', () => {
  it('GET the key parts joined into a path, with the default 4 s dedupe', async () => {
    server.use(
      http.get('/api/Products/7', ({ request }) =>
        HttpResponse.json({ Id: 7, Region: new URL(request.url).searchParams.get('region') }),
      ),
    );
    const $product = createFetcherStore<{ Id: number; Region: string }>(['/api/Products/', 7, '?region=', 2]);
    const unbind = $product.subscribe(() => {});
    await vi.waitFor(() => expect($product.get().data).toEqual({ Id: 7, Region: '2' }));
    unbind();
  });

  it('an error answer is kept in the store and not retried', async () => {
    server.use(http.get('/api/Products/404', () => HttpResponse.json({ Error: '商品不存在' }, { status: 404 })));
    const $product = createFetcherStore(['/api/Products/', 404]);
    const unbind = $product.subscribe(() => {});
    await vi.waitFor(() => expect($product.get().error).toMatchObject({ status: 404, message: '商品不存在' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(requestsTo('/api/Products/404')).toHaveLength(1);
    unbind();
  });
});

describe('a session that ends', () => {
  it("drops the previous user's cached answers without asking again", async () => {
    setNavigator(() => {});
    $session.set({ token: 'jwt-a', user: null, company: null });
    server.use(
      http.get('/api/Orders', ({ request }) =>
        HttpResponse.json({ Items: [{ OrderNo: request.headers.get('authorization') }], Total: 1 }),
      ),
    );
    const $orders = createFetcherStore<{ Items: { OrderNo: string }[] }>(['/api/Orders?page=', 1]);
    const unbind = $orders.subscribe(() => {});
    await vi.waitFor(() => expect($orders.get().data?.Items[0]?.OrderNo).toBe('Bearer jwt-a'));
    logout();
    expect($orders.get().data).toBeUndefined();
    await new Promise((r) => setTimeout(r, 30));
    expect(requestsTo('/api/Orders')).toHaveLength(1);
    unbind();

    // The next user mounting the same screen gets a fresh answer, not the cached one.
    $session.set({ token: 'jwt-b', user: null, company: null });
    const again = $orders.subscribe(() => {});
    await vi.waitFor(() => expect($orders.get().data?.Items[0]?.OrderNo).toBe('Bearer jwt-b'));
    again();
    $session.set(EMPTY_SESSION);
    setNavigator(null);
  });
});
