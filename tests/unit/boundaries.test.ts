/**
 * The architecture's layers, checked on every relative import of src/, elements/ and server/ (static,
 * re-export and dynamic `import()`), resolved to the folder it lands in:
 *
 *   src/contract   → nothing else of ours          src/core      → contract
 *   src/ui         → nothing else of ours          src/features/<f> → contract, core, ui, <f>, features/shared
 *   src/features/shared → contract, core, ui       elements      → src (and package.json for the version)
 *   src/shell      → the storefront's frame (router, layouts, header): contract, core, ui, features, routes
 *   server         → server, src/contract          src/routes.ts → the route table: any of src
 *
 * The shell is the one layer above the features: it composes them (layouts, the route table); no feature
 * imports it.
 *
 * Imports that break a rule today are listed in KNOWN_LEAKS with what should happen to them; a new leak
 * fails, and so does a listed one that is gone (take it off the list, so it cannot come back).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, sourceFiles as walk } from './source-files';

const root = repoRoot;

const IMPORT =
  /^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** Every `[file, imported path]` of a relative import (paths from the repository root, no extension). */
function edges(files: string[]): [string, string][] {
  const out: [string, string][] = [];
  for (const file of files) {
    const code = readFileSync(join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const m of code.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2] ?? m[3] ?? '';
      if (!spec.startsWith('.')) continue;
      out.push([file, relative(root, resolve(root, dirname(file), spec)).replace(/\.js$/, '')]);
    }
  }
  return out;
}

/** The unit a path belongs to: a layer, or one feature folder. */
function unit(path: string): string {
  const parts = path.split('/');
  if (parts[0] === 'src' && parts[1] === 'features' && parts.length > 3) return `src/features/${parts[2]}`;
  if (parts[0] === 'src' && parts.length > 2) return `src/${parts[1]}`;
  if (parts[0] === 'src') return path.replace(/\.tsx?$/, '');
  return parts[0] ?? path;
}

/** May code in `from` import code in `to` (both units)? */
function allowed(from: string, to: string): boolean {
  if (from === to) return true;
  if (from === 'src/contract' || from === 'src/ui') return false;
  if (from === 'src/core') return to === 'src/contract';
  if (from === 'src/features/shared') return ['src/contract', 'src/core', 'src/ui'].includes(to);
  if (from.startsWith('src/features/'))
    return ['src/contract', 'src/core', 'src/ui', 'src/features/shared'].includes(to);
  if (from === 'src/shell')
    return ['src/contract', 'src/core', 'src/ui', 'src/routes'].includes(to) || to.startsWith('src/features/');
  if (from === 'src/routes') return to.startsWith('src/');
  if (from === 'elements') return to.startsWith('src/') || to === 'package.json';
  if (from === 'server') return to === 'src/contract';
  return false;
}

/**
 * Leaks that exist today, `from → to` by unit, each with what should happen to it (none left: an entry
 * here is a debt with its reason, never a way around the rule).
 */
const KNOWN_LEAKS: Record<string, string> = {};

const files = [...walk('src'), ...walk('elements'), ...walk('server')];
const all = edges(files);

describe('layer boundaries (every import of src/, elements/ and server/)', () => {
  it('finds the imports it checks (the scan works)', () => {
    // A broken pattern would find nothing and pass everything.
    expect(all.length).toBeGreaterThan(1000);
    expect(all).toContainEqual(['server/app.ts', expect.stringMatching(/^server\//)]);
    expect(all.some(([from, to]) => from.startsWith('src/core/') && to.startsWith('src/contract/'))).toBe(true);
    expect(all.some(([from, to]) => from.startsWith('src/shell/') && to.startsWith('src/features/'))).toBe(true);
  });

  it('keeps the shell above the features: a feature importing the shell is refused', () => {
    expect(allowed('src/shell', 'src/features/enterprise')).toBe(true);
    expect(allowed('src/shell', 'src/routes')).toBe(true);
    expect(allowed('src/features/enterprise', 'src/shell')).toBe(false);
    expect(allowed('src/features/shared', 'src/shell')).toBe(false);
    expect(allowed('src/shell', 'elements')).toBe(false);
    expect(unit('src/shell/Storefront.tsx')).toBe('src/shell');
  });

  it('has no import across a layer rule beyond the known leaks', () => {
    const leaks = new Map<string, string[]>();
    for (const [file, target] of all) {
      const from = unit(file);
      const to = unit(target);
      if (allowed(from, to)) continue;
      const key = `${from} → ${to}`;
      leaks.set(key, [...(leaks.get(key) ?? []), `${file} → ${target}`]);
    }
    const unexpected = [...leaks].filter(([key]) => !(key in KNOWN_LEAKS)).flatMap(([, list]) => list);
    expect(unexpected, 'imports that break a layer rule').toEqual([]);
    const gone = Object.keys(KNOWN_LEAKS).filter((key) => !leaks.has(key));
    expect(gone, 'fixed leaks still listed in KNOWN_LEAKS (take them off)').toEqual([]);
  });

  it('keeps React out of contract and core, and the server free of client code', () => {
    const pkg =
      /^\s*(?:import|export)\s[^'"]*?from\s+['"](react|react-dom|styled-components|@nanostores\/react)(?:\/[^'"]*)?['"]/m;
    for (const file of files.filter((f) => /^src\/(contract|core)\//.test(f) || f.startsWith('server/'))) {
      expect(readFileSync(join(root, file), 'utf8'), file).not.toMatch(pkg);
    }
  });
});
