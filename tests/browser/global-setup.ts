/**
 * Browser tests run against the built storefront: build once when dist/ is missing or older than its sources.
 * A lock (mkdir is atomic) keeps two test runs on one checkout from building at the same time.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { buildState, repoRoot } from '../../scripts/build-state.js';

const lockDir = path.join(tmpdir(), `b2b-build-${createHash('sha1').update(repoRoot).digest('hex').slice(0, 10)}.lock`);

function tryLock(): boolean {
  try {
    mkdirSync(lockDir);
    return true;
  } catch {
    // A lock older than 15 minutes belongs to a run that died.
    try {
      if (Date.now() - statSync(lockDir).mtimeMs > 15 * 60_000) rmSync(lockDir, { recursive: true, force: true });
    } catch {
      /* gone meanwhile */
    }
    return false;
  }
}

export default async function setup(): Promise<void> {
  for (;;) {
    const state = buildState();
    if (!state.stale) return;
    if (tryLock()) {
      try {
        if (!buildState().stale) return;
        console.log(`[browser] 构建前端 building: ${state.reason}`);
        const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: repoRoot, stdio: 'inherit' });
        if (result.status !== 0) throw new Error('npm run build 失败 (browser tests need the build)');
        return;
      } finally {
        rmSync(lockDir, { recursive: true, force: true });
      }
    }
    await new Promise((r) => setTimeout(r, 2_000));
  }
}
