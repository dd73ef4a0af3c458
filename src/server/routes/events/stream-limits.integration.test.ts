/**
 * GET /api/events never leaks a subscription (docs/RESILIENCE.md "Streams are bounded"): a
 * session re-check that fails (the database away) answers 503 and leaves nothing subscribed,
 * one session holds at most `MAX_STREAMS_PER_SESSION` streams (429 beyond, until one
 * closes), and a starting stream holds at most `MAX_PENDING_EVENTS` events (then it starts
 * with `resync` instead).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ErrorResponse } from '@shared/contracts/common';
import { setupListeningTestApp, type ListeningTestContext } from '@server/test/harness';
import { signedInWorkshop } from '@server/test/sign-in';
import { eventsUrl, openStream } from '@server/test/sse';
import { waitUntil } from '@server/test/wait';
import { MAX_STREAMS_PER_SESSION } from '@server/live/session-streams';
import { liveHubOf, MAX_PENDING_EVENTS } from './routes';

const failing = vi.hoisted(() => ({ next: 0 }));
vi.mock('@server/auth/sessions', async (importOriginal) => {
  const orig = await importOriginal<typeof import('@server/auth/sessions')>();
  return {
    ...orig,
    loadSessionByHash: (...args: Parameters<typeof orig.loadSessionByHash>) => {
      if (failing.next > 0) {
        failing.next--;
        return Promise.reject(new Error('Connection terminated unexpectedly'));
      }
      return orig.loadSessionByHash(...args);
    },
  };
});

/** While set, the application state of a starting stream waits for it (events pile up). */
const statusGate = vi.hoisted(() => ({ wait: null as Promise<void> | null }));
vi.mock('@server/domain/system', async (importOriginal) => {
  const orig = await importOriginal<typeof import('@server/domain/system')>();
  return {
    ...orig,
    appStatus: async (...args: Parameters<typeof orig.appStatus>) => {
      if (statusGate.wait) await statusGate.wait;
      return orig.appStatus(...args);
    },
  };
});

let ctx: ListeningTestContext;
beforeAll(async () => {
  ctx = await setupListeningTestApp();
});
afterAll(async () => ctx?.close());

const hub = () => liveHubOf(ctx.database)!;

describe('GET /api/events bounds', () => {
  it('answers 503 and unsubscribes when the session re-check fails', async () => {
    const a = await signedInWorkshop(ctx);
    // A first stream makes the hub exist and shows the baseline.
    const first = await openStream(a.cookie, ctx.base);
    const before = { subs: hub().size, sessions: hub().sessions.size };
    failing.next = 1;
    const res = await fetch(eventsUrl(ctx.base), { headers: { cookie: a.cookie } });
    expect(res.status).toBe(503);
    expect(((await res.json()) as ErrorResponse).error.code).toBe('service_unavailable');
    expect(hub().size).toBe(before.subs);
    expect(hub().sessions.size).toBe(before.sessions);
    await first.close();
    await waitUntil('the stream gone', async () => hub().size === before.subs - 1);
  });

  it('refuses a session more than MAX_STREAMS_PER_SESSION streams, until one closes', async () => {
    const a = await signedInWorkshop(ctx);
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_SESSION; i++) {
      const s = await openStream(a.cookie, ctx.base);
      expect(s.res.status).toBe(200);
      streams.push(s);
    }
    const size = hub().size;
    const refused = await fetch(eventsUrl(ctx.base), { headers: { cookie: a.cookie } });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as ErrorResponse).error.message).toMatch(/Troppe finestre/);
    expect(hub().size).toBe(size);
    // Another session of the same workshop is not affected.
    const b = await signedInWorkshop(ctx);
    const other = await openStream(b.cookie, ctx.base);
    expect(other.res.status).toBe(200);
    await other.close();
    await streams.pop()!.close();
    await waitUntil('a slot free', async () => hub().size === size - 1);
    const again = await openStream(a.cookie, ctx.base);
    expect(again.res.status).toBe(200);
    streams.push(again);
    for (const s of streams) await s.close();
  });

  it('holds at most MAX_PENDING_EVENTS while starting, then starts with resync', async () => {
    const a = await signedInWorkshop(ctx);
    let release!: () => void;
    statusGate.wait = new Promise<void>((r) => (release = r));
    const opening = openStream(a.cookie, ctx.base);
    try {
      // By this workshop's own entry: the hub's total also moves when the server gets round
      // to the streams the tests before closed (late under load: the total never matched).
      await waitUntil('the stream subscribed', () => hub().workshops().includes(a.id));
      for (let i = 0; i < MAX_PENDING_EVENTS + 50; i++) hub().deliver(a.id, { type: 'credit' });
    } finally {
      statusGate.wait = null;
      release();
    }
    const stream = await opening;
    try {
      await stream.waitFor((e) => e.type === 'resync', 5000);
      hub().deliver(a.id, { type: 'notifications' });
      await stream.waitFor((e) => e.type === 'notifications', 5000);
      expect(stream.events.map((e) => e.type)).toEqual(['server', 'resync', 'notifications']);
    } finally {
      await stream.close();
    }
  });
});
