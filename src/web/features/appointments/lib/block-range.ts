/**
 * Choices of the "Blocca orari" section (spec 000 §5): rows `from ≤ r < to` of the
 * timetable. "Dalle" offers every slot label; "Alle" offers every label too, plus the end
 * of the last slot so the day's last row can be blocked. React-free.
 */
import { formatClock, parseClock } from '@shared/domain/timetable';
import { APPOINTMENTS_TEXTS as T } from '../texts';

export type RowOption = { value: string; label: string };

/** Options of "Dalle": one per slot, value = row index. */
export function fromRowOptions(timetable: readonly string[]): RowOption[] {
  return timetable.map((label, row) => ({ value: String(row), label }));
}

/**
 * Options of "Alle": one per slot (value = row index, the row itself excluded) and a last
 * one (value = timetable length) labelled with the end of the last slot, e.g. `"20:30"`
 * after `"19:30"`, `"20:00"`; "Fine giornata" when the labels are not clock times.
 */
export function toRowOptions(timetable: readonly string[]): RowOption[] {
  const options = fromRowOptions(timetable);
  if (timetable.length === 0) return options;
  const last = parseClock(timetable[timetable.length - 1]!);
  const prev = timetable.length > 1 ? parseClock(timetable[timetable.length - 2]!) : null;
  const step = last !== null && prev !== null && last > prev ? last - prev : 30;
  const endLabel = last !== null && last + step < 24 * 60 ? formatClock(last + step) : T.endOfDay;
  const end = options.some((o) => o.label === endLabel) ? T.endOfDay : endLabel;
  return [...options, { value: String(timetable.length), label: end }];
}

/** True when the range blocks at least one row (the client-side check of spec 000 §5). */
export function isValidBlockRange(fromRow: number, toRow: number): boolean {
  return fromRow < toRow;
}
