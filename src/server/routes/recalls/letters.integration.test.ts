/** Letter models (spec 001 §2 impostazioni_lettere, §4, §5, §8; docs/RECALLS.md "Letters"). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as l from '@shared/contracts/letters';
import * as c from '@shared/contracts/recalls';
import { RECALLS_MSG } from '@shared/messages';
import { buildAppointment } from '@server/test/factories';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { appointmentRow } from '@server/test/messaging';
import { signedInWorkshop } from '@server/test/sign-in';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString(
  'base64',
);
const GIF = Buffer.from('GIF89a....').toString('base64');

describe('letter models', () => {
  it('uploads, selects, reads back; deleting the selected one falls back to base.png', async () => {
    const w = await signedInWorkshop(ctx);
    const up = await w.call(l.uploadLetterModel, {
      body: { name: 'Carta intestata', mime: 'image/png', data: PNG },
    });
    expect(up.status).toBe(201);
    expect(up.body.model).toMatchObject({ name: 'Carta intestata', mime: 'image/png', size: 11 });
    const dup = await w.call(l.uploadLetterModel, {
      body: { name: 'Carta intestata', mime: 'image/png', data: PNG },
    });
    expect(dup.status).toBe(409);
    const sel = await w.call(l.selectLetterModel, { body: { name: 'Carta intestata' } });
    expect(sel.body.selected).toBe('Carta intestata');
    const one = await w.call(l.getLetterModel, { params: { id: up.body.model.id } });
    expect(one.body.data).toBe(PNG);
    const del = await w.call(l.deleteLetterModel, { params: { id: up.body.model.id } });
    expect(del.body).toEqual({ models: [], selected: l.BASE_MODEL });
  });

  it('refuses other types, a missing name, and another workshop’s model', async () => {
    const w = await signedInWorkshop(ctx);
    const gif = await w.call(l.uploadLetterModel, {
      body: { name: 'G', mime: 'image/png', data: GIF },
    });
    expect(gif.error?.message).toBe(RECALLS_MSG.letterModelType);
    const noName = await w.call(l.uploadLetterModel, {
      body: { name: ' ', mime: 'image/png', data: PNG },
    });
    expect(noName.error?.message).toBe(RECALLS_MSG.nameRequired);
    const mine = await w.call(l.uploadLetterModel, {
      body: { name: 'M', mime: 'image/png', data: PNG },
    });
    const other = await signedInWorkshop(ctx);
    expect(
      (await other.call(l.getLetterModel, { params: { id: mine.body.model.id } })).status,
    ).toBe(404);
    expect(
      (await other.call(l.deleteLetterModel, { params: { id: mine.body.model.id } })).status,
    ).toBe(404);
    expect((await other.call(l.selectLetterModel, { body: { name: 'M' } })).status).toBe(404);
    expect((await other.call(l.listLetterModels, {})).body.models).toEqual([]);
  });

  it('marks letters printed, only the workshop’s own appointments', async () => {
    const w = await signedInWorkshop(ctx);
    const a = await buildAppointment(ctx.database.db, w.id, { letter: 1 });
    const other = await signedInWorkshop(ctx);
    const theirs = await other.call(c.markLettersPrinted, { body: { appointmentIds: [a.id] } });
    expect(theirs.body.updated).toBe(0);
    const mine = await w.call(c.markLettersPrinted, { body: { appointmentIds: [a.id] } });
    expect(mine.body.updated).toBe(1);
    expect((await appointmentRow(ctx, w.id, a.id)).letter).toBe(2);
  });
});
