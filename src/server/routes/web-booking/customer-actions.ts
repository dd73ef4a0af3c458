/**
 * The customer's actions on a customer link (docs/MESSAGING.md "Customer links"; reading the
 * link is `customer-link.ts`): Confermo, Disdico (until midnight before the appointment's
 * day, as the spec's web bookings, 001 §4) and Sposta (once, to a free slot of the online
 * booking within `MOVE_DAYS` days). Each notifies the workshop and is logged in
 * `customer_actions`.
 *
 * Every action is at most once per appointment: the unique index
 * `customer_actions_once_uq (workshop_id, appointment_id, action)` and conditional writes in
 * one transaction; a second press answers what already happened (`notice`).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CustomerAppointment } from '@shared/contracts/customer-link';
import { canCancel } from '@shared/domain/web-booking';
import { formatSlashed } from '@shared/domain/dates';
import { BOOKING_MSG, CUSTOMER_LINK_MSG } from '@shared/messages/web-booking';
import { withTransaction, type DbOrTx, type Tx } from '@server/db/client';
import { appointments, customerActions, notifications } from '@server/db/schema';
import { AppError, badRequest, isUniqueViolation } from '@server/http/errors';
import { assertDayStillOpen, freeColumns, slotGone } from '@server/domain/web-booking/slot-rules';
import { readSection } from '@server/domain/web-booking/workshop';
import { versionBump } from '@server/domain/appointments';
import {
  cancellationOf,
  inMoveWindow,
  present,
  resolveToken,
  type Found,
  type LinkRequest,
} from './customer-link';

/** The outcome of an action: what the page shows, and the days whose grid changed (none on a repeat). */
export type CustomerActionResult = {
  workshopId: number;
  appointment: CustomerAppointment;
  changedDates: string[];
};

/** What an action leads to: the appointment as it now stands, the page's notice, the changed days. */
type Outcome = { found: Found; notice: string; changedDates: string[] };

/** A repeated action: what had already happened, with `notice`; no day changed. */
const repeated = (found: Found, notice: string): Outcome => ({ found, notice, changedDates: [] });

/**
 * Runs `act` in one transaction on the appointment behind the link, its row locked (errors as
 * `resolveToken`), and answers what the page shows after it. A cancelled appointment is not
 * acted on: a repeated Disdico (`cancelIsRepeat`) answers "L'appuntamento è già stato
 * disdetto", any other action is refused with 409 and that text.
 */
function customerAction(
  db: DbOrTx,
  link: LinkRequest,
  cancelIsRepeat: boolean,
  act: (tx: Tx, found: Extract<Found, { kind: 'active' }>) => Promise<Outcome>,
): Promise<CustomerActionResult> {
  const { key, token, today, nowMs = Date.now() } = link;
  return withTransaction(db, async (tx) => {
    const found = await resolveToken(tx, key, token, today, nowMs, true);
    let outcome: Outcome;
    if (found.kind === 'active') outcome = await act(tx, found);
    else if (cancelIsRepeat) outcome = repeated(found, CUSTOMER_LINK_MSG.alreadyCancelled);
    else throw new AppError(409, 'conflict', CUSTOMER_LINK_MSG.alreadyCancelled);
    return {
      workshopId: found.workshopId,
      appointment: await present(tx, outcome.found, today, outcome.notice),
      changedDates: outcome.changedDates,
    };
  });
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

/** Logs the customer's `action` on appointment `r` (once: `customer_actions_once_uq`). */
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
 * Confermo: marks the appointment confirmed by the customer (once). A repeat answers
 * "L'appuntamento era già confermato". Errors as `resolveToken`; a cancelled one 409.
 */
export function confirmByCustomer(db: DbOrTx, link: LinkRequest): Promise<CustomerActionResult> {
  return customerAction(db, link, false, async (tx, found) => {
    const r = found.row;
    if (r.customerConfirmedAt !== null) return repeated(found, CUSTOMER_LINK_MSG.alreadyConfirmed);
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
      found: { ...found, row: row ?? r },
      notice: CUSTOMER_LINK_MSG.confirmed,
      changedDates: [r.date],
    };
  });
}

/**
 * Disdico: deletes the appointment while its day is after `today` (the spec's deadline for
 * web bookings, 001 §4), logging the cancellation; a repeat answers "L'appuntamento è già
 * stato disdetto". Throws 409 `conflict` with the deadline text when too late.
 */
export function cancelByCustomer(db: DbOrTx, link: LinkRequest): Promise<CustomerActionResult> {
  return customerAction(db, link, true, async (tx, found) => {
    const r = found.row;
    if (!canCancel(r.date, link.today))
      throw new AppError(409, 'conflict', BOOKING_MSG.cancelTooLate);
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
      found: { kind: 'cancelled', workshopId: r.workshopId, action: action! },
      notice: CUSTOMER_LINK_MSG.cancelled,
      changedDates: [r.date],
    };
  });
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
export function moveByCustomer(
  db: DbOrTx,
  link: LinkRequest,
  to: { date: string; row: number },
): Promise<CustomerActionResult> {
  const { today } = link;
  return customerAction(db, link, false, async (tx, found) => {
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
      found: { ...found, row: moved },
      notice: CUSTOMER_LINK_MSG.moved,
      changedDates: [r.date, to.date],
    };
  });
}
