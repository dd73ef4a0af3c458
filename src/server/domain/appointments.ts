/**
 * Appointments as every writer shares them: reading one appointment of a workshop (spec 000
 * §2 edit dialog; the appointment routes, the booking sheet, single reminders) and the
 * version bump of every write. Every statement carries the workshop id the caller took from
 * the session (docs/ARCHITECTURE.md "Tenancy").
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { appointments } from '@server/db/schema';
import { notFound } from '@server/http/errors';

type AppointmentRow = typeof appointments.$inferSelect;

/** `workshop_id = ? and id = ?`: every statement on a tenant row carries the tenant. */
export const byId = (workshopId: number, id: number) =>
  and(eq(appointments.id, id), eq(appointments.workshopId, workshopId));

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
