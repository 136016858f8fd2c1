import { fileURLToPath } from 'node:url';

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
  {
    find: /^react-dom\/client$/,
    replacement: fileURLToPath(new URL('../../elements/preact-client.ts', import.meta.url)),
  },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
];
