/**
 * The public side of a workshop (spec 001 §4 public booking, §6 public visitor): found by
 * its link_web, active and not expired; and the state and slots of one day, computed in
 * Europe/Rome from the shared rules (`@shared/domain/booking`).
 */
import { and, eq, gte } from 'drizzle-orm';
import {
  bookableSlots,
  dayState,
  isClosedHoliday,
  offeredVehicleTypes,
  type DayState,
} from '@shared/domain/booking';
import type { PublicWorkshop } from '@shared/contracts/booking';
import { yearOf } from '@shared/domain/dates';
import { CLOSURE_ROW } from '@shared/domain/status';
import { BOOKING_MSG } from '@shared/messages';
import type { DbOrTx } from '@server/db/client';
import { appointments, workshops } from '@server/db/schema';
import { notFound } from '@server/http/errors';
import { workshopBlock } from '@server/auth/guard';
import { getSettings } from '@server/routes/settings/service';
import { italianHolidays } from './holidays';

export type BookingWorkshop = { id: number; linkWeb: string };

/**
 * The active, unexpired workshop whose link_web is `link` (exact match; unique index).
 * Throws 404 "Il link inserito non è valido" otherwise — or `message` when given.
 */
export async function resolveWorkshop(
  db: DbOrTx,
  link: string,
  today: string,
  message: string = BOOKING_MSG.invalidLink,
): Promise<BookingWorkshop> {
  const rows = await db.select().from(workshops).where(eq(workshops.linkWeb, link)).limit(2);
  const w = rows.length === 1 ? rows[0]! : null;
  if (!w || !w.linkWeb || workshopBlock(w, today)) throw notFound(message);
  return { id: w.id, linkWeb: w.linkWeb };
}

/** The cells taken on `date` (rows ≥ 0) and whether the CHIUSURA marker (row -1) is there. */
export async function takenCells(db: DbOrTx, workshopId: number, date: string) {
  const rows = await db
    .select({ row: appointments.row, column: appointments.column })
    .from(appointments)
    .where(
      and(
        eq(appointments.workshopId, workshopId),
        eq(appointments.date, date),
        gte(appointments.row, CLOSURE_ROW),
      ),
    );
  return { closed: rows.some((r) => r.row === CLOSURE_ROW), taken: rows.filter((r) => r.row >= 0) };
}

export type PublicDayState = DayState | 'maintenance';

/**
 * A day as the public page shows it: `maintenance` when the workshop switched bookings off,
 * else `dayState` (past, closed, open) and, when open, its bookable rows free or taken.
 * Also returns what a booking needs to re-check (timetable, hours, simultaneous).
 */
export async function publicDay(db: DbOrTx, workshopId: number, date: string, today: string) {
  const [web, app] = await Promise.all([
    getSettings(db, workshopId, 'web'),
    getSettings(db, workshopId, 'app'),
  ]);
  const rules = {
    timetable: app.orari_tabella,
    hours: web.orari_lavoro,
    simultaneous: web.revisioni_simultane,
  };
  if (web.manutenzione === 1)
    return { date, state: 'maintenance' as PublicDayState, slots: [], taken: [], rules };
  const { closed, taken } = await takenCells(db, workshopId, date);
  const holiday = isClosedHoliday(date, italianHolidays(yearOf(date)), web);
  const state: PublicDayState = dayState({
    date,
    today,
    hours: web.orari_lavoro,
    closedMarker: closed,
    holiday,
  });
  const slots = state === 'open' ? bookableSlots({ date, taken, ...rules }) : [];
  return { date, state, slots, taken, rules };
}

/**
 * What the public page shows of the workshop of `link` (title, home text, maintenance,
 * vehicle types offered, today in Rome). Throws 404 "Il link inserito non è valido".
 */
export async function publicWorkshop(
  db: DbOrTx,
  link: string,
  today: string,
): Promise<PublicWorkshop> {
  const w = await resolveWorkshop(db, link, today);
  const [web, app] = await Promise.all([
    getSettings(db, w.id, 'web'),
    getSettings(db, w.id, 'app'),
  ]);
  return {
    titolo: app.titolo,
    testo_home_page: web.testo_home_page,
    manutenzione: web.manutenzione === 1,
    testo_manutenzione: web.manutenzione === 1 ? web.testo_manutenzione : '',
    tipi_veicolo: offeredVehicleTypes(web.tipo_veicoli),
    oggi: today,
  };
}
