/**
 * One Vite config for three uses:
 * - `npm run build` (scripts/build.ts): every element in ONE build with shared chunks → dist/elements/
 *   (`index.js` registers all, `b2b-*.js` one per element, `loader.js` defines elements on first use).
 * - `npm run dev` (scripts/dev.ts): the demo pages (demo/) with HMR; `/elements/*.js` map to the sources.
 * - Storybook has its own small config (.storybook/vite.config.ts).
 * Its plugins, chunk groups and paths live one per file in scripts/vite/.
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildStatsPlugin } from './scripts/vite/build-stats.js';
import { CHUNK_GROUPS, compileHint } from './scripts/vite/chunk-groups.js';
import { devElementsPlugin } from './scripts/vite/dev-elements.js';
import { elementEntries, elementsOutDir, elementTags, rootDir } from './scripts/vite/elements.js';
import { loaderChunksPlugin } from './scripts/vite/loader-chunks.js';
import { minifyStyledCssPlugin } from './scripts/vite/minify-styled-css.js';
import { noVendorPrefixesPlugin } from './scripts/vite/no-vendor-prefixes.js';
import { PREACT_ALIASES } from './scripts/vite/preact-aliases.js';
import { styledRegistryPlugin } from './scripts/vite/styled-registry.js';

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
          groups: CHUNK_GROUPS,
        },
      },
    },
  },
}));
