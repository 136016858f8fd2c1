/**
 * `npm start`: build the storefront when needed, open the database (PGlite under DATA_DIR, or DATABASE_URL),
 * migrate, seed the demo data, serve storefront + API, and shut down gracefully on SIGINT/SIGTERM.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ensureSecrets, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/lock.js';
import { migrateDatabase } from './db/migrate.js';
import { DEMO_PASSWORD } from './db/seed/accounts.js';
import { seed } from './db/seed/index.js';
import { startUnpaidOrderJob } from './jobs/cancel-unpaid.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Newest modification time under the given folders (source files of the client). */
function newestMtime(paths: string[]): number {
  let newest = 0;
  const walk = (p: string) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const entry of readdirSync(p)) if (entry !== 'node_modules' && !entry.startsWith('.')) walk(path.join(p, entry));
    } else newest = Math.max(newest, st.mtimeMs);
  };
  paths.forEach(walk);
  return newest;
}

function buildClientIfNeeded(staticDir: string): void {
  const index = path.join(staticDir, 'index.html');
  if (!existsSync(path.join(root, 'scripts', 'build.ts'))) {
    if (!existsSync(index)) console.warn('未找到 scripts/build.ts，仅提供 API 服务 (no build script: serving the API only).');
    return;
  }
  const sources = ['src', 'elements', 'demo', 'vite.config.ts', 'package.json'].map((p) => path.join(root, p));
  if (existsSync(index) && statSync(index).mtimeMs >= newestMtime(sources)) return;
  console.log('正在构建前端 (building the storefront)…');
  const result = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('前端构建失败，仅提供 API 服务 (client build failed: serving the API only).');
  }
}

async function main(): Promise<void> {
  const config = ensureSecrets(loadConfig());
  if (process.env.SKIP_CLIENT_BUILD !== '1') buildClientIfNeeded(config.staticDir);

  let handle;
  try {
    handle = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let shuttingDown = false;
  const app = await buildApp({
    db: handle.db,
    config,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  });

  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, '正在关闭服务 (shutting down)');
    const force = setTimeout(() => {
      console.error('关闭超时，强制退出 (shutdown timed out)');
      process.exit(1);
    }, 15_000);
    force.unref();
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
    await migrateDatabase(handle);
    await seed(handle.db);
    // Cancels orders left unpaid past PayBefore, every minute; stops when the app closes.
    startUnpaidOrderJob(app);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, '启动失败 (startup failed)');
    await app.close().catch(() => {});
    await handle.close();
    process.exit(1);
  }

  const url = `http://localhost:${(app.server.address() as { port: number }).port}`;
  const storefront = existsSync(path.join(config.staticDir, 'index.html'));
  console.log(
    [
      '',
      `B2B 采购商城已启动: ${url}${storefront ? '' : '  (未构建前端，仅 API)'}`,
      `数据库: ${handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${config.dataDir})`}`,
      `接口文档: ${url}/api/docs`,
      `演示账号 (密码 ${DEMO_PASSWORD}):`,
      '  admin@demo.cn    管理员（已认证企业）',
      '  buyer@demo.cn    采购员（同一企业）',
      '  pending@demo.cn  管理员（企业待审核，StatusEnum 20）',
      '  other@demo.cn    管理员（另一家已认证企业）',
      '',
    ].join('\n'),
  );
}

await main();
