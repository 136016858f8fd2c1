/**
 * Budget and limit periods (月 / 季 / 年) in China time: the period an instant falls in, its bounds and its key
 * (2026-12, 2026-Q4, 2026). An order counts in the period of its submission (src/contract/dates.ts).
 */
import { chinaDayStart, chinaParts } from '../../../src/contract/dates.js';
import type { BudgetPeriod } from '../../../src/contract/governance.js';
import { Dec, formatMoney } from '../money.js';

export interface PeriodBounds {
  key: string;
  start: Date;
  end: Date;
}

const two = (n: number) => String(n).padStart(2, '0');
const monthStart = (year: number, month: number): Date =>
  month > 12 ? chinaDayStart(`${year + 1}-01-01`) : chinaDayStart(`${year}-${two(month)}-01`);

export function periodOf(kind: BudgetPeriod, at: Date): PeriodBounds {
  const parts = chinaParts(at)!;
  const year = Number(parts.year);
  const month = Number(parts.month);
  if (kind === 'year') return { key: `${year}`, start: monthStart(year, 1), end: monthStart(year, 13) };
  if (kind === 'quarter') {
    const q = Math.floor((month - 1) / 3) + 1;
    return { key: `${year}-Q${q}`, start: monthStart(year, q * 3 - 2), end: monthStart(year, q * 3 + 1) };
  }
  return { key: `${year}-${two(month)}`, start: monthStart(year, month), end: monthStart(year, month + 1) };
}

/** The first instant of a period key (2026-12, 2026-Q4, 2026), for reports of a past or coming period. */
export function periodKeyStart(key: string): Date {
  const [year, rest] = key.split('-');
  if (!rest) return monthStart(Number(year), 1);
  if (rest.startsWith('Q')) return monthStart(Number(year), Number(rest.slice(1)) * 3 - 2);
  return monthStart(Number(year), Number(rest));
}

export const PERIOD_WORD: Record<BudgetPeriod, string> = { month: '本月', quarter: '本季度', year: '本年度' };

/** ¥1,200.00 */
export function yuan(value: Dec | string): string {
  const [int, frac] = formatMoney(new Dec(value)).split('.');
  return `¥${int!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
}
