/**
 * Money in the browser: amounts are decimal strings (the API sends `"1234.50"`, src/contract/common.ts) and are
 * never floats. What the widgets compute is a price times a whole quantity and sums of those, so an amount is
 * held as a BigInt of its last decimal place (`"19.99"` → 1999 at scale 2): every result is exact, whatever the
 * number of places or digits. Display rounds half-up (away from zero) to 2 places on those integers.
 *
 * The server keeps decimal.js (taxes, invoices, quotes). The browser needs none of its arithmetic beyond × and +,
 * and decimal.js-light alone was a large share of the cart's and the order's first render (docs/performance.md).
 */

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** An amount as a whole number of its last decimal place: `{ units: 1999n, scale: 2 }` is 19.99. */
interface Exact {
  units: bigint;
  scale: number;
}

function parse(value: string): Exact | null {
  const m = DECIMAL.exec(value.trim());
  const whole = m?.[2] ?? '';
  const fraction = m?.[3] ?? '';
  if (!m || (whole === '' && fraction === '')) return null;
  const units = BigInt(`${whole || '0'}${fraction}`);
  return { units: m[1] === '-' ? -units : units, scale: fraction.length };
}

function exact(value: string): Exact {
  const amount = parse(value);
  if (!amount) throw new RangeError(`不是金额：${JSON.stringify(value)}`);
  return amount;
}

function toText({ units, scale }: Exact): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const text = scale > 0 ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  return negative ? `-${text}` : text;
}

/** `amount` rounded half-up (away from zero) to whole cents. */
function toCents({ units, scale }: Exact): bigint {
  if (scale <= 2) return units * 10n ** BigInt(2 - scale);
  const divisor = 10n ** BigInt(scale - 2);
  const magnitude = units < 0n ? -units : units;
  const cents = (magnitude + divisor / 2n) / divisor;
  return units < 0n ? -cents : cents;
}

/** UnitPrice × Quantity, exact, at the price's own places: `lineTotal('0.1', 3)` is `'0.3'`. */
export function lineTotal(unitPrice: string, quantity: number): string {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`数量须为整数：${quantity}`);
  const price = exact(unitPrice);
  return toText({ units: price.units * BigInt(quantity), scale: price.scale });
}

/** Σ of the amounts, exact, at the most places any of them has; `'0'` for none. */
export function sumAmounts(amounts: readonly string[]): string {
  const parsed = amounts.map(exact);
  const scale = Math.max(0, ...parsed.map((a) => a.scale));
  const units = parsed.reduce((sum, a) => sum + a.units * 10n ** BigInt(scale - a.scale), 0n);
  return toText({ units, scale });
}

/** Σ UnitPrice × Quantity over the items, exact (the cart total). */
export function cartTotal(items: readonly { UnitPrice: string; Quantity: number }[]): string {
  return sumAmounts(items.map((item) => lineTotal(item.UnitPrice, item.Quantity)));
}

/** `value` rounded half-up (away from zero) to 2 places, as `'-1234.57'`; null when it is not a plain decimal. */
export function roundAmount(value: string): string | null {
  const amount = parse(value);
  if (!amount) return null;
  const cents = toCents(amount);
  return toText({ units: cents, scale: 2 });
}

/** The amount rounded half-up to 2 places as a plain string: `'1234.50'` (what the API sends). */
export function toMoneyString(value: string | number): string {
  const text = String(value);
  const rounded = roundAmount(text);
  if (rounded === null) throw new RangeError(`不是金额：${JSON.stringify(text)}`);
  return rounded;
}

/** Display form of a 2-place amount string such as `'-1234.50'`: `-¥1,234.50`. */
function showAmount(fixed: string): string {
  const negative = fixed.startsWith('-');
  const [whole = '0', cents = '00'] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}¥${grouped}.${cents}`;
}

/**
 * Display form, 2 places half-up, thousands grouped: `'1234.5'` → `¥1,234.50`, `-1` → `-¥1.00`, never `-¥0.00`.
 * A string that is not an amount is shown as it came (never a wrong figure).
 */
export function formatMoney(value: string | number): string {
  const text = String(value);
  const rounded = roundAmount(text);
  return rounded === null ? text : showAmount(rounded);
}
