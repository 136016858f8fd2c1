/**
 * Turns a built `dist/elements/` into the publishable package `@b2b-storefront/elements` (the same files the
 * server serves at /elements/ and /elements/<version>/): package.json (exports, types, files, customElements,
 * sideEffects, licence, the root package's semver version), README (docs/embedding.md), CHANGELOG, LICENSE,
 * reserve.css (the size reservations as a stylesheet to link), and
 * `integrity.json` with the SRI hash of every entry file, which the build prints for `<script integrity>`.
 *
 *   npm run build && npm pack ./dist/elements        # → b2b-storefront-elements-<version>.tgz
 */
import { createHash } from 'node:crypto';
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { reserveCss, reservedHeights } from '../elements/reserve';
import { repoRoot } from './build-state.js';

export const ELEMENTS_PACKAGE_NAME = '@b2b-storefront/elements';

/** The version of the elements: the root package's (semver; bumped with a CHANGELOG entry). */
export function elementsVersion(): string {
  return (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;
}

/** `sha384-…` of a file, as `<script integrity>` expects. */
export function sriHash(file: string): string {
  return `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
}

/** Entry files a page may reference directly (the loader, all elements, one element each, the reservation sheet). */
export function entryFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f === 'loader.js' || f === 'index.js' || f === RESERVE_CSS || /^b2b-[a-z0-9-]+\.js$/.test(f))
    .sort();
}

/** The stylesheet of the size reservations (elements/reserve.ts) that a page links in its `<head>`. */
export const RESERVE_CSS = 'reserve.css';

/**
 * reserve.css: the rules loader.js adds, for every element, one per line. Linked in the page's `<head>` it holds the
 * widgets' space from the first paint (loader.js, a module script, may run after it) and on pages that load
 * index.js or one element's script, which reserve nothing.
 */
export function reserveStylesheet(version: string): string {
  const rules = Object.keys(reservedHeights)
    .sort()
    .map((tag) => reserveCss([tag]))
    .join('\n');
  return `/* ${ELEMENTS_PACKAGE_NAME} ${version}: the space each element holds until it is ready (docs: README.md, "Before the elements are defined"). Any rule of your page wins over these. */\n${rules}\n`;
}

export function writeElementsPackage(dir: string): { version: string; integrity: Record<string, string> } {
  const version = elementsVersion();
  const manifest = {
    name: ELEMENTS_PACKAGE_NAME,
    version,
    description: '可嵌入的 B2B 企业采购商城组件（Custom Elements）。Embeddable B2B purchasing storefront widgets.',
    license: 'MIT',
    type: 'module',
    main: './index.js',
    module: './index.js',
    types: './types/index.d.ts',
    exports: {
      '.': { types: './types/index.d.ts', default: './index.js' },
      './loader.js': './loader.js',
      './reserve.css': './reserve.css',
      './b2b-*.js': { types: './types/index.d.ts', default: './b2b-*.js' },
      './types': { types: './types/index.d.ts' },
      './custom-elements.json': './custom-elements.json',
      './integrity.json': './integrity.json',
      './package.json': './package.json',
    },
    files: [
      '*.js',
      RESERVE_CSS,
      'chunks/',
      'types/',
      'custom-elements.json',
      'integrity.json',
      'README.md',
      'CHANGELOG.md',
      'LICENSE',
    ],
    customElements: 'custom-elements.json',
    // Importing any entry defines custom elements: bundlers must keep them.
    sideEffects: ['./index.js', './loader.js', './b2b-*.js', './chunks/*.js'],
    // React, styled-components and the stores are inside the bundle (one copy per page); the typings import
    // React's types for the JSX declarations only.
    peerDependencies: { '@types/react': '>=19' },
    peerDependenciesMeta: { '@types/react': { optional: true } },
    keywords: ['custom-elements', 'web-components', 'b2b', 'storefront', 'widgets'],
  };
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(path.join(dir, RESERVE_CSS), reserveStylesheet(version));
  copyFileSync(path.join(repoRoot, 'docs', 'embedding.md'), path.join(dir, 'README.md'));
  copyFileSync(path.join(repoRoot, 'CHANGELOG.md'), path.join(dir, 'CHANGELOG.md'));
  copyFileSync(path.join(repoRoot, 'elements', 'LICENSE'), path.join(dir, 'LICENSE'));

  const integrity: Record<string, string> = {};
  for (const file of entryFiles(dir)) integrity[file] = sriHash(path.join(dir, file));
  writeFileSync(path.join(dir, 'integrity.json'), `${JSON.stringify({ version, files: integrity }, null, 2)}\n`);
  return { version, integrity };
}
