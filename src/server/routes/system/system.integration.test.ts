/**
 * Application state and offline backup (spec 000 §4, §7 app_status;
 * docs/RESILIENCE.md): the super-admin closes and reopens the service and every workshop's stream hears it;
 * the backup lists the next 7 days only; health reports the outbox backlog.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getHealth } from '@shared/contracts/health';
import { streamEvents } from '@shared/contracts/events';
import { buildUrl } from '@shared/contracts/endpoint';
import { getAppStatus, getOfflineBackup, setServerState } from '@shared/contracts/system';
import { addDays, todayInRome } from '@shared/domain/dates';
import { signedInWorkshop, signedInAdmin } from '@server/test/sign-in';
import { apiClient } from '@server/test/client';
import { buildAppointment, buildMessage } from '@server/test/factories';
import { setupListeningTestApp, type ListeningTestContext } from '@server/test/harness';

let ctx: ListeningTestContext;
let adminCookie: string;

beforeAll(async () => {
  ctx = await setupListeningTestApp();
  ({ cookie: adminCookie } = await signedInAdmin(ctx));
});
afterAll(async () => ctx.close());

type Message = { type: string; state?: string; version?: string; text?: string };

/** Opens the live stream with `cookie`; `next(test)` waits for a matching message. */
async function openStream(cookie: string) {
  const abort = new AbortController();
  const res = await fetch(`${ctx.base}${buildUrl(streamEvents)}`, {
    headers: { cookie },
    signal: abort.signal,
  });
  const seen: Message[] = [];
  let wake: () => void = () => {};
  const reading = (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const msg = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (msg.startsWith('data: ')) seen.push(JSON.parse(msg.slice(6)) as Message);
          wake();
        }
      }
    } catch {
      // aborted
    }
  })();
  const next = async (test: (m: Message) => boolean, ms = 3000) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const hit = seen.find(test);
      if (hit) return hit;
      if (Date.now() > deadline) throw new Error(`no message in time: ${JSON.stringify(seen)}`);
      await new Promise<void>((r) => {
        wake = r;
        setTimeout(r, 100); // woken by each message; the timer only re-checks the deadline
      });
    }
  };
  return { next, seen, close: async () => (abort.abort(), await reading) };
}

describe('application state', () => {
  it('is open by default, with a version', async () => {
    const res = await apiClient(ctx.app).call(getAppStatus);
    expect(res.status).toBe(200);
    expect(res.body.state).toBe('open');
    expect(res.body.version.length).toBeGreaterThan(0);
  });

  it('closes and reopens, telling every workshop at once', async () => {
    const a = await signedInWorkshop(ctx);
    const b = await signedInWorkshop(ctx);
    const sa = await openStream(a.cookie);
    const sb = await openStream(b.cookie);
    try {
      // Each stream starts with the current state.
      await sa.next((m) => m.type === 'server' && m.state === 'open');
      const admin = apiClient(ctx.app, { cookie: adminCookie });
      const closed = await admin.call(setServerState, {
        body: { state: 'close', text: 'Aggiornamento in corso' },
      });
      expect(closed.status).toBe(200);
      expect(closed.body).toMatchObject({ state: 'close', text: 'Aggiornamento in corso' });
      for (const s of [sa, sb])
        expect(await s.next((m) => m.type === 'server' && m.state === 'close')).toMatchObject({
          text: 'Aggiornamento in corso',
        });
      expect((await apiClient(ctx.app).call(getAppStatus)).body.state).toBe('close');
      // A stream opened now starts closed.
      const late = await openStream(a.cookie);
      expect((await late.next((m) => m.type === 'server')).state).toBe('close');
      await late.close();

      await admin.call(setServerState, { body: { state: 'open', text: '' } });
      await sb.next((m) => m.type === 'server' && m.state === 'open' && m.text === '');
      expect((await apiClient(ctx.app).call(getAppStatus)).body.state).toBe('open');
    } finally {
      await sa.close();
      await sb.close();
    }
  });

  it('is switched by the super-admin only', async () => {
    const a = await signedInWorkshop(ctx);
    const res = await a.call(setServerState, { body: { state: 'close', text: '' } });
    expect(res.status).toBe(403);
    expect((await apiClient(ctx.app).call(getAppStatus)).body.state).toBe('open');
  });
});

describe('offline backup', () => {
  it("lists the next 7 days of the caller's workshop, without closures and blocked slots", async () => {
    const a = await signedInWorkshop(ctx);
    const b = await signedInWorkshop(ctx);
    const today = todayInRome();
    const db = ctx.database.db;
    await buildAppointment(db, a.id, { date: today, row: 3, column: 1, surname: 'ROSSI' });
    await buildAppointment(db, a.id, {
      date: addDays(today, 6),
      row: 1,
      column: 2,
      surname: 'BIANCHI',
    });
    await buildAppointment(db, a.id, {
      date: addDays(today, 7),
      row: 1,
      column: 1,
      surname: 'OLTRE',
    });
    await buildAppointment(db, a.id, {
      date: addDays(today, -1),
      row: 1,
      column: 1,
      surname: 'IERI',
    });
    await buildAppointment(db, a.id, {
      date: addDays(today, 1),
      row: -1,
      column: 1,
      surname: 'CHIUSURA',
    });
    await buildAppointment(db, a.id, { date: addDays(today, 2), row: 4, column: 1, surname: 'X' });
    await buildAppointment(db, b.id, { date: today, row: 2, column: 1, surname: 'ALTRA' });

    const res = await a.call(getOfflineBackup);
    expect(res.status).toBe(200);
    expect(res.body.from).toBe(today);
    expect(res.body.to).toBe(addDays(today, 6));
    expect(res.body.rows.map((r) => r.name)).toEqual(['ROSSI', 'BIANCHI']);
    expect(res.body.rows[0]).toMatchObject({
      date: today,
      row: 3,
      column: 1,
      model: 'HONDA SH 125',
    });
  });
});

describe('health', () => {
  it('reports the database and the outbox backlog', async () => {
    const a = await signedInWorkshop(ctx);
    await buildMessage(ctx.database.db, a.id);
    const res = await apiClient(ctx.app).call(getHealth);
    expect(res.status).toBe(200);
    expect(res.body.databaseReachable).toBe(true);
    expect(res.body.outbox.queued).toBeGreaterThanOrEqual(1);
    expect(res.body.outbox.oldestQueuedSeconds).not.toBeNull();
  });

  it('answers 503 with the error envelope while the database is away, 200 once back', async () => {
    const spy = vi
      .spyOn(ctx.app.deps.database.db, 'execute')
      .mockRejectedValue(new Error('connect ECONNREFUSED'));
    try {
      const down = await apiClient(ctx.app).call(getHealth);
      expect(down.status).toBe(503);
      // Our envelope: the desk tells "database away" from "no answer at all".
      expect(down.error?.code).toBe('service_unavailable');
    } finally {
      spy.mockRestore();
    }
    expect((await apiClient(ctx.app).call(getHealth)).status).toBe(200);
  });

  it("names every request: the proxy's X-Request-Id when well formed, else a new one", async () => {
    const given = await apiClient(ctx.app, { headers: { 'x-request-id': 'proxy-id-12345' } }).call(
      getHealth,
    );
    expect(given.headers['x-request-id']).toBe('proxy-id-12345');
    const forged = await apiClient(ctx.app, { headers: { 'x-request-id': 'bad id\u0001' } }).call(
      getHealth,
    );
    expect(String(forged.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
  });
});
