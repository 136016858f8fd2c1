/**
 * The storefront design system. Components take data and callbacks through props; nothing here calls
 * the API or reads src/core stores. Theme tokens are CSS custom properties (`--b2b-*`), see theme.ts.
 *
 * A component's CSS is static where its looks are a fixed set: the variant, size or state is an attribute
 * (`data-variant`, `data-size`, `data-invalid`, …) matched inside `:where()`, which keeps a plain class's specificity
 * (button.tsx, input.tsx, select.tsx, quantity-stepper.tsx, tabs.tsx, price.tsx, tag.tsx). One compiled block then serves every variant,
 * a field turning invalid compiles nothing, and the block is compiled ahead of the first render
 * (elements/style-warmup.ts compiles only static components). Functions of props are for values that are not a
 * fixed set (a width in pixels, a column count).
 */

export * from './breadcrumb';
export * from './button';
export * from './card';
export * from './carousel';
export * from './choice';
export * from './close-button';
export * from './dialog';
export * from './feedback';
export * from './form';
export * from './icons';
export * from './input';
export * from './pagination';
export * from './paragraphs';
export * from './price';
export * from './quantity-stepper';
export * from './select';
export * from './table';
export * from './tabs';
export * from './tag';
export * from './theme';
export * from './toast';
export { deepActiveElement, mergeRefs, prefersReducedMotion, slots } from './utils';
