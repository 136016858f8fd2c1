/** Screens load on demand: skeleton while loading, 「页面加载失败」 + 重试 on failure or after 120 s. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS } from '../../../src/core/constants';
import type { ScreenLoader } from '../../../src/routes';
import { ScreenOutlet } from '../../../src/shell/ScreenOutlet';
import { loadScreen, ScreenLoadError } from '../../../src/shell/screenLoader';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const Page = ({ params }: { params: Record<string, string> }) => <h1>商品 {params.id}</h1>;

describe('ScreenOutlet', () => {
  it('shows a skeleton while the chunk loads, then the screen with its params', async () => {
    let resolve!: (m: { default: typeof Page }) => void;
    const loader: ScreenLoader = () => new Promise((r) => (resolve = r));
    render(
      <ScreenOutlet
        loader={loader}
        screenProps={{ params: { id: '7' }, query: new URLSearchParams() }}
        pageKey="/p/7"
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('页面加载中');
    await act(async () => resolve({ default: Page }));
    expect(screen.getByRole('heading').textContent).toBe('商品 7');
  });

  it('a failed chunk shows 页面加载失败; 重试 loads it again', async () => {
    let fail = true;
    const loader = vi.fn<ScreenLoader>(() =>
      fail ? Promise.reject(new Error('404')) : Promise.resolve({ default: Page }),
    );
    render(
      <ScreenOutlet
        loader={loader}
        screenProps={{ params: { id: '1' }, query: new URLSearchParams() }}
        pageKey="/p/1"
      />,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('页面加载失败');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect((await screen.findByRole('heading')).textContent).toBe('商品 1');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('a chunk that does not arrive in time shows the retry screen with the time-out text', async () => {
    const loader: ScreenLoader = () => new Promise(() => undefined);
    render(<ScreenOutlet loader={loader} screenProps={{}} pageKey="/slow" timeoutMs={30} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('页面加载失败');
    expect(alert.textContent).toContain('页面加载超时');
  });
});

describe('loadScreen', () => {
  it('times out after 120 s, not before', async () => {
    vi.useFakeTimers();
    const pending = loadScreen(() => new Promise(() => undefined));
    const outcome = pending.then(
      () => 'loaded',
      (e: unknown) => (e instanceof ScreenLoadError ? e.reason : 'other'),
    );
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('timeout');
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('a loaded module is kept: the second load does not call the loader again', async () => {
    const loader = vi.fn<ScreenLoader>(() => Promise.resolve({ default: Page }));
    await loadScreen(loader);
    await loadScreen(loader);
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
