/**
 * Which rows are about one person (docs/PRIVACY.md "Access, portability, erasure"): the
 * conditions shared by the access export and erasure, so both always see the same rows.
 * Every condition is to be combined with the workshop's `workshop_id`.
 */
import { and, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Subject } from '@shared/domain/privacy';
import { isValidMobile } from '@shared/domain/phone';
import { reminderRef } from '@shared/domain/ref-ids';
import type { DbOrTx } from '@server/db/client';
import { appointments, contacts, messages, recalls, vehicleAnnotations } from '@server/db/schema';

/**
 * The stored forms of a phone: as normalised, and for a mobile also with the `+39` / `0039`
 * prefix an import or an old row may have kept. Empty when no phone was given.
 */
export function phoneForms(phone: string): string[] {
  if (phone === '') return [];
  return isValidMobile(phone) ? [phone, `+39${phone}`, `0039${phone}`] : [phone];
}

/** `column` equals one of the phone's forms; false when no phone was given. */
function phoneIn(column: AnyColumn, s: Subject): SQL {
  const forms = phoneForms(s.phone);
  return forms.length ? inArray(column, forms) : sql`false`;
}

/** `column` equals the plate; false when no plate was given. */
function plateIs(column: AnyColumn, s: Subject): SQL {
  return s.plate === '' ? sql`false` : eq(column, s.plate);
}

/** Appointments with the person's phone or plate. */
export const appointmentMatch = (ws: number, s: Subject) =>
  and(
    eq(appointments.workshopId, ws),
    or(phoneIn(appointments.phone, s), plateIs(appointments.plate, s)),
  );

/** Recall entries (spec 001 §3 richiami) with the person's phone or plate. */
export const recallMatch = (ws: number, s: Subject) =>
  and(eq(recalls.workshopId, ws), or(phoneIn(recalls.phone, s), plateIs(recalls.plate, s)));

/**
 * Contact-book entries with the person's phone: the book keeps phones as typed, so they are
 * compared without their separators (as `normalizePhone` removes them).
 */
export const contactMatch = (ws: number, s: Subject) => {
  const forms = phoneForms(s.phone);
  return and(
    eq(contacts.workshopId, ws),
    forms.length
      ? inArray(sql`regexp_replace(${contacts.phone}, '[[:space:].()/-]+', '', 'g')`, forms)
      : sql`false`,
  );
};

/** Vehicle annotations (spec 000 §3 auto) of the person's plate. */
export const vehicleMatch = (ws: number, s: Subject) =>
  and(eq(vehicleAnnotations.workshopId, ws), plateIs(vehicleAnnotations.plate, s));

/**
 * Messages to the person's phone, or about one of the appointments `ids` (reminders
 * `P-{year}-{id}` of `refs`, and the grid's single SMS `V-`/`T-`/`S-{id}-{ms}`: ref ids in
 * `@shared/domain/ref-ids`).
 */
export const messageMatch = (
  ws: number,
  s: Subject,
  linked: { ids: readonly number[]; refs: readonly string[] },
) =>
  and(
    eq(messages.workshopId, ws),
    or(
      phoneIn(messages.phone, s),
      linked.refs.length ? inArray(messages.refId, [...linked.refs]) : undefined,
      linked.ids.length
        ? sql`(${messages.refId} ~ '^[VTS]-[0-9]+-' and split_part(${messages.refId}, '-', 2) = any(${sql.param(linked.ids.map(String))}::text[]))`
        : undefined,
    ),
  );

/**
 * The appointments the person's rows point to: those matched by phone or plate, and those
 * named by the reminders sent to the phone (an appointment the customer cancelled from the
 * link is deleted, but its customer actions keep its id). `dates` are the days of the ones
 * that still exist.
 */
export async function linkedAppointments(
  db: DbOrTx,
  ws: number,
  s: Subject,
): Promise<{ ids: number[]; refs: string[]; dates: string[] }> {
  const own = await db
    .select({ id: appointments.id, date: appointments.date })
    .from(appointments)
    .where(appointmentMatch(ws, s));
  const ids = new Set(own.map((a) => a.id));
  const forms = phoneForms(s.phone);
  if (forms.length) {
    const sent = await db
      .select({ refId: messages.refId })
      .from(messages)
      .where(and(eq(messages.workshopId, ws), inArray(messages.phone, forms)));
    for (const { refId } of sent) {
      const m = /^(?:P-\d{4}|[VTS])-(\d{1,15})(?:-\d+)?$/.exec(refId ?? '');
      if (m) ids.add(Number(m[1]));
    }
  }
  const refs = own.map((a) => reminderRef(a.date, a.id));
  return { ids: [...ids], refs, dates: [...new Set(own.map((a) => a.date))] };
}
