/**
 * Italian public holidays (spec 001 §4, online booking closed on national holidays):
 * national ones, Easter Monday included, from `date-holidays` (type 'public' of country IT).
 * Server-only: the library's data would weigh on the public page, which gets each day's
 * state from the API instead. The library (~20 MB of every country's rules in memory) is
 * loaded at the first public booking request, not at start: an instance that serves no
 * booking page never holds it (README "Production": the serving process's memory).
 */
import type HolidaysType from 'date-holidays';

let calendar: Promise<HolidaysType> | null = null;
const cache = new Map<number, ReadonlySet<string>>();

/** The public holidays of `year` in `calendar` (a `date-holidays` calendar) as `YYYY-MM-DD`. */
export function publicHolidaysOf(calendar: HolidaysType, year: number): ReadonlySet<string> {
  return new Set(
    calendar
      .getHolidays(year)
      .filter((h) => h.type === 'public')
      .map((h) => h.date.slice(0, 10)),
  );
}

/**
 * The national public holidays of `year` as `YYYY-MM-DD` (Europe/Rome calendar days),
 * computed once per year and process. Rejects only when the library cannot be loaded.
 */
export async function italianHolidays(year: number): Promise<ReadonlySet<string>> {
  let set = cache.get(year);
  if (!set) {
    calendar ??= import('date-holidays').then(({ default: Holidays }) => new Holidays('IT'));
    set = publicHolidaysOf(await calendar, year);
    cache.set(year, set);
  }
  return set;
}
