/**
 * `npm run search:reindex` (docs/deploy.md "Search index"), in plain JavaScript
 * like scripts/start.js: NODE_ENV=production (or no tsx installed) runs the compiled
 * build/server/cli/search-reindex.js on plain node; otherwise the TypeScript source through tsx.
 * Standard input, arguments and the exit code are passed through.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const compiled = path.join(root, 'build', 'server', 'cli', 'search-reindex.js');
const tsxCli = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const production = process.env.NODE_ENV === 'production';

let args;
if (production || !existsSync(tsxCli)) {
  if (!existsSync(compiled)) {
    console.error('未找到 build/server/cli/search-reindex.js：请先运行 npm run build (run `npm run build` first)');
    process.exit(1);
  }
  args = ['--enable-source-maps', compiled];
} else {
  args = [tsxCli, path.join(root, 'server', 'cli', 'search-reindex.ts')];
}

const child = spawn(process.execPath, [...args, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
