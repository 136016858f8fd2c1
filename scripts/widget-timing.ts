/**
 * A widget's first render as a partner's visitor gets it, in Chromium: the element alone on a plain page through
 * `loader.js`, cold cache, CPU slowed 4× (DevTools' "4× slowdown", the issue's measure). Per element, the median
 * over several loads of
 *   - the longest main-thread task (RunTask in a DevTools trace) from navigation until the widget has rendered;
 *   - the JavaScript transferred (encoded bytes of every .js response: brotli as the server sends it).
 * Used by scripts/check-size.ts (npm test: budget with a margin, the machine is shared) and bench/run.ts.
 */
import type { Browser } from 'playwright-core';

/** Attributes an element needs to show real content on a plain page (the rest work without any). */
const ATTRIBUTES: Record<string, string> = {
  'b2b-product': 'product-id="1"',
  'b2b-catalog': 'catalogue="online" page-size="8"',
};

export interface WidgetTiming {
  tag: string;
  /** Median longest main-thread task, ms (4× CPU). */
  longTaskMs: number;
  /** Median JavaScript bytes transferred until rendered. */
  jsBytes: number;
  runs: number[];
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

function hostPage(tag: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${tag}</title><link rel="icon" href="data:,">
<script type="module" src="/elements/loader.js"></script></head><body><${tag} store-url="/" ${ATTRIBUTES[tag] ?? ''}></${tag}></body></html>`;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string };
}

/** Longest RunTask (ms) on a renderer main thread of the trace. */
function longestTask(trace: Buffer): number {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const mainThreads = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  let longest = 0;
  for (const e of events) {
    if (e.name === 'RunTask' && e.ph === 'X' && mainThreads.has(`${e.pid}:${e.tid}`)) {
      longest = Math.max(longest, (e.dur ?? 0) / 1000);
    }
  }
  return longest;
}

/** One cold load of `tag` on a plain page; resolves once the widget shows content and nothing in it is busy. */
async function loadOnce(
  browser: Browser,
  baseUrl: string,
  tag: string,
): Promise<{ longTaskMs: number; jsBytes: number }> {
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
    page.on('response', (res) => {
      if (/\.js(\?|$)/.test(res.url()))
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
    await page.waitForFunction(
      (t) => {
        const root = document.querySelector(t)?.shadowRoot;
        if (!root) return false;
        const shown = [...root.children].some((c) => c.localName !== 'style' && c.textContent?.trim());
        return shown && !root.querySelector('[aria-busy="true"]');
      },
      tag,
      { timeout: 30_000, polling: 50 },
    );
    // Let the render that made it visible finish (effects, the next frame).
    await page.waitForTimeout(300);
    const trace = await browser.stopTracing();
    const bytes = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
    return { longTaskMs: longestTask(trace), jsBytes: bytes };
  } finally {
    await context.close();
  }
}

export async function measureWidgets(
  browser: Browser,
  baseUrl: string,
  tags: readonly string[],
  runs = 5,
): Promise<WidgetTiming[]> {
  const out: WidgetTiming[] = [];
  for (const tag of tags) {
    const samples: Array<{ longTaskMs: number; jsBytes: number }> = [];
    for (let i = 0; i < runs; i++) samples.push(await loadOnce(browser, baseUrl, tag));
    out.push({
      tag,
      longTaskMs: median(samples.map((s) => s.longTaskMs)),
      jsBytes: median(samples.map((s) => s.jsBytes)),
      runs: samples.map((s) => Math.round(s.longTaskMs)),
    });
  }
  return out;
}
