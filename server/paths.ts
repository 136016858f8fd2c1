/**
 * The project folder, the same whether the server runs from its TypeScript sources (server/) or compiled
 * (build/server/, `npm run build`): the nearest folder above this file holding package.json. Data files the
 * compiled server still reads from the sources' places (server/drizzle migrations, server/media) hang off it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(start, '..');
  }
}

export const projectRoot = findRoot(path.dirname(fileURLToPath(import.meta.url)));
