/**
 * Italian public holidays (issue 13 §2): national ones, Easter Monday included, from
 * `date-holidays` (type 'public' of country IT). Server-only: the library's data would
 * weigh on the public page, which gets each day's state from the API instead.
 */
import Holidays from 'date-holidays';

const calendar = new Holidays('IT');
const cache = new Map<number, ReadonlySet<string>>();

/** The national public holidays of `year` as `YYYY-MM-DD` (Europe/Rome calendar days). */
export function italianHolidays(year: number): ReadonlySet<string> {
  let set = cache.get(year);
  if (!set) {
    set = new Set(
      calendar
        .getHolidays(year)
        .filter((h) => h.type === 'public')
        .map((h) => h.date.slice(0, 10)),
    );
    cache.set(year, set);
  }
  return set;
}
