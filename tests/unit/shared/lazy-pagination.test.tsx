/**
 * The pager of a list (features/shared/lazy-pagination.tsx), loaded when the visitor comes near it: a block of its
 * height holds its place (busy while the code loads), then the real pager; a pager that cannot load says so and
 * loads again on 重试. A visitor who stays at the top of the list never asks for its code.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The pager's chunk, held back until the test lets it through (or made to fail).
const chunk = vi.hoisted(() => ({ fail: false, gate: Promise.resolve(), release: () => {}, imports: 0 }));

/** The page's IntersectionObserver, moved by the test: `scrollNear()` brings every observed place into range. */
const observed: Array<{ callback: IntersectionObserverCallback; targets: Element[]; margin?: string }> = [];
class FakeObserver {
  entry: (typeof observed)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { callback, targets: [], margin: options?.rootMargin };
    observed.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  disconnect() {
    this.entry.targets = [];
  }
}
function scrollNear() {
  act(() => {
    for (const { callback, targets } of observed)
      if (targets.length)
        callback(
          targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
  });
}

async function freshPager() {
  vi.resetModules();
  vi.doMock('../../../src/ui/pagination', async (importOriginal) => {
    chunk.imports += 1;
    await chunk.gate;
    if (chunk.fail) throw new Error('Failed to fetch dynamically imported module');
    return importOriginal();
  });
  return (await import('../../../src/features/shared/lazy-pagination')).LazyPagination;
}

beforeEach(() => {
  observed.length = 0;
  chunk.imports = 0;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  chunk.fail = false;
  chunk.gate = Promise.resolve();
});

describe('LazyPagination', () => {
  it('holds the pager’s place, asks for it when the visitor comes near, then pages', async () => {
    chunk.gate = new Promise<void>((r) => {
      chunk.release = r;
    });
    const LazyPagination = await freshPager();
    const onChange = vi.fn();
    const { container } = render(
      <LazyPagination page={1} pageSize={10} total={35} label="商品分页" onChange={onChange} />,
    );
    const placeholder = container.firstElementChild as HTMLElement;
    expect(placeholder.style.height).not.toBe('');
    expect(placeholder.getAttribute('aria-busy')).toBeNull();
    await new Promise((r) => setTimeout(r, 30));
    expect(chunk.imports).toBe(0);
    expect(observed[0]?.margin).toContain('200px');

    scrollNear();
    expect(placeholder.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('navigation')).toBeNull();
    chunk.release();
    await userEvent.click(await screen.findByRole('button', { name: '第 3 页' }));
    expect(onChange).toHaveBeenCalledWith(3, 10);
    expect(container.querySelector('[aria-busy]')).toBeNull();
    expect(chunk.imports).toBe(1);
  });

  it('a focus in the widget asks for it before it is near (keyboard and screen-reader visitors)', async () => {
    const LazyPagination = await freshPager();
    render(
      <div>
        <button type="button">商品</button>
        <LazyPagination page={1} pageSize={10} total={35} label="商品分页" onChange={() => {}} />
      </div>,
    );
    expect(chunk.imports).toBe(0);
    await userEvent.tab();
    expect(await screen.findByRole('navigation', { name: '商品分页' })).toBeTruthy();
    expect(chunk.imports).toBe(1);
  });

  it('says when the pager cannot be loaded and loads it again on 重试', async () => {
    chunk.fail = true;
    const LazyPagination = await freshPager();
    render(<LazyPagination page={2} pageSize={10} total={35} label="商品分页" onChange={() => {}} />);
    scrollNear();
    expect((await screen.findByRole('alert')).textContent).toContain('分页未能加载');

    chunk.fail = false; // the network is back
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect((await screen.findByRole('navigation', { name: '商品分页' })).textContent).toContain('共 35 条');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
