/**
 * Which session each open event stream belongs to, so a stream ends with its session
 * (docs/SCALING.md; README "Limits and hardening"). Every instance LISTENs on the
 * session channel that already invalidates the session caches (`auth/sessions.ts`,
 * `SESSION_CHANNEL`), so a sign-out on any instance reaches the streams of every instance:
 *
 * - `{ tokenHash }` (logout, the super-admin entering or leaving an account): that
 *   session's streams get a last `account` event `signed_out` (the desk goes to login),
 *   then end;
 * - `{ workshopId, ended: true }` (password changed or reset, account switched off or
 *   expired, `auth/sign-ins.ts`): the account's workshop streams end; the `account` event
 *   saying why was published in the same transaction, so it arrives first;
 * - the session's own expiry, or the account's (the first instant after scadenza, Europe/
 *   Rome) when earlier: a timer per stream ends it then, with `signed_out` or `expired`.
 *   No database polling: the deadline is known when the stream opens.
 *
 * The super-admin working inside an account is exempt from the account's end (spec 000 §6).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AccountEvent, GridEvent } from '@shared/contracts/events';
import { addDays, romeDayStart } from '@shared/domain/dates';
import type { Database } from '../db/client';
import { SESSION_CHANNEL, type AuthContext, type Role } from '../auth/sessions';

/** Longest delay `setTimeout` honours (about 24.8 days); longer waits re-arm. */
const MAX_TIMER_MS = 2_147_483_647;

/** Why a stream's deadline ends it: the session is over, or the account expired. */
export type DeadlineReason = Extract<AccountEvent['reason'], 'signed_out' | 'expired'>;

/**
 * When a stream of `auth` must end (ms since epoch) and what the desk is told then: the
 * session's expiry, or the account's first expired instant (midnight Europe/Rome after
 * `expiresOn`) when that comes first. The super-admin's streams follow the session only.
 */
export function streamDeadline(auth: AuthContext): { atMs: number; reason: DeadlineReason } {
  const expiresOn = auth.role === 'workshop' ? auth.workshop?.expiresOn : null;
  if (expiresOn) {
    const accountEnds = Date.parse(romeDayStart(addDays(expiresOn, 1)));
    if (accountEnds < auth.expiresAtMs) return { atMs: accountEnds, reason: 'expired' };
  }
  return { atMs: auth.expiresAtMs, reason: 'signed_out' };
}

/** Most streams one session may hold open on one instance (one per open tab of the desk). */
export const MAX_STREAMS_PER_SESSION = 10;

/** `track` refused a stream: its session already holds `MAX_STREAMS_PER_SESSION`. */
export class TooManyStreamsError extends Error {
  constructor() {
    super('session stream: too many streams for one session');
  }
}

/** An open stream as this registry sees it. */
export type StreamOwner = {
  auth: AuthContext;
  /** Writes one event to the stream (must not throw). */
  send: (event: GridEvent) => void;
  /** Ends the stream; safe to call twice. */
  end: () => void;
};

type Tracked = StreamOwner & {
  workshopId: number | null;
  role: Role;
  timer: NodeJS.Timeout | null;
};

/** One instance's registry of open streams by session (see the file comment). */
export class SessionStreams {
  private readonly byToken = new Map<string, Set<Tracked>>();
  private listening: Promise<() => Promise<void>> | null = null;
  private closed = false;

  constructor(
    private readonly database: Pick<Database, 'listen'>,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    /**
     * Whether a session still exists (not signed out, not expired, its account's sign-ins
     * not ended), asked of every tracked session after the LISTEN connection came back:
     * the notices sent meanwhile were lost. Without it nothing is re-checked.
     */
    private readonly stillValid?: (tokenHash: string) => Promise<boolean>,
  ) {}

  /** LISTENs on the session channel if not yet; rejects when the database refuses. */
  start(): Promise<unknown> {
    if (!this.listening) {
      this.listening = this.database.listen(
        SESSION_CHANNEL,
        (p) => this.onNotice(p),
        () => void this.recheck(),
      );
      this.listening.catch(() => {
        this.listening = null;
      });
    }
    return this.listening;
  }

  /**
   * Registers a stream (once listening) and arms its deadline; resolves to the function
   * that unregisters it (idempotent). Rejects with `TooManyStreamsError` (registering
   * nothing) when the session already has `MAX_STREAMS_PER_SESSION` streams here.
   */
  async track(owner: StreamOwner): Promise<() => void> {
    await this.start();
    if ((this.byToken.get(owner.auth.tokenHash)?.size ?? 0) >= MAX_STREAMS_PER_SESSION)
      throw new TooManyStreamsError();
    const tracked: Tracked = {
      ...owner,
      workshopId: owner.auth.workshop?.id ?? null,
      role: owner.auth.role,
      timer: null,
    };
    let set = this.byToken.get(owner.auth.tokenHash);
    if (!set) this.byToken.set(owner.auth.tokenHash, (set = new Set()));
    set.add(tracked);
    const { atMs, reason } = streamDeadline(owner.auth);
    this.arm(tracked, atMs, reason);
    return () => this.untrack(tracked);
  }

  /** Number of streams tracked (all sessions). */
  get size(): number {
    let n = 0;
    for (const set of this.byToken.values()) n += set.size;
    return n;
  }

  /** Handles one notice of `SESSION_CHANNEL` (exposed for tests). */
  onNotice(payload: string): void {
    let notice: { tokenHash?: unknown; workshopId?: unknown; ended?: unknown };
    try {
      notice = JSON.parse(payload) as typeof notice;
    } catch {
      this.log.warn({ payload }, 'session notice: payload is not JSON');
      return;
    }
    if (typeof notice.tokenHash === 'string') {
      for (const t of [...(this.byToken.get(notice.tokenHash) ?? [])]) this.finish(t, 'signed_out');
    } else if (typeof notice.workshopId === 'number' && notice.ended === true) {
      // The account's sign-ins ended: its desks were told why in the same transaction.
      for (const set of [...this.byToken.values()])
        for (const t of [...set])
          if (t.role === 'workshop' && t.workshopId === notice.workshopId) this.finish(t, null);
    }
  }

  /**
   * Re-checks every tracked session (after a reconnect of the LISTEN connection, when a
   * sign-out, password change or deactivation notice may have been missed): the streams of a
   * session that is gone get `signed_out` and end. A session whose check fails stays (its
   * deadline timer still ends it; the desk re-reads its session on the `resync` event).
   */
  async recheck(): Promise<void> {
    if (!this.stillValid) return;
    for (const [tokenHash, set] of [...this.byToken]) {
      let valid: boolean;
      try {
        valid = await this.stillValid(tokenHash);
      } catch (err) {
        this.log.warn({ err }, 'session stream: re-check failed');
        continue;
      }
      if (!valid) for (const t of [...set]) this.finish(t, 'signed_out');
    }
  }

  /** Stops listening and forgets every stream (their sockets are the route's). */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const set of this.byToken.values())
      for (const t of set) if (t.timer) clearTimeout(t.timer);
    this.byToken.clear();
    const listening = this.listening;
    this.listening = null;
    if (listening) {
      const unlisten = await listening.catch(() => null);
      await unlisten?.().catch(() => {});
    }
  }

  private arm(t: Tracked, atMs: number, reason: DeadlineReason): void {
    if (!Number.isFinite(atMs)) return;
    const wait = Math.max(0, atMs - Date.now());
    t.timer = setTimeout(
      () => (Date.now() >= atMs ? this.finish(t, reason) : this.arm(t, atMs, reason)),
      Math.min(wait, MAX_TIMER_MS),
    );
    t.timer.unref();
  }

  /** Tells the desk why (when `reason`), then ends the stream. */
  private finish(t: Tracked, reason: AccountEvent['reason'] | null): void {
    this.untrack(t);
    if (reason) {
      try {
        t.send({ type: 'account', reason });
      } catch (err) {
        this.log.warn({ err }, 'session stream: last event not sent');
      }
    }
    t.end();
  }

  private untrack(t: Tracked): void {
    if (t.timer) clearTimeout(t.timer);
    t.timer = null;
    const set = this.byToken.get(t.auth.tokenHash);
    if (!set?.delete(t)) return;
    if (set.size === 0) this.byToken.delete(t.auth.tokenHash);
  }
}
