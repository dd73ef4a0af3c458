/**
 * Campaign and message routes (spec 001 §2 sms_comunicazioni / wa_comunicazioni, §3 LIBERA,
 * §4 states, §5, §8; docs/MESSAGING.md), on a real database with the typed client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as c from '@shared/contracts/messaging';
import { MESSAGING_MSG } from '@shared/messages';
import { GRID_CHANNEL } from '@server/live/hub';
import { buildAppointment, buildCampaign, buildMessage } from '@server/test/factories';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { appointmentRow, campaignsOf, messagesOf } from '@server/test/messaging';
import { signedInWorkshop } from '@server/test/sign-in';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx?.close());

describe('campaign list and creation', () => {
  it('lists a channel’s campaigns newest first with their counts', async () => {
    const w = await signedInWorkshop(ctx);
    const db = ctx.database.db;
    const old = await buildCampaign(db, w.id, { createdAt: '2026-01-01T10:00:00Z' });
    const recent = await buildCampaign(db, w.id, { createdAt: '2026-02-01T10:00:00Z' });
    await buildCampaign(db, w.id, { channel: 'wa' });
    for (const sendState of ['queued', 'claimed', 'sent', 'sent', 'failed', 'unknown'] as const)
      await buildMessage(db, w.id, {
        campaignId: recent.id,
        sendState,
        status: sendState === 'sent' ? 1 : 0,
      });

    const res = await w.call(c.listCampaigns, { params: { channel: 'sms' } });
    expect(res.status).toBe(200);
    expect(res.body.campaigns.map((x) => x.id)).toEqual([recent.id, old.id]);
    expect(res.body.campaigns[0]!.counts).toMatchObject({
      total: 6,
      pending: 2,
      sent: 2,
      errors: 1,
      toVerify: 1,
    });
    expect(res.body.campaigns[1]!.counts.total).toBe(0);
  });

  it('creates a campaign, skipping invalid numbers, and refuses a duplicate name (409)', async () => {
    const w = await signedInWorkshop(ctx);
    const body = {
      name: '  RICHIAMI MARZO 2028 ',
      messages: [
        { phone: '333 123 4567', text: 'Ciao' },
        { phone: '0612345678', text: 'Fisso' },
        { phone: '3401234567', text: 'Ciao 2', description: 'ROSSI' },
      ],
    };
    const made = await w.call(c.createCampaign, { params: { channel: 'sms' }, body });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ inserted: 2, skipped: 1 });
    expect(made.body.campaign).toMatchObject({ name: 'RICHIAMI MARZO 2028', state: 'paused' });
    expect(made.body.campaign.counts.pending).toBe(2);

    const again = await w.call(c.createCampaign, { params: { channel: 'sms' }, body });
    expect(again.status).toBe(409);
    expect(again.error).toEqual({
      code: 'duplicate_campaign',
      message: 'Esiste già una campagna con questo nome',
    });
    // The same name in the other channel is another campaign.
    const wa = await w.call(c.createCampaign, { params: { channel: 'wa' }, body });
    expect(wa.status).toBe(201);
    expect((await messagesOf(ctx, w.id)).length).toBe(4);
  });

  it('answers 400 in Italian for a missing name or nothing to insert', async () => {
    const w = await signedInWorkshop(ctx);
    const noName = await w.call(c.createCampaign, {
      params: { channel: 'sms' },
      body: { name: '  ', messages: [{ phone: '3331234567', text: 'x' }] },
    });
    expect(noName.error).toEqual({
      code: 'bad_request',
      message: 'Inserire un nome per la campagna da importare',
    });
    const none = await w.call(c.createCampaign, {
      params: { channel: 'sms' },
      body: { name: 'VUOTA', messages: [{ phone: '12', text: 'x' }] },
    });
    expect(none.error?.message).toBe('Non ci sono inserimenti da fare');
    expect(await campaignsOf(ctx, w.id)).toEqual([]);
  });
});

describe('messages of a campaign', () => {
  it('pages 10,000 messages by keyset, every one exactly once, fast at any depth', async () => {
    const w = await signedInWorkshop(ctx);
    const made = await w.call(c.createCampaign, {
      params: { channel: 'sms' },
      body: {
        name: 'GRANDE',
        messages: Array.from({ length: 10_000 }, (_, i) => ({
          phone: `34${String(i).padStart(8, '0')}`,
          text: `Messaggio ${i}`,
        })),
      },
    });
    expect(made.status).toBe(201);
    const id = made.body.campaign.id;
    const seen: number[] = [];
    const timings: number[] = [];
    let after: number | undefined;
    for (;;) {
      const started = performance.now();
      const page = await w.call(c.listMessages, {
        params: { channel: 'sms', id },
        query: { limit: 500, ...(after ? { after } : {}) },
      });
      timings.push(performance.now() - started);
      expect(page.status).toBe(200);
      seen.push(...page.body.messages.map((m) => m.id));
      if (page.body.nextCursor === null) break;
      after = page.body.nextCursor;
    }
    expect(seen).toHaveLength(10_000);
    expect(new Set(seen).size).toBe(10_000);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    const last = timings[timings.length - 1]!;
    console.log(
      `10,000 messages in ${timings.length} pages of 500: first ${timings[0]!.toFixed(0)} ms, last ${last.toFixed(0)} ms, max ${Math.max(...timings).toFixed(0)} ms`,
    );
    // The last page costs what the first does (keyset, index-backed), even on a busy machine.
    expect(last).toBeLessThan(Math.max(timings[0]! * 3, 1500));
    const sent = await w.call(c.listMessages, {
      params: { channel: 'sms', id },
      query: { filter: 'sent' },
    });
    expect(sent.body).toMatchObject({ messages: [], nextCursor: null });
  });

  it('adds a free message to LIBERA, created on demand, and checks the number', async () => {
    const w = await signedInWorkshop(ctx);
    const bad = await w.call(c.addFreeMessage, {
      params: { channel: 'sms' },
      body: { phone: '06 1234567', text: 'Ciao' },
    });
    expect(bad.error).toEqual({ code: 'bad_request', message: 'Numero non valido' });
    const blank = await w.call(c.addFreeMessage, {
      params: { channel: 'sms' },
      body: { phone: '3331234567', text: '   ' },
    });
    expect(blank.error?.message).toBe(MESSAGING_MSG.textRequired);
    expect(await campaignsOf(ctx, w.id)).toEqual([]);

    const ok = await w.call(c.addFreeMessage, {
      params: { channel: 'sms' },
      body: { phone: '333-123-4567', text: 'Ciao', description: 'Mario' },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.message).toMatchObject({ phone: '3331234567', status: 0, state: 'queued' });
    await w.call(c.addFreeMessage, {
      params: { channel: 'sms' },
      body: { phone: '3331234568', text: 'Ciao 2' },
    });
    const list = await campaignsOf(ctx, w.id);
    expect(list.map((x) => [x.name, x.channel, x.state])).toEqual([['LIBERA', 'sms', 'paused']]);
  });

  it('edits a pending message, refuses a sent one (409), and resets a WA one to stato 0', async () => {
    const w = await signedInWorkshop(ctx);
    const db = ctx.database.db;
    const pending = await buildMessage(db, w.id);
    const edited = await w.call(c.editMessage, {
      params: { channel: 'sms', id: pending.id },
      body: { phone: '3399999999', text: 'Nuovo testo' },
    });
    expect(edited.body.message).toMatchObject({ phone: '3399999999', text: 'Nuovo testo' });
    const letters = await w.call(c.editMessage, {
      params: { channel: 'sms', id: pending.id },
      body: { phone: 'abc' },
    });
    expect(letters.error?.message).toBe('Numero non valido');

    const sent = await buildMessage(db, w.id, { sendState: 'sent', status: 1 });
    const refused = await w.call(c.editMessage, {
      params: { channel: 'sms', id: sent.id },
      body: { text: 'x' },
    });
    expect(refused.status).toBe(409);
    expect(refused.error).toEqual({
      code: 'message_locked',
      message: 'Il messaggio è già stato inviato: non può essere modificato',
    });

    const noWa = await buildMessage(db, w.id, { channel: 'wa', sendState: 'failed', status: 2 });
    const fixed = await w.call(c.editMessage, {
      params: { channel: 'wa', id: noWa.id },
      body: { phone: '3471234567' },
    });
    expect(fixed.body.message).toMatchObject({ status: 0, state: 'queued', attempts: 0 });
  });

  it('deletes a message, the sent ones of a campaign, a campaign, and all campaigns', async () => {
    const w = await signedInWorkshop(ctx);
    const db = ctx.database.db;
    const camp = await buildCampaign(db, w.id);
    const keep = await buildMessage(db, w.id, { campaignId: camp.id });
    const gone = await buildMessage(db, w.id, { campaignId: camp.id });
    await buildMessage(db, w.id, { campaignId: camp.id, sendState: 'sent', status: 1 });
    const p = { channel: 'sms' as const, id: camp.id };

    expect(
      (await w.call(c.deleteMessage, { params: { channel: 'sms', id: gone.id } })).status,
    ).toBe(200);
    expect((await w.call(c.deleteSentMessages, { params: p })).body).toEqual({ deleted: 1 });
    expect((await messagesOf(ctx, w.id)).map((m) => m.id)).toEqual([keep.id]);
    expect((await w.call(c.deleteCampaign, { params: p })).status).toBe(200);
    expect(await campaignsOf(ctx, w.id)).toEqual([]);
    expect(await messagesOf(ctx, w.id)).toEqual([]);

    await buildMessage(db, w.id);
    await buildMessage(db, w.id, { channel: 'wa' });
    const all = await w.call(c.deleteAllCampaigns, { params: { channel: 'sms' } });
    expect(all.body).toEqual({ deleted: 1 });
    expect((await campaignsOf(ctx, w.id)).map((x) => x.channel)).toEqual(['wa']);
  });

  it('refuses to delete a message being sent', async () => {
    const w = await signedInWorkshop(ctx);
    const m = await buildMessage(ctx.database.db, w.id, { sendState: 'claimed' });
    const res = await w.call(c.deleteMessage, { params: { channel: 'sms', id: m.id } });
    expect(res.error).toEqual({ code: 'message_locked', message: MESSAGING_MSG.messageInFlight });
  });

  it('deleting a pending WA reminder sets its appointment back to 0 (spec 001 §4)', async () => {
    const w = await signedInWorkshop(ctx);
    const db = ctx.database.db;
    const a = await buildAppointment(db, w.id, { reminderStatus: 5 });
    const m = await buildMessage(db, w.id, {
      channel: 'wa',
      refId: `P-${a.date.slice(0, 4)}-${a.id}`,
    });
    await w.call(c.deleteMessage, { params: { channel: 'wa', id: m.id } });
    const after = await appointmentRow(ctx, w.id, a.id);
    expect(after.reminderStatus).toBe(0);
    expect(after.version).toBe(a.version + 1);
  });
});

describe('starting, pausing and deciding on "da verificare"', () => {
  it('starts (running, or done when empty) and pauses (sticks)', async () => {
    const w = await signedInWorkshop(ctx);
    const db = ctx.database.db;
    const camp = await buildCampaign(db, w.id);
    await buildMessage(db, w.id, { campaignId: camp.id });
    const p = { channel: 'sms' as const, id: camp.id };
    expect((await w.call(c.startCampaign, { params: p })).body.campaign.state).toBe('running');
    expect((await w.call(c.pauseCampaign, { params: p })).body.campaign.state).toBe('paused');
    const empty = await buildCampaign(db, w.id);
    const started = await w.call(c.startCampaign, { params: { channel: 'sms', id: empty.id } });
    expect(started.body.campaign.state).toBe('done');
  });

  it('marks a "da verificare" message sent, or puts it back in the queue by hand', async () => {
    const w = await signedInWorkshop(ctx);
    const db = ctx.database.db;
    const camp = await buildCampaign(db, w.id, { state: 'done' });
    const a = await buildAppointment(db, w.id, { reminderStatus: 1 });
    const u1 = await buildMessage(db, w.id, {
      campaignId: camp.id,
      sendState: 'unknown',
      attempts: 1,
      refId: `P-${a.date.slice(0, 4)}-${a.id}`,
    });
    const u2 = await buildMessage(db, w.id, {
      campaignId: camp.id,
      sendState: 'unknown',
      attempts: 1,
    });

    const marked = await w.call(c.markMessageSent, { params: { channel: 'sms', id: u1.id } });
    expect(marked.body.message).toMatchObject({ status: 1, state: 'sent' });
    expect(marked.body.message.sentAt).not.toBeNull();
    expect((await appointmentRow(ctx, w.id, a.id)).reminderStatus).toBe(2);

    const again = await w.call(c.resendMessage, { params: { channel: 'sms', id: u2.id } });
    expect(again.body.message).toMatchObject({ state: 'queued', attempts: 0, status: 0 });
    expect((await campaignsOf(ctx, w.id))[0]!.state).toBe('running');

    const notUnknown = await w.call(c.markMessageSent, {
      params: { channel: 'sms', id: u2.id },
    });
    expect(notUnknown.error).toEqual({
      code: 'message_locked',
      message: 'Il messaggio non è da verificare',
    });
  });
});

describe('WhatsApp single send from the campaign screen', () => {
  it('marks a waiting or failed WhatsApp sent, never one the bulk loop holds', async () => {
    const w = await signedInWorkshop(ctx);
    const db = ctx.database.db;
    const camp = await buildCampaign(db, w.id, { channel: 'wa', state: 'paused' });
    const a = await buildAppointment(db, w.id, { reminderStatus: 1 });
    const waiting = await buildMessage(db, w.id, {
      channel: 'wa',
      campaignId: camp.id,
      refId: `P-${a.date.slice(0, 4)}-${a.id}`,
    });
    const failed = await buildMessage(db, w.id, {
      channel: 'wa',
      campaignId: camp.id,
      sendState: 'failed',
    });
    const held = await buildMessage(db, w.id, {
      channel: 'wa',
      campaignId: camp.id,
      sendState: 'claimed',
      claimedAt: new Date().toISOString(),
    });
    for (const m of [waiting, failed]) {
      const res = await w.call(c.markMessageSent, { params: { channel: 'wa', id: m.id } });
      expect(res.status).toBe(200);
      expect(res.body.message).toMatchObject({ state: 'sent', status: 1 });
    }
    // The reminder of the appointment reads "sent by WhatsApp".
    expect((await appointmentRow(ctx, w.id, a.id)).reminderStatus).toBe(3);
    const refused = await w.call(c.markMessageSent, { params: { channel: 'wa', id: held.id } });
    expect(refused.error?.code).toBe('message_locked');
    // An SMS still needs "da verificare": the outbox owns waiting SMS.
    const sms = await buildMessage(db, w.id, { campaignId: (await buildCampaign(db, w.id)).id });
    const smsRes = await w.call(c.markMessageSent, { params: { channel: 'sms', id: sms.id } });
    expect(smsRes.error?.code).toBe('message_locked');
  });
});

describe('tenancy and channels', () => {
  it('answers 404 for another workshop’s (or the other channel’s) ids and changes nothing', async () => {
    const a = await signedInWorkshop(ctx);
    const b = await signedInWorkshop(ctx);
    const db = ctx.database.db;
    const camp = await buildCampaign(db, a.id, { state: 'paused' });
    const msg = await buildMessage(db, a.id, { campaignId: camp.id, sendState: 'unknown' });
    const sent = await buildMessage(db, a.id, {
      campaignId: camp.id,
      sendState: 'sent',
      status: 1,
    });
    const before = {
      campaigns: await campaignsOf(ctx, a.id),
      messages: await messagesOf(ctx, a.id),
    };

    const cp = { channel: 'sms' as const, id: camp.id };
    const mp = { channel: 'sms' as const, id: msg.id };
    const answers = [
      await b.call(c.getCampaign, { params: cp }),
      await b.call(c.listMessages, { params: cp, query: {} }),
      await b.call(c.startCampaign, { params: cp }),
      await b.call(c.pauseCampaign, { params: cp }),
      await b.call(c.deleteSentMessages, { params: cp }),
      await b.call(c.deleteCampaign, { params: cp }),
      await b.call(c.editMessage, { params: mp, body: { text: 'B' } }),
      await b.call(c.markMessageSent, { params: mp }),
      await b.call(c.resendMessage, { params: mp }),
      await b.call(c.deleteMessage, { params: mp }),
      await b.call(c.deleteMessage, { params: { channel: 'sms', id: sent.id } }),
      await a.call(c.getCampaign, { params: { channel: 'wa', id: camp.id } }),
      await a.call(c.deleteMessage, { params: { channel: 'wa', id: msg.id } }),
    ];
    for (const res of answers) expect(res.status).toBe(404);
    expect((await b.call(c.listCampaigns, { params: { channel: 'sms' } })).body.campaigns).toEqual(
      [],
    );
    expect((await b.call(c.deleteAllCampaigns, { params: { channel: 'sms' } })).body.deleted).toBe(
      0,
    );
    expect({
      campaigns: await campaignsOf(ctx, a.id),
      messages: await messagesOf(ctx, a.id),
    }).toEqual(before);
  });

  it('answers 400 for a bad channel or id, 401 without a session', async () => {
    const w = await signedInWorkshop(ctx);
    const bad = await w.call(c.listCampaigns, { params: { channel: 'fax' as never } });
    expect(bad.status).toBe(400);
    const badId = await w.call(c.getCampaign, { params: { channel: 'sms', id: 'x' as never } });
    expect(badId.status).toBe(400);
    const { apiClient } = await import('@server/test/client');
    expect(
      (await apiClient(ctx.app).call(c.listCampaigns, { params: { channel: 'sms' } })).status,
    ).toBe(401);
  });
});

describe('live progress', () => {
  it('publishes a campaign event (channel, id, origin) when a campaign changes', async () => {
    const w = await signedInWorkshop(ctx);
    const camp = await buildCampaign(ctx.database.db, w.id);
    await buildMessage(ctx.database.db, w.id, { campaignId: camp.id });
    const seen: unknown[] = [];
    const unlisten = await ctx.database.listen(GRID_CHANNEL, (p) => seen.push(JSON.parse(p)));
    try {
      const { apiClient } = await import('@server/test/client');
      const tab = apiClient(ctx.app, { cookie: w.cookie, origin: 'tab-1' });
      await tab.call(c.startCampaign, { params: { channel: 'sms', id: camp.id } });
      for (let i = 0; i < 50 && seen.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(seen).toContainEqual({
        workshopId: w.id,
        type: 'campaign',
        channel: 'sms',
        campaignId: camp.id,
        origin: 'tab-1',
      });
    } finally {
      await unlisten();
    }
  });
});
