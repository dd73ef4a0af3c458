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

/**
 * An iCalendar event for the booking: floating local time (the phone's calendar shows the
 * workshop's wall-clock time), 30 minutes. `time` is `"H:MM"`.
 */
export function bookingIcs(date: string, time: string, title: string, model: string): string {
  const [h = '0', m = '00'] = time.split(':');
  const start = `${date.replaceAll('-', '')}T${h.padStart(2, '0')}${m}00`;
  const endMin = Number(h) * 60 + Number(m) + 30;
  const end = `${date.replaceAll('-', '')}T${String(Math.floor(endMin / 60)).padStart(2, '0')}${String(endMin % 60).padStart(2, '0')}00`;
  const esc = (s: string) => s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//ReviApp//Prenotazione//IT',
    'BEGIN:VEVENT',
    `UID:${start}-${Math.random().toString(36).slice(2)}@reviapp`,
    `DTSTAMP:${new Date().toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`,
    `DTSTART:${start}`,
    `DTEND:${end}`,
    `SUMMARY:${esc(`Revisione ${model} · ${title}`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
