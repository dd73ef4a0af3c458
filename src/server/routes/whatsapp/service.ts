/**
 * WhatsApp leasing (spec 001 §4 bulk sending, §7, §8, §9; docs/MESSAGING.md): the
 * browser on the workshop's WhatsApp PC claims one message at a time, calls the helper
 * tool, and reports what the tool answered. The claim commits before the tool is called
 * (at most once); a claim never reported becomes "da verificare" after `WA_LEASE_MS`.
 *
 * Guards: only the WhatsApp PC (its id equals config_tool.id_wa, else 409 "Abbilitare
 * Whatsapp Reviapp-tool"); at most config_wa.massivo_max sends per Rome day (WA messages
 * sent today + the one in flight), else 409 "Numero massimo giornaliero di {n} messaggi
 * raggiunto. Continua domani". Claims of one workshop are serialised by a transaction
 * advisory lock, so two tabs cannot both take the last message of the day.
 */
import { and, eq, sql } from 'drizzle-orm';
import { MessageStatus } from '@shared/contracts/messaging';
import type { WaOutcome } from '@shared/contracts/whatsapp';
import { romeDayStart, todayInRome } from '@shared/domain/dates';
import { fallbackRef, parseRef } from '@shared/domain/ref-ids';
import { splitWaText } from '@shared/domain/templates';
import { MESSAGING_MSG, withCount } from '@shared/messages/messaging';
import { withTransaction, type DbOrTx } from '@server/db/client';
import { campaigns, messages } from '@server/db/schema';
import { AppError } from '@server/http/errors';
import { updateLinkedAppointment } from '@server/jobs/outbox/linked';
import type { CampaignRow, MessageRow } from '@server/domain/messaging/presenter';
import { getMessage } from '@server/domain/messaging/messages-service';
import {
  campaignNamed,
  getCampaign,
  setCampaignState,
  settleCampaign,
} from '@server/domain/messaging/service';
import { getSettings } from '@server/domain/settings';
import { assertWhatsappPc } from '@server/domain/whatsapp-pc';
import {
  optedOutMessage,
  settleWithdrawn,
  unlinkWithdrawn,
  withdrawMessage,
  type WithdrawnRow,
} from '@server/domain/messaging/withdraw';

/** ms after which an unreported WhatsApp claim is "da verificare" (the tool answers in ≤ 20 s). */
export const WA_LEASE_MS = 120_000;
/** First key of the per-workshop advisory lock of WhatsApp claims ("WA"). */
const WA_LOCK = 0x5741;

/**
 * WA messages sent today (Rome), being sent now, and claimed today with an unknown outcome
 * ("da verificare": the tool may have sent them, so they use the day's allowance too); the
 * daily maximum and what is left of it.
 */
export async function dailyUsage(db: DbOrTx, workshopId: number, nowMs = Date.now()) {
  const wa = await getSettings(db, workshopId, 'wa');
  const since = romeDayStart(todayInRome(nowMs));
  const [row] = await db
    .select({
      sent: sql<number>`count(*) filter (where ${messages.sendState} = 'sent' and ${messages.status} = 1 and ${messages.sentAt} >= ${since})::int`,
      claimed: sql<number>`count(*) filter (where ${messages.sendState} = 'claimed')::int`,
      uncertain: sql<number>`count(*) filter (where ${messages.sendState} = 'unknown' and ${messages.claimedAt} >= ${since})::int`,
    })
    .from(messages)
    .where(
      and(
        eq(messages.workshopId, workshopId),
        eq(messages.channel, 'wa'),
        sql`${messages.sendState} in ('sent', 'claimed', 'unknown')`,
      ),
    );
  const sentToday = row?.sent ?? 0;
  const inFlight = (row?.claimed ?? 0) + (row?.uncertain ?? 0);
  return {
    sentToday,
    dailyMax: wa.massivo_max,
    remainingToday: Math.max(0, wa.massivo_max - sentToday - inFlight),
  };
}

export type ClaimedWa = {
  id: number;
  campaignId: number;
  phone: string;
  wa: string;
  sms: string | null;
  description: string;
};

/**
 * Leases the oldest queued WA message of a running campaign (of `campaignId` when given).
 * Resolves to null when none is left (running campaigns with nothing left become done).
 * A queued message whose phone is on Non contattare (not an answer's: LIBERA) is withdrawn
 * on the way (`@server/domain/messaging/withdraw`): never handed to the PC; a reminder's
 * appointment goes 5 → 0 (`dates`: grid days changed). `campaignIds`: campaigns whose
 * counts changed.
 */
export async function claimWhatsapp(
  db: DbOrTx,
  workshopId: number,
  pcId: string,
  campaignId?: number,
  nowMs = Date.now(),
): Promise<{
  message: ClaimedWa | null;
  remainingToday: number;
  campaignIds: number[];
  dates: string[];
}> {
  await assertWhatsappPc(db, workshopId, pcId);
  const withdrawn: WithdrawnRow[] = [];
  const claimed = await withTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${WA_LOCK}, ${workshopId})`);
    const expired = await tx.execute<{ campaign_id: string | number }>(sql`
      update messages
         set send_state = 'unknown',
             last_error = 'Esito sconosciuto: nessuna risposta dal PC WhatsApp'
       where workshop_id = ${workshopId} and channel = 'wa' and send_state = 'claimed'
         and claimed_at < now() - ${WA_LEASE_MS} * interval '1 millisecond'
      returning campaign_id`);
    const touched = expired.rows.map((r) => Number(r.campaign_id));
    // A message whose phone is on Non contattare is withdrawn, not claimed
    // (`@server/domain/messaging/withdraw`); the next one is looked at.
    let id: number | null = null;
    while (id === null) {
      const picked = await tx.execute<{ id: string | number; opted_out: boolean }>(sql`
        select m.id, ${optedOutMessage('m', 'c')} as opted_out
          from messages m
          join campaigns c on c.workshop_id = m.workshop_id and c.id = m.campaign_id
         where m.workshop_id = ${workshopId} and m.channel = 'wa' and m.send_state = 'queued'
           and c.state = 'running'
           ${campaignId ? sql`and m.campaign_id = ${campaignId}` : sql``}
         order by m.id
         limit 1
         for update of m skip locked`);
      const p = picked.rows[0];
      if (!p) break;
      if (!p.opted_out) {
        id = Number(p.id);
        break;
      }
      const gone = await withdrawMessage(tx, workshopId, Number(p.id));
      if (!gone) break;
      withdrawn.push(gone);
    }
    const dates = await unlinkWithdrawn(tx, workshopId, withdrawn);
    if (id === null) {
      // The rows first, then the check in a statement of its own, whose snapshot sees what a
      // writer holding a row queued (`settleCampaign`, docs/MESSAGING.md "Settling a campaign").
      await tx.execute(sql`
        select id from campaigns
         where workshop_id = ${workshopId} and channel = 'wa' and state = 'running'
         order by id
           for update`);
      const settled = await tx.execute<{ id: string | number }>(sql`
        update campaigns set state = 'done', updated_at = now()
         where workshop_id = ${workshopId} and channel = 'wa' and state = 'running'
           and not exists (select 1 from messages m
                            where m.workshop_id = ${workshopId} and m.campaign_id = campaigns.id
                              and m.send_state in ('queued', 'claimed'))
        returning id`);
      const usage = await dailyUsage(tx, workshopId, nowMs);
      return {
        message: null,
        remainingToday: usage.remainingToday,
        campaignIds: [...touched, ...settled.rows.map((r) => Number(r.id))],
        dates,
      };
    }
    const usage = await dailyUsage(tx, workshopId, nowMs);
    if (usage.remainingToday <= 0)
      throw new AppError(
        409,
        'wa_daily_limit',
        withCount(MESSAGING_MSG.waDailyLimit, usage.dailyMax),
      );
    const [row] = await tx
      .update(messages)
      .set({
        sendState: 'claimed',
        claimedAt: sql`now()`,
        attempts: sql`${messages.attempts} + 1`,
      })
      .where(and(eq(messages.workshopId, workshopId), eq(messages.id, id)))
      .returning();
    // The campaign is being sent now: its `updatedAt` is the WhatsApp PC's heartbeat, which
    // tells every desk whether the campaign waits for that PC (docs/MESSAGING.md).
    await tx
      .update(campaigns)
      .set({ updatedAt: sql`now()` })
      .where(and(eq(campaigns.workshopId, workshopId), eq(campaigns.id, row!.campaignId)));
    const { wa, sms } = splitWaText(row!.text);
    return {
      message: {
        id: row!.id,
        campaignId: row!.campaignId,
        phone: row!.phone,
        wa,
        sms,
        description: row!.description,
      },
      remainingToday: usage.remainingToday - 1,
      campaignIds: [...touched, row!.campaignId],
      dates,
    };
  });
  // Settled after the commit: a claim never waits for a campaign's row while it holds a
  // message's (docs/MESSAGING.md "Settling a campaign").
  const gone = await settleWithdrawn(db, workshopId, withdrawn, claimed.dates);
  return {
    ...claimed,
    campaignIds: [...new Set([...claimed.campaignIds, ...gone.campaigns.map((c) => c.id)])],
  };
}

/** `last_error` of a message its tab left claimed (never presented: the state "da verificare" says it). */
const ORPHANED = 'Esito sconosciuto: la scheda del PC WhatsApp si è chiusa durante l’invio';

/**
 * The WhatsApp PC takes over a campaign (contract `resumeWhatsappCampaign`): the caller is
 * the one tab of that PC sending now (the browser's Web Lock, `src/web/features/messaging`),
 * so a message of the campaign still claimed was left by a tab that is gone: it becomes
 * "da verificare" (`unknown`) now rather than after the lease. Then the campaign runs when
 * messages wait, else it is done. Under the claims' advisory lock, so no claim interleaves.
 * Resolves to the campaign row. Throws 409 `wa_not_enabled`, 404.
 */
export async function resumeWhatsappCampaign(
  db: DbOrTx,
  workshopId: number,
  campaignId: number,
  pcId: string,
): Promise<CampaignRow> {
  await assertWhatsappPc(db, workshopId, pcId);
  return withTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${WA_LOCK}, ${workshopId})`);
    await getCampaign(tx, workshopId, 'wa', campaignId);
    await tx
      .update(messages)
      .set({ sendState: 'unknown', lastError: ORPHANED })
      .where(
        and(
          eq(messages.workshopId, workshopId),
          eq(messages.campaignId, campaignId),
          eq(messages.sendState, 'claimed'),
        ),
      );
    await setCampaignState(tx, workshopId, campaignId, 'running');
    await settleCampaign(tx, workshopId, campaignId);
    return getCampaign(tx, workshopId, 'wa', campaignId);
  });
}

export type Reported = {
  row: MessageRow;
  campaign: CampaignRow;
  stop: boolean;
  notice: string | null;
  /** Grid dates of appointments changed (reminders). */
  dates: string[];
  /** The SMS campaign that received the fallback, if any. */
  smsCampaignId: number | null;
};

/**
 * Records the tool's answer for a claimed (or, reported late, "da verificare") message;
 * see `@shared/contracts/whatsapp` `reportWhatsapp` for the table. 409 `message_locked`
 * for any other state.
 */
export async function reportWhatsapp(
  db: DbOrTx,
  workshopId: number,
  id: number,
  pcId: string,
  outcome: WaOutcome,
): Promise<Reported> {
  await assertWhatsappPc(db, workshopId, pcId);
  return withTransaction(db, async (tx) => {
    const msg = await getMessage(tx, workshopId, 'wa', id);
    if (msg.sendState !== 'claimed' && msg.sendState !== 'unknown')
      throw new AppError(409, 'message_locked', MESSAGING_MSG.messageNotClaimed);
    const key = and(eq(messages.workshopId, workshopId), eq(messages.id, id));
    const dates: string[] = [];
    const link = async (event: Parameters<typeof updateLinkedAppointment>[3]) => {
      const date = await updateLinkedAppointment(tx, workshopId, msg.refId, event);
      if (date) dates.push(date);
    };
    let stop = false;
    let notice: string | null = null;
    let smsCampaignId: number | null = null;
    if (outcome === 'inviato') {
      await tx
        .update(messages)
        .set({ sendState: 'sent', status: MessageStatus.Sent, sentAt: sql`now()`, lastError: null })
        .where(key);
      await link('wa_sent');
    } else if (outcome === 'no_wa') {
      const { sms } = splitWaText(msg.text);
      notice = MESSAGING_MSG.whatsappInvalidNumber;
      if (sms) {
        // Spec 001 §4: stato 3, the text replaced by the SMS part, which the outbox sends.
        await tx
          .update(messages)
          .set({
            sendState: 'sent',
            status: MessageStatus.SentAsSms,
            sentAt: sql`now()`,
            text: sms,
          })
          .where(key);
        const waCampaign = await getCampaign(tx, workshopId, 'wa', msg.campaignId);
        const smsCampaign = await campaignNamed(tx, workshopId, 'sms', waCampaign.name, 'running');
        await setCampaignState(tx, workshopId, smsCampaign.id, 'running');
        await tx
          .insert(messages)
          .values({
            workshopId,
            channel: 'sms',
            campaignId: smsCampaign.id,
            phone: msg.phone,
            text: sms,
            description: msg.description,
            // A reminder keeps its P- ref: at most one SMS reminder per appointment.
            refId: parseRef(msg.refId).kind === 'reminder' ? msg.refId : fallbackRef(msg.id),
          })
          .onConflictDoNothing({ target: [messages.workshopId, messages.channel, messages.refId] });
        smsCampaignId = smsCampaign.id;
      } else {
        await tx
          .update(messages)
          .set({ sendState: 'failed', status: MessageStatus.NoWhatsapp, lastError: 'no_wa' })
          .where(key);
      }
      await link('wa_no_wa');
    } else if (outcome === 'non_valido') {
      notice = MESSAGING_MSG.invalidNumber;
      await tx
        .update(messages)
        .set({ sendState: 'failed', status: MessageStatus.Invalid, lastError: 'non_valido' })
        .where(key);
      await link('wa_no_wa');
    } else {
      // accedi / errore / tool unreachable: back to the queue, the loop stops, and the desk
      // is told which (spec 001 §8): log in to WhatsApp, retry or send one by one, start
      // the tool.
      stop = true;
      notice =
        outcome === 'accedi'
          ? MESSAGING_MSG.whatsappNotLoggedIn
          : outcome === 'errore'
            ? MESSAGING_MSG.waToolErrors
            : MESSAGING_MSG.toolNotStarted;
      await tx
        .update(messages)
        .set({
          sendState: 'queued',
          claimedAt: null,
          attempts: sql`greatest(${messages.attempts} - 1, 0)`,
          lastError: outcome,
        })
        .where(key);
      await setCampaignState(tx, workshopId, msg.campaignId, 'paused', 'running');
    }
    await settleCampaign(tx, workshopId, msg.campaignId);
    const row = await getMessage(tx, workshopId, 'wa', id);
    const campaign = await getCampaign(tx, workshopId, 'wa', msg.campaignId);
    return { row, campaign, stop, notice, dates, smsCampaignId };
  });
}
