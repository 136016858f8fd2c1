import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { cartTotal, formatMoney, lineTotal, roundAmount, sumAmounts, toMoneyString } from '../../../src/core/money';
import { seeded } from '../seeded';

describe('exact money', () => {
  it('0.1 × 3 = 0.3 exactly (a float gives 0.30000000000000004)', () => {
    expect(0.1 * 3).not.toBe(0.3);
    expect(lineTotal('0.1', 3)).toBe('0.3');
    expect(lineTotal('0.10', 3)).toBe('0.30');
  });

  it('19.99 × 3 = 59.97', () => {
    expect(lineTotal('19.99', 3)).toBe('59.97');
    expect(toMoneyString(lineTotal('19.99', 3))).toBe('59.97');
  });

  it('1234567.89 × 999999 is exact, and so are amounts past 2^53', () => {
    expect(lineTotal('1234567.89', 999_999)).toBe('1234566655432.11');
    expect(lineTotal('99999999999999999.99', 9_007_199_254_740_991)).toBe('900719925474099099909928007452590.09');
  });

  it('negative prices, zero quantities and more than two places stay exact', () => {
    expect(lineTotal('-0.05', 3)).toBe('-0.15');
    expect(lineTotal('12.34', 0)).toBe('0.00');
    expect(lineTotal('0.335', 3)).toBe('1.005');
    expect(sumAmounts(['0.1', '0.02', '-0.003', '7'])).toBe('7.117');
    expect(sumAmounts([])).toBe('0');
  });

  it('the cart total of 1000 lines is exact', () => {
    const items = Array.from({ length: 1000 }, (_, i) => ({ UnitPrice: `${i}.01`, Quantity: (i % 7) + 1 }));
    // Σ (i + 0.01)(i mod 7 + 1), computed in integer cents with BigInt.
    let cents = 0n;
    items.forEach((item, i) => {
      cents += BigInt(i * 100 + 1) * BigInt(item.Quantity);
    });
    const expected = `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
    expect(cartTotal(items)).toBe(expected);
    expect(cartTotal(Array.from({ length: 1000 }, () => ({ UnitPrice: '0.10', Quantity: 3 })))).toBe('300.00');
  });

  it('an empty cart totals 0', () => {
    expect(formatMoney(cartTotal([]))).toBe('¥0.00');
  });

  it('refuses what is not an amount or not a whole quantity, rather than compute a wrong figure', () => {
    expect(() => lineTotal('1e3', 1)).toThrow(RangeError);
    expect(() => lineTotal('', 1)).toThrow(RangeError);
    expect(() => lineTotal('1.00', 1.5)).toThrow(RangeError);
    expect(() => sumAmounts(['1', 'abc'])).toThrow(RangeError);
    expect(() => toMoneyString('abc')).toThrow(RangeError);
  });

  // The server computes with decimal.js; the browser's sums must be the same figures.
  it('agrees with decimal.js on 5000 random lines and sums', () => {
    const next = seeded(7);
    for (let i = 0; i < 5000; i++) {
      const places = next(4);
      const price = `${next(5) === 0 ? '-' : ''}${next(10 ** (1 + next(9)))}${places ? `.${String(next(10 ** places)).padStart(places, '0')}` : ''}`;
      const quantity = next(100_000);
      const line = lineTotal(price, quantity);
      const expected = new Decimal(price).times(quantity);
      expect(new Decimal(line).equals(expected), `${price} × ${quantity}`).toBe(true);
      expect(toMoneyString(line), `${price} × ${quantity}`).toBe(
        expected
          .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
          .toFixed(2)
          .replace(/^-(0\.00)$/, '$1'),
      );
    }
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
    ['-0.00', '¥0.00'],
    ['007.1', '¥7.10'],
    ['.5', '¥0.50'],
    ['99999999999999999999.995', '¥100,000,000,000,000,000,000.00'],
    [12, '¥12.00'],
  ] as const)('formatMoney(%s) → %s', (input, shown) => {
    expect(formatMoney(input)).toBe(shown);
  });

  it('shows a computed total', () => {
    expect(formatMoney(lineTotal('1234567.89', 999_999))).toBe('¥1,234,566,655,432.11');
  });

  it('toMoneyString gives the API form', () => {
    expect(toMoneyString('1234.5')).toBe('1234.50');
    expect(toMoneyString(lineTotal('0.335', 1))).toBe('0.34');
    expect(toMoneyString('-0.001')).toBe('0.00');
    expect(roundAmount('-0.005')).toBe('-0.01');
  });

  it('shows a string that is not an amount as it came (never a wrong figure)', () => {
    expect(formatMoney('')).toBe('');
    expect(formatMoney('1e3')).toBe('1e3');
    expect(formatMoney('abc')).toBe('abc');
  });

  // The display rounding is decimal.js's half-up (what the server stores) on amounts of every length and rounding.
  it('rounds as decimal.js does on 5000 amounts', () => {
    const next = seeded(11);
    for (let i = 0; i < 5000; i++) {
      const whole = String(next(10) === 0 ? 0 : next(10 ** (1 + next(9))));
      const places = next(5);
      const fraction = Array.from({ length: places }, () => next(10)).join('');
      const amount = `${next(4) === 0 ? '-' : ''}${whole}${places ? `.${fraction}` : ''}`;
      const rounded = new Decimal(amount).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
      expect(roundAmount(amount), amount).toBe(rounded.isZero() ? '0.00' : rounded.toFixed(2));
    }
  });
});
