/** Where the elements build reads and writes, and its entries: one per `elements/b2b-*.ts`, plus loader and index. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const elementsSrcDir = path.join(rootDir, 'elements');
export const distDir = path.join(rootDir, 'dist');
export const elementsOutDir = path.join(distDir, 'elements');
/** Written by the build: every output chunk with its static/dynamic imports and modules (check-size reads it). */
export const buildStatsFile = path.join(distDir, 'build-stats.json');
export const loaderSrc = path.join(rootDir, 'scripts', 'element-loader.ts');
export const styledRegistrySrc = path.join(rootDir, 'elements', 'styled-registry.ts');

/** Tags of the custom elements: one `elements/b2b-*.ts` file per element, so a new element needs no config edit. */
export function elementTags(): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(elementsSrcDir);
  } catch {
    return [];
  }
  return files
    .filter((f) => /^b2b-[a-z0-9-]+\.tsx?$/.test(f) && !/\.(test|stories|spec)\.tsx?$/.test(f))
    .map((f) => f.replace(/\.tsx?$/, ''))
    .sort();
}

function elementSource(tag: string): string {
  const ts = path.join(elementsSrcDir, `${tag}.ts`);
  const files = readdirSync(elementsSrcDir);
  return files.includes(`${tag}.ts`) ? ts : path.join(elementsSrcDir, `${tag}.tsx`);
}

/** Entry name → source file for the elements build. */
export function elementEntries(): Record<string, string> {
  const entries: Record<string, string> = { loader: loaderSrc };
  const files = (() => {
    try {
      return readdirSync(elementsSrcDir);
    } catch {
      return [];
    }
  })();
  if (files.includes('index.ts')) entries.index = path.join(elementsSrcDir, 'index.ts');
  for (const tag of elementTags()) entries[tag] = elementSource(tag);
  return entries;
}
