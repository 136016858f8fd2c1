import { transformAsync } from '@babel/core';
import styledComponentsBabel from 'babel-plugin-styled-components';
import type { Plugin } from 'vite';

/**
 * Build only: the CSS inside styled-components templates minified (indentation, line breaks and comments out) and
 * every `styled.x`…`` call marked pure, by babel-plugin-styled-components, the library's own build-time plugin. The
 * minifier leaves template text alone, so each widget shipped its CSS as written: minified, each widget is smaller, stylis has less text to tokenize on the first render, and a styled component nothing renders is
 * dropped. Class names and CSS stay as the runtime makes them (no display names, no SSR ids).
 */
export function minifyStyledCssPlugin(): Plugin {
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
