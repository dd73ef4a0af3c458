/**
 * Test helpers of the booking tests: a workshop with a booking link and opening hours, and
 * the next bookable dates (Monday–Saturday, not a national holiday, after today in Rome).
 */
import { randomBytes } from 'node:crypto';
import Holidays from 'date-holidays';
import { bookingWeekday } from '@shared/domain/web-booking';
import { addDays, todayInRome, yearOf } from '@shared/domain/dates';
import { DEFAULT_TIMETABLE } from '@shared/domain/timetable';
import type { Db } from '@server/db/client';
import { buildSettings, buildWorkshop } from '@server/test/factories';
import { publicHolidaysOf } from '@server/domain/web-booking/holidays';

/** The calendar the server loads lazily (`@server/domain/web-booking/holidays`), loaded at once here (tests only). */
const ITALY = new Holidays('IT');

/** Every weekday Monday–Saturday, every row 's' except row 1 ('n'). */
export const OPEN_HOURS = Object.fromEntries(
  ['1', '2', '3', '4', '5', '6'].map((k) => [
    k,
    DEFAULT_TIMETABLE.map((_, i) => (i === 1 ? 'n' : 's')),
  ]),
) as Record<string, ('s' | 'n')[]>;

/** A workshop with a fresh link_web and the opening hours above; `web` overrides config_web. */
export async function bookingWorkshop(
  db: Db,
  opts: { web?: Record<string, unknown>; account?: Parameters<typeof buildWorkshop>[1] } = {},
) {
  const linkWeb = `off${randomBytes(4).toString('hex')}`;
  const w = await buildWorkshop(db, { linkWeb, ...opts.account });
  await buildSettings(db, w.id, 'web', { orari_lavoro: OPEN_HOURS, ...opts.web });
  return { ...w, linkWeb };
}

/** The `n`-th (0-based) date after today that is Monday–Saturday and not a holiday. */
export function bookableDate(n = 0): string {
  let d = todayInRome();
  for (let found = -1; ;) {
    d = addDays(d, 1);
    if (bookingWeekday(d) !== '0' && !publicHolidaysOf(ITALY, yearOf(d)).has(d) && ++found === n)
      return d;
  }
}

/** The next Sunday after today. */
export function nextSunday(): string {
  let d = addDays(todayInRome(), 1);
  while (bookingWeekday(d) !== '0') d = addDays(d, 1);
  return d;
}

/** A valid booking body for `date` and `row`. */
export const bookingBody = (date: string, row = 4, over: Record<string, unknown> = {}) => ({
  date,
  row,
  surname: 'rossi',
  model: 'honda sh 125',
  phone: '333 123 4567',
  privacy: true as const,
  ...over,
});
