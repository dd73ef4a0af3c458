/** Settings per section (spec 000 §3 config_*, 001 §2 impostazioni). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { raw } from '@server/test/api';
import { buildAppointment } from '@server/test/factories';
import { countRowsInUse, getSettings, saveSettings } from '@shared/contracts/settings';
import { signedInWorkshop } from '@server/test/sign-in';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx.close());

const app = { params: { section: 'app' } } as const;

describe('settings', () => {
  it('reads defaults, saves a partial section, keeps the rest', async () => {
    const a = await signedInWorkshop(ctx);
    const before = await a.call(getSettings, app);
    expect(before.status).toBe(200);
    expect(before.body.orari_tabella).toHaveLength(26);
    expect(before.body.titolo).toBe('ReviApp');
    const saved = await a.call(saveSettings, { ...app, body: { titolo: 'Revisioni Rossi' } });
    expect(saved.body).toMatchObject({ titolo: 'Revisioni Rossi', colore_barra: 'Azzurro' });
    expect((await a.call(getSettings, app)).body.titolo).toBe('Revisioni Rossi');
    expect((await a.call(getSettings, { params: { section: 'sms' } })).body.mittente).toBe(
      'Revisione',
    );
  });

  it('refuses bad values with 400 and writes nothing', async () => {
    const a = await signedInWorkshop(ctx);
    const res = await a.call(saveSettings, { ...app, body: { colore_barra: 'Fucsia' } });
    expect(res.status).toBe(400);
    expect(res.error?.code).toBe('bad_request');
    expect(res.error?.message).toBe('Impostazioni non valide');
    expect((await a.call(getSettings, app)).body.colore_barra).toBe('Azzurro');
    // Malformed on purpose: a section the contract does not know.
    const unknown = await raw(
      ctx,
      getSettings,
      { params: { section: 'nonesiste' } },
      { cookie: a.cookie },
    );
    expect(unknown.status).toBe(400);
  });

  it('is per workshop', async () => {
    const a = await signedInWorkshop(ctx);
    const b = await signedInWorkshop(ctx);
    await a.call(saveSettings, { ...app, body: { titolo: 'Solo A' } });
    expect((await b.call(getSettings, app)).body.titolo).toBe('ReviApp');
  });

  it('leaves the option flags to the super-admin', async () => {
    const a = await signedInWorkshop(ctx);
    const res = await a.call(saveSettings, { ...app, body: { opzioni: '+whatsapp +mod_kuma' } });
    expect(res.status).toBe(403);
    expect(res.error?.message).toBe("Le opzioni dell'account sono gestite dall'amministratore");
    expect((await a.call(getSettings, app)).body.opzioni).toBe('');
    // Posting the whole section back with the flags unchanged is fine.
    const whole = (await a.call(getSettings, app)).body;
    expect(
      (await a.call(saveSettings, { ...app, body: { ...whole, titolo: 'Con opzioni invariate' } }))
        .status,
    ).toBe(200);
  });

  it('answers the Italian message of the first bad field and keeps the stored value', async () => {
    const a = await signedInWorkshop(ctx);
    const cases = [
      ['sms', { mittente: 'Dodici lettere' }, 'Il mittente può contenere al massimo 11 caratteri'],
      ['sms', { giorni_promemoria: 99 }, 'Giorni promemoria: inserire un numero da 0 a 60'],
      ['wa', { massivo_max: -1 }, 'Massimo WhatsApp giornalieri: inserire un numero da 0 a 1000'],
      ['app', { titolo: '   ' }, 'Il titolo deve contenere da 1 a 100 caratteri'],
      ['app', { orari_tabella: [] }, 'La tabella orari deve contenere almeno un orario'],
      [
        'app',
        { orari_tabella: ['8:00', '8.30'] },
        'Orario non valido nella tabella orari (formato H:MM, es. 7:30)',
      ],
      [
        'app',
        { orari_tabella: ['9:00', '8:30'] },
        'Gli orari della tabella devono essere crescenti e senza ripetizioni',
      ],
      ['utente', { email: 'non-una-email' }, 'Email non valida'],
      [
        'tool',
        { server: 'localhost 1987' },
        'Indirizzo del server non valido (es. http://localhost:1987)',
      ],
    ] as const;
    for (const [section, body, message] of cases) {
      const res = await a.call(saveSettings, { params: { section }, body });
      expect(res.status, `${section} ${JSON.stringify(body)}`).toBe(400);
      expect(res.error?.message).toBe(message);
    }
    expect((await a.call(getSettings, { params: { section: 'sms' } })).body.mittente).toBe(
      'Revisione',
    );
  });

  it('counts the appointments a shorter timetable would leave out, per workshop', async () => {
    const a = await signedInWorkshop(ctx);
    const b = await signedInWorkshop(ctx);
    const { db } = ctx.database;
    await buildAppointment(db, a.id, { row: 3, column: 1 });
    await buildAppointment(db, a.id, { row: 20, column: 2 });
    await buildAppointment(db, a.id, { row: 25, column: 3, date: '2020-01-07' });
    await buildAppointment(db, a.id, { row: -1, column: 1, surname: 'CHIUSURA' });
    await buildAppointment(db, b.id, { row: 24, column: 1 });
    const inUse = async (rows: number) =>
      (await a.call(countRowsInUse, { query: { rows } })).body.count;
    expect(await inUse(26)).toBe(0);
    expect(await inUse(21)).toBe(1);
    expect(await inUse(20)).toBe(2);
    expect(await inUse(4)).toBe(2);
    expect(await inUse(3)).toBe(3);
    expect((await b.call(countRowsInUse, { query: { rows: 20 } })).body.count).toBe(1);
    const bad = await raw(ctx, countRowsInUse, { query: { rows: 'tante' } }, { cookie: a.cookie });
    expect(bad.status).toBe(400);
  });
});
