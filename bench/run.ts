/**
 * `npm run bench`: bounded, loopback-only measurements.
 *   1. bundle sizes (scripts/check-size.ts; builds first when dist/ is stale)
 *   2. in Chromium, cold cache, median of RUNS loads: first contentful paint (Performance API) and the moment the
 *      widget has rendered (performance.now() when its shadow root shows its content) for
 *      - the storefront home (/home, <b2b-storefront>)
 *      - a standalone widget on the partner page (/partner.html, <b2b-cart-badge> through loader.js)
 *   3. bench/api.ts (API throughput, SA's) when it exists
 * BENCH_RUNS changes the number of loads (default 5).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { buildState, repoRoot } from '../scripts/build-state.js';
import { formatReport, measureSizes } from '../scripts/check-size.js';
import { closeBrowser, launchBrowser, startStorefront } from '../tests/browser/helpers.js';

const RUNS = Math.max(1, Math.min(20, Number(process.env.BENCH_RUNS ?? 5)));

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
};

/** ms since navigation start when `ready()` first holds in the page, checked every animation frame. */
async function timeUntil(page: Page, ready: () => boolean): Promise<number> {
  const handle = await page.waitForFunction(ready, undefined, { polling: 'raf', timeout: 60_000 });
  await handle.dispose();
  return page.evaluate(() => performance.now());
}

async function measure(baseUrl: string, pathname: string, ready: () => boolean) {
  const browser = await launchBrowser();
  const fcp: number[] = [];
  const rendered: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(baseUrl + pathname, { waitUntil: 'commit' });
    rendered.push(await timeUntil(page, ready));
    await page.waitForLoadState('load');
    const paint = await page.evaluate(
      () => performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint')?.startTime ?? NaN,
    );
    fcp.push(paint);
    await context.close();
  }
  return { fcp: median(fcp), rendered: median(rendered) };
}

async function main(): Promise<void> {
  console.log('== 1. 体积 bundle sizes (gzip -9)');
  if (buildState().stale) {
    const r = spawnSync('npm', ['run', '--silent', 'build'], { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (r.status !== 0) throw new Error('npm run build failed');
  }
  console.log(formatReport(measureSizes()));

  console.log(`\n== 2. 首次渲染 time to first paint (Chromium, cold cache, median of ${RUNS})`);
  const store = await startStorefront();
  try {
    const home = await measure(store.url, '/home', () => {
      const root = document.querySelector('b2b-storefront')?.shadowRoot;
      return !!root?.querySelector('[part=header]') && !!root.querySelector('main h1, main [part], main section');
    });
    const widget = await measure(store.url, '/partner.html', () => !!document.querySelector('b2b-cart-badge')?.shadowRoot?.querySelector('[part=cart]'));
    console.log(`店铺首页 /home            FCP ${home.fcp.toFixed(0)} ms   <b2b-storefront> rendered ${home.rendered.toFixed(0)} ms`);
    console.log(`合作伙伴页 /partner.html  FCP ${widget.fcp.toFixed(0)} ms   <b2b-cart-badge> rendered ${widget.rendered.toFixed(0)} ms`);
  } finally {
    await closeBrowser();
    await store.close();
  }

  const api = path.join(repoRoot, 'bench', 'api.ts');
  if (existsSync(api)) {
    console.log('\n== 3. API (bench/api.ts)');
    const r = spawnSync(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), [api], { cwd: repoRoot, stdio: 'inherit' });
    if (r.status !== 0) throw new Error('bench/api.ts failed');
  } else {
    console.log('\n== 3. API: bench/api.ts 不存在，跳过 (skipped)');
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('bench failed:', error);
    process.exit(1);
  },
);
