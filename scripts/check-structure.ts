/**
 * The structure rules of `npm run lint`, next to Biome:
 *   - no import cycle in src/, server/ or elements/ (dpdm, type-only imports left out, lazy `import()` counted: a
 *     cycle broken only by a lazy import is still a cycle of the code's design);
 *   - no source file in src/, server/ or elements/ over MAX_LINES lines, but data (the seed's tables) and the files
 *     listed in OVERSIZE, the debt still to split: the list may only shrink (a listed file that is back under the
 *     limit fails too, so that it leaves the list).
 * Exits non-zero naming every breach.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './build-state.js';

const MAX_LINES = 400;
const ROOTS = ['src', 'server', 'elements'];
/** Data, not code: tables of the demo catalogue and seed. */
const DATA = [/^server\/db\/seed\//];
/** Files over the limit today, each to be split along its seams (CONTRIBUTING.md, "Layout"). */
const OVERSIZE = new Set(['server/db/schema.ts', 'src/contract/routes.ts']);

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(path.join(repoRoot, dir))) {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(repoRoot, rel)).isDirectory()) out.push(...sourceFiles(rel));
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) out.push(rel);
  }
  return out;
}

const problems: string[] = [];

for (const file of ROOTS.flatMap(sourceFiles)) {
  if (DATA.some((pattern) => pattern.test(file))) continue;
  const lines = readFileSync(path.join(repoRoot, file), 'utf8').split('\n').length - 1;
  if (lines > MAX_LINES && !OVERSIZE.has(file)) problems.push(`${file}: ${lines} lines (at most ${MAX_LINES})`);
  if (lines <= MAX_LINES && OVERSIZE.has(file)) problems.push(`${file}: now ${lines} lines, remove it from OVERSIZE`);
}
for (const file of OVERSIZE) {
  if (!ROOTS.flatMap(sourceFiles).includes(file)) problems.push(`${file}: listed in OVERSIZE but gone`);
}

const dpdm = spawnSync(
  path.join(repoRoot, 'node_modules', '.bin', 'dpdm'),
  [
    '--transform',
    '--no-tree',
    '--no-warning',
    '--no-progress',
    '--circular',
    ...ROOTS.map((r) => `${r}/**/*.{ts,tsx}`),
  ],
  { cwd: repoRoot, encoding: 'utf8' },
);
const cycles = (dpdm.stdout ?? '').split('\n').filter((line) => /^\s*\d+\)\s/.test(line));
if (dpdm.status !== 0 && cycles.length === 0) problems.push(`dpdm failed: ${dpdm.stderr || dpdm.stdout}`);
for (const cycle of cycles) problems.push(`import cycle: ${cycle.trim().replace(/^\d+\)\s*/, '')}`);

if (problems.length) {
  console.error(`Structure rules (scripts/check-structure.ts):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`Structure rules: no import cycle, no source file over ${MAX_LINES} lines outside the listed debt.`);
