/** Settings contracts (spec 000 §3 config_app, §6 option flags). */
import { describe, expect, it } from 'vitest';
import { appSettingsSchema, parseOptions, SETTINGS_SCHEMAS, SETTINGS_SECTIONS } from './settings';

describe('settings', () => {
  it('defaults config_app to the spec timetable', () => {
    const app = appSettingsSchema.parse({});
    expect(app.orari_tabella).toHaveLength(26);
    expect(app).toMatchObject({ titolo: 'ReviApp', colore_barra: 'Azzurro', opzioni: '' });
  });
  it('has defaults for every section', () => {
    for (const s of SETTINGS_SECTIONS) expect(() => SETTINGS_SCHEMAS[s].parse({})).not.toThrow();
    expect(SETTINGS_SCHEMAS.sms.parse({})).toMatchObject({
      mittente: 'Revisione',
      giorni_promemoria: 1,
    });
    expect(SETTINGS_SCHEMAS.wa.parse({}).massivo_max).toBe(50);
  });
  it('parses option flags from text', () => {
    expect(parseOptions('+whatsapp +mod_kuma')).toEqual(['+whatsapp', '+mod_kuma']);
    expect(parseOptions('')).toEqual([]);
  });
});
