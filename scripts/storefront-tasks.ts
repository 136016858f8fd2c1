/**
 * Diagnostic: the storefront's main-thread tasks after its first contentful paint, as Lighthouse would count them,
 * compared across builds in one run. Lighthouse (mobile, simulated 4× CPU) multiplies each real task by 4, so every
 * task over 12.5 ms unthrottled adds to its Total Blocking Time; on a shared 2-core machine its TBT is mostly the wall
 * time tasks wait for a core. This reads DevTools traces of unthrottled loads (412 × 823 px, cold cache) and reports,
 * per page and build, medians of:
 *   - block: Σ max(0, 4·task − 50) over the tasks after first contentful paint (Lighthouse's TBT rule);
 *   - render: the longest task running script (a render slice, an effects flush);
 *   - layout: the longest task of style, layout and paint alone.
 * With CPU=1 a task's length is its CPU (thread) time, so the machine's load drops out: the measure to compare builds
 * with. Builds are copies of dist/demo (`npm run build:client && cp -r dist/demo /tmp/dist-B`), loaded in turn:
 *
 *   CPU=1 DIRS=/tmp/dist-A,/tmp/dist-B RUNS=8 npx tsx scripts/storefront-tasks.ts /home /vnetzone/online
 *
 * VERBOSE=1 also prints each load's tasks over 12.5 ms with the trace events inside them.
 */
import { resolve } from 'node:path';
import { closeBrowser, launchBrowser, startStorefront } from '../tests/browser/helpers.js';
import { median, type TraceEvent } from './widget-timing.js';

const dirs = (process.env.DIRS ?? 'dist/demo').split(',').map((d) => resolve(d));
const RUNS = Number(process.env.RUNS ?? 5);
const CPU = process.env.CPU === '1';
const VERBOSE = process.env.VERBOSE === '1';
const paths = process.argv.slice(2);
if (paths.length === 0) paths.push('/home', '/vnetzone/online', '/online/detail/1');

interface Load {
  block: number;
  render: number;
  layout: number;
  tasks: string[];
}

const end = (e: TraceEvent) => e.ts + (e.dur ?? 0);

function readTrace(trace: Buffer, origin: string): Load | null {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const parse = events.find((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url).startsWith(origin));
  if (!parse) return null;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === parse.pid);
  const from = fcp?.ts ?? parse.ts;
  const main = events.filter((e) => e.ph === 'X' && e.pid === parse.pid && e.tid === parse.tid);
  const load: Load = { block: 0, render: 0, layout: 0, tasks: [] };
  for (const task of main.filter((e) => e.name === 'RunTask' && end(e) > from)) {
    const ms = CPU ? (task.tdur ?? 0) / 1000 : (end(task) - Math.max(task.ts, from)) / 1000;
    if (4 * ms <= 50) continue;
    load.block += 4 * ms - 50;
    const inside = new Set(
      main
        .filter((e) => e !== task && e.ts >= task.ts && end(e) <= end(task) && (e.dur ?? 0) > 2000)
        .map((e) => e.name)
        .filter((name) => /FunctionCall|TimerFire|EvaluateScript|Layout|UpdateLayoutTree|Paint|ParseHTML/.test(name)),
    );
    if (inside.has('FunctionCall') || inside.has('EvaluateScript')) load.render = Math.max(load.render, ms);
    else if (inside.has('Layout') || inside.has('UpdateLayoutTree') || inside.has('Paint'))
      load.layout = Math.max(load.layout, ms);
    load.tasks.push(`${Math.round(ms)}[${[...inside].slice(0, 3).join('/')}]`);
  }
  return load;
}

const stores = await Promise.all(dirs.map((staticDir) => startStorefront({ staticDir })));
try {
  const browser = await launchBrowser('visitor');
  const loads = new Map<string, Load[]>();
  for (let run = 0; run < RUNS; run++) {
    for (const path of paths) {
      for (const [i, store] of stores.entries()) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'zh-CN' });
        const page = await context.newPage();
        await browser.startTracing(page, {
          categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
        });
        await page.goto(store.url + path, { waitUntil: 'load' });
        await page.waitForTimeout(3000);
        const trace = await browser.stopTracing();
        await context.close();
        const load = readTrace(trace, store.url);
        const key = `${path}  ${dirs[i]}`;
        if (load) loads.set(key, [...(loads.get(key) ?? []), load]);
      }
    }
  }
  console.log(
    `${CPU ? 'CPU' : 'wall'} ms, medians of ${RUNS} loads: block (4× rule) | longest render | longest layout`,
  );
  for (const [key, list] of loads) {
    console.log(
      `${key}: block ${Math.round(median(list.map((l) => l.block)))} | render ${Math.round(
        median(list.map((l) => l.render)),
      )} | layout ${Math.round(median(list.map((l) => l.layout)))}   (blocks ${list.map((l) => Math.round(l.block)).join(' ')})`,
    );
    if (VERBOSE) for (const l of list) console.log(`    ${l.tasks.join(' ')}`);
  }
} finally {
  await closeBrowser();
  for (const store of stores) await store.close();
}
process.exit(0);
