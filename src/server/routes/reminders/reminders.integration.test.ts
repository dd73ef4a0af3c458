/**
 * Reminders of a day, single messages and the SMS side box (spec 000 §2 "Invio Messaggi
 * Promemoria", context menu, side boxes; §4 invio_sms_promemoria; §5; docs/MESSAGING.md
 * items 3, 5, 6), against the fake SMSFactor provider on 127.0.0.1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as m from '@shared/contracts/messaging';
import * as r from '@shared/contracts/reminders';
import { saveSettings } from '@shared/contracts/settings';
import { addDays, formatSlashed, todayInRome } from '@shared/domain/dates';
import { HttpSmsProvider } from '@server/integrations/sms-provider';
import { startFakeSmsServer, type FakeSmsServer } from '@server/integrations/fake-sms-server';
import { OutboxSender } from '@server/jobs/outbox/sender';
import { buildAppointment, buildSettings } from '@server/test/factories';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { appointmentRow, campaignsOf, messagesOf } from '@server/test/messaging';
import { signedInWorkshop } from '@server/test/sign-in';
import { waitUntil } from '@server/test/wait';

const TOKEN = 'tok-promemoria';
let ctx: TestContext;
let fake: FakeSmsServer;
beforeAll(async () => {
  fake = await startFakeSmsServer({ token: TOKEN, credits: 150 });
  ctx = await setupTestApp({ SMS_PROVIDER_URL: fake.url });
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

const SMS_TEXT = 'Revisione $veicolo$ ($targa$) il $giorno$ alle $ora$';
const inDays = (n: number) => addDays(todayInRome(), n);

/** A workshop with texts and token, and `n` reminders switched on for `date` (rows 2, 3, …). */
async function dayWithReminders(date: string, n: number) {
  const w = await signedInWorkshop(ctx);
  const db = ctx.database.db;
  await buildSettings(db, w.id, 'sms', { token: TOKEN, testo_promemoria: SMS_TEXT });
  await buildSettings(db, w.id, 'wa', { testo_promemoria: 'WA *$veicolo$* $giorno$ $ora$' });
  const list = [];
  for (let i = 0; i < n; i++)
    list.push(
      await buildAppointment(db, w.id, {
        date,
        row: 2 + i,
        column: 1,
        reminderStatus: 1,
        model: 'VESPA',
        plate: `XY${i}`,
      }),
    );
  return { w, list };
}

function sender() {
  return new OutboxSender({
    db: ctx.database.db,
    provider: new HttpSmsProvider({ baseUrl: fake.url, timeoutMs: 3000 }),
    paceMs: 0,
    leaseMs: 60_000,
    smsAccount: async () => ({ token: TOKEN, sender: 'Officina' }),
    log: { warn: () => {}, error: () => {} },
  });
}

describe('GET /reminders/:date', () => {
  it('lists the day’s reminders switched on with a valid mobile, texts filled', async () => {
    const date = inDays(3);
    const { w, list } = await dayWithReminders(date, 2);
    const db = ctx.database.db;
    await buildAppointment(db, w.id, {
      date,
      row: 10,
      column: 1,
      reminderStatus: 1,
      phone: '061234567',
    });
    await buildAppointment(db, w.id, { date, row: 11, column: 1, reminderStatus: 0 });
    await buildAppointment(db, w.id, { date, row: 12, column: 1, reminderStatus: 2 });

    const res = await w.call(r.getReminders, { params: { date }, query: { channel: 'sms' } });
    expect(res.status).toBe(200);
    const [d, mo, y] = [date.slice(8), date.slice(5, 7), date.slice(0, 4)];
    expect(res.body).toMatchObject({
      allowed: true,
      minDays: 1,
      invalidPhones: 1,
      campaignName: `PROMEMORIA ${d}/${mo}/${y}`,
    });
    expect(res.body.candidates.map((c) => c.appointmentId)).toEqual(list.map((a) => a.id));
    expect(res.body.candidates[0]).toMatchObject({
      time: '8:30',
      text: `Revisione VESPA (XY0) il ${d}/${mo}/${y} alle 8:30`,
      refId: `P-${y}-${list[0]!.id}`,
      queued: false,
    });
    const wa = await w.call(r.getReminders, { params: { date }, query: { channel: 'wa' } });
    expect(wa.body.candidates[0]!.text).toBe(
      `WA *VESPA* ${d}/${mo}/${y} 8:30==sms==Revisione VESPA (XY0) il ${d}/${mo}/${y} alle 8:30`,
    );
  });

  it('refuses a date nearer than giorni_promemoria (spec 000 §5), writing nothing', async () => {
    const { w } = await dayWithReminders(todayInRome(), 1);
    const preview = await w.call(r.getReminders, {
      params: { date: todayInRome() },
      query: {},
    });
    expect(preview.body.allowed).toBe(false);
    const res = await w.call(r.queueReminders, {
      params: { date: todayInRome() },
      body: { channel: 'sms' },
    });
    expect(res.error).toEqual({
      code: 'bad_request',
      message: `I promemoria si inviano solo per gli appuntamenti dal ${formatSlashed(inDays(1))} in poi`,
    });
    expect(await campaignsOf(ctx, w.id)).toEqual([]);
  });
});

describe('POST /reminders/:date', () => {
  it('queues each reminder once under 10 concurrent presses', async () => {
    const date = inDays(2);
    const { w, list } = await dayWithReminders(date, 6);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        w.call(r.queueReminders, { params: { date }, body: { channel: 'sms' } }),
      ),
    );
    const ms = performance.now() - started;
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.reduce((s, a) => s + a.body.queued, 0)).toBe(6);
    expect(answers.reduce((s, a) => s + a.body.alreadyQueued, 0)).toBe(6 * 9);
    const rows = await messagesOf(ctx, w.id);
    expect(rows.map((x) => x.refId).sort()).toEqual(
      list.map((a) => `P-${date.slice(0, 4)}-${a.id}`).sort(),
    );
    const camps = await campaignsOf(ctx, w.id);
    expect(camps).toHaveLength(1);
    expect(camps[0]!.state).toBe('running');
    console.log(
      `10 concurrent reminder POSTs, 6 appointments: ${rows.length} queued, ${ms.toFixed(0)} ms`,
    );
    const again = await w.call(r.queueReminders, {
      params: { date },
      body: { channel: 'sms' },
    });
    expect(again.body).toMatchObject({
      queued: 0,
      alreadyQueued: 6,
      notice: 'Non ci sono inserimenti da fare',
    });
  });

  it('moves the appointment 1 → 2 with its send time when the provider accepted the SMS', async () => {
    const date = inDays(2);
    const { w, list } = await dayWithReminders(date, 2);
    const posted = await w.call(r.queueReminders, {
      params: { date },
      body: { channel: 'sms' },
    });
    expect(posted.body).toMatchObject({ queued: 2, notice: 'Inserito' });
    const s = sender();
    await waitUntil(
      'every reminder sent',
      async () =>
        (await messagesOf(ctx, w.id)).every((x) => x.sendState === 'sent') ||
        ((await s.step()) && false),
    );
    for (const a of list) {
      const after = await appointmentRow(ctx, w.id, a.id);
      expect(after.reminderStatus).toBe(2);
      expect(after.reminderSentAt).not.toBeNull();
      expect(after.version).toBe(a.version + 1);
    }
    const to = list.map((a) => `39${a.phone}`);
    expect(fake.sends().filter((x) => to.includes(x.to ?? ''))).toHaveLength(2);
    expect((await campaignsOf(ctx, w.id))[0]!.state).toBe('done');
  });

  it('WhatsApp: creates the campaign paused and moves every 1 of the date to 5', async () => {
    const date = inDays(4);
    const { w, list } = await dayWithReminders(date, 2);
    const res = await w.call(r.queueReminders, { params: { date }, body: { channel: 'wa' } });
    expect(res.body).toMatchObject({ queued: 2, notice: 'Campagna WhatsApp creata' });
    expect(res.body.campaign).toMatchObject({ channel: 'wa', state: 'paused' });
    for (const a of list) expect((await appointmentRow(ctx, w.id, a.id)).reminderStatus).toBe(5);
    const again = await w.call(r.queueReminders, { params: { date }, body: { channel: 'wa' } });
    expect(again.body).toMatchObject({ queued: 0, campaign: null });
  });
});

describe('single messages from the grid', () => {
  it('queues Veicolo pronto at once and records readySentAt when sent', async () => {
    const w = await signedInWorkshop(ctx);
    const db = ctx.database.db;
    await buildSettings(db, w.id, 'sms', {
      token: TOKEN,
      testo_veicolo_pronto: 'Pronto: $veicolo$ $targa$',
    });
    const a = await buildAppointment(db, w.id, { model: 'APRILIA SR', plate: 'AB12345' });
    const res = await w.call(r.sendAppointmentSms, {
      params: { id: a.id },
      body: { kind: 'veicolo_pronto' },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toMatchObject({ text: 'Pronto: APRILIA SR AB12345', state: 'queued' });
    expect((await campaignsOf(ctx, w.id)).map((x) => [x.name, x.state])).toEqual([
      ['SINGOLI', 'running'],
    ]);
    const s = sender();
    await waitUntil(
      'Veicolo pronto sent',
      async () =>
        (await appointmentRow(ctx, w.id, a.id)).readySentAt || ((await s.step()) && false),
    );
    expect((await appointmentRow(ctx, w.id, a.id)).readySentAt).not.toBeNull();
  });

  it('refuses an invalid mobile or an empty text, and gives WhatsApp text and wa.me link', async () => {
    const w = await signedInWorkshop(ctx);
    const db = ctx.database.db;
    await buildSettings(db, w.id, 'wa', { testo_tagliandini: 'Tagliando $veicolo$ & olio' });
    const noPhone = await buildAppointment(db, w.id, { phone: '' });
    const a = await buildAppointment(db, w.id, { model: 'SH' });
    const bad = await w.call(r.sendAppointmentSms, {
      params: { id: noPhone.id },
      body: { kind: 'tagliandini' },
    });
    expect(bad.error).toEqual({ code: 'bad_request', message: 'Cellulare non valido' });
    const empty = await w.call(r.sendAppointmentSms, {
      params: { id: a.id },
      body: { kind: 'tagliandini' },
    });
    expect(empty.error?.message).toBe('Testo del messaggio non impostato nelle impostazioni');
    const wa = await w.call(r.appointmentWhatsapp, {
      params: { id: a.id },
      query: { kind: 'tagliandini' },
    });
    expect(wa.body).toEqual({
      phone: a.phone,
      text: 'Tagliando SH & olio',
      url: `https://wa.me/39${a.phone}?text=Tagliando%20SH%20%26%20olio`,
    });
    const other = await signedInWorkshop(ctx);
    expect(
      (
        await other.call(r.sendAppointmentSms, {
          params: { id: a.id },
          body: { kind: 'tagliandini' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await other.call(r.appointmentWhatsapp, {
          params: { id: a.id },
          query: { kind: 'tagliandini' },
        })
      ).status,
    ).toBe(404);
    expect(await messagesOf(ctx, w.id)).toEqual([]);
  });
});

describe('SMS side box', () => {
  it('shows the credit (red below 200) and the counts, never the token; "errore" on failure', async () => {
    const w = await signedInWorkshop(ctx);
    const db = ctx.database.db;
    await buildSettings(db, w.id, 'sms', { token: TOKEN });
    await w.call(m.addFreeMessage, {
      params: { channel: 'sms' },
      body: { phone: '3331112222', text: 'x' },
    });
    const res = await w.call(r.smsSummary);
    expect(res.body).toEqual({
      credit: 150,
      creditError: null,
      creditLow: true,
      pending: 1,
      sent: 0,
    });
    expect(JSON.stringify(res.body)).not.toContain(TOKEN);
    await buildSettings(db, w.id, 'sms', { token: 'sbagliato' });
    const failed = await w.call(r.smsSummary);
    expect(failed.body).toMatchObject({ credit: null, creditError: 'errore', creditLow: false });
  });
});

describe('invio automatico settings', () => {
  it('stores invio_automatico and ora_invio, refusing a bad time in Italian', async () => {
    const w = await signedInWorkshop(ctx);
    const ok = await w.call(saveSettings, {
      params: { section: 'sms' },
      body: { invio_automatico: true, ora_invio: '07:45' },
    });
    expect(ok.body).toMatchObject({
      invio_automatico: true,
      ora_invio: '07:45',
      token_impostato: false,
    });
    const bad = await w.call(saveSettings, {
      params: { section: 'sms' },
      body: { ora_invio: '25:00' },
    });
    expect(bad.error).toEqual({ code: 'bad_request', message: 'Orario non valido (HH:MM)' });
  });
});
