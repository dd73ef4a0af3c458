/**
 * Withdrawing the queued messages of a phone on the Non contattare list (docs/MESSAGING.md
 * "Non contattare", docs/PRIVACY.md). A withdrawn message is `failed` with `last_error`
 * `OPT_OUT_ERROR` and no `retry_at`: a final state no sender claims and nothing re-queues by
 * itself ("Invia di nuovo" and an edit refuse it while the phone is listed,
 * `./messages-service`). Two moments withdraw:
 * - listing a phone (`addOptOut`, every path: the desk's list, the edit dialog's mark, the
 *   customer's stop page): every `queued` message of that workshop and phone, both channels,
 *   in the listing's transaction (`withdrawQueued`);
 * - claiming (`claimSmsOf`, `claimWhatsapp`): a queued message whose phone is listed is
 *   withdrawn instead of claimed (`withdrawMessage`), so a message queued while the phone was
 *   being listed is never sent either.
 * Claimed, sent, failed and "da verificare" messages are never touched.
 *
 * Still sent: the answers to what the customer, or a person for this one customer, just did
 * — the messages of the campaigns SINGOLI (the public booking's confirmation, Veicolo pronto,
 * Avviso ticket, the booking sheet's link) and LIBERA (typed by hand), the ones the queuing
 * paths do not filter either (`withoutOptedOut`).
 */
import { sql, type SQL } from 'drizzle-orm';
import { FREE_CAMPAIGN, SINGLE_CAMPAIGN, type Channel } from '@shared/contracts/messaging';
import type { DbOrTx } from '@server/db/client';
import { messages } from '@server/db/schema';
import { updateLinkedAppointment } from '@server/jobs/outbox/linked';
import { lockCampaign, settleCampaign } from './settle';

/** `last_error` of a withdrawn message (a code, like `no_wa`; never shown as it is). */
export const OPT_OUT_ERROR = 'opt_out';

/** Campaigns whose messages answer the customer's own action: never withdrawn. */
export const ANSWER_CAMPAIGNS: readonly string[] = [SINGLE_CAMPAIGN, FREE_CAMPAIGN];

/** True when a message row was withdrawn because its phone is on the list. */
export function isWithdrawn(m: { sendState: string; lastError: string | null }): boolean {
  return m.sendState === 'failed' && m.lastError === OPT_OUT_ERROR;
}

/**
 * SQL on `messages`: the row was not withdrawn (its `last_error` is not `OPT_OUT_ERROR`;
 * null counts as not withdrawn). With `send_state = 'failed'` it tells errors from withdrawals.
 */
export const notWithdrawn: SQL = sql`${messages.lastError} is distinct from ${OPT_OUT_ERROR}`;

/**
 * SQL: campaign `c` (an alias of `campaigns`, a constant of the caller, never input: it is
 * written as it is) is not one of `ANSWER_CAMPAIGNS`.
 */
export function withdrawableCampaign(c: string): SQL {
  return sql`${sql.raw(c)}.name not in (${sql.join(
    ANSWER_CAMPAIGNS.map((n) => sql`${n}`),
    sql`, `,
  )})`;
}

/**
 * SQL: message `m` of campaign `c` (aliases, constants of the caller) must not be sent: its phone is on its
 * workshop's list (one look-up on the `opt_outs` key `(workshop_id, phone)`) and its
 * campaign is not an answer's.
 */
export function optedOutMessage(m: string, c: string): SQL {
  return sql`(${withdrawableCampaign(c)} and exists (select 1 from opt_outs o
    where o.workshop_id = ${sql.raw(m)}.workshop_id and o.phone = ${sql.raw(m)}.phone))`;
}

/**
 * True when a message of campaign `campaignId` to `phone` must not be queued (again): the
 * phone is on the workshop's list and the campaign is not an answer's. "Invia di nuovo" and
 * an edit that would queue a message ask this first (`./messages-service`).
 */
export async function mustNotSend(
  db: DbOrTx,
  workshopId: number,
  campaignId: number,
  phone: string,
): Promise<boolean> {
  const res = await db.execute(sql`
    select 1 from campaigns c
     where c.workshop_id = ${workshopId} and c.id = ${campaignId}
       and ${withdrawableCampaign('c')}
       and exists (select 1 from opt_outs o where o.workshop_id = ${workshopId} and o.phone = ${phone})`);
  return res.rows.length > 0;
}

/** What a withdrawal changed: campaigns touched (for live events), messages, grid dates. */
export type Withdrawn = {
  count: number;
  campaigns: { id: number; channel: Channel }[];
  /** Dates of appointments whose WhatsApp reminder went back to "no reminder" (5 → 0). */
  dates: string[];
};

export const NOTHING_WITHDRAWN: Withdrawn = { count: 0, campaigns: [], dates: [] };

/**
 * Withdraws every `queued` message of `workshopId` to `phone` (already normalised), both
 * channels, except the answers' (`ANSWER_CAMPAIGNS`), inside the caller's transaction: the
 * campaigns' rows are locked first, in id order (docs/MESSAGING.md "Settling a campaign",
 * the order the writers that re-queue use), then the messages move to the withdrawn state,
 * then each campaign settles (`done` when nothing else waits). A message a claim holds at
 * that instant is skipped, never waited for (no lock cycle with a claim that settles): that
 * claim either took it before the phone was listed (it is then `claimed`, left alone) or
 * withdraws it itself (`withdrawMessage`). A WhatsApp reminder's appointment goes 5 → 0, as
 * when its message is deleted. Resolves to what changed.
 */
export async function withdrawQueued(
  tx: DbOrTx,
  workshopId: number,
  phone: string,
): Promise<Withdrawn> {
  const found = await tx.execute<{ id: string | number }>(sql`
    select distinct c.id
      from messages m
      join campaigns c on c.workshop_id = m.workshop_id and c.id = m.campaign_id
     where m.workshop_id = ${workshopId} and m.phone = ${phone} and m.send_state = 'queued'
       and ${withdrawableCampaign('c')}
     order by c.id`);
  const ids = found.rows.map((r) => Number(r.id));
  if (ids.length === 0) return NOTHING_WITHDRAWN;
  for (const id of ids) await lockCampaign(tx, workshopId, id);
  const rows = await markWithdrawn(
    tx,
    workshopId,
    sql`id in (select m.id from messages m
                where m.workshop_id = ${workshopId} and m.phone = ${phone}
                  and m.send_state = 'queued'
                  and m.campaign_id in (${sql.join(
                    ids.map((id) => sql`${id}`),
                    sql`, `,
                  )})
                  for update skip locked)`,
  );
  return settleWithdrawn(tx, workshopId, rows, await unlinkWithdrawn(tx, workshopId, rows));
}

/**
 * Withdraws message `id` of `workshopId` if it is still `queued` (a claim found its phone
 * listed; the caller holds the row's lock), without settling: the claim settles once it
 * has its answer, after its commit (`settleWithdrawn`). Resolves to the row's campaign,
 * channel and ref id, or null when it was not queued.
 */
export async function withdrawMessage(
  tx: DbOrTx,
  workshopId: number,
  id: number,
): Promise<WithdrawnRow | null> {
  const [row] = await markWithdrawn(tx, workshopId, sql`id = ${id}`);
  return row ?? null;
}

/**
 * The one write of a withdrawal: the `queued` messages of `workshopId` that `which` selects
 * become `failed` with `OPT_OUT_ERROR` and no retry. Resolves to the rows changed.
 */
async function markWithdrawn(tx: DbOrTx, workshopId: number, which: SQL): Promise<WithdrawnRow[]> {
  const res = await tx.execute<{
    campaign_id: string | number;
    channel: Channel;
    ref_id: string | null;
  }>(sql`
    update messages
       set send_state = 'failed', last_error = ${OPT_OUT_ERROR}, retry_at = null
     where workshop_id = ${workshopId} and ${which} and send_state = 'queued'
    returning campaign_id, channel, ref_id`);
  return res.rows.map((r) => ({
    campaignId: Number(r.campaign_id),
    channel: r.channel,
    refId: r.ref_id,
  }));
}

/** A withdrawn message: its campaign, channel and ref id. */
export type WithdrawnRow = { campaignId: number; channel: Channel; refId: string | null };

/**
 * After messages were withdrawn, inside the withdrawing transaction: each WhatsApp
 * reminder's appointment 5 → 0 (`wa_removed`, `jobs/outbox/linked.ts`), as when its message
 * is deleted. Resolves to the grid dates changed.
 */
export async function unlinkWithdrawn(
  tx: DbOrTx,
  workshopId: number,
  rows: readonly WithdrawnRow[],
): Promise<string[]> {
  const dates: string[] = [];
  for (const r of rows) {
    if (r.channel !== 'wa') continue;
    const date = await updateLinkedAppointment(tx, workshopId, r.refId, 'wa_removed');
    if (date) dates.push(date);
  }
  return dates;
}

/**
 * Settles each campaign of `rows` (`done` when nothing else waits) and resolves to the
 * `Withdrawn` summary with `dates` (from `unlinkWithdrawn`).
 */
export async function settleWithdrawn(
  db: DbOrTx,
  workshopId: number,
  rows: readonly WithdrawnRow[],
  dates: readonly string[],
): Promise<Withdrawn> {
  const campaigns = new Map<number, Channel>();
  for (const r of rows) campaigns.set(r.campaignId, r.channel);
  for (const id of campaigns.keys()) await settleCampaign(db, workshopId, id);
  return {
    count: rows.length,
    campaigns: [...campaigns].map(([id, channel]) => ({ id, channel })),
    dates: [...dates],
  };
}
