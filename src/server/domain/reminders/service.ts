/**
 * Reminders of a day (spec 000 §2 "Invio Messaggi Promemoria", §4 invio_sms_promemoria,
 * §5; 001 §3 config_sms / config_wa, §4). Candidates are the day's appointments with the
 * reminder switched on (1) and a valid mobile; the date must be at least
 * `giorni_promemoria` days after today (Europe/Rome). Each reminder is queued at most once
 * per (workshop, channel) whatever presses it, how often or from how many desks: its
 * ref id `P-{year}-{appointment id}` is unique (`messages_ref_uq`), inserted with
 * ON CONFLICT DO NOTHING.
 */
import { eq, gte, inArray, type SQL } from 'drizzle-orm';
import type { Channel } from '@shared/contracts/messaging';
import { addDays, daysBetween, formatSlashed, todayInRome } from '@shared/domain/dates';
import { isValidMobile } from '@shared/domain/phone';
import { reminderRef } from '@shared/domain/ref-ids';
import { ReminderState } from '@shared/domain/status';
import { fillTemplate, joinWaText, reminderValues } from '@shared/domain/templates';
import { MESSAGING_MSG } from '@shared/messages/messaging';
import { withTransaction, type DbOrTx } from '@server/db/client';
import { appointments, messages } from '@server/db/schema';
import { badRequest } from '@server/http/errors';
import { getSettings } from '@server/domain/settings';
import {
  campaignNamed,
  messagesOfChannel,
  setCampaignState,
} from '@server/domain/messaging/service';
import type { CampaignRow } from '@server/domain/messaging/presenter';
import { customerLink, type CustomerLinks } from '@server/domain/customer-links';
import { onDay, versionBump } from '@server/domain/appointments';
import { notOptedOut, withoutOptedOut } from '@server/domain/opt-outs';
import { stopLinksFor, usesStop, type StopLinks } from '@server/domain/stop-links';

/** The day's reminder campaign: "PROMEMORIA 05/03/2026" (one per channel). */
export function reminderCampaignName(date: string): string {
  return `PROMEMORIA ${formatSlashed(date)}`;
}

export type ReminderCandidate = {
  appointmentId: number;
  surname: string;
  phone: string;
  model: string;
  plate: string;
  time: string;
  text: string;
  refId: string;
  queued: boolean;
};

/**
 * The reminders of one day (`date`, `yyyy-mm-dd`) of a workshop on a channel. `nowMs` is the
 * clock (default now; tests). With `links`, `$link$` in a reminder text becomes the
 * appointment's own customer link (docs/MESSAGING.md "Customer links"); without, it is empty.
 * With `stops`, `$stop$` becomes the phone's stop link (docs/MESSAGING.md "Non contattare"):
 * made for real when `writeStops` (queueing), shown as `{base}stop?t=…` in a preview, which
 * writes nothing.
 */
export type ReminderDay = {
  workshopId: number;
  date: string;
  channel: Channel;
  nowMs?: number;
  links?: CustomerLinks;
  /**
   * The automatic reminders catching up a day whose run was missed (`jobs/daily.ts`): a
   * day nearer than `giorni_promemoria` is allowed (not one already past).
   */
  catchUp?: boolean;
  stops?: StopLinks;
  writeStops?: boolean;
};

/** The day's appointments whose reminder is switched on and not sent yet (stato 1). */
const scheduledOn = (workshopId: number, date: string, ...conditions: SQL[]) =>
  onDay(workshopId, date, eq(appointments.reminderStatus, ReminderState.Scheduled), ...conditions);

/**
 * The day's candidates with their texts: SMS `config_sms.testo_promemoria`; WhatsApp
 * `config_wa.testo_promemoria` followed by `==sms==` and the SMS text, so a number without
 * WhatsApp still gets the SMS (spec 001 §3, §4).
 */
export async function reminderCandidates(db: DbOrTx, day: ReminderDay) {
  const { workshopId, date, channel, nowMs = Date.now(), links, stops } = day;
  const [sms, wa, app] = await Promise.all([
    getSettings(db, workshopId, 'sms'),
    getSettings(db, workshopId, 'wa'),
    getSettings(db, workshopId, 'app'),
  ]);
  const minDays = sms.giorni_promemoria;
  const allowed = daysBetween(todayInRome(nowMs), date) >= minDays;
  const rows = await db
    .select()
    .from(appointments)
    .where(scheduledOn(workshopId, date, gte(appointments.row, 0)))
    .orderBy(appointments.row, appointments.column);
  const mobiles = rows.filter((r) => isValidMobile(r.phone));
  // Non contattare: a listed phone gets no reminder (docs/MESSAGING.md "Non contattare").
  const { kept: valid, skippedOptOut } = await withoutOptedOut(db, workshopId, mobiles);
  const refs = valid.map((r) => reminderRef(date, r.id));
  const queued = new Set(
    refs.length === 0
      ? []
      : (
          await db
            .select({ refId: messages.refId })
            .from(messages)
            .where(messagesOfChannel(workshopId, channel, inArray(messages.refId, refs)))
        ).map((m) => m.refId),
  );
  const template = channel === 'sms' ? sms.testo_promemoria : wa.testo_promemoria;
  const stopOf =
    stops && (usesStop(template) || usesStop(sms.testo_promemoria))
      ? day.writeStops
        ? await stopLinksFor(
            db,
            workshopId,
            valid.map((r) => r.phone),
            { ...stops, nowMs },
          )
        : () => `${stops.base}stop?t=…`
      : () => '';
  const candidates: ReminderCandidate[] = valid.map((r, i) => {
    const values = {
      ...reminderValues(r, app.orari_tabella),
      link: links ? customerLink(links.key, links.base, workshopId, r.id, r.date) : '',
      stop: stopOf(r.phone),
    };
    const smsText = fillTemplate(sms.testo_promemoria, values);
    return {
      appointmentId: r.id,
      surname: r.surname,
      phone: r.phone,
      model: r.model,
      plate: r.plate,
      time: values.ora ?? '',
      text: channel === 'sms' ? smsText : joinWaText(fillTemplate(template, values), smsText),
      refId: refs[i]!,
      queued: queued.has(refs[i]!),
    };
  });
  return {
    date,
    channel,
    campaignName: reminderCampaignName(date),
    allowed,
    minDays,
    candidates,
    invalidPhones: rows.length - mobiles.length,
    skippedOptOut,
    templateEmpty: template.trim() === '',
  };
}

export type QueuedReminders = {
  campaign: CampaignRow | null;
  queued: number;
  alreadyQueued: number;
  invalidPhones: number;
  /** Candidates left out because their phone is on the Non contattare list. */
  skippedOptOut: number;
  notice: string;
  /** The date when appointments changed (WA 1 → 5), for a grid event. */
  changedDate: string | null;
};

/**
 * Queues the day's reminders in "PROMEMORIA dd/mm/yyyy" of the channel. SMS: the campaign
 * runs (the sender sends them; each sent one moves its appointment 1 → 2). WA: the
 * campaign waits paused for the WhatsApp PC, and every 1 of the date becomes 5 (spec 000
 * §4). 400 when the date is nearer than `giorni_promemoria` (unless `catchUp`, for a day not
 * past) or the template is empty.
 */
export async function queueReminders(db: DbOrTx, day: ReminderDay): Promise<QueuedReminders> {
  const { workshopId, date, channel, nowMs = Date.now() } = day;
  const preview = await reminderCandidates(db, { ...day, nowMs, writeStops: true });
  const lateCatchUp = day.catchUp === true && date >= todayInRome(nowMs);
  if (!preview.allowed && !lateCatchUp) {
    const first = formatSlashed(addDays(todayInRome(nowMs), preview.minDays));
    throw badRequest(MESSAGING_MSG.reminderTooLate.replace('{data}', first));
  }
  const base = {
    invalidPhones: preview.invalidPhones,
    skippedOptOut: preview.skippedOptOut,
    changedDate: null,
  };
  if (preview.candidates.length === 0)
    return {
      ...base,
      campaign: null,
      queued: 0,
      alreadyQueued: 0,
      notice: MESSAGING_MSG.noInserts,
    };
  if (preview.templateEmpty) throw badRequest(MESSAGING_MSG.templateMissing);
  return withTransaction(db, async (tx) => {
    const initial = channel === 'sms' ? 'running' : 'paused';
    const campaign = await campaignNamed(tx, workshopId, channel, preview.campaignName, initial);
    const inserted = await tx
      .insert(messages)
      .values(
        preview.candidates.map((c) => ({
          workshopId,
          channel,
          campaignId: campaign.id,
          phone: c.phone,
          text: c.text,
          description: `${c.surname} ${c.time}`.trim(),
          refId: c.refId,
        })),
      )
      .onConflictDoNothing({ target: [messages.workshopId, messages.channel, messages.refId] })
      .returning({ id: messages.id });
    let state = campaign.state;
    if (inserted.length > 0 && (channel === 'sms' || state === 'done')) {
      state = channel === 'sms' ? 'running' : 'paused';
      await setCampaignState(tx, workshopId, campaign.id, state);
    }
    let changedDate: string | null = null;
    if (channel === 'wa') {
      const moved = await tx
        .update(appointments)
        .set({
          reminderStatus: ReminderState.WaCampaign,
          ...versionBump(),
        })
        // An opted-out phone's reminder was not queued: its appointment stays as it was.
        .where(scheduledOn(workshopId, date, notOptedOut(workshopId, appointments.phone)))
        .returning({ id: appointments.id });
      if (moved.length > 0) changedDate = date;
    }
    const notice =
      inserted.length === 0
        ? MESSAGING_MSG.noInserts
        : channel === 'wa'
          ? MESSAGING_MSG.waCampaignCreated
          : MESSAGING_MSG.inserted;
    return {
      campaign: { ...campaign, state },
      queued: inserted.length,
      alreadyQueued: preview.candidates.length - inserted.length,
      invalidPhones: preview.invalidPhones,
      skippedOptOut: preview.skippedOptOut,
      notice,
      changedDate,
    };
  });
}
