/**
 * Closure popup (spec 000 §2, §4, §5): close/reopen a day with the marker appointment
 * (riga -1, colonna 1, nome CHIUSURA) and block a range of slots with appointments named X.
 */
import { eq, gte, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { blockSlotsInputSchema } from '@shared/contracts/appointments';
import { BLOCKED_NAME, CLOSURE_NAME, CLOSURE_ROW } from '@shared/domain/status';
import { APPOINTMENTS_MSG } from '@shared/messages';
import { withTransaction, type DbOrTx } from '@server/db/client';
import { appointments } from '@server/db/schema';
import { AppError, badRequest, isUniqueViolation } from '@server/http/errors';
import { closureMarkerOf, onDay } from '@server/domain/appointments';
import { timetableLength } from './slot-rules';

export type BlockInput = z.output<typeof blockSlotsInputSchema>;

const slotsTaken = () => new AppError(409, 'conflict', APPOINTMENTS_MSG.blockSlotsTaken);

/**
 * Blocks rows `fromRow ≤ r < toRow` of one column on a date with appointments named X, all
 * or nothing. Throws 400 "ERRORE: La prima ora deve essere inferiore alla seconda", 400
 * "Orario non valido" (outside the timetable; `toRow` may equal its length, meaning "to the
 * end"), or 409 "ERRORE: sono già presenti appuntamenti negli orari selezionati" when any
 * appointment is in the range — also when one arrives concurrently (unique slot index).
 */
export async function blockSlots(db: DbOrTx, workshopId: number, input: BlockInput) {
  const { date, column, fromRow, toRow } = input;
  if (fromRow >= toRow) throw badRequest(APPOINTMENTS_MSG.blockFirstHourLower);
  const rows = await timetableLength(db, workshopId);
  if (toRow > rows) throw badRequest(APPOINTMENTS_MSG.invalidSlot);
  try {
    return await withTransaction(db, async (tx) => {
      const taken = await tx
        .select({ id: appointments.id })
        .from(appointments)
        .where(
          onDay(
            workshopId,
            date,
            eq(appointments.column, column),
            gte(appointments.row, fromRow),
            lt(appointments.row, toRow),
          ),
        )
        .limit(1);
      if (taken.length > 0) throw slotsTaken();
      const values = [];
      for (let row = fromRow; row < toRow; row++) {
        values.push({ workshopId, date, row, column, surname: BLOCKED_NAME });
      }
      return tx.insert(appointments).values(values).returning();
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw slotsTaken();
    throw err;
  }
}

/** Closes a day: inserts the marker once (idempotent). */
export async function closeDay(db: DbOrTx, workshopId: number, date: string): Promise<void> {
  await db
    .insert(appointments)
    .values({ workshopId, date, row: CLOSURE_ROW, column: 1, surname: CLOSURE_NAME })
    .onConflictDoNothing();
}

/** Reopens a day: removes the marker (nothing to do when open). */
export async function reopenDay(db: DbOrTx, workshopId: number, date: string): Promise<void> {
  await db.delete(appointments).where(closureMarkerOf(workshopId, date));
}
