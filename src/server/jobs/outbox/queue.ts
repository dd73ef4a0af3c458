/**
 * The outbox's SQL (docs/ARCHITECTURE.md "The SMS outbox"): find the workshops due to send (no locks), claim
 * one queued SMS of one workshop (locks inside it only), record what happened, and turn claims
 * whose outcome was never recorded into "da verificare". The look-up and the sweep serve every
 * workshop (the sender is a system job), so they carry the `all-tenants` marker the
 * tenant-scope check accepts (src/server/db/tenant-scope.ts); no statement locks rows of more
 * than one workshop (docs/SCALING.md).
 *
 * At most once: a claim commits before the provider is called, and a row leaves `claimed`
 * only to `sent`, `failed`, `unknown` or (certainly unsent) back to `queued`.
 */
import { sql } from 'drizzle-orm';
import { SINGLE_CAMPAIGN } from '@shared/contracts/messaging';
import type { Db } from '@server/db/client';
import { settleCampaign } from '@server/domain/messaging/service';
import { optedOutMessage, withdrawMessage } from '@server/domain/messaging/withdraw';
import type { SendOutcome } from '@server/integrations/sms-outcome';
import { updateLinkedAppointment } from './linked';

/** A claimed row: what the sender needs to send it. */
export type ClaimedSms = {
  id: number;
  workshopId: number;
  campaignId: number;
  phone: string;
  text: string;
  attempts: number;
  /** `id_rif`: a reminder (`P-…`) or Veicolo pronto (`V-…`) updates its appointment when sent. */
  refId: string | null;
};

/** What `recordOutcome` did: the row's new state, and the date of an appointment it updated. */
export type Recorded = {
  state: 'sent' | 'queued' | 'paused' | 'failed' | 'unknown';
  appointmentDate: string | null;
};

/** How many times a certainly-unsent failure is tried in all. */
export const MAX_ATTEMPTS = 3;
/** Wait before retrying a certainly-unsent failure, ms (× attempts). */
export const RETRY_BACKOFF_MS = 30_000;

/** A workshop with SMS waiting, and how long until its next one may be claimed. */
export type DueWorkshop = {
  workshopId: number;
  /** ms until its pace and its earliest retry allow a claim (0: now), on the database clock. */
  dueInMs: number;
};

/**
 * The workshops that have an SMS of a running campaign waiting, soonest due first (then the
 * oldest message), at most `limit`: when each may send next, from its pace (`sms_pace`) and
 * the messages' `retry_at`. Takes no row lock, so on a distributed database it is a plain
 * multi-shard read grouped by the distribution column (docs/SCALING.md). Resolves to [] when
 * nothing waits.
 */
export async function dueSmsWorkshops(db: Db, limit: number): Promise<DueWorkshop[]> {
  const res = await db.execute<{ workshop_id: number; due_in_ms: string | number }>(sql`
    /* all-tenants: outbox, which workshop sends next (no row locks) */
    select q.workshop_id,
           greatest(0, ceil(extract(epoch from (greatest(p.next_send_at, q.ready_at) - now())) * 1000))
             as due_in_ms
      from (select m.workshop_id, min(coalesce(m.retry_at, now())) as ready_at, min(m.id) as first_id
              from messages m
              join campaigns c on c.workshop_id = m.workshop_id and c.id = m.campaign_id
             where m.channel = 'sms' and m.send_state = 'queued' and c.state = 'running'
             group by m.workshop_id) q
      left join sms_pace p on p.workshop_id = q.workshop_id
     order by greatest(p.next_send_at, q.ready_at), q.first_id
     limit ${limit}`);
  return res.rows.map((r) => ({ workshopId: Number(r.workshop_id), dueInMs: Number(r.due_in_ms) }));
}

/** Withdrawals one claim makes at most before it gives up its turn (a bound, never reached in practice). */
const MAX_WITHDRAWN_PER_CLAIM = 20;

/**
 * Claims the next claimable SMS of a running campaign of `workshopId` — a single message
 * (campaign SINGOLI: "Veicolo pronto", booking confirmations, single reminders) before any
 * campaign message, across campaigns, then the oldest (docs/MESSAGING.md "Claim order") —
 * and takes that workshop's next pace slot (`now + paceMs`), in one transaction that
 * commits before the provider is called (at most once). Every lock stays inside the workshop: its `sms_pace` row
 * (the slot: one claimer per workshop wins it) and one message, `FOR UPDATE SKIP LOCKED`.
 * A message whose phone is on the Non contattare list (and is not an answer's, SINGOLI or
 * LIBERA) is withdrawn instead (`failed`, `OPT_OUT_ERROR`: never sent, never claimed again;
 * `@server/domain/messaging/withdraw`) and the next one is looked at; their campaigns are
 * settled after the commit and passed to `onWithdrawn` (live progress).
 * Resolves to the claimed row, or null when the workshop is not due yet, another instance
 * took the slot first, or nothing is left to claim (the slot is then given back).
 */
export async function claimSmsOf(
  db: Db,
  workshopId: number,
  paceMs: number,
  onWithdrawn?: (campaignId: number) => void,
): Promise<ClaimedSms | null> {
  const withdrawn = new Set<number>();
  const claimed = await db
    .transaction(async (tx) => {
      // The pace slot first: a concurrent claimer of this workshop waits for this row, then
      // finds the slot taken (ON CONFLICT re-checks the WHERE on the committed row).
      const slot = await tx.execute(sql`
        insert into sms_pace (workshop_id, next_send_at)
        values (${workshopId}, now() + ${paceMs} * interval '1 millisecond')
        on conflict (workshop_id) do update set next_send_at = excluded.next_send_at
         where sms_pace.next_send_at <= now()
        returning workshop_id`);
      if (slot.rows.length === 0) return null;
      for (let i = 0; i <= MAX_WITHDRAWN_PER_CLAIM; i++) {
        const picked = await tx.execute<{ id: string | number; opted_out: boolean }>(sql`
          select m.id, ${optedOutMessage('m', 'c')} as opted_out
            from messages m
            join campaigns c on c.workshop_id = m.workshop_id and c.id = m.campaign_id
           where m.workshop_id = ${workshopId} and m.channel = 'sms'
             and m.send_state = 'queued' and c.state = 'running'
             and (m.retry_at is null or m.retry_at <= now())
           order by (c.name = ${SINGLE_CAMPAIGN}) desc, m.id
           limit 1
           for update of m skip locked`);
        const p = picked.rows[0];
        if (!p) break;
        if (p.opted_out) {
          const gone = await withdrawMessage(tx, workshopId, Number(p.id));
          if (gone) withdrawn.add(gone.campaignId);
          continue;
        }
        const rows = await tx.execute<{
          id: string | number;
          workshop_id: number;
          campaign_id: string | number;
          phone: string;
          text: string;
          attempts: number;
          ref_id: string | null;
        }>(sql`
          update messages
             set send_state = 'claimed', claimed_at = now(), attempts = attempts + 1
           where workshop_id = ${workshopId} and id = ${Number(p.id)} and send_state = 'queued'
          returning id, workshop_id, campaign_id, phone, text, attempts, ref_id`);
        const c = rows.rows[0];
        if (!c) break;
        return {
          id: Number(c.id),
          workshopId: Number(c.workshop_id),
          campaignId: Number(c.campaign_id),
          phone: c.phone,
          text: c.text,
          attempts: Number(c.attempts),
          refId: c.ref_id ?? null,
        };
      }
      // Nothing to send after all: give the slot back rather than spend it — by rolling
      // back, or, when messages were withdrawn (which must stay so), by freeing it now.
      if (withdrawn.size === 0) throw NOTHING_TO_CLAIM;
      await tx.execute(sql`
        update sms_pace set next_send_at = now() where workshop_id = ${workshopId}`);
      return null;
    })
    .catch((err: unknown) => {
      if (err === NOTHING_TO_CLAIM) return null;
      throw err;
    });
  // Settled after the commit: a claim never waits for a campaign's row while it holds a
  // message's (docs/MESSAGING.md "Settling a campaign").
  for (const campaignId of withdrawn) {
    await settleCampaign(db, workshopId, campaignId);
    onWithdrawn?.(campaignId);
  }
  return claimed;
}

/** Rolls `claimSmsOf`'s transaction back when the workshop had nothing claimable. */
const NOTHING_TO_CLAIM = new Error('outbox: nothing to claim');

/** Due workshops a sender tries per turn before looking again (others may take the first). */
export const CANDIDATES = 8;

/**
 * Records the outcome of a claimed row (only while it is still `claimed`: a row the lease
 * sweep already marked "da verificare" stays so). Resolves to what became of the row.
 * - `sent`: stato 1, send time, the provider's ticket — and, in the same transaction, the
 *   linked appointment (`./linked.ts`): a reminder 1 → 2 with its send time (spec 000 §4),
 *   a Veicolo pronto's readySentAt;
 * - certainly unsent because of the account (`auth`, `credit`): the row goes back to the
 *   queue and the campaign pauses, so the workshop fixes its token or credit and resumes
 *   (not one failure per row);
 * - other certainly-unsent failures: re-queued after a backoff until `MAX_ATTEMPTS`;
 * - `failed_no_retry`: failed for good; `unknown`: "da verificare", never resent.
 * Then marks the campaign `done` when nothing of it is left queued or claimed (`settleCampaign`).
 */
export async function recordOutcome(
  db: Db,
  msg: ClaimedSms,
  outcome: SendOutcome,
): Promise<Recorded> {
  const key = sql`workshop_id = ${msg.workshopId} and id = ${msg.id} and send_state = 'claimed'`;
  let result: Recorded['state'];
  let appointmentDate: string | null = null;
  if (outcome.kind === 'sent') {
    result = 'sent';
    appointmentDate = await db.transaction(async (tx) => {
      const done = await tx.execute(sql`
        update messages set send_state = 'sent', status = 1, sent_at = now(),
               provider_id = ${outcome.ticket}, last_error = null
         where ${key}
        returning id`);
      if (done.rows.length === 0) return null;
      return updateLinkedAppointment(tx, msg.workshopId, msg.refId, 'sms_sent');
    });
  } else if (
    outcome.kind === 'failed_retryable' &&
    (outcome.reason === 'auth' || outcome.reason === 'credit')
  ) {
    result = 'paused';
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        update messages set send_state = 'queued', attempts = attempts - 1,
               last_error = ${outcome.error}
         where ${key}`);
      await tx.execute(sql`
        update campaigns set state = 'paused', updated_at = now()
         where workshop_id = ${msg.workshopId} and id = ${msg.campaignId} and state = 'running'`);
    });
  } else if (outcome.kind === 'failed_retryable' && msg.attempts < MAX_ATTEMPTS) {
    result = 'queued';
    await db.execute(sql`
      update messages set send_state = 'queued', last_error = ${outcome.error},
             retry_at = now() + ${RETRY_BACKOFF_MS * msg.attempts} * interval '1 millisecond'
       where ${key}`);
  } else {
    result = outcome.kind === 'unknown' ? 'unknown' : 'failed';
    await db.execute(sql`
      update messages set send_state = ${result}, last_error = ${outcome.error}
       where ${key}`);
  }
  await settleCampaign(db, msg.workshopId, msg.campaignId);
  return { state: result, appointmentDate };
}

/** `last_error` of a send abandoned by a stopping server (`abandonClaim`). */
export const ABANDONED_ERROR = 'Esito sconosciuto: il server si è arrestato durante l’invio';

/**
 * A stopping sender gives up waiting for the provider's answer to `msg` (README "Graceful
 * restart"): the row, if still `claimed`, becomes `unknown` — "da verificare", for a person
 * to decide; the message may have left, so the machine never resends it. Resolves to true
 * when the row changed (the campaign is then settled), false when its outcome was recorded
 * meanwhile. Rejects when the database does (the lease sweep of another instance, or of the
 * next start, then does the same).
 */
export async function abandonClaim(db: Db, msg: ClaimedSms): Promise<boolean> {
  const res = await db.execute(sql`
    update messages set send_state = 'unknown', last_error = ${ABANDONED_ERROR}
     where workshop_id = ${msg.workshopId} and id = ${msg.id} and send_state = 'claimed'
    returning id`);
  if (res.rows.length === 0) return false;
  await settleCampaign(db, msg.workshopId, msg.campaignId);
  return true;
}

/**
 * Claims older than `leaseMs` whose outcome was never recorded (the instance died between
 * claim and record, or a WhatsApp PC never reported) become `unknown` — "da verificare",
 * for a person to decide. Both channels. Resolves to the rows changed, with their
 * workshop, campaign and channel for progress events.
 */
export async function expireStaleClaims(
  db: Db,
  leaseMs: number,
): Promise<{ workshopId: number; campaignId: number; channel: 'sms' | 'wa' }[]> {
  const res = await db.execute<{
    workshop_id: number;
    campaign_id: string | number;
    channel: 'sms' | 'wa';
  }>(sql`
    /* all-tenants: outbox lease sweep */
    update messages
       set send_state = 'unknown',
           last_error = 'Esito sconosciuto: il server si è interrotto durante l''invio'
     where send_state = 'claimed' and claimed_at < now() - ${leaseMs} * interval '1 millisecond'
    returning workshop_id, campaign_id, channel`);
  return res.rows.map((r) => ({
    workshopId: Number(r.workshop_id),
    campaignId: Number(r.campaign_id),
    channel: r.channel,
  }));
}
