/**
 * The confirm page (spec 001 §2 /conferma, §4, §5): the code `id_casuale` names its
 * workshop (link_web = the code minus year and 20 characters), so the appointment is
 * looked up inside that workshop only — one workshop's link never reaches another's row.
 * Confirming sets web 1 → 2 and clears the note; Disdici deletes the booking while its date
 * is after today in Europe/Rome.
 */
import { and, eq, gt } from 'drizzle-orm';
import { canCancel, linkOfRandomId } from '@shared/domain/web-booking';
import { BOOKING_MSG } from '@shared/messages';
import type { DbOrTx } from '@server/db/client';
import { appointments } from '@server/db/schema';
import { AppError, notFound } from '@server/http/errors';
import { getSettings } from '@server/domain/settings';
import { resolveWorkshop } from '@server/domain/web-booking/workshop';
import { versionBump } from '@server/domain/appointments';

const byCode = (workshopId: number, code: string) =>
  and(
    eq(appointments.workshopId, workshopId),
    eq(appointments.randomId, code),
    gt(appointments.web, 0),
  );

/** The workshop of a confirm code, or 404 "Appuntamento non esistente". */
async function workshopOfCode(db: DbOrTx, code: string, today: string) {
  const link = linkOfRandomId(code);
  if (!link) throw notFound(BOOKING_MSG.notFound);
  return resolveWorkshop(db, link, today, BOOKING_MSG.notFound);
}

/** What the page shows: date, time, model, state, whether Disdici is allowed, the title and address. */
async function present(
  db: DbOrTx,
  workshopId: number,
  a: typeof appointments.$inferSelect,
  today: string,
) {
  const [app, utente] = await Promise.all([
    getSettings(db, workshopId, 'app'),
    getSettings(db, workshopId, 'utente'),
  ]);
  return {
    date: a.date,
    time: app.orari_tabella[a.row] ?? '',
    model: a.model,
    web: a.web,
    cancellable: canCancel(a.date, today),
    titolo: app.titolo,
    indirizzo: utente.indirizzo,
  };
}

/**
 * Opens the confirm link: web 1 → 2 with the note cleared (2 stays 2). Returns the
 * booking as shown and whether it changed (for a live event). Throws 404.
 */
export async function confirmByCode(db: DbOrTx, code: string, today: string) {
  const w = await workshopOfCode(db, code, today);
  const [changed] = await db
    .update(appointments)
    .set({ web: 2, note: '', ...versionBump() })
    .where(and(byCode(w.id, code), eq(appointments.web, 1)))
    .returning();
  const a = changed ?? (await db.select().from(appointments).where(byCode(w.id, code)))[0];
  if (!a) throw notFound(BOOKING_MSG.notFound);
  return {
    workshopId: w.id,
    changed: Boolean(changed),
    booking: await present(db, w.id, a, today),
  };
}

/**
 * Disdici: deletes the booking when its date is after `today` (Rome). Throws 404, or 409
 * `conflict` "E' possibile disdire l'appuntamento fino le 24:00 del giorno prima".
 */
export async function cancelByCode(db: DbOrTx, code: string, today: string) {
  const w = await workshopOfCode(db, code, today);
  const [a] = await db.select().from(appointments).where(byCode(w.id, code));
  if (!a) throw notFound(BOOKING_MSG.notFound);
  if (!canCancel(a.date, today)) throw new AppError(409, 'conflict', BOOKING_MSG.cancelTooLate);
  const [gone] = await db
    .delete(appointments)
    .where(and(byCode(w.id, code), gt(appointments.date, today)))
    .returning({ date: appointments.date });
  if (!gone) throw new AppError(409, 'conflict', BOOKING_MSG.cancelTooLate);
  return { workshopId: w.id, date: gone.date };
}
