/**
 * Checks the built npm package (dist/elements, `npm run build` first) the way a registry and partners' tools see it;
 * a step of `npm test` (scripts/test.ts). Offline: nothing here needs the registry.
 *   1. `npm pack` contents: the entries, typings, manifest, licence; no precompressed `.br`/`.gz` copies (those
 *      belong to the server's static files, dist/demo);
 *   2. publint --strict and @arethetypeswrong/cli (ESM only: the package has no CommonJS entry);
 *   3. `npm publish --dry-run` (the publish fields: a scoped package needs publishConfig.access);
 *   4. Node imports every entry without a DOM (a server-rendering host) and defines nothing;
 *   5. a manifest-based generator: for every class in custom-elements.json, TypeScript code importing that class's
 *      type from the module the manifest names, compiled against the package (class names = exported types).
 * Exits 1 on the first problem, saying what it is.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './build-state.js';
import { ELEMENTS_PACKAGE_NAME } from './elements-package.js';

const pkgDir = path.join(repoRoot, 'dist', 'elements');
const bin = (name: string) => path.join(repoRoot, 'node_modules', '.bin', name);
const problems: string[] = [];

function exec(cmd: string, args: string[], cwd = repoRoot) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_audit: 'false' } });
  return { ok: r.status === 0, out: `${r.stdout ?? ''}${r.stderr ?? ''}` };
}

function check(title: string, fn: () => string | undefined): void {
  const problem = fn();
  console.log(`${problem ? '✗' : '✓'} ${title}${problem ? `\n${problem}` : ''}`);
  if (problem) problems.push(title);
}

check('npm pack: entries, typings and manifest, no .br/.gz copies', () => {
  const r = exec('npm', ['pack', '--dry-run', '--json', pkgDir]);
  if (!r.ok) return r.out;
  const files = (JSON.parse(r.out.slice(r.out.indexOf('['))) as Array<{ files: { path: string }[] }>)[0]!.files.map(
    (f) => f.path,
  );
  const compressed = files.filter((f) => /\.(br|gz)$/.test(f));
  if (compressed.length > 0) return `precompressed copies in the tarball: ${compressed.slice(0, 5).join(', ')} …`;
  const wanted = ['index.js', 'loader.js', 'lazy.js', 'react.js', 'vue.js', 'custom-elements.json', 'LICENSE'];
  wanted.push('types/index.d.ts', 'types/loader.d.ts', 'types/react.d.ts', 'types/vue.d.ts', 'types/b2b-catalog.d.ts');
  const missing = wanted.filter((f) => !files.includes(f));
  return missing.length > 0 ? `missing from the tarball: ${missing.join(', ')}` : undefined;
});

check('publint --strict', () => {
  const r = exec(bin('publint'), ['--strict', pkgDir]);
  return r.ok && !/warning|error|suggestion/i.test(r.out.replace(/All good!/, '')) ? undefined : r.out;
});

check('@arethetypeswrong/cli (ESM only)', () => {
  const r = exec(bin('attw'), [
    '--pack',
    pkgDir,
    '--profile',
    'esm-only',
    '--format',
    'ascii',
    // A stylesheet: nothing to type.
    '--exclude-entrypoints',
    './reserve.css',
  ]);
  return r.ok ? undefined : r.out;
});

check('npm publish --dry-run', () => {
  const r = exec('npm', ['publish', '--dry-run', '--offline', '--ignore-scripts', pkgDir]);
  return r.ok ? undefined : r.out;
});

// A throw-away project with the package under node_modules, so the package's own exports map resolves specifiers.
const work = path.join(tmpdir(), `b2b-package-check-${process.pid}`);
mkdirSync(path.join(work, 'node_modules', '@b2b-storefront'), { recursive: true });
symlinkSync(pkgDir, path.join(work, 'node_modules', ELEMENTS_PACKAGE_NAME), 'dir');
writeFileSync(path.join(work, 'package.json'), JSON.stringify({ name: 'host', private: true, type: 'module' }));
const manifest = JSON.parse(readFileSync(path.join(pkgDir, 'custom-elements.json'), 'utf8')) as {
  modules: { path: string; declarations: { name: string; tagName: string }[] }[];
};

check('Node imports every entry (no window, nothing defined)', () => {
  const specifiers = [
    ELEMENTS_PACKAGE_NAME,
    `${ELEMENTS_PACKAGE_NAME}/loader.js`,
    ...manifest.modules.map((m) => `${ELEMENTS_PACKAGE_NAME}/${m.path}`),
  ];
  const script = `for (const s of ${JSON.stringify(specifiers)}) await import(s);
if (typeof globalThis.window !== 'undefined' || typeof globalThis.customElements !== 'undefined') throw new Error('DOM globals appeared');`;
  const r = exec(process.execPath, ['--input-type=module', '-e', script], work);
  return r.ok ? undefined : r.out;
});

check('custom-elements.json: every class is a type its module exports', () => {
  const lines = manifest.modules.flatMap((m) =>
    m.declarations.map(
      (d) =>
        `import type { ${d.name} } from '${ELEMENTS_PACKAGE_NAME}/${m.path}';\nexport const ${d.name.replace(/^B2B/, 'el')}: ${d.name} = document.createElement('${d.tagName}');`,
    ),
  );
  writeFileSync(path.join(work, 'generated.ts'), `${lines.join('\n')}\n`);
  writeFileSync(
    path.join(work, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM'],
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: [],
        preserveSymlinks: true,
      },
      files: ['generated.ts'],
    }),
  );
  const r = exec(process.execPath, [path.join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', work], work);
  return r.ok ? undefined : r.out;
});

rmSync(work, { recursive: true, force: true });
if (problems.length > 0) {
  console.error(`npm 包检查失败 package checks failed: ${problems.join('; ')}`);
  process.exit(1);
}
console.log('npm 包检查通过 package checks passed');
