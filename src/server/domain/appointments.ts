/**
 * Appointments as every writer shares them: reading one appointment of a workshop (spec 000
 * §2 edit dialog; the appointment routes, the booking sheet, single reminders) and the
 * version bump of every write. Every statement carries the workshop id the caller took from
 * the session (docs/ARCHITECTURE.md "Tenancy").
 */
import { and, eq, gte, ne, sql, type SQL } from 'drizzle-orm';
import { BLOCKED_NAME, CLOSURE_ROW } from '@shared/domain/status';
import type { DbOrTx } from '@server/db/client';
import type { AppointmentRow } from '@server/db/rows';
import { appointments } from '@server/db/schema';
import { notFound } from '@server/http/errors';

/** `workshop_id = ? and id = ?`: every statement on a tenant row carries the tenant. */
export const byId = (workshopId: number, id: number) =>
  and(eq(appointments.id, id), eq(appointments.workshopId, workshopId));

/**
 * `workshop_id = ? and date = ?` and any further `conditions`: the rows of one day of the
 * workshop's grid (spec 000 §2), its CHIUSURA marker and blocked slots included unless a
 * condition leaves them out (`realAppointments`).
 */
export const onDay = (workshopId: number, date: string, ...conditions: (SQL | undefined)[]) =>
  and(eq(appointments.workshopId, workshopId), eq(appointments.date, date), ...conditions);

/**
 * `workshop_id = ? and date = ? and riga = -1`: the CHIUSURA marker of a closed day (spec
 * 000 §4 closure popup; the public booking refuses a closed day, spec 001 §4).
 */
export const closureMarkerOf = (workshopId: number, date: string) =>
  onDay(workshopId, date, eq(appointments.row, CLOSURE_ROW));

/**
 * `riga ≥ 0 and upper(nome) <> 'X'`: the customers' appointments, without a day's CHIUSURA
 * marker (row -1) and its blocked slots (named X; spec 000 §4 closure popup).
 */
export const realAppointments = () =>
  and(gte(appointments.row, 0), ne(sql`upper(${appointments.surname})`, BLOCKED_NAME));

/**
 * `workshop_id = $workshopId and date = $date and riga ≥ -1`: a day's appointments with its
 * CHIUSURA marker (row -1), for the prepared statements of the grid's day (spec 000 §2) and
 * the public booking's taken cells (spec 001 §4), executed with `{ workshopId, date }`.
 */
export const dayWithMarker = () =>
  and(
    eq(appointments.workshopId, sql.placeholder('workshopId')),
    eq(appointments.date, sql.placeholder('date')),
    gte(appointments.row, CLOSURE_ROW),
  );

/** The workshop's appointment `id`, or null (also null for another workshop's id). */
export async function findAppointment(
  db: DbOrTx,
  workshopId: number,
  id: number,
): Promise<AppointmentRow | null> {
  const [row] = await db.select().from(appointments).where(byId(workshopId, id));
  return row ?? null;
}

/** Like `findAppointment`, but throws 404 when missing. */
export async function getAppointment(db: DbOrTx, workshopId: number, id: number) {
  const row = await findAppointment(db, workshopId, id);
  if (!row) throw notFound();
  return row;
}

/**
 * `version + 1`, computed by the database. Every write to an appointment row bumps its
 * version: the desks' optimistic concurrency (spec 000 §2 edit dialog: a save with an old
 * version is refused with the current row) and the grid's live refresh depend on it.
 */
export const nextVersion = () => sql`${appointments.version} + 1`;

/**
 * The columns every write to an appointment row sets besides its own: `version + 1` and
 * `updated_at = now()` (the database clock). Spread into `.set({ ...changes, ...versionBump() })`.
 */
export const versionBump = () => ({ version: nextVersion(), updatedAt: sql`now()` });
