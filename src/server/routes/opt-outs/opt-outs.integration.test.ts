/**
 * Non contattare (docs/MESSAGING.md "Non contattare"): the list's API (normalised phones,
 * 400s, tenancy), every queuing path leaving listed phones out and saying how many, and the
 * `$stop$` link (its own key, tampered, another workshop's handle, a repeat press).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as o from '@shared/contracts/opt-outs';
import * as m from '@shared/contracts/messaging';
import * as r from '@shared/contracts/reminders';
import * as c from '@shared/contracts/recalls';
import { importRecalls, type ImportRow } from '@shared/contracts/recall-import';
import { addDays, todayInRome } from '@shared/domain/dates';
import { OPT_OUTS_MSG } from '@shared/messages/opt-outs';
import { eq } from 'drizzle-orm';
import { stopLinks } from '@server/db/schema';
import { runAutoRecalls, runAutoReminders } from '@server/jobs/daily';
import { addOptOut } from '@server/domain/opt-outs';
import { apiClient } from '@server/test/client';
import { customerLinkKey, customerLink } from '@server/domain/customer-links';
import { signLinkToken } from '@server/domain/link-tokens';
import { stopLinkKey, type StopLinks } from '@server/domain/stop-links';
import { buildAppointment, buildSettings, buildWorkshop } from '@server/test/factories';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { romeAt } from '@server/test/clock';
import { raw } from '@server/test/api';
import { messagesOf } from '@server/test/messaging';
import { signedInWorkshop, type SignedInWorkshop } from '@server/test/sign-in';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx?.close());

const inDays = (n: number) => addDays(todayInRome(), n);
const add = (w: SignedInWorkshop, phone: string) => w.call(o.addOptOut, { body: { phone } });
const STOP_TEXT = 'Revisione $targa$. Stop: $stop$';

describe('GET/POST/DELETE /opt-outs', () => {
  it('adds a phone normalised, once; lists it; removes it', async () => {
    const w = await signedInWorkshop(ctx);
    const first = await add(w, '+39 333 123.4567');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      created: true,
      optOut: { phone: '3331234567', source: 'desk' },
    });
    const again = await add(w, '333 1234567');
    expect(again.body.created).toBe(false);
    expect((await w.call(o.listOptOuts, {})).body.optOuts.map((x) => x.phone)).toEqual([
      '3331234567',
    ]);
    const gone = await w.call(o.removeOptOut, { params: { phone: '+393331234567' } });
    expect(gone.body).toEqual({ removed: true });
    expect((await w.call(o.removeOptOut, { params: { phone: '3331234567' } })).body).toEqual({
      removed: false,
    });
    expect((await w.call(o.listOptOuts, {})).body.optOuts).toEqual([]);
  });

  it('answers 400 for a number no plan has and for hostile strings, writing nothing', async () => {
    const w = await signedInWorkshop(ctx);
    for (const phone of ['12345678', 'abc', '', '333\u0000123456', '\ud800333', 'x'.repeat(41)]) {
      const res = await add(w, phone);
      expect(res.status, phone).toBe(400);
      expect(res.error?.message).toBeTypeOf('string');
    }
    const bad = await w.call(o.removeOptOut, { params: { phone: '\u0000' } });
    expect(bad.status).toBe(400);
    const wrongType = await raw(ctx, o.addOptOut, { body: { phone: 3331234567 } }, w);
    expect(wrongType.status).toBe(400);
    expect((await w.call(o.listOptOuts, {})).body.optOuts).toEqual([]);
  });

  it('keeps each workshop’s list its own', async () => {
    const a = await signedInWorkshop(ctx);
    const b = await signedInWorkshop(ctx);
    await add(a, '3339998877');
    expect((await b.call(o.listOptOuts, {})).body.optOuts).toEqual([]);
    expect((await b.call(o.removeOptOut, { params: { phone: '3339998877' } })).body.removed).toBe(
      false,
    );
    expect((await a.call(o.listOptOuts, {})).body.optOuts).toHaveLength(1);
  });
});

/** A workshop with two reminders of `date` switched on, the second one's phone opted out. */
async function remindersDay(date: string) {
  const w = await signedInWorkshop(ctx);
  const db = ctx.database.db;
  await buildSettings(db, w.id, 'sms', { testo_promemoria: STOP_TEXT });
  await buildSettings(db, w.id, 'wa', { testo_promemoria: 'WA $targa$' });
  const keep = await buildAppointment(db, w.id, { date, row: 2, column: 1, reminderStatus: 1 });
  const out = await buildAppointment(db, w.id, { date, row: 3, column: 1, reminderStatus: 1 });
  await add(w, out.phone);
  return { w, keep, out };
}

describe('every queuing path leaves listed phones out', () => {
  it('reminders, SMS and WhatsApp: preview and queue say how many were left out', async () => {
    const date = inDays(3);
    const { w, keep, out } = await remindersDay(date);
    const preview = await w.call(r.getReminders, { params: { date }, query: { channel: 'sms' } });
    expect(preview.body.candidates.map((x) => x.appointmentId)).toEqual([keep.id]);
    expect(preview.body.skippedOptOut).toBe(1);
    const sms = await w.call(r.queueReminders, { params: { date }, body: { channel: 'sms' } });
    expect(sms.body).toMatchObject({ queued: 1, skippedOptOut: 1 });
    const wa = await w.call(r.queueReminders, { params: { date }, body: { channel: 'wa' } });
    expect(wa.body).toMatchObject({ queued: 1, skippedOptOut: 1 });
    const msgs = await messagesOf(ctx, w.id);
    expect(msgs.map((x) => x.phone)).toEqual([keep.phone, keep.phone]);
    expect(msgs.some((x) => x.phone === out.phone)).toBe(false);
    // `$stop$` became the phone's stop link: no phone, plate or name in the URL.
    const sent = msgs.find((x) => x.channel === 'sms')!.text;
    const url = /Stop: (\S+)$/.exec(sent)![1]!;
    expect(url).toMatch(/\/stop\?t=[A-Za-z0-9_-]{39}$/);
    expect(url).not.toContain(keep.phone);
  });

  it('the automatic reminders leave listed phones out', async () => {
    const w = await buildWorkshop(ctx.database.db);
    const db = ctx.database.db;
    await buildSettings(db, w.id, 'sms', {
      invio_automatico: true,
      ora_invio: '08:30',
      giorni_promemoria: 2,
      testo_promemoria: 'Promemoria $targa$',
    });
    const day = inDays(2);
    const keep = await buildAppointment(db, w.id, { date: day, row: 3, reminderStatus: 1 });
    const out = await buildAppointment(db, w.id, { date: day, row: 4, reminderStatus: 1 });
    await addOptOut(db, w.id, out.phone, 'desk');
    const runs = await runAutoReminders(db, romeAt(todayInRome(), '09:00'));
    expect(runs.filter((x) => x.workshopId === w.id)).toMatchObject([{ queued: 1 }]);
    expect((await messagesOf(ctx, w.id)).map((x) => x.phone)).toEqual([keep.phone]);
  });

  it('recall campaigns (by hand and automatic) leave listed phones out', async () => {
    const w = await signedInWorkshop(ctx);
    const db = ctx.database.db;
    await buildSettings(db, w.id, 'sms', {
      testo_richiami: 'Revisione $targa$ a $mese$ $stop$',
      richiami_automatici: true,
      giorno_richiami: 1,
    });
    const keep = await buildAppointment(db, w.id, { date: '2024-11-05', status: 2 });
    const out = await buildAppointment(db, w.id, { date: '2024-11-06', status: 2 });
    await add(w, out.phone);
    // The automatic recalls of October pick November 2026's vehicles (2024's inspections).
    const runs = await runAutoRecalls(db, romeAt('2026-10-02', '09:00'));
    expect(runs.filter((x) => x.workshopId === w.id)).toMatchObject([{ queued: 1 }]);
    const made = await w.call(c.createRecallCampaign, {
      body: {
        year: 2024,
        month: 11,
        channel: 'wa',
        name: 'RICHIAMI WA',
        filters: { sms: 'any', phone: 'any', letter: 'any', address: 'any' },
      },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ queued: 1, skippedOptOut: 1 });
    const phones = (await messagesOf(ctx, w.id)).map((x) => x.phone);
    expect(phones).toEqual([keep.phone, keep.phone]);
  });

  it('campaigns and the file import leave listed phones out', async () => {
    const w = await signedInWorkshop(ctx);
    await buildSettings(ctx.database.db, w.id, 'sms', {
      testo_normalizzati: 'Scade a $mese$ $stop$',
    });
    await add(w, '3330000002');
    const made = await w.call(m.createCampaign, {
      params: { channel: 'sms' },
      body: {
        name: 'PROVA',
        start: false,
        messages: [
          { phone: '3330000001', text: 'Ciao $stop$', description: 'A' },
          { phone: '+39 333 000 0002', text: 'Ciao', description: 'B' },
        ],
      },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ inserted: 1, skipped: 1, skippedOptOut: 1 });
    const rows: ImportRow[] = [
      ['3330000001', '202611', 'AB123CD', 'VESPA'],
      ['3330000002', '202611', 'AB124CD', 'VESPA'],
    ];
    const imp = await w.call(importRecalls, {
      body: { name: 'YAP', channel: 'wa', text: 'normalizzati', rows },
    });
    expect(imp.status).toBe(201);
    expect(imp.body).toMatchObject({ inserted: 1, skipped: 1, skippedOptOut: 1 });
    const msgs = await messagesOf(ctx, w.id);
    expect(msgs.map((x) => x.phone)).toEqual(['3330000001', '3330000001']);
    for (const x of msgs) expect(x.text).toMatch(/\/stop\?t=[A-Za-z0-9_-]{39}$/);
  });
});

describe('the $stop$ link', () => {
  const stopUrlOf = async (w: SignedInWorkshop) => {
    const date = inDays(4);
    const db = ctx.database.db;
    await buildSettings(db, w.id, 'sms', { testo_promemoria: STOP_TEXT });
    const a = await buildAppointment(db, w.id, { date, row: 5, column: 2, reminderStatus: 1 });
    await w.call(r.queueReminders, { params: { date }, body: { channel: 'sms' } });
    const text = (await messagesOf(ctx, w.id)).find((x) => x.phone === a.phone)!.text;
    return { token: /stop\?t=(\S+)$/.exec(text)![1]!, phone: a.phone, a };
  };
  const anonymous = () => apiClient(ctx.app);
  const read = (token: string) => anonymous().call(o.getStopPage, { params: { token } });
  const press = (token: string) => anonymous().call(o.stopMessages, { params: { token } });

  it('shows the workshop and adds the phone once, a repeat press says so', async () => {
    const w = await signedInWorkshop(ctx);
    await buildSettings(ctx.database.db, w.id, 'app', { titolo: 'REVISIONI ROSSI' });
    const { token, phone } = await stopUrlOf(w);
    const page = await read(token);
    expect(page.status).toBe(200);
    expect(page.body).toEqual({ titolo: 'REVISIONI ROSSI', stopped: false, notice: '' });
    const first = await press(token);
    expect(first.body).toEqual({
      titolo: 'REVISIONI ROSSI',
      stopped: true,
      notice: OPT_OUTS_MSG.stopped,
    });
    const second = await press(token);
    expect(second.body.notice).toBe(OPT_OUTS_MSG.alreadyStopped);
    const list = (await w.call(o.listOptOuts, {})).body.optOuts;
    expect(list).toEqual([expect.objectContaining({ phone, source: 'link' })]);
    expect((await read(token)).body.stopped).toBe(true);
  });

  it('refuses a tampered token, a $link$ token and another workshop’s handle, changing nothing', async () => {
    const w = await signedInWorkshop(ctx);
    const other = await signedInWorkshop(ctx);
    const { token, a } = await stopUrlOf(w);
    const flipped = token.slice(0, 20) + (token[20] === 'A' ? 'B' : 'A') + token.slice(21);
    for (const t of [flipped, 'x'.repeat(39), 'abc', `${token}x`]) {
      const res = await press(t);
      expect(res.status, t).toBe(400);
    }
    // A customer link ($link$) of the same workshop is signed with another key.
    const secret = ctx.app.deps.config.SESSION_SECRET;
    const customer = customerLink(customerLinkKey(secret), '/', w.id, a.id, a.date);
    const customerToken = customer.split('t=')[1]!;
    expect((await press(customerToken)).status).toBe(400);
    // Genuine signature, but the handle is not the other workshop's.
    const [handle] = await ctx.database.db
      .select({ id: stopLinks.id })
      .from(stopLinks)
      .where(eq(stopLinks.workshopId, w.id));
    const links: StopLinks = { key: stopLinkKey(secret), base: '/' };
    const foreign = signLinkToken(links.key, {
      workshopId: other.id,
      recordId: handle!.id,
      expiresAtS: Math.floor(Date.now() / 1000) + 3600,
    });
    expect((await press(foreign)).status).toBe(404);
    expect((await read(foreign)).status).toBe(404);
    expect((await w.call(o.listOptOuts, {})).body.optOuts).toEqual([]);
    expect((await other.call(o.listOptOuts, {})).body.optOuts).toEqual([]);
  });
});
