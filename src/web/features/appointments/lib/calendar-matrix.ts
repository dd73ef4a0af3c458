/**
 * Pure helpers of the calendar widget (spec 000 §2): the Monday-first 6×7 day matrix of a
 * month and the selectable range given by the available years. React-free, unit-tested.
 */
import { addDays, MONTHS_IT, weekdayMondayFirst } from '@shared/domain/iso-date';

/** A month of the calendar: `month` is 1–12. */
export type MonthView = { year: number; month: number };
/** One cell of the matrix: the ISO date and whether it belongs to the shown month. */
export type DayCell = { iso: string; day: number; inMonth: boolean };
/** Inclusive range of selectable years. */
export type YearBounds = { first: number; last: number };

export const WEEKDAY_HEADERS = ['Lu', 'Ma', 'Me', 'Gi', 'Ve', 'Sa', 'Do'] as const;

/** The month containing `iso` (`YYYY-MM-DD`). */
export function monthOf(iso: string): MonthView {
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)) };
}

/**
 * The 42 days (6 weeks, Monday first) shown for `view`: the month's days plus the
 * leading days of the previous month and the trailing days of the next one.
 */
export function buildMonthMatrix(view: MonthView): DayCell[][] {
  const first = `${String(view.year).padStart(4, '0')}-${String(view.month).padStart(2, '0')}-01`;
  const start = addDays(first, -weekdayMondayFirst(first));
  const weeks: DayCell[][] = [];
  for (let w = 0; w < 6; w++) {
    const week: DayCell[] = [];
    for (let d = 0; d < 7; d++) {
      const iso = addDays(start, w * 7 + d);
      week.push({
        iso,
        day: Number(iso.slice(8, 10)),
        inMonth: Number(iso.slice(5, 7)) === view.month,
      });
    }
    weeks.push(week);
  }
  return weeks;
}

/**
 * First and last year of the available-years list; falls back to `today`'s year when the
 * list is empty (a new workshop with no appointments yet).
 */
export function yearBounds(availableYears: readonly number[], today: string): YearBounds {
  if (availableYears.length === 0) {
    const y = Number(today.slice(0, 4));
    return { first: y, last: y };
  }
  return { first: Math.min(...availableYears), last: Math.max(...availableYears) };
}

/** True when `iso` falls within the bounds' years (inclusive). */
export function isSelectable(iso: string, bounds: YearBounds): boolean {
  const y = Number(iso.slice(0, 4));
  return y >= bounds.first && y <= bounds.last;
}

/** `view` moved by `months` (may be negative), or null when it would leave the bounds. */
export function shiftMonth(view: MonthView, months: number, bounds: YearBounds): MonthView | null {
  const index = view.year * 12 + (view.month - 1) + months;
  const year = Math.floor(index / 12);
  if (year < bounds.first || year > bounds.last) return null;
  return { year, month: (index % 12) + 1 };
}

/** `"Novembre"`: the Italian month name, capitalised. */
export function italianMonthName(month: number): string {
  const name = MONTHS_IT[month - 1] ?? '';
  return name.charAt(0).toUpperCase() + name.slice(1);
}
