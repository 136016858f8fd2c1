/** Which brand the brand zone shows (when brands load, the first brand is selected automatically). */
export interface HasId {
  Id: number;
}

/** The brand whose id is `wanted`, else the first brand, else null (no brands). */
export function selectBrand<B extends HasId>(
  brands: readonly B[] | undefined,
  wanted: number | string | null | undefined,
): B | null {
  if (!brands || brands.length === 0) return null;
  const id = typeof wanted === 'string' ? (/^\d{1,9}$/.test(wanted) ? Number(wanted) : NaN) : (wanted ?? NaN);
  return brands.find((b) => b.Id === id) ?? brands[0] ?? null;
}
