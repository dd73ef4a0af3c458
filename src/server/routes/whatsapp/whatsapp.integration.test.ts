/**
 * WhatsApp leasing (spec 001 §4 message states and bulk sending, §7, §8, §9;
 * docs/MESSAGING.md): the WhatsApp-PC check, the daily limit, every tool outcome, the
 * lease turning a silent claim into "da verificare", and the reminder's appointment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as m from '@shared/contracts/messaging';
import * as r from '@shared/contracts/reminders';
import * as wa from '@shared/contracts/whatsapp';
import { addDays, todayInRome } from '@shared/domain/dates';
import {
  buildAppointment,
  buildCampaign,
  buildMessage,
  buildSettings,
} from '@server/test/factories';
import { setupTestApp, type TestContext } from '@server/test/harness';
import {
  appointmentRow,
  campaignsOf,
  messagesOf,
  patchCampaign,
  patchMessage,
} from '@server/test/messaging';
import { signedInWorkshop, type SignedInWorkshop } from '@server/test/sign-in';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx?.close());

const PC = 'PC-WHATSAPP-1';

/** A workshop whose WhatsApp PC is `PC`, with a running WA campaign of `texts`. */
async function waCampaign(texts: string[], massivoMax = 50) {
  const w = await signedInWorkshop(ctx);
  const db = ctx.database.db;
  await buildSettings(db, w.id, 'tool', { id_wa: PC });
  await buildSettings(db, w.id, 'wa', { massivo_max: massivoMax });
  const camp = await buildCampaign(db, w.id, { channel: 'wa', state: 'running', name: 'PROMO' });
  const msgs = [];
  for (const text of texts)
    msgs.push(await buildMessage(db, w.id, { channel: 'wa', campaignId: camp.id, text }));
  return { w, camp, msgs };
}

const claim = (w: SignedInWorkshop, pcId = PC) => w.call(wa.claimWhatsapp, { body: { pcId } });
const report = (w: SignedInWorkshop, id: number, outcome: wa.WaOutcome) =>
  w.call(wa.reportWhatsapp, { params: { id }, body: { pcId: PC, outcome } });

describe('the WhatsApp PC and the daily limit', () => {
  it('refuses a PC that is not the WhatsApp PC: "Abbilitare Whatsapp Reviapp-tool"', async () => {
    const { w, msgs } = await waCampaign(['a']);
    const res = await claim(w, 'ALTRO-PC');
    expect(res.status).toBe(409);
    expect(res.error).toEqual({
      code: 'wa_not_enabled',
      message: 'Abbilitare Whatsapp Reviapp-tool',
    });
    expect((await messagesOf(ctx, w.id))[0]!.sendState).toBe('queued');
    const status = await w.call(wa.whatsappStatus, { query: { pcId: 'ALTRO-PC' } });
    expect(status.body).toMatchObject({ isWhatsappPc: false, sentToday: 0, dailyMax: 50 });
    const rep = await w.call(wa.reportWhatsapp, {
      params: { id: msgs[0]!.id },
      body: { pcId: 'ALTRO-PC', outcome: 'inviato' },
    });
    expect(rep.error?.code).toBe('wa_not_enabled');
  });

  it('stops at massivo_max sends a day: "Numero massimo giornaliero di 2 messaggi raggiunto…"', async () => {
    const { w } = await waCampaign(['a', 'b', 'c'], 2);
    for (let i = 0; i < 2; i++) {
      const c = await claim(w);
      expect(c.body.remainingToday).toBe(1 - i);
      expect((await report(w, c.body.message!.id, 'inviato')).status).toBe(200);
    }
    const third = await claim(w);
    expect(third.status).toBe(409);
    expect(third.error).toEqual({
      code: 'wa_daily_limit',
      message: 'Numero massimo giornaliero di 2 messaggi raggiunto. Continua domani',
    });
    const status = await w.call(wa.whatsappStatus, { query: { pcId: PC } });
    expect(status.body).toEqual({
      isWhatsappPc: true,
      sentToday: 2,
      dailyMax: 2,
      remainingToday: 0,
    });
    // Yesterday's sends do not count (Europe/Rome day).
    for (const row of await messagesOf(ctx, w.id))
      if (row.sendState === 'sent')
        await patchMessage(ctx, w.id, row.id, {
          sentAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
        });
    expect((await claim(w)).body.message?.wa).toBe('c');
  });

  it('counts the message in flight: one claim at a time when one send is left', async () => {
    const { w } = await waCampaign(['a', 'b'], 1);
    const [x, y] = await Promise.all([claim(w), claim(w)]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
  });
});

describe('claim and report', () => {
  it('leases in order, answers null when done, and records inviato as stato 1', async () => {
    const { w, camp, msgs } = await waCampaign(['primo==sms==primo sms', 'secondo']);
    const first = await claim(w);
    expect(first.body.message).toEqual({
      id: msgs[0]!.id,
      campaignId: camp.id,
      phone: msgs[0]!.phone,
      wa: 'primo',
      sms: 'primo sms',
      description: '',
    });
    expect((await messagesOf(ctx, w.id))[0]!.sendState).toBe('claimed');
    const sent = await report(w, msgs[0]!.id, 'inviato');
    expect(sent.body).toMatchObject({ stop: false, notice: null, campaignState: 'running' });
    expect(sent.body.message).toMatchObject({ status: 1, state: 'sent' });
    const twice = await report(w, msgs[0]!.id, 'inviato');
    expect(twice.error).toEqual({
      code: 'message_locked',
      message: 'Il messaggio non è in fase di invio',
    });

    expect((await claim(w)).body.message?.id).toBe(msgs[1]!.id);
    expect((await report(w, msgs[1]!.id, 'inviato')).body.campaignState).toBe('done');
    expect((await claim(w)).body.message).toBeNull();
  });

  it('no_wa with an SMS part: stato 3, text replaced, the SMS queued in the outbox', async () => {
    const { w, msgs } = await waCampaign(['ciao wa==sms==ciao sms']);
    await claim(w);
    const res = await report(w, msgs[0]!.id, 'no_wa');
    expect(res.body.message).toMatchObject({ status: 3, state: 'sent', text: 'ciao sms' });
    expect(res.body.notice).toBe('Numero whatsapp non valido');
    const sms = (await messagesOf(ctx, w.id)).filter((x) => x.channel === 'sms');
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({
      text: 'ciao sms',
      phone: msgs[0]!.phone,
      sendState: 'queued',
      refId: `W-${msgs[0]!.id}`,
    });
    const smsCamp = (await campaignsOf(ctx, w.id)).find((c) => c.channel === 'sms')!;
    expect(smsCamp).toMatchObject({ name: 'PROMO', state: 'running' });
  });

  it('no_wa without an SMS part → stato 2; non_valido → stato 4; the count of numbers without WhatsApp', async () => {
    const { w, camp, msgs } = await waCampaign(['solo wa', 'numero', 'ok']);
    await claim(w);
    expect((await report(w, msgs[0]!.id, 'no_wa')).body.message).toMatchObject({
      status: 2,
      state: 'failed',
    });
    await claim(w);
    const invalid = await report(w, msgs[1]!.id, 'non_valido');
    expect(invalid.body.message).toMatchObject({ status: 4, state: 'failed' });
    expect(invalid.body.notice).toBe('Numero non valido');
    const list = await w.call(m.getCampaign, { params: { channel: 'wa', id: camp.id } });
    expect(list.body.campaign.counts).toMatchObject({
      noWhatsapp: 1,
      invalid: 1,
      errors: 2,
      pending: 1,
    });
  });

  it.each([
    ['accedi', 'Accesso Whatsapp non eseguito'],
    ['errore', "Si sono verificati errori sul Reviapp-tool: riprova o usa l'invio singolo"],
    ['non_raggiungibile', 'Reviapp-tool non avviato'],
  ] as const)(
    '%s: back to the queue, campaign paused, loop stops with its own notice',
    async (outcome, notice) => {
      const { w, msgs } = await waCampaign(['a', 'b']);
      await claim(w);
      const res = await report(w, msgs[0]!.id, outcome);
      expect(res.body).toMatchObject({
        stop: true,
        notice,
        campaignState: 'paused',
      });
      expect(res.body.message).toMatchObject({ state: 'queued', status: 0, attempts: 0 });
      // Paused sticks: nothing to claim until started again, then the same message first.
      expect((await claim(w)).body.message).toBeNull();
      const camp = (await campaignsOf(ctx, w.id))[0]!;
      await w.call(m.startCampaign, { params: { channel: 'wa', id: camp.id } });
      expect((await claim(w)).body.message?.id).toBe(msgs[0]!.id);
    },
  );

  it('a claim never reported becomes "da verificare" after the lease; a late report still counts', async () => {
    const { w, msgs } = await waCampaign(['a', 'b']);
    await claim(w);
    await patchMessage(ctx, w.id, msgs[0]!.id, {
      claimedAt: new Date(Date.now() - 10 * 60_000).toISOString(),
    });
    const next = await claim(w);
    expect(next.body.message?.id).toBe(msgs[1]!.id);
    expect((await messagesOf(ctx, w.id))[0]!.sendState).toBe('unknown');
    const late = await report(w, msgs[0]!.id, 'inviato');
    expect(late.body.message).toMatchObject({ state: 'sent', status: 1 });
  });

  it('another workshop cannot report (404) nor claim its messages', async () => {
    const { w, msgs } = await waCampaign(['a']);
    await claim(w);
    const b = await signedInWorkshop(ctx);
    await buildSettings(ctx.database.db, b.id, 'tool', { id_wa: PC });
    expect((await claim(b)).body.message).toBeNull();
    expect((await report(b, msgs[0]!.id, 'inviato')).status).toBe(404);
    expect((await messagesOf(ctx, w.id))[0]!.sendState).toBe('claimed');
  });
});

describe('a campaign left "In invio" by a closed tab resumes on the WhatsApp PC', () => {
  const resume = (w: SignedInWorkshop, id: number, pcId = PC) =>
    w.call(wa.resumeWhatsappCampaign, { params: { id }, body: { pcId } });

  it('the message the tab left claimed is "da verificare", never sent again; the rest goes, within the same daily limit', async () => {
    const { w, camp, msgs } = await waCampaign(['a', 'b', 'c', 'd'], 3);
    // The tab sent one, claimed the next (the tool may have sent it), then closed.
    const first = await claim(w);
    await report(w, first.body.message!.id, 'inviato');
    const orphan = (await claim(w)).body.message!;
    expect(orphan.id).toBe(msgs[1]!.id);
    // Nothing moves it now: the campaign stays "In invio".
    expect((await campaignsOf(ctx, w.id))[0]!.state).toBe('running');

    // Another PC cannot take it over; another workshop cannot see it.
    expect((await resume(w, camp.id, 'ALTRO-PC')).error?.code).toBe('wa_not_enabled');
    const b = await signedInWorkshop(ctx);
    await buildSettings(ctx.database.db, b.id, 'tool', { id_wa: PC });
    expect((await resume(b, camp.id)).status).toBe(404);
    expect((await messagesOf(ctx, w.id))[1]!.sendState).toBe('claimed');

    // The campaign opened again on the WhatsApp PC.
    const resumed = await resume(w, camp.id);
    expect(resumed.status).toBe(200);
    expect(resumed.body.campaign).toMatchObject({
      id: camp.id,
      state: 'running',
      counts: { total: 4, sent: 1, toVerify: 1, pending: 2 },
    });
    const states = (await messagesOf(ctx, w.id)).map((x) => [x.id, x.sendState]);
    expect(states).toEqual([
      [msgs[0]!.id, 'sent'],
      [msgs[1]!.id, 'unknown'],
      [msgs[2]!.id, 'queued'],
      [msgs[3]!.id, 'queued'],
    ]);
    // Limit 3: one sent, one that may have been sent: one more today, then "Continua domani".
    const status = await w.call(wa.whatsappStatus, { query: { pcId: PC } });
    expect(status.body).toMatchObject({ sentToday: 1, remainingToday: 1 });
    const next = await claim(w);
    expect(next.body.message?.id).toBe(msgs[2]!.id);
    await report(w, msgs[2]!.id, 'inviato');
    const refused = await claim(w);
    expect(refused.error?.code).toBe('wa_daily_limit');
    // The one the tool may have sent is never claimed again, even once the limit allows.
    await buildSettings(ctx.database.db, w.id, 'wa', { massivo_max: 50 });
    expect((await claim(w)).body.message?.id).toBe(msgs[3]!.id);
    await report(w, msgs[3]!.id, 'inviato');
    expect((await claim(w)).body.message).toBeNull();
    expect((await campaignsOf(ctx, w.id))[0]!.state).toBe('done');
    expect((await messagesOf(ctx, w.id))[1]!.sendState).toBe('unknown');
  });

  it('takes over a paused campaign too, and settles one with nothing left', async () => {
    const { w, camp, msgs } = await waCampaign(['a']);
    await patchCampaign(ctx, w.id, camp.id, { state: 'paused' });
    const started = await resume(w, camp.id);
    expect(started.body.campaign).toMatchObject({ state: 'running', counts: { pending: 1 } });
    const c = await claim(w);
    expect(c.body.message?.id).toBe(msgs[0]!.id);
    // Closed before reporting: the resume finds nothing to send and closes the campaign.
    const settled = await resume(w, camp.id);
    expect(settled.body.campaign).toMatchObject({
      state: 'done',
      counts: { pending: 0, toVerify: 1 },
    });
  });

  it('every claim marks the campaign as being sent now (its updatedAt), for the other desks', async () => {
    const { w, camp } = await waCampaign(['a', 'b']);
    await patchCampaign(ctx, w.id, camp.id, { updatedAt: '2020-01-01T00:00:00.000Z' });
    await claim(w);
    const [row] = await campaignsOf(ctx, w.id);
    expect(Date.parse(row!.updatedAt)).toBeGreaterThan(Date.parse('2020-01-02T00:00:00.000Z'));
  });
});

describe('WhatsApp reminders (spec 001 §4)', () => {
  it('moves the appointment 5 → 3 when sent, 5 → 4 without WhatsApp, and queues the SMS reminder', async () => {
    const w = await signedInWorkshop(ctx);
    const db = ctx.database.db;
    await buildSettings(db, w.id, 'tool', { id_wa: PC });
    await buildSettings(db, w.id, 'sms', { testo_promemoria: 'SMS $targa$' });
    await buildSettings(db, w.id, 'wa', { testo_promemoria: 'WA $targa$' });
    const date = addDays(todayInRome(), 2);
    const a1 = await buildAppointment(db, w.id, { date, row: 1, column: 1, reminderStatus: 1 });
    const a2 = await buildAppointment(db, w.id, { date, row: 2, column: 1, reminderStatus: 1 });
    const made = await w.call(r.queueReminders, { params: { date }, body: { channel: 'wa' } });
    await w.call(m.startCampaign, { params: { channel: 'wa', id: made.body.campaign!.id } });

    const c1 = await claim(w);
    expect(c1.body.message).toMatchObject({ wa: `WA ${a1.plate}`, sms: `SMS ${a1.plate}` });
    await report(w, c1.body.message!.id, 'inviato');
    const after1 = await appointmentRow(ctx, w.id, a1.id);
    expect(after1.reminderStatus).toBe(3);
    expect(after1.reminderSentAt).not.toBeNull();

    const c2 = await claim(w);
    await report(w, c2.body.message!.id, 'no_wa');
    expect((await appointmentRow(ctx, w.id, a2.id)).reminderStatus).toBe(4);
    const sms = (await messagesOf(ctx, w.id)).filter((x) => x.channel === 'sms');
    expect(sms.map((x) => x.refId)).toEqual([`P-${date.slice(0, 4)}-${a2.id}`]);
  });
});
