/**
 * `npm start` (scripts/start.js runs this file through tsx in development, compiled with plain node in
 * production): validate the environment (exit 1 naming the variable), build the storefront when needed
 * (development only), open the database (PGlite under DATA_DIR, or DATABASE_URL), migrate + share secrets +
 * seed under an advisory lock, serve storefront + API, and shut down gracefully on SIGINT/SIGTERM (/readyz
 * answers 503 from the first moment).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.js';
import { type Config, ConfigError, loadConfig, productionProblems } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/lock.js';
import { DEMO_PASSWORD } from './db/seed/accounts.js';
import { prepareDatabase } from './db/startup.js';
import { startApprovalTimeoutJob } from './jobs/approval-timeout.js';
import { startUnpaidOrderJob } from './jobs/cancel-unpaid.js';
import { startShippedOrderJob } from './jobs/complete-shipped.js';
import { startStatementJob } from './jobs/credit-statements.js';
import { samplePoolWith } from './metrics.js';
import { projectRoot as root } from './paths.js';

/** Newest modification time under the given folders (source files of the client). */
function newestMtime(paths: string[]): number {
  let newest = 0;
  const walk = (p: string) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const entry of readdirSync(p))
        if (entry !== 'node_modules' && !entry.startsWith('.')) walk(path.join(p, entry));
    } else newest = Math.max(newest, st.mtimeMs);
  };
  paths.forEach(walk);
  return newest;
}

function buildClientIfNeeded(staticDir: string): void {
  const index = path.join(staticDir, 'index.html');
  if (!existsSync(path.join(root, 'scripts', 'build.ts'))) {
    if (!existsSync(index))
      console.warn('未找到 scripts/build.ts，仅提供 API 服务 (no build script: serving the API only).');
    return;
  }
  const sources = ['src', 'elements', 'demo', 'vite.config.ts', 'scripts/vite', 'package.json'].map((p) =>
    path.join(root, p),
  );
  if (existsSync(index) && statSync(index).mtimeMs >= newestMtime(sources)) return;
  console.log('正在构建前端 (building the storefront)…');
  const result = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build:client'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('前端构建失败，仅提供 API 服务 (client build failed: serving the API only).');
  }
}

/** How long production keeps serving after SIGTERM while /readyz already answers 503. */
const SHUTDOWN_GRACE_MS = 2_000;

/** The validated configuration, or exit 1 with every problem named (malformed variable, missing production secret). */
function configOrExit(): Config {
  try {
    const config = loadConfig();
    const problems = productionProblems(config);
    if (problems.length > 0) throw new ConfigError(problems);
    return config;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`${error.message}\n见 docs/deploy.md (see docs/deploy.md).`);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const env = configOrExit();
  // Production serves what `npm run build` made; it never builds (vite is a development dependency).
  if (env.nodeEnv !== 'production' && process.env.SKIP_CLIENT_BUILD !== '1') buildClientIfNeeded(env.staticDir);

  let handle: DatabaseHandle;
  try {
    handle = await openDatabase(
      env.databaseUrl ? { url: env.databaseUrl, poolMax: env.databasePoolMax } : { dataDir: env.dataDir },
    );
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const raw = handle.raw;
  samplePoolWith(
    raw.kind === 'postgres'
      ? () => ({ total: raw.pool.totalCount, idle: raw.pool.idleCount, waiting: raw.pool.waitingCount })
      : () => ({ total: 1, idle: 1, waiting: 0 }),
  );

  let config: Config;
  try {
    config = await prepareDatabase(handle, env);
  } catch (error) {
    console.error('数据库初始化失败 (database preparation failed):', error);
    await handle.close().catch(() => {});
    process.exit(1);
  }

  let shuttingDown = false;
  const app = await buildApp({
    db: handle.db,
    config,
    logger: { level: config.logLevel },
  });
  if (handle.kind === 'postgres' && !config.redisUrl) {
    app.log.warn(
      '未设置 REDIS_URL：频率限制仅对本实例有效 (no REDIS_URL: rate limits are per instance; set it when running several)',
    );
  }

  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, '正在关闭服务 (shutting down)');
    const force = setTimeout(() => {
      console.error('关闭超时，强制退出 (shutdown timed out)');
      process.exit(1);
    }, 15_000);
    force.unref();
    // /readyz answers 503 first; in production a load balancer gets a moment to notice before we stop accepting.
    app.markShuttingDown();
    if (config.nodeEnv === 'production') await new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS));
    try {
      await app.close();
    } finally {
      await handle.close();
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    // Cancels orders left unpaid past PayBefore, every minute; stops when the app closes.
    startUnpaidOrderJob(app);
    startApprovalTimeoutJob(app);
    // Completes shipped orders never confirmed by the buyer (10 days after the last parcel).
    startShippedOrderJob(app);
    // Closes each month (China time) into one 对账单 per company with a credit line.
    startStatementJob(app);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, '启动失败 (startup failed)');
    await app.close().catch(() => {});
    await handle.close();
    process.exit(1);
  }

  const url = `http://localhost:${(app.server.address() as { port: number }).port}`;
  const storefront = existsSync(path.join(config.staticDir, 'index.html'));
  const lines = [
    '',
    `B2B 采购商城已启动: ${url}${storefront ? '' : '  (未构建前端，仅 API)'}${config.nodeEnv === 'production' ? '  [production]' : ''}`,
    `数据库: ${handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${config.dataDir})`}${config.redisUrl ? ' + Redis' : ''}`,
    `接口文档: ${url}/api/docs · 健康检查: ${url}/healthz ${url}/readyz · 指标: ${url}/metrics`,
  ];
  // The demo password is published in the README: printed only where it is meant to be used.
  if (config.seedDemo && config.nodeEnv !== 'production') {
    lines.push(
      `演示账号 (密码 ${DEMO_PASSWORD}):`,
      '  admin@demo.cn    管理员（已认证企业）',
      '  buyer@demo.cn    采购员（同一企业）',
      '  pending@demo.cn  管理员（企业待审核，StatusEnum 20）',
      '  other@demo.cn    管理员（另一家已认证企业）',
    );
  } else if (config.seedDemo) {
    lines.push(
      '已载入演示账号 (SEED_DEMO=1)：上线前请删除或修改其密码 (demo accounts seeded: remove them before going live)',
    );
  }
  console.log([...lines, ''].join('\n'));
}

await main();
