/**
 * Scheduled messaging work (spec 000 §4 background jobs):
 *
 * - **Invio automatico**: for every active workshop whose `config_sms.invio_automatico` is
 *   on, once its Rome wall clock reaches `ora_invio`, queue the SMS reminders of the day
 *   `giorni_promemoria` ahead, exactly as the "Invio Messaggi Promemoria" button does. Each
 *   run is keyed by the day it covers (docs/MESSAGING.md "Invio automatico"): its row in
 *   `scheduled_runs` is inserted in the same transaction as the queueing, and its primary
 *   key lets one instance win; the unique reminder ref id and the appointment's reminder
 *   state (sent: 2) stop duplicates anyway. Days missed — `giorni_promemoria` raised, a day
 *   with no instance up — are caught up (up to `CATCH_UP_DAYS` back, never a past day).
 * - **Richiami automatici** (beyond the spec, opt-in): for every active workshop whose
 *   `config_sms.richiami_automatici` is on, from day `giorno_richiami` of each Rome month,
 *   queue the SMS recall campaign of the vehicles due next month ("RICHIAMI <MESE> <ANNO>":
 *   the Richiami Revisioni list with a valid phone, not yet recalled), as the list's SMS
 *   button does. Once per (workshop, month) the same way: a `scheduled_runs` row keyed by
 *   the month's first day, inserted in the campaign's transaction; each vehicle's recall
 *   ref id is unique per month, so a vehicle recalled by hand is not recalled again.
 * - Both leave out the phones on the Non contattare list (docs/MESSAGING.md "Non contattare").
 * - **Purge**: sent messages older than 7 days are deleted (the spec did it at login; a
 *   server job does it once a day whether anyone logs in or not).
 *
 * - **Retention** (docs/PRIVACY.md): personal data older than the workshop's `privacy`
 *   settings is anonymised (`privacy-retention.ts`), once per workshop and Rome day.
 *
 * `DailyJobs.tick()` does all four; it is called every minute with an injectable clock.
 */
import { sql } from 'drizzle-orm';
import { smsSettingsSchema } from '@shared/contracts/settings';
import { addDays, romeClock, todayInRome } from '@shared/domain/dates';
import { recallCampaignName } from '@shared/domain/recalls';
import type { Db } from '@server/db/client';
import { scheduledRuns } from '@server/db/schema';
import { AppError } from '@server/http/errors';
import { queueReminders } from '@server/domain/reminders/service';
import type { CustomerLinks } from '@server/domain/customer-links';
import type { StopLinks } from '@server/domain/stop-links';
import { createRecallCampaign, type RecallLinks } from '@server/domain/recalls/campaign-service';
import { runPrivacyRetention } from './privacy-retention';

/**
 * Job name of the automatic reminders in `scheduled_runs` as first kept: keyed by the day
 * the run happened (read only, to know what those runs covered).
 */
export const AUTO_REMINDERS_JOB = 'auto_reminders';
/** Job name of the automatic reminders in `scheduled_runs`, keyed by the day they cover. */
export const AUTO_REMINDERS_DAY_JOB = 'auto_reminders_day';
/** How far back (days) a missed run of the automatic reminders is still caught up. */
export const CATCH_UP_DAYS = 7;
/** Job name of the automatic recalls in `scheduled_runs` (its day: the month's first day). */
export const AUTO_RECALLS_JOB = 'auto_recalls';
/** Sent messages live this long (spec 000 §4: 7 days). */
export const SENT_RETENTION_DAYS = 7;

export type AutoRun = {
  workshopId: number;
  date: string;
  campaignId: number | null;
  queued: number;
};

/**
 * The days whose automatic reminders are due for one workshop at `nowMs` and not covered yet,
 * oldest first (see the module comment). `lastCovered` is the latest day already covered
 * (null: none in the last `CATCH_UP_DAYS`, e.g. invio automatico just switched on). The run
 * of Rome day R covers R + `giorni`; R counts once its `ora_invio` passed. Without
 * `lastCovered` only today's run is due; with it, every day after it up to the last due
 * run's, never before today (an appointment already past is not reminded).
 */
export function dueReminderDays(
  today: string,
  clock: string,
  sms: { ora_invio: string; giorni_promemoria: number },
  lastCovered: string | null,
): string[] {
  const lastRunDay = clock >= sms.ora_invio ? today : addDays(today, -1);
  const last = addDays(lastRunDay, sms.giorni_promemoria);
  if (lastCovered === null) return lastRunDay === today ? [last] : [];
  const days: string[] = [];
  let d = addDays(lastCovered, 1);
  if (d < today) d = today;
  for (; d <= last; d = addDays(d, 1)) days.push(d);
  return days;
}

/**
 * The latest day whose automatic reminders of `workshopId` are done, within the last
 * `CATCH_UP_DAYS` before `today`: a run keyed by the day it covered, or (runs made before
 * that key) a run keyed by its own day, plus `giorni` days. Null when there is none.
 */
async function lastCoveredDay(
  db: Db,
  workshopId: number,
  today: string,
  giorni: number,
): Promise<string | null> {
  const since = addDays(today, -CATCH_UP_DAYS);
  const res = await db.execute<{ job: string; day: string | Date | null }>(sql`
    select job, max(day)::text as day from scheduled_runs
     where workshop_id = ${workshopId} and job in (${AUTO_REMINDERS_DAY_JOB}, ${AUTO_REMINDERS_JOB})
       and day >= ${addDays(since, -60)}
     group by job`);
  let last: string | null = null;
  for (const r of res.rows) {
    if (!r.day) continue;
    const day = String(r.day).slice(0, 10);
    const covered = r.job === AUTO_REMINDERS_JOB ? addDays(day, giorni) : day;
    if (!last || covered > last) last = covered;
  }
  return last !== null && last >= since ? last : null;
}

/**
 * Queues the automatic reminders due at `nowMs` (see the module comment): for every
 * workshop, each day due and not covered yet (`dueReminderDays`), oldest first, each in its
 * own transaction with its `scheduled_runs` row keyed by that day (one instance wins it).
 * A day caught up nearer than `giorni_promemoria` is queued all the same. Resolves to the
 * runs this call made (empty when another instance or an earlier call already did them).
 */
export async function runAutoReminders(
  db: Db,
  nowMs: number,
  log?: { warn(obj: object, msg: string): void },
  links?: CustomerLinks,
  stops?: StopLinks,
): Promise<AutoRun[]> {
  const today = todayInRome(nowMs);
  const clock = romeClock(nowMs);
  const due = await db.execute<{ workshop_id: number; value: unknown }>(sql`
    /* all-tenants: invio automatico looks for the workshops that switched it on */
    select s.workshop_id, s.value
      from settings s
      join workshops w on w.id = s.workshop_id
     where s.section = 'sms' and s.value->>'invio_automatico' = 'true'
       and w.active = 1 and (w.expires_on is null or w.expires_on >= ${today})`);
  const runs: AutoRun[] = [];
  for (const r of due.rows) {
    const workshopId = Number(r.workshop_id);
    const parsed = smsSettingsSchema.safeParse(r.value);
    if (!parsed.success) continue;
    try {
      const covered = await lastCoveredDay(db, workshopId, today, parsed.data.giorni_promemoria);
      for (const date of dueReminderDays(today, clock, parsed.data, covered)) {
        const run = await db.transaction(async (tx) => {
          const won = await tx
            .insert(scheduledRuns)
            .values({ workshopId, job: AUTO_REMINDERS_DAY_JOB, day: date })
            .onConflictDoNothing()
            .returning({ day: scheduledRuns.day });
          if (won.length === 0) return null;
          try {
            const done = await queueReminders(tx, {
              workshopId,
              date,
              channel: 'sms',
              nowMs,
              links,
              stops,
              catchUp: true,
            });
            return { workshopId, date, campaignId: done.campaign?.id ?? null, queued: done.queued };
          } catch (err) {
            // Nothing to send for that day (e.g. no reminder text): the day is done all the same.
            if (err instanceof AppError && err.status === 400) {
              log?.warn({ workshopId, reason: err.message }, 'automatic reminders skipped');
              return { workshopId, date, campaignId: null, queued: 0 };
            }
            throw err;
          }
        });
        if (run) runs.push(run);
      }
    } catch (err) {
      log?.warn({ err, workshopId }, 'automatic reminders failed; retried next minute');
    }
  }
  return runs;
}

export type AutoRecallRun = {
  workshopId: number;
  /** Inspection month of the list (year − 2 of the vehicles due next month), as the screen. */
  year: number;
  month: number;
  campaignId: number | null;
  queued: number;
};

/**
 * The Richiami Revisioni selection whose vehicles are due in the month after Rome day
 * `today` (`YYYY-MM-DD`): inspection year = next month's year − 2 (spec 001 §9).
 */
export function nextMonthRecallSelection(today: string): { year: number; month: number } {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7));
  return m === 12 ? { year: y + 1 - 2, month: 1 } : { year: y - 2, month: m + 1 };
}

/**
 * Queues the automatic recall campaigns due at `nowMs` (see the module comment). Resolves
 * to the runs this call made (empty when another instance or an earlier call did them).
 * A run with nothing to queue (no vehicle left, no recall text, the name already used by a
 * campaign made by hand) still counts as the month's run.
 */
export async function runAutoRecalls(
  db: Db,
  nowMs: number,
  links?: RecallLinks,
  log?: { warn(obj: object, msg: string): void },
  stops?: StopLinks,
): Promise<AutoRecallRun[]> {
  const today = todayInRome(nowMs);
  const dayOfMonth = Number(today.slice(8, 10));
  const monthKey = `${today.slice(0, 7)}-01`;
  const due = await db.execute<{ workshop_id: number; value: unknown }>(sql`
    /* all-tenants: richiami automatici looks for the workshops that switched them on */
    select s.workshop_id, s.value
      from settings s
      join workshops w on w.id = s.workshop_id
     where s.section = 'sms' and s.value->>'richiami_automatici' = 'true'
       and w.active = 1 and (w.expires_on is null or w.expires_on >= ${today})`);
  const { year, month } = nextMonthRecallSelection(today);
  const runs: AutoRecallRun[] = [];
  for (const r of due.rows) {
    const workshopId = Number(r.workshop_id);
    const parsed = smsSettingsSchema.safeParse(r.value);
    if (!parsed.success || dayOfMonth < parsed.data.giorno_richiami) continue;
    try {
      const run = await db.transaction(async (tx) => {
        const won = await tx
          .insert(scheduledRuns)
          .values({ workshopId, job: AUTO_RECALLS_JOB, day: monthKey })
          .onConflictDoNothing()
          .returning({ day: scheduledRuns.day });
        if (won.length === 0) return null;
        try {
          const made = await createRecallCampaign(
            tx,
            workshopId,
            {
              year,
              month,
              channel: 'sms',
              name: recallCampaignName(year, month),
              filters: { sms: 'no', phone: 'si', letter: 'any', address: 'any' },
            },
            links && { ...links, nowMs },
            stops && { ...stops, nowMs },
          );
          return { workshopId, year, month, campaignId: made.campaign.id, queued: made.queued };
        } catch (err) {
          if (err instanceof AppError && (err.status === 400 || err.status === 409)) {
            log?.warn({ workshopId, reason: err.message }, 'automatic recalls skipped');
            return { workshopId, year, month, campaignId: null, queued: 0 };
          }
          throw err;
        }
      });
      if (run) runs.push(run);
    } catch (err) {
      log?.warn({ err, workshopId }, 'automatic recalls failed; retried next minute');
    }
  }
  return runs;
}

/**
 * Deletes sent messages (SMS and WhatsApp) sent more than 7 days before `nowMs`. Resolves
 * to the campaigns touched, for progress events.
 */
export async function purgeSentMessages(db: Db, nowMs: number) {
  const before = new Date(nowMs - SENT_RETENTION_DAYS * 86_400_000).toISOString();
  const res = await db.execute<{
    workshop_id: number;
    channel: 'sms' | 'wa';
    campaign_id: string;
  }>(sql`
    /* all-tenants: the 7-day purge of sent messages serves every workshop */
    delete from messages
     where send_state = 'sent' and sent_at < ${before}
    returning workshop_id, channel, campaign_id`);
  const seen = new Map<string, { workshopId: number; channel: 'sms' | 'wa'; campaignId: number }>();
  for (const r of res.rows)
    seen.set(`${r.workshop_id}:${r.campaign_id}`, {
      workshopId: Number(r.workshop_id),
      channel: r.channel,
      campaignId: Number(r.campaign_id),
    });
  return { deleted: res.rows.length, campaigns: [...seen.values()] };
}

export type DailyJobsOptions = {
  db: Db;
  /** The clock, ms since epoch (tests inject one). */
  now?: () => number;
  /** ms between ticks (default one minute). */
  intervalMs?: number;
  /** How the automatic recalls write `$link$` (without: empty, as with no link_web). */
  recallLinks?: RecallLinks;
  /** How the automatic reminders write `$link$` (without: empty). */
  customerLinks?: CustomerLinks;
  /** How both write `$stop$` (without: empty; docs/MESSAGING.md "Non contattare"). */
  stopLinks?: StopLinks;
  /** A campaign changed (reminders queued, sent ones purged): live event, wake the sender. */
  onCampaign?: (workshopId: number, channel: 'sms' | 'wa', campaignId: number) => void;
  log: { warn(obj: object, msg: string): void };
};

/**
 * Runs `runAutoReminders` and `runAutoRecalls` every tick and `purgeSentMessages` once per
 * Rome day.
 */
export class DailyJobs {
  private timer: NodeJS.Timeout | null = null;
  private lastPurgeDay = '';
  private running: Promise<void> | null = null;

  constructor(private readonly opts: DailyJobsOptions) {}

  /** One tick; never rejects (failures are logged). */
  async tick(): Promise<void> {
    const now = (this.opts.now ?? Date.now)();
    try {
      for (const run of await runAutoReminders(
        this.opts.db,
        now,
        this.opts.log,
        this.opts.customerLinks,
        this.opts.stopLinks,
      ))
        if (run.campaignId !== null) this.opts.onCampaign?.(run.workshopId, 'sms', run.campaignId);
      for (const run of await runAutoRecalls(
        this.opts.db,
        now,
        this.opts.recallLinks,
        this.opts.log,
        this.opts.stopLinks,
      ))
        if (run.campaignId !== null) this.opts.onCampaign?.(run.workshopId, 'sms', run.campaignId);
      const day = todayInRome(now);
      if (day !== this.lastPurgeDay) {
        const purged = await purgeSentMessages(this.opts.db, now);
        this.lastPurgeDay = day;
        for (const c of purged.campaigns)
          this.opts.onCampaign?.(c.workshopId, c.channel, c.campaignId);
        // Once per workshop and day across instances (its own claim): docs/PRIVACY.md.
        await runPrivacyRetention(this.opts.db, now, { log: this.opts.log });
      }
    } catch (err) {
      this.opts.log.warn({ err }, 'daily messaging jobs failed');
    }
  }

  /** Ticks now and every `intervalMs` (a tick still running is not overlapped). */
  start(): void {
    if (this.timer) return;
    const run = () => {
      if (this.running) return;
      this.running = this.tick().finally(() => {
        this.running = null;
      });
    };
    run();
    this.timer = setInterval(run, this.opts.intervalMs ?? 60_000);
    this.timer.unref();
  }

  /** Stops ticking; resolves when a tick in progress has ended. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
