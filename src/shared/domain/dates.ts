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

export { ROME, ISO_DATE, isIsoDate, todayInRome } from './iso-date';
import { ROME } from './iso-date';

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
