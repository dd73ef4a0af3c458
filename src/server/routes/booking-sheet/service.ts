/**
 * The booking sheet behind a signed link (contracts `@shared/contracts/booking-sheet`, spec
 * 000 §2 booking download popup, §7): the link's token (`./token`), the PDF
 * (`@shared/domain/booking-sheet-pdf`) with the company data of settings `utente`, and the
 * SMS carrying the link. Every lookup filters by the workshop the token (or session) names.
 */
import { addDays, formatSlashed, romeDayStart } from '@shared/domain/dates';
import { MESSAGING_MSG } from '@shared/messages';
import type { DbOrTx } from '@server/db/client';
import { notFound } from '@server/http/errors';
import { findAppointment, getAppointment } from '@server/domain/appointments';
import type { MessageRow } from '@server/domain/messaging/presenter';
import { queueSingleSms } from '@server/domain/reminders/single';
import { getSettings } from '@server/domain/settings';
import { signSheetToken, verifySheetToken } from '@server/domain/link-tokens';

/** A link works until this many days after the appointment's day, and at least this long. */
export const SHEET_LINK_DAYS = 7;
const DAY_MS = 86_400_000;

/** Expiry (Unix seconds) of a link made at `nowMs` for an appointment on `date`. */
export function sheetExpiry(date: string, nowMs: number): number {
  const afterDay = Date.parse(romeDayStart(addDays(date, SHEET_LINK_DAYS + 1)));
  return Math.floor(Math.max(nowMs + SHEET_LINK_DAYS * DAY_MS, afterDay) / 1000);
}

/** Path of a sheet under the API prefix; `origin` (scheme://host) makes it absolute. */
const sheetUrl = (origin: string, token: string) => `${origin}/api/booking-sheet/${token}`;

/** A signed link to the sheet of appointment `appointmentId` (404 if not the workshop's). */
export async function sheetLink(
  db: DbOrTx,
  key: Buffer,
  workshopId: number,
  appointmentId: number,
  origin: string,
  nowMs = Date.now(),
) {
  const a = await getAppointment(db, workshopId, appointmentId);
  if (a.row < 0) throw notFound();
  const expiresAtS = sheetExpiry(a.date, nowMs);
  const token = signSheetToken(key, { workshopId, appointmentId: a.id, expiresAtS });
  const url = sheetUrl(origin, token);
  const [company, app] = await Promise.all([
    getSettings(db, workshopId, 'utente'),
    getSettings(db, workshopId, 'app'),
  ]);
  return {
    appointment: a,
    url,
    expiresAt: new Date(expiresAtS * 1000).toISOString(),
    text: sheetMessage(company.nome, a.date, app.orari_tabella[a.row] ?? '', url),
  };
}

/** The PDF a token points to; 404 "Link scaduto" past expiry, else 404 when not genuine. */
export async function sheetPdf(db: DbOrTx, key: Buffer, token: string, nowMs = Date.now()) {
  const claims = verifySheetToken(key, token, nowMs);
  if (claims === 'expired') throw notFound(MESSAGING_MSG.sheetExpired);
  if (claims === 'invalid') throw notFound(MESSAGING_MSG.sheetNotFound);
  const a = await findAppointment(db, claims.workshopId, claims.appointmentId);
  if (!a || a.row < 0) throw notFound(MESSAGING_MSG.sheetNotFound);
  const [company, app] = await Promise.all([
    getSettings(db, claims.workshopId, 'utente'),
    getSettings(db, claims.workshopId, 'app'),
  ]);
  // pdf-lib (~10 MB in memory) is loaded at the first booking sheet, not at start.
  const { buildBookingSheetPdf } = await import('@shared/domain/booking-sheet-pdf');
  return buildBookingSheetPdf({
    company,
    date: a.date,
    time: app.orari_tabella[a.row] ?? '',
    surname: a.surname,
    model: a.model,
    plate: a.plate,
  });
}

/** Sends the sheet's link by SMS to `phone` (a valid mobile) at once, campaign SINGOLI. */
export async function sendSheetSms(
  db: DbOrTx,
  key: Buffer,
  workshopId: number,
  appointmentId: number,
  phone: string,
  origin: string,
  nowMs = Date.now(),
): Promise<{ row: MessageRow; url: string }> {
  const link = await sheetLink(db, key, workshopId, appointmentId, origin, nowMs);
  const row = await queueSingleSms(db, workshopId, {
    phone,
    text: link.text,
    description: link.appointment.surname,
    refId: `F-${appointmentId}-${nowMs}`,
  });
  return { row, url: link.url };
}

/** The text that carries a sheet link (SMS and WhatsApp). */
export function sheetMessage(workshop: string, date: string, time: string, url: string): string {
  const when = [formatSlashed(date), time && `ore ${time}`].filter(Boolean).join(' ');
  return `${workshop ? `${workshop}: ` : ''}foglio di prenotazione della revisione del ${when}: ${url}`;
}
