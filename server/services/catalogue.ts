/**
 * Catalogue reads: reference data, products (list, detail, search) and the showcase. Public data only;
 * products off sale are invisible everywhere. One module per resource under `catalogue/`.
 */
export * from './catalogue/common.js';
export * from './catalogue/product-list.js';
export * from './catalogue/products.js';
export * from './catalogue/reference.js';
export * from './catalogue/regions.js';
export * from './catalogue/showcase.js';
export * from './catalogue/solutions.js';
