/**
 * The SMS sender: one per server instance (docs/ARCHITECTURE.md "The SMS outbox"). Each turn it looks, without
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
  abandonClaim,
  CANDIDATES,
  claimSmsOf,
  dueSmsWorkshops,
  expireStaleClaims,
  recordOutcome,
  type ClaimedSms,
  type Recorded,
} from './queue';
import { outcomeUserMessage } from '@server/integrations/sms-outcome';

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
  /**
   * Called after each recorded outcome with the message, what became of it and the spec's
   * text for it (`outcomeUserMessage`): the desk that sent a single SMS says how it went.
   * Must not throw.
   */
  onOutcome?: (
    workshopId: number,
    messageId: number,
    state: Recorded['state'],
    text: string,
  ) => void;
  /**
   * Called after each recorded outcome, and for each campaign whose messages a claim
   * withdrew (phone on Non contattare): live progress to desks. Must not throw.
   */
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
  /** Set by `stop()`: no claim from then on. */
  private halted = false;
  private stopped: Promise<void> | null = null;
  /** The message claimed and not yet recorded, if any. */
  private inFlight: ClaimedSms | null = null;
  /** Id of a message `stop()` gave up on: it is not sent if it has not left yet. */
  private abandoned: number | null = null;

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

  /**
   * Stops: nothing is claimed after this call. Resolves once the send in flight (if any) is
   * recorded and the loop has ended, or, after `graceMs` (default: no limit), once that send
   * is marked "da verificare" (`abandonClaim`: it may have left, so it is never resent; if it
   * has not left yet, it will not). Never rejects (a database failure is logged; the lease
   * sweep settles the row later). Later calls return the first call's promise.
   */
  stop(graceMs = Infinity): Promise<void> {
    this.stopped ??= this.halt(graceMs);
    return this.stopped;
  }

  private async halt(graceMs: number): Promise<void> {
    this.running = false;
    this.halted = true;
    this.wake();
    const loop = this.loop ?? Promise.resolve();
    if (!Number.isFinite(graceMs)) return loop;
    let timer: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      loop.then(() => true),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), graceMs))),
    ]);
    clearTimeout(timer);
    const msg = this.inFlight;
    if (finished || !msg) return;
    this.abandoned = msg.id;
    try {
      if (await abandonClaim(this.opts.db, msg))
        this.opts.onProgress?.(msg.workshopId, msg.campaignId, 'sms');
      this.opts.log.warn(
        { messageId: msg.id },
        'outbox: send abandoned at shutdown (da verificare)',
      );
    } catch (err) {
      this.opts.log.error({ err, messageId: msg.id }, 'outbox: abandoned send not recorded');
    }
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
      if (w.dueInMs > 0 || this.halted) break;
      const claimed = await claimSmsOf(db, w.workshopId, this.opts.paceMs, (campaignId) =>
        this.opts.onProgress?.(w.workshopId, campaignId, 'sms'),
      );
      if (claimed) {
        this.inFlight = claimed;
        try {
          await this.send(claimed);
        } finally {
          this.inFlight = null;
        }
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
    // Given up by stop() before it left: "da verificare" already, and it stays unsent.
    if (this.abandoned === msg.id) return;
    const outcome = await this.opts.provider.send({
      id: msg.id,
      to: msg.phone,
      text: msg.text,
      sender: account.sender,
      token: account.token,
    });
    const recorded = await recordOutcome(this.opts.db, msg, outcome);
    this.opts.onProgress?.(msg.workshopId, msg.campaignId, 'sms');
    this.opts.onOutcome?.(msg.workshopId, msg.id, recorded.state, outcomeUserMessage(outcome));
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
