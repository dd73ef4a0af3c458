/**
 * The outbox's SQL (DESIGN.md "Messaging"): claim one queued SMS, record what happened,
 * and turn claims whose outcome was never recorded into "da verificare". These statements
 * serve every workshop (the sender is a system job), so they carry the `all-tenants` marker
 * the tenant-scope check accepts (src/server/db/tenant-scope.ts).
 *
 * At most once: a claim commits before the provider is called, and a row leaves `claimed`
 * only to `sent`, `failed`, `unknown` or (certainly unsent) back to `queued`.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import type { SendOutcome } from '@server/integrations/sms-outcome';

/** A claimed row: what the sender needs to send it. */
export type ClaimedSms = {
  id: number;
  workshopId: number;
  campaignId: number;
  phone: string;
  text: string;
  attempts: number;
};

/** How many times a certainly-unsent failure is tried in all. */
export const MAX_ATTEMPTS = 3;
/** Wait before retrying a certainly-unsent failure, ms (× attempts). */
export const RETRY_BACKOFF_MS = 30_000;

/**
 * Claims the oldest queued SMS of a running campaign whose workshop is due by its pace,
 * takes that workshop's next pace slot (`now + paceMs`), and commits. Resolves to the
 * claimed row, or null when nothing is due (or another instance took the slot first).
 */
export async function claimNextSms(db: Db, paceMs: number): Promise<ClaimedSms | null> {
  return db.transaction(async (tx) => {
    const picked = await tx.execute<{ workshop_id: number; id: string | number }>(sql`
      /* all-tenants: outbox claim */
      select m.workshop_id, m.id
        from messages m
        join campaigns c on c.workshop_id = m.workshop_id and c.id = m.campaign_id
       where m.channel = 'sms' and m.send_state = 'queued' and c.state = 'running'
         and (m.retry_at is null or m.retry_at <= now())
         and not exists (select 1 from sms_pace p
                          where p.workshop_id = m.workshop_id and p.next_send_at > now())
       order by m.id
       limit 1
       for update of m skip locked`);
    const row = picked.rows[0];
    if (!row) return null;
    const workshopId = Number(row.workshop_id);
    const id = Number(row.id);
    // The pace slot: only one claimer per workshop wins it (the row lock serialises them).
    const slot = await tx.execute(sql`
      insert into sms_pace (workshop_id, next_send_at)
      values (${workshopId}, now() + ${paceMs} * interval '1 millisecond')
      on conflict (workshop_id) do update set next_send_at = excluded.next_send_at
       where sms_pace.next_send_at <= now()
      returning workshop_id`);
    if (slot.rows.length === 0) return null;
    const claimed = await tx.execute<{
      id: string | number;
      workshop_id: number;
      campaign_id: string | number;
      phone: string;
      text: string;
      attempts: number;
    }>(sql`
      update messages
         set send_state = 'claimed', claimed_at = now(), attempts = attempts + 1
       where workshop_id = ${workshopId} and id = ${id} and send_state = 'queued'
      returning id, workshop_id, campaign_id, phone, text, attempts`);
    const c = claimed.rows[0];
    if (!c) return null;
    return {
      id: Number(c.id),
      workshopId: Number(c.workshop_id),
      campaignId: Number(c.campaign_id),
      phone: c.phone,
      text: c.text,
      attempts: Number(c.attempts),
    };
  });
}

/**
 * Records the outcome of a claimed row (only while it is still `claimed`: a row the lease
 * sweep already marked "da verificare" stays so). Resolves to what became of the row.
 * - `sent`: stato 1, send time, the provider's ticket;
 * - certainly unsent because of the account (`auth`, `credit`): the row goes back to the
 *   queue and the campaign pauses, so the workshop fixes its token or credit and resumes
 *   (not one failure per row);
 * - other certainly-unsent failures: re-queued after a backoff until `MAX_ATTEMPTS`;
 * - `failed_no_retry`: failed for good; `unknown`: "da verificare", never resent.
 * Then marks the campaign `done` when nothing of it is left queued or claimed.
 */
export async function recordOutcome(
  db: Db,
  msg: ClaimedSms,
  outcome: SendOutcome,
): Promise<'sent' | 'queued' | 'paused' | 'failed' | 'unknown'> {
  const key = sql`workshop_id = ${msg.workshopId} and id = ${msg.id} and send_state = 'claimed'`;
  let result: 'sent' | 'queued' | 'paused' | 'failed' | 'unknown';
  if (outcome.kind === 'sent') {
    result = 'sent';
    await db.execute(sql`
      update messages set send_state = 'sent', status = 1, sent_at = now(),
             provider_id = ${outcome.ticket}, last_error = null
       where ${key}`);
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
  await db.execute(sql`
    update campaigns set state = 'done', updated_at = now()
     where workshop_id = ${msg.workshopId} and id = ${msg.campaignId} and state = 'running'
       and not exists (select 1 from messages m
                        where m.workshop_id = ${msg.workshopId} and m.campaign_id = ${msg.campaignId}
                          and m.send_state in ('queued', 'claimed'))`);
  return result;
}

/**
 * Claims older than `leaseMs` whose outcome was never recorded (the instance died between
 * claim and record) become `unknown` — "da verificare", for a person to decide. Resolves to
 * the rows changed, with their workshop and campaign for progress events.
 */
export async function expireStaleClaims(
  db: Db,
  leaseMs: number,
): Promise<{ workshopId: number; campaignId: number }[]> {
  const res = await db.execute<{ workshop_id: number; campaign_id: string | number }>(sql`
    /* all-tenants: outbox lease sweep */
    update messages
       set send_state = 'unknown',
           last_error = 'Esito sconosciuto: il server si è interrotto durante l''invio'
     where send_state = 'claimed' and claimed_at < now() - ${leaseMs} * interval '1 millisecond'
    returning workshop_id, campaign_id`);
  return res.rows.map((r) => ({
    workshopId: Number(r.workshop_id),
    campaignId: Number(r.campaign_id),
  }));
}
