/**
 * Prepares the host apps of examples/ the way a partner's project gets the package: `npm pack ./dist/elements`
 * (`npm run build` first) → examples/.pack/b2b-storefront-elements.tgz, which each app's package.json names as a
 * `file:` dependency; then in each app its own locked install, its type check and its build with its own framework
 * (tests/examples/examples.test.ts serves the results on another origin than the store and drives them in Chromium).
 *
 * Quick on a second run: an app's node_modules is installed with `npm ci --prefer-offline` (the npm cache, else the
 * registry) only when its package-lock.json changed since (a hash kept in node_modules/.b2b-lock); otherwise only the
 * freshly packed package is put in place of the old one (what `npm ci` would do for a dependency-free tarball). The
 * lock files hold no integrity for the tarball: it is rebuilt with every change of the elements.
 *
 *   npx tsx scripts/examples.ts            # pack, install, type-check and build every app (prints each step's time)
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './build-state.js';

export const EXAMPLES_DIR = path.join(repoRoot, 'examples');
const PACK_DIR = path.join(EXAMPLES_DIR, '.pack');
const TARBALL = path.join(PACK_DIR, 'b2b-storefront-elements.tgz');

export interface ExampleApp {
  name: string;
  dir: string;
  /** What the test serves: the built app (dist/) or, without a build step, the folder itself. */
  root: string;
}

/** The example apps (each folder of examples/ with a package.json). */
export function exampleApps(): ExampleApp[] {
  return readdirSync(EXAMPLES_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(EXAMPLES_DIR, d.name, 'package.json')))
    .map((d) => {
      const dir = path.join(EXAMPLES_DIR, d.name);
      const scripts = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { scripts?: object })
        .scripts;
      return { name: d.name, dir, root: scripts && 'build' in scripts ? path.join(dir, 'dist') : dir };
    });
}

function exec(cmd: string, args: string[], cwd: string): void {
  const r = spawnSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' },
  });
  if (r.status !== 0)
    throw new Error(`${path.relative(repoRoot, cwd)}: ${cmd} ${args.join(' ')} failed\n${r.stdout}${r.stderr}`);
}

/** `npm pack` of the built package under its fixed name. */
export function packElements(): string {
  const pkg = path.join(repoRoot, 'dist', 'elements');
  if (!existsSync(path.join(pkg, 'package.json'))) throw new Error('dist/elements 不存在：先 npm run build');
  rmSync(PACK_DIR, { recursive: true, force: true });
  mkdirSync(PACK_DIR, { recursive: true });
  exec('npm', ['pack', pkg, '--pack-destination', PACK_DIR, '--silent'], repoRoot);
  const packed = readdirSync(PACK_DIR).find((f) => f.endsWith('.tgz'));
  if (!packed) throw new Error('npm pack wrote no tarball');
  renameSync(path.join(PACK_DIR, packed), TARBALL);
  return TARBALL;
}

/** The app's locked dependencies (npm ci when the lock changed), then the packed package in place. */
export function installApp(app: ExampleApp): void {
  const lock = readFileSync(path.join(app.dir, 'package-lock.json'));
  const hash = createHash('sha256').update(lock).digest('hex');
  const marker = path.join(app.dir, 'node_modules', '.b2b-lock');
  if (!existsSync(marker) || readFileSync(marker, 'utf8') !== hash) {
    exec('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], app.dir);
    writeFileSync(marker, hash);
    return;
  }
  const target = path.join(app.dir, 'node_modules', '@b2b-storefront', 'elements');
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  exec('tar', ['-xzf', TARBALL, '-C', target, '--strip-components=1'], app.dir);
}

function execAsync(cmd: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, npm_config_update_notifier: 'false' } });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.stderr.on('data', (d: Buffer) => (out += d));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.relative(repoRoot, cwd)}: ${cmd} ${args.join(' ')} failed\n${out}`)),
    );
  });
}

/** Type check and build with the app's own tools (its package.json scripts: typecheck, build). */
export async function buildApp(app: ExampleApp): Promise<void> {
  const scripts =
    (JSON.parse(readFileSync(path.join(app.dir, 'package.json'), 'utf8')) as { scripts?: Record<string, string> })
      .scripts ?? {};
  for (const script of ['typecheck', 'build'])
    if (scripts[script]) await execAsync('npm', ['run', '--silent', script], app.dir);
}

/** Everything, with the time of each step (printed): installs one after another, then the builds side by side. */
export async function prepareExamples(log: (line: string) => void = console.log): Promise<ExampleApp[]> {
  const t0 = Date.now();
  let t = t0;
  const lap = (what: string) => {
    const now = Date.now();
    log(`[examples] ${what}: ${((now - t) / 1000).toFixed(1)} s`);
    t = now;
  };
  packElements();
  lap('npm pack');
  const apps = exampleApps();
  for (const app of apps) {
    installApp(app);
    lap(`${app.name} install`);
  }
  await Promise.all(
    apps.map(async (app) => {
      await buildApp(app);
      log(`[examples] ${app.name} typecheck + build done at ${((Date.now() - t) / 1000).toFixed(1)} s`);
    }),
  );
  log(`[examples] prepared in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return apps;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  prepareExamples().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
