/** Settings per section (spec 000 §3 config_*, 001 §2 impostazioni). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { workshopClient } from '@server/test/api';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx.close());

describe('settings', () => {
  it('reads defaults, saves a partial section, keeps the rest', async () => {
    const a = await workshopClient(ctx);
    const before = await a.get('/api/settings/app');
    expect(before.status).toBe(200);
    expect(before.body.orari_tabella).toHaveLength(26);
    expect(before.body.titolo).toBe('ReviApp');
    const saved = await a.put('/api/settings/app', { titolo: 'Revisioni Rossi' });
    expect(saved.body).toMatchObject({ titolo: 'Revisioni Rossi', colore_barra: 'Azzurro' });
    expect((await a.get('/api/settings/app')).body.titolo).toBe('Revisioni Rossi');
    expect((await a.get('/api/settings/sms')).body.mittente).toBe('Revisione');
  });

  it('refuses bad values with 400 and writes nothing', async () => {
    const a = await workshopClient(ctx);
    const res = await a.put('/api/settings/app', { colore_barra: 'Fucsia' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('bad_request');
    expect(res.body.error.message).toBe('Impostazioni non valide');
    expect((await a.get('/api/settings/app')).body.colore_barra).toBe('Azzurro');
    expect((await a.get('/api/settings/nonesiste')).status).toBe(400);
  });

  it('is per workshop', async () => {
    const a = await workshopClient(ctx);
    const b = await workshopClient(ctx);
    await a.put('/api/settings/app', { titolo: 'Solo A' });
    expect((await b.get('/api/settings/app')).body.titolo).toBe('ReviApp');
  });

  it('leaves the option flags to the super-admin', async () => {
    const a = await workshopClient(ctx);
    const res = await a.put('/api/settings/app', { opzioni: '+whatsapp +mod_kuma' });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe("Le opzioni dell'account sono gestite dall'amministratore");
    expect((await a.get('/api/settings/app')).body.opzioni).toBe('');
    // Posting the whole section back with the flags unchanged is fine.
    const whole = (await a.get('/api/settings/app')).body;
    expect(
      (await a.put('/api/settings/app', { ...whole, titolo: 'Con opzioni invariate' })).status,
    ).toBe(200);
  });
});
