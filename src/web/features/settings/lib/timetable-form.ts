/**
 * The timetable part of the APP settings (spec 001 §2 "Timetable generator: fields 'dalle',
 * 'alle' and 'ogni' (minutes); the timetable must be valid … for the 'Valida' action"):
 * the text typed in the editor ↔ labels, with the Italian reason when it is not valid.
 */
import { TIMETABLE_PROBLEM_MSG } from '@shared/contracts/settings';
import { generateTimetable, parseTimetableText, timetableProblem } from '@shared/domain/timetable';
import { SETTINGS_MSG } from '@shared/messages';
import { SETTINGS_TEXTS } from '../texts';

/** Shortest and longest step of the generator, in minutes. */
export const GENERATOR_MIN_STEP = 5;
export const GENERATOR_MAX_STEP = 240;

/** The editor's text of a list of labels: one per line. */
export function timetableToText(labels: readonly string[]): string {
  return labels.join('\n');
}

/** Outcome of reading the editor: the labels, or the message to show. */
export type TimetableRead = { ok: true; labels: string[] } | { ok: false; message: string };

/**
 * Reads and validates the editor's text (one label per line, or the spec's JSON list).
 * The message names the offending row, e.g. "… (formato H:MM, es. 7:30): riga 3: «8.30»".
 */
export function readTimetable(text: string): TimetableRead {
  const labels = parseTimetableText(text);
  if (labels === null) return { ok: false, message: SETTINGS_MSG.timetableUnreadable };
  const found = timetableProblem(labels);
  if (!found) return { ok: true, labels };
  const base = TIMETABLE_PROBLEM_MSG[found.problem];
  const label = labels[found.index];
  const where =
    found.index >= 0 && label !== undefined
      ? ` — ${SETTINGS_TEXTS.timetableAt(label, found.index + 1)}`
      : '';
  return { ok: false, message: `${base}${where}` };
}

/**
 * Runs the generator on the typed Dalle / Alle / Ogni: the labels, or the generator's
 * Italian message when a time is malformed, Dalle is after Alle or Ogni is outside 5–240.
 */
export function generateFromInputs(
  from: string,
  to: string,
  every: number | string,
): TimetableRead {
  const step = typeof every === 'number' ? every : Number(every);
  if (!Number.isInteger(step) || step < GENERATOR_MIN_STEP || step > GENERATOR_MAX_STEP)
    return { ok: false, message: SETTINGS_MSG.generatorInvalid };
  try {
    const labels = generateTimetable(from, to, step);
    const found = timetableProblem(labels);
    if (found) return { ok: false, message: TIMETABLE_PROBLEM_MSG[found.problem] };
    return { ok: true, labels };
  } catch {
    return { ok: false, message: SETTINGS_MSG.generatorInvalid };
  }
}

/** True when two label lists are the same timetable. */
export function sameTimetable(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
