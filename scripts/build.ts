/**
 * `npm run build`
 *   dist/elements/  ES modules from ONE Vite build with shared chunks: index.js (all elements), b2b-*.js (one per
 *                   element), loader.js (defines elements on first use), chunks/, custom-elements.json, types/
 *   dist/demo/      the demo pages plus a copy of dist/elements under dist/demo/elements/, so the pages load
 *                   exactly the files partners get (what is measured is what is served)
 *   dist/build-stats.json  chunk graph for scripts/check-size.ts
 */
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { buildStampFile, repoRoot } from './build-state.js';
import { generateElementDocs } from './gen-element-types.js';

const dist = path.join(repoRoot, 'dist');
const elementsOut = path.join(dist, 'elements');
const demoSrc = path.join(repoRoot, 'demo');
const demoOut = path.join(dist, 'demo');

export async function buildAll(): Promise<void> {
  const started = Date.now();
  rmSync(buildStampFile, { force: true });

  // 1. Elements: one build, shared chunks (vite.config.ts).
  await build({ configFile: path.join(repoRoot, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });

  // 2. custom-elements.json + types/ from the element metadata (after Vite, which empties its outDir).
  const docs = await generateElementDocs(elementsOut);

  // 3. Demo pages + the same element files partners get.
  rmSync(demoOut, { recursive: true, force: true });
  mkdirSync(demoOut, { recursive: true });
  for (const entry of readdirSync(demoSrc)) {
    if (/\.(ts|tsx)$/.test(entry)) continue;
    cpSync(path.join(demoSrc, entry), path.join(demoOut, entry), { recursive: true });
  }
  cpSync(elementsOut, path.join(demoOut, 'elements'), { recursive: true });

  writeFileSync(buildStampFile, new Date().toISOString() + '\n');
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`构建完成 build done in ${seconds} s: dist/elements (${docs.tags.length} elements: ${docs.tags.join(', ')}), dist/demo`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildAll().catch((error: unknown) => {
    console.error('构建失败 build failed:', error);
    process.exit(1);
  });
}
