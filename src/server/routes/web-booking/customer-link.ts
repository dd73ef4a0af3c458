/**
 * Customer links (docs/MESSAGING.md "Customer links"; beyond the spec, which gives web
 * bookings their confirm link in 001 §4): `$link$` in a reminder text (testo_promemoria,
 * SMS and WhatsApp) becomes `{base}appuntamento?t={token}`, the appointment's own page,
 * where the customer confirms it (Confermo), cancels it (Disdico, until midnight before its
 * day, as the spec's web bookings) or moves it once to another free slot (Sposta, the
 * online booking's rules, within `MOVE_DAYS` days).
 *
 * The link is built by `@server/domain/customer-links` (reminders queue it too): a signed
 * link token (`@server/domain/link-tokens`) under a key of its own: workshop id, appointment id, expiry (Unix s). It holds no personal data. It expires
 * `MOVE_DAYS` + 1 days after the appointment's day at signing; the server also refuses it
 * once the appointment's current day is past (`link_expired`), so the link is valid until
 * the appointment's day wherever a move put it.
 *
 * This file reads a link: the appointment behind its token as the page shows it, and the
 * free slots of a day for Sposta; the actions are in `customer-actions.ts`.
 */
import { and, eq } from 'drizzle-orm';
import type { CustomerAppointment } from '@shared/contracts/customer-link';
import { canCancel } from '@shared/domain/web-booking';
import { addDays } from '@shared/domain/dates';
import { BOOKING_MSG, CUSTOMER_LINK_MSG } from '@shared/messages/web-booking';
import type { DbOrTx } from '@server/db/client';
import { appointments, customerActions, workshops } from '@server/db/schema';
import { AppError, badRequest, notFound } from '@server/http/errors';
import { workshopBlock } from '@server/auth/guard';
import { LINK_TOKEN_RE, verifyLinkToken } from '@server/domain/link-tokens';
import { MOVE_DAYS } from '@server/domain/customer-links';
import { getSettings } from '@server/domain/settings';
import { publicDay, readSection } from '@server/domain/web-booking/workshop';

/** 404 `link_expired`: the appointment's day is past (the page says so). */
const linkExpired = () => new AppError(404, 'link_expired', CUSTOMER_LINK_MSG.expired);

/** The logged cancellation of appointment `appointmentId`, if the customer cancelled it. */
export async function cancellationOf(db: DbOrTx, workshopId: number, appointmentId: number) {
  const [action] = await db
    .select()
    .from(customerActions)
    .where(
      and(
        eq(customerActions.workshopId, workshopId),
        eq(customerActions.appointmentId, appointmentId),
        eq(customerActions.action, 'cancel'),
      ),
    );
  return action;
}

/** The appointment behind a link: still in the grid, or cancelled by the customer. */
export type Found =
  | { kind: 'active'; workshopId: number; row: typeof appointments.$inferSelect }
  | { kind: 'cancelled'; workshopId: number; action: typeof customerActions.$inferSelect };

/**
 * The appointment behind `token` at Rome day `today`. Throws 400 "Il link inserito non è
 * valido" (not genuine), 404 the same text (another workshop's key, a blocked workshop, an
 * appointment deleted by the desk), 404 `link_expired` (token or appointment day past).
 * A cancelled appointment resolves to its cancellation.
 */
export async function resolveToken(
  db: DbOrTx,
  key: Buffer,
  token: string,
  today: string,
  nowMs: number,
  lock = false,
): Promise<Found> {
  if (!LINK_TOKEN_RE.test(token)) throw badRequest(BOOKING_MSG.invalidLink);
  const claims = verifyLinkToken(key, token, nowMs);
  if (claims === 'invalid') throw badRequest(BOOKING_MSG.invalidLink);
  if (claims === 'expired') throw linkExpired();
  const { workshopId, recordId } = claims;
  const [w] = await db.select().from(workshops).where(eq(workshops.id, workshopId));
  if (!w || workshopBlock(w, today)) throw notFound(BOOKING_MSG.invalidLink);
  const q = db
    .select()
    .from(appointments)
    .where(and(eq(appointments.workshopId, workshopId), eq(appointments.id, recordId)));
  const [row] = lock ? await q.for('update') : await q;
  if (row) {
    if (row.date < today || row.row < 0) throw linkExpired();
    return { kind: 'active', workshopId, row };
  }
  const action = await cancellationOf(db, workshopId, recordId);
  if (!action) throw notFound(BOOKING_MSG.invalidLink);
  return { kind: 'cancelled', workshopId, action };
}

/** What the page shows of `found`, with `notice` when an action just ran or had run. */
export async function present(
  db: DbOrTx,
  found: Found,
  today: string,
  notice = '',
): Promise<CustomerAppointment> {
  const [app, utente] = await Promise.all([
    readSection(db, found.workshopId, 'app'),
    getSettings(db, found.workshopId, 'utente'),
  ]);
  const base = {
    titolo: app.titolo,
    indirizzo: utente.indirizzo,
    today,
    moveUntil: addDays(today, MOVE_DAYS),
    notice,
  };
  if (found.kind === 'cancelled') {
    const a = found.action;
    return {
      ...base,
      state: 'cancelled',
      date: a.date,
      time: app.orari_tabella[a.row] ?? '',
      model: '',
      confirmed: false,
      moved: false,
      cancellable: false,
      movable: false,
    };
  }
  const r = found.row;
  const open = canCancel(r.date, today);
  return {
    ...base,
    state: 'active',
    date: r.date,
    time: app.orari_tabella[r.row] ?? '',
    model: r.model,
    confirmed: r.customerConfirmedAt !== null,
    moved: r.customerMovedAt !== null,
    cancellable: open,
    movable: open && r.customerMovedAt === null,
  };
}

/** What every request on a link carries: the signing key, the token, the clock (Rome day, ms). */
export type LinkRequest = { key: Buffer; token: string; today: string; nowMs?: number };

/** GET: the appointment as the page shows it (see `resolveToken` for the errors). */
export async function readCustomerAppointment(
  db: DbOrTx,
  link: LinkRequest,
): Promise<CustomerAppointment> {
  const { key, token, today, nowMs = Date.now() } = link;
  return present(db, await resolveToken(db, key, token, today, nowMs), today);
}

/** Whether `date` may be offered to Sposta at Rome day `today`: tomorrow to today + MOVE_DAYS. */
export function inMoveWindow(date: string, today: string): boolean {
  return date > today && date <= addDays(today, MOVE_DAYS);
}

/**
 * The free slots of `date` for Sposta: the online booking's day (`publicDay`) of the
 * token's workshop, when `date` is in the move window; otherwise a closed day. Errors as
 * `resolveToken`.
 */
export async function customerMoveDay(db: DbOrTx, link: LinkRequest, date: string) {
  const { key, token, today, nowMs = Date.now() } = link;
  const found = await resolveToken(db, key, token, today, nowMs);
  if (!inMoveWindow(date, today)) return { date, state: 'closed' as const, slots: [] };
  const day = await publicDay(db, found.workshopId, date, today);
  return { date, state: day.state, slots: day.slots };
}
