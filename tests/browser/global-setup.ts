/**
 * Browser tests run against the built storefront: build once when dist/ is missing or older than its sources.
 * (scripts/build.ts serialises concurrent builds on one checkout and swaps the result in atomically.)
 * Then the seeded PGlite database every storefront of the run copies (../server/helpers/test-databases.ts).
 */
import { spawnSync } from 'node:child_process';
import { buildState, repoRoot } from '../../scripts/build-state.js';
import { prepareDatabaseOriginals } from '../server/helpers/test-databases.js';

export default async function setup(): Promise<() => Promise<void>> {
  const state = buildState();
  if (state.stale) {
    console.log(`[browser] 构建前端 building: ${state.reason}`);
    const result = spawnSync('npm', ['run', '--silent', 'build'], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error('npm run build 失败 (the browser tests need the build)');
  }
  return prepareDatabaseOriginals(['pglite'], ['seeded']);
}
