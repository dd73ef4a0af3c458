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

/** The timetable generator's defaults (spec 001 §9): from 7:30 to 20:00 every 30 minutes. */
export const TIMETABLE_GENERATOR_DEFAULTS = {
  from: '7:30',
  to: '20:00',
  everyMinutes: 30,
} as const;

/** Spec 000 §9: 26 half-hour rows, 7:30 to 20:00. */
export const DEFAULT_TIMETABLE: readonly string[] = generateTimetable('7:30', '20:00', 30);

/** Most rows a timetable may have (one every 15 minutes around the clock). */
export const TIMETABLE_MAX_ROWS = 96;

/** Why a timetable is refused (see `timetableProblem`). */
export type TimetableProblem = 'empty' | 'too_long' | 'bad_time' | 'not_ascending';

/**
 * The first problem of a timetable, or null when it is valid (spec 001 §2 'Valida'): at
 * least one and at most `TIMETABLE_MAX_ROWS` labels, each a clock time `"H:MM"` (as
 * `parseClock` reads it), strictly increasing. `index` is the offending label's position.
 */
export function timetableProblem(
  labels: readonly string[],
): { problem: TimetableProblem; index: number } | null {
  if (labels.length === 0) return { problem: 'empty', index: -1 };
  if (labels.length > TIMETABLE_MAX_ROWS) return { problem: 'too_long', index: TIMETABLE_MAX_ROWS };
  let previous = -1;
  for (const [index, label] of labels.entries()) {
    const minutes = parseClock(label);
    if (minutes === null) return { problem: 'bad_time', index };
    if (minutes <= previous) return { problem: 'not_ascending', index };
    previous = minutes;
  }
  return null;
}

/**
 * Reads a timetable typed by hand: a JSON list (`["7:30","8:00"]`, the spec's form) or one
 * label per line (commas and semicolons also separate). Labels are trimmed, blanks dropped
 * and `07:30` normalised to `7:30`. Returns null when a JSON list is malformed or holds
 * anything but strings; the labels are not validated (see `timetableProblem`).
 */
export function parseTimetableText(text: string): string[] | null {
  const trimmed = text.trim();
  let items: unknown[];
  if (trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (!Array.isArray(parsed)) return null;
      items = parsed;
    } catch {
      return null;
    }
    if (!items.every((x) => typeof x === 'string')) return null;
  } else {
    items = trimmed.split(/[\n,;]+/);
  }
  return (items as string[])
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map((s) => {
      const m = parseClock(s);
      return m === null ? s : formatClock(m);
    });
}
