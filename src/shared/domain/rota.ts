/**
 * Staff rota box (+mod_kuma, spec 000 §2): who works mattina, pomeriggio and spezzato in a
 * given week. The assignment rotates by one place every week from the base Monday
 * 2020-01-20, over three people, or in the two-person variant over mattina and spezzato.
 */
import { daysBetween } from './iso-date';

export const ROTA_BASE_MONDAY = '2020-01-20';
export type Shift = 'mattina' | 'pomeriggio' | 'spezzato';
export type RotaEntry = { shift: Shift; person: string };

/** Whole weeks from the base Monday to `date` (negative before it). */
export function rotaWeek(date: string): number {
  return Math.floor(daysBetween(ROTA_BASE_MONDAY, date) / 7);
}

/**
 * The week's rota for `people` (3 names → mattina, pomeriggio, spezzato; 2 names →
 * mattina, spezzato). In the base week person 0 has the first shift; each week every
 * person moves to the next shift. Empty for any other number of names.
 */
export function rotaFor(date: string, people: readonly string[]): RotaEntry[] {
  const shifts: Shift[] =
    people.length === 3
      ? ['mattina', 'pomeriggio', 'spezzato']
      : people.length === 2
        ? ['mattina', 'spezzato']
        : [];
  const n = shifts.length;
  if (n === 0) return [];
  const week = rotaWeek(date);
  return shifts.map((shift, s) => ({ shift, person: people[(((s - week) % n) + n) % n]! }));
}
