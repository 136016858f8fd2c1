/**
 * `npm run build`
 *   dist/elements/  ES modules from ONE Vite build with shared chunks: index.js (all elements), b2b-*.js (one per
 *                   element), loader.js (defines elements on first use), chunks/, custom-elements.json, types/;
 *                   also the npm package @b2b-storefront/elements (package.json, README, CHANGELOG, LICENSE,
 *                   integrity.json: scripts/elements-package.ts), so `npm pack ./dist/elements` publishes it
 *   dist/demo/      the demo pages plus a copy of dist/elements under dist/demo/elements/, so the pages load
 *                   exactly the files partners get (what is measured is what is served)
 *   dist/build-stats.json  chunk graph for scripts/check-size.ts
 *   Every text file of dist/demo (js, json, html, css, svg, d.ts) also as `<file>.br` and `<file>.gz` next to it: the
 *   server sends those by content negotiation (@fastify/static preCompressed), compressed once at the best level.
 *   dist/elements (the npm package) has none: a bundler or CDN compresses what it serves itself.
 *
 * Several people and test runs share one checkout: the build takes a lock (concurrent builds wait), builds into
 * a staging folder and swaps the finished folders into dist/ by rename, so a running server never serves a
 * half-written dist/.
 */

import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { buildStampFile, repoRoot } from './build-state.js';
import { writeElementsPackage } from './elements-package.js';
import { generateElementDocs } from './gen-element-types.js';
import { precompress } from './precompress.js';
import type { ChunkStat } from './vite/build-stats.js';
import { chunksDependenciesFirst } from './vite/loader-chunks.js';

const dist = path.join(repoRoot, 'dist');
const demoSrc = path.join(repoRoot, 'demo');
const lockDir = path.join(tmpdir(), `b2b-build-${createHash('sha1').update(repoRoot).digest('hex').slice(0, 10)}.lock`);

async function withBuildLock<T>(fn: () => Promise<T>): Promise<T> {
  for (let waited = 0; ; waited += 1) {
    try {
      mkdirSync(lockDir);
      break;
    } catch {
      // A lock older than 10 minutes belongs to a build that died.
      try {
        if (Date.now() - statSync(lockDir).mtimeMs > 10 * 60_000) rmSync(lockDir, { recursive: true, force: true });
      } catch {
        /* released meanwhile */
      }
      if (waited === 0) console.log('等待另一个构建完成 (another build is running)…');
      await new Promise((r) => setTimeout(r, 1_000));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

/**
 * Replaces `target` by `fresh` with two renames. Hashed chunks of the previous build younger than 10 minutes
 * are carried over, so a page that loaded the old entry a moment ago can still fetch its chunks (several
 * engineers and test runs build on one checkout while servers are running).
 */
function swapInto(fresh: string, target: string): void {
  const old = `${target}.old-${process.pid}`;
  if (existsSync(target)) renameSync(target, old);
  renameSync(fresh, target);
  const oldChunks = path.join(old, 'chunks');
  const newChunks = path.join(target, 'chunks');
  if (existsSync(oldChunks) && existsSync(newChunks)) {
    for (const f of readdirSync(oldChunks)) {
      const from = path.join(oldChunks, f);
      if (!existsSync(path.join(newChunks, f)) && Date.now() - statSync(from).mtimeMs < 10 * 60_000) {
        renameSync(from, path.join(newChunks, f));
      }
    }
  }
  rmSync(old, { recursive: true, force: true });
}

const PRELOAD_MARKER = /\s*<!-- b2b:modulepreload[^>]*-->/;
/** The page's start script (demo/storefront-start.js): it adds the preloads named on it once the first frame is up. */
const START_SCRIPT = '<script src="/storefront-start.js"';
/** The first request of the home screen (src/features/home/Banners.tsx, `GET /api/Banners` of type 1): its LCP is a banner. */
export const HOME_BANNERS_URL = '/api/Banners?type=1';
/** The page served for `/` and `/home` (server/app.ts): index.html plus what the home screen starts with. */
export const HOME_PAGE = 'home.html';

/**
 * The storefront page names every chunk its element module imports (`data-preload` on the start script in
 * demo/index.html, in place of the marker comment), so the browser fetches the whole graph at once instead of
 * discovering it entry → chunk → vendor. The start script adds them as `<link rel="modulepreload">` together with
 * the entry module once the page's first frame is painted (demo/storefront-start.js): the first frame, which
 * the server fills with the page's content (server/first-frame.ts), never waits for them. The list is in dependency
 * order (each chunk after the chunks it imports): the start script runs the chunks one per task in that order.
 *
 * `home.html` (served for `/` and `/home`) also names the home screen's chunk graph and its banners request
 * (`data-fetch`), so that the home screen no longer waits on JS → home chunk → API: the API call and the home
 * chunk start with the entry module.
 */
function writeStorefrontPreloads(indexHtml: string, statsFile: string): void {
  if (!existsSync(indexHtml)) return;
  const html = readFileSync(indexHtml, 'utf8');
  if (!PRELOAD_MARKER.test(html)) return;
  if (!html.includes(START_SCRIPT)) throw new Error(`demo/index.html: no ${START_SCRIPT}> (demo/storefront-start.js)`);
  const { chunks } = JSON.parse(readFileSync(statsFile, 'utf8')) as { chunks: ChunkStat[] };
  const importsOf = (f: string) => chunks.find((c) => c.fileName === f)?.imports ?? [];
  const shell = chunksDependenciesFirst('b2b-storefront.js', importsOf).filter((f) => f !== 'b2b-storefront.js');
  const url = (f: string) => `/elements/${f}`;
  const page = (attributes: string) =>
    html.replace(PRELOAD_MARKER, '').replace(START_SCRIPT, `${START_SCRIPT} ${attributes}`);
  writeFileSync(indexHtml, page(`data-preload="${shell.map(url).join(' ')}"`));

  const home = chunks.find((c) => c.isDynamicEntry && c.modules.includes('src/features/home/HomeScreen.tsx'));
  if (!home) throw new Error('build-stats.json: no chunk of src/features/home (the home screen)');
  const homeGraph = chunksDependenciesFirst(home.fileName, importsOf).filter((f) => !shell.includes(f));
  writeFileSync(
    path.join(path.dirname(indexHtml), HOME_PAGE),
    page(`data-fetch="${HOME_BANNERS_URL}" data-preload="${[...shell, ...homeGraph].map(url).join(' ')}"`),
  );
}

export async function buildAll(): Promise<void> {
  await withBuildLock(async () => {
    const started = Date.now();
    const staging = path.join(dist, `.staging-${process.pid}`);
    rmSync(staging, { recursive: true, force: true });
    const elementsOut = path.join(staging, 'elements');
    const demoOut = path.join(staging, 'demo');
    try {
      // 1. Elements: one build, shared chunks (vite.config.ts). Always a production build, also when started
      //    from a test runner (vitest sets NODE_ENV=test, which would make JSX compile to jsxDEV).
      process.env.NODE_ENV = 'production';
      process.env.B2B_ELEMENTS_BUILD = '1';
      await build({
        configFile: path.join(repoRoot, 'vite.config.ts'),
        mode: 'production',
        logLevel: 'warn',
        build: { outDir: elementsOut, emptyOutDir: true },
      });

      // 2. custom-elements.json + types/ from the element metadata; the package files and integrity hashes.
      const docs = await generateElementDocs(elementsOut);
      const pkg = writeElementsPackage(elementsOut);

      // 3. Demo pages + the same element files partners get, with precompressed copies (content negotiation).
      mkdirSync(demoOut, { recursive: true });
      for (const entry of readdirSync(demoSrc)) {
        if (/\.(ts|tsx)$/.test(entry)) continue;
        cpSync(path.join(demoSrc, entry), path.join(demoOut, entry), { recursive: true });
      }
      writeStorefrontPreloads(path.join(demoOut, 'index.html'), path.join(staging, 'build-stats.json'));
      // Only the served copy is precompressed: dist/elements is the npm package, which has no use for them.
      cpSync(elementsOut, path.join(demoOut, 'elements'), { recursive: true });
      precompress(demoOut);

      // 4. Swap into dist/.
      rmSync(buildStampFile, { force: true });
      swapInto(elementsOut, path.join(dist, 'elements'));
      swapInto(demoOut, path.join(dist, 'demo'));
      renameSync(path.join(staging, 'build-stats.json'), path.join(dist, 'build-stats.json'));
      writeFileSync(buildStampFile, `${new Date().toISOString()}\n`);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `构建完成 build done in ${seconds} s: dist/elements (${docs.tags.length} elements: ${docs.tags.join(', ')}), dist/demo`,
      );
      // For <script type="module" src="…/elements/<version>/loader.js" integrity="…" crossorigin>.
      console.log(
        `元素版本 elements ${pkg.version}: /elements/${pkg.version}/… (immutable), integrity (dist/elements/integrity.json):`,
      );
      for (const [file, hash] of Object.entries(pkg.integrity)) console.log(`  ${file.padEnd(22)} ${hash}`);
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildAll().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('构建失败 build failed:', error);
      process.exit(1);
    },
  );
}
