/**
 * Display of an amount the API sent (a decimal string, `Money` in src/contract/common.ts: two places) without
 * decimal.js: a widget that only shows server amounts (the checkout's lines and total) needs no ~5.7 KB gzip
 * money library in its first render. The rule is the one of core/money.ts `formatMoney` (which uses this for
 * its last step): 2 places rounded half-up on the digits themselves (exact, no floats), thousands grouped,
 * `¥1,234.50`, `-¥1.00`, never `-¥0.00`.
 */

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** `value` rounded half-up (away from zero) to 2 places, as `'-1234.57'`; null when it is not a plain decimal. */
export function roundAmount(value: string): string | null {
  const m = DECIMAL.exec(value.trim());
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
  const negative = m[1] === '-';
  const fraction = (m[3] ?? '').padEnd(3, '0');
  // Whole number of cents as a digit string, plus one when the third decimal is 5 or more.
  let digits = `${(m[2] || '0').replace(/^0+(?=\d)/, '')}${fraction.slice(0, 2)}`;
  if (fraction.charCodeAt(2) >= 53 /* '5' */) {
    const out = digits.split('');
    let i = out.length - 1;
    while (i >= 0 && out[i] === '9') out[i--] = '0';
    if (i < 0) out.unshift('1');
    else out[i] = String(Number(out[i]) + 1);
    digits = out.join('');
  }
  digits = digits.padStart(3, '0').replace(/^0+(?=\d{3})/, '');
  const rounded = `${digits.slice(0, -2)}.${digits.slice(-2)}`;
  return negative && /[1-9]/.test(digits) ? `-${rounded}` : rounded;
}

/** Display form of a 2-place amount string such as `'-1234.50'`: `-¥1,234.50`. */
export function showAmount(fixed: string): string {
  const negative = fixed.startsWith('-');
  const [whole = '0', cents = '00'] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}¥${grouped}.${cents}`;
}

/** Display form of an amount string from the API (`'1234.5'` → `¥1,234.50`); an unreadable string is shown as is. */
export function formatAmount(value: string): string {
  const rounded = roundAmount(value);
  return rounded === null ? value : showAmount(rounded);
}
