import type { Plugin } from 'vite';
import { elementEntries, loaderSrc } from './elements.js';

/**
 * Dev only: the demo pages load `/elements/loader.js` exactly as in production; here it and
 * `/elements/<name>.js` resolve to the TypeScript sources so that HMR works.
 */
export function devElementsPlugin(): Plugin {
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
