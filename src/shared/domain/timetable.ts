/**
 * The grid's time slots (`orari_tabella`, spec 000 §3, §9): a list of labels, one grid row
 * each; default 26 half-hours from 7:30 to 20:00. Appointments store the row index.
 */

/**
 * Builds slot labels from `from` to `to` inclusive every `everyMinutes` (the timetable
 * generator of spec 001 §2: 'dalle', 'alle', 'ogni'). Times are `"H:MM"`.
 * Throws RangeError when a time is malformed, `from` > `to` or the step is not positive.
 */
export function generateTimetable(from: string, to: string, everyMinutes: number): string[] {
  const start = parseClock(from);
  const end = parseClock(to);
  if (start === null || end === null) throw new RangeError('orario non valido');
  if (!(everyMinutes > 0) || start > end) throw new RangeError('intervallo non valido');
  const labels: string[] = [];
  for (let m = start; m <= end; m += everyMinutes) labels.push(formatClock(m));
  return labels;
}

/** Minutes since midnight of `"7:30"`/`"07:30"`, or null when malformed. */
export function parseClock(value: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const h = Number(match[1]);
  const m = Number(match[2]);
  if (h > 23 || m > 59) return null;
  return h * 60 + m;
}

/** `450` → `"7:30"`. */
export function formatClock(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Spec 000 §9: 26 half-hour rows, 7:30 to 20:00. */
export const DEFAULT_TIMETABLE: readonly string[] = generateTimetable('7:30', '20:00', 30);
