/**
 * Is dist/ older than its sources? Used by the browser tests' global setup (and available to `npm start`)
 * to rebuild only when needed. The stamp is written by scripts/build.ts after a complete build.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const buildStampFile = path.join(repoRoot, 'dist', '.build-stamp');

/** What the client build is made from (tests and stories excluded). */
const INPUTS = [
  'src',
  'elements',
  'demo',
  'scripts/element-loader.ts',
  'scripts/build.ts',
  'scripts/gen-element-types.ts',
  'vite.config.ts',
  'scripts/vite',
  'package-lock.json',
];
const IGNORED = /\.(test|stories|spec)\.tsx?$/;

function newestMtime(p: string): { time: number; file: string } {
  if (!existsSync(p)) return { time: 0, file: p };
  const st = statSync(p);
  if (!st.isDirectory()) return { time: IGNORED.test(p) ? 0 : st.mtimeMs, file: p };
  let best = { time: 0, file: p };
  for (const entry of readdirSync(p)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    const r = newestMtime(path.join(p, entry));
    if (r.time > best.time) best = r;
  }
  return best;
}

/** `{ stale: false }` when dist/ holds a complete build newer than every input. */
export function buildState(): { stale: boolean; reason: string } {
  if (!existsSync(buildStampFile)) return { stale: true, reason: 'dist/ 尚未构建 (no build yet)' };
  if (!existsSync(path.join(repoRoot, 'dist', 'demo', 'index.html'))) return { stale: true, reason: 'dist/demo 缺失' };
  const built = statSync(buildStampFile).mtimeMs;
  for (const input of INPUTS) {
    const newest = newestMtime(path.join(repoRoot, input));
    if (newest.time > built)
      return {
        stale: true,
        reason: `${path.relative(repoRoot, newest.file)} 比构建结果新 (changed since the last build)`,
      };
  }
  return { stale: false, reason: 'dist/ 是最新的' };
}

/** What `npm run build:server` (tsconfig.server.json) compiles into build/: the server and the contract it imports. */
const SERVER_INPUTS = ['server', 'src/contract', 'tsconfig.server.json', 'tsconfig.json'];

/** `{ stale: false }` when build/ holds a server build newer than every server input. */
export function serverBuildState(): { stale: boolean; reason: string } {
  const built = newestMtime(path.join(repoRoot, 'build', 'server')).time;
  if (built === 0) return { stale: true, reason: 'build/ 尚未构建 (no server build yet)' };
  for (const input of SERVER_INPUTS) {
    const newest = newestMtime(path.join(repoRoot, input));
    if (newest.time > built)
      return {
        stale: true,
        reason: `${path.relative(repoRoot, newest.file)} 比构建结果新 (changed since the last build)`,
      };
  }
  return { stale: false, reason: 'build/ 是最新的' };
}
