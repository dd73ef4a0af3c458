/**
 * Single messages of a campaign (spec 001 §2 campaign screens, §3 LIBERA, §4 states, §5):
 * pages, free messages, edit, delete, and a person's decision on a "da verificare"
 * message (mark it sent, or send it again). Scoped by workshop and channel.
 */
import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  FREE_CAMPAIGN,
  MessageStatus,
  type Channel,
  type editMessageInputSchema,
  type freeMessageInputSchema,
  type messagePageQuerySchema,
} from '@shared/contracts/messaging';
import { MESSAGING_MSG } from '@shared/messages';
import { withTransaction, type DbOrTx } from '@server/db/client';
import { messages } from '@server/db/schema';
import { AppError, notFound } from '@server/http/errors';
import { updateLinkedAppointment } from '@server/jobs/outbox/linked';
import type { MessageRow } from './presenter';
import { mustNotSend, notWithdrawn } from './withdraw';
import {
  campaignNamed,
  getCampaign,
  messagesOfCampaign,
  messagesOfChannel,
  resetWaReminders,
  setCampaignState,
  lockCampaign,
  settleCampaign,
} from './service';

const locked = (message: string) => new AppError(409, 'message_locked', message);

const messageKey = (workshopId: number, channel: Channel, id: number) =>
  messagesOfChannel(workshopId, channel, eq(messages.id, id));

/** The message, or 404 "Messaggio non trovato" (another workshop's or channel's too). */
export async function getMessage(
  db: DbOrTx,
  workshopId: number,
  channel: Channel,
  id: number,
): Promise<MessageRow> {
  const [row] = await db
    .select()
    .from(messages)
    .where(messageKey(workshopId, channel, id));
  if (!row) throw notFound(MESSAGING_MSG.messageNotFound);
  return row;
}

const FILTERS: Record<z.output<typeof messagePageQuerySchema>['filter'], SQL | undefined> = {
  all: undefined,
  pending: inArray(messages.sendState, ['queued', 'claimed']),
  sent: eq(messages.sendState, 'sent'),
  errors: and(eq(messages.sendState, 'failed'), notWithdrawn),
  toVerify: eq(messages.sendState, 'unknown'),
};

/**
 * A keyset page of the campaign's messages, id ascending after `after`, on index
 * `messages_campaign_idx (workshop_id, campaign_id, id)`. `nextCursor` is the last id when
 * more follow, else null.
 */
export async function listMessages(
  db: DbOrTx,
  workshopId: number,
  channel: Channel,
  campaignId: number,
  page: z.output<typeof messagePageQuerySchema>,
) {
  await getCampaign(db, workshopId, channel, campaignId);
  const rows = await db
    .select()
    .from(messages)
    .where(
      messagesOfCampaign(
        workshopId,
        campaignId,
        page.after ? gt(messages.id, page.after) : undefined,
        FILTERS[page.filter],
      ),
    )
    .orderBy(asc(messages.id))
    .limit(page.limit + 1);
  const more = rows.length > page.limit;
  const list = more ? rows.slice(0, page.limit) : rows;
  return { rows: list, nextCursor: more ? list[list.length - 1]!.id : null };
}

/**
 * A free message in campaign LIBERA of the channel (spec 001 §3), created on demand
 * (paused). A `done` LIBERA becomes `paused`: it has work again, sent when started.
 */
export async function addFreeMessage(
  db: DbOrTx,
  workshopId: number,
  channel: Channel,
  input: z.output<typeof freeMessageInputSchema>,
): Promise<MessageRow> {
  return withTransaction(db, async (tx) => {
    const campaign = await campaignNamed(tx, workshopId, channel, FREE_CAMPAIGN, 'paused');
    if (campaign.state === 'done') await setCampaignState(tx, workshopId, campaign.id, 'paused');
    const [row] = await tx
      .insert(messages)
      .values({ workshopId, channel, campaignId: campaign.id, ...input })
      .returning();
    return row!;
  });
}

/**
 * Edits phone, text, description. Refused (409 `message_locked`) when sent or being sent.
 * WA: stato back to 0 and queued again (spec 001 §4), unless "da verificare"; SMS: a
 * failed one is queued again. A re-queued message in a `done` campaign makes it `paused`.
 * 409 `message_locked` "…Non contattare…" when the message would be queued to a phone on
 * the list (outside SINGOLI and LIBERA; `./withdraw`).
 */
export async function editMessage(
  db: DbOrTx,
  workshopId: number,
  channel: Channel,
  id: number,
  input: z.output<typeof editMessageInputSchema>,
): Promise<MessageRow> {
  return withTransaction(db, async (tx) => {
    const before = await getMessage(tx, workshopId, channel, id);
    // A re-queue writes into the campaign: its row first (`lockCampaign`).
    await lockCampaign(tx, workshopId, before.campaignId);
    if (before.sendState === 'sent') throw locked(MESSAGING_MSG.messageAlreadySent);
    if (before.sendState === 'claimed') throw locked(MESSAGING_MSG.messageInFlight);
    const requeue =
      before.sendState === 'failed' || (channel === 'wa' && before.sendState === 'queued');
    const phone = input.phone ?? before.phone;
    // An erased message has no phone left (docs/PRIVACY.md): nothing to queue it to.
    if ((requeue || before.sendState === 'queued') && !phone)
      throw locked(MESSAGING_MSG.anonymisedMessage);
    // A message left or put queued must not go to a phone on Non contattare (`./withdraw`).
    if (
      (requeue || before.sendState === 'queued') &&
      (await mustNotSend(tx, workshopId, before.campaignId, phone))
    )
      throw locked(MESSAGING_MSG.optedOutMessage);
    const [row] = await tx
      .update(messages)
      .set({
        ...input,
        ...(channel === 'wa' ? { status: MessageStatus.Pending } : {}),
        ...(requeue ? { sendState: 'queued', attempts: 0, retryAt: null, lastError: null } : {}),
      })
      .where(and(messageKey(workshopId, channel, id), eq(messages.sendState, before.sendState)))
      .returning();
    if (!row) throw locked(MESSAGING_MSG.messageInFlight);
    if (requeue) await setCampaignState(tx, workshopId, row.campaignId, 'paused', 'done');
    return row;
  });
}

/**
 * Deletes a message (not while being sent: 409). A WA reminder's appointment goes 5 → 0
 * (spec 001 §4). Resolves to the campaign id and the grid dates changed.
 */
export async function deleteMessage(db: DbOrTx, workshopId: number, channel: Channel, id: number) {
  return withTransaction(db, async (tx) => {
    const before = await getMessage(tx, workshopId, channel, id);
    if (before.sendState === 'claimed') throw locked(MESSAGING_MSG.messageInFlight);
    const [gone] = await tx
      .delete(messages)
      .where(and(messageKey(workshopId, channel, id), eq(messages.sendState, before.sendState)))
      .returning({ refId: messages.refId });
    if (!gone) throw locked(MESSAGING_MSG.messageInFlight);
    const dates = channel === 'wa' ? await resetWaReminders(tx, workshopId, [gone.refId]) : [];
    await settleCampaign(tx, workshopId, before.campaignId);
    return { campaignId: before.campaignId, dates };
  });
}

/**
 * A person checked a "da verificare" message and it was delivered: stato 1, sent now, and
 * its appointment updated as if the sender had recorded it (reminder → 2 for SMS, 3 for
 * WA). A WhatsApp message may also be waiting or failed: the desk sent it one by one from
 * the campaign screen (spec 001 §8 "use single send": the tool's `/invio_diretto`, or the
 * wa.me page). 409 `message_locked` otherwise (an SMS not "da verificare"; any message a
 * sender holds).
 */
export async function markMessageSent(
  db: DbOrTx,
  workshopId: number,
  channel: Channel,
  id: number,
) {
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .update(messages)
      .set({ sendState: 'sent', status: MessageStatus.Sent, sentAt: sql`now()` })
      .where(
        and(
          messageKey(workshopId, channel, id),
          channel === 'wa'
            ? inArray(messages.sendState, ['queued', 'failed', 'unknown'])
            : eq(messages.sendState, 'unknown'),
        ),
      )
      .returning();
    if (!row) {
      await getMessage(tx, workshopId, channel, id);
      throw locked(MESSAGING_MSG.messageNotToVerify);
    }
    const date = await updateLinkedAppointment(
      tx,
      workshopId,
      row.refId,
      channel === 'sms' ? 'sms_sent' : 'wa_sent',
    );
    await settleCampaign(tx, workshopId, row.campaignId);
    return { row, date };
  });
}

/**
 * A person decides to send a "da verificare" (or failed) message again: queued, stato 0,
 * attempts reset; a `done` campaign runs again (a paused one stays paused). 409
 * `message_locked` for any other state, and when the phone is on Non contattare (outside
 * SINGOLI and LIBERA: a withdrawn message is never resent; `./withdraw`).
 */
export async function resendMessage(db: DbOrTx, workshopId: number, channel: Channel, id: number) {
  return withTransaction(db, async (tx) => {
    const before = await getMessage(tx, workshopId, channel, id);
    // A re-queue writes into the campaign: its row first (`lockCampaign`).
    await lockCampaign(tx, workshopId, before.campaignId);
    // An erased message has no phone left (docs/PRIVACY.md): nothing to resend it to.
    if (!before.phone) throw locked(MESSAGING_MSG.anonymisedMessage);
    // Never again to a phone on Non contattare (a withdrawn message stays so, `./withdraw`).
    if (await mustNotSend(tx, workshopId, before.campaignId, before.phone))
      throw locked(MESSAGING_MSG.optedOutMessage);
    const [row] = await tx
      .update(messages)
      .set({
        sendState: 'queued',
        status: MessageStatus.Pending,
        attempts: 0,
        retryAt: null,
        lastError: null,
        claimedAt: null,
      })
      .where(
        and(
          messageKey(workshopId, channel, id),
          inArray(messages.sendState, ['unknown', 'failed']),
        ),
      )
      .returning();
    if (!row) {
      await getMessage(tx, workshopId, channel, id);
      throw locked(MESSAGING_MSG.messageNotToVerify);
    }
    await setCampaignState(tx, workshopId, row.campaignId, 'running', 'done');
    return row;
  });
}
