/**
 * Campaign routes (spec 001 §2 sms_comunicazioni / wa_comunicazioni, §4 states, §5, §8;
 * docs/MESSAGING.md): list, creation, start and pause, "da verificare", tenancy and live
 * progress, on a real database with the typed client. Their messages:
 * `campaign-messages.integration.test.ts`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as c from '@shared/contracts/messaging';
import { GRID_CHANNEL } from '@server/live/hub';
import { buildAppointment, buildCampaign, buildMessage } from '@server/test/factories';
import { apiClient } from '@server/test/client';
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

  it('never queues an erased message again: no phone to send it to (resend or edit)', async () => {
    const w = await signedInWorkshop(ctx);
    const db = ctx.database.db;
    const camp = await buildCampaign(db, w.id, { state: 'done' });
    // What erasure leaves of a message whose outcome was unknown or failed (docs/PRIVACY.md).
    const unknown = await buildMessage(db, w.id, {
      campaignId: camp.id,
      sendState: 'unknown',
      attempts: 1,
      phone: '',
      text: '',
    });
    const failed = await buildMessage(db, w.id, {
      campaignId: camp.id,
      sendState: 'failed',
      attempts: 1,
      phone: '',
      text: '',
    });
    const refusal = {
      code: 'message_locked',
      message: 'Il messaggio è stato anonimizzato: non ha un numero a cui inviarlo',
    };
    const resend = await w.call(c.resendMessage, { params: { channel: 'sms', id: unknown.id } });
    expect(resend.status).toBe(409);
    expect(resend.error).toEqual(refusal);
    const edit = await w.call(c.editMessage, {
      params: { channel: 'sms', id: failed.id },
      body: { description: 'nuova descrizione' },
    });
    expect(edit.status).toBe(409);
    expect(edit.error).toEqual(refusal);
    const rows = await messagesOf(ctx, w.id);
    expect(rows.map((m) => m.sendState).sort()).toEqual(['failed', 'unknown']);
    expect((await campaignsOf(ctx, w.id))[0]!.state).toBe('done');
    // A new phone makes it a message again.
    const fixed = await w.call(c.editMessage, {
      params: { channel: 'sms', id: failed.id },
      body: { phone: '3331234567', text: 'Di nuovo' },
    });
    expect(fixed.body.message).toMatchObject({ state: 'queued', phone: '3331234567' });
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
    expect(
      (await apiClient(ctx.app).call(c.listCampaigns, { params: { channel: 'sms' } })).status,
    ).toBe(401);
  });
});

describe('live progress', () => {
  it('publishes a campaign event (channel, id, origin) when a campaign changes', async () => {
    const w = await signedInWorkshop(ctx, { origin: 'tab-1' });
    const camp = await buildCampaign(ctx.database.db, w.id);
    await buildMessage(ctx.database.db, w.id, { campaignId: camp.id });
    const seen: unknown[] = [];
    const unlisten = await ctx.database.listen(GRID_CHANNEL, (p) => seen.push(JSON.parse(p)));
    try {
      await w.call(c.startCampaign, { params: { channel: 'sms', id: camp.id } });
      await expect
        .poll(() => seen)
        .toContainEqual({
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
