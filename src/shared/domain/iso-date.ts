/**
 * The dayjs-free part of `dates.ts` (re-exported there): ISO calendar dates `YYYY-MM-DD` in
 * Europe/Rome checked and "today" computed with a regex, the calendar and a cached
 * `Intl.DateTimeFormat`; calendar-day arithmetic and the Italian date formats on plain
 * integers. Its own module so the contracts (`contracts/common.ts`), which the login page
 * loads, and the grid do not pull dayjs and its plugins in (README "Performance"). Every function
 * is checked against dayjs on 10,000 random dates in `dates-fast.test.ts`.
 */
export const ROME = 'Europe/Rome';
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * True when `value` is `YYYY-MM-DD` and a real calendar day (`2026-02-30` is false).
 * A regex and the Gregorian calendar, no dayjs: it runs on every date of every request
 * (checked against dayjs's strict parse in dates-fast.test.ts).
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

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of an ISO calendar date (proleptic Gregorian, any year 0–9999). */
function dayNumber(date: string): number {
  const d = new Date(0);
  d.setUTCFullYear(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)) - 1,
    Number(date.slice(8, 10)),
  );
  return Math.round(d.getTime() / DAY_MS);
}

/** The UTC `Date` at the start of day number `n` (see `dayNumber`). */
const dayStart = (n: number): Date => new Date(n * DAY_MS);

const pad2 = (n: number) => String(n).padStart(2, '0');
const pad4 = (n: number) => String(n).padStart(4, '0');

/** `YYYY-MM-DD` of a UTC `Date`'s calendar day. */
function isoOf(d: Date): string {
  return `${pad4(d.getUTCFullYear())}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

/** `date` plus `days` (may be negative), both calendar days: `addDays('2026-12-31', 1)` → `'2027-01-01'`. */
export function addDays(date: string, days: number): string {
  return isoOf(dayStart(dayNumber(date) + days));
}

/** Whole calendar days from `from` to `to` (`to` later → positive). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** Day of week, Monday = 0 … Sunday = 6 (the calendar widget is Monday-first, spec 000 §2). */
export function weekdayMondayFirst(date: string): number {
  return (dayStart(dayNumber(date)).getUTCDay() + 6) % 7;
}

const WEEKDAYS_IT = ['domenica', 'lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato'];
/** Italian month names, January first (lower case, as dayjs's `it` locale writes them). */
export const MONTHS_IT = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
] as const;

/** `"venerdì 20 novembre 2026"`: the date banner and headings, in Italian. */
export function formatLongItalian(date: string): string {
  const d = dayStart(dayNumber(date));
  return `${WEEKDAYS_IT[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS_IT[d.getUTCMonth()]} ${pad4(d.getUTCFullYear())}`;
}

/** `"20.11.2026"`: the day.month.year headings of spec 000 §2 (offline backup). */
export function formatDotted(date: string): string {
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
}

/** `"20/11/2026"`. */
export function formatSlashed(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}

/** Calendar year of an ISO date. */
export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}
