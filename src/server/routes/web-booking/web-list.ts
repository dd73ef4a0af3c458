/**
 * The workshop's side of web bookings (spec 000 §2 WEB box and web booking popup, §4 web
 * booking note and WhatsApp confirmation sweep, §5 Reinvia conferma).
 *
 * WhatsApp confirmations (note states): "wa non inviato" (listed by `wa-pending`) → claim →
 * "wa in invio" → outcome → "WA inviato {datetime}" / "Numero Whatsapp non valido", or back
 * to "wa non inviato" when the tool sent nothing. A claim never answered stays "wa in invio"
 * (never sent twice by itself); Reinvia conferma sets "wa non inviato" again.
 */
import { and, asc, desc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import { formatSlashed, romeClock, todayInRome } from '@shared/domain/dates';
import { waMeUrl } from '@shared/domain/templates';
import { BOOKING_MSG, BOOKING_NOTE } from '@shared/messages/web-booking';
import type { DbOrTx } from '@server/db/client';
import { appointments, customerActions, workshops } from '@server/db/schema';
import { notFound } from '@server/http/errors';
import { getSettings } from '@server/domain/settings';
import { assertWhatsappPc } from '@server/domain/whatsapp-pc';
import { confirmationText } from '@server/domain/web-booking/confirmation';
import { versionBump } from '@server/domain/appointments';

/**
 * Web bookings (web > 0) from `today` on, both lists and the box's confirmed/total, and the
 * customers' cancellations and moves of the last 7 days (docs/MESSAGING.md "Customer links").
 */
export async function listWebBookings(db: DbOrTx, workshopId: number, today: string) {
  const [w] = await db
    .select({ linkWeb: workshops.linkWeb })
    .from(workshops)
    .where(eq(workshops.id, workshopId));
  const linkWeb = w?.linkWeb ?? null;
  const app = await getSettings(db, workshopId, 'app');
  const rows = await db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.workshopId, workshopId),
        gt(appointments.web, 0),
        gte(appointments.date, today),
      ),
    )
    .orderBy(asc(appointments.date), asc(appointments.row), asc(appointments.column));
  const items = rows.map((a) => ({
    id: a.id,
    date: a.date,
    row: a.row,
    column: a.column,
    time: app.orari_tabella[a.row] ?? '',
    surname: a.surname,
    model: a.model,
    phone: a.phone,
    web: a.web,
    note: a.note,
  }));
  const confirmedList = items.filter((i) => i.web === 2);
  const actions = await db
    .select()
    .from(customerActions)
    .where(
      and(
        eq(customerActions.workshopId, workshopId),
        inArray(customerActions.action, ['cancel', 'move']),
        gte(customerActions.at, sql`now() - interval '7 days'`),
      ),
    )
    .orderBy(desc(customerActions.at), desc(customerActions.id))
    .limit(20);
  return {
    enabled: Boolean(linkWeb),
    linkWeb,
    confirmed: confirmedList.length,
    total: items.length,
    toConfirm: items.filter((i) => i.web !== 2),
    confirmedList,
    customerActions: actions.map((x) => ({
      action: x.action,
      surname: x.surname,
      date: x.date,
      time: app.orari_tabella[x.row] ?? '',
      toDate: x.toDate,
      toTime: x.toRow === null ? null : (app.orari_tabella[x.toRow] ?? ''),
      at: x.at,
    })),
  };
}

const waInState = (workshopId: number, today: string, note: string) =>
  and(
    eq(appointments.workshopId, workshopId),
    eq(appointments.web, 1),
    eq(appointments.note, note),
    gte(appointments.date, today),
  );

/** The confirmation message of appointment `a`: text (`testo_conferma_web`) and wa.me link. */
async function waMessage(
  db: DbOrTx,
  workshopId: number,
  a: { id: number; phone: string; model: string; randomId: string | null },
  base: string,
) {
  const text = await confirmationText(
    db,
    workshopId,
    'wa',
    { model: a.model, randomId: a.randomId ?? '' },
    base,
  );
  return { id: a.id, phone: a.phone, text, url: waMeUrl(a.phone, text) };
}

/** WhatsApp confirmations still to send ("wa non inviato", from today on), oldest first, ≤ 100. */
export async function pendingWaConfirmations(
  db: DbOrTx,
  workshopId: number,
  base: string,
  today: string,
) {
  const rows = await db
    .select()
    .from(appointments)
    .where(waInState(workshopId, today, BOOKING_NOTE.waPending))
    .orderBy(asc(appointments.id))
    .limit(100);
  const out = [];
  for (const a of rows) out.push(await waMessage(db, workshopId, a, base));
  return out;
}

/**
 * The WhatsApp PC takes confirmation `id` before calling the tool: "wa non inviato" →
 * "wa in invio" in one conditional UPDATE, so of two desks claiming at once exactly one
 * gets it. 409 `wa_not_enabled` unless `pcId` is config_tool.id_wa; 404 when it is not
 * pending (already claimed or sent, confirmed by the customer, past, another workshop's).
 * Returns the message to send and the appointment's date (for the grid event).
 */
export async function claimWaConfirmation(
  db: DbOrTx,
  workshopId: number,
  id: number,
  pcId: string,
  base: string,
  nowMs = Date.now(),
) {
  await assertWhatsappPc(db, workshopId, pcId);
  const [row] = await db
    .update(appointments)
    .set({
      note: BOOKING_NOTE.waSending,
      ...versionBump(),
    })
    .where(
      and(
        waInState(workshopId, todayInRome(nowMs), BOOKING_NOTE.waPending),
        eq(appointments.id, id),
      ),
    )
    .returning();
  if (!row) throw notFound(BOOKING_MSG.notFound);
  return { date: row.date, message: await waMessage(db, workshopId, row, base) };
}

/**
 * The tool's answer for a claimed confirmation ("wa in invio"): `inviato` → "WA inviato
 * {dd/mm/yyyy HH:mm}", `no_wa` → "Numero Whatsapp non valido", `non_inviato` → back to
 * "wa non inviato" (the tool sent nothing: not logged in, error, not running). Returns the
 * appointment's date; 404 unless claimed.
 */
export async function recordWaConfirmation(
  db: DbOrTx,
  workshopId: number,
  id: number,
  outcome: 'inviato' | 'no_wa' | 'non_inviato',
  nowMs = Date.now(),
) {
  const note =
    outcome === 'inviato'
      ? BOOKING_NOTE.waSent(`${formatSlashed(todayInRome(nowMs))} ${romeClock(nowMs)}`)
      : outcome === 'no_wa'
        ? BOOKING_NOTE.waInvalid
        : BOOKING_NOTE.waPending;
  const [row] = await db
    .update(appointments)
    .set({ note, ...versionBump() })
    .where(
      and(
        eq(appointments.workshopId, workshopId),
        eq(appointments.web, 1),
        eq(appointments.note, BOOKING_NOTE.waSending),
        eq(appointments.id, id),
      ),
    )
    .returning({ date: appointments.date });
  if (!row) throw notFound(BOOKING_MSG.notFound);
  return row.date;
}
