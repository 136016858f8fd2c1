/**
 * The periods of 经营报表: a range of China-time days (`from`–`to`, inclusive; default the 30 days ending today),
 * the previous range of the same length, and the time buckets (day, ISO week from Monday, month) a range splits
 * into. Pure date arithmetic on `YYYY-MM-DD` strings (UTC calendar maths on China days), shared by the reports and
 * the dashboard's trend.
 */
import { formatDate, isIsoDay } from '../../../src/contract/dates.js';
import type { ReportPeriod } from '../../../src/contract/operator-reports.js';
import { REPORT_MAX_DAYS } from '../../../src/contract/operator-reports.js';
import { badRequest } from '../../errors.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** `day` moved by `n` days. */
export const addDays = (day: string, n: number): string => dayOf(dayNumber(day) + n);

/** How many days `from`–`to` covers (inclusive). */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from) + 1;

/** The period asked for, checked (real days, from ≤ to, at most REPORT_MAX_DAYS), with the one before it. */
export function reportPeriod(query: { from?: string; to?: string }, now: Date): ReportPeriod & { days: number } {
  if (query.from !== undefined && !isIsoDay(query.from)) throw badRequest('日期不存在', 'from');
  if (query.to !== undefined && !isIsoDay(query.to)) throw badRequest('日期不存在', 'to');
  const to = query.to ?? (query.from ? addDays(query.from, 29) : formatDate(now));
  const from = query.from ?? addDays(to, -29);
  if (from > to) throw badRequest('开始日期不能晚于结束日期', 'from');
  const days = daysBetween(from, to);
  if (days > REPORT_MAX_DAYS) throw badRequest(`统计区间最长 ${REPORT_MAX_DAYS} 天`, 'from');
  return { From: from, To: to, PreviousFrom: addDays(from, -days), PreviousTo: addDays(from, -1), days };
}

export type TimeBucket = 'day' | 'week' | 'month';

/** The key of the bucket a day falls in: the day, its week's Monday, or `YYYY-MM`. */
export function bucketOf(day: string, by: TimeBucket): string {
  if (by === 'day') return day;
  if (by === 'month') return day.slice(0, 7);
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

/** Every bucket of `from`–`to`, in order. */
export function bucketsOf(from: string, to: string, by: TimeBucket): string[] {
  const out: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const key = bucketOf(day, by);
    if (out[out.length - 1] !== key) out.push(key);
  }
  return out;
}

/** The label a person reads for a bucket: 11-22, 11-16 周, 2026-11. */
export function bucketLabel(key: string, by: TimeBucket): string {
  if (by === 'month') return key;
  return by === 'week' ? `${key.slice(5)} 起一周` : key.slice(5);
}
