/**
 * The one way a model number (型号) is compared: buyers type `ad-h100`, `ADH100`, `AD H100` or `ＡＤ－Ｈ１００` for
 * the product `AD-H100`, so all of them reduce to the same key `adh100`.
 *
 * Case is folded, full-width forms (U+FF01–FF5E, the ideographic space) become their ASCII letters, and spaces,
 * hyphens (also the Unicode dashes Chinese input methods produce), underscores and dots are dropped. The server's
 * `products.model_key` column computes the same key in SQL (server/db/model-key.ts); the two must agree.
 */

/** Characters removed from a model number: whitespace, hyphen-minus and the Unicode dashes, underscore, dot. */
export const MODEL_SEPARATORS = /[\s\-_.\u2010-\u2015\u2212]/g;

export function normaliseModel(text: string): string {
  return text
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .toLowerCase()
    .replace(MODEL_SEPARATORS, '');
}
