/**
 * A lock file that keeps a second server process off the same embedded database folder.
 * PGlite has no lock between processes: two writers corrupt the folder, so we refuse the second one.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `数据目录 ${dir} 正被另一个服务进程 (PID ${pid}) 使用，请先停止它或设置其他 DATA_DIR。\n` +
        `The data folder ${dir} is in use by another server process (PID ${pid}); stop it or set another DATA_DIR.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface DirLock {
  readonly file: string;
  release(): void;
}

/** Takes `${dir}/server.lock` (creating dir), or throws DataDirLockedError when a live process holds it. */
export function lockDataDir(dir: string): DirLock {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const onExit = () => release();
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', onExit);
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
        } catch {
          /* already gone */
        }
      };
      process.on('exit', onExit);
      return { file, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let holder = NaN;
      try {
        holder = Number(readFileSync(file, 'utf8').trim());
      } catch {
        /* vanished meanwhile: retry */
      }
      if (holder === process.pid || alive(holder)) throw new DataDirLockedError(dir, holder);
      // A stale lock of a crashed process: take it over.
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(dir, NaN);
}
