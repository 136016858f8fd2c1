/**
 * 阶梯价 as the product form types it, the same text as the import's 阶梯价 column: 「100:24.50; 500:23.00」.
 */
type Tier = { MinQuantity: number; Price: string };

/** The text of a region's tiers. */
export const tierText = (tiers: readonly Tier[]) => tiers.map((t) => `${t.MinQuantity}:${t.Price}`).join('; ');

/** 「100:24.50; 500:23.00」 as tiers; null when a pair cannot be read. */
export function tiersOf(text: string): Tier[] | null {
  const pairs = text
    .split(/[;；]/)
    .map((x) => x.trim())
    .filter(Boolean);
  const tiers = pairs
    .map((x) => /^(\d{1,7})\s*[:：]\s*(\S+)$/.exec(x))
    .map((m) => (m ? { MinQuantity: Number(m[1]), Price: m[2]! } : null));
  return tiers.every(Boolean) ? (tiers as Tier[]) : null;
}
