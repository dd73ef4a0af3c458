/** Daily notes and PROMEMORIA (spec 000 §2 notes block, §9 history up to 31). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { workshopClient } from '@server/test/api';
import { addDays } from '@shared/domain/dates';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx.close());

describe('notes', () => {
  it('reads an empty note, saves, then replaces it', async () => {
    const a = await workshopClient(ctx);
    expect((await a.get('/api/notes/2026-03-10')).body).toEqual({
      note: { date: '2026-03-10', text: '' },
    });
    await a.put('/api/notes/2026-03-10', { text: 'Prima' });
    const saved = await a.put('/api/notes/2026-03-10', { text: 'Seconda versione' });
    expect(saved.body.note).toEqual({ date: '2026-03-10', text: 'Seconda versione' });
    expect((await a.get('/api/notes/2026-03-10')).body.note.text).toBe('Seconda versione');
  });

  it('keeps PROMEMORIA on its fixed date', async () => {
    const a = await workshopClient(ctx);
    await a.put('/api/notes/1987-10-03', { text: 'Ordinare etichette' });
    expect((await a.get('/api/notes/1987-10-03')).body.note.text).toBe('Ordinare etichette');
  });

  it('lists history nearest first, at most 31, skipping empty notes and PROMEMORIA', async () => {
    const a = await workshopClient(ctx);
    await a.put('/api/notes/1987-10-03', { text: 'promemoria' });
    for (let i = 1; i <= 35; i++) {
      await a.put(`/api/notes/${addDays('2026-03-10', -i)}`, { text: `indietro ${i}` });
    }
    await a.put('/api/notes/2026-03-10', { text: 'oggi' });
    await a.put('/api/notes/2026-03-12', { text: '' });
    await a.put('/api/notes/2026-03-13', { text: 'avanti 3' });
    await a.put('/api/notes/2026-03-11', { text: 'avanti 1' });

    const back = await a.get('/api/notes?from=2026-03-10&dir=back');
    expect(back.status).toBe(200);
    expect(back.body.notes).toHaveLength(31);
    expect(back.body.notes[0]).toEqual({ date: '2026-03-09', text: 'indietro 1' });
    expect(back.body.notes[30]).toEqual({ date: addDays('2026-03-10', -31), text: 'indietro 31' });

    const forward = await a.get('/api/notes?from=2026-03-10&dir=forward');
    expect(forward.body.notes.map((n: { text: string }) => n.text)).toEqual([
      'avanti 1',
      'avanti 3',
    ]);

    expect((await a.get('/api/notes?from=2026-03-10&dir=sideways')).status).toBe(400);
  });

  it('refuses a bad date', async () => {
    const a = await workshopClient(ctx);
    const res = await a.put('/api/notes/2026-13-01', { text: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Data non valida');
  });
});
