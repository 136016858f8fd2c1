/**
 * Diagnostic: what runs in a widget's long tasks during its first render (same page and throttling as
 * scripts/widget-timing.ts: plain page, loader.js, cold cache, 4× CPU). Records a DevTools trace and a V8 CPU
 * profile of one load and prints, for every main-thread task over the threshold, its duration, the trace events
 * inside it (module evaluation, function calls, style recalculation, layout…) and the profile's self time by
 * function and by script.
 *
 *   npx tsx scripts/widget-profile.ts b2b-cart-badge [b2b-catalog …]   (PROFILE_MIN_MS=30 by default)
 *
 * The sampling profiler slows the page by a third or more; PROFILE_CPU=0 leaves it off (trace events only), for
 * task durations as scripts/widget-timing.ts sees them.
 */
import type { Browser } from 'playwright-core';
import { closeBrowser, launchBrowser, startStorefront } from '../tests/browser/helpers.js';
import { hostPage, type CpuProfile as Profile, type TraceEvent, widgetShown } from './widget-timing.js';

const MIN_MS = Number(process.env.PROFILE_MIN_MS ?? 30);
const CPU_PROFILE = process.env.PROFILE_CPU !== '0';

const short = (url: string) => url.replace(/^.*\/elements\//, '').replace(/^https?:\/\/[^/]+/, '') || '(native)';

async function profileOnce(browser: Browser, baseUrl: string, tag: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    const url = `${baseUrl}/__widget-timing/${tag}.html`;
    await page.route(url, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: hostPage(tag) }),
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (CPU_PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'blink'],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(widgetShown, tag, { timeout: 30_000, polling: 50 });
    await page.waitForTimeout(300);
    const trace = await browser.stopTracing();
    const profile: Profile = CPU_PROFILE
      ? ((await cdp.send('Profiler.stop')) as { profile: Profile }).profile
      : { nodes: [], startTime: 0, endTime: 0, samples: [], timeDeltas: [] };
    const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const main = new Set(
      events
        .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
        .map((e) => `${e.pid}:${e.tid}`),
    );
    const onMain = events.filter((e) => main.has(`${e.pid}:${e.tid}`) && e.ph === 'X');
    const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) / 1000 >= MIN_MS);
    // Sample times.
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const times: number[] = [];
    let t = profile.startTime;
    for (const d of profile.timeDeltas) {
      t += d;
      times.push(t);
    }
    console.log(`\n=== <${tag}>: ${tasks.length} task(s) ≥ ${MIN_MS} ms`);
    for (const task of tasks) {
      const start = task.ts;
      const end = task.ts + (task.dur ?? 0);
      console.log(
        `\n-- task ${(task.dur! / 1000).toFixed(1)} ms (CPU ${((task.tdur ?? 0) / 1000).toFixed(1)} ms) at +${((start - tasks[0]!.ts) / 1000).toFixed(0)} ms`,
      );
      const inner = onMain.filter((e) => e !== task && e.ts >= start && e.ts + (e.dur ?? 0) <= end);
      const top = inner
        .filter((e) => (e.dur ?? 0) > 2000)
        .map((e) => {
          const d = e.args?.data ?? {};
          const what = (d.url as string) ?? (d.functionName as string) ?? (d.type as string) ?? '';
          return `${((e.dur ?? 0) / 1000).toFixed(1).padStart(7)} ms  +${((e.ts - start) / 1000).toFixed(0).padStart(4)}  ${e.name} ${short(String(what))}`;
        });
      console.log(top.slice(0, 60).join('\n'));
      if (!CPU_PROFILE) continue;
      const selfByFn = new Map<string, number>();
      const selfByUrl = new Map<string, number>();
      const total = new Map<string, number>();
      for (let i = 0; i < profile.samples.length; i++) {
        const ts = times[i]!;
        if (ts < start || ts > end) continue;
        const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
        const n = byId.get(profile.samples[i]!)!;
        const key = `${n.callFrame.functionName || '(anon)'} ${short(n.callFrame.url)}:${n.callFrame.lineNumber + 1}:${n.callFrame.columnNumber + 1}`;
        selfByFn.set(key, (selfByFn.get(key) ?? 0) + dt);
        const u = n.callFrame.url ? short(n.callFrame.url) : n.callFrame.functionName;
        const seen = new Set<string>();
        for (let id: number | undefined = n.id; id !== undefined; id = parent.get(id)) {
          const f = byId.get(id)!.callFrame;
          if (!f.url) continue;
          const k = `${f.functionName || '(anon)'} ${short(f.url)}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
          if (seen.has(k)) continue;
          seen.add(k);
          total.set(k, (total.get(k) ?? 0) + dt);
        }
        selfByUrl.set(u, (selfByUrl.get(u) ?? 0) + dt);
      }
      const fmt = (m: Map<string, number>, k: number) =>
        [...m]
          .sort((a, b) => b[1] - a[1])
          .slice(0, k)
          .map(([name, ms]) => `${ms.toFixed(1).padStart(7)} ms  ${name}`)
          .join('\n');
      console.log(`self time by script:\n${fmt(selfByUrl, 15)}`);
      console.log(`self time by function:\n${fmt(selfByFn, 25)}`);
      console.log(`total (inclusive) time by function:\n${fmt(total, Number(process.env.PROFILE_TOP ?? 40))}`);
    }
  } finally {
    await context.close();
  }
}

const tags = process.argv.slice(2);
const store = await startStorefront(process.env.DIR ? { staticDir: process.env.DIR } : {});
try {
  const browser = await launchBrowser('visitor');
  for (const tag of tags) await profileOnce(browser, store.url, tag);
} finally {
  await closeBrowser();
  await store.close();
}
process.exit(0);
