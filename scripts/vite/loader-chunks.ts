import type { Plugin } from 'vite';
import { elementTags } from './elements.js';

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
export function loaderChunksPlugin(): Plugin {
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
