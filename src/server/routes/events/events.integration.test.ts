/**
 * Live grid events over SSE (docs/ARCHITECTURE.md "Life of a live event"): a desk of workshop A hears A's
 * writes within 2 s through LISTEN/NOTIFY; a desk of workshop B hears nothing of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  setupTestApp,
  setupListeningTestApp,
  type ListeningTestContext,
} from '@server/test/harness';
import { appointmentInput } from '@server/test/api';
import type { ErrorResponse } from '@shared/contracts/common';
import { closeDay, createAppointment, pasteAppointment } from '@shared/contracts/appointments';
import { saveNote } from '@shared/contracts/notes';
import { smsSummary } from '@shared/contracts/reminders';
import { saveSettings } from '@shared/contracts/settings';
import { startFakeSmsServer } from '@server/integrations/fake-sms-server';
import { HttpSmsProvider } from '@server/integrations/sms-provider';
import { OutboxSender } from '@server/jobs/outbox/sender';
import { notifyEvent } from '@server/live/publish';
import { buildCampaign, buildMessage } from '@server/test/factories';
import { signedInWorkshop } from '@server/test/sign-in';
import { eventsUrl, openStream as openStreamAt } from '@server/test/sse';

let ctx: ListeningTestContext;
beforeAll(async () => {
  ctx = await setupListeningTestApp();
});
afterAll(async () => ctx.close());

/** Opens the event stream (`test/sse.ts`) on this file's server unless `origin` names another. */
const openStream = (cookie: string, origin: string = ctx.base) => openStreamAt(cookie, origin);

describe('GET /api/events', () => {
  it('needs a session', async () => {
    const res = await fetch(eventsUrl(ctx.base));
    expect(res.status).toBe(401);
    expect(((await res.json()) as ErrorResponse).error.code).toBe('unauthorized');
  });

  it("delivers A's writes to A's desks only, with the writer's origin", async () => {
    const a = await signedInWorkshop(ctx, { origin: 'tab-a-1' });
    const b = await signedInWorkshop(ctx);
    const streamA = await openStream(a.cookie);
    const streamB = await openStream(b.cookie);
    try {
      expect(streamA.res.status).toBe(200);
      expect(streamA.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(streamA.res.headers.get('cache-control')).toBe('no-cache');
      expect(streamA.res.headers.get('x-accel-buffering')).toBe('no');
      // Written by hand (the reply is hijacked), still with the security headers of every answer.
      expect(streamA.res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(streamA.res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(streamA.comments[0]).toBe(': connesso');

      const created = await a.call(createAppointment, {
        body: appointmentInput({ date: '2026-07-01' }),
      });
      expect(created.status).toBe(201);
      const event = await streamA.waitFor((e) => e.date === '2026-07-01', 2000);
      expect(event).toEqual({ type: 'day', date: '2026-07-01', origin: 'tab-a-1' });
      expect(event).not.toHaveProperty('workshopId');

      await a.call(saveNote, { params: { date: '2026-07-02' }, body: { text: 'nota' } });
      await streamA.waitFor((e) => e.type === 'note' && e.date === '2026-07-02', 2000);
      // B's own write reaches B. Events travel one channel in order (LiveHub), so once B
      // has its own later event, anything of A's it (wrongly) received is there too.
      await b.call(closeDay, { params: { date: '2026-07-03' } });
      expect(await streamB.waitFor((e) => e.date === '2026-07-03', 2000)).toEqual({
        type: 'day',
        date: '2026-07-03',
      });
      expect(streamA.events.some((e) => e.date === '2026-07-03')).toBe(false);
      expect(streamB.events.filter((e) => e.type !== 'server' && e.date !== '2026-07-03')).toEqual(
        [],
      );
    } finally {
      await streamA.close();
      await streamB.close();
    }
  });

  it('ends open streams when the app closes', async () => {
    const other = await setupTestApp();
    const url = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const a = await signedInWorkshop(other);
    const res = await fetch(eventsUrl(url), { headers: { cookie: a.cookie } });
    const reader = res.body!.getReader();
    await reader.read();
    const closing = other.close();
    // The stream ends (or its socket is gone) on closing: reading finishes, after
    // a `retry:` hint that sends the browser to another instance (README "Graceful restart").
    let tail = '';
    const decoder = new TextDecoder();
    for (;;) {
      const r = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (r.done) break;
      tail += decoder.decode(r.value);
    }
    expect(tail).toMatch(/retry: \d+\n\n$/);
    // Closing completes too. Not timed: on PostgreSQL it also drops the test database, which
    // takes over 2 s on a busy machine and says nothing about the streams.
    await closing;
  });

  it('tells both dates of a cut to another day', async () => {
    const a = await signedInWorkshop(ctx);
    const stream = await openStream(a.cookie);
    try {
      const created = await a.call(createAppointment, {
        body: appointmentInput({ date: '2026-08-01' }),
      });
      await a.call(pasteAppointment, {
        body: {
          mode: 'cut',
          sourceId: created.body.appointment.id,
          target: { date: '2026-08-05', row: 1, column: 1 },
        },
      });
      await stream.waitFor((e) => e.date === '2026-08-05', 2000);
      expect(stream.events.filter((e) => e.date === '2026-08-01').length).toBeGreaterThanOrEqual(2);
    } finally {
      await stream.close();
    }
  });
});

describe('SMS credit pushed, not polled', () => {
  it("an SMS sent updates another desk's credit through its stream, with no request of its own", async () => {
    const fake = await startFakeSmsServer({ token: 'tok-credito', credits: 1000 });
    const other = await setupListeningTestApp({
      SMS_PROVIDER_URL: fake.url,
      CREDIT_DEBOUNCE_MS: '50',
      CREDIT_MAX_WAIT_MS: '200',
    });
    const sender = new OutboxSender({
      db: other.database.db,
      provider: new HttpSmsProvider({ baseUrl: fake.url, timeoutMs: 2000 }),
      paceMs: 0,
      leaseMs: 60_000,
      smsAccount: async () => ({ token: 'tok-credito', sender: 'Officina' }),
      // As main.ts wires it: every recorded outcome is a `campaign` event for the desks.
      onProgress: (workshopId, campaignId, channel) =>
        void notifyEvent(other.database, { workshopId, type: 'campaign', channel, campaignId }),
      log: { warn: () => {}, error: () => {} },
    });
    const w = await signedInWorkshop(other, { origin: 'tab-sender' });
    const desk = await openStream(w.cookie, other.base);
    try {
      await w.call(saveSettings, { params: { section: 'sms' }, body: { token: 'tok-credito' } });
      expect((await w.call(smsSummary)).body.credit).toBe(1000);
      const c = await buildCampaign(other.database.db, w.id, { state: 'running' });
      await buildMessage(other.database.db, w.id, { campaignId: c.id, phone: '3331234567' });

      fake.configure({ credits: 999 }); // the provider charges the SMS
      const creditCalls = () => fake.requests.filter((r) => r.path === '/credits').length;
      const before = creditCalls();
      expect(await sender.step()).toBe(true);
      await desk.waitFor((e) => e.type === 'credit', 5000);
      // The server read the credit once for the desks, after the send.
      expect(creditCalls()).toBe(before + 1);
      expect(desk.events.find((e) => e.type === 'credit')).toEqual({ type: 'credit' });
      expect((await w.call(smsSummary)).body.credit).toBe(999);
    } finally {
      await desk.close();
      await other.close();
      await fake.close();
    }
  });
});
