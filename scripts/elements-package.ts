/**
 * Turns a built `dist/elements/` into the publishable package `@b2b-storefront/elements` (the same files the
 * server serves at /elements/ and /elements/<version>/): package.json (exports, types, files, customElements,
 * sideEffects, licence, publish fields, the root package's semver version), README (docs/embedding.md), CHANGELOG,
 * LICENSE, reserve.css (the size reservations as a stylesheet to link), lazy.js (loader.js for bundlers and Node),
 * react.js / vue.js (the typings entries' empty modules), and
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

/** The bundler entry beside loader.js (what `import '@b2b-storefront/elements/loader.js'` resolves to). */
export const BUNDLER_LOADER = 'lazy.js';

/**
 * lazy.js: loader.js for bundlers and Node. loader.js finds its element modules next to its own URL
 * (import.meta.url), which is right where the store or a CDN serves the files as they are, and wrong once a bundler
 * has moved it (Vite's dependency cache, an app chunk): it fetched its chunks from there and failed. This entry
 * names each element module with a literal `import('./b2b-….js')`, which every bundler follows and emits, and touches
 * nothing outside a browser, so a server-rendered host (Next, Nuxt) can import the package. Same behaviour otherwise:
 * the size reservations first, then each element defined when its tag first appears.
 */
export function bundlerLoader(version: string, tags: readonly string[]): string {
  const modules = tags.map((tag) => `  '${tag}': () => import('./${tag}.js'),`).join('\n');
  return `// ${ELEMENTS_PACKAGE_NAME} ${version}: loader.js for bundlers and Node (scripts/elements-package.ts).
const modules = {
${modules}
};

if (typeof document !== 'undefined' && typeof customElements !== 'undefined') {
  const reserve = document.createElement('style');
  reserve.setAttribute('data-b2b-reserve', '');
  reserve.textContent = ${JSON.stringify(reserveCss(tags))};
  document.head.prepend(reserve);
  const requested = new Set();
  const selector = Object.keys(modules).join(',');
  const load = (tag) => {
    if (requested.has(tag) || customElements.get(tag)) return;
    requested.add(tag);
    modules[tag]().catch((error) => {
      requested.delete(tag);
      const message = \`组件 <\${tag}> 的脚本加载失败：\${String(error)}\`;
      console.error(\`[b2b] \${message}\`, error);
      for (const el of document.querySelectorAll(tag)) {
        el.dispatchEvent(new CustomEvent('b2b-error', { detail: { message, reason: 'load-failed' }, bubbles: true, composed: true }));
      }
    });
  };
  const scan = (node) => {
    if (node.nodeType !== 1 && node.nodeType !== 9) return;
    if (node.localName in modules) load(node.localName);
    for (const el of node.querySelectorAll(selector)) load(el.localName);
  };
  scan(document);
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) scan(node);
  }).observe(document.documentElement, { childList: true, subtree: true });
}

export {};
`;
}

/** The source repository, its home page and issue tracker: the root package.json's (npm shows them). */
function publishFields(): { repository: unknown; homepage: string; bugs: unknown } {
  const root = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    repository?: unknown;
    homepage?: string;
    bugs?: unknown;
  };
  if (!root.repository || !root.homepage || !root.bugs) throw new Error('package.json: repository, homepage, bugs');
  return { repository: root.repository, homepage: root.homepage, bugs: root.bugs };
}

export function writeElementsPackage(dir: string): { version: string; integrity: Record<string, string> } {
  const version = elementsVersion();
  const tags = readdirSync(dir)
    .filter((f) => /^b2b-[a-z0-9-]+\.js$/.test(f))
    .map((f) => f.slice(0, -3))
    .sort();
  const manifest = {
    name: ELEMENTS_PACKAGE_NAME,
    version,
    description: '可嵌入的 B2B 企业采购商城组件（Custom Elements）。Embeddable B2B purchasing storefront widgets.',
    license: 'MIT',
    ...publishFields(),
    type: 'module',
    main: './index.js',
    module: './index.js',
    types: './types/index.d.ts',
    exports: {
      '.': { types: './types/index.d.ts', default: './index.js' },
      // Bundlers and Node get the entry that imports each element by a literal path; a <script src> of the file
      // itself (from the store, a CDN, node_modules) is loader.js.
      './loader.js': { types: './types/loader.d.ts', default: `./${BUNDLER_LOADER}` },
      [`./${BUNDLER_LOADER}`]: { types: './types/loader.d.ts', default: `./${BUNDLER_LOADER}` },
      './react': { types: './types/react.d.ts', default: './react.js' },
      './vue': { types: './types/vue.d.ts', default: './vue.js' },
      './reserve.css': './reserve.css',
      './b2b-*.js': { types: './types/b2b-*.d.ts', default: './b2b-*.js' },
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
    // Importing an element entry defines custom elements: bundlers must keep them.
    sideEffects: ['./index.js', './loader.js', `./${BUNDLER_LOADER}`, './b2b-*.js', './chunks/*.js'],
    // React, styled-components and the stores are inside the bundle (one copy per page). The `react` and `vue`
    // typings entries use the host's own @types/react (18 or 19) or vue; nothing else needs them, so they are
    // optional peers with wide ranges (a React 18 app installs cleanly).
    peerDependencies: { '@types/react': '>=18', vue: '>=3.3' },
    peerDependenciesMeta: { '@types/react': { optional: true }, vue: { optional: true } },
    publishConfig: { access: 'public' },
    keywords: ['custom-elements', 'web-components', 'b2b', 'storefront', 'widgets'],
  };
  // The typings-only entries: importing them at run time is harmless.
  for (const stub of ['react.js', 'vue.js'])
    writeFileSync(
      path.join(dir, stub),
      `// Types only: ${stub.replace('.js', '.d.ts')} (JSX / GlobalComponents).\nexport {};\n`,
    );
  writeFileSync(path.join(dir, BUNDLER_LOADER), bundlerLoader(version, tags));
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
