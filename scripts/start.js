/**
 * `npm start`, in plain JavaScript so it runs without any development dependency:
 * - NODE_ENV=production: the compiled server (build/server/main.js, made by `npm run build`) on plain node;
 * - otherwise: the TypeScript sources through tsx (builds the storefront first when stale), or the compiled
 *   server when tsx is not installed (e.g. after `npm prune --omit=dev`).
 * Signals are passed on, and the exit code is the server's.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const compiled = path.join(root, 'build', 'server', 'main.js');
const tsxCli = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const production = process.env.NODE_ENV === 'production';

let args;
if (production || !existsSync(tsxCli)) {
  if (!existsSync(compiled)) {
    console.error(
      '未找到编译后的服务端 build/server/main.js：请先运行 npm run build\n' +
        '(no compiled server: run `npm run build` first; production starts plain node on it)',
    );
    process.exit(1);
  }
  args = ['--enable-source-maps', compiled];
} else {
  args = [tsxCli, path.join(root, 'server', 'main.ts')];
}

const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
