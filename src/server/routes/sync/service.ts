/**
 * SYNC of a day (spec 000 §4 SYNC; docs/RESILIENCE.md "SYNC"): matches the tool's vehicles with the
 * day's appointments (closures and blocked slots left out) and sets sync 1 on the matches.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { matchSync, type SyncVehicle } from '@shared/domain/sync';
import type { SyncResult } from '@shared/contracts/sync';
import type { DbOrTx } from '@server/db/client';
import { withTransaction } from '@server/db/client';
import { appointments } from '@server/db/schema';
import { nextVersion, onDay, realAppointments } from '@server/domain/appointments';

/** The day's real appointments: SYNC leaves out its closure marker and blocked slots. */
const dayOf = (workshopId: number, date: string) => onDay(workshopId, date, realAppointments());

/** SYNC box counts: stato 2 or 3 appointments of the day, and those with sync 1. */
export async function syncCount(db: DbOrTx, workshopId: number, date: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      synced: sql<number>`count(*) filter (where ${appointments.sync} = 1)::int`,
    })
    .from(appointments)
    .where(and(dayOf(workshopId, date), inArray(appointments.status, [2, 3])));
  return { total: Number(row?.total ?? 0), synced: Number(row?.synced ?? 0) };
}

/** Matches and marks; returns what changed and the new counts. */
export async function syncDay(
  db: DbOrTx,
  workshopId: number,
  date: string,
  vehicles: readonly SyncVehicle[],
): Promise<SyncResult> {
  return withTransaction(db, async (tx) => {
    const rows = await tx
      .select({
        id: appointments.id,
        plate: appointments.plate,
        surname: appointments.surname,
        sync: appointments.sync,
      })
      .from(appointments)
      .where(dayOf(workshopId, date));
    const result = matchSync(rows, vehicles);
    const fresh = result.matchedIds.filter((id) => rows.find((r) => r.id === id)?.sync !== 1);
    if (fresh.length)
      await tx
        .update(appointments)
        .set({
          sync: 1,
          version: nextVersion(),
          updatedAt: new Date().toISOString(),
        })
        .where(and(eq(appointments.workshopId, workshopId), inArray(appointments.id, fresh)));
    return {
      matched: fresh.length,
      bySurname: result.bySurname,
      duplicatePlates: result.duplicatePlates,
      count: await syncCount(tx, workshopId, date),
    };
  });
}
