/**
 * Dates of the public pages with the browser's Intl only (no date library): calendar dates
 * `YYYY-MM-DD` (Europe/Rome days, from the server) formatted in Italian, month grids, and
 * the .ics of "Aggiungi al calendario".
 */
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

const LONG = new Intl.DateTimeFormat('it-IT', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const MONTH = new Intl.DateTimeFormat('it-IT', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `"lunedì 23 novembre 2026"`. */
export const longDate = (date: string) => LONG.format(utc(date));
/** `"novembre 2026"` of a `YYYY-MM`. */
export const monthName = (month: string) => MONTH.format(utc(`${month}-01`));

/** `date` plus `days`. */
export function plusDays(date: string, days: number): string {
  const d = utc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** `YYYY-MM` plus `n` months. */
export function plusMonths(month: string, n: number): string {
  const d = utc(`${month}-01`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 7);
}

/** The month's days in weeks Monday-first; null pads the first and last week. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = utc(`${month}-01`);
  const pad = (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: pad }, () => null);
  for (let d = `${month}-01`; d.startsWith(month); d = plusDays(d, 1)) cells.push(d);
  while (cells.length % 7) cells.push(null);
  const weeks = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
