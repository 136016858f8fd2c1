/**
 * One Vite config for three uses:
 * - `npm run build` (scripts/build.ts): every element in ONE build with shared chunks → dist/elements/
 *   (`index.js` registers all, `b2b-*.js` one per element, `loader.js` defines elements on first use).
 * - `npm run dev` (scripts/dev.ts): the demo pages (demo/) with HMR; `/elements/*.js` map to the sources.
 * - Storybook (@storybook/react-vite) reuses plugins/define/resolve from here and drops `build`.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformAsync } from '@babel/core';
import react from '@vitejs/plugin-react';
import styledComponentsBabel from 'babel-plugin-styled-components';
import MagicString from 'magic-string';
import { defineConfig, type Plugin } from 'vite';

export const rootDir = path.dirname(fileURLToPath(import.meta.url));
export const elementsSrcDir = path.join(rootDir, 'elements');
export const distDir = path.join(rootDir, 'dist');
export const elementsOutDir = path.join(distDir, 'elements');
/** Written by the build: every output chunk with its static/dynamic imports and modules (check-size reads it). */
export const buildStatsFile = path.join(distDir, 'build-stats.json');
const loaderSrc = path.join(rootDir, 'scripts', 'element-loader.ts');
const styledRegistrySrc = path.join(rootDir, 'elements', 'styled-registry.ts');

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

/**
 * The partner build runs the React sources on Preact (preact/compat): React 19 + react-dom alone weigh more
 * than a whole widget's budget; Preact is a fraction of that and has what this code uses (refs as
 * props, useId, useSyncExternalStore, createRoot). Only `vite build` aliases: the dev server (React Fast
 * Refresh), Storybook (its own config) and the unit tests keep React; the browser tests run the built files.
 * `B2B_REACT_BUILD=1 npm run build` builds on React instead, to compare a behaviour or a figure.
 */
export const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  // preact/compat/client's createRoot, keeping what the container holds (elements/preact-client.ts).
  { find: /^react-dom\/client$/, replacement: fileURLToPath(new URL('./elements/preact-client.ts', import.meta.url)) },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
];

/**
 * Packages every widget needs, loaded once per page, in two chunks: the renderer (Preact with its React API, the
 * custom-element wrapper, the bundler's tiny runtime helpers) and styled-components with its CSS compiler. loader.js
 * runs each chunk in a task of its own: as one file their evaluation was one of a widget's longest tasks (over the
 * long-task goal on a throttled CPU), as two it is about half each (docs/performance.md).
 */
const VENDOR_RENDER =
  /[\\/]node_modules[\\/](preact|react|react-dom|scheduler|@r2wc[\\/][^\\/]+)[\\/]|^\0?rolldown[\\/]runtime/;
const VENDOR_STYLE =
  /[\\/]node_modules[\\/](styled-components|stylis|@emotion[\\/](is-prop-valid|memoize|unitless)|shallowequal|tslib)[\\/]/;
/**
 * What every element starts with besides the vendor chunks, in two chunks evaluated in tasks of their own (as one
 * file its evaluation was one of a widget's longest tasks on a throttled CPU):
 *   - core: the stores and the http client with their small packages (src/core never imports UI code);
 *   - platform: elements/define.ts and everything else it imports (a group takes a module's dependencies along):
 *     the widget frame, the theme, and the small UI and shared modules nearly every widget renders.
 * Few large files rather than many slivers: each file costs a request, and gzip compresses one file better than
 * several. Only modules EVERY element needs may be named here (money is not one).
 */
const CORE = new RegExp(
  [
    String.raw`[\\/]node_modules[\\/](nanostores|@nanostores[\\/][^\\/]+|nanoevents)[\\/]`,
    // Not money (a few widgets), not the router (storefront only), not the login hand-off and the embedding check
    // (loaded on demand: when a logged-in visitor leaves for another origin, after the first render), not the render
    // slices (only the widgets whose first render has slice boundaries), not the operator console's login and profile
    // (`operator-session.ts`: the console's screens only; the token every call may send is `operator-session-state.ts`).
    String.raw`[\\/]src[\\/]core[\\/](?!money\.|router\.|handoff\.|embed-check\.|slice\.|operator-session\.)[^\\/]+\.ts$`,
  ].join('|'),
);
/**
 * The product card with what it brings (the cart actions and their strings, the browsing stores, the card layout and
 * action failure, the inquiry dialog's lazy wrapper): catalog, search and product render it first, and the storefront's
 * catalogue, search and product screens load it. One file instead of three slivers (each a request, an import table
 * and a gzip stream of its own) keeps catalog, search and product within their budgets counted with loader.js. price.tsx and Highlight.tsx, which the card imports, stay files of their own
 * (groups of their own, before this one, so that it does not take them along): brand and solutions show prices
 * without cards, the help screen highlights without cards.
 */
const PRODUCT_CARD =
  /[\\/]src[\\/](features[\\/]shared[\\/]products[\\/](strings|cartActions|stores|layout|ActionFailure|LazyInquiryDialog|useReturnPath|ProductCard)\.tsx?|contract[\\/]media\.ts)$/;
const PLATFORM = new RegExp(
  [
    // Not toasts.ts: the toast outlet's code is imported at the first interaction or message (toast-host.ts).
    String.raw`[\\/]elements[\\/](define|meta|attributes|loading)\.ts$`,
    // Small UI and shared modules nearly every widget renders (alerts/skeletons, icons, links, data hook): one
    // file instead of seven slivers, each a request and a gzip stream of its own (measured: smaller overall).
    String.raw`[\\/]src[\\/]ui[\\/](feedback|close-button|icons|utils)\.tsx?$`,
    String.raw`[\\/]src[\\/]features[\\/]shared[\\/](navigation|use-api-query|media|query-params)\.tsx?$`,
  ].join('|'),
);

/** react-hook-form, loaded after a form's first paint (features/shared/lazy-form.tsx), and the names the forms use. */
const FORM_LIBRARY =
  /[\\/]node_modules[\\/]react-hook-form[\\/]|[\\/]src[\\/]features[\\/]shared[\\/]form-library\.ts$/;

export interface ChunkStat {
  fileName: string;
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** Chunks this one imports statically (loaded together with it). */
  imports: string[];
  /** Chunks this one imports on demand (lazy screens, loader targets). */
  dynamicImports: string[];
  /** Source modules inside, relative to the repository root. */
  modules: string[];
  /** Rendered (pre-minification) length of each module, same order as `modules`. */
  moduleSizes: number[];
}

/**
 * Writes build-stats.json next to the output folder after the elements build (scripts/build.ts sets
 * B2B_ELEMENTS_BUILD and builds into a staging folder; Storybook and other builds are left alone).
 */
function buildStatsPlugin(): Plugin {
  return {
    name: 'b2b:build-stats',
    apply: 'build',
    generateBundle(options, bundle) {
      if (!options.dir || process.env.B2B_ELEMENTS_BUILD !== '1') return;
      const chunks: ChunkStat[] = [];
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks.push({
          fileName: item.fileName,
          name: item.name,
          isEntry: item.isEntry,
          isDynamicEntry: item.isDynamicEntry,
          imports: [...item.imports],
          dynamicImports: [...item.dynamicImports],
          modules: item.moduleIds.map((id) => path.relative(rootDir, id.replace(/\0/g, '')).split(path.sep).join('/')),
          moduleSizes: item.moduleIds.map((id) => item.modules[id]?.renderedLength ?? 0),
        });
      }
      const outDir = path.resolve(options.dir);
      mkdirSync(path.dirname(outDir), { recursive: true });
      writeFileSync(path.join(path.dirname(outDir), 'build-stats.json'), JSON.stringify({ chunks }, null, 2));
    },
  };
}

/**
 * Every chunk `file` loads before it runs (itself and its static imports, recursively), dependencies first
 * (post-order): running them in this order runs each chunk alone (loader.js, demo/storefront-start.js).
 */
export function chunksDependenciesFirst(file: string, importsOf: (f: string) => readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  const visit = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    for (const dep of importsOf(f)) visit(dep);
    out.push(f);
  };
  visit(file);
  return out;
}

/**
 * Writes each element's chunk graph into loader.js (in place of `__B2B_ELEMENT_CHUNKS__`, see
 * scripts/element-loader.ts) once the bundle and its hashed file names are known.
 */
function loaderChunksPlugin(): Plugin {
  return {
    name: 'b2b:loader-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const loader = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.name === 'loader');
      if (loader?.type !== 'chunk') return;
      const importsOf = (f: string) => {
        const c = bundle[f];
        return c?.type === 'chunk' ? c.imports : [];
      };
      // Shared chunks are named once: `files` lists them, `tags` maps each tag to indexes into it.
      const files: string[] = [];
      const tags: Record<string, number[]> = {};
      const index = (f: string) => (files.includes(f) ? files.indexOf(f) : files.push(f) - 1);
      for (const tag of elementTags()) {
        const file = `${tag}.js`;
        if (!bundle[file]) continue;
        // Dependencies first: the loader runs the chunks one per task in this order (scripts/element-loader.ts).
        const graph = chunksDependenciesFirst(file, importsOf);
        // A widget's own component is a lazy chunk it imports at once (elements/b2b-brand.ts): preload it and
        // its graph too. Not for the storefront, whose lazy chunks are the screens of other routes.
        if (tag !== 'b2b-storefront') {
          const own = new RegExp(`[\\\\/]elements[\\\\/]${tag}\\.tsx?$`);
          for (const f of [...graph]) {
            const c = bundle[f];
            if (c?.type !== 'chunk' || !c.moduleIds.some((id) => own.test(id))) continue;
            for (const lazy of c.dynamicImports) graph.push(...chunksDependenciesFirst(lazy, importsOf));
          }
        }
        // The entry itself is fetched by the import(); the rest is preloaded, once each.
        tags[tag] = [...new Set(graph)].filter((f) => f !== file).map(index);
      }
      if (!loader.code.includes('__B2B_ELEMENT_CHUNKS__'))
        throw new Error('loader.js: __B2B_ELEMENT_CHUNKS__ not found');
      loader.code = loader.code.replaceAll('__B2B_ELEMENT_CHUNKS__', JSON.stringify({ files, tags }));
    },
  };
}

/**
 * styled-components only calls stylis's vendor prefixer when a StyleSheetManager sets `enableVendorPrefixes`
 * (off by default, never set here: elements/WidgetFrame.tsx), but the prefixer's table of every prefixed property
 * (stylis/src/Prefixer.js) is still bundled into every widget. The partner build replaces it with the identity
 * it is when prefixing is off: the CSS every widget emits is the same.
 */
function noVendorPrefixesPlugin(): Plugin {
  return {
    name: 'b2b:no-vendor-prefixes',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!/[\\/]node_modules[\\/]stylis[\\/]src[\\/]Prefixer\.js$/.test(id)) return null;
      return 'export function prefix(value) {\n  return value;\n}\n';
    },
  };
}

/**
 * Build only: styled-components keeps every styled component it creates in `styledComponents`
 * (elements/styled-registry.ts), so that the widgets can compile their static CSS ahead of the first render
 * (elements/style-warmup.ts). One statement added where the library finishes a component (`X.componentStyle = …`)
 * in its browser build; the build fails if that line is not found exactly once (another styled-components version:
 * look at the new file and adjust STYLED_CREATED).
 */
const STYLED_CREATED = /\b(\w+)\.componentStyle=\w+,/g;
function styledRegistryPlugin(): Plugin {
  return {
    name: 'b2b:styled-registry',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]styled-components[\\/]dist[\\/]styled-components\.browser\.esm\.js$/.test(id))
        return null;
      const found = [...code.matchAll(STYLED_CREATED)];
      if (found.length !== 1)
        throw new Error(`b2b:styled-registry: ${found.length} matches of ${STYLED_CREATED} in ${id} (expected 1)`);
      const [match] = found;
      const out = new MagicString(code);
      out.appendLeft(match!.index + match![0].length, `__b2bStyled.push(${match![1]}),`);
      // Imports are hoisted: at the end, the library's own lines keep their positions.
      out.append(`\nimport { styledComponents as __b2bStyled } from ${JSON.stringify(styledRegistrySrc)};\n`);
      return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
    },
  };
}

/**
 * V8's compile hint for a chunk of at least EAGER_COMPILE_MIN (bytes of code before minification): the magic
 * comment `//# allFunctionsCalledOnLoad` (Chromium 136+; other engines read a comment) compiles every function of
 * the file while it streams in, on a background thread. Without it V8 compiles each function on the main thread the
 * first time it runs, a large share of a widget's first render on a throttled CPU (DevTools trace, V8.CompileCode). Our chunks are what the first render runs (later screens are
 * chunks of their own); small ones are left out, where the comment's bytes cost more than their compiling.
 */
const EAGER_COMPILE_MIN = 2 * 1024;
function compileHint(chunk: { modules: Record<string, { renderedLength: number }> }): string {
  const size = Object.values(chunk.modules).reduce((sum, m) => sum + m.renderedLength, 0);
  return size >= EAGER_COMPILE_MIN ? '//# allFunctionsCalledOnLoad' : '';
}

/**
 * Build only: the CSS inside styled-components templates minified (indentation, line breaks and comments out) and
 * every `styled.x`…`` call marked pure, by babel-plugin-styled-components, the library's own build-time plugin. The
 * minifier leaves template text alone, so each widget shipped its CSS as written: minified, each widget is smaller, stylis has less text to tokenize on the first render, and a styled component nothing renders is
 * dropped. Class names and CSS stay as the runtime makes them (no display names, no SSR ids).
 */
function minifyStyledCssPlugin(): Plugin {
  return {
    name: 'b2b:minify-styled-css',
    apply: 'build',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('node_modules') || !code.includes('styled-components')) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [
          [
            styledComponentsBabel,
            {
              minify: true,
              pure: true,
              displayName: false,
              fileName: false,
              ssr: false,
              transpileTemplateLiterals: false,
            },
          ],
        ],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

/**
 * Dev only: the demo pages load `/elements/loader.js` exactly as in production; here it and
 * `/elements/<name>.js` resolve to the TypeScript sources so that HMR works.
 */
function devElementsPlugin(): Plugin {
  return {
    name: 'b2b:dev-elements',
    apply: 'serve',
    resolveId(id) {
      const m = /^\/elements\/([a-z0-9-]+)\.js(\?.*)?$/.exec(id);
      if (!m) return null;
      const name = m[1]!;
      if (name === 'loader') return loaderSrc;
      const entry = elementEntries()[name];
      return entry ?? null;
    },
  };
}

export default defineConfig(({ command }) => ({
  // Dev serves the demo pages from demo/ (SPA fallback to index.html for the storefront's routes).
  root: command === 'serve' ? path.join(rootDir, 'demo') : rootDir,
  publicDir: false,
  appType: 'spa',
  plugins: [
    react(),
    devElementsPlugin(),
    noVendorPrefixesPlugin(),
    styledRegistryPlugin(),
    minifyStyledCssPlugin(),
    buildStatsPlugin(),
    loaderChunksPlugin(),
  ],
  define: {
    __B2B_ELEMENT_TAGS__: JSON.stringify(elementTags()),
    // The dev server serves sources, not chunks: nothing to preload (the build fills it in, loaderChunksPlugin).
    ...(command === 'serve' ? { __B2B_ELEMENT_CHUNKS__: '{"files":[],"tags":{}}' } : {}),
    // Library-style output does not replace it by itself; React and nanostores read it.
    ...(command === 'build' ? { 'process.env.NODE_ENV': '"production"' } : {}),
  },
  resolve: command === 'build' && process.env.B2B_REACT_BUILD !== '1' ? { alias: PREACT_ALIASES } : {},
  server: {
    fs: { allow: [rootDir] },
  },
  build: {
    outDir: elementsOutDir,
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    // B2B_SOURCEMAP=1: with source maps, for scripts/widget-longest.ts.
    sourcemap: process.env.B2B_SOURCEMAP === '1',
    // Chunks are imported relative to the importing module: the same files work from any URL.
    modulePreload: false,
    reportCompressedSize: false,
    copyPublicDir: false,
    chunkSizeWarningLimit: 400,
    // Library mode: no `__vitePreload` wrapper around dynamic imports (there is no CSS to preload) and no
    // HTML entry; every element is an entry of the same build, so the chunks are shared.
    lib: {
      entry: elementEntries(),
      formats: ['es'],
      fileName: (_format: string, name: string) => `${name}.js`,
    },
    rolldownOptions: {
      // Element entries are loaded for their side effect (define); keep their exports as they are.
      preserveEntrySignatures: 'exports-only',
      output: {
        format: 'es',
        // Library mode leaves ES output unminified; budgets are measured on what is served, minified.
        minify: true,
        // No /* @__PURE__ */ before each JSX call and constructor: they help a bundler that bundles these files again,
        // and these are what browsers run (they would only add bytes). Legal comments stay (there are none now).
        comments: { legal: true, annotation: false, jsdoc: false },
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        postBanner: compileHint,
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            { name: 'vendor', test: VENDOR_RENDER },
            { name: 'vendor-styled', test: VENDOR_STYLE },
            { name: 'core', test: CORE },
            { name: 'platform', test: PLATFORM },
            // react-hook-form with the module the forms load it through (features/shared/form-library.ts): one
            // file, not a 74-byte re-export that costs the login or checkout widget a round trip before the library.
            { name: 'form-library', test: FORM_LIBRARY },
            // Before product-card, which would otherwise take them along (see PRODUCT_CARD).
            { name: 'price', test: /[\\/]src[\\/]ui[\\/]price\.tsx$/ },
            { name: 'Highlight', test: /[\\/]src[\\/]features[\\/]shared[\\/]Highlight\.tsx$/ },
            { name: 'product-card', test: PRODUCT_CARD },
          ],
        },
      },
    },
  },
}));
