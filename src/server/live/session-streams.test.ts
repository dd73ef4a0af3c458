/**
 * SessionStreams (README "Limits and hardening"): which notices end which streams, and the
 * deadline timers (session expiry, or the account's first expired instant in Europe/Rome),
 * with a fake clock: no waiting.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GridEvent } from '@shared/contracts/events';
import type { AuthContext, WorkshopRow } from '../auth/sessions';
import { SessionStreams, streamDeadline } from './session-streams';

const DAY_MS = 86_400_000;

function auth(over: Partial<AuthContext> & { expiresOn?: string | null; id?: number } = {}) {
  const { expiresOn = null, id = 1, ...rest } = over;
  return {
    role: 'workshop',
    tokenHash: 'h1',
    workshop: { id, expiresOn } as WorkshopRow,
    expiresAtMs: Date.now() + DAY_MS,
    ...rest,
  } satisfies AuthContext;
}

function registry(stillValid?: (tokenHash: string) => Promise<boolean>) {
  let onPayload: (payload: string) => void = () => {};
  const database = {
    listen: vi.fn(async (_channel: string, cb: (payload: string) => void) => {
      onPayload = cb;
      return async () => {};
    }),
  };
  const streams = new SessionStreams(database, { warn: () => {} }, stillValid);
  const notify = (notice: unknown) => onPayload(JSON.stringify(notice));
  /** Tracks a stream of `a`; returns what it received and whether it ended. */
  const open = async (a: AuthContext) => {
    const got: GridEvent[] = [];
    const state = { ended: false };
    await streams.track({ auth: a, send: (e) => got.push(e), end: () => (state.ended = true) });
    return { got, state };
  };
  return { streams, notify, open, database };
}

describe('notices on the session channel', () => {
  it('after a reconnect, ends the streams of sessions gone meanwhile (a missed notice)', async () => {
    const r = registry(async (tokenHash) => {
      if (tokenHash === 'broken') throw new Error('database away');
      return tokenHash !== 'gone';
    });
    const gone = await r.open(auth({ tokenHash: 'gone' }));
    const live = await r.open(auth({ tokenHash: 'live' }));
    const broken = await r.open(auth({ tokenHash: 'broken' }));
    await r.streams.recheck();
    expect(gone.state.ended).toBe(true);
    expect(gone.got).toEqual([{ type: 'account', reason: 'signed_out' }]);
    expect(live.state.ended).toBe(false);
    expect(broken.state.ended).toBe(false);
    expect(r.streams.size).toBe(2);
  });

  it("a session's notice ends its streams only, after a last signed_out event", async () => {
    const r = registry();
    const mine = await r.open(auth({ tokenHash: 'h1' }));
    const other = await r.open(auth({ tokenHash: 'h2' }));
    r.notify({ tokenHash: 'h1' });
    expect(mine.state.ended).toBe(true);
    expect(mine.got).toEqual([{ type: 'account', reason: 'signed_out' }]);
    expect(other.state.ended).toBe(false);
    expect(r.streams.size).toBe(1);
    expect(r.database.listen).toHaveBeenCalledTimes(1);
  });

  it("an account's end closes its workshop streams, not the admin's inside it, and a mere refresh closes nothing", async () => {
    const r = registry();
    const desk = await r.open(auth({ tokenHash: 'd', id: 7 }));
    const adminInside = await r.open(auth({ tokenHash: 'a', id: 7, role: 'admin' }));
    const elsewhere = await r.open(auth({ tokenHash: 'e', id: 8 }));
    r.notify({ workshopId: 7 });
    expect(desk.state.ended).toBe(false);
    r.notify({ workshopId: 7, ended: true });
    expect(desk.state.ended).toBe(true);
    // The reason went out in the same transaction: no extra event here.
    expect(desk.got).toEqual([]);
    expect(adminInside.state.ended).toBe(false);
    expect(elsewhere.state.ended).toBe(false);
  });

  it('ignores what it cannot read', async () => {
    const r = registry();
    const s = await r.open(auth());
    for (const bad of ['not json', '{"tokenHash": 5}', '{"workshopId": "1", "ended": true}'])
      expect(() => r.streams.onNotice(bad)).not.toThrow();
    expect(s.state.ended).toBe(false);
  });
});

describe('deadlines', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // 2026-03-28 12:00 in Rome (UTC+1); the clocks go forward that night.
    vi.setSystemTime(new Date('2026-03-28T11:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("ends a stream at its session's expiry, not before", async () => {
    const r = registry();
    const s = await r.open(auth({ expiresAtMs: Date.now() + 60_000 }));
    vi.advanceTimersByTime(59_999);
    expect(s.state.ended).toBe(false);
    vi.advanceTimersByTime(1);
    expect(s.state.ended).toBe(true);
    expect(s.got).toEqual([{ type: 'account', reason: 'signed_out' }]);
  });

  it("ends a stream at the account's first expired instant (midnight in Rome) with expired", async () => {
    const a = auth({ expiresOn: '2026-03-28', expiresAtMs: Date.now() + 30 * DAY_MS });
    // Midnight after 28 March in Rome is 23:00 UTC (still winter time then).
    expect(streamDeadline(a)).toEqual({
      atMs: Date.parse('2026-03-28T23:00:00Z'),
      reason: 'expired',
    });
    // After the change to summer time, midnight is 22:00 UTC.
    expect(
      streamDeadline({ ...a, workshop: { ...a.workshop!, expiresOn: '2026-03-29' } }).atMs,
    ).toBe(Date.parse('2026-03-29T22:00:00Z'));
    const r = registry();
    const s = await r.open(a);
    vi.advanceTimersByTime(Date.parse('2026-03-28T23:00:00Z') - Date.now() - 1);
    expect(s.state.ended).toBe(false);
    vi.advanceTimersByTime(1);
    expect(s.got).toEqual([{ type: 'account', reason: 'expired' }]);
  });

  it("follows the session when it ends before the account, and the admin's only the session", () => {
    const soon = Date.now() + 3_600_000;
    expect(streamDeadline(auth({ expiresOn: '2026-03-28', expiresAtMs: soon }))).toEqual({
      atMs: soon,
      reason: 'signed_out',
    });
    expect(
      streamDeadline(auth({ role: 'admin', expiresOn: '2026-01-01', expiresAtMs: soon })),
    ).toEqual({ atMs: soon, reason: 'signed_out' });
  });

  it('waits past the longest setTimeout (about 24.8 days) by re-arming', async () => {
    const r = registry();
    const s = await r.open(auth({ expiresAtMs: Date.now() + 30 * DAY_MS }));
    vi.advanceTimersByTime(25 * DAY_MS);
    expect(s.state.ended).toBe(false);
    vi.advanceTimersByTime(5 * DAY_MS);
    expect(s.state.ended).toBe(true);
  });

  it('forgets the timer of a stream that closed by itself', async () => {
    const r = registry();
    let ended = false;
    const untrack = await r.streams.track({
      auth: auth({ expiresAtMs: Date.now() + 1000 }),
      send: () => {},
      end: () => (ended = true),
    });
    untrack();
    untrack();
    vi.advanceTimersByTime(2000);
    expect(ended).toBe(false);
    expect(r.streams.size).toBe(0);
  });
});
