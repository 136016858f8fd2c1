/**
 * The widget timing's "longest task" (scripts/widget-timing.ts), on hand-made DevTools traces: it counts the host
 * page's own main-thread tasks after the navigation, and nothing the page did not run; and the pages it loads.
 */
import { describe, expect, it } from 'vitest';
import { FLOOR, hostPage, longestTask, type TraceEvent } from '../../../scripts/widget-timing';
import { FONT_FAMILY } from '../../../src/ui/tokens';

const PAGE = 'http://127.0.0.1:4000/__widget-timing/b2b-cart-badge.html';
const PAGE_PID = 10;
const OTHER_PID = 20;
const ms = 1000;

const threadName = (pid: number): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid: 1,
  ts: 0,
  args: { name: 'CrRendererMain' },
});
const task = (pid: number, at: number, dur: number, cpu = dur): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid: 1,
  ts: at * ms,
  dur: dur * ms,
  tdur: cpu * ms,
});

function trace(extra: TraceEvent[]): string {
  const events: TraceEvent[] = [
    threadName(PAGE_PID),
    threadName(OTHER_PID),
    // The navigation: the task that parses the host page (creating the document is not the widget's work).
    task(PAGE_PID, 0, 180),
    { name: 'ParseHTML', ph: 'X', pid: PAGE_PID, tid: 1, ts: 10 * ms, dur: 5 * ms, args: { beginData: { url: PAGE } } },
    task(PAGE_PID, 300, 42, 20),
    task(PAGE_PID, 400, 37, 30),
    ...extra,
  ];
  return JSON.stringify({ traceEvents: events });
}

describe('longestTask', () => {
  it("is the longest of the page's own tasks after the navigation, wall and CPU time", () => {
    expect(longestTask(trace([]), PAGE)).toEqual({ wallMs: 42, cpuMs: 30 });
  });

  it("leaves out another renderer's tasks (Chromium's own pages run on their main threads too)", () => {
    expect(longestTask(trace([task(OTHER_PID, 350, 150)]), PAGE)).toEqual({ wallMs: 42, cpuMs: 30 });
  });

  it("leaves out a task in which the harness evaluated its own script, but not the page's scripts", () => {
    const harness: TraceEvent = { name: 'EvaluateScript', ph: 'X', pid: PAGE_PID, tid: 1, ts: 501 * ms, dur: 90 * ms };
    const own: TraceEvent = {
      name: 'EvaluateScript',
      ph: 'X',
      pid: PAGE_PID,
      tid: 1,
      ts: 601 * ms,
      dur: 60 * ms,
      args: { data: { url: 'http://127.0.0.1:4000/elements/loader.js' } },
    };
    const events = [task(PAGE_PID, 500, 95), harness, task(PAGE_PID, 600, 64, 50), own];
    expect(longestTask(trace(events), PAGE)).toEqual({ wallMs: 64, cpuMs: 50 });
  });

  it('refuses a trace without the host page', () => {
    expect(() => longestTask(trace([]), 'http://127.0.0.1:4000/other.html')).toThrow(/no ParseHTML/);
  });
});

describe('hostPage', () => {
  it('loads the widget through loader.js; the floor page shows text in the widgets’ font and runs no script', () => {
    const widget = hostPage('b2b-cart-badge');
    expect(widget).toContain('<script type="module" src="/elements/loader.js"></script>');
    expect(widget).toContain('<b2b-cart-badge store-url="/"');
    const floor = hostPage(FLOOR);
    expect(floor).not.toMatch(/<script|<b2b-/);
    expect(floor).toContain('企业采购');
    expect(floor).toContain(FONT_FAMILY.replaceAll('"', "'"));
  });
});
