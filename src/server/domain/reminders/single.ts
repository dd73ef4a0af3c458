/**
 * Single messages of the grid's context menu (spec 000 §2: "Veicolo pronto", "Avviso
 * ticket") and the SMS side box (spec 000 §2 side boxes, §4 background jobs, §9).
 * An SMS goes through the outbox at once (campaign SINGOLI, running); WhatsApp is sent by
 * the browser through the tool's `/invio_diretto`, so the server only fills the text.
 */
import { and, eq, sql } from 'drizzle-orm';
import { SINGLE_CAMPAIGN } from '@shared/contracts/messaging';
import type { SINGLE_KINDS } from '@shared/contracts/reminders';
import { isValidMobile } from '@shared/domain/phone';
import { singleRef } from '@shared/domain/ref-ids';
import { fillTemplate, reminderValues, waMeUrl } from '@shared/domain/templates';
import { APPOINTMENTS_MSG, MESSAGING_MSG } from '@shared/messages';
import { withTransaction, type DbOrTx } from '@server/db/client';
import { appointments, messages } from '@server/db/schema';
import { badRequest, notFound } from '@server/http/errors';
import type { SmsProvider } from '@server/integrations/sms-provider';
import { getAppointment, versionBump } from '@server/domain/appointments';
import {
  campaignNamed,
  messagesOfChannel,
  setCampaignState,
} from '@server/domain/messaging/service';
import type { MessageRow } from '@server/domain/messaging/presenter';
import { getSettings } from '@server/domain/settings';

export type SingleKind = (typeof SINGLE_KINDS)[number];

const TEMPLATE_OF = {
  veicolo_pronto: 'testo_veicolo_pronto',
  tagliandini: 'testo_tagliandini',
} as const satisfies Record<SingleKind, string>;

/** The appointment, its valid mobile (else 400 "Cellulare non valido") and the filled text. */
async function compose(
  db: DbOrTx,
  workshopId: number,
  appointmentId: number,
  kind: SingleKind,
  channel: 'sms' | 'wa',
) {
  const a = await getAppointment(db, workshopId, appointmentId);
  if (!isValidMobile(a.phone)) throw badRequest(APPOINTMENTS_MSG.invalidMobile);
  const [texts, app] = await Promise.all([
    getSettings(db, workshopId, channel),
    getSettings(db, workshopId, 'app'),
  ]);
  const template = texts[TEMPLATE_OF[kind]];
  if (!template.trim()) throw badRequest(MESSAGING_MSG.templateMissing);
  return { a, text: fillTemplate(template, reminderValues(a, app.orari_tabella)) };
}

/**
 * Queues one SMS of an appointment in campaign SINGOLI (created on demand, set running so
 * it leaves at once). A Veicolo pronto's ref `V-{id}-{ms}` records readySentAt when the
 * provider accepts it (`jobs/outbox/linked.ts`).
 */
export async function sendAppointmentSms(
  db: DbOrTx,
  workshopId: number,
  appointmentId: number,
  kind: SingleKind,
  nowMs = Date.now(),
): Promise<MessageRow> {
  const { a, text } = await compose(db, workshopId, appointmentId, kind, 'sms');
  return queueSingleSms(db, workshopId, {
    phone: a.phone,
    text,
    description: a.surname,
    refId: singleRef(kind === 'veicolo_pronto' ? 'ready' : 'ticket', a.id, nowMs),
  });
}

/**
 * Queues one SMS in campaign SINGOLI (created on demand, set running so it leaves at
 * once). `phone` must already be a valid mobile; `refId` unique per (workshop, channel).
 */
export async function queueSingleSms(
  db: DbOrTx,
  workshopId: number,
  m: { phone: string; text: string; description: string; refId: string },
): Promise<MessageRow> {
  return withTransaction(db, async (tx) => {
    const campaign = await campaignNamed(tx, workshopId, 'sms', SINGLE_CAMPAIGN, 'running');
    if (campaign.state !== 'running')
      await setCampaignState(tx, workshopId, campaign.id, 'running');
    const [row] = await tx
      .insert(messages)
      .values({ workshopId, channel: 'sms', campaignId: campaign.id, ...m })
      .returning();
    return row!;
  });
}

/** The WhatsApp text of an appointment (config_wa) and its wa.me fallback link. */
export async function appointmentWhatsapp(
  db: DbOrTx,
  workshopId: number,
  appointmentId: number,
  kind: SingleKind,
) {
  const { a, text } = await compose(db, workshopId, appointmentId, kind, 'wa');
  return { phone: a.phone, text, url: waMeUrl(a.phone, text) };
}

/**
 * Records a single WhatsApp the browser sent (contract `recordAppointmentWhatsapp`): a
 * Veicolo pronto stamps readySentAt = now and bumps the version (an open editor sees it
 * stale). Resolves to the appointment's date and readySentAt (ISO) — null for a ticket.
 * 404 when the appointment is not the workshop's.
 */
export async function recordAppointmentWhatsapp(
  db: DbOrTx,
  workshopId: number,
  appointmentId: number,
  kind: SingleKind,
): Promise<{ date: string; readySentAt: string | null }> {
  const a = await getAppointment(db, workshopId, appointmentId);
  if (kind !== 'veicolo_pronto') return { date: a.date, readySentAt: null };
  const [row] = await db
    .update(appointments)
    .set({
      readySentAt: sql`now()`,
      ...versionBump(),
    })
    .where(and(eq(appointments.workshopId, workshopId), eq(appointments.id, appointmentId)))
    .returning({ date: appointments.date, readySentAt: appointments.readySentAt });
  if (!row) throw notFound();
  return { date: row.date, readySentAt: toIso(row.readySentAt) };
}

const toIso = (v: Date | string | null): string | null =>
  v === null ? null : new Date(v).toISOString();

/** Credit shown in red below this (spec 000 §5, 001 §9). */
export const LOW_CREDIT = 200;

/**
 * The SMS side box: the provider's credit with the workshop's token (never the token
 * itself; a failure → `creditError` "errore", spec 001 §8), SMS still to send and sent
 * (sent ones live 7 days, `jobs/daily.ts`).
 */
export async function smsSummary(db: DbOrTx, workshopId: number, provider: SmsProvider) {
  const sms = await getSettings(db, workshopId, 'sms');
  let credit: number | null = null;
  try {
    credit = await provider.credits(sms.token);
  } catch {
    credit = null;
  }
  const [counts] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${messages.sendState} in ('queued', 'claimed'))::int`,
      sent: sql<number>`count(*) filter (where ${messages.sendState} = 'sent')::int`,
    })
    .from(messages)
    .where(messagesOfChannel(workshopId, 'sms'));
  return {
    credit,
    creditError: credit === null ? MESSAGING_MSG.creditError : null,
    creditLow: credit !== null && credit < LOW_CREDIT,
    pending: counts?.pending ?? 0,
    sent: counts?.sent ?? 0,
  };
}
