/**
 * Money on the server: decimal.js with enough precision for numeric(14, 2), never floats.
 * Amounts travel as strings with two places ("1234.50"), as NUMERIC comes back from both drivers.
 */
import Decimal from 'decimal.js';

/** A Decimal constructor configured for money (its own clone: the global Decimal settings stay untouched). */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = InstanceType<typeof Dec>;

/** The largest amount a numeric(14, 2) column holds. */
export const MAX_AMOUNT = new Dec('999999999999.99');

/** Two decimal places, half-up: "1234.50". */
export function formatMoney(value: Dec | string | number): string {
  return new Dec(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** An amount as people read it, in mails, the cashier and messages: "¥33,930.00" (thousands grouped, two places). */
export function formatYuan(value: Dec | string | number): string {
  const [whole, fraction] = formatMoney(value).split('.');
  const sign = whole!.startsWith('-') ? '-' : '';
  return `${sign}¥${whole!.replace('-', '').replace(/\B(?=(\d{3})+$)/g, ',')}.${fraction}`;
}

/** unitPrice × quantity, exact. */
export function lineTotal(unitPrice: string, quantity: number): Dec {
  return new Dec(unitPrice).mul(quantity);
}

/** Σ of amounts, exact. */
export function sumMoney(amounts: Iterable<Dec | string>): Dec {
  let total = new Dec(0);
  for (const a of amounts) total = total.add(a);
  return total;
}

/** Whether two money strings denote the same amount ("10.5" = "10.50"). */
export function sameAmount(a: string, b: string): boolean {
  return new Dec(a).eq(b);
}
