/**
 * The web booking's confirmation message (spec 001 §4 note after booking, §5 $veicolo$ and
 * $link$; 000 §4 WhatsApp confirmation sweep): by `msg_conferma`.
 *
 * - `sms` → one SMS in campaign SINGOLI (running: the outbox sends it at once, 3 s pace),
 *   ref `C-{appointment id}-{ms}`; note "sms inviato {dd/mm/yyyy}", or "sms non inviato"
 *   when the phone is not a valid mobile.
 * - `wa` (and +whatsapp on) → nothing queued here: note "wa non inviato"; the WhatsApp PC's
 *   grid sends it through the tool (`src/server/routes/web-booking/web-list.ts` pending list and
 *   outcome).
 * Text: `testo_conferma_web` of the channel (the default text when empty).
 *
 * Used by the public booking routes and by Reinvia conferma (`resendWebConfirmation`) of the
 * appointment routes.
 */
import { and, eq } from 'drizzle-orm';
import { SINGLE_CAMPAIGN } from '@shared/contracts/messaging';
import { parseOptions } from '@shared/contracts/settings';
import { DEFAULT_SMS_TEXTS, DEFAULT_WA_TEXTS } from '@shared/domain/default-texts';
import { formatSlashed, todayInRome } from '@shared/domain/dates';
import { isValidMobile } from '@shared/domain/phone';
import { fillTemplate } from '@shared/domain/templates';
import { BOOKING_MSG, BOOKING_NOTE } from '@shared/messages/web-booking';
import { withTransaction, type DbOrTx } from '@server/db/client';
import { appointments, messages } from '@server/db/schema';
import { badRequest, notFound } from '@server/http/errors';
import { versionBump } from '@server/domain/appointments';
import { campaignNamed, setCampaignState } from '@server/domain/messaging/service';
import { getSettings } from '@server/domain/settings';

/** The confirm link: `{base}conferma?code={id_casuale}` (spec 001 §9). */
export function confirmLink(base: string, randomId: string): string {
  return `${base}conferma?code=${encodeURIComponent(randomId)}`;
}

/** How this workshop confirms: 'wa' only when chosen and +whatsapp is on. */
export async function confirmationChannel(db: DbOrTx, workshopId: number): Promise<'sms' | 'wa'> {
  const [web, app] = await Promise.all([
    getSettings(db, workshopId, 'web'),
    getSettings(db, workshopId, 'app'),
  ]);
  return web.msg_conferma === 'wa' && parseOptions(app.opzioni).includes('+whatsapp')
    ? 'wa'
    : 'sms';
}

/** The filled confirmation text of `channel` for a booking. */
export async function confirmationText(
  db: DbOrTx,
  workshopId: number,
  channel: 'sms' | 'wa',
  booking: { model: string; randomId: string },
  base: string,
): Promise<string> {
  const texts = await getSettings(db, workshopId, channel);
  const defaults = channel === 'sms' ? DEFAULT_SMS_TEXTS : DEFAULT_WA_TEXTS;
  const template = texts.testo_conferma_web.trim()
    ? texts.testo_conferma_web
    : defaults.testo_conferma_web;
  return fillTemplate(template, {
    veicolo: booking.model,
    link: confirmLink(base, booking.randomId),
  });
}

/** The note a new booking starts with (spec 001 §4), before anything is queued. */
export function initialNote(channel: 'sms' | 'wa', phone: string, nowMs: number): string {
  if (channel === 'wa') return BOOKING_NOTE.waPending;
  return isValidMobile(phone)
    ? BOOKING_NOTE.smsSent(formatSlashed(todayInRome(nowMs)))
    : BOOKING_NOTE.smsNotSent;
}

/**
 * Queues the confirmation SMS of booking `a` (inside the caller's transaction). Returns the
 * SINGOLI campaign id (for a live `campaign` event), or null when nothing was queued.
 */
export async function queueConfirmationSms(
  tx: DbOrTx,
  workshopId: number,
  a: { id: number; phone: string; surname: string; model: string; randomId: string },
  base: string,
  nowMs: number,
): Promise<number | null> {
  if (!isValidMobile(a.phone)) return null;
  const text = await confirmationText(tx, workshopId, 'sms', a, base);
  const campaign = await campaignNamed(tx, workshopId, 'sms', SINGLE_CAMPAIGN, 'running');
  if (campaign.state !== 'running') await setCampaignState(tx, workshopId, campaign.id, 'running');
  await tx.insert(messages).values({
    workshopId,
    channel: 'sms',
    campaignId: campaign.id,
    phone: a.phone,
    text,
    description: a.surname,
    refId: `C-${a.id}-${nowMs}`,
  });
  return campaign.id;
}

/**
 * Reinvia conferma (spec 000 §5): only a web booking (400 "Questo appuntamento non è stato
 * preso sul web"). SMS → queued again, note "sms inviato {date}"; WhatsApp → note back to
 * "wa non inviato" so the WhatsApp PC's sweep sends it. Returns the date, the notice and
 * the SMS campaign id (or null).
 */
export async function resendWebConfirmation(
  db: DbOrTx,
  workshopId: number,
  id: number,
  base: string,
  nowMs = Date.now(),
) {
  const [a] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.workshopId, workshopId), eq(appointments.id, id)));
  if (!a) throw notFound();
  if (a.web === 0 || !a.randomId) throw badRequest(BOOKING_MSG.notWeb);
  const channel = await confirmationChannel(db, workshopId);
  return withTransaction(db, async (tx) => {
    let campaignId: number | null = null;
    let note: string = BOOKING_NOTE.waPending;
    if (channel === 'sms') {
      campaignId = await queueConfirmationSms(
        tx,
        workshopId,
        { ...a, randomId: a.randomId! },
        base,
        nowMs,
      );
      note = campaignId
        ? BOOKING_NOTE.smsSent(formatSlashed(todayInRome(nowMs)))
        : BOOKING_NOTE.smsNotSent;
    }
    // A confirmed booking keeps its (cleared) note; a waiting one shows what was done.
    if (a.web === 1)
      await tx
        .update(appointments)
        .set({ note, ...versionBump() })
        .where(and(eq(appointments.workshopId, workshopId), eq(appointments.id, id)));
    return {
      date: a.date,
      campaignId,
      notice:
        channel === 'wa'
          ? BOOKING_MSG.confirmationQueuedWa
          : campaignId !== null
            ? BOOKING_MSG.confirmationSmsSent
            : BOOKING_MSG.confirmationSent,
    };
  });
}
