/**
 * What every command-line tool of the server shares: the server's own configuration, its database (DATABASE_URL, or
 * the embedded one under DATA_DIR, which only one process may open: the server must be stopped), the migrations run
 * first so a fresh database works, and an exit code of 0, or 1 with a Chinese message.
 */
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from '../config.js';
import { type Db, openDatabase } from '../db/client.js';
import { DataDirLockedError } from '../db/lock.js';
import { migrateDatabase } from '../db/migrate.js';
import { withStartupLock } from '../db/startup.js';

/**
 * Opens and migrates the configured database, runs `work` on it and closes it. `task` names the work in a sentence
 * ("创建运营账号"): the embedded database being in use is answered "请先停止服务再<task>". Answers the exit code.
 */
export async function withServerDatabase(task: string, work: (db: Db) => Promise<void>): Promise<number> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    return 1;
  }
  let handle: Awaited<ReturnType<typeof openDatabase>>;
  try {
    handle = await openDatabase(
      config.databaseUrl ? { url: config.databaseUrl, poolMax: 2 } : { dataDir: config.dataDir },
    );
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`${error.message}\n内置数据库正被服务占用：请先停止服务再${task}，或使用 DATABASE_URL。`);
      return 1;
    }
    throw error;
  }
  try {
    await withStartupLock(handle, () => migrateDatabase(handle));
    await work(handle.db);
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  } finally {
    await handle.close().catch(() => {});
  }
}

/** Runs `main` when `moduleUrl` is the script node was started with (not when a test imports the module). */
export function runAsCommand(moduleUrl: string, task: string, main: () => Promise<number>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(`${task}失败 (failed):`, error);
      process.exit(1);
    },
  );
}
