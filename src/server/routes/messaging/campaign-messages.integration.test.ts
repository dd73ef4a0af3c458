/**
 * Messages of a campaign (spec 001 §2 sms_comunicazioni / wa_comunicazioni, §3 LIBERA, §4
 * states; docs/MESSAGING.md): keyset paging, free messages, edits, deletions, and the
 * WhatsApp single send from the campaign screen, on a real database with the typed client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as c from '@shared/contracts/messaging';
import { MESSAGING_MSG } from '@shared/messages';
import { buildAppointment, buildCampaign, buildMessage } from '@server/test/factories';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { appointmentRow, campaignsOf, messagesOf } from '@server/test/messaging';
import { signedInWorkshop } from '@server/test/sign-in';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx?.close());

describe('messages of a campaign', () => {
  it('pages 10,000 messages by keyset, every one exactly once', async () => {
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
    let after: number | undefined;
    for (;;) {
      const page = await w.call(c.listMessages, {
        params: { channel: 'sms', id },
        query: { limit: 500, ...(after ? { after } : {}) },
      });
      expect(page.status).toBe(200);
      seen.push(...page.body.messages.map((m) => m.id));
      if (page.body.nextCursor === null) break;
      after = page.body.nextCursor;
    }
    expect(seen).toHaveLength(10_000);
    expect(new Set(seen).size).toBe(10_000);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
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
