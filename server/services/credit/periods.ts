/**
 * The calendar of 月结 (monthly terms), in China time: a period is a calendar month; its statement is due
 * TermDays after the month's last day; a statement is 逾期 from the day after its due date.
 */
import { chinaDayStart, chinaParts, formatDate } from '../../../src/contract/dates.js';

export interface Period {
  /** YYYY-MM-DD, inclusive. */
  start: string;
  end: string;
  /** The instants the period begins and (exclusive) ends. */
  from: Date;
  until: Date;
}

const two = (n: number) => String(n).padStart(2, '0');

/** The calendar month (China time) of `year`/`month` (1–12; out-of-range months roll over). */
export function monthPeriod(year: number, month: number): Period {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const next = new Date(Date.UTC(year, month, 1));
  const last = new Date(next.getTime() - 86_400_000);
  const start = `${first.getUTCFullYear()}-${two(first.getUTCMonth() + 1)}-01`;
  const end = `${last.getUTCFullYear()}-${two(last.getUTCMonth() + 1)}-${two(last.getUTCDate())}`;
  const nextStart = `${next.getUTCFullYear()}-${two(next.getUTCMonth() + 1)}-01`;
  return { start, end, from: chinaDayStart(start), until: chinaDayStart(nextStart) };
}

/** The month (China time) that contains `at`. */
export function periodOf(at: Date): Period {
  const p = chinaParts(at)!;
  return monthPeriod(Number(p.year), Number(p.month));
}

/** The period right after `period`. */
export function nextPeriod(period: Period): Period {
  const [y, m] = period.start.split('-').map(Number) as [number, number];
  return monthPeriod(y, m + 1);
}

/** `day` + `days` (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return `${t.getUTCFullYear()}-${two(t.getUTCMonth() + 1)}-${two(t.getUTCDate())}`;
}

/** The China-time calendar day of `now`. */
export const chinaToday = (now: Date): string => formatDate(now);

/** 月结 N 天: due N days after the period's last day. */
export const dueDateOf = (period: Pick<Period, 'end'>, termDays: number): string => addDays(period.end, termDays);
