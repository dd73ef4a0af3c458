/** Slot checks that need the workshop's timetable (spec 000 §2 grid rows, §3 orari_tabella). */
import { APPOINTMENTS_MSG } from '@shared/messages';
import type { DbOrTx } from '@server/db/client';
import { badRequest } from '@server/http/errors';
import { getSettings } from '@server/domain/settings';

/** Number of rows of the workshop's grid (length of `orari_tabella`). */
export async function timetableLength(db: DbOrTx, workshopId: number): Promise<number> {
  const app = await getSettings(db, workshopId, 'app');
  return app.orari_tabella.length;
}

/** Throws 400 "Orario non valido" unless every row is a row of the workshop's grid. */
export async function assertRowsInTimetable(
  db: DbOrTx,
  workshopId: number,
  ...rows: number[]
): Promise<void> {
  const n = await timetableLength(db, workshopId);
  if (rows.some((r) => !Number.isInteger(r) || r < 0 || r >= n))
    throw badRequest(APPOINTMENTS_MSG.invalidSlot);
}
