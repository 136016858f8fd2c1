/**
 * The pager loaded after a list's first render (features/shared/lazy-pagination.tsx): a busy block of its height
 * until it arrives, then the real pager; a pager that cannot load says so and loads again on 重试.
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The pager's chunk, held back until the test lets it through (or made to fail).
const chunk = vi.hoisted(() => ({ fail: false, gate: Promise.resolve(), release: () => {} }));

async function freshPager() {
  vi.resetModules();
  vi.doMock('../../../src/ui/pagination', async (importOriginal) => {
    await chunk.gate;
    if (chunk.fail) throw new Error('Failed to fetch dynamically imported module');
    return importOriginal();
  });
  return (await import('../../../src/features/shared/lazy-pagination')).LazyPagination;
}

afterEach(() => {
  cleanup();
  chunk.fail = false;
  chunk.gate = Promise.resolve();
});

describe('LazyPagination', () => {
  it('holds the pager’s place while it loads, then pages', async () => {
    chunk.gate = new Promise<void>((r) => {
      chunk.release = r;
    });
    const LazyPagination = await freshPager();
    const onChange = vi.fn();
    const { container } = render(
      <LazyPagination page={1} pageSize={10} total={35} label="商品分页" onChange={onChange} />,
    );
    const placeholder = container.firstElementChild as HTMLElement;
    expect(placeholder.getAttribute('aria-busy')).toBe('true');
    expect(placeholder.style.height).not.toBe('');
    expect(screen.queryByRole('navigation')).toBeNull();

    chunk.release();
    await userEvent.click(await screen.findByRole('button', { name: '第 3 页' }));
    expect(onChange).toHaveBeenCalledWith(3, 10);
    expect(container.querySelector('[aria-busy]')).toBeNull();
  });

  it('says when the pager cannot be loaded and loads it again on 重试', async () => {
    chunk.fail = true;
    const LazyPagination = await freshPager();
    render(<LazyPagination page={2} pageSize={10} total={35} label="商品分页" onChange={() => {}} />);
    expect((await screen.findByRole('alert')).textContent).toContain('分页未能加载');

    chunk.fail = false; // the network is back
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect((await screen.findByRole('navigation', { name: '商品分页' })).textContent).toContain('共 35 条');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
