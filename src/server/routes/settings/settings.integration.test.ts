/** Settings per section (spec 000 §3 config_*, 001 §2 impostazioni). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { raw, workshopClient } from '@server/test/api';
import { getSettings, saveSettings } from '@shared/contracts/settings';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx.close());

const app = { params: { section: 'app' } } as const;

describe('settings', () => {
  it('reads defaults, saves a partial section, keeps the rest', async () => {
    const a = await workshopClient(ctx);
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
    const a = await workshopClient(ctx);
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
    const a = await workshopClient(ctx);
    const b = await workshopClient(ctx);
    await a.call(saveSettings, { ...app, body: { titolo: 'Solo A' } });
    expect((await b.call(getSettings, app)).body.titolo).toBe('ReviApp');
  });

  it('leaves the option flags to the super-admin', async () => {
    const a = await workshopClient(ctx);
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
});
