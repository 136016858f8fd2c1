/**
 * Money on decimal.js: amounts arrive as decimal strings and are never floats.
 * A configured clone, never the global `Decimal.set`, so other code on the page is unaffected.
 */
import DecimalJs from 'decimal.js';
import { showAmount } from './money-format';

/** The money Decimal: 40 significant digits, half-up. */
export const Money = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP });
/** A value of {@link Money}. */
export type Money = InstanceType<typeof Money>;

/** Anything that denotes an amount. */
export type MoneyInput = Money | DecimalJs | string | number;

function toMoney(value: MoneyInput): Money {
  return new Money(value instanceof DecimalJs ? value.toString() : value);
}

/** UnitPrice × Quantity, exact. */
export function lineTotal(unitPrice: string, quantity: number): Money {
  return toMoney(unitPrice).times(quantity);
}

/** Σ UnitPrice × Quantity over the items, exact (the cart total). */
export function cartTotal(items: readonly { UnitPrice: string; Quantity: number }[]): Money {
  return items.reduce((sum, item) => sum.plus(lineTotal(item.UnitPrice, item.Quantity)), new Money(0));
}

/** The amount rounded half-up to 2 places as a plain string: `'1234.50'` (what the API sends). */
export function toMoneyString(value: MoneyInput): string {
  const rounded = toMoney(value).toDecimalPlaces(2, Money.ROUND_HALF_UP);
  return rounded.isZero() ? '0.00' : rounded.toFixed(2);
}

/** Display form: `¥1,234.50`, `-¥1.00` (2 places half-up, thousands grouped). */
export function formatMoney(value: MoneyInput): string {
  return showAmount(toMoneyString(value));
}
