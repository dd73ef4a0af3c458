/**
 * The online booking's checks of one slot (spec 001 §4, §5), shared by a public booking
 * (`routes/web-booking/book.ts`) and a customer's move (`routes/web-booking/customer-link.ts`):
 * the day must be open, the row open on that weekday and inside the timetable, and a
 * column up to revisioni_simultane free. What decides a race is the unique slot index at
 * the write; these checks only refuse early, with the page's texts.
 */
import { sql } from 'drizzle-orm';
import { MAX_SIMULTANEOUS, isRowOpen } from '@shared/domain/web-booking';
import { BOOKING_MSG } from '@shared/messages';
import type { DbOrTx } from '@server/db/client';
import { appointments } from '@server/db/schema';
import { AppError, badRequest } from '@server/http/errors';
import { closureMarkerOf } from '@server/domain/appointments';
import { publicDay } from './workshop';

/** 409 `slot_taken` with the public page's text "Questo appuntamento non è più disponibile". */
export const slotGone = () => new AppError(409, 'slot_taken', BOOKING_MSG.slotGone);

/**
 * The day of `date` (`publicDay`) and the columns of `row` still free there, first free
 * first. Throws 409 `conflict` (bookings suspended), 400 "Questa data non è prenotabile",
 * 400 "Questo orario non è prenotabile"; an empty list means every column is taken.
 */
export async function freeColumns(
  db: DbOrTx,
  workshopId: number,
  date: string,
  row: number,
  today: string,
) {
  const day = await publicDay(db, workshopId, date, today);
  if (day.state === 'maintenance') throw new AppError(409, 'conflict', BOOKING_MSG.maintenance);
  if (day.state !== 'open') throw badRequest(BOOKING_MSG.dayNotBookable);
  const { timetable, hours, simultaneous } = day.rules;
  if (row >= timetable.length || !isRowOpen(hours, date, row))
    throw badRequest(BOOKING_MSG.rowNotBookable);
  const takenHere = new Set(day.taken.filter((t) => t.row === row).map((t) => t.column));
  const columns = [1, 2, 3]
    .slice(0, Math.min(MAX_SIMULTANEOUS, simultaneous))
    .filter((c) => !takenHere.has(c));
  return { day, columns };
}

/**
 * Throws 400 "Questa data non è prenotabile" when the workshop closed `date` (the CHIUSURA
 * marker, row -1) while a booking or a move was being written: run inside its transaction,
 * after the write.
 */
export async function assertDayStillOpen(tx: DbOrTx, workshopId: number, date: string) {
  const [closed] = await tx
    .select({ n: sql<number>`1` })
    .from(appointments)
    .where(closureMarkerOf(workshopId, date));
  if (closed) throw badRequest(BOOKING_MSG.dayNotBookable);
}
