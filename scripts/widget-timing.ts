/**
 * A widget's first render as a partner's visitor gets it, in Chromium: the element alone on a plain page through
 * `loader.js`, cold cache, CPU slowed 4× (DevTools' "4× slowdown", the issue's measure). Per element, the median
 * over several loads of
 *   - the longest main-thread task (RunTask in a DevTools trace) of the page, from its document's commit until the
 *     widget has rendered (see longestTask: the navigation and the harness's own scripts are not counted);
 *   - the JavaScript transferred until the network is idle after the widget has rendered (encoded bytes and headers
 *     of every .js response: brotli as the server sends it), so what loads after the first render counts too.
 * Used by scripts/check-size.ts (npm test: budget with a margin, the machine is shared) and bench/run.ts.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { FONT_FAMILY } from '../src/ui/tokens';

/**
 * The floor row's name: the same plain page without loader.js, showing a heading and a paragraph of Chinese text in
 * the widgets' font. No widget can take less than the browser's first text layout and paint of such a page (on a
 * slow machine that task alone can exceed the goal), so each widget is read against it.
 */
export const FLOOR = 'floor';

/** Attributes an element needs to show real content on a plain page (the rest work without any). */
const ATTRIBUTES: Record<string, string> = {
  'b2b-product': 'product-id="1"',
  'b2b-catalog': 'catalogue="online" page-size="8"',
};

export interface WidgetTiming {
  tag: string;
  /** Median longest main-thread task, ms (4× CPU). */
  longTaskMs: number;
  /**
   * Median of the longest task's main-thread CPU time, ms (unthrottled: the 4× slowdown makes the thread wait, it
   * does not add CPU time). Compares builds on a loaded machine, where wall-clock durations drift with the load.
   */
  longTaskCpuMs: number;
  /** Median JavaScript bytes transferred until the network is idle after the widget rendered. */
  jsBytes: number;
  /** The same files gzipped at level 9 one by one and summed (the measure, as check-size counts). */
  jsGzipBytes: number;
  runs: number[];
}

/** The median (of an even count, the mean of the middle two). */
export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

export function hostPage(tag: string): string {
  if (tag === FLOOR)
    return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>floor</title><link rel="icon" href="data:,">
</head><body style="margin:0;font:14px/1.5 ${FONT_FAMILY.replaceAll('"', "'")}"><h2>企业采购 · 办公用品</h2>
<p>含税价格，支持增值税专用发票。Office supplies for business buyers: ¥128.00 / 箱，满 2 箱起订。</p></body></html>`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${tag}</title><link rel="icon" href="data:,">
<script type="module" src="/elements/loader.js"></script></head><body><${tag} store-url="/" ${ATTRIBUTES[tag] ?? ''}></${tag}></body></html>`;
}

/** In the page: the widget `tag` shows content and nothing in it is busy (no loading skeleton). */
export function widgetShown(tag: string): boolean {
  const root = document.querySelector(tag)?.shadowRoot;
  if (!root) return false;
  const shown = [...root.children].some((c) => c.localName !== 'style' && c.textContent?.trim());
  return shown && !root.querySelector('[aria-busy="true"]');
}

/** A DevTools trace event (the fields these scripts read). */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of the event, µs. */
  tdur?: number;
  args?: { name?: string; data?: Record<string, unknown> & { url?: string }; beginData?: { url?: string } };
}

/** A V8 CPU profile (DevTools `Profiler.stop`), for scripts/widget-profile.ts and scripts/widget-longest.ts. */
export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/**
 * Longest RunTask (ms) on the renderer main thread that is the page's own: from the first task after the host
 * page's document started parsing, and not a task of the measuring harness. Left out, because no widget can change
 * them and they are not the widget's work:
 *   - the navigation itself (tearing down about:blank, creating the document: long on a loaded machine, and the
 *     same for an empty page);
 *   - scripts evaluated by the harness through DevTools (an `EvaluateScript` without a URL: Playwright's injected
 *     script was often the "longest task" measured before);
 *   - tasks of other renderer processes: the trace records every renderer's main thread, and Chromium's own pages
 *     (WebUI scripts such as lit.rollup.js) ran long tasks there while a badge loaded. Only the thread that
 *     parsed the host page counts.
 */
export function longestTask(trace: Buffer | string, pageUrl: string): { wallMs: number; cpuMs: number } {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const mainThreads = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = events.filter((e) => e.ph === 'X' && mainThreads.has(`${e.pid}:${e.tid}`));
  const parse = onMain.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url === pageUrl);
  if (!parse) throw new Error(`widget-timing: no ParseHTML of ${pageUrl} in the trace`);
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.pid === parse.pid && e.tid === parse.tid);
  const navigation = tasks.find((t) => t.ts <= parse.ts && parse.ts <= t.ts + (t.dur ?? 0));
  const from = navigation ? navigation.ts + (navigation.dur ?? 0) : parse.ts;
  const harness = onMain.filter(
    (e) => e.name === 'EvaluateScript' && !e.args?.data?.url && e.pid === parse.pid && e.tid === parse.tid,
  );
  let wallMs = 0;
  let cpuMs = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    if (task.ts < from) continue;
    if (harness.some((h) => h.ts >= task.ts && h.ts <= end)) continue;
    wallMs = Math.max(wallMs, (task.dur ?? 0) / 1000);
    cpuMs = Math.max(cpuMs, (task.tdur ?? 0) / 1000);
  }
  return { wallMs, cpuMs };
}

/** One cold load of `tag` on a plain page; resolves once the widget shows content and nothing in it is busy. */
async function loadOnce(
  browser: Browser,
  baseUrl: string,
  tag: string,
): Promise<{ longTaskMs: number; longTaskCpuMs: number; jsBytes: number; jsGzipBytes: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    const url = `${baseUrl}/__widget-timing/${tag}.html`;
    await page.route(url, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: hostPage(tag) }),
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const scripts: Array<Promise<number>> = [];
    const scriptUrls: string[] = [];
    page.on('response', (res) => {
      if (!/\.js(\?|$)/.test(res.url())) return;
      scriptUrls.push(res.url());
      scripts.push(
        res
          .request()
          .sizes()
          .then((s) => s.responseBodySize + s.responseHeadersSize)
          .catch(() => 0),
      );
    });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.goto(url, { waitUntil: 'load' });
    // Polled with a plain DevTools evaluation: page.waitForFunction would first inject Playwright's script into the
    // page (a long task of its own, in the middle of the widget's first render).
    const shown = `(${widgetShown.toString()})(${JSON.stringify(tag)})`;
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (tag === FLOOR) break;
      const r = (await cdp.send('Runtime.evaluate', { expression: shown, returnByValue: true })) as {
        result: { value?: unknown };
      };
      if (r.result.value === true) break;
      if (Date.now() > deadline) throw new Error(`<${tag}> 30 秒内未显示内容`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Let the render that made it visible finish (effects, the next frame).
    await page.waitForTimeout(300);
    const trace = await browser.stopTracing();
    // What comes after the first render (a later chunk) is JavaScript the partner's visitor downloads too.
    await page.waitForLoadState('networkidle');
    const bytes = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
    const gzipped = await Promise.all(
      scriptUrls.map(async (u) => gzipSync(Buffer.from(await (await fetch(u)).arrayBuffer()), { level: 9 }).length),
    );
    const longest = longestTask(trace, url);
    return {
      longTaskMs: longest.wallMs,
      longTaskCpuMs: longest.cpuMs,
      jsBytes: bytes,
      jsGzipBytes: gzipped.reduce((a, b) => a + b, 0),
    };
  } finally {
    await context.close();
  }
}

/**
 * Per tag, the medians of `runs` cold loads. With `floor`, the first row is FLOOR: the plain page with text and no
 * script, loaded once before each tag's runs.
 */
export async function measureWidgets(
  browser: Browser,
  baseUrl: string,
  tags: readonly string[],
  runs = 5,
  opts: { floor?: boolean } = {},
): Promise<WidgetTiming[]> {
  type Sample = { longTaskMs: number; longTaskCpuMs: number; jsBytes: number; jsGzipBytes: number };
  const summary = (tag: string, samples: Sample[]): WidgetTiming => ({
    tag,
    longTaskMs: median(samples.map((s) => s.longTaskMs)),
    longTaskCpuMs: median(samples.map((s) => s.longTaskCpuMs)),
    jsBytes: median(samples.map((s) => s.jsBytes)),
    jsGzipBytes: median(samples.map((s) => s.jsGzipBytes)),
    runs: samples.map((s) => Math.round(s.longTaskMs)),
  });
  const out: WidgetTiming[] = [];
  // The floor page loads once before each widget's runs, so it drifts with the machine as they do.
  const floor: Sample[] = [];
  for (const tag of tags) {
    if (opts.floor) floor.push(await loadOnce(browser, baseUrl, FLOOR));
    const samples: Sample[] = [];
    for (let i = 0; i < runs; i++) samples.push(await loadOnce(browser, baseUrl, tag));
    out.push(summary(tag, samples));
  }
  if (opts.floor) out.unshift(summary(FLOOR, floor));
  return out;
}
