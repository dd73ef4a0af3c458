/**
 * Appointments of one workshop (spec 000 §2 grid and edit dialog, §4 states, §5 rules).
 * Every query is scoped by the workshop id the caller took from the session.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  createAppointmentInputSchema,
  SetStatusInput,
  updateAppointmentInputSchema,
} from '@shared/contracts/appointments';
import { isValidMobile } from '@shared/domain/phone';
import { CLOSURE_ROW, ReminderState, RecallState } from '@shared/domain/status';
import { statusAsksReason } from '@shared/domain/status';
import { APPOINTMENTS_MSG } from '@shared/messages';
import { perHandle } from '@server/db/prepared';
import type { DbOrTx } from '@server/db/client';
import { appointments } from '@server/db/schema';
import { badRequest, isUniqueViolation, notFound, slotTaken, stale } from '@server/http/errors';
import {
  byId,
  dayWithMarker,
  findAppointment,
  getAppointment,
  versionBump,
} from '@server/domain/appointments';
import { reasonText, recallStatusAfterSwitch, reminderStatusAfterSwitch } from './rules';
import { assertRowsInTimetable } from './slot-rules';

export type CreateInput = z.output<typeof createAppointmentInputSchema>;
export type UpdateInput = z.output<typeof updateAppointmentInputSchema>;

/** A day of the grid: appointments in row order and whether the closure marker exists. */
export async function getDay(db: DbOrTx, workshopId: number, date: string) {
  const rows = await dayQuery(db).execute({ workshopId, date });
  return {
    date,
    closed: rows.some((r) => r.row === CLOSURE_ROW),
    rows: rows.filter((r) => r.row >= 0),
  };
}

// The grid's hottest query as a prepared statement: Drizzle builds its SQL once
// per database handle and PostgreSQL parses it once per connection.
function buildDayQuery(db: DbOrTx) {
  return db
    .select()
    .from(appointments)
    .where(dayWithMarker())
    .orderBy(asc(appointments.row), asc(appointments.column))
    .prepare('appointments_day');
}
const dayQuery = perHandle(buildDayQuery);

/** A reminder needs a valid mobile (spec 000 §5); throws 400 "Cellulare non valido". */
function assertReminderPhone(reminder: boolean, phone: string) {
  if (reminder && !isValidMobile(phone)) throw badRequest(APPOINTMENTS_MSG.invalidMobile);
}

/** The editable columns from the dialog's fields (switches excluded). */
function editableColumns(input: CreateInput | UpdateInput) {
  return {
    surname: input.surname,
    phone: input.phone,
    model: input.model,
    plate: input.plate,
    note: input.note,
    holder: input.holder,
    address: input.address,
    email: input.email,
    vehicleType: input.vehicleType,
    web: input.web,
    letter: input.letter ? 1 : 0,
  };
}

/**
 * Creates an appointment in a free slot. Throws 400 (row outside the timetable, reminder
 * without a valid mobile) or 409 `slot_taken` "Casella Occupata" — decided by the unique
 * slot index, so concurrent bookings of one slot leave exactly one row.
 */
export async function createAppointment(db: DbOrTx, workshopId: number, input: CreateInput) {
  await assertRowsInTimetable(db, workshopId, input.row);
  assertReminderPhone(input.reminder, input.phone);
  try {
    const [row] = await db
      .insert(appointments)
      .values({
        workshopId,
        date: input.date,
        row: input.row,
        column: input.column,
        ...editableColumns(input),
        reminderStatus: input.reminder ? ReminderState.Scheduled : ReminderState.No,
        recallStatus: input.recall ? RecallState.Scheduled : RecallState.No,
      })
      .returning();
    return row!;
  } catch (err) {
    if (isUniqueViolation(err)) throw slotTaken();
    throw err;
  }
}

/** After a conditional UPDATE touched nothing: 409 `stale` with the row now, or 404. */
async function staleOrMissing(db: DbOrTx, workshopId: number, id: number): Promise<never> {
  const current = await findAppointment(db, workshopId, id);
  if (current) throw stale(current);
  throw notFound();
}

/**
 * Saves the edit dialog with optimistic concurrency: the UPDATE only applies when the
 * stored `version` is the one the user saw. Throws 404, 400 (reminder without mobile) or
 * 409 `stale` carrying the current appointment.
 */
export async function updateAppointment(
  db: DbOrTx,
  workshopId: number,
  id: number,
  input: UpdateInput,
) {
  const before = await getAppointment(db, workshopId, id);
  if (before.version !== input.version) throw stale(before);
  assertReminderPhone(input.reminder, input.phone);
  const [row] = await db
    .update(appointments)
    .set({
      ...editableColumns(input),
      reminderStatus: reminderStatusAfterSwitch(input.reminder, before.reminderStatus),
      recallStatus: recallStatusAfterSwitch(input.recall, before.recallStatus),
      ...versionBump(),
    })
    .where(and(byId(workshopId, id), eq(appointments.version, input.version)))
    .returning();
  return row ?? staleOrMissing(db, workshopId, id);
}

/**
 * Context-menu state change (spec 000 §4). For 3 and 4 a reason is appended uppercased to
 * the note (`note - REASON`), in the same UPDATE so a concurrent edit is never lost. When
 * `version` is given a stale write is refused (409 `stale`). Throws 404.
 */
export async function setStatus(db: DbOrTx, workshopId: number, id: number, input: SetStatusInput) {
  const reason = statusAsksReason(input.status) ? reasonText(input.reason) : '';
  const where = [byId(workshopId, id)];
  if (input.version !== undefined) where.push(eq(appointments.version, input.version));
  const [row] = await db
    .update(appointments)
    .set({
      status: input.status,
      // Same result as `noteWithReason(note, reason)`, computed on the stored note.
      note: reason
        ? sql`case when ${appointments.note} = '' then ${reason}::text else ${appointments.note} || ' - ' || ${reason}::text end`
        : sql`${appointments.note}`,
      ...versionBump(),
    })
    .where(and(...where))
    .returning();
  return row ?? staleOrMissing(db, workshopId, id);
}

/** Deletes the workshop's appointment; returns its date. Throws 404. */
export async function deleteAppointment(db: DbOrTx, workshopId: number, id: number) {
  const [row] = await db
    .delete(appointments)
    .where(byId(workshopId, id))
    .returning({ date: appointments.date });
  if (!row) throw notFound();
  return row.date;
}
