/**
 * An opt-out withdraws what was queued to the phone (docs/MESSAGING.md "Non contattare"):
 * listing a phone (the desk's list and edit dialog, POST /opt-outs; the customer's stop page)
 * moves its queued messages of both channels to the withdrawn state in the same
 * transaction, and the SMS sender and the WhatsApp claim withdraw instead of sending a
 * message queued to a listed phone (a race with the listing). Claimed and "da verificare"
 * messages are left alone; the answers of SINGOLI (booking confirmation, Veicolo pronto)
 * still go; "Invia di nuovo" and edits refuse a withdrawn message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as m from '@shared/contracts/messaging';
import * as o from '@shared/contracts/opt-outs';
import { eraseSubjectData } from '@shared/contracts/privacy';
import * as r from '@shared/contracts/reminders';
import * as wa from '@shared/contracts/whatsapp';
import { addDays, todayInRome } from '@shared/domain/dates';
import { MESSAGING_MSG } from '@shared/messages/messaging';
import { queueConfirmationSms } from '@server/domain/web-booking/confirmation';
import { OPT_OUT_ERROR } from '@server/domain/messaging/withdraw';
import { startFakeSmsServer, type FakeSmsServer } from '@server/integrations/fake-sms-server';
import { HttpSmsProvider } from '@server/integrations/sms-provider';
import { apiClient } from '@server/test/client';
import {
  buildAppointment,
  buildCampaign,
  buildMessage,
  buildSettings,
} from '@server/test/factories';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { appointmentRow, campaignsOf, messagesOf } from '@server/test/messaging';
import { signedInWorkshop, type SignedInWorkshop } from '@server/test/sign-in';
import { waitUntil } from '@server/test/wait';
import { OutboxSender } from './sender';

let ctx: TestContext;
let fake: FakeSmsServer;
beforeAll(async () => {
  ctx = await setupTestApp();
  fake = await startFakeSmsServer({ token: 'tok-segreto' });
});
afterAll(async () => {
  await fake?.close();
  await ctx?.close();
});

const PC = 'PC-WHATSAPP-1';

function sender() {
  return new OutboxSender({
    db: ctx.database.db,
    provider: new HttpSmsProvider({ baseUrl: fake.url, timeoutMs: 2000 }),
    paceMs: 0,
    leaseMs: 60_000,
    idleMs: 20,
    smsAccount: async () => ({ token: 'tok-segreto', sender: 'Officina' }),
    log: { warn: () => {}, error: () => {} },
  });
}

/** Steps a sender until nothing of the workshop is left queued (or throws after 15 s). */
async function sendAll(workshopId: number) {
  const s = sender();
  await waitUntil(
    'the outbox to send everything queued',
    async () =>
      (await messagesOf(ctx, workshopId)).every(
        (x) => x.channel === 'wa' || x.sendState !== 'queued',
      ) ||
      ((await s.step()) && false),
    { timeoutMs: 15_000, intervalMs: 10 },
  );
}

/** Phones of one test: distinct per test (`base`), never another test's. */
const phonesFrom = (base: number, n: number) =>
  Array.from({ length: n }, (_, i) => `33${String(base + i).padStart(8, '0')}`);
/** Provider requests to `phone` (the fake server keeps the 39 prefix). */
const sendsTo = (phone: string) => fake.sends().filter((x) => x.to === `39${phone}`);

const listPhone = (w: SignedInWorkshop, phone: string) => w.call(o.addOptOut, { body: { phone } });

async function smsCampaign(w: SignedInWorkshop, name: string, phones: string[]) {
  const res = await w.call(m.createCampaign, {
    params: { channel: 'sms' },
    body: {
      name,
      start: true,
      messages: phones.map((phone, i) => ({ phone, text: `Promo ${name} ${i}` })),
    },
  });
  expect(res.status).toBe(201);
  return res.body.campaign;
}

async function campaignState(w: SignedInWorkshop, id: number) {
  return (await campaignsOf(ctx, w.id)).find((c) => c.id === id)!.state;
}

describe('listing a phone withdraws its queued messages', () => {
  it('SMS: the listed one never reaches the provider, the campaign ends done, the others go; answers, claimed and "da verificare" are untouched', async () => {
    const w = await signedInWorkshop(ctx);
    const db = ctx.database.db;
    const [a, listed, c] = phonesFrom(1000, 3) as [string, string, string];
    const camp = await smsCampaign(w, 'PROMO AUTUNNO', [a, listed, c]);
    // Before the listing: the booking confirmation (an answer), and two messages a sender
    // already took (one being sent, one "da verificare") and a plain failure.
    await queueConfirmationSms(
      db,
      w.id,
      { id: 41, phone: listed, surname: 'ROSSI', model: 'PANDA', randomId: 'abc' },
      '/',
      Date.now(),
    );
    const other = await buildCampaign(db, w.id, { state: 'paused' });
    const claimed = await buildMessage(db, w.id, {
      campaignId: other.id,
      phone: listed,
      sendState: 'claimed',
      claimedAt: new Date().toISOString(),
    });
    const unknown = await buildMessage(db, w.id, {
      campaignId: other.id,
      phone: listed,
      sendState: 'unknown',
      lastError: 'Esito sconosciuto',
    });
    const failed = await buildMessage(db, w.id, {
      campaignId: other.id,
      phone: listed,
      sendState: 'failed',
      lastError: 'rifiutato',
    });

    const res = await listPhone(w, listed);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: true, withdrawn: 1 });

    const rows = await messagesOf(ctx, w.id);
    const byPhone = (p: string, campaignId: number) =>
      rows.find((x) => x.phone === p && x.campaignId === campaignId)!;
    expect(byPhone(listed, camp.id)).toMatchObject({
      sendState: 'failed',
      lastError: OPT_OUT_ERROR,
      retryAt: null,
      status: 0,
    });
    const byId = (id: number) => rows.find((x) => x.id === id)!;
    expect(byId(claimed.id)).toMatchObject({ sendState: 'claimed', lastError: null });
    expect(byId(unknown.id)).toMatchObject({
      sendState: 'unknown',
      lastError: 'Esito sconosciuto',
    });
    expect(byId(failed.id)).toMatchObject({ sendState: 'failed', lastError: 'rifiutato' });
    const confirmation = rows.find((x) => x.refId?.startsWith('C-41-'))!;
    expect(confirmation.sendState).toBe('queued');

    // The desk sees it: withdrawn, counted apart from the errors.
    const page = await w.call(m.listMessages, {
      params: { channel: 'sms', id: camp.id },
      query: {},
    });
    expect(page.body.messages.map((x) => [x.phone, x.state, x.withdrawn])).toEqual([
      [a, 'queued', false],
      [listed, 'failed', true],
      [c, 'queued', false],
    ]);
    expect(page.body.campaign.counts).toMatchObject({ pending: 2, errors: 0, withdrawn: 1 });
    const errors = await w.call(m.listMessages, {
      params: { channel: 'sms', id: camp.id },
      query: { filter: 'errors' },
    });
    expect(errors.body.messages).toEqual([]);

    await sendAll(w.id);
    expect(sendsTo(a)).toHaveLength(1);
    expect(sendsTo(c)).toHaveLength(1);
    // Only the confirmation went to the listed phone.
    expect(sendsTo(listed).map((x) => x.text)).toEqual([confirmation.text]);
    expect(await campaignState(w, camp.id)).toBe('done');
    const after = await messagesOf(ctx, w.id, camp.id);
    expect(after.map((x) => x.sendState)).toEqual(['sent', 'failed', 'sent']);

    // Never resent: "Invia di nuovo" and an edit that would queue it again are refused.
    const withdrawnId = byPhone(listed, camp.id).id;
    const resend = await w.call(m.resendMessage, { params: { channel: 'sms', id: withdrawnId } });
    expect(resend.status).toBe(409);
    expect(resend.error?.message).toBe(MESSAGING_MSG.optedOutMessage);
    const edit = await w.call(m.editMessage, {
      params: { channel: 'sms', id: withdrawnId },
      body: { text: 'Nuovo testo' },
    });
    expect(edit.status).toBe(409);
    expect(edit.error?.message).toBe(MESSAGING_MSG.optedOutMessage);
    // A plain failure to the listed phone is not re-queued either.
    const resendFailed = await w.call(m.resendMessage, {
      params: { channel: 'sms', id: failed.id },
    });
    expect(resendFailed.status).toBe(409);
    expect((await messagesOf(ctx, w.id, camp.id))[1]).toMatchObject({
      sendState: 'failed',
      lastError: OPT_OUT_ERROR,
    });
    // Corrected to another phone, it may go again.
    const moved = await w.call(m.editMessage, {
      params: { channel: 'sms', id: withdrawnId },
      body: { phone: phonesFrom(1003, 1)[0]! },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.message).toMatchObject({ state: 'queued', withdrawn: false });
  });

  it('WhatsApp: a listed phone’s queued message is withdrawn, its reminder goes back to 0, the campaign settles, and the PC never gets it', async () => {
    const w = await signedInWorkshop(ctx);
    const db = ctx.database.db;
    await buildSettings(db, w.id, 'tool', { id_wa: PC });
    await buildSettings(db, w.id, 'wa', { testo_promemoria: 'WA $targa$' });
    const date = addDays(todayInRome(), 3);
    const keep = await buildAppointment(db, w.id, { date, row: 2, column: 1, reminderStatus: 1 });
    const out = await buildAppointment(db, w.id, { date, row: 3, column: 1, reminderStatus: 1 });
    const queued = await w.call(r.queueReminders, { params: { date }, body: { channel: 'wa' } });
    expect(queued.body).toMatchObject({ queued: 2 });
    const campId = queued.body.campaign!.id;
    expect((await appointmentRow(ctx, w.id, out.id)).reminderStatus).toBe(5);

    expect((await listPhone(w, out.phone)).body.withdrawn).toBe(1);
    expect((await appointmentRow(ctx, w.id, out.id)).reminderStatus).toBe(0);
    expect((await appointmentRow(ctx, w.id, keep.id)).reminderStatus).toBe(5);

    await w.call(wa.resumeWhatsappCampaign, { params: { id: campId }, body: { pcId: PC } });
    const first = await w.call(wa.claimWhatsapp, { body: { pcId: PC } });
    expect(first.body.message?.phone).toBe(keep.phone);
    await w.call(wa.reportWhatsapp, {
      params: { id: first.body.message!.id },
      body: { pcId: PC, outcome: 'inviato' },
    });
    expect((await w.call(wa.claimWhatsapp, { body: { pcId: PC } })).body.message).toBeNull();
    expect(await campaignState(w, campId)).toBe('done');
    const rows = await messagesOf(ctx, w.id, campId);
    expect(rows.map((x) => [x.phone, x.sendState, x.lastError])).toEqual([
      [keep.phone, 'sent', null],
      [out.phone, 'failed', OPT_OUT_ERROR],
    ]);
  });

  it('the stop page withdraws the queued reminder that carries the link', async () => {
    const w = await signedInWorkshop(ctx);
    const db = ctx.database.db;
    await buildSettings(db, w.id, 'sms', { testo_promemoria: 'Revisione $targa$. Stop: $stop$' });
    const date = addDays(todayInRome(), 4);
    const a = await buildAppointment(db, w.id, { date, row: 5, column: 2, reminderStatus: 1 });
    await w.call(r.queueReminders, { params: { date }, body: { channel: 'sms' } });
    const [reminder] = await messagesOf(ctx, w.id);
    const token = /stop\?t=(\S+)$/.exec(reminder!.text)![1]!;
    const press = await apiClient(ctx.app).call(o.stopMessages, { params: { token } });
    expect(press.status).toBe(200);
    const [after] = await messagesOf(ctx, w.id);
    expect(after).toMatchObject({
      id: reminder!.id,
      sendState: 'failed',
      lastError: OPT_OUT_ERROR,
    });
    await sendAll(w.id);
    expect(sendsTo(a.phone)).toHaveLength(0);
    expect(await campaignState(w, reminder!.campaignId)).toBe('done');
    // The reminder was never sent: the appointment still says so.
    expect((await appointmentRow(ctx, w.id, a.id)).reminderStatus).toBe(1);
  });
});

describe('erasure (docs/PRIVACY.md)', () => {
  it('blanks a withdrawn message’s phone and text but keeps why it was not sent', async () => {
    const w = await signedInWorkshop(ctx);
    const [listed] = phonesFrom(4000, 1) as [string];
    const camp = await smsCampaign(w, 'PROMO INVERNO', [listed]);
    await listPhone(w, listed);
    expect((await w.call(eraseSubjectData, { body: { phone: listed } })).status).toBe(200);
    const [row] = await messagesOf(ctx, w.id, camp.id);
    expect(row).toMatchObject({
      phone: '',
      text: '',
      sendState: 'failed',
      lastError: OPT_OUT_ERROR,
    });
    const page = await w.call(m.listMessages, {
      params: { channel: 'sms', id: camp.id },
      query: {},
    });
    expect(page.body.messages[0]!.withdrawn).toBe(true);
  });
});

describe('the claims withdraw a queued message whose phone is listed (a race with the listing)', () => {
  it('SMS: the sender withdraws it instead of sending; a Veicolo pronto to that phone still goes', async () => {
    const w = await signedInWorkshop(ctx);
    const db = ctx.database.db;
    const [a, listed, c] = phonesFrom(2000, 3) as [string, string, string];
    await listPhone(w, listed);
    // Queued as if its writer had checked the list just before the phone went on it.
    const camp = await buildCampaign(db, w.id, { state: 'running' });
    for (const phone of [a, listed, c])
      await buildMessage(db, w.id, { campaignId: camp.id, phone });
    await buildSettings(db, w.id, 'sms', { testo_veicolo_pronto: 'Il veicolo è pronto' });
    const car = await buildAppointment(db, w.id, { phone: listed });
    const ready = await w.call(r.sendAppointmentSms, {
      params: { id: car.id },
      body: { kind: 'veicolo_pronto' },
    });
    expect(ready.status).toBe(201);

    await sendAll(w.id);
    expect(sendsTo(a)).toHaveLength(1);
    expect(sendsTo(c)).toHaveLength(1);
    expect(sendsTo(listed).map((x) => x.text)).toEqual(['Il veicolo è pronto']);
    const rows = await messagesOf(ctx, w.id, camp.id);
    expect(rows.map((x) => [x.phone, x.sendState, x.lastError])).toEqual([
      [a, 'sent', null],
      [listed, 'failed', OPT_OUT_ERROR],
      [c, 'sent', null],
    ]);
    expect(await campaignState(w, camp.id)).toBe('done');
  });

  it('SMS: a campaign whose only waiting message is withdrawn ends done, with nothing sent', async () => {
    const w = await signedInWorkshop(ctx);
    const db = ctx.database.db;
    const [listed] = phonesFrom(2100, 1) as [string];
    await listPhone(w, listed);
    const camp = await buildCampaign(db, w.id, { state: 'running' });
    await buildMessage(db, w.id, { campaignId: camp.id, phone: listed });
    await sendAll(w.id);
    expect(sendsTo(listed)).toHaveLength(0);
    expect(await campaignState(w, camp.id)).toBe('done');
  });

  it('WhatsApp: the claim skips and withdraws it; the campaign ends done', async () => {
    const w = await signedInWorkshop(ctx);
    const db = ctx.database.db;
    await buildSettings(db, w.id, 'tool', { id_wa: PC });
    const [a, listed, c] = phonesFrom(3000, 3) as [string, string, string];
    await listPhone(w, listed);
    const camp = await buildCampaign(db, w.id, { channel: 'wa', state: 'running' });
    for (const phone of [a, listed, c])
      await buildMessage(db, w.id, { channel: 'wa', campaignId: camp.id, phone });
    const given: string[] = [];
    for (;;) {
      const claim = await w.call(wa.claimWhatsapp, { body: { pcId: PC } });
      expect(claim.status).toBe(200);
      const msg = claim.body.message;
      if (!msg) break;
      given.push(msg.phone);
      await w.call(wa.reportWhatsapp, {
        params: { id: msg.id },
        body: { pcId: PC, outcome: 'inviato' },
      });
    }
    expect(given).toEqual([a, c]);
    const rows = await messagesOf(ctx, w.id, camp.id);
    expect(rows.map((x) => [x.phone, x.sendState, x.lastError])).toEqual([
      [a, 'sent', null],
      [listed, 'failed', OPT_OUT_ERROR],
      [c, 'sent', null],
    ]);
    expect(await campaignState(w, camp.id)).toBe('done');
  });
});
