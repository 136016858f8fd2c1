/**
 * The price engine: the one place that says what a company pays for a product in a region at a quantity.
 * Inputs are the product's regional list price (product_prices), its 阶梯价 breaks (product_price_tiers) and the
 * company's 协议价 valid today in China time (contract_prices); the rule:
 *
 *   unit price(q) = the price of the highest break ≤ q (the list price below the first break),
 *                   then the contract price instead when it is lower — a contract never makes a company pay
 *                   more than a visitor would at the same quantity.
 *
 * Pure and exact (decimal.js); the reads that feed it are in ./reads.ts, the overlay of cached public answers
 * in ./personal.ts. Callers: catalogue lists, search, detail, first frame (through the catalogue cache), cart,
 * checkout and order creation (server/services/pricing.ts).
 */
import { Dec, formatMoney } from '../money.js';

/** One row of a tier table: from `MinQuantity` on, `Price` per unit. */
export interface PriceTier {
  MinQuantity: number;
  Price: string;
}

export interface PriceBasis {
  /** The regional list price (quantity 1). */
  list: string;
  /** The quantity breaks above 1, in any order (the list price applies below the first). */
  breaks: readonly PriceTier[];
  /** The company's contract price valid today, if any. */
  contract?: string | null | undefined;
}

const byQuantity = (tiers: readonly PriceTier[]) => [...tiers].sort((a, b) => a.MinQuantity - b.MinQuantity);

/** The tier table as shown to buyers: the list price from 1, then each break; empty without breaks. */
export function tierTable(list: string, breaks: readonly PriceTier[]): PriceTier[] {
  const above = byQuantity(breaks).filter((t) => t.MinQuantity > 1);
  if (above.length === 0) return [];
  return [{ MinQuantity: 1, Price: formatMoney(list) }, ...above.map((t) => ({ ...t, Price: formatMoney(t.Price) }))];
}

/** The tier price at a quantity (no contract). */
export function tierPrice(basis: Pick<PriceBasis, 'list' | 'breaks'>, quantity: number): string {
  let price = basis.list;
  for (const t of byQuantity(basis.breaks)) if (quantity >= t.MinQuantity) price = t.Price;
  return formatMoney(price);
}

/** What the company pays per unit at `quantity`. */
export function unitPrice(basis: PriceBasis, quantity: number): string {
  const tier = tierPrice(basis, quantity);
  if (basis.contract == null) return tier;
  return new Dec(basis.contract).lt(tier) ? formatMoney(basis.contract) : tier;
}

/** Whether the contract price is what applies at `quantity` (the UI shows 协议价 then). */
export function contractApplies(basis: PriceBasis, quantity: number): boolean {
  return basis.contract != null && unitPrice(basis, quantity) === formatMoney(basis.contract);
}

/** The next break that lowers the unit price of a line of `quantity`, or null (「再买 20 顶享 ¥24.50」). */
export function nextBreak(basis: PriceBasis, quantity: number): PriceTier | null {
  const now = new Dec(unitPrice(basis, quantity));
  for (const t of byQuantity(basis.breaks)) {
    if (t.MinQuantity <= quantity) continue;
    const then = unitPrice(basis, t.MinQuantity);
    if (new Dec(then).lt(now)) return { MinQuantity: t.MinQuantity, Price: then };
  }
  return null;
}

/** Checks an operator's tier list: breaks above 1, distinct, each cheaper than the one before. Null when fine. */
export function tierProblem(list: string, breaks: readonly PriceTier[]): string | null {
  const sorted = byQuantity(breaks);
  let previous = new Dec(list);
  for (let i = 0; i < sorted.length; i++) {
    const t = sorted[i]!;
    if (!Number.isInteger(t.MinQuantity) || t.MinQuantity < 2) return '阶梯价的起始数量须为大于 1 的整数';
    if (i > 0 && sorted[i - 1]!.MinQuantity === t.MinQuantity) return `阶梯价的起始数量 ${t.MinQuantity} 重复`;
    const price = new Dec(t.Price);
    if (price.lte(0)) return '阶梯价须大于 0';
    if (price.gte(previous)) return `数量 ${t.MinQuantity} 起的阶梯价须低于上一档`;
    previous = price;
  }
  return null;
}
