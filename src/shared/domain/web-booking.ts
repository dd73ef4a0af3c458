/**
 * Public online booking rules (spec 001 §4 "Public booking", §5, §9; 000 §3 riga -1), pure
 * and dependency-free so the server and the small public page share them.
 *
 * - Dates are calendar dates `YYYY-MM-DD` in Europe/Rome; "today" comes from the caller
 *   (`todayInRome(now)` on the server), so nothing here reads the clock or the machine zone.
 * - Opening hours `orari_lavoro`: per weekday key `'1'` (Monday) … `'6'` (Saturday), per
 *   timetable row `'s'` (bookable) or `'n'`; Sunday (`'0'`) is always closed (spec 001 §9).
 * - Simultaneous inspections `revisioni_simultane` 1–3: a row is free while one of columns
 *   1..n has no appointment.
 */

/** `'s'` bookable, `'n'` not, per timetable row. */
export type RowFlag = 's' | 'n';
/** Opening hours by weekday key `'1'`..`'6'` (Monday..Saturday). */
export type OpeningHours = Readonly<Record<string, readonly RowFlag[]>>;

/** Why a day cannot be booked, or `'open'`. */
export type DayState = 'past' | 'closed' | 'open';

/** One bookable row of a day: its timetable index and label, and whether a column is free. */
export type BookableSlot = { row: number; time: string; free: boolean };

/** The weekdays the opening-hours grid configures, with their Italian names (Mon..Sat). */
export const BOOKING_WEEKDAYS = [
  { key: '1', name: 'Lunedì' },
  { key: '2', name: 'Martedì' },
  { key: '3', name: 'Mercoledì' },
  { key: '4', name: 'Giovedì' },
  { key: '5', name: 'Venerdì' },
  { key: '6', name: 'Sabato' },
] as const;

/** Most simultaneous inspections (spec 001 §5, §9). */
export const MAX_SIMULTANEOUS = 3;

/** Weekday key of a calendar date: `'0'` Sunday, `'1'` Monday … `'6'` Saturday. */
export function bookingWeekday(date: string): string {
  return String(new Date(`${date}T00:00:00Z`).getUTCDay());
}

/** True when row `row` of `date`'s weekday is marked 's' (Sunday never is). */
export function isRowOpen(hours: OpeningHours, date: string, row: number): boolean {
  const key = bookingWeekday(date);
  if (key === '0') return false;
  return hours[key]?.[row] === 's';
}

/**
 * Holiday overrides of a workshop (`impostazioni_web`): `festivi_aperti` opens a national
 * holiday, `festivi_aggiunti` closes extra days (a patron saint's day). Each entry is a
 * yearly `MM-DD` or one `YYYY-MM-DD`.
 */
export type HolidayOverrides = {
  festivi_aperti?: readonly string[];
  festivi_aggiunti?: readonly string[];
};

const matchesDay = (entries: readonly string[] | undefined, date: string) =>
  (entries ?? []).some((e) => e === date || e === date.slice(5));

/**
 * True when `date` is a holiday the workshop keeps closed: a national one (`national`,
 * from the server's holiday calendar) not opened by `festivi_aperti`, or one of
 * `festivi_aggiunti`.
 */
export function isClosedHoliday(
  date: string,
  national: ReadonlySet<string>,
  overrides: HolidayOverrides = {},
): boolean {
  if (matchesDay(overrides.festivi_aggiunti, date)) return true;
  return national.has(date) && !matchesDay(overrides.festivi_aperti, date);
}

/**
 * The state of a day on the public page (spec 001 §4): `'past'` for today and earlier
 * (pick a later date), `'closed'` on Sunday, a closed holiday, a day with the CHIUSURA
 * marker (row -1) or a weekday with no 's' row; otherwise `'open'`.
 */
export function dayState(input: {
  date: string;
  today: string;
  hours: OpeningHours;
  closedMarker: boolean;
  holiday: boolean;
}): DayState {
  if (input.date <= input.today) return 'past';
  const key = bookingWeekday(input.date);
  if (key === '0' || input.holiday || input.closedMarker) return 'closed';
  if (!(input.hours[key] ?? []).includes('s')) return 'closed';
  return 'open';
}

/**
 * The first free column (1..`simultaneous`) of `row` given the taken `{row, column}` cells,
 * or null when all are taken. `simultaneous` is clamped to 1..3.
 */
export function firstFreeColumn(
  taken: readonly { row: number; column: number }[],
  row: number,
  simultaneous: number,
): number | null {
  const n = Math.min(MAX_SIMULTANEOUS, Math.max(1, Math.trunc(simultaneous)));
  const used = new Set(taken.filter((t) => t.row === row).map((t) => t.column));
  for (let c = 1; c <= n; c++) if (!used.has(c)) return c;
  return null;
}

/**
 * The bookable rows of an open day (`'s'` for its weekday, inside the timetable), each
 * free when `firstFreeColumn` finds a column. Only free/taken: nobody's data.
 */
export function bookableSlots(input: {
  date: string;
  timetable: readonly string[];
  hours: OpeningHours;
  simultaneous: number;
  taken: readonly { row: number; column: number }[];
}): BookableSlot[] {
  // The public day is the hottest public read (bench:api `slots`): the weekday and the taken
  // columns of each row are worked out once, not once a row.
  const key = bookingWeekday(input.date);
  const open = key === '0' ? undefined : input.hours[key];
  if (!open) return [];
  const n = Math.min(MAX_SIMULTANEOUS, Math.max(1, Math.trunc(input.simultaneous)));
  const usedByRow = new Map<number, number>(); // row → bit c set when column c (1..n) is taken
  for (const t of input.taken)
    if (t.column >= 1 && t.column <= n)
      usedByRow.set(t.row, (usedByRow.get(t.row) ?? 0) | (1 << t.column));
  const full = ((1 << n) - 1) << 1; // bits 1..n
  const slots: BookableSlot[] = [];
  for (let row = 0; row < input.timetable.length; row++)
    if (open[row] === 's')
      slots.push({ row, time: input.timetable[row]!, free: (usedByRow.get(row) ?? 0) !== full });
  return slots;
}

/**
 * The cancel deadline (spec 001 §4, §5): a booking can be cancelled only while its date is
 * after today in Europe/Rome, i.e. until 24:00 of the day before.
 */
export function canCancel(date: string, today: string): boolean {
  return date > today;
}

/** Random part of `id_casuale`: 20 characters (spec 001 §9). */
export const RANDOM_ID_CHARS = 20;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * `id_casuale` (spec 001 §9): link_web + year (4 digits) + 20 random characters drawn with
 * `randomBytes` (a CSPRNG on the server).
 */
export function makeRandomId(
  linkWeb: string,
  year: number,
  randomBytes: (n: number) => Uint8Array,
): string {
  const bytes = randomBytes(RANDOM_ID_CHARS * 3);
  let out = '';
  // 62 * 4 = 248: bytes 248..255 are skipped so every character is equally likely.
  for (const b of bytes) if (b < 248 && out.length < RANDOM_ID_CHARS) out += ALPHABET[b % 62];
  for (const b of bytes) if (out.length < RANDOM_ID_CHARS) out += ALPHABET[b % 62];
  return `${linkWeb}${year}${out}`;
}

/** The link_web a confirmation code starts with (code minus year and random part), or null. */
export function linkOfRandomId(code: string): string | null {
  const link = code.slice(0, -(RANDOM_ID_CHARS + 4));
  return link.length > 0 && /^\d{4}$/.test(code.slice(-(RANDOM_ID_CHARS + 4), -RANDOM_ID_CHARS))
    ? link
    : null;
}

/**
 * Vehicle types the booking form offers (`tipo_veicoli`: the codes 0 car, 1 moto, 2 taxi
 * written in the text, e.g. `"0,1"`). Empty → none offered (the booking is a moto, the
 * workshops' usual vehicle); one → no choice shown.
 */
export function offeredVehicleTypes(text: string): number[] {
  return [...new Set((text.match(/[0-2]/g) ?? []).map(Number))].sort();
}

/** The type a booking gets when the form shows no choice. */
export const DEFAULT_BOOKING_VEHICLE = 1;
