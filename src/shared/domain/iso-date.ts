/**
 * The dayjs-free part of `dates.ts` (re-exported there): ISO calendar dates `YYYY-MM-DD` in
 * Europe/Rome checked and "today" computed with a regex, the calendar and a cached
 * `Intl.DateTimeFormat`. Its own module so the contracts (`contracts/common.ts`), which the
 * login page loads, do not pull dayjs and its plugins in (issue 12 §4).
 */
export const ROME = 'Europe/Rome';
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * True when `value` is `YYYY-MM-DD` and a real calendar day (`2026-02-30` is false).
 * A regex and the Gregorian calendar, no dayjs: it runs on every date of every request
 * (issue 12; checked against dayjs's strict parse in dates-fast.test.ts).
 */
export function isIsoDate(value: string): boolean {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : MONTH_DAYS[month - 1]!);
}

// `en-CA` formats as YYYY-MM-DD. Built once: constructing an Intl formatter costs ~100 µs.
const ROME_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: ROME,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const MINUTE_MS = 60_000;
let lastMinute = Number.NaN;
let lastToday = '';

/**
 * Today's date in Rome as `YYYY-MM-DD`; `now` in ms since epoch (default: the clock).
 * A cached `Intl.DateTimeFormat`, and the answer kept for the current minute (Rome's day
 * always changes on a whole minute, DST included), so the hot path costs a division.
 */
export function todayInRome(now: number = Date.now()): string {
  const minute = Math.floor(now / MINUTE_MS);
  if (minute !== lastMinute) {
    lastToday = ROME_DATE.format(now);
    lastMinute = minute;
  }
  return lastToday;
}
