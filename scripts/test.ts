/**
 * `npm test`: every check, stopping at the first failure:
 *   1. npm run lint (Biome; import cycles and file sizes) 6. npm run build
 *   2. tsc --noEmit                           7. production sequence in a throw-away copy (check-production-build)
 *   3. vitest unit                            8. size budgets (scripts/check-size.ts)
 *   4. vitest server (PGlite)                 9. npm run build-storybook
 *                                            10. vitest browser (real Chromium against the built storefront)
 *                                            11. the npm package (scripts/check-package.ts)
 *                                            12. the host apps of examples/ (tests/examples: npm pack, each app's
 *                                                locked install, type check, build, Chromium on another origin)
 *   5. vitest server (PostgreSQL; skipped loudly when unreachable and CI is unset, fails when CI is set; the tests
 *      that do not depend on the database, `describeOnce` in tests/server/helpers/app.ts, ran in step 4 and skip);
 *      with Redis also the Redis-backed cases and the multi-instance suite (two server processes behind a
 *      round-robin proxy, tests/server/multi-instance.test.ts): Redis missing fails them when CI is set
 * Prints each step's duration and, as the very last line, `<N> passed, <M> failed` (vitest's counts summed;
 * a failed non-vitest step counts as one failure so the line never reads "0 failed" on a failing run).
 *
 * Steps 1–5 and 12 (lane A; 12 once 6 has built) and 6–11 (lane B) run side by side, each lane in order; the first
 * failure stops both.
 * Options: `--from <n>` starts at step n; `--only <n>` runs one step (e.g. `npm test -- --only 10`, the browser tests).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from './build-state.js';
import { formatReport, measureSizes } from './check-size.js';

const bin = (name: string) => path.join(repoRoot, 'node_modules', '.bin', name);
const reportDir = mkdtempSync(path.join(tmpdir(), 'b2b-test-'));
const CI = !!process.env.CI;
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The server tests: most files share their worker's modules, those with vi.mock do not (vitest.config.ts). */
const SERVER_PROJECTS = ['server', 'server-isolated'];

let passed = 0;
let failed = 0;

interface StepResult {
  ok: boolean;
  note?: string;
}

/**
 * Where a step's output goes: live to the console when one step runs at a time, into a buffer printed as one block
 * when its step ends while two lanes run side by side (so two steps' lines never interleave).
 */
interface Output {
  write(chunk: Buffer | string): void;
}
const live: Output = { write: (chunk) => process.stdout.write(chunk) };
const stepOutput = new AsyncLocalStorage<Output>();
const output = (): Output => stepOutput.getStore() ?? live;
/** A line of the running step's own (console.log would cut into another lane's block). */
const say = (line: string) => output().write(`${line}\n`);

/** Children still running, so a failure in one lane can stop the other lane's step at once. */
const running = new Set<ReturnType<typeof spawn>>();

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  const out = output();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
      detached: true,
    });
    running.add(child);
    child.stdout?.on('data', (chunk: Buffer) => out.write(chunk));
    child.stderr?.on('data', (chunk: Buffer) => out.write(chunk));
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
    child.on('error', () => {
      running.delete(child);
      resolve(1);
    });
  });
}

/** Set when a failure stops the other lane: the step it interrupts is reported as stopped, not as a failure. */
let stopping = false;

function stopRunning(): void {
  stopping = true;
  for (const child of running) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/** vitest with its JSON report next to the console one; adds its counts to the totals. */
async function vitest(projects: string[], env: NodeJS.ProcessEnv = {}, label = projects[0]!): Promise<StepResult> {
  const file = path.join(reportDir, `${label}.json`);
  const code = await run(
    bin('vitest'),
    [
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    env,
  );
  let note = '';
  if (existsSync(file)) {
    const r = JSON.parse(readFileSync(file, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests?: number;
      testResults?: Array<{ status: string; assertionResults?: Array<{ status: string }> }>;
    };
    // A file that failed to load has no failed test of its own: count it once.
    const brokenFiles = (r.testResults ?? []).filter(
      (t) => t.status === 'failed' && !(t.assertionResults ?? []).some((a) => a.status === 'failed'),
    ).length;
    passed += r.numPassedTests;
    failed += r.numFailedTests + brokenFiles;
    note = `${r.numPassedTests} passed, ${r.numFailedTests + brokenFiles} failed, ${r.numPendingTests ?? 0} skipped`;
  } else if (code !== 0 && !stopping) {
    failed += 1;
    note = 'vitest 未生成报告 (no report)';
  }
  return { ok: code === 0, note };
}

async function command(cmd: string, args: string[]): Promise<StepResult> {
  const code = await run(cmd, args);
  if (code !== 0) failed += 1;
  return { ok: code === 0 };
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Two lanes run side by side (a 2-core machine idles through much of each lane alone): lane A the source checks
 * and the server suites, lane B everything that needs the build. Each lane stops at its first failure, and a
 * failure stops the other lane too.
 */
type Lane = 'A' | 'B';
const steps: Array<{ title: string; lane: Lane; needs?: number; run: () => Promise<StepResult> }> = [
  {
    lane: 'A',
    title: '代码检查 biome check (lint, format, imports) + structure (import cycles, file sizes)',
    run: async () => {
      const biome = await command(bin('biome'), ['check', '--error-on-warnings', '.']);
      if (!biome.ok) return biome;
      return command(bin('tsx'), ['scripts/check-structure.ts']);
    },
  },
  { lane: 'A', title: '类型检查 tsc --noEmit', run: () => command(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']) },
  { lane: 'A', title: '单元测试 vitest unit', run: () => vitest(['unit', 'unit-isolated']) },
  {
    lane: 'A',
    title: '服务端测试 vitest server (PGlite)',
    run: () => vitest(SERVER_PROJECTS, { TEST_DATABASE: 'pglite' }, 'server-pglite'),
  },
  {
    lane: 'A',
    title: '服务端测试 vitest server (PostgreSQL)',
    run: async () => {
      if (!(await postgresReachable())) {
        const line = `PostgreSQL 不可用 (${TEST_DATABASE_URL} unreachable)`;
        if (CI) {
          say(`*** ${line}: CI is set, failing ***`);
          failed += 1;
          return { ok: false, note: line };
        }
        say(`\n*** ${line}: PostgreSQL tests SKIPPED (set TEST_DATABASE_URL or start PostgreSQL; CI fails here) ***\n`);
        return { ok: true, note: 'SKIPPED: PostgreSQL 不可用' };
      }
      return vitest(SERVER_PROJECTS, { TEST_DATABASE: 'postgres' }, 'server-postgres');
    },
  },
  { lane: 'B', title: '构建 npm run build', run: () => command('npm', ['run', '--silent', 'build']) },
  {
    // docs/deploy.md's sequence in a throw-away copy: npm ci, build, prune --omit=dev, production start.
    lane: 'B',
    title: '生产构建 npm ci → build → prune → NODE_ENV=production npm start',
    run: async () => {
      if (!(await postgresReachable())) {
        const line = `PostgreSQL 不可用 (${TEST_DATABASE_URL} unreachable)`;
        if (CI) {
          failed += 1;
          return { ok: false, note: line };
        }
        say(`\n*** ${line}: production build check SKIPPED (CI fails here) ***\n`);
        return { ok: true, note: 'SKIPPED: PostgreSQL 不可用' };
      }
      return command(bin('tsx'), ['scripts/check-production-build.ts']);
    },
  },
  {
    lane: 'B',
    title: '体积预算 size budgets',
    run: async () => {
      try {
        const report = measureSizes();
        say(formatReport(report));
        // Widget first-render timing is not run here: on a shared machine it moves too far between runs of one
        // widget to fail on, and takes minutes. `npm run bench` measures it (section 3).
        const ok = report.ok;
        if (!ok) failed += 1;
        return { ok };
      } catch (error) {
        say((error as Error).message);
        failed += 1;
        return { ok: false };
      }
    },
  },
  {
    lane: 'B',
    title: 'Storybook 构建 npm run build-storybook',
    run: () => {
      if (!existsSync(path.join(repoRoot, '.storybook'))) {
        say('.storybook/ 不存在 (Storybook is not configured)');
        failed += 1;
        return Promise.resolve({ ok: false });
      }
      return command('npm', ['run', '--silent', 'build-storybook']);
    },
  },
  { lane: 'B', title: '浏览器测试 vitest browser (Chromium)', run: () => vitest(['browser']) },
  {
    lane: 'B',
    title: 'npm 包检查 pack, publint, attw, publish --dry-run, Node import, manifest types (scripts/check-package.ts)',
    run: () => command(bin('tsx'), ['scripts/check-package.ts']),
  },
  {
    // Lane A, once the build (step 6) is there: it packs dist/elements.
    lane: 'A',
    needs: 6,
    title:
      '示例应用 examples/: HTML, React 18, React 19, Vue 3, Angular 21 from npm pack, built and driven in Chromium',
    run: () => vitest(['examples']),
  },
];

function parseArgs(): { from: number; only?: number } {
  const args = process.argv.slice(2);
  const value = (flag: string) => {
    const i = args.indexOf(flag);
    return i >= 0 ? Number(args[i + 1]) : undefined;
  };
  const only = value('--only');
  return { from: value('--from') ?? 1, ...(only ? { only } : {}) };
}

async function main(): Promise<number> {
  const { from, only } = parseArgs();
  const started = Date.now();
  const timings: Array<{ n: number; line: string }> = [];
  let ok = true;
  const chosen = steps.map((step, i) => ({ ...step, n: i + 1 })).filter(({ n }) => (only ? n === only : n >= from));
  const lanes = (['A', 'B'] as const).map((lane) => chosen.filter((step) => step.lane === lane));
  const sideBySide = lanes.every((lane) => lane.length > 0);
  if (sideBySide) {
    console.log(
      '两条并行通道 two lanes side by side: A = 1–5, 12 (source, unit, server, examples), B = 6–11 (build and after)',
    );
    console.log("each step's output is printed as one block when it ends");
  }

  // Each step's end, for a step of the other lane that needs it (a step not chosen counts as done).
  const ends = new Map<number, { promise: Promise<void>; resolve: () => void }>();
  for (const step of chosen) {
    let resolve = () => {};
    const promise = new Promise<void>((r) => {
      resolve = r;
    });
    ends.set(step.n, { promise, resolve });
  }

  async function runLane(lane: typeof chosen): Promise<void> {
    for (const step of lane) {
      if (step.needs) await ends.get(step.needs)?.promise;
      if (!ok) return;
      const header = `\n${'='.repeat(72)}\n[${step.n}/${steps.length}] ${step.title}\n${'='.repeat(72)}\n`;
      const chunks: Array<Buffer | string> = [];
      const out: Output = sideBySide ? { write: (chunk) => chunks.push(chunk) } : live;
      if (sideBySide) console.log(`[${step.n}/${steps.length}] 开始 started  ${step.title}`);
      out.write(header);
      const t0 = Date.now();
      const result = await stepOutput.run(out, () => step.run());
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      const stopped = !result.ok && stopping;
      const verdict = result.ok ? '通过 ok  ' : stopped ? '已停止 stopped' : '失败 FAIL';
      const line = `[${step.n}/${steps.length}] ${verdict} ${seconds.padStart(6)} s  ${step.title}${result.note ? `  (${result.note})` : ''}`;
      out.write(`\n${line}\n`);
      if (sideBySide)
        process.stdout.write(Buffer.concat(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c))));
      timings.push({ n: step.n, line });
      ends.get(step.n)?.resolve();
      if (!result.ok) {
        // The first failure ends the run: the other lane's step is stopped rather than finished.
        if (ok) stopRunning();
        ok = false;
        for (const end of ends.values()) end.resolve();
        return;
      }
    }
  }

  await Promise.all(lanes.map(runLane));
  rmSync(reportDir, { recursive: true, force: true });
  const lines = timings.sort((x, y) => x.n - y.n).map((t) => t.line);
  console.log(`\n${'='.repeat(72)}\n步骤耗时 step durations:\n${lines.join('\n')}`);
  console.log(
    `总耗时 total: ${((Date.now() - started) / 1000).toFixed(1)} s${ok ? '' : '  — 在第一个失败处停止 (stopped at the first failure)'}`,
  );
  console.log(`${passed} passed, ${failed} failed`);
  return ok && failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    console.log(`${passed} passed, ${failed + 1} failed`);
    process.exit(1);
  },
);
