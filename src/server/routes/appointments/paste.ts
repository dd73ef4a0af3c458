/**
 * Paste actions of the context menu (spec 000 §4): copy, cut (move) and swap from a source
 * appointment onto a target slot. Slot conflicts are decided by the unique slot index.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { PasteInput, Slot } from '@shared/contracts/appointments';
import { yearOf } from '@shared/domain/dates';
import { RecallState, ReminderState, WebState } from '@shared/domain/status';
import { APPOINTMENTS_MSG } from '@shared/messages';
import { withTransaction, type DbOrTx, type Tx } from '@server/db/client';
import { appointments } from '@server/db/schema';
import { badRequest, isUniqueViolation, notFound, slotTaken } from '@server/http/errors';
import type { AppointmentRow } from './presenter';
import { reminderStatusOfCopy } from './rules';
import { assertRowsInTimetable } from './slot-rules';
import { byId, getAppointment, versionBump } from '@server/domain/appointments';

/** Rows written by a paste, and the dates whose grid changed (for live events). */
export type PasteResult = { written: AppointmentRow[]; dates: string[] };

const sameSlot = (a: Slot, b: Slot) =>
  a.date === b.date && a.row === b.row && a.column === b.column;

/** Runs `work`, turning a unique-slot violation into 409 `slot_taken` "Casella Occupata". */
async function slotGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw slotTaken();
    throw err;
  }
}

/** The columns a row keeps when it is re-inserted (everything but id and version). */
function carried(r: AppointmentRow) {
  const { id: _id, version: _version, updatedAt: _updatedAt, ...rest } = r;
  return rest;
}

/**
 * Applies a paste for the workshop. Throws 404 (source not the workshop's), 400 (row
 * outside the timetable; swap across dates: "E' possibile invertire 2 appuntamenti
 * solamente nella stessa data") or 409 `slot_taken`.
 */
export async function paste(
  db: DbOrTx,
  workshopId: number,
  input: PasteInput,
): Promise<PasteResult> {
  const source = await getAppointment(db, workshopId, input.sourceId);
  const { target } = input;
  await assertRowsInTimetable(db, workshopId, target.row);
  if (input.mode === 'copy') return copy(db, source, target);
  if (input.mode === 'cut') return cut(db, source, target);
  if (source.date !== target.date) throw badRequest(APPOINTMENTS_MSG.swapSameDateOnly);
  return swap(db, workshopId, source, target);
}

/** Copy: a new appointment, stato 0, sync 0, web 0, no random id, fresh insert time. */
async function copy(db: DbOrTx, source: AppointmentRow, target: Slot): Promise<PasteResult> {
  const [row] = await slotGuard(() =>
    db
      .insert(appointments)
      .values({
        ...carried(source),
        ...target,
        status: 0,
        sync: 0,
        web: WebState.Staff,
        randomId: null,
        insertedAt: sql`now()`,
        reminderStatus: reminderStatusOfCopy(source.reminderStatus),
        reminderSentAt: null,
        recallStatus: source.recallStatus > 0 ? RecallState.Scheduled : RecallState.No,
        recallSentAt: null,
        readySentAt: null,
        emailSent: 0,
      })
      .returning(),
  );
  return { written: [row!], dates: [target.date] };
}

/**
 * Cut: moves the appointment. A new date resets stato and reminder (sent-at cleared); a new
 * year deletes and re-inserts it (new id) in one transaction.
 */
async function cut(db: DbOrTx, source: AppointmentRow, target: Slot): Promise<PasteResult> {
  if (sameSlot(source, target)) return { written: [source], dates: [] };
  const dateChanged = source.date !== target.date;
  const reset = dateChanged
    ? { status: 0, reminderStatus: ReminderState.No, reminderSentAt: null }
    : {};
  const dates = [source.date, target.date];
  if (yearOf(source.date) !== yearOf(target.date)) {
    const row = await slotGuard(() =>
      withTransaction(db, async (tx) => {
        const gone = await tx
          .delete(appointments)
          .where(byId(source.workshopId, source.id))
          .returning({ id: appointments.id });
        if (gone.length === 0) throw notFound();
        const [inserted] = await tx
          .insert(appointments)
          .values({ ...carried(source), ...target, ...reset })
          .returning();
        return inserted!;
      }),
    );
    return { written: [row], dates };
  }
  const [row] = await slotGuard(() =>
    db
      .update(appointments)
      .set({
        ...target,
        ...reset,
        ...versionBump(),
      })
      .where(byId(source.workshopId, source.id))
      .returning(),
  );
  if (!row) throw notFound();
  return { written: [row], dates };
}

/** Moves one row to a slot inside a transaction, bumping its version. */
async function moveTo(tx: Tx, workshopId: number, id: number, slot: Pick<Slot, 'row' | 'column'>) {
  const [row] = await tx
    .update(appointments)
    .set({ ...slot, ...versionBump() })
    .where(byId(workshopId, id))
    .returning();
  if (!row) throw notFound();
  return row;
}

/**
 * Swap on the same date: exchanges the slots of source and target's occupant (an empty
 * target is a plain move). The source first parks on a private negative row so the unique
 * slot index never sees two rows in one slot.
 */
async function swap(
  db: DbOrTx,
  workshopId: number,
  source: AppointmentRow,
  target: Slot,
): Promise<PasteResult> {
  if (sameSlot(source, target)) return { written: [source], dates: [] };
  const written = await slotGuard(() =>
    withTransaction(db, async (tx) => {
      const [occupant] = await tx
        .select()
        .from(appointments)
        .where(
          and(
            eq(appointments.workshopId, workshopId),
            eq(appointments.date, target.date),
            eq(appointments.row, target.row),
            eq(appointments.column, target.column),
          ),
        );
      if (!occupant) return [await moveTo(tx, workshopId, source.id, target)];
      await moveTo(tx, workshopId, source.id, { row: -1000 - source.id, column: source.column });
      const other = await moveTo(tx, workshopId, occupant.id, {
        row: source.row,
        column: source.column,
      });
      const moved = await moveTo(tx, workshopId, source.id, target);
      return [moved, other];
    }),
  );
  return { written, dates: [target.date] };
}
