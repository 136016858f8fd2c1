/**
 * The China-time date module: what users read and which day a rule counts in is Asia/Shanghai,
 * whatever the runtime's own time zone.
 */
import { describe, expect, it } from 'vitest';
import {
  chinaDayEnd,
  chinaDayStart,
  chinaParts,
  compactDate,
  formatDate,
  formatDateTime,
  formatDateTimeSeconds,
  isDayAfter,
  isIsoDay,
  isoDay,
} from '../../../src/contract/dates';

describe('China-time formatting', () => {
  it('shows an instant in China time, minutes or seconds', () => {
    expect(formatDateTime('2026-11-22T03:04:05Z')).toBe('2026-11-22 11:04');
    expect(formatDateTimeSeconds('2026-11-22T03:04:05Z')).toBe('2026-11-22 11:04:05');
    expect(formatDateTime(new Date(Date.UTC(2026, 10, 22, 3, 4, 5)))).toBe('2026-11-22 11:04');
  });

  it('rolls to the next China day after 16:00 UTC and writes midnight as 00', () => {
    expect(formatDateTime('2026-12-31T16:00:00Z')).toBe('2027-01-01 00:00');
    expect(formatDate('2026-12-31T16:00:00Z')).toBe('2027-01-01');
    expect(formatDate('2026-12-31T15:59:59Z')).toBe('2026-12-31');
    expect(compactDate(new Date('2026-12-31T16:00:00Z'))).toBe('20270101');
  });

  it('shows a dash (or the given text) for a missing or invalid date', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime(undefined)).toBe('—');
    expect(formatDateTime('')).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
    expect(formatDate(null, '尚未开具')).toBe('尚未开具');
    expect(compactDate('nope')).toBe('');
  });
});

describe('China time without loading time-zone data', () => {
  const intl = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const byIntl = (d: Date) => {
    const out: Record<string, string> = {};
    for (const p of intl.formatToParts(d)) if (p.type !== 'literal') out[p.type] = p.value;
    return out;
  };

  it('gives the same fields as Asia/Shanghai time-zone data from 1992 on (UTC+8, no daylight saving)', () => {
    const from = Date.UTC(1991, 11, 31, 16);
    const to = Date.UTC(2100, 0, 1);
    // The first fixed-offset instant, around every China midnight of a leap day and year end, and 2,000 spread out.
    const instants = [from, from + 1000, Date.UTC(2028, 1, 28, 15, 59, 59), Date.UTC(2028, 1, 28, 16)];
    for (let i = 0; i < 2000; i++) instants.push(from + Math.floor(((to - from) * i) / 2000) + i * 7919);
    for (const t of instants) expect(chinaParts(t), new Date(t).toISOString()).toEqual(byIntl(new Date(t)));
  });

  it('reads older dates from the time-zone data: China kept daylight saving time 1986–1991', () => {
    expect(formatDateTime('1988-07-01T00:00:00Z')).toBe('1988-07-01 09:00');
    expect(formatDateTime('1988-12-01T00:00:00Z')).toBe('1988-12-01 08:00');
    expect(formatDate('1991-12-31T15:59:59Z')).toBe('1991-12-31');
    expect(chinaParts('1988-07-01T00:00:00Z')).toEqual(byIntl(new Date('1988-07-01T00:00:00Z')));
  });
});

describe('China-time days', () => {
  it('accepts only real YYYY-MM-DD days', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-13-01')).toBe(false);
    expect(isIsoDay('2026-1-01')).toBe(false);
    expect(isIsoDay(null)).toBe(false);
    expect(isoDay('2026-11-22')).toBe('2026-11-22');
    expect(isoDay('22/11/2026')).toBeUndefined();
  });

  it('bounds an inclusive day range at China midnights', () => {
    expect(chinaDayStart('2026-11-22').toISOString()).toBe('2026-11-21T16:00:00.000Z');
    expect(chinaDayEnd('2026-11-22').toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(chinaDayEnd('2026-12-31').toISOString()).toBe('2026-12-31T16:00:00.000Z');
  });

  it('orders days', () => {
    expect(isDayAfter('2026-11-23', '2026-11-22')).toBe(true);
    expect(isDayAfter('2026-11-22', '2026-11-22')).toBe(false);
    expect(isDayAfter('2026-01-09', '2026-10-01')).toBe(false);
  });
});
