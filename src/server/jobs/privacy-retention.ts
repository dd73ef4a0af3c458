/**
 * Retention of customers' data (docs/PRIVACY.md "Retention"; GDPR art. 5(1)(e)): once per
 * Rome day per workshop, what is older than the workshop's `privacy` settings is anonymised
 * as erasure anonymises it (`routes/privacy/coverage.ts`):
 *
 * - appointments whose day is more than `mesi_appuntamenti` months ago: surname `ANONIMO`,
 *   holder, phone, plate, e-mail, address and note blanked, the confirmation link dropped;
 *   the slot, the day, the vehicle type and the outcome stay (grid, Statistiche). Their
 *   customer actions lose the surname; the archive words nobody holds any more go;
 * - recall entries created that long ago whose due month is past;
 * - messages queued more than `mesi_messaggi` months ago and no longer in the sender's
 *   hands (not `queued` or `claimed`): phone and text blanked, description `ANONIMO`; the
 *   row, its state and dates stay (counts).
 *
 * Once per day across instances: the run first inserts its `scheduled_runs` row (job
 * `privacy_retention`, the Rome day) under a transaction-scoped advisory lock of the
 * workshop, in a short transaction of its own; the instance whose insert wins does the work,
 * any other (or a second call the same day) finds the row and skips. The work is done in
 * batches of `batch` rows, each one statement (its own short transaction), so no lock is
 * held for long; a run cut short leaves the rest to the next day's run.
 */
import { sql, type SQL } from 'drizzle-orm';
import { privacySettingsSchema } from '@shared/contracts/settings';
import { todayInRome } from '@shared/domain/dates';
import { ANONYMOUS } from '@shared/domain/privacy';
import type { Db } from '@server/db/client';
import { scheduledRuns } from '@server/db/schema';

/** Job name of the retention run in `scheduled_runs`. */
export const PRIVACY_RETENTION_JOB = 'privacy_retention';
/** Rows per statement. */
export const RETENTION_BATCH = 500;
/** First key of the workshop's advisory lock while it claims its run ("PRIV"). */
const LOCK_KEY = 0x50524956;

/** What one workshop's run anonymised. */
export type RetentionRun = {
  workshopId: number;
  appointments: number;
  customerActions: number;
  recalls: number;
  messages: number;
  archiveWords: number;
};

/** Runs `statement` (which changes at most `batch` rows) until it changes fewer. */
async function inBatches(db: Db, statement: () => SQL, batch: number): Promise<number> {
  let total = 0;
  for (;;) {
    const res = await db.execute(statement());
    const n = res.rows.length;
    total += n;
    if (n < batch) return total;
  }
}

/**
 * Anonymises what workshop `ws` keeps beyond its retention at `nowMs` (no claim: the
 * caller claimed the day; `runPrivacyRetention` does both). Each batch is one statement.
 */
export async function anonymiseExpired(
  db: Db,
  ws: number,
  months: { appointments: number; messages: number },
  nowMs: number,
  batch = RETENTION_BATCH,
): Promise<RetentionRun> {
  const today = todayInRome(nowMs);
  const dayCutoff = sql`(${today}::date - make_interval(months => ${months.appointments}))::date`;
  const createdCutoff = sql`(${new Date(nowMs).toISOString()}::timestamptz - make_interval(months => ${months.appointments}))`;
  const msgCutoff = sql`(${new Date(nowMs).toISOString()}::timestamptz - make_interval(months => ${months.messages}))`;

  const appointments = await inBatches(
    db,
    () => sql`
      update appointments a
         set surname = ${ANONYMOUS}, holder = '', phone = '', plate = '', email = '',
             address = '', note = '', random_id = null, version = a.version + 1,
             updated_at = now()
       where a.workshop_id = ${ws}
         and a.id in (
           select id from appointments
            where workshop_id = ${ws} and date < ${dayCutoff} and "row" >= 0
              and not (surname = ${ANONYMOUS} and holder = '' and phone = '' and plate = ''
                       and email = '' and address = '' and note = '' and random_id is null)
            limit ${batch} for update skip locked)
      returning a.id`,
    batch,
  );
  const customerActions = await inBatches(
    db,
    () => sql`
      update customer_actions set surname = ${ANONYMOUS}
       where workshop_id = ${ws}
         and id in (select id from customer_actions
                     where workshop_id = ${ws} and date < ${dayCutoff}
                       and surname <> ${ANONYMOUS}
                     limit ${batch} for update skip locked)
      returning id`,
    batch,
  );
  const recalls = await inBatches(
    db,
    () => sql`
      update recalls set surname = ${ANONYMOUS}, phone = '', plate = ''
       where workshop_id = ${ws}
         and id in (select id from recalls
                     where workshop_id = ${ws} and created_at < ${createdCutoff}
                       and due_month < ${today}::date
                       and not (surname = ${ANONYMOUS} and phone = '' and plate = '')
                     limit ${batch} for update skip locked)
      returning id`,
    batch,
  );
  const messages = await inBatches(
    db,
    () => sql`
      update messages set phone = '', text = '', description = ${ANONYMOUS}, last_error = null
       where workshop_id = ${ws}
         and id in (select id from messages
                     where workshop_id = ${ws} and inserted_at < ${msgCutoff}
                       and send_state not in ('queued', 'claimed')
                       and not (phone = '' and text = '' and description = ${ANONYMOUS})
                     limit ${batch} for update skip locked)
      returning id`,
    batch,
  );
  // The archive's dictionary keeps a word after its last posting goes (migration 0015):
  // words no appointment holds any more (those of the rows just anonymised among them) go.
  const archiveWords = await inBatches(
    db,
    () => sql`
      delete from archive_words
       where workshop_id = ${ws}
         and word in (select aw.word from archive_words aw
                       where aw.workshop_id = ${ws}
                         and not exists (select 1 from archive_postings p
                                          where p.workshop_id = ${ws} and p.word = aw.word)
                       limit ${batch * 10})
      returning word`,
    batch * 10,
  );
  return { workshopId: ws, appointments, customerActions, recalls, messages, archiveWords };
}

/**
 * Claims today's run of workshop `ws` (see the module comment): true when this call won it.
 */
export async function claimRetentionDay(db: Db, ws: number, today: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const locked = await tx.execute<{ ok: boolean }>(
      sql`select pg_try_advisory_xact_lock(${LOCK_KEY}, ${ws}) as ok`,
    );
    if (!locked.rows[0]?.ok) return false;
    const won = await tx
      .insert(scheduledRuns)
      .values({ workshopId: ws, job: PRIVACY_RETENTION_JOB, day: today })
      .onConflictDoNothing()
      .returning({ day: scheduledRuns.day });
    return won.length > 0;
  });
}

/**
 * Today's retention run of every active workshop not yet run today (`only`: just these
 * workshops). Resolves to the runs this call made; a workshop whose run fails is logged and
 * left to the next day (its day is claimed).
 */
export async function runPrivacyRetention(
  db: Db,
  nowMs: number,
  opts: {
    only?: readonly number[];
    batch?: number;
    log?: { warn(o: object, m: string): void };
  } = {},
): Promise<RetentionRun[]> {
  const today = todayInRome(nowMs);
  const res = await db.execute<{ id: number; value: unknown }>(sql`
    /* all-tenants: retention serves every active workshop once a day */
    select w.id, s.value
      from workshops w
      left join settings s on s.workshop_id = w.id and s.section = 'privacy'
     where w.active = 1`);
  const runs: RetentionRun[] = [];
  for (const r of res.rows) {
    const ws = Number(r.id);
    if (opts.only && !opts.only.includes(ws)) continue;
    const parsed = privacySettingsSchema.safeParse(r.value ?? {});
    const settings = parsed.success ? parsed.data : privacySettingsSchema.parse({});
    if (!(await claimRetentionDay(db, ws, today))) continue;
    try {
      runs.push(
        await anonymiseExpired(
          db,
          ws,
          { appointments: settings.mesi_appuntamenti, messages: settings.mesi_messaggi },
          nowMs,
          opts.batch,
        ),
      );
    } catch (err) {
      opts.log?.warn({ err, workshopId: ws }, 'privacy retention failed; next run tomorrow');
    }
  }
  return runs;
}
