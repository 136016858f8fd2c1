/**
 * The files below a folder whose names match `pattern` (default: TypeScript sources), as repository-relative
 * paths (for the tests that read the code itself).
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const repoRoot = process.cwd();

export function sourceFiles(dir: string, pattern = /\.tsx?$/, out: string[] = []): string[] {
  for (const name of readdirSync(join(repoRoot, dir))) {
    const path = `${dir}/${name}`;
    if (statSync(join(repoRoot, path)).isDirectory()) sourceFiles(path, pattern, out);
    else if (pattern.test(name)) out.push(path);
  }
  return out;
}
