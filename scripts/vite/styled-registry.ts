import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import { styledRegistrySrc } from './elements.js';

/**
 * Build only: styled-components keeps every styled component it creates in `styledComponents`
 * (elements/styled-registry.ts), so that the widgets can compile their static CSS ahead of the first render
 * (elements/style-warmup.ts). One statement added where the library finishes a component (`X.componentStyle = …`)
 * in its browser build; the build fails if that line is not found exactly once (another styled-components version:
 * look at the new file and adjust STYLED_CREATED).
 */
const STYLED_CREATED = /\b(\w+)\.componentStyle=\w+,/g;
export function styledRegistryPlugin(): Plugin {
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
