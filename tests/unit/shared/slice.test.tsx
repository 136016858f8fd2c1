/**
 * Render slices (features/shared/slice.tsx, core/slice.ts): a long first render stops at a slice boundary once the
 * task has rendered for its slice, shows busy placeholders there, and renders the rest in later tasks, in order.
 * The clock is the page's (performance.now), advanced here by each part as it renders: no real time is measured.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FRAME_LAYOUT_MS, SLICE_MS } from '../../../src/core/slice';
import { Slice, useSliceClock } from '../../../src/features/shared/slice';

let now = 0;
const rendered: number[] = [];

/** A part that takes `cost` ms of the clock to render. */
function Part({ n, cost }: { n: number; cost: number }) {
  now += cost;
  rendered.push(n);
  return <p data-testid="part">第 {n} 件</p>;
}

function Parts({ count, cost }: { count: number; cost: number }) {
  return (
    <div>
      {Array.from({ length: count }, (_, i) => i + 1).map((n) => (
        <Slice key={n} placeholder={<p aria-busy="true" data-testid="waiting" />}>
          <Part n={n} cost={cost} />
        </Slice>
      ))}
    </div>
  );
}

/** A view that renders for most of a slice before its grid of parts (a catalogue's header and filters). */
function HeavyHead() {
  now += SLICE_MS - 1;
  return <Parts count={6} cost={2} />;
}

function ClockedView() {
  useSliceClock();
  return <HeavyHead />;
}

beforeEach(async () => {
  // The slice clock of the test before is forgotten after its task (a timer).
  await new Promise((resolve) => setTimeout(resolve, 0));
  now = 0;
  rendered.length = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/**
 * Frames as the browser draws them: an animation callback, then style and layout that take `perPart` ms of the clock
 * for every part shown since the last frame. Returns how many parts each frame laid out.
 */
function drawFrames(perPart: number): number[] {
  const batches: number[] = [];
  let drawn = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
    setTimeout(() => {
      callback(now);
      const shown = screen.queryAllByTestId('part').length;
      batches.push(shown - drawn);
      now += perPart * (shown - drawn);
      drawn = shown;
    }, 0),
  );
  return batches;
}

describe('render slices', () => {
  it('a render that fits in one slice is shown at once, with no placeholder', () => {
    render(<Parts count={4} cost={1} />);
    expect(screen.getAllByTestId('part')).toHaveLength(4);
    expect(screen.queryByTestId('waiting')).toBeNull();
  });

  it('once the task has rendered for its slice, the rest waits behind busy placeholders and follows in order', async () => {
    const cost = Math.ceil(SLICE_MS / 2) + 1;
    render(<Parts count={6} cost={cost} />);
    // Two parts fit before the clock passes the slice; the other four are placeholders the widget frame waits for.
    expect(rendered).toEqual([1, 2]);
    expect(screen.getAllByTestId('waiting')).toHaveLength(4);
    expect(document.querySelectorAll('[aria-busy="true"]')).toHaveLength(4);
    await waitFor(() => expect(screen.getAllByTestId('part')).toHaveLength(6));
    expect(screen.queryByTestId('waiting')).toBeNull();
    expect(rendered).toEqual([1, 2, 3, 4, 5, 6]);
    expect(screen.getAllByTestId('part').map((p) => p.textContent)).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `第 ${n} 件`),
    );
  });

  it('a part removed before its turn is never rendered', async () => {
    const { rerender } = render(<Parts count={5} cost={SLICE_MS + 1} />);
    expect(rendered).toEqual([1]);
    rerender(<Parts count={2} cost={SLICE_MS + 1} />);
    await waitFor(() => expect(screen.getAllByTestId('part')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([...new Set(rendered)]).toEqual([1, 2]);
    expect(screen.queryByTestId('waiting')).toBeNull();
  });

  it('useSliceClock counts what the view renders before its first boundary', async () => {
    render(<ClockedView />);
    // The head took all but 1 ms of the slice: one part fits, the other five wait.
    expect(rendered).toEqual([1]);
    expect(screen.getAllByTestId('waiting')).toHaveLength(5);
    await waitFor(() => expect(screen.getAllByTestId('part')).toHaveLength(6));
    expect(rendered).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('without it the clock starts at the first boundary, and the same view renders in one task', () => {
    render(<HeavyHead />);
    expect(rendered).toEqual([1, 2, 3, 4, 5, 6]);
    expect(screen.queryByTestId('waiting')).toBeNull();
  });

  it('a batch of parts cheap to render stops where its layout would make the next frame long', async () => {
    // Laying out a part takes more than half the frame's budget: one part per frame, however cheap the render.
    const batches = drawFrames(Math.ceil(FRAME_LAYOUT_MS / 2) + 1);
    render(<ClockedView />);
    expect(rendered).toEqual([1]);
    await waitFor(() => expect(screen.getAllByTestId('part')).toHaveLength(6));
    // Each frame laid out one part (the sixth is laid out after the last batch, with no batch waiting on it).
    expect(batches).toEqual([1, 1, 1, 1, 1]);
    expect(rendered).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('where layout is quick, the waiting parts come in one batch', async () => {
    const batches = drawFrames(1);
    render(<ClockedView />);
    expect(rendered).toEqual([1]);
    await waitFor(() => expect(screen.getAllByTestId('part')).toHaveLength(6));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // One frame (the part of the first render), then the other five in one task: a second batch waits for a frame.
    expect(batches).toEqual([1]);
  });
});
