/**
 * The SMS sender: one per server instance (DESIGN.md "Messaging"). Each turn it looks, without
 * row locks, for the workshops whose next SMS is due, then claims one message of the first
 * due workshop with locks inside that workshop only (its pace row and the message), sends it
 * and records the outcome. The claim is committed before the provider is called, so a crash
 * between the two leaves the row `claimed`, and the lease sweep later makes it "da
 * verificare" — never a second send. The pace (`paceMs` between SMS of one workshop) lives in
 * the database (`sms_pace`), so a restart does not burst and two instances do not double the
 * rate. Between sends it sleeps exactly until the next SMS of any workshop is due (woken
 * earlier by `wake()` when messages are queued), so the gap between two SMS of one workshop
 * is the pace plus at most the provider's latency, with no polling interval on top.
 * Sending goes on with every browser closed.
 */
import type { SmsProvider } from '@server/integrations/sms-provider';
import type { Db } from '@server/db/client';
import {
  CANDIDATES,
  claimSmsOf,
  dueSmsWorkshops,
  expireStaleClaims,
  recordOutcome,
  type ClaimedSms,
} from './queue';

export type OutboxSenderOptions = {
  db: Db;
  provider: SmsProvider;
  /** ms between two SMS of one workshop (`SMS_PACE_MS`, default 3000). */
  paceMs: number;
  /** ms after which a claim with no recorded outcome becomes "da verificare". */
  leaseMs: number;
  /**
   * Longest sleep, in ms, when no SMS is waiting (default 5000): new work wakes the sender at
   * once (`wake()`, on the NOTIFY of a campaign event), so this only bounds how late it sees
   * work queued without one (a lost LISTEN connection, a direct SQL write).
   */
  idleMs?: number;
  /** The workshop's provider token and sender name (config_sms). */
  smsAccount: (workshopId: number) => Promise<{ token: string; sender: string }>;
  /** Called after each recorded outcome (live progress to desks). Must not throw. */
  onProgress?: (workshopId: number, campaignId: number, channel: 'sms' | 'wa') => void;
  /** Called when a sent SMS changed an appointment (reminder 1 → 2): its date. Must not throw. */
  onAppointmentChanged?: (workshopId: number, date: string) => void;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
};

/** What one turn of the sender did: sent one SMS, or how long until the next may go. */
export type Turn = { sent: true } | { sent: false; waitMs: number };

/** Default `idleMs`: the longest sleep with nothing waiting, ms. */
export const IDLE_MS = 5_000;
/** Pause after a turn whose every due workshop went to another instance, ms. */
const LOST_RACE_MS = 5;
/** Pause after a failed turn (the database away), ms. */
const ERROR_BACKOFF_MS = 1_000;

export class OutboxSender {
  private running = false;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  /** A wake() that came while a turn was running: the next sleep is skipped. */
  private woken = false;
  private lastSweep = 0;

  constructor(private readonly opts: OutboxSenderOptions) {}

  /** Starts the loop (idempotent). */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Ends the sender's sleep at once (e.g. a campaign was just started or filled). */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Stops after the send in progress is recorded; resolves when the loop has ended. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
  }

  /**
   * One step: sweeps stale claims when due, then claims, sends and records one SMS.
   * Resolves to true when a message was handled, false when nothing was due.
   */
  async step(): Promise<boolean> {
    return (await this.turn()).sent;
  }

  /**
   * One turn (what `step()` does), telling also how long to sleep when nothing was sent: until
   * the next SMS of any workshop is due by its pace or retry time (database clock), capped by
   * `idleMs` and by the next lease sweep. Rejects when the database or the record fails.
   */
  async turn(): Promise<Turn> {
    const { db, leaseMs } = this.opts;
    const sweepEvery = leaseMs / 2;
    if (Date.now() - this.lastSweep >= sweepEvery) {
      this.lastSweep = Date.now();
      for (const { workshopId, campaignId, channel } of await expireStaleClaims(db, leaseMs))
        this.opts.onProgress?.(workshopId, campaignId, channel);
    }
    const due = await dueSmsWorkshops(db, CANDIDATES);
    let lostRace = false;
    for (const w of due) {
      if (w.dueInMs > 0) break;
      const claimed = await claimSmsOf(db, w.workshopId, this.opts.paceMs);
      if (claimed) {
        await this.send(claimed);
        return { sent: true };
      }
      lostRace = true;
    }
    if (lostRace) return { sent: false, waitMs: LOST_RACE_MS };
    const untilSweep = Math.max(0, this.lastSweep + sweepEvery - Date.now());
    const idle = Math.min(this.opts.idleMs ?? IDLE_MS, untilSweep);
    return { sent: false, waitMs: due[0] ? Math.min(due[0].dueInMs, idle) : idle };
  }

  private async send(msg: ClaimedSms): Promise<void> {
    const account = await this.opts.smsAccount(msg.workshopId);
    const outcome = await this.opts.provider.send({
      id: msg.id,
      to: msg.phone,
      text: msg.text,
      sender: account.sender,
      token: account.token,
    });
    const recorded = await recordOutcome(this.opts.db, msg, outcome);
    this.opts.onProgress?.(msg.workshopId, msg.campaignId, 'sms');
    if (recorded.appointmentDate)
      this.opts.onAppointmentChanged?.(msg.workshopId, recorded.appointmentDate);
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.woken = false;
      let turn: Turn;
      try {
        turn = await this.turn();
      } catch (err) {
        // The database may be away: keep the process alive and try again later.
        this.opts.log.warn({ err }, 'outbox step failed');
        turn = { sent: false, waitMs: ERROR_BACKOFF_MS };
      }
      // After a send, the next turn computes when the next SMS is due and sleeps until then.
      if (!turn.sent && this.running && !this.woken) await this.sleep(turn.waitMs);
    }
  }

  /** Waits `ms`, or less when `wake()` is called. */
  private sleep(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = done;
    });
  }
}
