/**
 * The operator console's sections, in navigation order: the values of `<b2b-operator section>` (its element
 * metadata reads this list) and the sections the widget switches between. Kept apart from the widget so the
 * element's entry does not load the console.
 */
export const OPERATOR_SECTIONS = [
  'dashboard',
  'companies',
  'inquiries',
  'payments',
  'fulfilment',
  'products',
  'brands',
  'categories',
  'suppliers',
  'banners',
  'solutions',
  'showcase',
  'help',
  'search',
  'invoices',
  'audit',
] as const;
export type OperatorSection = (typeof OPERATOR_SECTIONS)[number];
