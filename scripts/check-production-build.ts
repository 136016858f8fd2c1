/**
 * The production sequence of docs/deploy.md, end to end, in a throw-away copy of the committed tree (no
 * node_modules, dist, build or data): `npm ci && npm run build && npm prune --omit=dev`, then `npm start` with
 * NODE_ENV=production on a fresh PostgreSQL database (the build is copied from this checkout when it is exactly the
 * committed tree with a current build, as in npm test after its build step). Checks: refused without secrets and
 * with a malformed DATABASE_URL (exit code ≠ 0, the message names the variable); with them /healthz and /readyz
 * 200, /metrics in Prometheus text, the storefront HTML served, the demo admin and demo operator cannot log in, and
 * `npm run operator:create` on the compiled server refuses a weak password and creates an operator who can log in.
 * Exit code 0 only when all hold.
 *
 * `npx tsx scripts/check-production-build.ts` (a step of `npm test`; needs PostgreSQL at TEST_DATABASE_URL and
 * the npm registry or a warm npm cache).
 */
import { execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildState, repoRoot, serverBuildState } from './build-state.js';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const problems: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? '  ✓' : '  ✗'} ${what}`);
  if (!ok) problems.push(what);
};

/** Whether this checkout is exactly HEAD and holds its complete, current client and server build. */
function reusableBuild(): boolean {
  const uncommitted = execSync('git status --porcelain', { cwd: repoRoot, encoding: 'utf8' });
  return uncommitted.trim() === '' && !buildState().stale && !serverBuildState().stale;
}

function sh(command: string, cwd: string, env: NodeJS.ProcessEnv = {}): void {
  console.log(`$ ${command}`);
  execSync(command, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
}

/** Runs `npm start` until it exits (refusals) and returns its code and output. */
function startUntilExit(cwd: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['start', '--silent'], { cwd, env: { ...cleanEnv(), ...env } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** The environment without this repository's development settings (the copy starts as an operator would). */
function cleanEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (/^(DATABASE_URL|REDIS_URL|JWT_SECRET|PAYMENT_WEBHOOK_SECRET|SEED_DEMO|OUTBOX_VISIBLE|TRUST_PROXY)$/.test(key))
      delete env[key];
  }
  return env;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });

async function admin(query: string): Promise<void> {
  const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await c.connect();
  await c.query(query).finally(() => c.end());
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'b2b-prod-'));
  const dbName = `t_prod_${randomBytes(5).toString('hex')}`;
  let server: ReturnType<typeof spawn> | undefined;
  try {
    // The committed tree only: what a fresh clone or a CI checkout has.
    sh(`git archive --format=tar HEAD | tar -x -C ${JSON.stringify(dir)}`, repoRoot);
    sh('npm ci --no-audit --no-fund --prefer-offline', dir);
    // The build is the same command on the same committed tree as npm test's build step: when this checkout is that
    // tree (nothing uncommitted) and its build is complete and current, its output is copied instead of made again.
    if (reusableBuild()) {
      console.log('$ cp -r dist build (npm run build of this commit, already made by the build step)');
      cpSync(path.join(repoRoot, 'dist'), path.join(dir, 'dist'), { recursive: true });
      cpSync(path.join(repoRoot, 'build'), path.join(dir, 'build'), { recursive: true });
    } else {
      sh('npm run --silent build', dir);
    }
    sh('npm prune --omit=dev --no-audit --no-fund', dir);

    const missing = await startUntilExit(dir, { NODE_ENV: 'production' });
    check(
      missing.code !== 0 && missing.output.includes('JWT_SECRET') && missing.output.includes('PAYMENT_WEBHOOK_SECRET'),
      'refused without secrets, naming JWT_SECRET and PAYMENT_WEBHOOK_SECRET',
    );
    const secrets = {
      JWT_SECRET: randomBytes(32).toString('hex'),
      PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
      METRICS_TOKEN: randomBytes(16).toString('hex'),
    };
    const typo = await startUntilExit(dir, { NODE_ENV: 'production', ...secrets, DATABASE_URL: 'postgress://db/shop' });
    check(
      typo.code !== 0 && typo.output.includes('DATABASE_URL'),
      'refused with DATABASE_URL=postgress://…, naming it',
    );

    await admin(`CREATE DATABASE ${dbName}`);
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${dbName}`;
    const port = await freePort();
    const output: string[] = [];
    // Its own process group: npm does not pass SIGTERM on to `node scripts/start.js`, the group gets it.
    server = spawn('npm', ['start', '--silent'], {
      cwd: dir,
      detached: true,
      env: { ...cleanEnv(), NODE_ENV: 'production', ...secrets, DATABASE_URL: url.toString(), PORT: String(port) },
    });
    server.stdout!.on('data', (d) => output.push(String(d)));
    server.stderr!.on('data', (d) => output.push(String(d)));
    const base = `http://127.0.0.1:${port}`;
    let ready = false;
    for (let i = 0; i < 240 && !ready && server.exitCode === null; i++) {
      ready = await fetch(`${base}/readyz`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (!ready) await new Promise((r) => setTimeout(r, 500));
    }
    check(ready, '/readyz answers 200 once started on a fresh PostgreSQL database');
    if (!ready) console.log(output.join(''));
    const health = await fetch(`${base}/healthz`);
    check(health.status === 200 && (await health.json()).Status === 'ok', '/healthz answers 200 {"Status":"ok"}');
    check((await fetch(`${base}/metrics`)).status === 401, '/metrics is closed without the METRICS_TOKEN');
    check((await fetch(`${base}/api/docs/json`)).status === 404, '/api/docs is off in production (API_DOCS unset)');
    const metrics = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${secrets.METRICS_TOKEN}` } });
    check(
      metrics.status === 200 && (await metrics.text()).includes('http_requests_total'),
      '/metrics answers Prometheus text',
    );
    const home = await fetch(`${base}/`);
    const html = await home.text();
    check(
      home.status === 200 && (home.headers.get('content-type') ?? '').includes('text/html') && html.includes('<html'),
      'the storefront HTML is served at /',
    );
    const login = await fetch(`${base}/api/Users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Email: 'admin@demo.cn', Password: 'Demo@123456' }),
    });
    check(login.status === 400, 'the demo admin cannot log in (no demo accounts in production)');
    check(!output.join('').includes('Demo@123456'), 'the start banner prints no password');

    // Operators in production: none seeded; `npm run operator:create` on the compiled server makes one.
    // The connection kept alive from the last call can sit idle through operator:create (long on a loaded machine)
    // and be closed by the server just as it is reused; like a browser, such a request is sent once more on a new one.
    const opsLogin = async (Email: string, Password: string): Promise<Response> => {
      const send = () =>
        fetch(`${base}/api/Operator/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ Email, Password }),
        });
      try {
        return await send();
      } catch (error) {
        if ((error as { cause?: { code?: string } }).cause?.code !== 'UND_ERR_SOCKET') throw error;
        return send();
      }
    };
    check((await opsLogin('ops@demo.cn', 'Demo@123456')).status === 400, 'no demo operator in production');
    const dbEnv = { ...cleanEnv(), NODE_ENV: 'production', ...secrets, DATABASE_URL: url.toString() };
    const create = (password: string) =>
      execSync('npm run --silent operator:create -- --email lead@shop.example.cn --name 上线运营', {
        cwd: dir,
        env: { ...dbEnv, OPERATOR_PASSWORD: password },
        stdio: 'pipe',
      });
    let weakRefused = false;
    try {
      create('Abc12345');
    } catch (error) {
      weakRefused = String((error as { stderr?: Buffer }).stderr ?? '').includes('至少 12 位');
    }
    check(weakRefused, 'operator:create refuses a weak password (exit code ≠ 0, says why)');
    const strong = `Ops-${randomBytes(6).toString('hex')}-7q`;
    let created = false;
    try {
      created = String(create(strong)).includes('已创建运营账号 lead@shop.example.cn');
    } catch (error) {
      console.log(String((error as { stderr?: Buffer }).stderr ?? error));
    }
    check(created, 'npm run operator:create (NODE_ENV=production, compiled) creates an operator');
    check(
      (await opsLogin('lead@shop.example.cn', strong)).status === 200,
      'the created operator logs in to the console',
    );
  } finally {
    if (server?.pid && server.exitCode === null) {
      const exited = new Promise((r) => server!.once('exit', r));
      process.kill(-server.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      try {
        process.kill(-server.pid, 'SIGKILL'); // whatever of the group is still there
      } catch {
        /* all gone */
      }
    }
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => {
    if (problems.length) {
      console.error(`生产构建检查失败 (production build check failed):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
      process.exit(1);
    }
    console.log('生产构建检查通过 (production build check passed)');
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
