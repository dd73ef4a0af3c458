/**
 * The opening-hours grid of impostazioni_web (spec 001 §3 orari_lavoro, §9): weekday
 * '1'..'6' × timetable row, 's' or 'n', and its quick fills. Pure.
 */
import { BOOKING_WEEKDAYS, type RowFlag } from '@shared/domain/web-booking';
import { parseClock } from '@shared/domain/timetable';

export type Hours = Record<string, RowFlag[]>;

/** `hours` with every weekday sized to `rows` (missing rows 'n'). */
export function normaliseHours(hours: Record<string, readonly RowFlag[]>, rows: number): Hours {
  return Object.fromEntries(
    BOOKING_WEEKDAYS.map(({ key }) => [
      key,
      Array.from({ length: rows }, (_, i) => hours[key]?.[i] ?? 'n'),
    ]),
  );
}

/** Every weekday and row set to `flag`. */
export const fillAll = (rows: number, flag: RowFlag): Hours =>
  Object.fromEntries(
    BOOKING_WEEKDAYS.map(({ key }) => [key, Array.from({ length: rows }, () => flag)]),
  );

/** Monday's rows copied to Tuesday..Saturday. */
export const copyMonday = (h: Hours): Hours =>
  Object.fromEntries(BOOKING_WEEKDAYS.map(({ key }) => [key, [...(h['1'] ?? [])]]));

/** Rows before 13:00 open, the rest closed, every weekday. */
export function morningsOnly(timetable: readonly string[]): Hours {
  const flags = timetable.map((t) => ((parseClock(t) ?? 0) < 13 * 60 ? 's' : 'n') as RowFlag);
  return Object.fromEntries(BOOKING_WEEKDAYS.map(({ key }) => [key, [...flags]]));
}

/** One cell toggled. */
export function toggle(h: Hours, key: string, row: number): Hours {
  const day = [...(h[key] ?? [])];
  day[row] = day[row] === 's' ? 'n' : 's';
  return { ...h, [key]: day };
}

/** Lines of a textarea → trimmed non-empty entries. */
export const lines = (text: string) =>
  text
    .split(/[\n,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
