/**
 * The storefront design system. Components take data and callbacks through props; nothing here calls
 * the API or reads src/core stores. Theme tokens are CSS custom properties (`--b2b-*`), see theme.ts.
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
