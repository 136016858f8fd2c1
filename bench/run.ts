/**
 * `npm run bench`: bounded, loopback-only measurements.
 *   1. bundle sizes (scripts/check-size.ts; builds first when dist/ is stale)
 *   2. Lighthouse 12, mobile, on /home, /vnetzone/online and /online/detail/1 (bench/lighthouse.ts), median of
 *      BENCH_LH_RUNS (3): performance, LCP, CLS, FCP, TBT, Speed Index, accessibility, best practices, SEO; each
 *      page also as its floor (the same HTML with scripts blocked), in alternation
 *   3. every widget alone on a plain page through loader.js at 4× CPU (scripts/widget-timing.ts), median of
 *      BENCH_RUNS (5): longest main-thread task and JavaScript downloaded until the network is idle
 *   4. bench/api.ts (API throughput) when it exists
 * Not part of npm test. docs/performance.md shows the current figures.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildState, repoRoot } from '../scripts/build-state.js';
import { formatReport, measureSizes } from '../scripts/check-size.js';
import { closeBrowser, launchBrowser, startStorefront } from '../tests/browser/helpers.js';
import { formatLighthouse, LIGHTHOUSE_PAGES, lighthousePages } from './lighthouse.js';

const RUNS = Math.max(1, Math.min(20, Number(process.env.BENCH_RUNS ?? 5)));
const LH_RUNS = Math.max(1, Math.min(9, Number(process.env.BENCH_LH_RUNS ?? 3)));

async function main(): Promise<void> {
  console.log('== 1. 体积 bundle sizes (gzip -9)');
  if (buildState().stale) {
    const r = spawnSync('npm', ['run', '--silent', 'build'], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (r.status !== 0) throw new Error('npm run build failed');
  }
  console.log(formatReport(measureSizes()));

  console.log(`\n== 2. Lighthouse 12 mobile (simulated slow 4G, 4× CPU), median of ${LH_RUNS} by score`);
  const store = await startStorefront();
  try {
    console.log(formatLighthouse(await lighthousePages(store.url, LIGHTHOUSE_PAGES, LH_RUNS, { floor: true })));

    console.log(`\n== 3. 组件首次渲染 widget first render through loader.js, 4× CPU, median of ${RUNS}`);
    const { FLOOR, measureWidgets } = await import('../scripts/widget-timing.js');
    const tags = measureSizes()
      .rows.filter((r) => r.kind === 'element' && r.name !== '<b2b-storefront>')
      .map((r) => r.name.slice(1, -1));
    const widgets = await measureWidgets(await launchBrowser('visitor'), store.url, tags, RUNS, { floor: true });
    const floor = widgets.find((w) => w.tag === FLOOR)!;
    // CPU: the longest task's main-thread CPU time (unthrottled), steadier than wall time on a loaded machine.
    // The floor: the same plain page with a heading and a paragraph and no script (the browser's first text paint).
    console.log(
      '| element | longest task | over the floor | its CPU time | JS until network idle: br sent, gzip -9 | runs (ms) |',
    );
    console.log('|---|---|---|---|---|---|');
    for (const w of widgets)
      console.log(
        w === floor
          ? `| floor (text, no script) | ${w.longTaskMs.toFixed(0)} ms | — | ${w.longTaskCpuMs.toFixed(0)} ms | — | ${w.runs.join(', ')} |`
          : `| <${w.tag}> | ${w.longTaskMs.toFixed(0)} ms | ${(w.longTaskMs - floor.longTaskMs).toFixed(0)} ms | ${w.longTaskCpuMs.toFixed(0)} ms | ${(w.jsBytes / 1024).toFixed(1)} KiB, ${(w.jsGzipBytes / 1024).toFixed(1)} KiB | ${w.runs.join(', ')} |`,
      );
  } finally {
    await closeBrowser();
    await store.close();
  }

  const api = path.join(repoRoot, 'bench', 'api.ts');
  if (existsSync(api)) {
    console.log('\n== 4. API (bench/api.ts)');
    const r = spawnSync(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), [api], { cwd: repoRoot, stdio: 'inherit' });
    if (r.status !== 0) throw new Error('bench/api.ts failed');
  } else {
    console.log('\n== 4. API: bench/api.ts 不存在，跳过 (skipped)');
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('bench failed:', error);
    process.exit(1);
  },
);
