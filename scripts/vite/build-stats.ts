import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { rootDir } from './elements.js';

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
export function buildStatsPlugin(): Plugin {
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
