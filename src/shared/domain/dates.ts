/**
 * Calendar dates in Europe/Rome (DESIGN.md "Time zone"). Appointment dates are plain ISO
 * calendar dates `YYYY-MM-DD`; arithmetic on them never touches the machine's zone.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import 'dayjs/locale/it.js';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

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

/** The instant Rome's calendar day `date` begins, as an ISO timestamp (UTC). */
export function romeDayStart(date: string): string {
  return dayjs.tz(date, ROME).toISOString();
}

/** `"HH:MM"` of the Rome wall clock at `now` (ms since epoch). */
export function romeClock(now: number = Date.now()): string {
  return dayjs(now).tz(ROME).format('HH:mm');
}

/** `date` plus `days` (may be negative), both calendar days: `addDays('2026-12-31', 1)` → `'2027-01-01'`. */
export function addDays(date: string, days: number): string {
  return dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
}

/** Whole calendar days from `from` to `to` (`to` later → positive). */
export function daysBetween(from: string, to: string): number {
  return dayjs.utc(to).diff(dayjs.utc(from), 'day');
}

/** Day of week, Monday = 0 … Sunday = 6 (the calendar widget is Monday-first, spec 000 §2). */
export function weekdayMondayFirst(date: string): number {
  return (dayjs.utc(date).day() + 6) % 7;
}

/** `"venerdì 20 novembre 2026"`: the date banner and headings, in Italian. */
export function formatLongItalian(date: string): string {
  return dayjs.utc(date).locale('it').format('dddd D MMMM YYYY');
}

/** `"20.11.2026"`: the day.month.year headings of spec 000 §2 (offline backup). */
export function formatDotted(date: string): string {
  return dayjs.utc(date).format('DD.MM.YYYY');
}

/** `"20/11/2026"`. */
export function formatSlashed(date: string): string {
  return dayjs.utc(date).format('DD/MM/YYYY');
}

/** Calendar year of an ISO date. */
export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

export { dayjs };
