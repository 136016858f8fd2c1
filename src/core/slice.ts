/**
 * Render slices: a first render that would be one long task continues in later tasks at its slice boundaries
 * (features/shared/slice.tsx). `sliceSpent()` says whether the current task has rendered long enough;
 * `inNextSlice(reveal)` runs the waiting parts in later tasks, as many per task as fit in a slice, each after the
 * browser has drawn the parts before it (no main-thread task over 50 ms at 4× CPU: neither the render nor the style
 * and layout of what it added). Not in the core chunk (scripts/vite/chunk-groups.ts): only the widgets that render slices load it.
 */
import { yieldToMain } from './yield';

/**
 * Wall time (ms, as the page measures it: at 4× CPU, 4× the unthrottled time) a task may spend rendering before the
 * next slice boundary (features/shared/slice.tsx) leaves the rest to a later task. Under the 50 ms a task may take,
 * with room for the work around the render and for the last part, which is never cut.
 */
export const SLICE_MS = 15;

let sliceStart: number | undefined;

/**
 * True when the current task has rendered for SLICE_MS: the caller should show a placeholder now and its content in
 * a later task (`inNextSlice`). The clock starts at `startSliceClock()` or at the first question in a task, and is
 * forgotten after it (a timer), or restarts when `inNextSlice` starts a task for its waiting parts.
 */
export function sliceSpent(): boolean {
  const start = sliceStart ?? startSlice();
  return performance.now() - start > SLICE_MS;
}

/**
 * Starts the current task's slice clock now unless it runs already: called where a render that reaches slice
 * boundaries begins (features/shared/slice.tsx `useSliceClock`), so what renders before the first boundary counts.
 */
export function startSliceClock(): void {
  if (sliceStart === undefined) startSlice();
}

/** Starts the current task's slice now; a timer forgets it once the task is over. */
function startSlice(): number {
  const start = performance.now();
  sliceStart = start;
  setTimeout(() => {
    if (sliceStart === start) sliceStart = undefined;
  }, 0);
  return start;
}

const waiting: Array<() => void> = [];
let draining = false;

/**
 * Runs `reveal` in a later task, after the parts asked for before it (first asked, first shown: a grid fills in
 * reading order). Each task starts a new slice and reveals parts until it is spent; a reveal is a state update,
 * whose render (Preact renders a microtask later) is awaited before the clock is read again. Returns a function
 * that takes `reveal` off the queue (a part removed before its turn).
 */
export function inNextSlice(reveal: () => void): () => void {
  waiting.push(reveal);
  if (!draining) {
    draining = true;
    void drain();
  }
  return () => {
    const index = waiting.indexOf(reveal);
    if (index >= 0) waiting.splice(index, 1);
  };
}

/**
 * Style, layout and paint (wall ms, at 4× CPU as the page measures it) the parts revealed in one task may add to the
 * next frame. The frame is a task of its own: with the render's cost alone as the limit, a slice of the catalogue
 * revealed several cards that were cheap to render (their CSS compiled by the first), and the next frame, laying them
 * all out, became the widget's longest task.
 */
export const FRAME_LAYOUT_MS = 20;

/**
 * Resolves in a task after the browser has drawn a frame (style, layout and paint of what the last slice added,
 * in a task of their own), with how long that took: from the frame's animation callbacks, which run before its
 * style and layout, to the next task. Undefined where no frame came within FRAME_WAIT_MS (a hidden tab draws none).
 * Without the wait the slices' renders ran back to back and the browser laid all of them out in one long task.
 */
function afterNextFrame(): Promise<number | undefined> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (cost: number | undefined) => {
      if (done) return;
      done = true;
      resolve(cost);
    };
    if (typeof requestAnimationFrame === 'function')
      requestAnimationFrame(() => {
        const frameStart = performance.now();
        void yieldToMain().then(() => finish(performance.now() - frameStart));
      });
    setTimeout(() => finish(undefined), FRAME_WAIT_MS);
  });
}

/** The longest wait for a frame between slices (a hidden tab draws none; a visible one draws every ~16 ms). */
const FRAME_WAIT_MS = 100;

/**
 * Reveals the waiting parts, a batch per task after each frame. A batch ends when the task has rendered for its
 * slice, or when the next part would bring the frame's estimated layout over FRAME_LAYOUT_MS: the frame cost per part
 * is measured on each frame, from the batch before it (the first frame, after the render that placed the
 * placeholders, counts as one part: a first batch of one on a slow device, of all parts on a fast one).
 */
async function drain(): Promise<void> {
  let revealed = 1;
  let perPart = 0;
  try {
    while (waiting.length > 0) {
      const frameCost = await afterNextFrame();
      if (frameCost !== undefined) perPart = frameCost / revealed;
      startSlice();
      revealed = 0;
      do {
        waiting.shift()?.();
        revealed++;
        // The renders the reveal scheduled run as microtasks queued before this continuation.
        await Promise.resolve();
      } while (waiting.length > 0 && !sliceSpent() && (revealed + 1) * perPart <= FRAME_LAYOUT_MS);
    }
  } finally {
    draining = false;
  }
}
