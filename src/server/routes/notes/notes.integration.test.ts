/** Daily notes and PROMEMORIA (spec 000 §2 notes block, §9 history up to 31). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { raw } from '@server/test/api';
import { getNote, getNotesHistory, saveNote } from '@shared/contracts/notes';
import { addDays } from '@shared/domain/dates';
import { type SignedInWorkshop, signedInWorkshop } from '@server/test/sign-in';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx.close());

const put = (c: SignedInWorkshop, date: string, text: string) =>
  c.call(saveNote, { params: { date }, body: { text } });
const get = (c: SignedInWorkshop, date: string) => c.call(getNote, { params: { date } });

describe('notes', () => {
  it('reads an empty note, saves, then replaces it', async () => {
    const a = await signedInWorkshop(ctx);
    expect((await get(a, '2026-03-10')).body).toEqual({
      note: { date: '2026-03-10', text: '' },
    });
    await put(a, '2026-03-10', 'Prima');
    const saved = await put(a, '2026-03-10', 'Seconda versione');
    expect(saved.body.note).toEqual({ date: '2026-03-10', text: 'Seconda versione' });
    expect((await get(a, '2026-03-10')).body.note.text).toBe('Seconda versione');
  });

  it('keeps PROMEMORIA on its fixed date', async () => {
    const a = await signedInWorkshop(ctx);
    await put(a, '1987-10-03', 'Ordinare etichette');
    expect((await get(a, '1987-10-03')).body.note.text).toBe('Ordinare etichette');
  });

  it('lists history nearest first, at most 31, skipping empty notes and PROMEMORIA', async () => {
    const a = await signedInWorkshop(ctx);
    await put(a, '1987-10-03', 'promemoria');
    for (let i = 1; i <= 35; i++) {
      await put(a, addDays('2026-03-10', -i), `indietro ${i}`);
    }
    await put(a, '2026-03-10', 'oggi');
    await put(a, '2026-03-12', '');
    await put(a, '2026-03-13', 'avanti 3');
    await put(a, '2026-03-11', 'avanti 1');

    const back = await a.call(getNotesHistory, { query: { from: '2026-03-10', dir: 'back' } });
    expect(back.status).toBe(200);
    expect(back.body.notes).toHaveLength(31);
    expect(back.body.notes[0]).toEqual({ date: '2026-03-09', text: 'indietro 1' });
    expect(back.body.notes[30]).toEqual({ date: addDays('2026-03-10', -31), text: 'indietro 31' });

    const forward = await a.call(getNotesHistory, {
      query: { from: '2026-03-10', dir: 'forward' },
    });
    expect(forward.body.notes.map((n) => n.text)).toEqual(['avanti 1', 'avanti 3']);

    // Malformed on purpose: a direction the contract does not know.
    const sideways = await raw(
      ctx,
      getNotesHistory,
      { query: { from: '2026-03-10', dir: 'sideways' } },
      { cookie: a.cookie },
    );
    expect(sideways.status).toBe(400);
  });

  it('refuses a bad date', async () => {
    const a = await signedInWorkshop(ctx);
    const res = await put(a, '2026-13-01', 'x');
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe('Data non valida');
  });
});
