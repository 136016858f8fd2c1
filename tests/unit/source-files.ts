/** The TypeScript sources below a folder, as repository-relative paths (for the tests that read the code itself). */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const repoRoot = process.cwd();

export function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(join(repoRoot, dir))) {
    const path = `${dir}/${name}`;
    if (statSync(join(repoRoot, path)).isDirectory()) sourceFiles(path, out);
    else if (/\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}
