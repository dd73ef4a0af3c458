/**
 * "Scorrimento visuale" (config_app.visual_scroll, spec 000 §9): with it on, the grid
 * scrolls smoothly to the selected cell, centred, and opening today's grid brings the row
 * of the current time (Europe/Rome) into view. Off, the grid scrolls only as far as needed
 * and stays where the page opens.
 */
import { parseClock } from '@shared/domain/timetable';

const ROME_CLOCK = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Minutes since midnight in Europe/Rome at `now` (ms since the epoch). */
export function minutesInRome(now: number = Date.now()): number {
  const parts = ROME_CLOCK.formatToParts(now);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  return get('hour') * 60 + get('minute');
}

/**
 * The row of `timetable` (labels `H:MM`) running at `minutes`: the last row starting at or
 * before it; 0 before the first row (or when no label parses).
 */
export function rowAtClock(timetable: readonly string[], minutes: number): number {
  let row = 0;
  timetable.forEach((label, i) => {
    const start = parseClock(label);
    if (start !== null && start <= minutes) row = i;
  });
  return row;
}

/** How the selected cell is scrolled into view. */
export function selectionScroll(visual: boolean): ScrollIntoViewOptions {
  return visual
    ? { block: 'center', inline: 'nearest', behavior: 'smooth' }
    : { block: 'nearest', inline: 'nearest' };
}
