/**
 * `yieldToMain()`: resolves in a new task, so the work after it does not lengthen the current one. A widget's
 * first render is split this way (elements/define.ts, elements/WidgetFrame.tsx): each step stays a short task and
 * the page can paint and answer input in between (the goal: no main-thread task over 50 ms at 4× CPU).
 * `scheduler.yield()` where the browser has it (its continuation runs before other queued tasks), else a
 * MessageChannel message (not clamped like nested `setTimeout`s), else `setTimeout(0)` (Node, old jsdom).
 */

interface SchedulerWithYield {
  yield(): Promise<void>;
}

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}
