/**
 * The space each `<b2b-*>` element holds on a partner page before it is ready, so the page does not jump when a
 * widget's script arrives: loader.js (scripts/element-loader.ts) writes these as zero-specificity defaults
 * (`:where(…)`) at the top of `<head>`, so any rule of the host page wins. The reservation lasts while the element
 * is undefined (its light-DOM fallback shows inside the box) and, once defined, until its first loading state is
 * over: WidgetFrame then sets `data-b2b-ready` on the host. Swapping the fallback for the widget's skeleton
 * therefore happens inside the same box; only the arrival of the real content may change the height, once.
 *
 * Each height is at least the widget's first loading state at 1280 px wide, measured in Chromium with the API held
 * (the catalogue with page-size 4), so defining never grows the box; the account widgets (cart, checkout, order,
 * payment, enterprise) get a logged-in screen's height. Measure again when a widget's loading state changes. A page with another layout sizes its own:
 * `b2b-catalog:not([data-b2b-ready]) { min-height: … }` (any page rule beats these defaults).
 * Keep in step with docs/embedding.md ("Before the elements are defined"); tests/unit/elements/reserve.test.ts
 * checks both, and that every element has an entry.
 */

/**
 * Attribute the widget frame sets on its host once its first loading state is over (WidgetFrame spells it itself:
 * only loader.js may import this file, or it becomes a chunk loader.js loads statically; the unit test ties them).
 */
export const READY_ATTRIBUTE = 'data-b2b-ready';

/** `min-height` reserved per tag (every element is `display: block`, as its `:host` rule makes it). */
export const reservedHeights: Readonly<Record<string, string>> = {
  'b2b-brand': '480px',
  'b2b-cart': '480px',
  'b2b-cart-badge': '36px',
  'b2b-catalog': '720px',
  'b2b-checkout': '480px',
  'b2b-enterprise': '480px',
  'b2b-login': '520px',
  'b2b-operator': '480px',
  'b2b-order': '480px',
  'b2b-payment': '480px',
  'b2b-product': '420px',
  'b2b-purchase-lists': '480px',
  'b2b-quick-order': '480px',
  'b2b-register': '1080px',
  'b2b-search': '360px',
  'b2b-showcase': '720px',
  'b2b-solutions': '760px',
  'b2b-storefront': '100vh',
};

/** The stylesheet loader.js adds: one zero-specificity rule per tag (`hidden` elements stay hidden). */
export function reserveCss(tags: readonly string[]): string {
  return tags
    .map((tag) => {
      const height = reservedHeights[tag];
      return height ? `:where(${tag}:not([${READY_ATTRIBUTE}],[hidden])){display:block;min-height:${height}}` : '';
    })
    .join('');
}
