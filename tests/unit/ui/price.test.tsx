import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney } from '../../../src/core/money';
import { badgeText, formatPrice, Price } from '../../../src/ui';
import { seeded } from '../seeded';

afterEach(cleanup);

describe('formatPrice', () => {
  it('formats decimal strings with grouping and two places, half-up', () => {
    expect(formatPrice('1234.5')).toBe('¥1,234.50');
    expect(formatPrice('0')).toBe('¥0.00');
    expect(formatPrice('1234567.895')).toBe('¥1,234,567.90');
    expect(formatPrice('0.004')).toBe('¥0.00');
    expect(formatPrice('0.005')).toBe('¥0.01');
    expect(formatPrice('99999999999999999.99')).toBe('¥99,999,999,999,999,999.99'); // beyond float precision
    expect(formatPrice('-12.345')).toBe('-¥12.35');
    expect(formatPrice('1,234.5')).toBe('¥1,234.50');
  });

  it('numbers avoid float surprises', () => {
    expect(formatPrice(0.1 + 0.2)).toBe('¥0.30');
    expect(formatPrice(1.005)).toBe('¥1.01');
    expect(formatPrice(59.97)).toBe('¥59.97');
  });

  // ui cannot import core (tests/unit/boundaries.test.ts): the price tag rounds on its own, by the same rule.
  it('shows every amount string as core/money formatMoney does', () => {
    const next = seeded(5);
    for (let i = 0; i < 3000; i++) {
      const places = next(5);
      const amount = `${next(4) === 0 ? '-' : ''}${next(10 ** (1 + next(12)))}${places ? `.${String(next(10 ** places)).padStart(places, '0')}` : ''}`;
      expect(formatPrice(amount), amount).toBe(formatMoney(amount));
    }
  });

  it('keeps preformatted strings and maps missing prices to null', () => {
    expect(formatPrice('¥1,234.50')).toBe('¥1,234.50');
    expect(formatPrice(null)).toBeNull();
    expect(formatPrice(undefined)).toBeNull();
    expect(formatPrice('  ')).toBeNull();
  });
});

describe('Price', () => {
  it('shows the formatted price, unit and original price', () => {
    const { container } = render(<Price value="2999" unit="/台" original="3299" />);
    expect(container.textContent).toBe('¥2,999.00/台原价¥3,299.00');
  });

  it('large size keeps the whole text readable in order', () => {
    const { container } = render(<Price value="1234.5" size="lg" />);
    expect(container.textContent).toBe('¥1,234.50');
  });

  it('null is 询价 (price on request)', () => {
    render(<Price value={null} />);
    expect(screen.getByText('询价')).toBeTruthy();
  });
});

describe('badgeText', () => {
  it('caps at 99+', () => {
    expect(badgeText(5)).toBe('5');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
