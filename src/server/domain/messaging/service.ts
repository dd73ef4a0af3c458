/**
 * Campaigns of one workshop and channel (spec 001 §2 sms_comunicazioni / wa_comunicazioni,
 * §4, §5, §8; docs/MESSAGING.md). Every statement carries `workshop_id` and the
 * channel, so another workshop's (or channel's) id is a 404 and changes nothing.
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CampaignCounts,
  Channel,
  createCampaignInputSchema,
} from '@shared/contracts/messaging';
import { isValidMobile, normalizePhone } from '@shared/domain/phone';
import { parseRef } from '@shared/domain/ref-ids';
import { fillStop } from '@shared/domain/templates';
import { ReminderState } from '@shared/domain/status';
import { MESSAGING_MSG } from '@shared/messages';
import { withTransaction, type DbOrTx } from '@server/db/client';
import { appointments, campaigns, messages } from '@server/db/schema';
import { AppError, badRequest, notFound, registerUniqueError } from '@server/http/errors';
import { NO_COUNTS, type CampaignRow } from './presenter';
import { lockCampaign, settleCampaign } from './settle';
import { notWithdrawn } from './withdraw';
import { versionBump } from '@server/domain/appointments';
import { withoutOptedOut } from '@server/domain/opt-outs';
import { stopLinksFor, usesStop, type StopLinks } from '@server/domain/stop-links';

export { lockCampaign, settleCampaign };

// A second campaign of one name in a channel (spec 001 §5).
registerUniqueError(
  'campaigns_name_uq',
  () => new AppError(409, 'duplicate_campaign', MESSAGING_MSG.duplicateCampaign),
);

const campaignKey = (workshopId: number, channel: Channel, id: number) =>
  and(eq(campaigns.workshopId, workshopId), eq(campaigns.channel, channel), eq(campaigns.id, id));

/**
 * `workshop_id = ? and channel = ? and name = ?`: the campaign called `name`, one at most per
 * workshop and channel (spec 001 §5; index `campaigns_name_uq`).
 */
export const campaignByName = (workshopId: number, channel: Channel, name: string) =>
  and(
    eq(campaigns.workshopId, workshopId),
    eq(campaigns.channel, channel),
    eq(campaigns.name, name),
  );

/**
 * `workshop_id = ? and channel = ?` and any further `conditions`: the channel's messages, the
 * scope of every statement on single messages (another workshop's or channel's id is a 404).
 */
export const messagesOfChannel = (
  workshopId: number,
  channel: Channel,
  ...conditions: (SQL | undefined)[]
) => and(eq(messages.workshopId, workshopId), eq(messages.channel, channel), ...conditions);

/**
 * `workshop_id = ? and campaign_id = ?` and any further `conditions`: a campaign's messages
 * (index `messages_campaign_idx (workshop_id, campaign_id, id)`).
 */
export const messagesOfCampaign = (
  workshopId: number,
  campaignId: number,
  ...conditions: (SQL | undefined)[]
) => and(eq(messages.workshopId, workshopId), eq(messages.campaignId, campaignId), ...conditions);

/** Counts per campaign id (one grouped scan of the workshop's messages of those campaigns). */
export async function countsOf(
  db: DbOrTx,
  workshopId: number,
  campaignIds: readonly number[],
): Promise<Map<number, CampaignCounts>> {
  const out = new Map<number, CampaignCounts>();
  if (campaignIds.length === 0) return out;
  const n = (cond: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${cond})::int`;
  const rows = await db
    .select({
      id: messages.campaignId,
      total: sql<number>`count(*)::int`,
      pending: n(sql`${messages.sendState} in ('queued', 'claimed')`),
      sent: n(sql`${messages.sendState} = 'sent'`),
      errors: n(sql`${messages.sendState} = 'failed' and ${notWithdrawn}`),
      withdrawn: n(sql`${messages.sendState} = 'failed' and not ${notWithdrawn}`),
      toVerify: n(sql`${messages.sendState} = 'unknown'`),
      noWhatsapp: n(sql`${messages.channel} = 'wa' and ${messages.status} = 2`),
      sentAsSms: n(sql`${messages.channel} = 'wa' and ${messages.status} = 3`),
      invalid: n(sql`${messages.channel} = 'wa' and ${messages.status} = 4`),
    })
    .from(messages)
    .where(and(eq(messages.workshopId, workshopId), inArray(messages.campaignId, [...campaignIds])))
    .groupBy(messages.campaignId);
  for (const { id, ...counts } of rows) out.set(Number(id), counts);
  return out;
}

/** The channel's campaigns, newest first, each with its counts. */
export async function listCampaigns(db: DbOrTx, workshopId: number, channel: Channel) {
  const rows = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.workshopId, workshopId), eq(campaigns.channel, channel)))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
  const counts = await countsOf(
    db,
    workshopId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ row, counts: counts.get(row.id) ?? NO_COUNTS }));
}

/** The campaign, or 404 "Campagna non trovata" (also for another workshop's or channel's). */
export async function getCampaign(
  db: DbOrTx,
  workshopId: number,
  channel: Channel,
  id: number,
): Promise<CampaignRow> {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(campaignKey(workshopId, channel, id));
  if (!row) throw notFound(MESSAGING_MSG.campaignNotFound);
  return row;
}

/** The campaign with its counts. */
export async function campaignWithCounts(
  db: DbOrTx,
  workshopId: number,
  channel: Channel,
  id: number,
) {
  const row = await getCampaign(db, workshopId, channel, id);
  const counts = await countsOf(db, workshopId, [id]);
  return { row, counts: counts.get(id) ?? NO_COUNTS };
}

/**
 * The campaign named `name` of the channel, created (in `initialState`) when missing. Safe
 * under concurrency: the upsert locks the row until the caller's transaction ends, so
 * concurrent callers queue behind each other and all get the same campaign.
 */
export async function campaignNamed(
  tx: DbOrTx,
  workshopId: number,
  channel: Channel,
  name: string,
  initialState: CampaignRow['state'],
): Promise<CampaignRow> {
  const [row] = await tx
    .insert(campaigns)
    .values({ workshopId, channel, name, state: initialState })
    .onConflictDoUpdate({
      target: [campaigns.workshopId, campaigns.channel, campaigns.name],
      set: { updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

/**
 * Spec 001 §4: deleting a linked WA message sets its appointment's invio_sms_promemoria to
 * 0 — only while it is 5 (the WhatsApp campaign was created, nothing went yet; see
 * `jobs/outbox/linked.ts`). Resolves to the dates of the appointments changed.
 */
export async function resetWaReminders(
  tx: DbOrTx,
  workshopId: number,
  refIds: readonly (string | null)[],
): Promise<string[]> {
  const ids = refIds.flatMap((r) => {
    const link = parseRef(r);
    return link.kind === 'reminder' ? [link.appointmentId] : [];
  });
  if (ids.length === 0) return [];
  const rows = await tx
    .update(appointments)
    .set({
      reminderStatus: ReminderState.No,
      ...versionBump(),
    })
    .where(
      and(
        eq(appointments.workshopId, workshopId),
        inArray(appointments.id, ids),
        eq(appointments.reminderStatus, ReminderState.WaCampaign),
      ),
    )
    .returning({ date: appointments.date });
  return rows.map((r) => r.date);
}

type CreateInput = z.output<typeof createCampaignInputSchema>;

/**
 * A named campaign of messages (import, spec 001 §2, §5): invalid numbers are skipped
 * (spec 000 §5), and so are the phones on the Non contattare list (`skippedOptOut`,
 * docs/MESSAGING.md "Non contattare"); none left → 400 "Non ci sono inserimenti da fare"; a
 * used name → 409 `duplicate_campaign`. `$stop$` in a text becomes the phone's stop link
 * (empty without `stops`). One transaction: all or nothing.
 */
export async function createCampaign(
  db: DbOrTx,
  workshopId: number,
  channel: Channel,
  input: CreateInput,
  stops?: StopLinks,
) {
  const { name, messages: list, start } = input;
  const mobiles = list
    .map((m) => ({ ...m, phone: normalizePhone(m.phone) }))
    .filter((m) => isValidMobile(m.phone));
  const { kept, skippedOptOut } = await withoutOptedOut(db, workshopId, mobiles);
  if (kept.length === 0) throw badRequest(MESSAGING_MSG.noInserts);
  const withStop = kept.filter((m) => usesStop(m.text));
  const stopOf = await stopLinksFor(
    db,
    workshopId,
    withStop.map((m) => m.phone),
    stops,
  );
  const valid = kept.map((m) =>
    usesStop(m.text) ? { ...m, text: fillStop(m.text, stopOf(m.phone)) } : m,
  );
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(campaigns)
      .values({ workshopId, channel, name, state: start ? 'running' : 'paused' })
      .returning();
    for (let i = 0; i < valid.length; i += 1000)
      await tx.insert(messages).values(
        valid.slice(i, i + 1000).map((m) => ({
          workshopId,
          channel,
          campaignId: row!.id,
          phone: m.phone,
          text: m.text,
          description: m.description,
        })),
      );
    return {
      row: row!,
      inserted: valid.length,
      skipped: list.length - valid.length,
      skippedOptOut,
    };
  });
}

/** Deletes a campaign and its messages; resolves to the grid dates changed (WA reminders). */
export async function deleteCampaign(db: DbOrTx, workshopId: number, channel: Channel, id: number) {
  return withTransaction(db, async (tx) => {
    await getCampaign(tx, workshopId, channel, id);
    const gone = await tx
      .delete(messages)
      .where(messagesOfCampaign(workshopId, id))
      .returning({ refId: messages.refId });
    await tx.delete(campaigns).where(campaignKey(workshopId, channel, id));
    return channel === 'wa'
      ? resetWaReminders(
          tx,
          workshopId,
          gone.map((g) => g.refId),
        )
      : [];
  });
}

/** Deletes every campaign of the channel (spec 001 §8); resolves to their ids and dates. */
export async function deleteAllCampaigns(db: DbOrTx, workshopId: number, channel: Channel) {
  return withTransaction(db, async (tx) => {
    const gone = await tx
      .delete(messages)
      .where(messagesOfChannel(workshopId, channel))
      .returning({ refId: messages.refId });
    const ids = await tx
      .delete(campaigns)
      .where(and(eq(campaigns.workshopId, workshopId), eq(campaigns.channel, channel)))
      .returning({ id: campaigns.id });
    const dates =
      channel === 'wa'
        ? await resetWaReminders(
            tx,
            workshopId,
            gone.map((g) => g.refId),
          )
        : [];
    return { ids: ids.map((r) => r.id), dates };
  });
}

/** Deletes the campaign's sent messages; resolves to how many. */
export async function deleteSentMessages(
  db: DbOrTx,
  workshopId: number,
  channel: Channel,
  id: number,
): Promise<number> {
  await getCampaign(db, workshopId, channel, id);
  const gone = await db
    .delete(messages)
    .where(messagesOfCampaign(workshopId, id, eq(messages.sendState, 'sent')))
    .returning({ id: messages.id });
  return gone.length;
}

/**
 * Start: `running`, or `done` at once when nothing is queued or claimed. Pause (ANNULLA):
 * `paused` unless already `done`; the sender reads the state before every claim, so it
 * sticks. Resolves to the campaign row.
 */
export async function setCampaignRunning(
  db: DbOrTx,
  workshopId: number,
  channel: Channel,
  id: number,
  running: boolean,
): Promise<CampaignRow> {
  await getCampaign(db, workshopId, channel, id);
  const state = running
    ? sql`case when exists (select 1 from messages m where m.workshop_id = ${workshopId}
            and m.campaign_id = ${id} and m.send_state in ('queued', 'claimed'))
          then 'running' else 'done' end`
    : sql`case when ${campaigns.state} = 'done' then 'done' else 'paused' end`;
  const [row] = await db
    .update(campaigns)
    .set({ state: state as never, updatedAt: sql`now()` })
    .where(campaignKey(workshopId, channel, id))
    .returning();
  return row!;
}

/**
 * Sets a campaign's state (the sender reads it before every claim), inside the caller's
 * transaction when one is passed; with `from`, only when the campaign is in that state
 * (e.g. `done` → `paused` when a message is added). Resolves once written.
 */
export async function setCampaignState(
  db: DbOrTx,
  workshopId: number,
  campaignId: number,
  to: CampaignRow['state'],
  from?: CampaignRow['state'],
): Promise<void> {
  await db
    .update(campaigns)
    .set({ state: to, updatedAt: sql`now()` })
    .where(
      and(
        eq(campaigns.workshopId, workshopId),
        eq(campaigns.id, campaignId),
        from ? eq(campaigns.state, from) : undefined,
      ),
    );
}
