import type { Plugin } from 'vite';

/**
 * styled-components only calls stylis's vendor prefixer when a StyleSheetManager sets `enableVendorPrefixes`
 * (off by default, never set here: elements/WidgetFrame.tsx), but the prefixer's table of every prefixed property
 * (stylis/src/Prefixer.js) is still bundled into every widget. The partner build replaces it with the identity
 * it is when prefixing is off: the CSS every widget emits is the same.
 */
export function noVendorPrefixesPlugin(): Plugin {
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
