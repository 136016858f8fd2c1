/**
 * The storefront design system. Components take data and callbacks through props; nothing here calls
 * the API or reads src/core stores. Theme tokens are CSS custom properties (`--b2b-*`), see theme.ts.
 */
export * from './theme';
export * from './icons';
export { mergeRefs, deepActiveElement, prefersReducedMotion } from './utils';
export * from './button';
export * from './input';
export * from './select';
export * from './choice';
export * from './form';
export * from './table';
export * from './dialog';
export * from './toast';
export * from './pagination';
export * from './feedback';
export * from './quantity-stepper';
export * from './tabs';
export * from './price';
export * from './tag';
export * from './breadcrumb';
export * from './card';
export * from './carousel';
