/**
 * Model numbers as buyers type them: `AD-H100`, `adh100`, `ＡＤ－Ｈ１００` and `AD H100` are one model. Shared by
 * the search index (server/services/search) and quick-order lookups, so both fold a model the same way.
 */

/** Case folded, full-width folded (NFKC), spaces, hyphens, underscores and dots removed. */
export function normaliseModel(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\-_.\u2010-\u2015\u2212\u30fb\u00b7]/g, '');
}
