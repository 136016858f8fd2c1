// @vitest-environment node
/**
 * The typings partners get tell the truth: tsc compiles tests/types/fixture/consumer.tsx (the README's examples:
 * document/window listeners, property types, React 19 JSX with `on<event>` props) against freshly generated
 * typings (the same generator the build runs, on the same metadata), and each `@ts-expect-error` there must be a real error (tsc reports unused ones).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { elementMetas } from '../../../elements/registry';
import { repoRoot } from '../../../scripts/build-state.js';
import { typeDeclarations } from '../../../scripts/gen-element-types.js';

// Inside the repository so that `react` and `@types/react` resolve from its node_modules.
const work = path.join(repoRoot, 'node_modules', '.cache', `b2b-typings-${process.pid}`);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('published typings', () => {
  it('compile the README examples under strict tsc and reject wrong uses', { timeout: 120_000 }, async () => {
    mkdirSync(path.join(work, 'types'), { recursive: true });
    writeFileSync(path.join(work, 'types', 'index.d.ts'), typeDeclarations([...elementMetas]));
    copyFileSync(path.join(repoRoot, 'tests/types/fixture/consumer.tsx'), path.join(work, 'consumer.tsx'));
    writeFileSync(
      path.join(work, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: [],
        },
        files: ['consumer.tsx', 'types/index.d.ts'],
      }),
    );
    const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
    const result = spawnSync(process.execPath, [tsc, '-p', path.join(work, 'tsconfig.json')], { encoding: 'utf8' });
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
