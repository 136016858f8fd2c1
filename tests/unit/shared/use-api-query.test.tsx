/** The one data hook of the feature screens: answer per URL, first load vs. refresh, error status, retry. */
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { invalidateKeys, revalidateKeys } from '../../../src/core/query';
import { useApiQuery } from '../../../src/features/shared/use-api-query';
import { useApiServer } from '../core/api-server';

const { server, requestsTo } = useApiServer();

let calls = 0;
beforeEach(() => {
  calls = 0;
  invalidateKeys(() => true);
  server.use(
    http.get('/api/Things', ({ request }) => {
      calls += 1;
      const page = new URL(request.url).searchParams.get('page');
      return HttpResponse.json({ page, call: calls });
    }),
  );
});
afterEach(cleanup);

describe('useApiQuery', () => {
  it('first load: pending and loading, then the data', async () => {
    const { result } = renderHook(() => useApiQuery<{ page: string }>('/api/Things?page=1'));
    expect(result.current).toMatchObject({ data: undefined, pending: true, loading: true, status: undefined });
    await waitFor(() => expect(result.current.data).toEqual({ page: '1', call: 1 }));
    expect(result.current).toMatchObject({ pending: false, loading: false, error: undefined, status: undefined });
  });

  it('a new URL never shows the previous URL’s answer, not even for one render', async () => {
    const seen: unknown[] = [];
    const { result, rerender } = renderHook(
      ({ url }) => {
        const q = useApiQuery<{ page: string }>(url);
        seen.push([url, q.data]);
        return q;
      },
      { initialProps: { url: '/api/Things?page=1' } },
    );
    await waitFor(() => expect(result.current.data?.page).toBe('1'));
    rerender({ url: '/api/Things?page=2' });
    await waitFor(() => expect(result.current.data?.page).toBe('2'));
    const wrong = seen.filter((entry) => {
      const [url, data] = entry as [string, { page: string } | undefined];
      return data !== undefined && !url.endsWith(`page=${data.page}`);
    });
    expect(wrong).toEqual([]);
  });

  it('a refresh keeps the shown answer: loading, but not pending', async () => {
    const { result } = renderHook(() => useApiQuery<{ call: number }>('/api/Things?page=3'));
    await waitFor(() => expect(result.current.data?.call).toBe(1));
    let release!: () => void;
    server.use(
      http.get('/api/Things', async () => {
        await new Promise<void>((r) => (release = r));
        return HttpResponse.json({ call: 2 });
      }),
    );
    act(() => void revalidateKeys('/api/Things?page=3'));
    await waitFor(() => expect(result.current.loading).toBe(true));
    expect(result.current).toMatchObject({ pending: false, data: { call: 1 } });
    release();
    await waitFor(() => expect(result.current.data).toEqual({ call: 2 }));
    expect(result.current.loading).toBe(false);
  });

  it('an error carries its HTTP status; retry asks again', async () => {
    server.use(
      http.get('/api/Missing', () => HttpResponse.json({ message: '不存在' }, { status: 404 }), { once: true }),
    );
    const { result } = renderHook(() => useApiQuery<{ ok: boolean }>('/api/Missing'));
    await waitFor(() => expect(result.current.status).toBe(404));
    expect(result.current).toMatchObject({ data: undefined, pending: false, loading: false });
    server.use(http.get('/api/Missing', () => HttpResponse.json({ ok: true })));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.data).toEqual({ ok: true }));
    expect(result.current.status).toBeUndefined();
    expect(requestsTo('/api/Missing')).toHaveLength(2);
  });

  it('null: nothing is asked, nothing is loading', () => {
    const { result } = renderHook(() => useApiQuery(null));
    expect(result.current).toMatchObject({ data: undefined, loading: false, pending: false, status: undefined });
    expect(requestsTo('/api/Things')).toHaveLength(0);
  });

  it('a read that is not a GET (load): the loader answers under its key; an error has status 0 or its HTTP status; retry loads again', async () => {
    let n = 0;
    const load = () => {
      n += 1;
      return n === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ text: `第${n}次` });
    };
    const { result } = renderHook(() => useApiQuery<{ text: string }>('chunk:test/doc', { load }));
    await waitFor(() => expect(result.current.status).toBe(0));
    expect(result.current).toMatchObject({ data: undefined, pending: false });
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.data).toEqual({ text: '第2次' }));
    expect(requestsTo('/api/Things')).toHaveLength(0);
  });

  it('fresh: a second visit reads again and never shows the first visit’s answer', async () => {
    let n = 0;
    const seen: unknown[] = [];
    const load = () => {
      n += 1;
      return Promise.resolve({ price: n });
    };
    const visit = () =>
      renderHook(() => {
        const q = useApiQuery<{ price: number }>('POST /api/Preview?Region=1', { load, fresh: true });
        seen.push(q.data);
        return q;
      });
    const first = visit();
    await waitFor(() => expect(first.result.current.data).toEqual({ price: 1 }));
    first.unmount();
    // Another visit, later (not the same screen drawn anew within one commit).
    await act(async () => {});
    seen.length = 0;
    const second = visit();
    expect(second.result.current.pending).toBe(true);
    await waitFor(() => expect(second.result.current.data).toEqual({ price: 2 }));
    expect(seen).not.toContainEqual({ price: 1 });
  });

  it('without fresh, a second visit shows the cached answer at once', async () => {
    const { result, unmount } = renderHook(() => useApiQuery<{ call: number }>('/api/Things?page=9'));
    await waitFor(() => expect(result.current.data?.call).toBe(1));
    unmount();
    const again = renderHook(() => useApiQuery<{ call: number }>('/api/Things?page=9'));
    expect(again.result.current.data).toEqual({ page: '9', call: 1 });
  });
});
