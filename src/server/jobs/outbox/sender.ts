/**
 * The SMS sender: one per server instance (DESIGN.md "Messaging"). It loops claim → send →
 * record: the claim is committed before the provider is called, so a crash between the two
 * leaves the row `claimed`, and the lease sweep later makes it "da verificare" — never a
 * second send. The pace (`paceMs` between SMS of one workshop) lives in the database
 * (`sms_pace`), so a restart does not burst and two instances do not double the rate.
 * Sending goes on with every browser closed.
 */
import type { SmsProvider } from '@server/integrations/sms-provider';
import type { Db } from '@server/db/client';
import { claimNextSms, expireStaleClaims, recordOutcome, type ClaimedSms } from './queue';

export type OutboxSenderOptions = {
  db: Db;
  provider: SmsProvider;
  /** ms between two SMS of one workshop (`SMS_PACE_MS`, default 3000). */
  paceMs: number;
  /** ms after which a claim with no recorded outcome becomes "da verificare". */
  leaseMs: number;
  /** ms to wait when nothing is due (a `wake()` ends the wait early). */
  idleMs?: number;
  /** The workshop's provider token and sender name (config_sms). */
  smsAccount: (workshopId: number) => Promise<{ token: string; sender: string }>;
  /** Called after each recorded outcome (live progress to desks). Must not throw. */
  onProgress?: (workshopId: number, campaignId: number) => void;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
};

export class OutboxSender {
  private running = false;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private lastSweep = 0;

  constructor(private readonly opts: OutboxSenderOptions) {}

  /** Starts the loop (idempotent). */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Ends the wait for work at once (e.g. a campaign was just started). */
  wake(): void {
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
    const { db, leaseMs } = this.opts;
    if (Date.now() - this.lastSweep >= leaseMs / 2) {
      this.lastSweep = Date.now();
      for (const { workshopId, campaignId } of await expireStaleClaims(db, leaseMs))
        this.opts.onProgress?.(workshopId, campaignId);
    }
    const claimed = await claimNextSms(db, this.opts.paceMs);
    if (!claimed) return false;
    await this.send(claimed);
    return true;
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
    await recordOutcome(this.opts.db, msg, outcome);
    this.opts.onProgress?.(msg.workshopId, msg.campaignId);
  }

  private async run(): Promise<void> {
    const idleMs = this.opts.idleMs ?? 1000;
    while (this.running) {
      let worked = false;
      try {
        worked = await this.step();
      } catch (err) {
        // The database may be away: keep the process alive and try again later.
        this.opts.log.warn({ err }, 'outbox step failed');
      }
      if (!worked && this.running) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, idleMs);
          this.wakeUp = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wakeUp = null;
      }
    }
  }
}
