/**
 * Reading one appointment of a workshop (spec 000 §2 edit dialog), shared by the
 * appointment routes, the booking sheet and single reminders. Every statement carries the
 * workshop id the caller took from the session (docs/ARCHITECTURE.md "Tenancy").
 */
import { and, eq } from 'drizzle-orm';
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
