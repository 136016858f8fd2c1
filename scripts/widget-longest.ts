/**
 * Diagnostic: what runs in a widget's longest main-thread tasks, by ORIGINAL source (package or file, line,
 * function), on the same page and throttling as scripts/widget-timing.ts (plain page, loader.js, cold cache, 4× CPU).
 * Needs a build with source maps, served from a copy:
 *
 *   B2B_SOURCEMAP=1 npm run build:client && cp -r dist/demo /tmp/dist-map
 *   DIR=/tmp/dist-map RUNS=3 npx tsx scripts/widget-longest.ts b2b-login b2b-catalog
 *   npm run build:client    (the build without maps again)
 *
 * For each load it prints the TASKS (default 2) longest tasks with the sampled self and inclusive time per function.
 * A task whose time is all "(program)" is the browser's own work (style, layout, paint). Found this way:
 * styled-components (generating, compiling and inserting CSS) is a large share of a widget's render tasks. Each
 * task also lists the trace events inside it (Layout, Paint, UpdateLayoutTree, image decoding…), which tell what a
 * "(program)" task was.
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import { closeBrowser, launchBrowser, startStorefront } from '../tests/browser/helpers.js';
import { type CpuProfile, hostPage, type ProfileNode, type TraceEvent, widgetShown } from './widget-timing.js';

const dir = process.env.DIR ?? '/tmp/dist-map';
const RUNS = Number(process.env.RUNS ?? 3);
const TOP = Number(process.env.TOP ?? 30);
/** How many of each load's longest tasks to print. */
const TASKS = Number(process.env.TASKS ?? 2);
/** With WITH=<regex>: instead, every task running a function whose label matches (wall and CPU ms), e.g. WITH=Lazy. */
const WITH = process.env.WITH ? new RegExp(process.env.WITH) : null;
const maps = new Map<string, SourceMapConsumer | null>();

function mapOf(url: string): SourceMapConsumer | null {
  const file = url.replace(/^https?:\/\/[^/]+\//, '').split('?')[0]!;
  if (!maps.has(file)) {
    const p = `${dir}/${file}.map`;
    maps.set(file, existsSync(p) ? new SourceMapConsumer(JSON.parse(readFileSync(p, 'utf8'))) : null);
  }
  return maps.get(file) ?? null;
}

/** A package name for node_modules, else the file relative to the repository. */
const origin = (source: string) =>
  source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? source.replace(/^.*?\/(src|elements|scripts)\//, '$1/');

function label(node: ProfileNode): string {
  const f = node.callFrame;
  if (!f.url) return f.functionName || '(native)';
  const pos = mapOf(f.url)?.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber });
  if (!pos?.source) return `${f.functionName} ${f.url.replace(/^.*\//, '')}`;
  // A package that ships minified code with its own source map (styled-components): one step further, to its source.
  const inner =
    pos.line != null ? packageMapOf(pos.source)?.originalPositionFor({ line: pos.line, column: pos.column }) : null;
  if (inner?.source)
    return `${origin(pos.source)}/${inner.source.replace(/^(\.\.\/)+/, '')}:${inner.line} ${inner.name ?? pos.name ?? f.functionName}`;
  return `${origin(pos.source)}:${pos.line} ${pos.name ?? f.functionName}`;
}

/** The source map a package's file ships beside it (`<file>.map`), for files under node_modules. */
function packageMapOf(source: string): SourceMapConsumer | null {
  const m = source.match(/node_modules\/.*$/);
  if (!m) return null;
  const file = m[0];
  if (!maps.has(file)) {
    const p = `${file}.map`;
    maps.set(file, existsSync(p) ? new SourceMapConsumer(JSON.parse(readFileSync(p, 'utf8'))) : null);
  }
  return maps.get(file) ?? null;
}

const fmt = (m: Map<string, number>, k: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, k)
    .map(([name, ms]) => `  ${ms.toFixed(1).padStart(6)} ms  ${name}`)
    .join('\n');

const tags = process.argv.slice(2);
const store = await startStorefront({ staticDir: dir });
try {
  const browser = await launchBrowser('visitor');
  for (const tag of tags) {
    for (let run = 1; run <= RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
      const page = await context.newPage();
      const url = `${store.url}/__widget-timing/${tag}.html`;
      await page.route(url, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: hostPage(tag) }),
      );
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
      await cdp.send('Profiler.start');
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForFunction(widgetShown, tag, { timeout: 30_000, polling: 100 });
      await page.waitForTimeout(300);
      const trace = await browser.stopTracing();
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
      await context.close();

      const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
      const main = new Set(
        events
          .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
          .map((e) => `${e.pid}:${e.tid}`),
      );
      const onMain = events.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`));
      const parse = onMain.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url === url);
      if (!parse) throw new Error(`no ParseHTML of ${url} in the trace`);
      // The harness's own evaluations (polling) are not the widget's.
      const harness = onMain.filter((e) => e.name === 'EvaluateScript' && !e.args?.data?.url);
      const end = (e: TraceEvent) => e.ts + (e.dur ?? 0);
      const longest = onMain
        .filter((e) => e.name === 'RunTask' && e.ts > parse.ts && !harness.some((h) => h.ts >= e.ts && h.ts <= end(e)))
        .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
        .slice(0, TASKS);

      const byId = new Map(profile.nodes.map((n) => [n.id, n]));
      const parent = new Map<number, number>();
      for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
      if (WITH) {
        const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts > parse.ts).sort((a, b) => a.ts - b.ts);
        const found = new Set<TraceEvent>();
        let t = profile.startTime;
        for (let i = 0; i < profile.samples.length; i++) {
          t += profile.timeDeltas[i]!;
          const task = tasks.find((e) => e.ts <= t && t <= end(e));
          if (!task || found.has(task)) continue;
          for (let id: number | undefined = profile.samples[i]; id !== undefined; id = parent.get(id))
            if (WITH.test(label(byId.get(id)!))) found.add(task);
        }
        for (const task of found)
          console.log(
            `<${tag}> run ${run}: task ${((task.dur ?? 0) / 1000).toFixed(0)} ms (CPU ${((task.tdur ?? 0) / 1000).toFixed(0)}) at +${((task.ts - parse.ts) / 1000).toFixed(0)} ms`,
          );
        continue;
      }
      for (const task of longest) {
        const self = new Map<string, number>();
        const inclusive = new Map<string, number>();
        // Profile and trace timestamps share one clock (µs).
        let t = profile.startTime;
        for (let i = 0; i < profile.samples.length; i++) {
          t += profile.timeDeltas[i]!;
          if (t < task.ts || t > end(task)) continue;
          const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
          const leaf = byId.get(profile.samples[i]!)!;
          const own = label(leaf);
          self.set(own, (self.get(own) ?? 0) + ms);
          const seen = new Set<string>();
          for (let id: number | undefined = leaf.id; id !== undefined; id = parent.get(id)) {
            const k = label(byId.get(id)!);
            if (seen.has(k)) continue;
            seen.add(k);
            inclusive.set(k, (inclusive.get(k) ?? 0) + ms);
          }
        }
        console.log(
          `\n<${tag}> run ${run}: task ${((task.dur ?? 0) / 1000).toFixed(0)} ms at +${((task.ts - parse.ts) / 1000).toFixed(0)} ms`,
        );
        // The browser's own work inside the task ("(program)" in the profile): its trace events, inclusive.
        const work = new Map<string, number>();
        for (const e of onMain) {
          if (e.pid !== task.pid || e.tid !== task.tid || e === task || e.ts < task.ts || end(e) > end(task)) continue;
          work.set(e.name, (work.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
        }
        console.log(
          ` self:\n${fmt(self, 14)}\n inclusive:\n${fmt(inclusive, TOP)}\n trace events (inclusive):\n${fmt(work, 12)}`,
        );
      }
    }
  }
} finally {
  await closeBrowser();
  await store.close();
}
process.exit(0);
