/** How the elements build splits its output into shared chunks, and which chunks V8 compiles eagerly. */

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
    // Small UI and shared modules nearly every widget renders (alerts/skeletons, icons, links, data hooks): one
    // file instead of seven slivers, each a request and a gzip stream of its own (measured: smaller overall).
    String.raw`[\\/]src[\\/]ui[\\/](feedback|close-button|icons|utils)\.tsx?$`,
    String.raw`[\\/]src[\\/]features[\\/]shared[\\/](navigation|use-api-query|use-route-query|media|query-params)\.tsx?$`,
  ].join('|'),
);

/** react-hook-form, loaded after a form's first paint (features/shared/lazy-form.tsx), and the names the forms use. */
const FORM_LIBRARY =
  /[\\/]node_modules[\\/]react-hook-form[\\/]|[\\/]src[\\/]features[\\/]shared[\\/]form-library\.ts$/;

/** The shared chunks of the elements build, in the order Rolldown tries them. */
export const CHUNK_GROUPS = [
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
];

/**
 * V8's compile hint for a chunk of at least EAGER_COMPILE_MIN (bytes of code before minification): the magic
 * comment `//# allFunctionsCalledOnLoad` (Chromium 136+; other engines read a comment) compiles every function of
 * the file while it streams in, on a background thread. Without it V8 compiles each function on the main thread the
 * first time it runs, a large share of a widget's first render on a throttled CPU (DevTools trace, V8.CompileCode). Our chunks are what the first render runs (later screens are
 * chunks of their own); small ones are left out, where the comment's bytes cost more than their compiling.
 */
const EAGER_COMPILE_MIN = 2 * 1024;
export function compileHint(chunk: { modules: Record<string, { renderedLength: number }> }): string {
  const size = Object.values(chunk.modules).reduce((sum, m) => sum + m.renderedLength, 0);
  return size >= EAGER_COMPILE_MIN ? '//# allFunctionsCalledOnLoad' : '';
}
