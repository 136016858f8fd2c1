/**
 * China time, one module for the client and the server: every date shown to a user, every "day" a rule
 * counts in (order numbers, date filters, CSV exports) is Asia/Shanghai, whatever the time zone of the
 * browser or the server. Built on Date and, for dates before 1992 only, Intl (no date library in the widget bundle).
 *
 *   formatDateTime('2026-11-22T03:04:05Z') → '2026-11-22 11:04'
 *   formatDate(…) → '2026-11-22'   compactDate(…) → '20261122'   formatDateTimeSeconds(…) → '2026-11-22 11:04:05'
 *   chinaDayStart('2026-11-22') → the instant 2026-11-22 00:00 in China (2026-11-21T16:00:00Z)
 */

export const CHINA_TIME_ZONE = 'Asia/Shanghai';

/**
 * China has kept UTC+8 all year since 1991-09-15, when its last daylight saving time ended: from 1992 on, the China
 * calendar fields of an instant are the UTC fields of the instant 8 hours later. Only older dates (daylight saving
 * 1986–1991, local mean times before 1949) need Intl's time-zone data, which is not free: the first
 * `Intl.DateTimeFormat` with a time zone loads it in one long main-thread task (in the payment and order widgets it
 * was their longest task).
 */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const FIXED_OFFSET_SINCE = Date.UTC(1992, 0, 1) - CHINA_OFFSET_MS;

let historical: Intl.DateTimeFormat | undefined;

/** The China calendar fields of an instant before 1992, from Intl's time-zone data. */
function historicalParts(d: Date): ChinaParts {
  // `hourCycle: 'h23'` so midnight is 00, not 24 (some engines do that with `hour12: false`).
  historical ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: CHINA_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const out: Record<string, string> = {};
  for (const p of historical.formatToParts(d)) if (p.type !== 'literal') out[p.type] = p.value;
  return out as unknown as ChinaParts;
}

type DateInput = string | number | Date | null | undefined;

/** The date as a valid Date, else null (empty or unparsable input). */
function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

interface ChinaParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

const two = (n: number) => String(n).padStart(2, '0');

/** The calendar fields of an instant in China time. */
export function chinaParts(value: DateInput): ChinaParts | null {
  const d = toDate(value);
  if (!d) return null;
  if (d.getTime() < FIXED_OFFSET_SINCE) return historicalParts(d);
  const china = new Date(d.getTime() + CHINA_OFFSET_MS);
  return {
    year: String(china.getUTCFullYear()),
    month: two(china.getUTCMonth() + 1),
    day: two(china.getUTCDate()),
    hour: two(china.getUTCHours()),
    minute: two(china.getUTCMinutes()),
    second: two(china.getUTCSeconds()),
  };
}

/** `2026-11-22 11:04` (China time); `—` for a missing or invalid date. */
export function formatDateTime(value: DateInput, empty = '—'): string {
  const p = chinaParts(value);
  return p ? `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}` : empty;
}

/** The zone named next to a time that a reader elsewhere could take for their own (a deadline, an expiry). */
export const CHINA_ZONE_LABEL = '北京时间';

/** `2026-11-22 11:04（北京时间）`: a deadline or an expiry, which must not be read in the reader's own zone. */
export function formatDeadline(value: DateInput, empty = '—'): string {
  const text = formatDateTime(value, '');
  return text ? `${text}（${CHINA_ZONE_LABEL}）` : empty;
}

/** `2026-11-22 11:04:05` (China time, with seconds: exports and logs); `—` for a missing date. */
export function formatDateTimeSeconds(value: DateInput, empty = '—'): string {
  const p = chinaParts(value);
  return p ? `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}` : empty;
}

/** `2026-11-22` (the China-time calendar day); `—` for a missing date. */
export function formatDate(value: DateInput, empty = '—'): string {
  const p = chinaParts(value);
  return p ? `${p.year}-${p.month}-${p.day}` : empty;
}

/** `20261122` (the China-time day, for order and invoice numbers and file names); '' for a missing date. */
export function compactDate(value: DateInput): string {
  const p = chinaParts(value);
  return p ? `${p.year}${p.month}${p.day}` : '';
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written `YYYY-MM-DD` (2026-02-30 is not one). */
export function isIsoDay(value: string | null | undefined): value is string {
  const m = value ? ISO_DAY.exec(value) : null;
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** The value when it is a `YYYY-MM-DD` day, else undefined (query parameters). */
export const isoDay = (value: string | null | undefined): string | undefined => (isIsoDay(value) ? value : undefined);

/** True when day `a` comes after day `b` (both `YYYY-MM-DD`; such strings order as the days do). */
export const isDayAfter = (a: string, b: string): boolean => a > b;

/** The instant a China-time day (`YYYY-MM-DD`) begins (China has had no daylight saving time since 1991). */
export function chinaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`);
}

/** The instant the China-time day after `day` begins (the exclusive end of an inclusive day range). */
export function chinaDayEnd(day: string): Date {
  return new Date(chinaDayStart(day).getTime() + 24 * 60 * 60 * 1000);
}
