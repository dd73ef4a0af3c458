/**
 * Booking a slot from the public page (spec 001 §4, §5; docs/BOOKING.md). Everything is checked
 * again on the server (the page may be stale or forged): the workshop (active, unexpired,
 * not in maintenance), the day (after today in Europe/Rome, not Sunday, not CHIUSURA, not a
 * closed holiday) and the row ('s' for that weekday, inside the timetable).
 *
 * No slot is ever given twice: the insert is `ON CONFLICT DO NOTHING` on the unique slot
 * index `appointments_slot_uq (workshop_id, date, row, column)`, tried on each column
 * 1..revisioni_simultane in turn. A concurrent booking of the same cell waits for the other
 * transaction and then finds the cell taken, so with N columns exactly N bookings win and
 * every other one gets 409 `slot_taken` "Questo appuntamento non è più disponibile".
 */
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { bookingInputSchema } from '@shared/contracts/web-booking';
import {
  DEFAULT_BOOKING_VEHICLE,
  makeRandomId,
  offeredVehicleTypes,
} from '@shared/domain/web-booking';
import { yearOf } from '@shared/domain/dates';
import { BOOKING_MSG } from '@shared/messages';
import { withTransaction, type DbOrTx } from '@server/db/client';
import { appointments } from '@server/db/schema';
import { badRequest } from '@server/http/errors';
import { getSettings } from '@server/domain/settings';
import {
  confirmationChannel,
  initialNote,
  queueConfirmationSms,
} from '@server/domain/web-booking/confirmation';
import type { BookingWorkshop } from '@server/domain/web-booking/workshop';
import { assertDayStillOpen, freeColumns, slotGone } from '@server/domain/web-booking/slot-rules';

export type BookingBody = z.output<typeof bookingInputSchema>;

/** 409 `slot_taken` with the public page's text. */
export { slotGone };

/** The booked appointment and, when an SMS was queued, its campaign id. */
export type Booked = {
  row: typeof appointments.$inferSelect;
  time: string;
  smsCampaignId: number | null;
};

/**
 * Books `body` at workshop `w`. Throws 409 `conflict` (maintenance), 400 (day or row not
 * bookable, vehicle type not offered), 409 `slot_taken` (every column taken).
 */
export async function bookSlot(
  db: DbOrTx,
  w: BookingWorkshop,
  body: BookingBody,
  today: string,
  base: string,
  nowMs: number,
): Promise<Booked> {
  const { day, columns } = await freeColumns(db, w.id, body.date, body.row, today);
  const { timetable } = day.rules;
  const vehicleType = await vehicleTypeFor(db, w.id, body.vehicleType);
  const channel = await confirmationChannel(db, w.id);
  if (columns.length === 0) throw slotGone();
  const randomId = makeRandomId(w.linkWeb, yearOf(body.date), (n) => randomBytes(n));

  return withTransaction(db, async (tx) => {
    let row: typeof appointments.$inferSelect | undefined;
    for (const column of columns) {
      [row] = await tx
        .insert(appointments)
        .values({
          workshopId: w.id,
          date: body.date,
          row: body.row,
          column,
          surname: body.surname,
          model: body.model,
          phone: body.phone,
          plate: body.plate ?? '',
          vehicleType,
          web: 1,
          randomId,
          note: initialNote(channel, body.phone, nowMs),
        })
        .onConflictDoNothing({
          target: [
            appointments.workshopId,
            appointments.date,
            appointments.row,
            appointments.column,
          ],
        })
        .returning();
      if (row) break;
    }
    if (!row) throw slotGone();
    // A CHIUSURA marker inserted meanwhile by the workshop closes the day after all.
    await assertDayStillOpen(tx, w.id, body.date);
    const smsCampaignId =
      channel === 'sms'
        ? await queueConfirmationSms(tx, w.id, { ...row, randomId }, base, nowMs)
        : null;
    return { row, time: timetable[row.row] ?? '', smsCampaignId };
  });
}

/** The vehicle type of a booking: one offered by `tipo_veicoli`, else 400. */
async function vehicleTypeFor(db: DbOrTx, workshopId: number, asked: number | undefined) {
  const offered = offeredVehicleTypes((await getSettings(db, workshopId, 'web')).tipo_veicoli);
  if (offered.length === 0) return DEFAULT_BOOKING_VEHICLE;
  if (asked === undefined) return offered[0]!;
  if (!offered.includes(asked)) throw badRequest(BOOKING_MSG.bookingFailed);
  return asked;
}
