/**
 * Reading values from a URL query: a page, an id, a filter given as text. Invalid values are ignored (the
 * screen falls back to its default) rather than refused: a URL is something people edit and share.
 */

/** A positive integer (1 … 999 999 999) written in digits, else undefined. */
export function positiveInt(value: string | null | undefined): number | undefined {
  const text = value?.trim();
  if (!text || !/^\d{1,9}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= 1 ? n : undefined;
}
