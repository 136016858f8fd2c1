import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { cartTotal, formatMoney, lineTotal, Money, toMoneyString } from '../../../src/core/money';
import { formatAmount } from '../../../src/core/money-format';

describe('exact money', () => {
  it('0.1 × 3 = 0.3 exactly (a float gives 0.30000000000000004)', () => {
    expect(0.1 * 3).not.toBe(0.3);
    expect(lineTotal('0.1', 3).toString()).toBe('0.3');
    expect(lineTotal('0.1', 3).equals('0.3')).toBe(true);
  });

  it('19.99 × 3 = 59.97', () => {
    expect(lineTotal('19.99', 3).toString()).toBe('59.97');
    expect(toMoneyString(lineTotal('19.99', 3))).toBe('59.97');
  });

  it('1234567.89 × 999999 is exact', () => {
    expect(lineTotal('1234567.89', 999_999).toFixed(2)).toBe('1234566655432.11');
  });

  it('the cart total of 1000 lines is exact', () => {
    const items = Array.from({ length: 1000 }, (_, i) => ({ UnitPrice: `${i}.01`, Quantity: (i % 7) + 1 }));
    // Σ (i + 0.01)(i mod 7 + 1), computed in integer cents with BigInt.
    let cents = 0n;
    items.forEach((item, i) => {
      cents += BigInt(i * 100 + 1) * BigInt(item.Quantity);
    });
    const expected = `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
    expect(cartTotal(items).toFixed(2)).toBe(expected);
    expect(cartTotal(Array.from({ length: 1000 }, () => ({ UnitPrice: '0.10', Quantity: 3 }))).toString()).toBe('300');
  });

  it('an empty cart totals 0', () => {
    expect(formatMoney(cartTotal([]))).toBe('¥0.00');
  });

  it('does not change the global Decimal settings', () => {
    expect(Decimal.precision).toBe(20);
    expect(Money.precision).toBe(40);
    expect(Money.rounding).toBe(Decimal.ROUND_HALF_UP);
  });
});

describe('display', () => {
  it.each([
    ['1234.5', '¥1,234.50'],
    ['0', '¥0.00'],
    ['0.005', '¥0.01'],
    ['0.004', '¥0.00'],
    ['2.675', '¥2.68'],
    ['999.995', '¥1,000.00'],
    ['1234567.891', '¥1,234,567.89'],
    ['-1', '-¥1.00'],
    ['-1234.565', '-¥1,234.57'],
    ['-0.001', '¥0.00'],
    [12, '¥12.00'],
  ] as const)('formatMoney(%s) → %s', (input, shown) => {
    expect(formatMoney(input)).toBe(shown);
  });

  it('takes a Decimal', () => {
    expect(formatMoney(new Decimal('1234.5'))).toBe('¥1,234.50');
    expect(formatMoney(lineTotal('1234567.89', 999_999))).toBe('¥1,234,566,655,432.11');
  });

  it('toMoneyString gives the API form', () => {
    expect(toMoneyString('1234.5')).toBe('1234.50');
    expect(toMoneyString(lineTotal('0.335', 1))).toBe('0.34');
    expect(toMoneyString('-0.001')).toBe('0.00');
  });
});

// The checkout shows the server's amounts with formatAmount (no decimal.js in its first render): the same text as
// formatMoney for every amount string.
describe('display without decimal.js (formatAmount)', () => {
  it.each([
    ['1234.50', '¥1,234.50'],
    ['1234.5', '¥1,234.50'],
    ['0.00', '¥0.00'],
    ['0.005', '¥0.01'],
    ['2.675', '¥2.68'],
    ['999.995', '¥1,000.00'],
    ['99999999999999999999.995', '¥100,000,000,000,000,000,000.00'],
    ['-1234.565', '-¥1,234.57'],
    ['-0.001', '¥0.00'],
    ['-0.00', '¥0.00'],
    ['007.1', '¥7.10'],
    ['.5', '¥0.50'],
  ] as const)('formatAmount(%s) → %s, as formatMoney', (input, shown) => {
    expect(formatAmount(input)).toBe(shown);
    expect(formatMoney(input)).toBe(shown);
  });

  it('agrees with formatMoney on 5000 amounts of every length and rounding', () => {
    let seed = 11;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < 5000; i++) {
      const whole = String(next(10) === 0 ? 0 : next(10 ** (1 + next(9))));
      const places = next(5);
      const fraction = Array.from({ length: places }, () => next(10)).join('');
      const amount = `${next(4) === 0 ? '-' : ''}${whole}${places ? `.${fraction}` : ''}`;
      expect(formatAmount(amount), amount).toBe(formatMoney(amount));
    }
  });

  it('shows a string that is not an amount as it came (never a wrong figure)', () => {
    expect(formatAmount('')).toBe('');
    expect(formatAmount('1e3')).toBe('1e3');
    expect(formatAmount('abc')).toBe('abc');
  });
});
