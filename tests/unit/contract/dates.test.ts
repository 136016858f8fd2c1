/**
 * The China-time date module: what users read and which day a rule counts in is Asia/Shanghai,
 * whatever the runtime's own time zone.
 */
import { describe, expect, it } from 'vitest';
import {
  chinaDayEnd,
  chinaDayStart,
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
