/**
 * Recall list, recall campaigns and manual recalls (spec 001 §2 sms_revisioni,
 * aggiungi_richimo, §5, §9; 000 §4 invio_sms_richiamo; docs/RECALLS.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as c from '@shared/contracts/recalls';
import type { RecallFilterSet } from '@shared/domain/recalls';
import { RECALLS_MSG } from '@shared/messages';
import { updateLinkedAppointment } from '@server/jobs/outbox/linked';
import { buildAppointment, buildRecall, buildSettings } from '@server/test/factories';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { appointmentRow, campaignsOf, messagesOf } from '@server/test/messaging';
import { signedInWorkshop } from '@server/test/sign-in';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const ANY: RecallFilterSet = { sms: 'any', phone: 'any', letter: 'any', address: 'any' };
const ADDRESS = 'VIA DEL CORSO 12, 00186 ROMA';

/** A workshop with November 2024 inspections (biennial), Nov 2025 (annual) and decoys. */
async function novemberWorkshop() {
  const w = await signedInWorkshop(ctx);
  const db = ctx.database.db;
  await buildSettings(db, w.id, 'sms', { testo_richiami: 'Revisione $veicolo$ $targa$ a $mese$' });
  const at = (date: string, o: Parameters<typeof buildAppointment>[2] = {}) =>
    buildAppointment(db, w.id, { date, status: 2, ...o });
  const first = await at('2024-11-01', { holder: 'MARIO ROSSI', address: ADDRESS, letter: 1 });
  const last = await at('2024-11-30', { status: 3, row: 1 });
  const badPhone = await at('2024-11-15', { phone: '0612345678' });
  const annual = await at('2025-11-10', { vehicleType: 2, model: 'FIAT TAXI' });
  // Not due in November 2026:
  await at('2024-10-31');
  await at('2024-12-01');
  await at('2024-11-20', { status: 1 });
  await at('2024-11-20', { status: 4, row: 3 });
  await at('2024-11-21', { vehicleType: 2 });
  await at('2025-11-21', { vehicleType: 0 });
  await at('2024-11-22', { row: -1 });
  const manual = await buildRecall(db, w.id, { dueMonth: '2026-11-01' });
  await buildRecall(db, w.id, { dueMonth: '2026-12-01' });
  return { w, first, last, badPhone, annual, manual };
}

describe('GET /recalls', () => {
  it('lists biennial of the month, annual of year + 1 and manual recalls of year + 2', async () => {
    const { w, first, last, badPhone, annual, manual } = await novemberWorkshop();
    const res = await w.call(c.listRecalls, { query: { year: 2024, month: 11 } });
    expect(res.status).toBe(200);
    expect(res.body.campaignName).toBe('RICHIAMI NOVEMBRE 2026');
    expect(res.body.dueMonth).toBe('2026-11-01');
    expect(res.body.items.map((i) => i.key)).toEqual([
      `A${first.id}`,
      `A${badPhone.id}`,
      `A${last.id}`,
      `A${annual.id}`,
      `M${manual.id}`,
    ]);
    const firstItem = res.body.items[0]!;
    expect(firstItem).toMatchObject({
      addressValid: true,
      phoneValid: true,
      holder: 'MARIO ROSSI',
    });
    expect(res.body.items[1]!.phoneValid).toBe(false);
  });

  it('applies the filters SI / NO', async () => {
    const { w, first, badPhone } = await novemberWorkshop();
    const q = (f: Partial<RecallFilterSet>) =>
      w.call(c.listRecalls, { query: { year: 2024, month: 11, ...f } });
    expect((await q({ phone: 'no' })).body.items.map((i) => i.id)).toEqual([badPhone.id]);
    expect((await q({ address: 'si' })).body.items.map((i) => i.id)).toEqual([first.id]);
    expect((await q({ letter: 'si', phone: 'no' })).body.items).toEqual([]);
    const all = await q({ sms: 'no' });
    expect(all.body.total).toBe(5);
    expect(all.body.items).toHaveLength(5);
  });

  it('refuses a bad month with a 400', async () => {
    const { w } = await novemberWorkshop();
    const res = await w.call(c.listRecalls, { query: { year: 2024, month: 13 } });
    expect(res.status).toBe(400);
  });
});

describe('POST /recalls/campaigns', () => {
  it('queues each vehicle once per channel and month, however often it is pressed', async () => {
    const { w, first, annual, manual } = await novemberWorkshop();
    const body = { year: 2024, month: 11, channel: 'sms' as const, name: 'RICHIAMI NOVEMBRE 2026' };
    const made = await w.call(c.createRecallCampaign, { body });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ queued: 4, alreadyQueued: 0, invalidPhones: 1 });
    const msgs = await messagesOf(ctx, w.id, made.body.campaign.id);
    expect(msgs.map((m) => m.refId)).toContain(`R-2026-11-A${first.id}`);
    expect(msgs.map((m) => m.refId)).toContain(`R-2026-11-M${manual.id}`);
    const taxi = msgs.find((m) => m.refId === `R-2026-11-A${annual.id}`)!;
    expect(taxi.text).toBe('Revisione FIAT TAXI ' + annual.plate + ' a novembre 2026');
    expect((await appointmentRow(ctx, w.id, first.id)).recallStatus).toBe(1);

    const same = await w.call(c.createRecallCampaign, { body });
    expect(same.status).toBe(409);
    expect(same.error?.message).toBe(RECALLS_MSG.duplicateCampaign);

    const again = await w.call(c.createRecallCampaign, { body: { ...body, name: 'ANCORA' } });
    expect(again.status).toBe(400);
    expect(again.error?.message).toBe(RECALLS_MSG.noInserts);
    expect((await campaignsOf(ctx, w.id)).map((x) => x.name)).toEqual(['RICHIAMI NOVEMBRE 2026']);

    // Another channel recalls them again, once.
    const wa = await w.call(c.createRecallCampaign, { body: { ...body, channel: 'wa' } });
    expect(wa.status).toBe(201);
    expect(wa.body.queued).toBe(4);
  });

  it('two desks pressing at once queue each vehicle once', async () => {
    const { w } = await novemberWorkshop();
    const body = { year: 2024, month: 11, channel: 'sms' as const };
    const [a, b] = await Promise.all([
      w.call(c.createRecallCampaign, { body: { ...body, name: 'UNO' } }),
      w.call(c.createRecallCampaign, { body: { ...body, name: 'DUE' } }),
    ]);
    const queued = [a, b].map((r) => (r.status === 201 ? r.body.queued : 0));
    expect(queued[0]! + queued[1]!).toBe(4);
    expect(await messagesOf(ctx, w.id)).toHaveLength(4);
  });

  it('marks the vehicle Inviato (2) when its message is sent', async () => {
    const { w, first, manual } = await novemberWorkshop();
    const made = await w.call(c.createRecallCampaign, {
      body: { year: 2024, month: 11, channel: 'sms', name: 'X', filters: { ...ANY, phone: 'si' } },
    });
    expect(made.status).toBe(201);
    const db = ctx.database.db;
    await updateLinkedAppointment(db, w.id, `R-2026-11-A${first.id}`, 'sms_sent');
    await updateLinkedAppointment(db, w.id, `R-2026-11-M${manual.id}`, 'sms_sent');
    const row = await appointmentRow(ctx, w.id, first.id);
    expect(row.recallStatus).toBe(2);
    expect(row.recallSentAt).not.toBeNull();
    const list = await w.call(c.listRecalls, { query: { year: 2024, month: 11, sms: 'si' } });
    expect(list.body.items.find((i) => i.key === `M${manual.id}`)?.recallStatus).toBe(2);
  });
});

describe('manual recalls', () => {
  it('adds (uppercased), lists in its month, edits and deletes', async () => {
    const w = await signedInWorkshop(ctx);
    const add = await w.call(c.addManualRecall, {
      body: {
        surname: " d'angelo ",
        phone: '333 1234567',
        model: 'vespa',
        plate: 'ab 123cd',
        year: 2027,
        month: 3,
      },
    });
    expect(add.status).toBe(201);
    expect(add.body.recall).toMatchObject({
      surname: "D'ANGELO",
      phone: '3331234567',
      model: 'VESPA',
      plate: 'AB123CD',
      dueMonth: '2027-03-01',
    });
    const month = await w.call(c.listRecalls, { query: { year: 2025, month: 3 } });
    expect(month.body.items.map((i) => i.surname)).toEqual(["D'ANGELO"]);
    const id = add.body.recall.id;
    const edit = await w.call(c.editManualRecall, {
      params: { id },
      body: {
        surname: 'NICOLÒ',
        phone: '3331234567',
        model: 'SH',
        plate: '',
        year: 2027,
        month: 4,
      },
    });
    expect(edit.body.recall.dueMonth).toBe('2027-04-01');
    expect((await w.call(c.deleteManualRecall, { params: { id } })).status).toBe(200);
    expect((await w.call(c.listManualRecalls, {})).body.recalls).toEqual([]);
  });

  it('answers the spec messages for a wrong form', async () => {
    const w = await signedInWorkshop(ctx);
    const res = await w.call(c.addManualRecall, {
      body: { surname: ' ', phone: '0612', model: '', plate: '', year: 2027, month: 3 },
    });
    expect(res.status).toBe(400);
    if (res.status === 400) {
      const all = JSON.stringify(res.error);
      expect(all).toContain(RECALLS_MSG.nameRequired);
    }
  });

  it('another workshop sees none of it and cannot touch it', async () => {
    const { w, manual } = await novemberWorkshop();
    const other = await signedInWorkshop(ctx);
    const list = await other.call(c.listRecalls, { query: { year: 2024, month: 11 } });
    expect(list.body.items).toEqual([]);
    expect((await other.call(c.listManualRecalls, {})).body.recalls).toEqual([]);
    const del = await other.call(c.deleteManualRecall, { params: { id: manual.id } });
    expect(del.status).toBe(404);
    const put = await other.call(c.editManualRecall, {
      params: { id: manual.id },
      body: { surname: 'X', phone: '3331234567', model: 'Y', plate: '', year: 2027, month: 1 },
    });
    expect(put.status).toBe(404);
    const none = await other.call(c.createRecallCampaign, {
      body: { year: 2024, month: 11, channel: 'sms', name: 'RUBATA' },
    });
    expect(none.status).toBe(400);
    expect(await messagesOf(ctx, w.id)).toEqual([]);
  });
});
