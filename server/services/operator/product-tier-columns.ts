/**
 * The 阶梯价 columns of the product import/export: one `阶梯价（<地区>）` column per region after the price
 * columns, a cell listing the region's quantity breaks as `数量:单价` pairs, e.g. `100:24.50; 500:23.00`
 * (full-width ：/； and new lines are read too; an empty cell: no breaks). A file without a region's
 * 阶梯价 column leaves that region's breaks alone.
 */
import { formatMoney } from '../money.js';

export const tierTitle = (region: string) => `阶梯价（${region}）`;
export const TIER_TITLE = /^阶梯价[（(](.+)[）)]$/;

export interface TierInput {
  minQuantity: number;
  price: string;
}

/** The breaks a cell lists, or the Chinese reason it cannot be read. */
export function parseTierCell(text: string): TierInput[] | string {
  const out: TierInput[] = [];
  for (const part of text.split(/[;；\n]/)) {
    const pair = part.trim();
    if (!pair) continue;
    const m = /^(\d{1,7})\s*[:：]\s*(\S+)$/.exec(pair);
    if (!m) return `阶梯价“${pair}”格式不正确，请写作“数量:单价”，多档用分号分隔（如 100:24.50; 500:23.00）`;
    out.push({ minQuantity: Number(m[1]), price: m[2]! });
  }
  return out;
}

/** A region's breaks as a cell. */
export function formatTierCell(tiers: readonly { minQuantity: number; price: string }[]): string {
  return [...tiers]
    .sort((a, b) => a.minQuantity - b.minQuantity)
    .map((t) => `${t.minQuantity}:${formatMoney(t.price)}`)
    .join('; ');
}
