/**
 * The SMS credit reaches desks pushed, not polled (docs/RESILIENCE.md; spec 000 §9 "SMS credit
 * 300000 ms" is the original's poll). Each app instance keeps, per workshop with an open
 * desk on it, the last credit it read. It re-reads the credit:
 * - after SMS were sent: every `campaign` event of channel `sms` (the outbox sender
 *   publishes one per recorded outcome, on any instance) starts or extends a quiet period of
 *   `debounceMs`, cut short at `maxWaitMs` after the first send, so a campaign sending every
 *   3 s costs one provider call a minute, not one per SMS;
 * - every `fallbackMs` (long: credit bought or spent elsewhere), for the workshops with an
 *   open desk on this instance.
 * When the value differs from the last one read (or none was read yet) it delivers a
 * `credit` event to this instance's desks of that workshop (not through NOTIFY: every
 * instance serves its own desks, so nothing is pushed twice). Desks then refetch the SMS
 * side box. A failed read counts as the value `null` ("errore" on the box).
 */
import type { GridEvent } from '@shared/contracts/events';

export type CreditWatchOptions = {
  /** The workshop's credit now, `null` when it cannot be read. Must not reject. */
  readCredit: (workshopId: number) => Promise<number | null>;
  /** Workshops with an open desk on this instance. */
  workshops: () => number[];
  /** Hands an event to this instance's desks of a workshop. */
  deliver: (workshopId: number, event: GridEvent) => void;
  debounceMs: number;
  maxWaitMs: number;
  fallbackMs: number;
};

type Pending = { timer: ReturnType<typeof setTimeout>; firstAt: number };

export class CreditWatch {
  private readonly last = new Map<number, number | null>();
  private readonly pending = new Map<number, Pending>();
  private fallback: ReturnType<typeof setInterval> | null = null;
  private stopped = false;

  constructor(private readonly opts: CreditWatchOptions) {}

  /** Starts the fallback timer (unref'd: it never keeps the process alive). */
  start(): void {
    if (this.fallback || this.stopped) return;
    this.fallback = setInterval(() => void this.checkAll(), this.opts.fallbackMs);
    this.fallback.unref?.();
  }

  /** Stops every timer; later calls do nothing. */
  stop(): void {
    this.stopped = true;
    if (this.fallback) clearInterval(this.fallback);
    this.fallback = null;
    for (const p of this.pending.values()) clearTimeout(p.timer);
    this.pending.clear();
  }

  /** SMS of `workshopId` were sent: re-read its credit after the quiet period. */
  touch(workshopId: number, now: number = Date.now()): void {
    if (this.stopped || !this.opts.workshops().includes(workshopId)) return;
    const p = this.pending.get(workshopId);
    const firstAt = p?.firstAt ?? now;
    if (p) clearTimeout(p.timer);
    const wait = Math.max(0, Math.min(this.opts.debounceMs, firstAt + this.opts.maxWaitMs - now));
    const timer = setTimeout(() => {
      this.pending.delete(workshopId);
      void this.check(workshopId);
    }, wait);
    timer.unref?.();
    this.pending.set(workshopId, { timer, firstAt });
  }

  /** Re-reads every watched workshop's credit (the fallback timer's work). */
  async checkAll(): Promise<void> {
    const open = new Set(this.opts.workshops());
    // Workshops whose desks all closed are forgotten: their next desk reads the box itself.
    for (const id of [...this.last.keys()]) if (!open.has(id)) this.last.delete(id);
    for (const id of open) await this.check(id);
  }

  /** Re-reads `workshopId`'s credit; pushes `credit` when it changed. Resolves to whether it did. */
  async check(workshopId: number): Promise<boolean> {
    if (this.stopped) return false;
    const credit = await this.opts.readCredit(workshopId);
    const changed = !this.last.has(workshopId) || this.last.get(workshopId) !== credit;
    this.last.set(workshopId, credit);
    if (changed && !this.stopped) this.opts.deliver(workshopId, { type: 'credit' });
    return changed;
  }
}
