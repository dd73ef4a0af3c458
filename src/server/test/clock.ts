/**
 * Test clocks in Europe/Rome: jobs take an injected `nowMs`, tests name Rome wall-clock
 * times (spec 000 §4 background jobs run on Rome's calendar).
 */

/** The instant of `hhmm` Rome time on Rome day `date` (ms). */
export function romeAt(date: string, hhmm: string): number {
  // Rome is UTC+1 or UTC+2: find the UTC instant whose Rome wall clock reads hhmm.
  for (const offset of [1, 2]) {
    const [h, m] = hhmm.split(':').map(Number);
    const t = Date.UTC(
      +date.slice(0, 4),
      +date.slice(5, 7) - 1,
      +date.slice(8, 10),
      h! - offset,
      m!,
    );
    const wall = new Intl.DateTimeFormat('it-IT', {
      timeZone: 'Europe/Rome',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    }).format(t);
    if (wall === hhmm) return t;
  }
  throw new Error('no such Rome time');
}
