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
 * Every action is at most once per appointment: the unique index
 * `customer_actions_once_uq (workshop_id, appointment_id, action)` and conditional writes in
 * one transaction; a second press answers what already happened (`notice`).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CustomerAppointment } from '@shared/contracts/customer-link';
import { canCancel } from '@shared/domain/web-booking';
import { addDays, formatSlashed } from '@shared/domain/dates';
import { BOOKING_MSG, CUSTOMER_LINK_MSG } from '@shared/messages/web-booking';
import { withTransaction, type DbOrTx, type Tx } from '@server/db/client';
import { appointments, customerActions, notifications, workshops } from '@server/db/schema';
import { AppError, badRequest, isUniqueViolation, notFound } from '@server/http/errors';
import { workshopBlock } from '@server/auth/guard';
import { LINK_TOKEN_RE, verifyLinkToken } from '@server/domain/link-tokens';
import { MOVE_DAYS } from '@server/domain/customer-links';
import { assertDayStillOpen, freeColumns, slotGone } from '@server/domain/web-booking/slot-rules';
import { getSettings } from '@server/domain/settings';
import { publicDay, readSection } from '@server/domain/web-booking/workshop';
import { versionBump } from '@server/domain/appointments';

/** 404 `link_expired`: the appointment's day is past (the page says so). */
const linkExpired = () => new AppError(404, 'link_expired', CUSTOMER_LINK_MSG.expired);

/** The logged cancellation of appointment `appointmentId`, if the customer cancelled it. */
async function cancellationOf(db: DbOrTx, workshopId: number, appointmentId: number) {
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

type Found =
  | { kind: 'active'; workshopId: number; row: typeof appointments.$inferSelect }
  | { kind: 'cancelled'; workshopId: number; action: typeof customerActions.$inferSelect };

/**
 * The appointment behind `token` at Rome day `today`. Throws 400 "Il link inserito non è
 * valido" (not genuine), 404 the same text (another workshop's key, a blocked workshop, an
 * appointment deleted by the desk), 404 `link_expired` (token or appointment day past).
 * A cancelled appointment resolves to its cancellation.
 */
async function resolveToken(
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
async function present(
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

/** A repeated action: what the page shows, with what had already happened; nothing changed. */
async function unchanged(
  tx: Tx,
  found: Found,
  today: string,
  notice: string,
): Promise<CustomerActionResult> {
  return {
    workshopId: found.workshopId,
    appointment: await present(tx, found, today, notice),
    changedDates: [],
  };
}

/** Runs `act` in one transaction on the appointment behind the link, its row locked. */
function onLinkedAppointment<T>(
  db: DbOrTx,
  link: LinkRequest,
  act: (tx: Tx, found: Found) => Promise<T>,
): Promise<T> {
  return withTransaction(db, async (tx) =>
    act(
      tx,
      await resolveToken(tx, link.key, link.token, link.today, link.nowMs ?? Date.now(), true),
    ),
  );
}

/** GET: the appointment as the page shows it (see `resolveToken` for the errors). */
export async function readCustomerAppointment(
  db: DbOrTx,
  link: LinkRequest,
): Promise<CustomerAppointment> {
  const { key, token, today, nowMs = Date.now() } = link;
  return present(db, await resolveToken(db, key, token, today, nowMs), today);
}

/** A workshop notification about a customer's action (the desk's notifications list). */
async function notifyWorkshop(tx: Tx, workshopId: number, subject: string, text: string) {
  await tx.insert(notifications).values({ workshopId, subject, text });
}

/**
 * A notification to the workshop about the customer's action on appointment `r`: `text`
 * gets its surname, its day (dd/mm/yyyy) and its time from the workshop's timetable
 * (config_app.orari_tabella; '' past its end).
 */
async function notifyAbout(
  tx: Tx,
  r: typeof appointments.$inferSelect,
  subject: string,
  text: (surname: string, date: string, time: string) => string,
) {
  const app = await readSection(tx, r.workshopId, 'app');
  const time = app.orari_tabella[r.row] ?? '';
  await notifyWorkshop(tx, r.workshopId, subject, text(r.surname, formatSlashed(r.date), time));
}

/** The outcome of an action: what the page shows, and the days whose grid changed (none on a repeat). */
export type CustomerActionResult = {
  workshopId: number;
  appointment: CustomerAppointment;
  changedDates: string[];
};

/**
 * Confermo: marks the appointment confirmed by the customer (once). A repeat answers
 * "L'appuntamento era già confermato". Errors as `resolveToken`; a cancelled one 409.
 */
export async function confirmByCustomer(
  db: DbOrTx,
  link: LinkRequest,
): Promise<CustomerActionResult> {
  const { today } = link;
  return onLinkedAppointment(db, link, async (tx, found) => {
    if (found.kind === 'cancelled')
      throw new AppError(409, 'conflict', CUSTOMER_LINK_MSG.alreadyCancelled);
    const r = found.row;
    if (r.customerConfirmedAt !== null)
      return unchanged(tx, found, today, CUSTOMER_LINK_MSG.alreadyConfirmed);
    const [row] = await tx
      .update(appointments)
      .set({
        customerConfirmedAt: sql`now()`,
        ...versionBump(),
      })
      .where(
        and(
          eq(appointments.workshopId, r.workshopId),
          eq(appointments.id, r.id),
          isNull(appointments.customerConfirmedAt),
        ),
      )
      .returning();
    await logAction(tx, r, 'confirm');
    await notifyAbout(
      tx,
      r,
      CUSTOMER_LINK_MSG.notifyConfirmedSubject,
      CUSTOMER_LINK_MSG.notifyConfirmed,
    );
    return {
      workshopId: r.workshopId,
      appointment: await present(
        tx,
        { ...found, row: row ?? r },
        today,
        CUSTOMER_LINK_MSG.confirmed,
      ),
      changedDates: [r.date],
    };
  });
}

async function logAction(
  tx: Tx,
  r: typeof appointments.$inferSelect,
  action: 'confirm' | 'cancel' | 'move',
  to?: { date: string; row: number },
) {
  await tx
    .insert(customerActions)
    .values({
      workshopId: r.workshopId,
      appointmentId: r.id,
      action,
      surname: r.surname,
      date: r.date,
      row: r.row,
      toDate: to?.date ?? null,
      toRow: to?.row ?? null,
    })
    .onConflictDoNothing();
}

/**
 * Disdico: deletes the appointment while its day is after `today` (the spec's deadline for
 * web bookings, 001 §4), logging the cancellation; a repeat answers "L'appuntamento è già
 * stato disdetto". Throws 409 `conflict` with the deadline text when too late.
 */
export async function cancelByCustomer(
  db: DbOrTx,
  link: LinkRequest,
): Promise<CustomerActionResult> {
  const { today } = link;
  return onLinkedAppointment(db, link, async (tx, found) => {
    if (found.kind === 'cancelled')
      return unchanged(tx, found, today, CUSTOMER_LINK_MSG.alreadyCancelled);
    const r = found.row;
    if (!canCancel(r.date, today)) throw new AppError(409, 'conflict', BOOKING_MSG.cancelTooLate);
    await tx
      .delete(appointments)
      .where(and(eq(appointments.workshopId, r.workshopId), eq(appointments.id, r.id)));
    await logAction(tx, r, 'cancel');
    await notifyAbout(
      tx,
      r,
      CUSTOMER_LINK_MSG.notifyCancelledSubject,
      CUSTOMER_LINK_MSG.notifyCancelled,
    );
    const action = await cancellationOf(tx, r.workshopId, r.id);
    return {
      workshopId: r.workshopId,
      appointment: await present(
        tx,
        { kind: 'cancelled', workshopId: r.workshopId, action: action! },
        today,
        CUSTOMER_LINK_MSG.cancelled,
      ),
      changedDates: [r.date],
    };
  });
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

/**
 * Sposta: moves the appointment, once, to row `to.row` of day `to.date` (the online
 * booking's rules: open day, open row, a free column up to revisioni_simultane). The move
 * takes a column by updating the row under the unique slot index, one column at a time in
 * a savepoint, so a concurrent booking of the same cell and the move cannot both win: the
 * loser gets 409 `slot_taken` "Questo appuntamento non è più disponibile". A second move
 * gets 409 "L'appuntamento è già stato spostato"; after the deadline 409 with its text;
 * a day or row that cannot be booked 400.
 */
export async function moveByCustomer(
  db: DbOrTx,
  link: LinkRequest,
  to: { date: string; row: number },
): Promise<CustomerActionResult> {
  const { today } = link;
  return onLinkedAppointment(db, link, async (tx, found) => {
    if (found.kind === 'cancelled')
      throw new AppError(409, 'conflict', CUSTOMER_LINK_MSG.alreadyCancelled);
    const r = found.row;
    if (r.customerMovedAt !== null)
      throw new AppError(409, 'conflict', CUSTOMER_LINK_MSG.alreadyMoved);
    if (!canCancel(r.date, today))
      throw new AppError(409, 'conflict', CUSTOMER_LINK_MSG.moveTooLate);
    if (!inMoveWindow(to.date, today)) throw badRequest(BOOKING_MSG.dayNotBookable);
    const { day, columns } = await freeColumns(tx, r.workshopId, to.date, to.row, today);
    const { timetable } = day.rules;
    if (to.date === r.date && to.row === r.row) throw badRequest(CUSTOMER_LINK_MSG.sameSlot);
    let moved: typeof appointments.$inferSelect | undefined;
    for (const column of columns) {
      try {
        moved = await tx.transaction(async (sp) => {
          const [row] = await sp
            .update(appointments)
            .set({
              date: to.date,
              row: to.row,
              column,
              customerMovedAt: sql`now()`,
              ...versionBump(),
            })
            .where(and(eq(appointments.workshopId, r.workshopId), eq(appointments.id, r.id)))
            .returning();
          return row;
        });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
      }
      if (moved) break;
    }
    if (!moved) throw slotGone();
    // A CHIUSURA marker inserted meanwhile by the workshop closes the day after all.
    await assertDayStillOpen(tx, r.workshopId, to.date);
    await logAction(tx, r, 'move', to);
    await notifyWorkshop(
      tx,
      r.workshopId,
      CUSTOMER_LINK_MSG.notifyMovedSubject,
      CUSTOMER_LINK_MSG.notifyMoved(
        r.surname,
        `${formatSlashed(r.date)} ${timetable[r.row] ?? ''}`.trim(),
        `${formatSlashed(to.date)} ${timetable[to.row] ?? ''}`.trim(),
      ),
    );
    return {
      workshopId: r.workshopId,
      appointment: await present(tx, { ...found, row: moved }, today, CUSTOMER_LINK_MSG.moved),
      changedDates: [r.date, to.date],
    };
  });
}
