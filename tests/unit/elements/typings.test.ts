// @vitest-environment node
/**
 * The typings partners get tell the truth, for every host: tsc compiles the fixtures in tests/types/fixture/ against
 * freshly generated typings (the same generator the build runs, on the same metadata), strict and with
 * `skipLibCheck: false`, and each `@ts-expect-error` there must be a real error (tsc reports unused ones):
 * - no framework (Angular, plain TypeScript): outside the repository, where `react` and `vue` cannot resolve;
 * - React 19 (`@types/react` 19) and React 18 (`@types/react-18`, an alias of `@types/react` 18);
 * - Vue 3 (GlobalComponents).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { elementMetas } from '../../../elements/registry';
import { repoRoot } from '../../../scripts/build-state.js';
import { declarationFiles } from '../../../scripts/gen-element-types.js';

const fixtures = path.join(repoRoot, 'tests/types/fixture');
const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Writes the typings and `fixture` into `dir`, compiles them with `options` and returns tsc's output. */
function compile(dir: string, fixture: string, options: Record<string, unknown> = {}) {
  dirs.push(dir);
  mkdirSync(path.join(dir, 'types'), { recursive: true });
  for (const [file, text] of Object.entries(declarationFiles([...elementMetas])))
    writeFileSync(path.join(dir, 'types', file), text);
  copyFileSync(path.join(fixtures, fixture), path.join(dir, fixture));
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: [],
        ...options,
      },
      files: [fixture],
    }),
  );
  const result = spawnSync(process.execPath, [tsc, '-p', path.join(dir, 'tsconfig.json')], { encoding: 'utf8' });
  return { output: result.stdout + result.stderr, status: result.status };
}

// Inside the repository, so that `react`, `@types/react` and `vue` resolve from its node_modules.
const inRepo = (name: string) => path.join(repoRoot, 'node_modules', '.cache', `b2b-typings-${name}-${process.pid}`);

describe('published typings', () => {
  it('compile with no framework installed (no import of react or vue in the element typings)', {
    timeout: 120_000,
  }, () => {
    const files = declarationFiles([...elementMetas]);
    for (const [file, text] of Object.entries(files)) {
      if (file === 'react.d.ts' || file === 'vue.d.ts') continue;
      expect(text, file).not.toMatch(/from '(react|vue)'/);
    }
    expect(compile(path.join(tmpdir(), `b2b-typings-neutral-${process.pid}`), 'consumer-neutral.ts')).toEqual({
      output: '',
      status: 0,
    });
  });

  it('give React 19 hosts JSX with typed on<event> props', { timeout: 120_000 }, () => {
    expect(compile(inRepo('react19'), 'consumer.tsx', { jsx: 'react-jsx' })).toEqual({ output: '', status: 0 });
  });

  it('give React 18 hosts JSX with typed attributes (@types/react 18)', { timeout: 120_000 }, () => {
    const types18 = path.join(repoRoot, 'node_modules', '@types', 'react-18');
    const result = compile(inRepo('react18'), 'consumer-react18.tsx', {
      jsx: 'react-jsx',
      paths: {
        react: [path.join(types18, 'index.d.ts')],
        'react/jsx-runtime': [path.join(types18, 'jsx-runtime.d.ts')],
      },
    });
    expect(result).toEqual({ output: '', status: 0 });
  });

  it('give Vue hosts GlobalComponents with typed props and listeners', { timeout: 120_000 }, () => {
    expect(compile(inRepo('vue'), 'consumer-vue.ts')).toEqual({ output: '', status: 0 });
  });
});
