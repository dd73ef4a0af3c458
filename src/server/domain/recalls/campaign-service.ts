/**
 * A recall campaign from the list (spec 001 §2 sms_revisioni, §5, §9; docs/RECALLS.md).
 * Texts: `testo_richiami` of config_sms (SMS) or config_wa followed by `==sms==` and the
 * SMS text (WhatsApp), with $veicolo$, $mese$ ("novembre 2026"), $targa$, and $link$: the
 * vehicle's personal booking link (`@server/domain/recall-links`; empty when the
 * workshop has no link_web). A vehicle is
 * recalled at most once per channel and due month: its message's ref id
 * (`R-{YYYY-MM}-A{id}` / `-M{id}`) is unique per workshop and channel (`messages_ref_uq`),
 * inserted with ON CONFLICT DO NOTHING, so the database enforces it under any concurrency.
 * Queued appointments and manual recalls get invio_sms_richiamo 1; the outbox sets 2
 * when the message is sent (`jobs/outbox/linked.ts`).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Channel } from '@shared/contracts/messaging';
import type { RecallFilters, RecallItem } from '@shared/contracts/recalls';
import { filterRecalls, recallRef, recallWindow } from '@shared/domain/recalls';
import { RecallState } from '@shared/domain/status';
import { fillTemplate, joinWaText } from '@shared/domain/templates';
import { RECALLS_MSG } from '@shared/messages';
import { withTransaction, type DbOrTx } from '@server/db/client';
import { appointments, campaigns, messages, recalls, workshops } from '@server/db/schema';
import { AppError, badRequest } from '@server/http/errors';
import { getSettings } from '@server/domain/settings';
import { recallBookingLink, type RecallLinkKeys } from '@server/domain/recall-links';
import { recallItems } from './list-service';
import { versionBump } from '@server/domain/appointments';
import { campaignByName } from '@server/domain/messaging/service';
import { withoutOptedOut } from '@server/domain/opt-outs';
import { stopLinksFor, usesStop, type StopLinks } from '@server/domain/stop-links';

const CHUNK = 1000;

/** 409 "Esiste già una campagna con questo nome" when the channel has `name` already. */
export async function assertCampaignNameFree(
  db: DbOrTx,
  workshopId: number,
  channel: Channel,
  name: string,
  message: string = RECALLS_MSG.duplicateCampaign,
): Promise<void> {
  const [hit] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(campaignByName(workshopId, channel, name));
  if (hit) throw new AppError(409, 'duplicate_campaign', message);
}

/** The filtered list's rows with a valid phone, one per plate (the first seen). */
function candidates(items: readonly RecallItem[]): RecallItem[] {
  const plates = new Set<string>();
  return items.filter((i) => {
    if (!i.phoneValid) return false;
    if (i.plate === '') return true;
    if (plates.has(i.plate)) return false;
    plates.add(i.plate);
    return true;
  });
}

/** How `$link$` is made: the recall-link keys and `{base}` (this server, ending in '/'). */
export type RecallLinks = { keys: RecallLinkKeys; base: string; nowMs?: number };

/** The workshop's link_web, or null: without one `$link$` is empty (docs/BOOKING.md "Recall → booking link"). */
export async function workshopLinkWeb(db: DbOrTx, workshopId: number): Promise<string | null> {
  const [w] = await db
    .select({ linkWeb: workshops.linkWeb })
    .from(workshops)
    .where(eq(workshops.id, workshopId));
  return w?.linkWeb || null;
}

export type RecallCampaignInput = {
  year: number;
  month: number;
  channel: Channel;
  name: string;
  filters: RecallFilters;
};

/**
 * Creates the campaign and queues its messages in one transaction. Resolves to the
 * campaign row and the counts; 400 "Non ci sono inserimenti da fare" (nothing created)
 * when every vehicle is invalid, opted out (Non contattare: `skippedOptOut`) or already
 * recalled on this channel for this month. With `stops`, `$stop$` becomes each phone's stop
 * link (docs/MESSAGING.md "Non contattare"); without, it is empty.
 */
export async function createRecallCampaign(
  db: DbOrTx,
  workshopId: number,
  input: RecallCampaignInput,
  links?: RecallLinks,
  stops?: StopLinks,
) {
  const { year, month, channel, name, filters } = input;
  await assertCampaignNameFree(db, workshopId, channel, name);
  const filtered = filterRecalls(await recallItems(db, workshopId, year, month), filters);
  const { kept: list, skippedOptOut } = await withoutOptedOut(db, workshopId, candidates(filtered));
  const invalidPhones = filtered.filter((i) => !i.phoneValid).length;
  if (list.length === 0) throw badRequest(RECALLS_MSG.noInserts);
  const [sms, wa] = await Promise.all([
    getSettings(db, workshopId, 'sms'),
    getSettings(db, workshopId, 'wa'),
  ]);
  if (sms.testo_richiami.trim() === '') throw badRequest(RECALLS_MSG.templateMissing);
  const due = recallWindow(year, month).dueMonth;
  const linkWeb = links ? await workshopLinkWeb(db, workshopId) : null;
  // `$link$`: this vehicle's personal booking link (no personal data in it), or ''.
  const linkOf = (i: RecallItem) =>
    links && linkWeb
      ? recallBookingLink(
          links.keys,
          links.base,
          linkWeb,
          workshopId,
          i.source === 'appointment' ? 'a' : 'm',
          i.id,
          links.nowMs,
        )
      : '';
  const waTemplate = wa.testo_richiami || sms.testo_richiami;
  const stopOf =
    usesStop(sms.testo_richiami) || (channel === 'wa' && usesStop(waTemplate))
      ? await stopLinksFor(
          db,
          workshopId,
          list.map((i) => i.phone),
          stops && { ...stops, nowMs: stops.nowMs ?? links?.nowMs },
        )
      : () => '';
  const textOf = (i: RecallItem) => {
    const values = {
      veicolo: i.model,
      targa: i.plate,
      mese: due,
      link: linkOf(i),
      stop: stopOf(i.phone),
    };
    const smsText = fillTemplate(sms.testo_richiami, values);
    return channel === 'sms' ? smsText : joinWaText(fillTemplate(waTemplate, values), smsText);
  };
  return withTransaction(db, async (tx) => {
    const [campaign] = await tx
      .insert(campaigns)
      .values({ workshopId, channel, name, state: channel === 'sms' ? 'running' : 'paused' })
      .returning();
    const refs: string[] = [];
    for (let i = 0; i < list.length; i += CHUNK) {
      const rows = await tx
        .insert(messages)
        .values(
          list.slice(i, i + CHUNK).map((r) => ({
            workshopId,
            channel,
            campaignId: campaign!.id,
            phone: r.phone,
            text: textOf(r),
            description: `${r.surname} ${r.plate}`.trim(),
            refId: recallRef(due, r.source === 'appointment' ? 'A' : 'M', r.id),
          })),
        )
        .onConflictDoNothing({ target: [messages.workshopId, messages.channel, messages.refId] })
        .returning({ refId: messages.refId });
      refs.push(...rows.map((r) => r.refId ?? ''));
    }
    // Rolls the campaign back too: nothing new to queue creates nothing.
    if (refs.length === 0) throw badRequest(RECALLS_MSG.noInserts);
    const queuedKeys = new Set(refs.map((r) => r.slice(10)));
    const ids = (source: RecallItem['source']) =>
      list.filter((r) => r.source === source && queuedKeys.has(r.key)).map((r) => r.id);
    await markScheduled(tx, workshopId, ids('appointment'), ids('manual'));
    return {
      campaign: campaign!,
      queued: refs.length,
      alreadyQueued: list.length - refs.length,
      invalidPhones,
      skippedOptOut,
    };
  });
}

/** invio_sms_richiamo 0 → 1 (In programmazione) for the queued rows; Inviato stays. */
async function markScheduled(
  tx: DbOrTx,
  workshopId: number,
  appointmentIds: number[],
  recallIds: number[],
) {
  for (let i = 0; i < appointmentIds.length; i += CHUNK)
    await tx
      .update(appointments)
      .set({
        recallStatus: RecallState.Scheduled,
        ...versionBump(),
      })
      .where(
        and(
          eq(appointments.workshopId, workshopId),
          inArray(appointments.id, appointmentIds.slice(i, i + CHUNK)),
          eq(appointments.recallStatus, RecallState.No),
        ),
      );
  for (let i = 0; i < recallIds.length; i += CHUNK)
    await tx
      .update(recalls)
      .set({ recallStatus: RecallState.Scheduled })
      .where(
        and(
          eq(recalls.workshopId, workshopId),
          inArray(recalls.id, recallIds.slice(i, i + CHUNK)),
          eq(recalls.recallStatus, RecallState.No),
        ),
      );
}
