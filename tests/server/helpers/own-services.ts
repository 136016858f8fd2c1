/**
 * A PostgreSQL cluster and a Redis server of the test's own, in a temporary folder on free ports, for tests that
 * restart or stop them (the shared 5432 cluster and 6379 Redis are never touched). PostgreSQL's tools refuse to
 * run as root: as root they run as the `postgres` system user.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './instances.js';

const run = promisify(execFile);

/** The newest PostgreSQL server binaries installed (Debian's layout), or PG_BIN. */
export function postgresBinaries(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : undefined;
}

const asRoot = process.getuid?.() === 0;
const pgUser = asRoot
  ? await run('id', ['-u', 'postgres']).then(
      async (r) => ({ uid: Number(r.stdout.trim()), gid: Number((await run('id', ['-g', 'postgres'])).stdout.trim()) }),
      () => undefined,
    )
  : undefined;

/** Whether this machine can start a cluster of its own. */
export const ownPostgresPossible = !!postgresBinaries() && (!asRoot || !!pgUser);

async function pgTool(tool: string, args: string[]): Promise<string> {
  const bin = path.join(postgresBinaries()!, tool);
  const { stdout } = asRoot
    ? await run('runuser', ['-u', 'postgres', '--', bin, ...args], { timeout: 60_000 })
    : await run(bin, args, { timeout: 60_000 });
  return stdout;
}

export interface OwnPostgres {
  url: string;
  port: number;
  restart(): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'b2b-pg-'));
  if (pgUser) chownSync(dir, pgUser.uid, pgUser.gid);
  const data = path.join(dir, 'data');
  const port = await freePort();
  await pgTool('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const ctl = (...args: string[]) => pgTool('pg_ctl', ['-D', data, '-w', '-t', '60', ...args]);
  const start = async () => {
    await ctl('-o', options, '-l', path.join(dir, 'log'), 'start');
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    restart: async () => {
      await ctl('-m', 'fast', '-o', options, 'restart');
    },
    stop: async () => {
      await ctl('-m', 'fast', 'stop');
    },
    start,
    destroy: async () => {
      await ctl('-m', 'immediate', 'stop').catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const ownRedisPossible = existsSync('/usr/bin/redis-server') || !!process.env.REDIS_SERVER_BIN;

export interface OwnRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const bin = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const c = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = c;
    await new Promise<void>((resolve, reject) => {
      let out = '';
      c.stdout!.on('data', (d) => {
        out += String(d);
        if (out.includes('Ready to accept connections')) resolve();
      });
      c.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
    });
  };
  const stop = async () => {
    const c = child;
    child = undefined;
    if (!c || c.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      c.once('exit', () => resolve());
      c.kill('SIGKILL');
    });
  };
  await start();
  return { url: `redis://127.0.0.1:${port}/0`, stop, start, destroy: stop };
}
