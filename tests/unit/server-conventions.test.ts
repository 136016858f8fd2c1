/**
 * The server's one convention, checked on the source of server/routes/: each group of routes is an
 * encapsulated plugin whose single guard is `app.addHook('onRequest', app.<guard>)` (never a guard per
 * route), error answers are documented with `errors(…)` from src/contract/common.ts (never a local error
 * schema), and the shared schemas are defined once, in src/contract/common.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const routeFiles = readdirSync(join(root, 'server/routes'))
  .filter((name) => name.endsWith('.ts'))
  .map((name) => `server/routes/${name}`);
const contractFiles = readdirSync(join(root, 'src/contract'))
  .filter((name) => name.endsWith('.ts'))
  .map((name) => `src/contract/${name}`);

describe('server conventions', () => {
  it('guards routes only with one onRequest hook per group, never per route', () => {
    const perRoute = routeFiles.filter((file) =>
      /\b(preHandler|onRequest|preValidation)\s*:\s*\[?\s*app\.(authenticate|requireAdmin|optionalAuth|requireOperator)/.test(
        read(file),
      ),
    );
    expect(perRoute).toEqual([]);
    // A file reading the caller must have a guard of its own (an unguarded authOf answers 401 only by luck).
    const unguarded = routeFiles.filter((file) => {
      const code = read(file);
      const reads = /\b(authOf|operatorOf)\(request\)/.test(code);
      const guarded = /app\.addHook\('onRequest', app\.(authenticate|requireAdmin|optionalAuth|requireOperator)\)/.test(
        code,
      );
      return reads && !guarded;
    });
    expect(unguarded).toEqual([]);
  });

  it('documents errors with the one error schema of src/contract/common.ts', () => {
    const local = [...routeFiles, ...contractFiles].filter(
      (file) =>
        file !== 'src/contract/common.ts' &&
        /\bErrorBody\b|Type\.Object\(\{\s*Error:|const errors\s*=/.test(read(file)),
    );
    expect(local).toEqual([]);
  });

  it('defines each shared schema once, in src/contract/common.ts', () => {
    const shared = ['Id', 'IdParams', 'Page', 'PageOf', 'PageQuery', 'DateTime', 'Money', 'Keyword', 'ErrorResponse'];
    const twice = contractFiles
      .filter((file) => file !== 'src/contract/common.ts')
      .flatMap((file) =>
        shared
          .filter((name) => new RegExp(`^(export )?(const|interface|type) ${name}\\b`, 'm').test(read(file)))
          .map((name) => `${file}: ${name}`),
      );
    expect(twice).toEqual([]);
    for (const name of shared)
      expect(read('src/contract/common.ts')).toMatch(new RegExp(`export (const|interface|type) ${name}\\b`));
  });

  it('writes every relative import the compiled server loads with its .js extension (plain node resolves nothing else)', () => {
    // tsc with Bundler resolution accepts './x' and emits it as is; `NODE_ENV=production npm start` then fails
    // with ERR_MODULE_NOT_FOUND. The server and src/contract are what build/ runs under node.
    const walk = (dir: string): string[] =>
      readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? entry.name === 'drizzle' || entry.name === 'media'
            ? []
            : walk(`${dir}/${entry.name}`)
          : entry.name.endsWith('.ts')
            ? [`${dir}/${entry.name}`]
            : [],
      );
    const specifier =
      /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+'(\.{1,2}\/[^']+)'|\bimport\(\s*'(\.{1,2}\/[^']+)'\s*\)/g;
    const bare: string[] = [];
    for (const file of [...walk('server'), ...contractFiles]) {
      for (const m of read(file).matchAll(specifier)) {
        const path = m[1] ?? m[2] ?? '';
        if (!path.endsWith('.js') && !path.endsWith('.json')) bare.push(`${file} → ${path}`);
      }
    }
    expect(bare).toEqual([]);
  });
});
